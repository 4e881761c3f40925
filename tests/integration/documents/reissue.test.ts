// Receipts skipped while the studio's identity was incomplete (issue 22, docs/decisions/0051), on both
// engines: issued afterwards for every paid order without one, in the order they were paid, dated with
// the payment; a second run issues nothing; an identity still incomplete issues nothing at all. Each
// receipt issued is queued to the client with its PDF, in their language, once (decision 0050,
// addendum 2026-11-27): a second run queues nothing. The credit notes recorded meanwhile get their
// document after the receipts it refers to, dated with the credit, e-mailed once (decision 0051,
// addendum 2026-11-27), and two racing runs issue one.
import { describe, expect, it } from 'vitest';
import { issueMissingCreditNotes, issueMissingReceipts } from '../../../src/server/billing/documents/reissue';
import { configFrom, getConfig, reloadConfig } from '../../../src/server/config';
import { bindCaller } from '../../../src/server/db/caller';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder } from '../../../src/server/orders/start';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import type { DocumentSnapshot } from '../../../src/domain/money/document';
import { createUser, type User } from '../support/actors';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { orderRequestFor, unrevised } from '../support/rows';
import { SEED } from '../support/seed';
import { PRODUCTION_ENV } from '../../unit/support/productionEnv';
import { MailQueue } from '../../../src/server/mail/outbox';

const notice = { mail: new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' }), origin: 'http://127.0.0.1:4321' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('issuing skipped receipts on %s', (engine) => {
  const suite = useSuite(engine);

  const order = (status: 'pending' | 'processing', amount: number, quoteId: string | null = null) =>
    suite.db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id, quote_id)
         values ($1, $2, 1, $3, $4, gen_random_uuid()::text, $5) returning id`,
        [quoteId ? suite.cast.userB.id : suite.cast.userA.id, SEED.packages.businessWebsite, amount, status, quoteId],
      ),
    );
  const mails = (kind = 'receipt_reissued') =>
    suite.db.asService((tx) =>
      tx.query<{ to_email: string; locale: string; subject: string; text: string; filename: string; document_id: string; pdf: string }>(
        `select o.to_email, o.locale, o.subject, o.text, a.filename, a.document_id, left(a.content_base64, 8) as pdf
           from public.email_outbox o join public.email_attachments a on a.email_id = o.id
          where o.kind = $1 order by o.created_at, o.id`,
        [kind],
      ),
    );
  const receipts = () =>
    suite.db.asService((tx) =>
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
    await suite.db.asService((tx) => tx.query(`update public.orders set status = 'processing' where id = $1`, [late!.id]));
    const paidAt = await suite.db.asService((tx) =>
      tx.query<{ subject_id: string; occurred_at: Date | string }>(
        `select subject_id, occurred_at from public.audit_events where subject = 'order' and changes -> 'status' ->> 'after' = 'processing'`,
      ),
    );
    expect(paidAt).toHaveLength(2);

    // An identity still incomplete (production without SELLER_*): refused, nothing issued.
    const incomplete = configFrom({ ...PRODUCTION_ENV, SELLER_TAX_ID: '' });
    expect(incomplete.seller.ok).toBe(false);
    await expect(issueMissingReceipts(suite.db, incomplete, notice)).rejects.toThrow(/incomplete/);
    expect(await receipts()).toEqual([]);

    const first = await issueMissingReceipts(suite.db, getConfig(), notice);
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
    expect(first.issued.map((row) => row.emailedTo)).toEqual([suite.cast.userA.email, suite.cast.userA.email]);
    const queued = await mails();
    const numbers = await suite.db.asService((tx) =>
      tx.query<{ id: string; number: string }>(`select id, number from public.documents where doc_type = 'tax_invoice' order by sequence`),
    );
    expect(queued.map((m) => [m.to_email, m.locale, m.filename, m.document_id])).toEqual(
      numbers.map((d) => [suite.cast.userA.email, 'en', `Receipt-Tax-Invoice ${d.number}.pdf`, d.id]),
    );
    for (const m of queued) {
      expect(Buffer.from(m.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(m.text).toContain('Dear Ann Arun,');
      expect(m.text).toContain('THB\u00a024,900');
      expect(m.text).toContain('http://127.0.0.1:4321/account/payments');
    }
    expect(queued[0]!.subject).toBe(`Your receipt/tax invoice ${numbers[0]!.number}`);

    const again = await issueMissingReceipts(suite.db, getConfig(), notice);
    expect(again).toEqual({ issued: [], skipped: [], creditNotes: { issued: [], skipped: [] } });
    expect(await receipts()).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  }, 60_000);

  it('writes to the account’s address in the quote’s language (Thai), once', async () => {
    const quote = await suite.db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Business Website', 'Clinic site', $2, 'modal', 'th', 'approved', 24900) returning id`,
        [suite.cast.userB.id, JSON.stringify({ name: 'บุญ บุญมี', email: 'boon.accounts@example.test' })],
      ),
    );
    const paid = await order('processing', 24_900, quote!.id);
    const run = await issueMissingReceipts(suite.db, getConfig(), notice);
    // The account's address, not the one typed with the request: mail follows a change of address
    // (decision 0049 addendum (b)); the name and the language are the quote's.
    expect(run.issued).toEqual([expect.objectContaining({ orderId: paid!.id, emailedTo: suite.cast.userB.email })]);
    const thai = (await mails()).filter((m) => m.to_email === suite.cast.userB.email);
    expect(thai).toHaveLength(1);
    const [mail] = thai;
    expect(mail!.locale).toBe('th');
    expect(mail!.subject).toBe(`ใบเสร็จรับเงิน/ใบกำกับภาษี เลขที่ ${run.issued[0]!.number} ของคุณ`);
    expect(mail!.filename).toBe(`ใบเสร็จรับเงิน-ใบกำกับภาษี ${run.issued[0]!.number}.pdf`);
    expect(mail!.text).toContain('เรียน คุณบุญ บุญมี');
    expect(mail!.text).toContain('฿24,900');
    expect(mail!.text).toContain('http://127.0.0.1:4321/th/account/payments');
    expect((await issueMissingReceipts(suite.db, getConfig(), notice)).issued).toEqual([]);
    expect(await mails()).toHaveLength(3);
  }, 60_000);
  describe('credit notes recorded while the identity was incomplete', () => {
    const deps = () => ({ db: suite.db, mail: notice.mail, payments: new DemoPayments(suite.db) });
    const sessionOf = (url: string | null) => url?.split('/').pop() ?? '';

    /**
     * A Business Website (฿24,900) paid through the demo checkout and its custom quote accepted at
     * ฿20,000, with production's SELLER_* identity incomplete (any SELLER_* variable set makes it
     * required, also locally): the payment and the credit are recorded, no document is issued.
     */
    async function creditedWithoutDocuments(user: User): Promise<{ quoteId: string; creditId: string; createdAt: string }> {
      process.env.SELLER_NAME_TH = 'สยามพิกเซล';
      reloadConfig();
      try {
        expect(getConfig().seller.ok).toBe(false);
        const started = await startOrder(deps(), orderRequestFor(user, { quantity: 1, locale: 'th' }));
        if (!started.ok) throw new Error('order failed');
        expect(await settleDemoCheckout(bindCaller(suite.db, user.claims), sessionOf(started.url), 'pay')).toBe(true);
        await suite.db.asService((tx) =>
          tx.query(`update public.quotes set status = 'quoted', quoted_price = 20000, quoted_timeline = '3 weeks' where id = $1`, [
            started.quoteId,
          ]),
        );
        const caller = { userId: user.id, claims: user.claims, email: user.email, origin: notice.origin };
        expect(await acceptQuote(deps(), caller, started.quoteId, unrevised)).toMatchObject({
          ok: true,
          settlement: { outcome: 'credit', amount: 4_900 },
        });
        const [credit, ...more] = await suite.db.asService((tx) =>
          tx.query<{ id: string; amount: number; created_at: Date | string }>(
            'select id, amount, created_at from public.quote_credit_notes where quote_id = $1',
            [started.quoteId],
          ),
        );
        expect(more).toEqual([]);
        expect(credit!.amount).toBe(4_900);
        expect(await documentsOf(started.quoteId)).toEqual([]);
        return { quoteId: started.quoteId, creditId: credit!.id, createdAt: new Date(credit!.created_at).toISOString() };
      } finally {
        delete process.env.SELLER_NAME_TH;
        reloadConfig();
      }
    }
    const documentsOf = (quoteId: string) =>
      suite.db.asService((tx) =>
        tx.query<{ id: string; doc_type: string; number: string; issued_at: Date | string; snapshot: DocumentSnapshot }>(
          'select id, doc_type, number, issued_at, snapshot from public.documents where quote_id = $1 order by issued_at, doc_type',
          [quoteId],
        ),
      );
    const linksOf = (creditId: string) =>
      suite.db.asService((tx) =>
        tx.query<{ document_id: string }>('select document_id from public.credit_note_documents where credit_note_id = $1', [creditId]),
      );

    it('issues the receipt first, then the credit note referring to it, dated with the credit, e-mailed once', async () => {
      const chai = await createUser(suite.db, { email: `chai-reissue-${engine}@example.test` });
      const { quoteId, creditId, createdAt } = await creditedWithoutDocuments(chai);
      expect(await linksOf(creditId)).toEqual([]);
      expect(getConfig().seller.ok).toBe(true);

      // Before its receipt exists, the credit note has nothing to refer to: reported, not issued.
      const early = await issueMissingCreditNotes(suite.db, getConfig(), notice);
      expect(early).toEqual({ issued: [], skipped: [{ creditNoteId: creditId, quoteId, reason: 'no_original' }] });
      expect(await documentsOf(quoteId)).toEqual([]);

      // A payment after the credit (a later re-quote's balance): not what the credit note corrects.
      await sleep(30);
      const later = await suite.db.asService((tx) =>
        tx.one<{ id: string }>(
          `insert into public.orders (user_id, quantity, total_amount, status, payment_session_id, quote_id, purpose)
           values ($1, 1, 5000, 'processing', gen_random_uuid()::text, $2, 'quote_balance') returning id`,
          [chai.id, quoteId],
        ),
      );
      await sleep(30);
      const startedAt = Date.now();
      const run = await issueMissingReceipts(suite.db, getConfig(), notice);
      expect(run.skipped).toEqual([]);
      expect(run.issued).toHaveLength(2);
      expect(run.issued[1]!.orderId).toBe(later!.id);
      expect(run.creditNotes).toEqual({
        issued: [
          {
            creditNoteId: creditId,
            quoteId,
            number: expect.stringMatching(/^CN-25\d\d-\d{4}$/),
            creditedAt: createdAt,
            emailedTo: chai.email,
          },
        ],
        skipped: [],
      });
      const [receipt, note, laterReceipt, ...rest] = await documentsOf(quoteId);
      expect(rest).toEqual([]);
      expect(receipt).toMatchObject({ doc_type: 'tax_invoice', number: run.issued[0]!.number });
      expect(laterReceipt).toMatchObject({ doc_type: 'tax_invoice', number: run.issued[1]!.number });
      expect(note).toMatchObject({ doc_type: 'credit_note', number: run.creditNotes.issued[0]!.number });
      // The credit's date, not the run's: the document belongs to the month of the credit.
      expect(new Date(note!.issued_at).toISOString()).toBe(createdAt);
      expect(new Date(note!.issued_at).getTime()).toBeLessThan(startedAt);
      // ฿24,900 paid and ฿20,000 agreed, as at acceptance: ฿4,900 back = ฿4,579.44 value + ฿320.56 VAT,
      // referring to that payment's receipt only.
      expect(note!.snapshot.totals).toMatchObject({ subtotal: 457_944, vat: 32_056, total: 490_000 });
      expect(note!.snapshot.credit).toMatchObject({
        references: [{ number: receipt!.number, issuedAt: new Date(receipt!.issued_at).toISOString(), total: 2_490_000 }],
        originalValue: 2_327_103,
        correctValue: 1_869_159,
        difference: 457_944,
      });
      expect(note!.snapshot.buyer).toEqual(receipt!.snapshot.buyer);
      expect(await linksOf(creditId)).toEqual([{ document_id: note!.id }]);

      // The credit note to the account's address, in the quote's language (Thai), with its PDF.
      const sent = (await mails('credit_note_reissued')).filter((m) => m.to_email === chai.email);
      expect(sent).toHaveLength(1);
      const [mail] = sent;
      expect(mail).toMatchObject({ locale: 'th', filename: `ใบลดหนี้ ${note!.number}.pdf`, document_id: note!.id });
      expect(Buffer.from(mail!.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(mail!.subject).toBe(`ใบลดหนี้ เลขที่ ${note!.number} ของคุณ`);
      expect(mail!.text).toContain('฿4,900');
      expect(mail!.text).toContain('http://127.0.0.1:4321/th/account/payments');
      expect((await mails()).filter((m) => m.to_email === chai.email).map((m) => m.document_id)).toEqual([receipt!.id, laterReceipt!.id]);

      const again = await issueMissingReceipts(suite.db, getConfig(), notice);
      expect(again).toEqual({ issued: [], skipped: [], creditNotes: { issued: [], skipped: [] } });
      expect(await documentsOf(quoteId)).toHaveLength(3);
      expect(await mails('credit_note_reissued')).toHaveLength(1);
    }, 120_000);

    it('issues one credit note when two runs race', async () => {
      const dao = await createUser(suite.db, { email: `dao-reissue-${engine}@example.test` });
      const { quoteId, creditId } = await creditedWithoutDocuments(dao);
      const runs = await Promise.all([
        issueMissingReceipts(suite.db, getConfig(), notice),
        issueMissingReceipts(suite.db, getConfig(), notice),
      ]);
      const notes = (await documentsOf(quoteId)).filter((d) => d.doc_type === 'credit_note');
      expect(notes).toHaveLength(1);
      expect(await linksOf(creditId)).toEqual([{ document_id: notes[0]!.id }]);
      // A run that waited lists the other's document without sending it; the one that issued it e-mailed it.
      const listed = runs.flatMap((run) => run.creditNotes.issued);
      expect(listed.every((row) => row.number === notes[0]!.number)).toBe(true);
      expect(listed.filter((row) => row.emailedTo !== null)).toEqual([expect.objectContaining({ emailedTo: dao.email })]);
      expect(runs.flatMap((run) => run.creditNotes.skipped)).toEqual([]);
      expect((await mails('credit_note_reissued')).filter((m) => m.to_email === dao.email)).toHaveLength(1);
    }, 120_000);
    it('counts a payment recorded in the credit’s own transaction, and dates the note no earlier than its receipt', async () => {
      // A superseded checkout paid as well (balanceReceipt.ts): the payment and its credit in one
      // transaction, where now() is the same for both and only the trail orders them.
      const { quoteId, creditId } = await suite.db.asService(async (tx) => {
        const quote = await tx.one<{ id: string }>(
          `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price, accepted_price)
           values ($1, 'Business Website', 'Clinic site', '{}', 'modal', 'en', 'approved', 20000, 20000) returning id`,
          [suite.cast.userA.id],
        );
        await tx.query(
          `insert into public.orders (user_id, quantity, total_amount, status, payment_session_id, quote_id, purpose)
           values ($1, 1, 24900, 'processing', gen_random_uuid()::text, $2, 'quote_balance')`,
          [suite.cast.userA.id, quote!.id],
        );
        await sleep(20);
        const credit = await tx.one<{ id: string }>(
          `insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 4900) returning id`,
          [quote!.id, suite.cast.userA.id],
        );
        return { quoteId: quote!.id, creditId: credit!.id };
      });
      const run = await issueMissingReceipts(suite.db, getConfig(), notice);
      expect(run.creditNotes.issued.map((row) => row.creditNoteId)).toEqual([creditId]);
      const documents = await documentsOf(quoteId);
      const receipt = documents.find((d) => d.doc_type === 'tax_invoice');
      const note = documents.find((d) => d.doc_type === 'credit_note');
      expect(note!.snapshot.credit).toMatchObject({ references: [{ number: receipt!.number, total: 2_490_000 }], difference: 457_944 });
      expect(new Date(note!.issued_at).getTime()).toBeGreaterThanOrEqual(new Date(receipt!.issued_at).getTime());
    }, 120_000);
  });
});
