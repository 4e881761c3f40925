// Withholding certificates (50 ทวิ) on both engines (issue 22, docs/decisions/0051): the client reports
// "sent" for their own documents with withholding only; admins (aal2) mark received or missing; a
// password-only admin, another client and a visitor can do neither; the entries are never changed; the
// state and the admin's missing list follow the latest entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDocument } from '../../../src/server/documents/issue';
import { receiptFor } from '../../../src/domain/money/document';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import {
  listCertificates,
  listOwnCertificates,
  markCertificate,
  reportCertificateSent,
} from '../../../src/server/withholding/certificates';
import { createCast, type Cast, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { TEST_SELLER } from '../../unit/support/documentParties';

const receipt = (kind: 'company' | 'individual') =>
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
    payment: { method: 'demo', reference: 'test', paidAt: '2026-11-27T03:00:00.000Z', amount: 2_490_000 },
    demo: true,
  });

describe.each(engines)('withholding certificates on %s', (engine) => {
  let opened: TestDatabase;
  let db: DatabaseEngine;
  let cast: Cast;
  let companyDoc = '';
  let personDoc = '';
  const as = (user: User) => bindCaller(db, user.claims);
  const report = (user: User, documentId: string) =>
    reportCertificateSent(as(user), { documentId, certificateDate: '2026-11-28', certificateNumber: 'เล่ม 1 เลขที่ 42' });

  beforeAll(async () => {
    opened = await openTestDatabase(engine);
    db = opened.db;
    cast = await createCast(db);
    const issue = (kind: 'company' | 'individual') =>
      db.asService((tx) =>
        issueDocument(tx, { ...receipt(kind), issuedAt: new Date(), userId: cast.userA.id, quoteId: null, orderId: null }),
      );
    companyDoc = (await issue('company')).id;
    personDoc = (await issue('individual')).id;
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  }, 30_000);

  it('lists a company document with withholding as missing, to its client and to admins', async () => {
    const own = await listOwnCertificates(as(cast.userA));
    expect(own.map((row) => [row.documentId, row.state, row.withholding])).toEqual([[companyDoc, 'missing', 69_813]]);
    expect(await listOwnCertificates(as(cast.userB))).toEqual([]);
    expect((await listCertificates(as(cast.admin), 'missing')).map((row) => row.documentId)).toContain(companyDoc);
    // Not an admin: RLS shows them nothing of anyone else's.
    expect(await listCertificates(as(cast.userB), 'all')).toEqual([]);
  }, 60_000);

  it('lets the client report "sent" for their own document with withholding, nobody else', async () => {
    expect(await report(cast.userB, companyDoc)).toBe('not_found');
    expect(await report(cast.userA, personDoc)).toBe('not_found');
    expect(await report(cast.userA, companyDoc)).toBe('ok');
    const [row] = await listOwnCertificates(as(cast.userA));
    expect(row).toMatchObject({ state: 'sent', report: { certificateDate: '2026-11-28', certificateNumber: 'เล่ม 1 เลขที่ 42' } });
    // Another client reads none of it.
    const seen = await db.asCaller(cast.userB.claims, (tx) => tx.query('select 1 from public.withholding_certificate_reports'));
    expect(seen).toEqual([]);
    await expect(db.asCaller(null, (tx) => tx.query('select 1 from public.withholding_certificate_reports'))).rejects.toThrow();
  }, 60_000);

  it('lets admins at aal2 mark received or missing; not the client, not a password-only admin', async () => {
    expect(await markCertificate(as(cast.userA), companyDoc, 'received')).toBe('not_found');
    const aal1 = { ...cast.admin, claims: { ...cast.admin.claims, aal: 'aal1' as const } };
    expect(await markCertificate(as(aal1), companyDoc, 'received')).toBe('not_found');
    expect(await markCertificate(as(cast.admin), personDoc, 'received')).toBe('not_found');

    expect(await markCertificate(as(cast.admin), companyDoc, 'missing')).toBe('ok');
    // The studio looked after the client's report and found nothing: missing again.
    expect((await listOwnCertificates(as(cast.userA)))[0]).toMatchObject({ state: 'missing', mark: { status: 'missing' } });
    expect(await report(cast.userA, companyDoc)).toBe('ok');
    expect((await listOwnCertificates(as(cast.userA)))[0]!.state).toBe('sent');
    expect(await markCertificate(as(cast.superAdmin), companyDoc, 'received')).toBe('ok');
    expect((await listOwnCertificates(as(cast.userA)))[0]).toMatchObject({ state: 'received', mark: { status: 'received' } });
    // The missing list leaves it out now; "all" still shows it.
    expect((await listCertificates(as(cast.admin), 'missing')).map((row) => row.documentId)).not.toContain(companyDoc);
    expect((await listCertificates(as(cast.admin), 'all')).map((row) => row.documentId)).toContain(companyDoc);
  }, 60_000);

  it('never changes or removes an entry', async () => {
    for (const table of ['withholding_certificate_reports', 'withholding_certificate_marks']) {
      await expect(db.asCaller(cast.admin.claims, (tx) => tx.query(`update public.${table} set created_at = now()`))).rejects.toThrow();
      await expect(db.asOwner((tx) => tx.query(`delete from public.${table}`))).rejects.toThrow(/never changed/);
    }
  }, 60_000);
});
