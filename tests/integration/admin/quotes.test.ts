// The admin panel's reads and writes on the real schema, as the caller: an admin sees and changes
// every quote and can e-mail the client; a customer reaching these functions gets nothing done.
import { bindCaller } from '../../../src/server/db/caller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { changeOrderStatus, loadAdminOverview, sendQuoteEmail, updateQuote } from '../../../src/server/admin/pipeline';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';
import { packageNameIn } from '../../../src/domain/admin';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const ORIGIN = 'http://127.0.0.1:4321';

describe.each(engines)('admin quotes on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let customer: User;
  let quoteId: string;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `somchai-${engine}@example.test`, userMetadata: { full_name: 'สมชาย ใจดี' } });
    const row = await db.asCaller(customer.claims, (tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_id, quantity, project_description, contact_info, source, locale)
         values ($1, $2, 2, 'ร้านกาแฟ <script>x</script>', $3, 'order', 'th') returning id`,
        [customer.id, SEED.packages.businessWebsite, JSON.stringify({ name: 'สมชาย ใจดี', email: customer.email, company: 'ใจดี จำกัด' })],
      ),
    );
    quoteId = row?.id ?? '';
  });
  afterAll(() => test.close());

  it('lists the newest quotes with the client and the original price', async () => {
    const overview = await loadAdminOverview(bindCaller(db, admin.claims));
    const quote = overview.quotes.rows.find((q) => q.id === quoteId);
    expect(quote).toMatchObject({
      packageName: 'Business Website',
      originalPrice: 49_800,
      quotedPrice: null,
      status: 'pending',
      client: { name: 'สมชาย ใจดี', email: customer.email, company: 'ใจดี จำกัด', phone: '' },
      locale: 'th',
      hasAccount: true,
    });
    expect(overview.counters.totalQuotes).toBeGreaterThanOrEqual(1);
  });

  it("names the package in the admin page's language: the catalogue's Thai name in the Thai admin (issue 10)", async () => {
    const overview = await loadAdminOverview(bindCaller(db, admin.claims));
    const quote = overview.quotes.rows.find((q) => q.id === quoteId);
    if (!quote) throw new Error('quote not listed');
    expect(quote).toMatchObject({ packageName: 'Business Website', packageNameTh: 'เว็บไซต์ธุรกิจ' });
    expect(packageNameIn('th', quote)).toBe('เว็บไซต์ธุรกิจ');
    expect(packageNameIn('en', quote)).toBe('Business Website');
    // A saved quote comes back with both names, so the Thai row keeps its Thai name.
    const saved = await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'pending',
      quotedPrice: null,
      quotedTimeline: '',
      adminNotes: '',
    });
    expect(saved).toMatchObject({ packageName: 'Business Website', packageNameTh: 'เว็บไซต์ธุรกิจ' });
  });

  it('lists the newest orders with the package, the client and the amount', async () => {
    await db.asService((tx) =>
      tx.query(
        `insert into public.orders (user_id, quote_id, package_id, quantity, total_amount, status, payment_session_id)
         values ($1, $2, $3, 2, 49800, 'processing', $4)`,
        [customer.id, quoteId, SEED.packages.businessWebsite, `cs_test_admin_${engine}`],
      ),
    );
    const overview = await loadAdminOverview(bindCaller(db, admin.claims));
    expect(overview.orders.rows[0]).toMatchObject({
      packageName: 'Business Website',
      packageNameTh: 'เว็บไซต์ธุรกิจ',
      clientEmail: customer.email,
      amount: 49_800,
      currency: 'THB',
      status: 'processing',
    });
    // The customer sees their own order here too (RLS), nobody else's.
    expect((await loadAdminOverview(bindCaller(db, customer.claims))).orders.rows).toHaveLength(1);
  });

  it('lets the admin complete an order, and nobody else', async () => {
    const [order] = (await loadAdminOverview(bindCaller(db, admin.claims))).orders.rows;
    const change = (who: User, id: string, status: 'completed' | 'cancelled' | 'pending') =>
      changeOrderStatus(bindCaller(db, who.claims), mail, id, status, ORIGIN);
    expect(await change(customer, order?.id ?? '', 'completed')).toBe('not_found');
    expect((await loadAdminOverview(bindCaller(db, admin.claims))).orders.rows[0]?.status).toBe('processing');
    // A paid order is never cancelled nor sent back to pending (decision 0041).
    expect(await change(admin, order?.id ?? '', 'cancelled')).toBe('not_allowed');
    expect(await change(admin, order?.id ?? '', 'pending')).toBe('not_allowed');
    expect(await change(admin, order?.id ?? '', 'completed')).toBe('changed');
    expect(await change(admin, order?.id ?? '', 'completed')).toBe('unchanged');
    expect((await loadAdminOverview(bindCaller(db, admin.claims))).orders.rows[0]?.status).toBe('completed');
    expect(await change(admin, '00000000-0000-4000-8000-000000000000', 'completed')).toBe('not_found');
    // The client hears of it once, in their language, with their dashboard's link.
    const mails = await db.asService((tx) =>
      tx.query<{ kind: string; locale: string; text: string }>(
        `select kind, locale, text from public.email_outbox where related_id = $1 and kind = 'order_status'`,
        [order?.id],
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_status', locale: 'th' });
    expect(mails[0]?.text).toContain(`${ORIGIN}/th/dashboard`);
    expect(mails[0]?.text).toContain('เสร็จสมบูรณ์');
  });

  it('gives a customer an empty overview (RLS), not other people’s data', async () => {
    const other = await createUser(db, { email: `other-${engine}@example.test` });
    const overview = await loadAdminOverview(bindCaller(db, other.claims));
    expect(overview.quotes.rows).toEqual([]);
    expect(overview.orders.rows).toEqual([]);
  });

  it('saves status, custom price, timeline and notes as the admin', async () => {
    const saved = await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'quoted',
      quotedPrice: 45_000,
      quotedTimeline: '2-3 สัปดาห์',
      adminNotes: 'รวมการตั้งค่า LINE OA',
    });
    expect(saved).toMatchObject({ status: 'quoted', quotedPrice: 45_000, quotedTimeline: '2-3 สัปดาห์', adminNotes: 'รวมการตั้งค่า LINE OA' });
    const cleared = await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'quoted',
      quotedPrice: 45_000,
      quotedTimeline: '',
      adminNotes: '',
    });
    expect(cleared).toMatchObject({ quotedTimeline: null, adminNotes: null });
  });

  it('refuses the same update from the quote’s own customer and from anyone else', async () => {
    const attempt = { id: quoteId, status: 'approved' as const, quotedPrice: 1, quotedTimeline: '', adminNotes: '' };
    expect(await updateQuote(bindCaller(db, customer.claims), attempt)).toBe('not_found');
    const stored = await db.asService((tx) =>
      tx.one<{ status: string; quoted_price: number }>('select status, quoted_price from public.quotes where id = $1', [quoteId]),
    );
    expect(stored).toEqual({ status: 'quoted', quoted_price: 45_000 });
  });

  it('queues the status e-mail to the client in their language, with the dashboard link', async () => {
    await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'quoted',
      quotedPrice: 45_000,
      quotedTimeline: '2-3 สัปดาห์',
      adminNotes: '<b>ด่วน</b>',
    });
    expect(await sendQuoteEmail(bindCaller(db, admin.claims), mail, quoteId, ORIGIN)).toBe(true);
    const email = await db.asService((tx) =>
      tx.one<{ kind: string; to_email: string; locale: string; subject: string; html: string; text: string }>(
        `select kind, to_email, locale, subject, html, text from public.email_outbox where related_id = $1 and kind = 'quote_status'`,
        [quoteId],
      ),
    );
    expect(email).toMatchObject({ kind: 'quote_status', to_email: customer.email, locale: 'th' });
    expect(email?.text).toContain(`${ORIGIN}/th/dashboard`);
    expect(email?.text).toContain('45,000');
    // The Thai client reads the package's Thai name (issue 10), not the English one the quote stores.
    expect(email?.text).toContain('เว็บไซต์ธุรกิจ');
    expect(email?.text).not.toContain('Business Website');
    expect(email?.html).toContain('&lt;b&gt;ด่วน&lt;/b&gt;');
    expect(email?.html).not.toContain('<b>ด่วน</b>');
    // The current quotation goes with it as a PDF named in Thai, with the date its price holds until.
    const revision = await db.asService((tx) =>
      tx.one<{ number: string; document_id: string; valid_until: string }>(
        `select d.number, r.document_id, r.valid_until::text as valid_until from public.quotation_revisions r
           join public.documents d on d.id = r.document_id where r.quote_id = $1 order by r.revision desc limit 1`,
        [quoteId],
      ),
    );
    expect(revision?.number).toMatch(/^QT-25\d\d-\d{4}$/);
    expect(email?.text).toContain(`ใบเสนอราคา เลขที่ ${revision?.number} แนบมากับอีเมลฉบับนี้เป็นไฟล์ PDF`);
    expect(email?.text).toContain('ยืนราคาถึงวันที่');
    const files = await db.asService((tx) =>
      tx.query<{ filename: string; content_type: string; content_base64: string; document_id: string }>(
        `select a.filename, a.content_type, a.content_base64, a.document_id from public.email_attachments a
           join public.email_outbox o on o.id = a.email_id where o.related_id = $1 and o.kind = 'quote_status'`,
        [quoteId],
      ),
    );
    expect(files.map((f) => [f.filename, f.content_type, f.document_id])).toEqual([
      [`ใบเสนอราคา ${revision?.number}.pdf`, 'application/pdf', revision?.document_id],
    ]);
    expect(Buffer.from(files[0]!.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does not let a customer queue the e-mail, even for their own quote (RLS)', async () => {
    const queued = async () =>
      (await db.asService((tx) => tx.one<{ n: number }>('select count(*)::int as n from public.email_attachments')))?.n;
    const before = await queued();
    await expect(sendQuoteEmail(bindCaller(db, customer.claims), mail, quoteId, ORIGIN)).rejects.toThrow(/row-level security/);
    // Nothing of it stays, the quotation's file included (it is stored as the service, after the admin's insert).
    expect(await queued()).toBe(before);
    const other = await createUser(db, { email: `stranger-${engine}@example.test` });
    expect(await sendQuoteEmail(bindCaller(db, other.claims), mail, quoteId, ORIGIN)).toBe(false);
  });
});
