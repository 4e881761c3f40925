// billing_identities RLS (issue 22): each client writes their own billing identity and reads it; the
// studio reads every one; nobody deletes one (a document keeps its own copy anyway). The database checks
// the tax ID's check digit itself, with the same rule as src/domain/money/taxId.ts.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engines } from '../support/database';
import { matrix, ownerAndAdmins, probe, expectOutcome, useSuite } from '../support/matrix';
import { isValidTaxId, taxIdCheckDigit } from '../../../src/domain/money/taxId';

const COMPANY = `'company', 'บริษัท ลูกค้า จำกัด', '0105536092641', null, '1 ถนนสีลม บางรัก กรุงเทพมหานคร 10500'`;

describe.each(engines)('billing_identities RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    // The service has no INSERT grant; the owner's own insert is the only way in, so set A's up as A.
    await s.db.asCaller(s.cast.userA.claims, (tx) =>
      tx.query(`insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address) values ($1, ${COMPANY})`, [
        s.cast.userA.id,
      ]),
    );
  });
  const idOf = (name: 'userA' | 'userB') => () => [suite.cast[name].id];

  matrix(
    suite,
    "read user A's billing identity",
    { sql: 'select user_id from public.billing_identities where user_id = $1', params: idOf('userA') },
    ownerAndAdmins,
  );
  matrix(
    suite,
    "change user A's registered name",
    {
      sql: `update public.billing_identities set legal_name = 'Someone Else Co., Ltd.' where user_id = $1 returning user_id`,
      params: idOf('userA'),
    },
    { visitor: 'denied', userA: 1, userB: 0, fakeAdmin: 0, admin: 0, appAdmin: 0, service: 'denied' },
  );
  matrix(
    suite,
    'create a billing identity for user B',
    {
      sql: `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address) values ($1, ${COMPANY}) returning user_id`,
      params: idOf('userB'),
    },
    { visitor: 'denied', userA: 'rls', userB: 1, admin: 'rls', service: 'denied' },
  );
  matrix(
    suite,
    "delete user A's billing identity",
    { sql: 'delete from public.billing_identities where user_id = $1 returning user_id', params: idOf('userA') },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 'denied' },
  );

  it('refuses a company without a tax ID, a wrong check digit and a branch on a person', async () => {
    const refused = { code: '23514' };
    const insertB = (values: string) =>
      probe(
        suite,
        'userB',
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address) values ($1, ${values}) returning user_id`,
        [suite.cast.userB.id],
      );
    expectOutcome(await insertB(`'company', 'Co', null, null, '1 Silom Road, Bangkok'`), refused);
    expectOutcome(await insertB(`'company', 'Co', '0105536092642', null, '1 Silom Road, Bangkok'`), refused);
    expectOutcome(await insertB(`'individual', 'Somchai', null, '00001', '1 Silom Road, Bangkok'`), refused);
    expectOutcome(await insertB(`'company', 'Co', '0105536092641', '00000', '1 Silom Road, Bangkok'`), refused);
    expectOutcome(await insertB(`'individual', 'Somchai Jaidee', null, null, '1 Silom Road, Bangkok'`), 1);
  });

  it('checks tax IDs exactly as the TypeScript rule does', async () => {
    const samples = fc.sample(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 }), 200);
    const ids = samples.flatMap((first12, i) => [
      first12 + taxIdCheckDigit(first12),
      first12 + ((taxIdCheckDigit(first12) + 1 + (i % 9)) % 10),
    ]);
    const rows = await suite.db.asService((tx) =>
      tx.query<{ id: string; valid: boolean }>('select id, public.is_valid_tax_id(id) as valid from unnest($1::text[]) as id', [ids]),
    );
    expect(rows.map((row) => row.valid)).toEqual(ids.map(isValidTaxId));
    expect(rows.filter((row) => row.valid)).toHaveLength(200);
  });
});
