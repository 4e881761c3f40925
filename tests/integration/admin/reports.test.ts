// The Reports tab's queries against a seeded history with known figures, in a dedicated date range
// (2020) that nothing else writes to, and the CSV endpoint's authorisation (issue 21).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { exportOrders, exportQuotes, loadReport } from '../../../src/server/admin/reports';
import { GET } from '../../../src/pages/api/admin/export/[kind]';
import { issueDocument } from '../../../src/server/billing/documents/issue';
import { receiptFor } from '../../../src/domain/money/document';
import { TEST_SELLER, COMPANY_BUYER } from '../../unit/support/documentParties';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const RANGE = { from: '2020-01-01', to: '2020-03-31' };

describe.each(engines)('admin reports on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let customer: User;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `reports-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `reports-client-${engine}@example.test` });
    await db.asService(async (tx) => {
      const quote = async (key: string, values: Record<string, unknown>) => {
        const row = await tx.one<{ id: string }>(
          `insert into public.quotes (package_name, package_price, quantity, quoted_price, accepted_price, status, source, locale, contact_info, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::timestamptz) returning id`,
          [
            values.package_name ?? 'Custom project',
            values.package_price ?? null,
            values.quantity ?? 1,
            values.quoted_price ?? null,
            values.accepted_price ?? null,
            values.status,
            values.source,
            values.locale ?? 'en',
            JSON.stringify(values.contact ?? { name: 'Client', email: 'client@example.test' }),
            values.created_at,
          ],
        );
        ids[key] = row?.id ?? '';
      };
      await quote('approved', {
        status: 'approved',
        source: 'wizard',
        quoted_price: 100_000,
        accepted_price: 90_000,
        locale: 'th',
        contact: { name: 'สมชาย ใจดี', email: 'somchai@example.test', company: '=HYPERLINK("http://evil")' },
        created_at: '2020-01-05T10:00:00+07:00',
      });
      await quote('paidOrder', {
        status: 'pending',
        source: 'order',
        package_name: 'Business Website',
        package_price: 24_900,
        quantity: 2,
        created_at: '2020-02-01T09:00:00+07:00',
      });
      await quote('rejected', { status: 'rejected', source: 'modal', quoted_price: 30_000, created_at: '2020-02-10T12:00:00+07:00' });
      // Late on the range's last day in Bangkok (already the 31st in UTC too).
      await quote('quoted', { status: 'quoted', source: 'modal', quoted_price: 50_000, created_at: '2020-03-31T23:30:00+07:00' });
      await quote('unpaidOrder', {
        status: 'pending',
        source: 'order',
        package_name: 'Landing Page',
        package_price: 24_900,
        created_at: '2020-03-01T09:00:00+07:00',
      });
      // Just after the range in Bangkok, though still 31 March in UTC: outside.
      await quote('after', { status: 'pending', source: 'wizard', quoted_price: 1_000, created_at: '2020-04-01T00:30:00+07:00' });

      const order = (quoteKey: string, amount: number, status: string, purpose: string, createdAt: string, withheld = 0) =>
        tx.one<{ id: string }>(
          `insert into public.orders (quote_id, total_amount, status, purpose, payment_session_id, created_at, withheld_satang)
           values ($1, $2, $3, $4, $5, $6::timestamptz, $7) returning id`,
          [ids[quoteKey], amount, status, purpose, `cs_report_${engine}_${quoteKey}_${status}`, createdAt, withheld],
        );
      await order('approved', 90_000, 'processing', 'quote_balance', '2020-01-15T10:00:00+07:00');
      // Paid net by a company that withheld 3% (decision 0061): 48,403.74 received, 1,396.26 withheld.
      const paidOrder = await order('paidOrder', 49_800, 'completed', 'package', '2020-02-03T09:00:00+07:00', 139_626);
      // Its receipt/tax invoice, to a company at branch 00002: 49,800.00 = 46,542.06 + 3,257.94 VAT, 1,396.26 withheld.
      await issueDocument(tx, {
        type: 'tax_invoice',
        issuedAt: new Date('2020-02-03T09:00:00+07:00'),
        userId: null,
        quoteId: ids.paidOrder ?? null,
        orderId: paidOrder?.id ?? null,
        snapshot: receiptFor({
          seller: TEST_SELLER,
          buyer: COMPANY_BUYER,
          lines: [{ description: { th: 'งาน', en: 'Work' }, quantity: 2, unitPrice: 2_490_000 }],
          payment: { method: 'card', reference: 'test', paidAt: '2020-02-03T02:00:00.000Z', amount: 4_840_374, withheld: 139_626 },
          demo: true,
        }).snapshot,
      });
      await order('unpaidOrder', 24_900, 'pending', 'package', '2020-03-01T09:05:00+07:00');
      await tx.query(
        `insert into public.quote_credit_notes (quote_id, amount, created_at) values ($1, 5000, '2020-03-05T10:00:00+07:00'::timestamptz)`,
        [ids.approved],
      );
      for (const at of ['2020-01-20T10:00:00+07:00', '2020-03-10T10:00:00+07:00', '2019-12-31T23:00:00+07:00'])
        await tx.query(
          `insert into public.contact_messages (name, email, subject, message, created_at) values ('A', 'a@example.test', 'Hi', 'Hello', $1::timestamptz)`,
          [at],
        );
    });
  }, 60_000);
  afterAll(() => test.close());

  it('gives the known figures for the seeded range', async () => {
    const report = await loadReport(bindCaller(db, admin.claims), RANGE);
    expect(report.pipeline).toEqual([
      // The paid catalogue order's quote is approved by its payment (decision 0065).
      { status: 'pending', count: 1, value: 24_900 },
      { status: 'reviewed', count: 0, value: 0 },
      { status: 'quoted', count: 1, value: 50_000 },
      { status: 'approved', count: 2, value: 139_800 },
      { status: 'rejected', count: 1, value: 30_000 },
    ]);
    // Won: the approved quote and the paid catalogue order; lost: the rejected one.
    expect(report).toMatchObject({ requests: 5, won: 2, lost: 1, paid: 2, paidShare: 0.4, medianDaysToPay: 6 });
    expect(report.revenue).toEqual([
      { month: '2020-01', paid: 90_000, credited: 0, net: 90_000 },
      { month: '2020-02', paid: 49_800, credited: 0, net: 49_800 },
      { month: '2020-03', paid: 0, credited: 5_000, net: -5_000 },
    ]);
    expect(report.revenueTotal).toEqual({ month: 'total', paid: 139_800, credited: 5_000, net: 134_800 });
    expect(report.sources).toEqual([
      { source: 'wizard', count: 1 },
      { source: 'modal', count: 2 },
      { source: 'order', count: 2 },
      { source: 'contact', count: 2 },
      { source: 'other', count: 0 },
    ]);
  });

  it('narrows to a shorter range (February only)', async () => {
    const report = await loadReport(bindCaller(db, admin.claims), { from: '2020-02-01', to: '2020-02-29' });
    expect(report).toMatchObject({ requests: 2, won: 1, lost: 1, paid: 1, medianDaysToPay: 2 });
    expect(report.revenue).toEqual([{ month: '2020-02', paid: 49_800, credited: 0, net: 49_800 }]);
  });

  it('shows a customer none of it (RLS): their own quotes only, and these are nobody’s', async () => {
    const report = await loadReport(bindCaller(db, customer.claims), RANGE);
    expect(report).toMatchObject({ requests: 0, paid: 0, revenue: [], leads: 0 });
    expect(await exportQuotes(bindCaller(db, customer.claims), RANGE)).toEqual([]);
    expect(await exportOrders(bindCaller(db, customer.claims), RANGE)).toEqual([]);
  });

  it('exports the quotes and orders with what was paid and credited', async () => {
    const quotes = await exportQuotes(bindCaller(db, admin.claims), RANGE);
    expect(quotes.map((q) => q.id)).toEqual([ids.approved, ids.paidOrder, ids.rejected, ids.unpaidOrder, ids.quoted]);
    expect(quotes[0]).toMatchObject({
      name: 'สมชาย ใจดี',
      status: 'approved',
      acceptedPrice: 90_000,
      paid: 90_000,
      credited: 5_000,
      source: 'wizard',
      locale: 'th',
    });
    expect(quotes[1]).toMatchObject({ cataloguePrice: 49_800, paid: 49_800, credited: 0, source: 'order' });
    const orders = await exportOrders(bindCaller(db, admin.claims), RANGE);
    expect(orders.map((o) => [o.quoteId, o.status, o.paid])).toEqual([
      [ids.approved, 'processing', 90_000],
      [ids.paidOrder, 'completed', 49_800],
      [ids.unpaidOrder, 'pending', 0],
    ]);
  });

  describe('the CSV endpoint', () => {
    const call = (kind: string, locals: { session: unknown; isAdmin: boolean }, query = 'from=2020-01-01&to=2020-03-31&lang=th') =>
      GET({
        locals: { ...locals, caller: bindCaller(db, null) },
        params: { kind },
        url: new URL(`http://127.0.0.1/api/admin/export/${kind}?${query}`),
      } as unknown as Parameters<typeof GET>[0]);
    const session = (user: User) => ({ user: { id: user.id, email: user.email }, claims: user.claims });

    it('refuses the signed out (401) and non-admins (403) without data', async () => {
      for (const kind of ['quotes', 'orders']) {
        const out = await call(kind, { session: null, isAdmin: false });
        expect(out.status).toBe(401);
        expect(await out.text()).not.toContain('สมชาย');
        const user = await call(kind, { session: session(customer), isAdmin: false });
        expect(user.status).toBe(403);
        expect(await user.text()).not.toContain('สมชาย');
      }
    });

    it('gives an admin the file: BOM, Thai intact, formulas neutralised', async () => {
      const response = await call('quotes', { session: session(admin), isAdmin: true });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toContain('attachment; filename="quotes-2020-01-01_to_2020-03-31.csv"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'รหัส,วันที่,ชื่อลูกค้า,อีเมล,บริษัท,แพ็กเกจ,สถานะ,ราคาแพ็กเกจ (บาท),ราคาที่เสนอ (บาท),ราคาที่ตกลง (บาท),ชำระแล้ว (บาท),ยอดลดหนี้ (บาท),ที่มา,ภาษา,เอกสาร',
      );
      expect(lines).toHaveLength(5 + 2);
      // Bangkok's wall clock, and the values in Thai: not 03:00Z, 'approved', 'wizard', 'th'.
      expect(lines[1]).toMatch(/^[0-9a-f-]{36},2020-01-05 10:00:00,สมชาย ใจดี,/);
      expect(lines[1]).toContain('สมชาย ใจดี,somchai@example.test,"\'=HYPERLINK(""http://evil"")"');
      expect(lines[1]).toContain(',อนุมัติแล้ว,');
      expect(lines[1]).toMatch(/,ตัวช่วยวางแผนโปรเจกต์,ไทย,$/);
      // The quote late on 31 March in Bangkok is dated the 31st, not the UTC day before's evening.
      expect(lines[5]).toContain(',2020-03-31 23:30:00,');
      expect(lines[2]).toMatch(/,RT-2563-0001$/);
      const orders = await call('orders', { session: session(admin), isAdmin: true }, 'lang=en&from=2020-01-01&to=2020-03-31');
      // Response.text() decodes as UTF-8 and drops the byte-order mark (checked on the bytes above).
      const orderLines = (await orders.text()).split('\r\n');
      expect(orderLines[0]).toBe(
        'ID,Date,Quote ID,Client name,E-mail,Company,Package,Purpose,Quantity,Amount,Currency,Status,Paid (THB),Source,Language,' +
          'Document no.,Buyer (as on the document),Buyer tax ID,Buyer head office / branch,Value before VAT (THB),VAT (THB),' +
          'Total incl. VAT (THB),Withholding tax (THB),Received (THB)',
      );
      expect(orderLines[2]).toContain(',2020-02-03 09:00:00,');
      expect(orderLines[2]).toMatch(
        /,Business Website,Package order,1,49800,THB,Completed,49800,Package order,English,RT-2563-0001,"Buyer Co., Ltd.",0-1075-37000-88-2,Branch 00002,46542.06,3257.94,49800.00,1396.26,48403.74$/,
      );
      // An unpaid order has no document: its columns are empty.
      expect(orderLines[3]).toMatch(/,Pending,0,Package order,English,,,,,,,,,$/);
      expect((await call('invoices', { session: session(admin), isAdmin: true })).status).toBe(404);
      expect((await call('quotes', { session: session(admin), isAdmin: true }, 'from=yesterday')).status).toBe(400);
    });
  });
});
