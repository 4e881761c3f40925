// private.rate_limits RLS: row-level security on, no policy and no grant, so nobody reads or writes the
// counters directly, not even the service role; the server goes through the security-definer functions
// (public.consume_rate_limit and friends, tested in tests/integration/limits/rate-limits.test.ts).
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { except, matrix, nobody, useSuite } from '../support/matrix';

describe.each(engines)('rate_limits RLS on %s', (engine) => {
  const suite = useSuite(engine);

  matrix(suite, 'read the counters', { sql: 'select key from private.rate_limits' }, except(nobody, 'userB', 'fakeAdmin', 'appAdmin'));
  matrix(
    suite,
    'write a counter',
    { sql: `insert into private.rate_limits values ('k', now(), 0, now()) returning key` },
    except(nobody, 'userB', 'fakeAdmin', 'appAdmin', 'superAdmin'),
  );
  matrix(
    suite,
    'update a counter',
    { sql: `update private.rate_limits set count = 0 returning key` },
    except(nobody, 'userB', 'fakeAdmin', 'appAdmin', 'superAdmin'),
  );
  matrix(
    suite,
    'delete a counter',
    { sql: `delete from private.rate_limits returning key` },
    except(nobody, 'userB', 'fakeAdmin', 'appAdmin', 'superAdmin'),
  );

  it('has row-level security on the counters, with no policy', async () => {
    const row = await suite.db.asOwner((tx) =>
      tx.one<{ rls: boolean; policies: number }>(
        `select c.relrowsecurity as rls, (select count(*)::int from pg_policies p where p.schemaname = 'private' and p.tablename = 'rate_limits') as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'private' and c.relname = 'rate_limits'`,
      ),
    );
    expect(row).toEqual({ rls: true, policies: 0 });
  });
});
