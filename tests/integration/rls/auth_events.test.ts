// public.auth_events RLS (decision 0049): account security events the server records (a recovery code
// used on Supabase, the authenticators it removed). RLS on and no policy: only the service role inserts
// and reads; the record is append-only, so not even the service role changes or deletes a line.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, refusedToAllBut, useSuite, type Suite } from '../support/matrix';
import { insertedId } from '../support/rows';

describe.each(engines)('auth_events RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    s.ids['eventA'] = await insertedId(
      s,
      "insert into public.auth_events (user_id, event, detail) values ($1, 'mfa_recovery_code_used', '{}') returning id::text",
      [s.cast.userA.id],
    );
  });
  const userA = (s: Suite) => [s.cast.userA.id];

  matrix(suite, "read user A's events", { sql: 'select id from public.auth_events where user_id = $1', params: userA }, refusedToAllBut(1));
  matrix(
    suite,
    'record an event for user A',
    { sql: "insert into public.auth_events (user_id, event) values ($1, 'mfa_recovery_code_used') returning id", params: userA },
    refusedToAllBut(1),
  );
  matrix(
    suite,
    "rewrite user A's events",
    { sql: "update public.auth_events set detail = '{}' where user_id = $1 returning id", params: userA },
    refusedToAllBut('denied'),
  );
  matrix(
    suite,
    "erase user A's events",
    { sql: 'delete from public.auth_events where user_id = $1 returning id', params: userA },
    refusedToAllBut('denied'),
  );
});
