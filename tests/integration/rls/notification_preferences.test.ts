// notification_preferences RLS (issue 38, decision 0071): each client reads and changes only their own
// choice about reminders; the studio reads them; the reminder run (the service) reads them; nobody
// deletes one (account deletion cascades from auth.users).
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite } from '../support/matrix';

describe.each(engines)('notification_preferences RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asCaller(s.cast.userA.claims, (tx) =>
      tx.query('insert into public.notification_preferences (user_id, reminders) values ($1, false)', [s.cast.userA.id]),
    );
  });
  const idOf = (name: 'userA' | 'userB') => () => [suite.cast[name].id];

  matrix(
    suite,
    "read user A's choice",
    { sql: 'select user_id from public.notification_preferences where user_id = $1', params: idOf('userA') },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'choose for user B',
    { sql: 'insert into public.notification_preferences (user_id, reminders) values ($1, false) returning user_id', params: idOf('userB') },
    { visitor: 'denied', userA: 'rls', userB: 1, fakeAdmin: 'rls', admin: 'rls', service: 'denied' },
  );
  matrix(
    suite,
    "change user A's choice",
    { sql: 'update public.notification_preferences set reminders = true where user_id = $1 returning user_id', params: idOf('userA') },
    { visitor: 'denied', userA: 1, userB: 0, fakeAdmin: 0, admin: 0, service: 'denied' },
  );
  matrix(suite, 'delete a choice', { sql: 'delete from public.notification_preferences returning user_id' }, nobody);
});
