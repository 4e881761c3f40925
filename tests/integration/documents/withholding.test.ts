// Withholding certificates (50 ทวิ) on both engines (issue 22, docs/decisions/0051, 0061): the client reports
// "sent" for their own documents whose payment withheld tax only (a company that paid in full owes none,
// and neither does an older receipt whose snapshot claimed a withholding its payment never had); admins (aal2) mark received or missing; a
// password-only admin, another client and a visitor can do neither; the entries are never changed; the
// state and the admin's missing list follow the latest entries.
import { describe, expect, it } from 'vitest';
import { issueDocument } from '../../../src/server/billing/documents/issue';
import { receiptFor } from '../../../src/domain/money/document';
import { bindCaller } from '../../../src/server/db/caller';
import {
  listCertificates,
  listOwnCertificates,
  markCertificate,
  reportCertificateSent,
} from '../../../src/server/billing/withholding/certificates';
import type { User } from '../support/actors';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { TEST_SELLER } from '../../unit/support/documentParties';
import { SEED } from '../support/seed';

const receipt = (kind: 'company' | 'individual', withheld = 0) =>
  receiptFor({
    seller: TEST_SELLER,
    buyer: {
      kind,
      name: kind === 'company' ? 'บริษัท ผู้ซื้อ จำกัด' : 'คุณสมศรี',
      taxId: kind === 'company' ? '0107537000882' : null,
      branch: null,
      address: 'Bangkok',
      email: 'a@example.test',
    },
    lines: [{ description: { th: 'งาน', en: 'Work' }, quantity: 1, unitPrice: 2_490_000 }],
    payment: { method: 'demo', reference: 'test', paidAt: '2026-11-27T03:00:00.000Z', amount: 2_490_000 - withheld, withheld },
    demo: true,
  });

describe.each(engines)('withholding certificates on %s', (engine) => {
  let companyDoc = '';
  let personDoc = '';
  let paidInFullDoc = '';
  let legacyDoc = '';
  const suite = useSuite(engine, async ({ db, cast }) => {
    // Each receipt acknowledges a paid order of user A's, from which `withheld` satang were withheld.
    const issue = (kind: 'company' | 'individual', withheld: number, snapshot = receipt(kind, withheld)) =>
      db.asService(async (tx) => {
        const order = await tx.one<{ id: string }>(
          `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id, withheld_satang)
           values ($1, $2, 1, 24900, 'processing', 'cs_test_' || gen_random_uuid(), $3) returning id`,
          [cast.userA.id, SEED.packages.businessWebsite, withheld],
        );
        return issueDocument(tx, { ...snapshot, issuedAt: new Date(), userId: cast.userA.id, quoteId: null, orderId: order!.id });
      });
    companyDoc = (await issue('company', 69_813)).id;
    personDoc = (await issue('individual', 0)).id;
    paidInFullDoc = (await issue('company', 0)).id;
    // As receipts were issued before 2026-12-02: the company's 3% in the totals, the card charged in full.
    const full = receipt('company');
    const { withheld: _withheld, ...payment } = full.snapshot.payment!;
    const claimed = { ...full.snapshot.totals, withholdingRateBp: 300, withholding: 69_813, net: 2_420_187 };
    legacyDoc = (await issue('company', 0, { ...full, snapshot: { ...full.snapshot, totals: claimed, payment } })).id;
  });
  const as = (user: User) => bindCaller(suite.db, user.claims);
  const report = (user: User, documentId: string) =>
    reportCertificateSent(as(user), { documentId, certificateDate: '2026-11-28', certificateNumber: 'เล่ม 1 เลขที่ 42' });

  it('asks only for payments from which tax was withheld: not a company that paid in full, not an older receipt that only claimed it', async () => {
    const withholds = (id: string) =>
      suite.db.asCaller(suite.cast.userA.claims, (tx) =>
        tx.one<{ yes: boolean }>('select public.document_withholds($1) as yes', [id]).then((row) => row!.yes),
      );
    expect(await withholds(companyDoc)).toBe(true);
    expect(await withholds(paidInFullDoc)).toBe(false);
    expect(await withholds(legacyDoc)).toBe(false);
    expect(await withholds(personDoc)).toBe(false);
    expect(await report(suite.cast.userA, paidInFullDoc)).toBe('not_found');
    expect(await report(suite.cast.userA, legacyDoc)).toBe('not_found');
    expect(await markCertificate(as(suite.cast.admin), legacyDoc, 'missing')).toBe('not_found');
    const all = (await listCertificates(as(suite.cast.admin), 'all')).map((row) => row.documentId);
    expect(all).not.toContain(paidInFullDoc);
    expect(all).not.toContain(legacyDoc);
  }, 60_000);

  it('refunds at most the money received, never the tax withheld and certified (decisions 0061, 0064)', async () => {
    const refundable = async (documentId: string) =>
      Number(
        (await suite.db.asService((tx) =>
          tx.one<{ amount: string }>('select public.receipt_refundable_satang($1)::text as amount', [documentId]),
        ))!.amount,
      );
    expect(await refundable(companyDoc)).toBe(2_490_000 - 69_813);
    expect(await refundable(paidInFullDoc)).toBe(2_490_000);
  });

  it('lists a company document with withholding as missing, to its client and to admins', async () => {
    const own = await listOwnCertificates(as(suite.cast.userA));
    expect(own.map((row) => [row.documentId, row.state, row.withholding])).toEqual([[companyDoc, 'missing', 69_813]]);
    expect(await listOwnCertificates(as(suite.cast.userB))).toEqual([]);
    expect((await listCertificates(as(suite.cast.admin), 'missing')).map((row) => row.documentId)).toContain(companyDoc);
    // Not an admin: RLS shows them nothing of anyone else's.
    expect(await listCertificates(as(suite.cast.userB), 'all')).toEqual([]);
  }, 60_000);

  it('lets the client report "sent" for their own document with withholding, nobody else', async () => {
    expect(await report(suite.cast.userB, companyDoc)).toBe('not_found');
    expect(await report(suite.cast.userA, personDoc)).toBe('not_found');
    expect(await report(suite.cast.userA, companyDoc)).toBe('ok');
    const [row] = await listOwnCertificates(as(suite.cast.userA));
    expect(row).toMatchObject({ state: 'sent', report: { certificateDate: '2026-11-28', certificateNumber: 'เล่ม 1 เลขที่ 42' } });
    // Another client reads none of it.
    const seen = await suite.db.asCaller(suite.cast.userB.claims, (tx) => tx.query('select 1 from public.withholding_certificate_reports'));
    expect(seen).toEqual([]);
    await expect(suite.db.asCaller(null, (tx) => tx.query('select 1 from public.withholding_certificate_reports'))).rejects.toThrow();
  }, 60_000);

  it('lets admins at aal2 mark received or missing; not the client, not a password-only admin', async () => {
    expect(await markCertificate(as(suite.cast.userA), companyDoc, 'received')).toBe('not_found');
    const aal1 = { ...suite.cast.admin, claims: { ...suite.cast.admin.claims, aal: 'aal1' as const } };
    expect(await markCertificate(as(aal1), companyDoc, 'received')).toBe('not_found');
    expect(await markCertificate(as(suite.cast.admin), personDoc, 'received')).toBe('not_found');

    expect(await markCertificate(as(suite.cast.admin), companyDoc, 'missing')).toBe('ok');
    // The studio looked after the client's report and found nothing: missing again.
    expect((await listOwnCertificates(as(suite.cast.userA)))[0]).toMatchObject({ state: 'missing', mark: { status: 'missing' } });
    expect(await report(suite.cast.userA, companyDoc)).toBe('ok');
    expect((await listOwnCertificates(as(suite.cast.userA)))[0]!.state).toBe('sent');
    expect(await markCertificate(as(suite.cast.superAdmin), companyDoc, 'received')).toBe('ok');
    expect((await listOwnCertificates(as(suite.cast.userA)))[0]).toMatchObject({ state: 'received', mark: { status: 'received' } });
    // The missing list leaves it out now; "all" still shows it.
    expect((await listCertificates(as(suite.cast.admin), 'missing')).map((row) => row.documentId)).not.toContain(companyDoc);
    expect((await listCertificates(as(suite.cast.admin), 'all')).map((row) => row.documentId)).toContain(companyDoc);
  }, 60_000);

  it('never changes or removes an entry', async () => {
    for (const table of ['withholding_certificate_reports', 'withholding_certificate_marks']) {
      await expect(
        suite.db.asCaller(suite.cast.admin.claims, (tx) => tx.query(`update public.${table} set created_at = now()`)),
      ).rejects.toThrow();
      await expect(suite.db.asOwner((tx) => tx.query(`delete from public.${table}`))).rejects.toThrow(/never changed/);
    }
  }, 60_000);
});
