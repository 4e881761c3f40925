// Payment schedules on the real schema (decision 0050), on both engines: the studio (admin at aal2)
// splits a company client's quote 50/50; accepting makes the deposit due with its invoice and a card
// checkout for exactly the deposit; the demo payment settles it with a receipt/tax invoice; the studio
// marks the second instalment due (invoice) and records the transfer net of withholding (receipt/tax
// invoice). Withholding follows what happened (decision 0061): the company must say whether it withholds;
// the deposit paid in full by card owes no certificate, the PromptPay transfer net of withholding does,
// and a card payment net of withholding does too. RLS: another client reads nothing of it, a client cannot mark anything due or received,
// a password-only admin cannot either, and nobody edits an instalment once written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import type { QuoteCaller } from '../../../src/server/billing/ledger/ledger';
import { markInstalmentDue, markTransferReceived, setSchedule } from '../../../src/server/billing/schedule/manage';
import { readSchedules } from '../../../src/server/billing/schedule/read';
import { defaultSchedule } from '../../../src/domain/schedule/split';
import { getConfig } from '../../../src/server/config';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { refusal } from '../support/refusal';
import { unrevised } from '../support/rows';
import { listOwnCertificates } from '../../../src/server/billing/withholding/certificates';
import type { DocumentSnapshot } from '../../../src/domain/money/document';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
const sessionOf = (url: string | null) => url?.split('/').pop() ?? '';

describe.each(engines)('payment schedules on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let alice: User;
  let bob: User;
  let admin: User;
  let quoteId: string;
  const caller = (user: User): QuoteCaller => ({ userId: user.id, claims: user.claims, email: user.email, origin });
  const as = (user: User) => bindCaller(db, user.claims);
  const aal1 = (user: User) => bindCaller(db, { ...user.claims, aal: 'aal1' });

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    alice = await createUser(db, { email: `alice-schedule-${engine}@example.test`, userMetadata: { full_name: 'Alice Tan' } });
    bob = await createUser(db, { email: `bob-schedule-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-schedule-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    await db.asCaller(alice.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท ลูกค้า จำกัด', '0107537000882', null, 'Bangkok')`,
        [alice.id],
      ),
    );
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'en', 'quoted', 53500) returning id`,
        [alice.id, JSON.stringify({ name: 'Alice Tan', email: alice.email })],
      ),
    );
    quoteId = row!.id;
  }, 120_000);
  afterAll(() => test?.close());

  const instalments = (user: User) => as(user).run((tx) => readSchedules(tx, [quoteId]));
  const withholds = (documentId: string) =>
    as(alice).run((tx) => tx.one<{ yes: boolean }>('select public.document_withholds($1) as yes', [documentId]).then((row) => row!.yes));
  const receiptSnapshot = (documentId: string) =>
    as(alice).run((tx) =>
      tx
        .one<{ snapshot: DocumentSnapshot }>('select snapshot from public.documents where id = $1', [documentId])
        .then((row) => row!.snapshot),
    );

  it('only an admin at aal2 sets a schedule; it splits 53,500 into 26,750 and 26,750', async () => {
    expect(await setSchedule(as(alice), quoteId, defaultSchedule())).toEqual({ ok: false, problem: 'forbidden' });
    expect(await setSchedule(aal1(admin), quoteId, defaultSchedule())).toEqual({ ok: false, problem: 'not_found' });
    expect(await setSchedule(as(admin), quoteId, defaultSchedule())).toMatchObject({ ok: true });
    const [schedule] = await instalments(admin);
    expect(schedule?.instalments.map((i) => [i.amount, i.state])).toEqual([
      [2_675_000, 'upcoming'],
      [2_675_000, 'upcoming'],
    ]);
  });

  it('the database refuses instalments that do not add up to the quote, whoever calls', async () => {
    const bad = JSON.stringify([{ label_en: 'All', label_th: 'ทั้งหมด', trigger: 'acceptance', amount_satang: 100 }]);
    expect(await refusal(() => as(admin).run((tx) => tx.query('select public.set_payment_schedule($1, $2::jsonb)', [quoteId, bad])))).toBe(
      '23514',
    );
  });

  it('accepting makes the deposit due with its invoice and opens a checkout for the deposit only', async () => {
    const deps = { db, mail, payments: new DemoPayments(db) };
    // Setting the schedule on the quoted price issued quotation revision 1 (decision 0062).
    const offer = { ...unrevised, revision: 1 };
    // A company says whether it withholds before it accepts: nothing is accepted without the answer.
    expect(await acceptQuote(deps, caller(alice), quoteId, offer)).toEqual({ ok: false, error: 'withholding_choice_required' });
    const accepted = await acceptQuote(deps, caller(alice), quoteId, { ...offer, withholding: 'full' });
    expect(accepted).toMatchObject({ ok: true, changed: true, settlement: { outcome: 'due', amount: 53_500 } });
    if (!accepted.ok) return;
    const pending = await db.asService((tx) =>
      tx.query<{ total_amount: number; instalment_id: string | null; withheld: number }>(
        `select total_amount, instalment_id, withheld_satang::int as withheld from public.orders where quote_id = $1 and status = 'pending'`,
        [quoteId],
      ),
    );
    const [schedule] = await instalments(alice);
    const [deposit, second] = schedule!.instalments;
    // Paid in full: the checkout is for the whole deposit, nothing withheld.
    expect(pending).toEqual([{ total_amount: 26_750, instalment_id: deposit!.id, withheld: 0 }]);
    expect(deposit).toMatchObject({ state: 'due', invoice: { number: expect.stringMatching(/^INV-\d{4}-\d{4}$/) } });
    expect(deposit!.invoice!.promptPayAmount).toBe(2_600_000); // 26,750 less 3% of 25,000
    expect(second).toMatchObject({ state: 'upcoming', invoice: null });
    expect(await settleDemoCheckout(as(alice), sessionOf(accepted.checkoutUrl), 'pay')).toBe(true);
    const [paid] = await instalments(alice);
    expect(paid!.instalments[0]).toMatchObject({
      state: 'paid',
      payment: { method: 'card', receivedSatang: 2_675_000, withheldSatang: 0 },
      receipt: { number: expect.stringMatching(/^RT-/) },
    });
    // Nothing was withheld, so no certificate is asked, and the receipt says the full amount was received.
    const receiptId = paid!.instalments[0]!.receipt!.id;
    expect(await withholds(receiptId)).toBe(false);
    expect(await listOwnCertificates(as(alice))).toEqual([]);
    const snapshot = await receiptSnapshot(receiptId);
    expect(snapshot.payment).toMatchObject({ method: 'demo', amount: 2_675_000, withheld: 0 });
    expect(snapshot.totals).toMatchObject({ total: 2_675_000, withholding: 0, net: 2_675_000 });
  });

  it('another client reads none of it; a client cannot mark an instalment due or received', async () => {
    expect(await instalments(bob)).toEqual([]);
    const visible = await as(bob).run((tx) => tx.query('select id from public.payment_instalments'));
    expect(visible).toEqual([]);
    const [schedule] = await instalments(alice);
    const second = schedule!.instalments[1]!;
    expect(await markInstalmentDue(as(alice), second.id, getConfig(), { mail, origin })).toEqual({ ok: false });
    expect(await markInstalmentDue(aal1(admin), second.id, getConfig(), { mail, origin })).toEqual({ ok: false });
    const direct = await refusal(() =>
      as(alice).run((tx) => tx.query(`update public.payment_instalments set due_at = now() where id = $1 returning id`, [second.id])),
    );
    expect(direct).toBe('42501');
  });

  it('the studio marks the second instalment due (its invoice) and records the transfer net of withholding', async () => {
    const [schedule] = await instalments(admin);
    const second = schedule!.instalments[1]!;
    const received = {
      method: 'promptpay' as const,
      receivedSatang: 2_600_000,
      withheldSatang: 75_000,
      reference: 'KBANK 123',
      receivedOn: '2026-11-27',
    };
    // Not due yet: nothing to receive.
    expect(await markTransferReceived(as(admin), second.id, received, getConfig(), { mail, origin })).toEqual({
      ok: false,
      problem: 'not_payable',
    });
    const due = await markInstalmentDue(as(admin), second.id, getConfig(), { mail, origin });
    expect(due).toMatchObject({ ok: true, invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(await markTransferReceived(as(alice), second.id, received, getConfig(), { mail, origin })).toEqual({
      ok: false,
      problem: 'not_payable',
    });
    expect(await markTransferReceived(as(admin), second.id, { ...received, withheldSatang: 0 }, getConfig(), { mail, origin })).toEqual({
      ok: false,
      problem: 'does_not_add_up',
    });
    expect(await markTransferReceived(as(admin), second.id, received, getConfig(), { mail, origin })).toMatchObject({
      ok: true,
      receiptNumber: expect.stringMatching(/^RT-/),
    });
    // Twice: nothing more is recorded.
    expect(await markTransferReceived(as(admin), second.id, received, getConfig(), { mail, origin })).toEqual({
      ok: false,
      problem: 'not_payable',
    });
    const [after] = await instalments(alice);
    expect(after!.instalments.map((i) => i.state)).toEqual(['paid', 'paid']);
    // PromptPay recorded as PromptPay; the withholding is the payment's, and its certificate is owed.
    expect(after!.instalments[1]!.payment).toMatchObject({ method: 'promptpay', receivedSatang: 2_600_000, withheldSatang: 75_000 });
    const secondReceipt = after!.instalments[1]!.receipt!.id;
    expect(await withholds(secondReceipt)).toBe(true);
    expect((await listOwnCertificates(as(alice))).map((row) => [row.documentId, row.withholding])).toEqual([[secondReceipt, 75_000]]);
    expect((await receiptSnapshot(secondReceipt)).payment).toMatchObject({ method: 'promptpay', amount: 2_600_000, withheld: 75_000 });
    const documents = await as(alice).run((tx) =>
      tx.query<{ doc_type: string; snapshot: { payment: { method: string } | null } }>(
        'select doc_type, snapshot from public.documents where quote_id = $1 order by issued_at',
        [quoteId],
      ),
    );
    expect(documents.map((d) => d.doc_type).sort()).toEqual(['invoice', 'invoice', 'quotation', 'tax_invoice', 'tax_invoice']);
    expect(documents.filter((d) => d.snapshot.payment?.method === 'promptpay')).toHaveLength(1);
    // The client is e-mailed the transfer's receipt/tax invoice, as a card payer is, once.
    const receiptMail = await db.asService((tx) =>
      tx.query<{ to_email: string; attachments: number }>(
        `select o.to_email, (select count(*)::int from public.email_attachments a where a.email_id = o.id) as attachments
           from public.email_outbox o where o.kind = 'quote_payment_received' and o.related_id = $1 order by o.created_at`,
        [quoteId],
      ),
    );
    expect(receiptMail).toEqual([
      { to_email: alice.email, attachments: 1 },
      { to_email: alice.email, attachments: 1 },
    ]);
    const balance = await as(alice).run((tx) => tx.one<{ due: number }>('select public.quote_balance_due($1) as due', [quoteId]));
    expect(balance?.due).toBe(0);
  });

  it('a company that withholds pays the net by card, and owes the certificate for exactly what it withheld', async () => {
    const other = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', 'Landing page', $2, 'modal', 'th', 'quoted', 10700) returning id`,
        [alice.id, JSON.stringify({ name: 'Alice Tan', email: alice.email })],
      ),
    );
    const accepted = await acceptQuote({ db, mail, payments: new DemoPayments(db) }, caller(alice), other!.id, {
      ...unrevised,
      withholding: 'withhold',
    });
    if (!accepted.ok) throw new Error('not accepted');
    // ฿10,700 VAT included: ฿10,000 before VAT, 3% is ฿300; the checkout asks for ฿10,400.
    const pending = await db.asService((tx) =>
      tx.one<{ total_amount: number; withheld: number }>(
        `select total_amount, withheld_satang::int as withheld from public.orders where quote_id = $1 and status = 'pending'`,
        [other!.id],
      ),
    );
    expect(pending).toEqual({ total_amount: 10_700, withheld: 30_000 });
    expect(await settleDemoCheckout(as(alice), sessionOf(accepted.checkoutUrl), 'pay')).toBe(true);
    const receipt = await as(alice).run((tx) =>
      tx.one<{ id: string }>(`select id from public.documents where quote_id = $1 and doc_type = 'tax_invoice'`, [other!.id]),
    );
    expect(await withholds(receipt!.id)).toBe(true);
    const snapshot = await receiptSnapshot(receipt!.id);
    expect(snapshot.payment).toMatchObject({ amount: 1_040_000, withheld: 30_000 });
    expect(snapshot.totals).toMatchObject({ total: 1_070_000, withholding: 30_000, net: 1_040_000 });
    expect((await listOwnCertificates(as(alice))).find((row) => row.documentId === receipt!.id)?.withholding).toBe(30_000);
    // What was withheld from a paid order is fixed.
    expect(
      await refusal(() =>
        db.asService((tx) =>
          tx.query(`update public.orders set withheld_satang = 0 where quote_id = $1 and status = 'processing'`, [other!.id]),
        ),
      ),
    ).toBe('23514');
  });

  it('an invoiced schedule is never edited or replaced; instalments are never removed', async () => {
    expect(await setSchedule(as(admin), quoteId, defaultSchedule())).toEqual({ ok: false, problem: 'invoiced' });
    const [schedule] = await instalments(admin);
    const id = schedule!.instalments[0]!.id;
    expect(
      await refusal(() => db.asOwner((tx) => tx.query('update public.payment_instalments set amount_satang = 1 where id = $1', [id]))),
    ).toBe('42501');
    expect(await refusal(() => db.asOwner((tx) => tx.query('delete from public.payment_instalments where id = $1', [id])))).toBe('42501');
    expect(await refusal(() => db.asOwner((tx) => tx.query('update public.instalment_transfers set received_satang = 1')))).toBe('42501');
  });
});
