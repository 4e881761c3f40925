// line_preferences RLS (issue 38, decision 0072): each client reads and sets only their own "Updates on
// LINE" switch, and may turn it on only with LINE linked; the delivery run (the service) reads them and
// turns one off after a block; the studio does not see them; nobody deletes one (a deleted account's
// row goes with auth.users).
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, useSuite } from '../support/matrix';

describe.each(engines)('line_preferences RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asCaller(s.cast.userA.claims, (tx) =>
      tx.query('insert into public.line_preferences (user_id, updates) values ($1, false)', [s.cast.userA.id]),
    );
  });
  const idOf = (name: 'userA' | 'userB') => () => [suite.cast[name].id];

  matrix(
    suite,
    "read user A's switch",
    { sql: 'select user_id from public.line_preferences where user_id = $1', params: idOf('userA') },
    { visitor: 'denied', userA: 1, userB: 0, fakeAdmin: 0, admin: 0, service: 1 },
  );
  matrix(
    suite,
    'set user B’s switch off',
    { sql: 'insert into public.line_preferences (user_id, updates) values ($1, false) returning user_id', params: idOf('userB') },
    { visitor: 'denied', userA: 'rls', userB: 1, fakeAdmin: 'rls', admin: 'rls', service: 'denied' },
  );
  matrix(
    suite,
    'turn user B’s updates on without LINE linked',
    { sql: 'insert into public.line_preferences (user_id, updates) values ($1, true) returning user_id', params: idOf('userB') },
    { visitor: 'denied', userA: 'rls', userB: 'rls', fakeAdmin: 'rls', admin: 'rls', service: 'denied' },
  );
  matrix(
    suite,
    "turn user A's updates off",
    {
      sql: `update public.line_preferences set updates = false, turned_off_reason = 'blocked' where user_id = $1 returning user_id`,
      params: idOf('userA'),
    },
    { visitor: 'denied', userA: 1, userB: 0, fakeAdmin: 0, admin: 0, service: 1 },
  );
  matrix(suite, 'delete a switch', { sql: 'delete from public.line_preferences returning user_id' }, nobody);
});
