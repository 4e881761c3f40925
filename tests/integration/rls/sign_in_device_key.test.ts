// private.sign_in_device_key RLS (decision 0026): the key that signs sign-in device cookies. RLS on, no
// policy and no grant, so no role reads or writes it directly, not even the service role; only the
// service role may call public.sign_in_device_key, which stores a first key and answers the stored one
// (tested in tests/integration/limits/sign-in-devices.test.ts). Anyone else holding it could sign
// device cookies and so give each guess a fresh backoff.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite } from '../support/matrix';

const CANDIDATE = 'c'.repeat(43);

describe.each(engines)('sign_in_device_key RLS on %s', (engine) => {
  const suite = useSuite(engine);

  matrix(
    suite,
    'read the key',
    { sql: 'select secret from private.sign_in_device_key' },
    { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied', service: 'denied' },
  );
  matrix(
    suite,
    'plant a key',
    { sql: `insert into private.sign_in_device_key (id, secret) values (true, '${CANDIDATE}') returning id` },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 'denied' },
  );
  matrix(
    suite,
    'replace the key',
    { sql: `update private.sign_in_device_key set secret = '${CANDIDATE}' returning id` },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 'denied' },
  );
  matrix(
    suite,
    'ask for the key through the function',
    { sql: `select public.sign_in_device_key('${CANDIDATE}') as secret` },
    { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied', service: 1 },
  );

  it('keeps the first key stored, whatever later callers offer', async () => {
    const ask = (candidate: string) =>
      suite.db.asService((tx) => tx.one<{ secret: string }>('select public.sign_in_device_key($1) as secret', [candidate]));
    const first = await ask('a'.repeat(43));
    expect((await ask('b'.repeat(43)))?.secret).toBe(first?.secret);
    await expect(ask('too-short')).rejects.toMatchObject({ code: '22023' });
  });

  it('has row-level security on the key, with no policy', async () => {
    const row = await suite.db.asOwner((tx) =>
      tx.one<{ rls: boolean; policies: number }>(
        `select c.relrowsecurity as rls, (select count(*)::int from pg_policies p where p.schemaname = 'private' and p.tablename = 'sign_in_device_key') as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'private' and c.relname = 'sign_in_device_key'`,
      ),
    );
    expect(row).toEqual({ rls: true, policies: 0 });
  });
});
