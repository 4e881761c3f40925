// public.mfa_recovery_codes RLS (decision 0049): the hashes of two-step recovery codes on Supabase.
// RLS on and no policy: only the service role (the server checking a code) reads or writes them. The
// owner does not read even their own hashes (guessing offline is the threat) and nobody else anything;
// nobody can mark a used code unused again but the server.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, onlyService, useSuite, type Suite } from '../support/matrix';
import { insertedId } from '../support/rows';

const HASH = 'scrypt:16384:8:1:c2FsdHNhbHQ=:aGFzaGhhc2hoYXNoaGFzaA==';

describe.each(engines)('mfa_recovery_codes RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    s.ids['codeA'] = await insertedId(s, 'insert into public.mfa_recovery_codes (user_id, code_hash) values ($1, $2) returning id', [
      s.cast.userA.id,
      HASH,
    ]);
  });
  const userA = (s: Suite) => [s.cast.userA.id];

  matrix(
    suite,
    "read user A's recovery codes",
    { sql: 'select id from public.mfa_recovery_codes where user_id = $1', params: userA },
    onlyService,
  );
  matrix(
    suite,
    'add a recovery code for user A',
    {
      sql: 'insert into public.mfa_recovery_codes (user_id, code_hash) values ($1, $2) returning id',
      params: (s) => [s.cast.userA.id, HASH],
    },
    onlyService,
  );
  matrix(
    suite,
    "mark user A's code unused",
    { sql: 'update public.mfa_recovery_codes set used_at = null where user_id = $1 returning id', params: userA },
    onlyService,
  );
  matrix(
    suite,
    "delete user A's codes",
    { sql: 'delete from public.mfa_recovery_codes where user_id = $1 returning id', params: userA },
    onlyService,
  );
  matrix(
    suite,
    'store a code in plain text',
    { sql: "insert into public.mfa_recovery_codes (user_id, code_hash) values ($1, 'abcde23456') returning id", params: userA },
    { ...onlyService, service: { code: '23514' } },
  );
});
