// Receipts skipped while the studio's identity was incomplete (issue 22, docs/decisions/0051), on both
// engines: issued afterwards for every paid order without one, in the order they were paid, dated with
// the payment; a second run issues nothing; an identity still incomplete issues nothing at all. Each
// receipt issued is queued to the client with its PDF, in their language, once (decision 0050,
// addendum 2026-11-27): a second run queues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMissingReceipts } from '../../../src/server/documents/reissue';
import { configFrom, getConfig } from '../../../src/server/config';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { createCast, type Cast } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';
import { PRODUCTION_ENV } from '../../unit/support/productionEnv';
import { MailQueue } from '../../../src/server/mail/outbox';

const notice = { mail: new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' }), origin: 'http://127.0.0.1:4321' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('issuing skipped receipts on %s', (engine) => {
  let opened: TestDatabase;
  let db: DatabaseEngine;
  let cast: Cast;
  beforeAll(async () => {
    opened = await openTestDatabase(engine);
    db = opened.db;
    cast = await createCast(db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  }, 30_000);

  const order = (status: 'pending' | 'processing', amount: number, quoteId: string | null = null) =>
    db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id, quote_id)
         values ($1, $2, 1, $3, $4, gen_random_uuid()::text, $5) returning id`,
        [quoteId ? cast.userB.id : cast.userA.id, SEED.packages.businessWebsite, amount, status, quoteId],
      ),
    );
  const mails = () =>
    db.asService((tx) =>
      tx.query<{ to_email: string; locale: string; subject: string; text: string; filename: string; document_id: string; pdf: string }>(
        `select o.to_email, o.locale, o.subject, o.text, a.filename, a.document_id, left(a.content_base64, 8) as pdf
           from public.email_outbox o join public.email_attachments a on a.email_id = o.id
          where o.kind = 'receipt_reissued' order by o.created_at, o.id`,
      ),
    );
  const receipts = () =>
    db.asService((tx) =>
      tx.query<{ order_id: string; sequence: number; issued_at: Date | string }>(
        `select order_id, sequence, issued_at from public.documents where doc_type = 'tax_invoice' order by sequence`,
      ),
    );

  it('issues them in the order paid, with the payment date, once', async () => {
    // Created first but paid last: a checkout that waited.
    const late = await order('pending', 24_900);
    await sleep(30);
    const early = await order('processing', 24_900);
    await sleep(30);
    await db.asService((tx) => tx.query(`update public.orders set status = 'processing' where id = $1`, [late!.id]));
    const paidAt = await db.asService((tx) =>
      tx.query<{ subject_id: string; occurred_at: Date | string }>(
        `select subject_id, occurred_at from public.audit_events where subject = 'order' and changes -> 'status' ->> 'after' = 'processing'`,
      ),
    );
    expect(paidAt).toHaveLength(2);

    // An identity still incomplete (production without SELLER_*): refused, nothing issued.
    const incomplete = configFrom({ ...PRODUCTION_ENV, SELLER_TAX_ID: '' });
    expect(incomplete.seller.ok).toBe(false);
    await expect(issueMissingReceipts(db, incomplete, notice)).rejects.toThrow(/incomplete/);
    expect(await receipts()).toEqual([]);

    const first = await issueMissingReceipts(db, getConfig(), notice);
    expect(first.skipped).toEqual([]);
    expect(first.issued.map((row) => row.orderId)).toEqual([early!.id, late!.id]);
    const issued = await receipts();
    expect(issued.map((row) => row.order_id)).toEqual([early!.id, late!.id]);
    expect(issued[1]!.sequence).toBe(issued[0]!.sequence + 1);
    for (const row of issued) {
      const event = paidAt.find((e) => e.subject_id === row.order_id)!;
      expect(new Date(row.issued_at).toISOString()).toBe(new Date(event.occurred_at).toISOString());
    }

    // Each one e-mailed to the client with its PDF (no quote: the account's address, in English).
    expect(first.issued.map((row) => row.emailedTo)).toEqual([cast.userA.email, cast.userA.email]);
    const queued = await mails();
    const numbers = await db.asService((tx) =>
      tx.query<{ id: string; number: string }>(`select id, number from public.documents where doc_type = 'tax_invoice' order by sequence`),
    );
    expect(queued.map((m) => [m.to_email, m.locale, m.filename, m.document_id])).toEqual(
      numbers.map((d) => [cast.userA.email, 'en', `Receipt-Tax-Invoice ${d.number}.pdf`, d.id]),
    );
    for (const m of queued) {
      expect(Buffer.from(m.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(m.text).toContain('Dear Ann Arun,');
      expect(m.text).toContain('THB\u00a024,900');
      expect(m.text).toContain('http://127.0.0.1:4321/account/payments');
    }
    expect(queued[0]!.subject).toBe(`Your receipt/tax invoice ${numbers[0]!.number}`);

    const again = await issueMissingReceipts(db, getConfig(), notice);
    expect(again).toEqual({ issued: [], skipped: [] });
    expect(await receipts()).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  }, 60_000);

  it('writes to the account’s address in the quote’s language (Thai), once', async () => {
    const quote = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Business Website', 'Clinic site', $2, 'modal', 'th', 'approved', 24900) returning id`,
        [cast.userB.id, JSON.stringify({ name: 'บุญ บุญมี', email: 'boon.accounts@example.test' })],
      ),
    );
    const paid = await order('processing', 24_900, quote!.id);
    const run = await issueMissingReceipts(db, getConfig(), notice);
    // The account's address, not the one typed with the request: mail follows a change of address
    // (decision 0049 addendum (b)); the name and the language are the quote's.
    expect(run.issued).toEqual([expect.objectContaining({ orderId: paid!.id, emailedTo: cast.userB.email })]);
    const thai = (await mails()).filter((m) => m.to_email === cast.userB.email);
    expect(thai).toHaveLength(1);
    const [mail] = thai;
    expect(mail!.locale).toBe('th');
    expect(mail!.subject).toBe(`ใบเสร็จรับเงิน/ใบกำกับภาษี เลขที่ ${run.issued[0]!.number} ของคุณ`);
    expect(mail!.filename).toBe(`ใบเสร็จรับเงิน-ใบกำกับภาษี ${run.issued[0]!.number}.pdf`);
    expect(mail!.text).toContain('เรียน คุณบุญ บุญมี');
    expect(mail!.text).toContain('฿24,900');
    expect(mail!.text).toContain('http://127.0.0.1:4321/th/account/payments');
    expect((await issueMissingReceipts(db, getConfig(), notice)).issued).toEqual([]);
    expect(await mails()).toHaveLength(3);
  }, 60_000);
});
