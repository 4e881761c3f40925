// withholding_certificate_reports RLS (issue 22, docs/decisions/0051): a client reports "sent" (50 ทวิ)
// only for their own receipt or tax invoice that withheld tax, and only as themselves (user_id is not
// theirs to write); they read their own reports, admins at aal2 read all; the service only reads; the
// rows are append-only, so nobody updates or deletes one (no grant: the trigger is never even reached).
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { expectPasswordOnlyAdmins, matrix, nobody, oneEach, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { issueTestDocument } from '../support/rows';

const REPORT = `insert into public.withholding_certificate_reports (document_id, certificate_date, certificate_number)
                values ($1, '2026-11-28', 'เล่ม 1 เลขที่ 42') returning id`;

async function setup(suite: Suite) {
  const { userA, userB } = suite.cast;
  suite.ids['docA'] = await issueTestDocument(suite, 'receipt', userA.id, 69_813);
  suite.ids['plainA'] = await issueTestDocument(suite, 'receipt', userA.id, 0);
  // An older receipt whose snapshot claimed a withholding its card payment, charged in full, never had (decision 0061).
  suite.ids['legacyA'] = await issueTestDocument(suite, 'tax_invoice', userA.id, 0, 41_776);
  suite.ids['invoiceA'] = await issueTestDocument(suite, 'invoice', userA.id, 69_813);
  suite.ids['docB'] = await issueTestDocument(suite, 'tax_invoice', userB.id, 30_000);
  // Reports are written by their clients only (the service has no INSERT grant).
  for (const [user, doc] of [
    [userA, 'docA'],
    [userB, 'docB'],
  ] as const) {
    const row = await suite.db.asCaller(user.claims, (tx) => tx.one<{ id: string }>(REPORT, [suite.ids[doc]]));
    suite.ids[`${doc}Report`] = row?.id ?? '';
  }
}

describe.each(engines)('withholding_certificate_reports RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const doc = (key: string) => (s: Suite) => [s.ids[key]];
  const reportA = doc('docAReport');

  describe('select', () => {
    matrix(
      suite,
      "read user A's report",
      { sql: 'select id from public.withholding_certificate_reports where id = $1', params: reportA },
      ownerAndAdmins,
    );
    matrix(suite, 'read all reports', { sql: 'select id from public.withholding_certificate_reports' }, oneEach);
  });

  describe('insert', () => {
    matrix(
      suite,
      "report the certificate of user A's receipt with withholding",
      { sql: REPORT, params: doc('docA') },
      {
        visitor: 'denied',
        userA: 1,
        userB: 'rls',
        fakeAdmin: 'rls',
        admin: 'rls',
        appAdmin: 'rls',
        superAdmin: 'rls',
        service: 'denied',
      },
    );
    matrix(suite, "report for user A's receipt without withholding", { sql: REPORT, params: doc('plainA') }, { userA: 'rls' });
    matrix(
      suite,
      "report for user A's older receipt that claimed a withholding its payment never had",
      { sql: REPORT, params: doc('legacyA') },
      { userA: 'rls' },
    );
    matrix(suite, "report for user A's invoice (not paid: no certificate)", { sql: REPORT, params: doc('invoiceA') }, { userA: 'rls' });
    matrix(
      suite,
      'report in the name of another user',
      {
        sql: `insert into public.withholding_certificate_reports (document_id, user_id, certificate_date)
              values ($1, $2, '2026-11-28') returning id`,
        params: (s) => [s.ids['docA'], s.cast.userA.id],
      },
      { userA: 'denied', userB: 'denied', admin: 'denied' },
    );
  });

  describe('append-only', () => {
    matrix(
      suite,
      "change user A's report",
      {
        sql: `update public.withholding_certificate_reports set certificate_number = 'changed' where id = $1 returning id`,
        params: reportA,
      },
      nobody,
    );
    matrix(
      suite,
      "delete user A's report",
      { sql: 'delete from public.withholding_certificate_reports where id = $1 returning id', params: reportA },
      nobody,
    );
  });

  it('treats a password-only (aal1) admin as a customer: reads none, reports none', async () => {
    await expectPasswordOnlyAdmins(suite, 'select id from public.withholding_certificate_reports', 0);
    await expectPasswordOnlyAdmins(suite, REPORT, 'rls', [suite.ids['docA']]);
    expect(suite.ids['docAReport']).toBeTruthy();
  });
});
