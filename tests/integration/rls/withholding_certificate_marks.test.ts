// withholding_certificate_marks RLS (issue 22, docs/decisions/0051): only admins at aal2 mark a
// withholding certificate received or missing, on a receipt or tax invoice that withheld tax, and only as
// themselves (marked_by is not theirs to write); the document's client reads the marks on it, admins read
// all, the service only reads; the rows are append-only, so nobody updates or deletes one.
import { describe, it } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, expectPasswordOnlyAdmins, matrix, nobody, oneEach, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { issueTestDocument } from '../support/rows';

const MARK = `insert into public.withholding_certificate_marks (document_id, status) values ($1, 'received') returning id`;

async function setup(suite: Suite) {
  const { userA, userB, admin } = suite.cast;
  suite.ids['docA'] = await issueTestDocument(suite, 'receipt', userA.id, 69_813);
  suite.ids['plainA'] = await issueTestDocument(suite, 'receipt', userA.id, 0);
  // An older receipt whose snapshot claimed a withholding its card payment, charged in full, never had (decision 0061).
  suite.ids['legacyA'] = await issueTestDocument(suite, 'tax_invoice', userA.id, 0, 41_776);
  suite.ids['docB'] = await issueTestDocument(suite, 'tax_invoice', userB.id, 30_000);
  // Marks are written by admins only (the service has no INSERT grant).
  for (const [doc, status] of [
    ['docA', 'missing'],
    ['docB', 'received'],
  ] as const) {
    const row = await suite.db.asCaller(admin.claims, (tx) =>
      tx.one<{ id: string }>(`insert into public.withholding_certificate_marks (document_id, status) values ($1, $2) returning id`, [
        suite.ids[doc],
        status,
      ]),
    );
    suite.ids[`${doc}Mark`] = row?.id ?? '';
  }
}

describe.each(engines)('withholding_certificate_marks RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const doc = (key: string) => (s: Suite) => [s.ids[key]];
  const markA = doc('docAMark');

  describe('select', () => {
    matrix(
      suite,
      "read the mark on user A's receipt",
      { sql: 'select id from public.withholding_certificate_marks where id = $1', params: markA },
      ownerAndAdmins,
    );
    matrix(suite, 'read all marks', { sql: 'select id from public.withholding_certificate_marks' }, oneEach);
  });

  describe('insert', () => {
    matrix(suite, "mark user A's certificate received", { sql: MARK, params: doc('docA') }, { ...adminsInsert, service: 'denied' });
    matrix(suite, 'mark a receipt without withholding', { sql: MARK, params: doc('plainA') }, { admin: 'rls', superAdmin: 'rls' });
    matrix(
      suite,
      'mark an older receipt whose snapshot claimed a withholding its payment never had',
      { sql: MARK, params: doc('legacyA') },
      { admin: 'rls', superAdmin: 'rls' },
    );
    matrix(
      suite,
      'mark in the name of another admin',
      {
        sql: `insert into public.withholding_certificate_marks (document_id, status, marked_by) values ($1, 'received', $2) returning id`,
        params: (s) => [s.ids['docA'], s.cast.superAdmin.id],
      },
      { userA: 'denied', admin: 'denied', superAdmin: 'denied' },
    );
  });

  describe('append-only', () => {
    matrix(
      suite,
      "change the mark on user A's receipt",
      { sql: `update public.withholding_certificate_marks set status = 'received' where id = $1 returning id`, params: markA },
      nobody,
    );
    matrix(
      suite,
      "delete the mark on user A's receipt",
      { sql: 'delete from public.withholding_certificate_marks where id = $1 returning id', params: markA },
      nobody,
    );
  });

  it('treats a password-only (aal1) admin as a customer: reads none, marks none', async () => {
    await expectPasswordOnlyAdmins(suite, 'select id from public.withholding_certificate_marks', 0);
    await expectPasswordOnlyAdmins(suite, MARK, 'rls', [suite.ids['docA']]);
  });
});
