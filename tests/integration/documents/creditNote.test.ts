// Credit-note documents and attached PDFs (issue 22, docs/decisions/0051), on both engines: accepting a
// custom quote below what was paid issues a ใบลดหนี้ numbered CN-<BE year>-NNNN through issue_document,
// referring to the receipt/tax invoice of the payment, linked to the credit note (which is not touched);
// the receipt and credit-note e-mails carry their PDF, stored with the outbox row and delivered to
// SendGrid (a fake on 127.0.0.1) as base64 attachments; the buyer alone (and admins) reads the document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import { loadQuoteRecord } from '../../../src/server/admin/quoteRecord';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder } from '../../../src/server/orders/start';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { settlementOf, type QuoteCaller } from '../../../src/server/billing/ledger/ledger';
import { deliverDueEmails } from '../../../src/server/mail/deliver';
import { SendGridTransport } from '../../../src/server/mail/transport';
import type { DocumentSnapshot } from '../../../src/domain/money/document';
import type { PaymentsPort } from '../../../src/server/payments/types';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { orderRequestFor, unrevised } from '../support/rows';
import { FAKE_SENDGRID_KEY, startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
const sessionOf = (url: string | null) => url?.split('/').pop() ?? '';

function pdfText(base64: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'attached-')), 'doc.pdf');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replaceAll('ำา', 'ำ');
}

describe.each(engines)('credit-note documents on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let deps: { db: DatabaseEngine; mail: MailQueue; payments: PaymentsPort };
  let alice: User;
  let bob: User;
  let admin: User;
  let fake: FakeSendgrid;
  const caller = (user: User): QuoteCaller => ({ userId: user.id, claims: user.claims, email: user.email, origin });

  /** One Business Website (฿24,900) paid through the demo checkout: its receipt/tax invoice is issued with it. */
  async function paidPackageQuote(user: User, locale: 'en' | 'th'): Promise<string> {
    const result = await startOrder(deps, orderRequestFor(user, { quantity: 1, locale }));
    if (!result.ok) throw new Error('order failed');
    expect(await settleDemoCheckout(bindCaller(db, user.claims), sessionOf(result.url), 'pay')).toBe(true);
    return result.quoteId;
  }
  const quoteAt = (quoteId: string, price: number) =>
    db.asService((tx) =>
      tx.query(`update public.quotes set status = 'quoted', quoted_price = $2, quoted_timeline = '3 weeks' where id = $1`, [
        quoteId,
        price,
      ]),
    );
  const documentsOf = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{ id: string; doc_type: string; number: string; sequence: number; snapshot: DocumentSnapshot }>(
        'select id, doc_type, number, sequence, snapshot from public.documents where quote_id = $1 order by issued_at, number',
        [quoteId],
      ),
    );
  const attachmentsOf = (quoteId: string, kind: string) =>
    db.asService((tx) =>
      tx.query<{ filename: string; content_type: string; content_base64: string; document_id: string; text: string }>(
        `select a.filename, a.content_type, a.content_base64, a.document_id, o.text
           from public.email_attachments a join public.email_outbox o on o.id = a.email_id
          where o.related_id = $1 and o.kind = $2 order by a.position`,
        [quoteId, kind],
      ),
    );

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    deps = { db, mail, payments: new DemoPayments(db) };
    alice = await createUser(db, { email: `alice-cn-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-cn-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-cn-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    fake = await startFakeSendgrid();
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });

  let aliceQuote = '';
  let creditNoteId = '';

  it('issues a CN document for a lower accepted price, referring to the receipt/tax invoice, with its VAT', async () => {
    aliceQuote = await paidPackageQuote(alice, 'th');
    await quoteAt(aliceQuote, 20_000);
    expect(await acceptQuote(deps, caller(alice), aliceQuote, unrevised)).toMatchObject({
      ok: true,
      settlement: { outcome: 'credit', amount: 4_900 },
    });
    const [receipt, note, ...rest] = await documentsOf(aliceQuote);
    expect(rest).toEqual([]);
    expect(receipt).toMatchObject({ doc_type: 'tax_invoice' });
    expect(note).toMatchObject({ doc_type: 'credit_note' });
    expect(note!.number).toMatch(/^CN-25\d\d-\d{4}$/);
    // ฿24,900 paid and ฿20,000 agreed: ฿4,900 back = ฿4,579.44 value + ฿320.56 VAT.
    expect(note!.snapshot.totals).toMatchObject({ subtotal: 457_944, vat: 32_056, total: 490_000 });
    expect(note!.snapshot.credit).toMatchObject({
      references: [{ number: receipt!.number, total: 2_490_000 }],
      originalValue: 2_327_103,
      correctValue: 1_869_159,
      difference: 457_944,
    });
    expect(note!.snapshot.buyer).toEqual(receipt!.snapshot.buyer);
    // The credit note (money) is as before; the document is linked to it.
    const [credit] = await db.asService((tx) =>
      tx.query<{ id: string; amount: number }>('select id, amount from public.quote_credit_notes where quote_id = $1', [aliceQuote]),
    );
    expect(credit!.amount).toBe(4_900);
    creditNoteId = credit!.id;
    const links = await db.asService((tx) =>
      tx.query<{ document_id: string }>('select document_id from public.credit_note_documents where credit_note_id = $1', [credit!.id]),
    );
    expect(links).toEqual([{ document_id: note!.id }]);
    // The studio's record of the quote names it by that number, never by an internal id.
    const record = await loadQuoteRecord(bindCaller(db, admin.claims), aliceQuote, 'th');
    expect(record?.creditNotes).toEqual([expect.objectContaining({ id: credit!.id, number: note!.number, amount: 4_900 })]);
  }, 60_000);

  it('numbers credit notes one after another, per year, without a gap', async () => {
    const bobQuote = await paidPackageQuote(bob, 'en');
    await quoteAt(bobQuote, 10_000);
    await acceptQuote(deps, caller(bob), bobQuote, unrevised);
    const [, aliceNote] = await documentsOf(aliceQuote);
    const [, bobNote] = await documentsOf(bobQuote);
    expect(bobNote!.sequence).toBe(aliceNote!.sequence + 1);
    expect(bobNote!.number.slice(0, 8)).toBe(aliceNote!.number.slice(0, 8));
  }, 60_000);

  it('e-mails the credit note with its number and its PDF attached, the receipt e-mail with the tax invoice', async () => {
    const [receipt, note] = await documentsOf(aliceQuote);
    const [creditFile, ...more] = await attachmentsOf(aliceQuote, 'quote_credit_note');
    expect(more).toEqual([]);
    expect(creditFile).toMatchObject({ filename: `ใบลดหนี้ ${note!.number}.pdf`, content_type: 'application/pdf', document_id: note!.id });
    expect(creditFile!.text).toContain(note!.number);
    expect(creditFile!.text).not.toContain(creditNoteId);
    const creditText = pdfText(creditFile!.content_base64);
    expect(creditText).toContain(note!.number);
    expect(creditText).toContain(`อ้างอิงใบกำกับภาษีเดิม เลขที่ ${receipt!.number}`);
    for (const figure of ['23,271.03', '18,691.59', '4,579.44', '320.56', '4,900.00']) expect(creditText).toContain(figure);

    const [receiptFile] = await attachmentsOf(aliceQuote, 'order_receipt');
    expect(receiptFile).toMatchObject({ filename: `ใบเสร็จรับเงิน-ใบกำกับภาษี ${receipt!.number}.pdf`, document_id: receipt!.id });
    expect(receiptFile!.text).toContain(receipt!.number);
    expect(pdfText(receiptFile!.content_base64)).toContain(receipt!.number);
    // The studio's alert carries no file.
    expect(await attachmentsOf(aliceQuote, 'order_paid')).toEqual([]);
  }, 60_000);

  it('delivers the attachments to SendGrid as base64 PDFs, with the e-mails that have none unchanged', async () => {
    const result = await deliverDueEmails(db, new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl: fake.url }));
    expect(result.failed).toBe(0);
    const [, note] = await documentsOf(aliceQuote);
    const toAlice = fake.requests.filter((r) => r.body.personalizations[0]?.to[0]?.email === alice.email);
    const credit = toAlice.find((r) => r.body.subject === 'ใบลดหนี้สำหรับใบเสนอราคาของคุณ');
    expect(credit?.body.attachments).toEqual([
      { content: expect.any(String), filename: `ใบลดหนี้ ${note!.number}.pdf`, type: 'application/pdf', disposition: 'attachment' },
    ]);
    expect(Buffer.from(credit!.body.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(credit!.body.attachments![0]!.content)).toContain(note!.number);
    const studio = fake.requests.filter((r) => r.body.personalizations[0]?.to[0]?.email === 'team@siampixel.example');
    expect(studio.length).toBeGreaterThan(0);
    for (const request of studio) expect(request.body).not.toHaveProperty('attachments');
  }, 60_000);

  it('lets the buyer and admins read the CN document and its link, nobody else', async () => {
    const [, note] = await documentsOf(aliceQuote);
    const read = (user: User) =>
      db.asCaller(user.claims, (tx) =>
        tx.query<{ number: string }>(
          'select d.number from public.credit_note_documents l join public.documents d on d.id = l.document_id where l.document_id = $1',
          [note!.id],
        ),
      );
    expect(await read(alice)).toEqual([{ number: note!.number }]);
    expect(await read(admin)).toEqual([{ number: note!.number }]);
    expect(await read(bob)).toEqual([]);
    await expect(db.asCaller(null, (tx) => tx.query('select 1 from public.credit_note_documents'))).rejects.toThrow();
    // The link is never changed: the service has no grant, and the trigger refuses even the table's owner.
    const update = 'update public.credit_note_documents set document_id = document_id where credit_note_id = $1';
    await expect(db.asService((tx) => tx.query(update, [creditNoteId]))).rejects.toThrow(/permission denied/);
    await expect(db.asOwner((tx) => tx.query(update, [creditNoteId]))).rejects.toThrow(/never changed/);
  }, 60_000);

  it('keeps a credit note from before (no document) counting in the settlement', async () => {
    const quoteId = await paidPackageQuote(bob, 'en');
    await db.asService((tx) =>
      tx.query(`insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 900)`, [quoteId, bob.id]),
    );
    const settlement = await db.asService((tx) => settlementOf(tx, quoteId, 24_000));
    expect(settlement).toMatchObject({ paid: 24_900, credited: 900, netPaid: 24_000, outcome: 'settled' });
  }, 60_000);
});
