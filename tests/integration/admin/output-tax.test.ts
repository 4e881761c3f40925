// The output-tax register (รายงานภาษีขาย) against issued documents on both engines: its totals are the
// sum of the month's documents to the satang (credit notes negative, Bangkok month boundaries), an admin
// gets the CSV and the PDF, and nobody else gets any of it, neither from the endpoint nor through RLS.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { issueDocument } from '../../../src/server/billing/documents/issue';
import { loadOutputTaxRegister } from '../../../src/server/admin/outputTax';
import { GET } from '../../../src/pages/api/admin/output-tax';
import { receiptFor, type BuyerSnapshot } from '../../../src/domain/money/document';
import { creditNoteFor } from '../../../src/domain/money/creditNote';
import { taxMonthBounds } from '../../../src/domain/outputTax';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { TEST_SELLER, COMPANY_BUYER } from '../../unit/support/documentParties';

// A month no other suite issues documents in (Buddhist-era year 2580).
const MONTH = '2037-11';
const PERSON: BuyerSnapshot = { kind: 'individual', name: 'สมชาย ใจดี', taxId: null, branch: null, address: '', email: 's@example.test' };

const receipt = (buyer: BuyerSnapshot, amount: number, paidAt: string) =>
  receiptFor({
    seller: TEST_SELLER,
    buyer,
    lines: [{ description: { th: 'งาน', en: 'Work' }, quantity: 1, unitPrice: amount }],
    payment: { method: 'card', reference: 'test', paidAt, amount },
    demo: true,
  }).snapshot;

describe.each(engines)('the output-tax register on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let customer: User;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `tax-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `tax-client-${engine}@example.test` });
    await db.asService(async (tx) => {
      const issue = (
        type: 'tax_invoice' | 'credit_note' | 'invoice',
        at: string,
        snapshot: ReturnType<typeof receipt>,
        userId: string | null = null,
      ) => issueDocument(tx, { type, issuedAt: new Date(at), userId, quoteId: null, orderId: null, snapshot });
      // 1 November 00:30 in Bangkok is still 31 October in UTC: November.
      const first = await issue(
        'tax_invoice',
        '2037-11-01T00:30:00+07:00',
        receipt(COMPANY_BUYER, 4_000_000, '2037-10-31T17:30:00Z'),
        customer.id,
      );
      await issue('tax_invoice', '2037-11-20T10:00:00+07:00', receipt(PERSON, 1_490_000, '2037-11-20T03:00:00Z'));
      // 10,000.01 baht: the VAT split has a satang to round.
      await issue('tax_invoice', '2037-11-21T10:00:00+07:00', receipt(COMPANY_BUYER, 1_000_001, '2037-11-21T03:00:00Z'));
      const credit = creditNoteFor({
        seller: TEST_SELLER,
        buyer: COMPANY_BUYER,
        references: [{ number: first.number, issuedAt: '2037-10-31T17:30:00.000Z', total: 4_000_000 }],
        originalTotal: 4_000_000,
        correctTotal: 3_500_000,
        subject: { th: 'ใบเสนอราคา #1', en: 'quote #1' },
        demo: true,
      }).snapshot;
      await issue('credit_note', '2037-11-25T10:00:00+07:00', credit);
      // 30 November 18:00 UTC is 1 December in Bangkok; 31 October 23:59 in Bangkok is October.
      await issue('tax_invoice', '2037-11-30T18:00:00Z', receipt(COMPANY_BUYER, 535_000, '2037-11-30T18:00:00Z'));
      await issue('tax_invoice', '2037-10-31T23:59:00+07:00', receipt(COMPANY_BUYER, 107_000, '2037-10-31T16:59:00Z'));
      // An invoice (ใบแจ้งหนี้) carries no output tax.
      await issue('invoice', '2037-11-10T10:00:00+07:00', receipt(COMPANY_BUYER, 999_900, '2037-11-10T03:00:00Z'));
    });
  }, 60_000);
  afterAll(() => test.close());

  it('totals the month’s tax invoices less its credit notes, to the satang of the documents', async () => {
    const register = await loadOutputTaxRegister(bindCaller(db, admin.claims), MONTH);
    expect(register.rows.map((row) => [row.position, row.type, row.date])).toEqual([
      [1, 'tax_invoice', '2037-11-01'],
      [2, 'tax_invoice', '2037-11-20'],
      [3, 'tax_invoice', '2037-11-21'],
      [4, 'credit_note', '2037-11-25'],
    ]);
    // The same sums, taken by the database from the snapshots as issued, over the Bangkok month.
    const { start, end } = taxMonthBounds(MONTH);
    const [sums] = await db.asService((tx) =>
      tx.query<{ value: string; vat: string; total: string }>(
        `select sum(sign * (snapshot->'totals'->>'subtotal')::bigint)::text as value,
                sum(sign * (snapshot->'totals'->>'vat')::bigint)::text as vat,
                sum(sign * (snapshot->'totals'->>'total')::bigint)::text as total
           from (select snapshot, case doc_type when 'credit_note' then -1 else 1 end as sign
                   from public.documents
                  where doc_type in ('tax_invoice', 'credit_note') and issued_at >= $1 and issued_at < $2) d`,
        [start, end],
      ),
    );
    expect(register.totals).toEqual({ value: Number(sums!.value), vat: Number(sums!.vat), total: Number(sums!.total) });
    // 40,000.00 + 14,900.00 + 10,000.01 − 5,000.00.
    expect(register.totals.total).toBe(5_990_001);
    expect(register.totals.value + register.totals.vat).toBe(register.totals.total);
    expect(register.rows[3]).toMatchObject({ value: -467_290, vat: -32_710 });
    expect(register.rows[0]).toMatchObject({ buyerTaxId: COMPANY_BUYER.taxId, establishment: '00002' });
    expect(register.rows[1]).toMatchObject({ buyerName: 'สมชาย ใจดี', buyerTaxId: null, establishment: null });
    const december = await loadOutputTaxRegister(bindCaller(db, admin.claims), '2037-12');
    expect(december.rows.map((row) => row.date)).toEqual(['2037-12-01']);
  });

  it('shows a customer only their own documents (RLS), and a password-only admin none', async () => {
    const own = await loadOutputTaxRegister(bindCaller(db, customer.claims), MONTH);
    expect(own.rows.map((row) => row.position)).toEqual([1]);
    const passwordOnly = await loadOutputTaxRegister(bindCaller(db, { ...admin.claims, aal: 'aal1' }), MONTH);
    expect(passwordOnly.rows).toEqual([]);
  });

  describe('the endpoint', () => {
    const call = (locals: { session: unknown; isAdmin: boolean }, query: string) =>
      GET({
        locals: { ...locals, caller: bindCaller(db, null) },
        url: new URL(`http://127.0.0.1/api/admin/output-tax?${query}`),
      } as unknown as Parameters<typeof GET>[0]);
    const session = (user: User) => ({ user: { id: user.id, email: user.email }, claims: user.claims });

    it('refuses the signed out (401) and non-admins (403) in their language, without data', async () => {
      const out = await call({ session: null, isAdmin: false }, `month=${MONTH}&format=csv&lang=th`);
      expect(out.status).toBe(401);
      expect(await out.text()).toBe('กรุณาเข้าสู่ระบบด้วยบัญชีผู้ดูแลระบบเพื่อดาวน์โหลดไฟล์นี้');
      for (const format of ['csv', 'pdf']) {
        const user = await call({ session: session(customer), isAdmin: false }, `month=${MONTH}&format=${format}&lang=en`);
        expect(user.status).toBe(403);
        expect(await user.text()).toBe('Only admins may download this file.');
      }
      const bad = await call({ session: session(admin), isAdmin: true }, 'month=2037-13&format=csv&lang=th');
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe('กรุณาเลือกเดือนภาษี (YYYY-MM)');
    });

    it('gives an admin the CSV with Thai headers and values, and the totals line', async () => {
      const response = await call({ session: session(admin), isAdmin: true }, `month=${MONTH}&format=csv&lang=th`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="output-tax-${MONTH}.csv"`);
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(
        'ลำดับ,วัน เดือน ปี,เลขที่ใบกำกับภาษี,ประเภทเอกสาร,ชื่อผู้ซื้อสินค้า/ผู้รับบริการ,เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อสินค้า/ผู้รับบริการ,สถานประกอบการ (สำนักงานใหญ่/สาขา),มูลค่าสินค้าหรือบริการ (บาท),จำนวนเงินภาษีมูลค่าเพิ่ม (บาท),จำนวนเงินรวม (บาท)',
      );
      expect(lines[1]).toBe(
        '1,2037-11-01,RT-2580-0001,ใบเสร็จรับเงิน/ใบกำกับภาษี,"Buyer Co., Ltd.",0-1075-37000-88-2,สาขาที่ 00002,37383.18,2616.82,40000.00',
      );
      expect(lines[2]).toBe('2,2037-11-20,RT-2580-0002,ใบเสร็จรับเงิน/ใบกำกับภาษี,สมชาย ใจดี,,,13925.23,974.77,14900.00');
      expect(lines[4]).toBe('4,2037-11-25,CN-2580-0001,ใบลดหนี้,"Buyer Co., Ltd.",0-1075-37000-88-2,สาขาที่ 00002,-4672.90,-327.10,-5000.00');
      expect(lines[5]).toBe(',,,,รวม,,,55981.31,3918.70,59900.01');
      expect(lines).toHaveLength(7);
    });

    it('gives an admin the PDF', async () => {
      const response = await call({ session: session(admin), isAdmin: true }, `month=${MONTH}&format=pdf&lang=en`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
