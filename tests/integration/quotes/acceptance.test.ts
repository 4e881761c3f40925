// Accepting a custom quote on the real schema (decision 0018): the money arithmetic against what was
// paid for the quote's package order (nothing, less, more, exactly), idempotent acceptance, the one
// open balance checkout, the demo payment settling it through the shared fulfilment, questions.
import { bindCaller } from '../../../src/server/db/caller';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder } from '../../../src/server/orders/start';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { askAboutQuote } from '../../../src/server/quotes/ask';
import { payQuote } from '../../../src/server/quotes/pay';
import type { QuoteCaller } from '../../../src/server/billing/ledger/ledger';
import type { CheckoutRequest, PaymentsPort } from '../../../src/server/payments/types';
import { loadDashboard } from '../../../src/server/portal/dashboard';
import { loadAdminOverview, updateQuote } from '../../../src/server/admin/pipeline';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { orderRequestFor, unrevised } from '../support/rows';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
const sessionOf = (url: string | null) => url?.split('/').pop() ?? '';

describe.each(engines)('accepting a custom quote on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let payments: DemoPayments;
  let alice: User;
  let bob: User;
  let deps: { db: DatabaseEngine; mail: MailQueue; payments: PaymentsPort };
  const caller = (user: User): QuoteCaller => ({ userId: user.id, claims: user.claims, email: user.email, origin });

  /** A package order of one Business Website (24,900), paid through the demo checkout. */
  async function paidPackageQuote(user: User, locale: 'en' | 'th' = 'en'): Promise<string> {
    const result = await startOrder(deps, orderRequestFor(user, { quantity: 1, locale }));
    if (!result.ok) throw new Error('order failed');
    expect(await settleDemoCheckout(bindCaller(db, user.claims), sessionOf(result.url), 'pay')).toBe(true);
    return result.quoteId;
  }

  /** A quote from the modal (no package, nothing paid). */
  async function unpaidQuote(user: User): Promise<string> {
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'en') returning id`,
        [user.id, JSON.stringify({ name: 'Alice Tan', email: user.email })],
      ),
    );
    return row!.id;
  }

  const quoteAt = (quoteId: string, price: number) =>
    db.asService((tx) =>
      tx.query(`update public.quotes set status = 'quoted', quoted_price = $2, quoted_timeline = '3 weeks' where id = $1`, [
        quoteId,
        price,
      ]),
    );

  const emails = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{ kind: string; to_email: string; reply_to: string | null; text: string; subject: string }>(
        'select kind, to_email, reply_to, text, subject from public.email_outbox where related_id = $1 order by created_at, kind',
        [quoteId],
      ),
    );
  const kinds = async (quoteId: string) => (await emails(quoteId)).map((e) => e.kind);

  const balanceOrders = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{ status: string; total_amount: number }>(
        `select status, total_amount from public.orders where quote_id = $1 and purpose = 'quote_balance' order by created_at`,
        [quoteId],
      ),
    );

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    payments = new DemoPayments(db);
    deps = { db, mail, payments };
    alice = await createUser(db, { email: `alice-accept-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-accept-${engine}@example.test` });
  });
  afterAll(() => test.close());

  it('nothing paid: the whole custom price is due; paying it settles the quote and the client gets a receipt', async () => {
    const quoteId = await unpaidQuote(alice);
    await quoteAt(quoteId, 45_000);
    const accepted = await acceptQuote(deps, caller(alice), quoteId, unrevised);
    expect(accepted).toMatchObject({
      ok: true,
      changed: true,
      checkoutFailed: false,
      settlement: { paid: 0, outcome: 'due', amount: 45_000 },
    });
    if (!accepted.ok) return;
    expect(accepted.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:4321\/checkout\/demo\/demo_cs_/);
    expect(await balanceOrders(quoteId)).toEqual([{ status: 'pending', total_amount: 45_000 }]);
    const status = await db.asService((tx) =>
      tx.one<{ status: string; accepted_price: number }>('select status, accepted_price from public.quotes where id = $1', [quoteId]),
    );
    expect(status).toEqual({ status: 'approved', accepted_price: 45_000 });
    const studio = (await emails(quoteId)).find((e) => e.kind === 'quote_accepted');
    expect(studio).toMatchObject({ to_email: 'team@siampixel.example', reply_to: alice.email });
    expect(studio?.text).toMatch(/Outcome: THB\s45,000 due/);

    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionOf(accepted.checkoutUrl), 'pay')).toBe(true);
    expect(await balanceOrders(quoteId)).toEqual([{ status: 'processing', total_amount: 45_000 }]);
    const receipt = (await emails(quoteId)).find((e) => e.kind === 'quote_payment_received');
    expect(receipt).toMatchObject({ to_email: alice.email });
    expect(receipt?.text).toMatch(/THB\s45,000/);
    expect(receipt?.text).toContain('paid in full');

    // Paid: nothing more to pay, no new checkout, and the receipt was sent once.
    expect(await payQuote(deps, caller(alice), quoteId)).toMatchObject({ ok: true, checkoutUrl: null, settlement: { outcome: 'settled' } });
    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionOf(accepted.checkoutUrl), 'pay')).toBe(false);
    expect((await kinds(quoteId)).filter((k) => k === 'quote_payment_received')).toHaveLength(1);
  });

  it('paid less (the catalogue price): the difference is due; a cancelled checkout leaves it due and Pay now opens another', async () => {
    const quoteId = await paidPackageQuote(alice);
    await quoteAt(quoteId, 30_000);
    const accepted = await acceptQuote(deps, caller(alice), quoteId, unrevised);
    expect(accepted).toMatchObject({ ok: true, settlement: { price: 30_000, paid: 24_900, outcome: 'due', amount: 5_100 } });
    if (!accepted.ok) return;

    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionOf(accepted.checkoutUrl), 'cancel')).toBe(true);
    const retry = await payQuote(deps, caller(alice), quoteId);
    expect(retry).toMatchObject({ ok: true, settlement: { outcome: 'due', amount: 5_100 } });
    if (!retry.ok) return;
    expect(retry.checkoutUrl).not.toBe(accepted.checkoutUrl);
    expect(await balanceOrders(quoteId)).toEqual([
      { status: 'cancelled', total_amount: 5_100 },
      { status: 'pending', total_amount: 5_100 },
    ]);
    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionOf(retry.checkoutUrl), 'pay')).toBe(true);
    expect(await payQuote(deps, caller(alice), quoteId)).toMatchObject({ ok: true, settlement: { paid: 30_000, outcome: 'settled' } });
  });

  it('paid more: a credit note for the difference, e-mailed in Thai, no checkout, issued once', async () => {
    const quoteId = await paidPackageQuote(alice, 'th');
    await quoteAt(quoteId, 20_000);
    const accepted = await acceptQuote(deps, caller(alice), quoteId, unrevised);
    expect(accepted).toEqual({
      ok: true,
      changed: true,
      checkoutUrl: null,
      checkoutFailed: false,
      settlement: { price: 20_000, paid: 24_900, credited: 0, netPaid: 24_900, outcome: 'credit', amount: 4_900 },
    });
    expect(await balanceOrders(quoteId)).toEqual([]);
    const notes = await db.asService((tx) =>
      tx.query<{ amount: number }>('select amount from public.quote_credit_notes where quote_id = $1', [quoteId]),
    );
    expect(notes).toEqual([{ amount: 4_900 }]);
    const credit = (await emails(quoteId)).find((e) => e.kind === 'quote_credit_note');
    expect(credit?.subject).toBe('ใบลดหนี้สำหรับใบเสนอราคาของคุณ');
    expect(credit?.text).toContain('฿4,900');
    expect(credit?.text).toContain('เรียน คุณ');

    // A replay: the credit is not issued again, and the answer is now "settled".
    const again = await acceptQuote(deps, caller(alice), quoteId, unrevised);
    expect(again).toMatchObject({ ok: true, changed: false, settlement: { credited: 4_900, outcome: 'settled' } });
    expect(await db.asService((tx) => tx.query('select 1 from public.quote_credit_notes where quote_id = $1', [quoteId]))).toHaveLength(1);
    expect((await kinds(quoteId)).filter((k) => k === 'quote_credit_note' || k === 'quote_accepted').sort()).toEqual([
      'quote_accepted',
      'quote_credit_note',
    ]);
  });

  it('paid exactly the custom price: nothing due, no checkout, no credit', async () => {
    const quoteId = await paidPackageQuote(alice);
    await quoteAt(quoteId, 24_900);
    expect(await acceptQuote(deps, caller(alice), quoteId, unrevised)).toMatchObject({
      ok: true,
      checkoutUrl: null,
      settlement: { outcome: 'settled', amount: 0 },
    });
    expect(await balanceOrders(quoteId)).toEqual([]);
    expect(await db.asService((tx) => tx.query('select 1 from public.quote_credit_notes where quote_id = $1', [quoteId]))).toHaveLength(0);
  });

  it('is idempotent: a double click or a replay accepts once, e-mails once and gets the same checkout', async () => {
    const quoteId = await unpaidQuote(alice);
    await quoteAt(quoteId, 12_000);
    const [first, second] = await Promise.all([
      acceptQuote(deps, caller(alice), quoteId, unrevised),
      acceptQuote(deps, caller(alice), quoteId, unrevised),
    ]);
    const third = await acceptQuote(deps, caller(alice), quoteId, unrevised);
    const results = [first, second, third];
    expect(results.filter((r) => r.ok && r.changed)).toHaveLength(1);
    const urls = new Set(results.map((r) => (r.ok ? r.checkoutUrl : null)));
    expect(urls.size).toBe(1);
    expect(await balanceOrders(quoteId)).toEqual([{ status: 'pending', total_amount: 12_000 }]);
    expect((await kinds(quoteId)).filter((k) => k === 'quote_accepted')).toHaveLength(1);
  });

  it('only the owner, and only a quoted quote with a price', async () => {
    const quoteId = await unpaidQuote(alice);
    expect(await acceptQuote(deps, caller(alice), quoteId, unrevised)).toEqual({ ok: false, error: 'not_acceptable' });
    await quoteAt(quoteId, 9_000);
    expect(await acceptQuote(deps, caller(bob), quoteId, unrevised)).toEqual({ ok: false, error: 'not_found' });
    expect(await payQuote(deps, caller(bob), quoteId)).toEqual({ ok: false, error: 'not_found' });
    expect(await payQuote(deps, caller(alice), quoteId)).toEqual({ ok: false, error: 'not_acceptable' });
    await db.asService((tx) => tx.query(`update public.quotes set status = 'rejected' where id = $1`, [quoteId]));
    expect(await acceptQuote(deps, caller(alice), quoteId, unrevised)).toEqual({ ok: false, error: 'not_acceptable' });
    expect(await kinds(quoteId)).toEqual([]);
  });

  it('a failing provider leaves the quote accepted with the amount still due, and nothing half-written', async () => {
    const quoteId = await unpaidQuote(alice);
    await quoteAt(quoteId, 7_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: PaymentsPort = {
      kind: 'demo',
      createCheckout: (_request: CheckoutRequest) => Promise.reject(new Error('provider down')),
      getCheckout: () => Promise.resolve(null),
    };
    const accepted = await acceptQuote({ ...deps, payments: failing }, caller(alice), quoteId, unrevised);
    expect(accepted).toMatchObject({ ok: true, changed: true, checkoutUrl: null, checkoutFailed: true, settlement: { amount: 7_000 } });
    expect(await balanceOrders(quoteId)).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    const retry = await payQuote(deps, caller(alice), quoteId);
    expect(retry).toMatchObject({ ok: true, checkoutFailed: false, settlement: { amount: 7_000 } });
  });

  it('keeps a question on the quote and e-mails it to the studio; never on somebody else’s quote', async () => {
    const quoteId = await unpaidQuote(alice);
    const message = await askAboutQuote(deps, caller(alice), quoteId, 'Can the site go live before Songkran?\nThanks');
    expect(message).toMatchObject({ author: 'client', body: 'Can the site go live before Songkran?\nThanks' });
    const question = (await emails(quoteId)).find((e) => e.kind === 'quote_question');
    expect(question).toMatchObject({ to_email: 'team@siampixel.example', reply_to: alice.email });
    expect(question?.text).toContain('> Can the site go live before Songkran?');
    expect(await askAboutQuote(deps, caller(bob), quoteId, 'Sneaky')).toBeNull();
    const stored = await db.asService((tx) =>
      tx.query<{ body: string }>('select body from public.quote_messages where quote_id = $1', [quoteId]),
    );
    expect(stored.map((m) => m.body)).toEqual(['Can the site go live before Songkran?\nThanks']);
  });

  it('the dashboard shows each client the arithmetic and the questions of their own quotes only', async () => {
    const carol = await createUser(db, { email: `carol-accept-${engine}@example.test` });
    const quoteId = await paidPackageQuote(carol);
    await quoteAt(quoteId, 30_000);
    await askAboutQuote(deps, caller(carol), quoteId, 'Is hosting included?');
    const before = (await loadDashboard(bindCaller(db, carol.claims), 'en')).quotes.find((q) => q.id === quoteId);
    expect(before?.settlement).toMatchObject({ price: 30_000, paid: 24_900, outcome: 'due', amount: 5_100 });
    expect(before?.messages.map((m) => [m.author, m.body])).toEqual([['client', 'Is hosting included?']]);
    const accepted = await acceptQuote(deps, caller(carol), quoteId, unrevised);
    if (!accepted.ok) throw new Error('not accepted');
    await settleDemoCheckout(bindCaller(db, carol.claims), sessionOf(accepted.checkoutUrl), 'pay');
    const after = await loadDashboard(bindCaller(db, carol.claims), 'en');
    expect(after.quotes.find((q) => q.id === quoteId)?.settlement).toMatchObject({ paid: 30_000, outcome: 'settled' });
    expect(after.orders.filter((o) => o.quoteBalance).map((o) => [o.amount, o.status])).toEqual([[5_100, 'processing']]);
    // Another client sees none of it.
    const bobs = await loadDashboard(bindCaller(db, bob.claims), 'en');
    expect(bobs.quotes.some((q) => q.id === quoteId)).toBe(false);
  });

  it("shows the admin the client's questions and the accepted price in the quote dialog's data", async () => {
    const admin = await createUser(db, { email: `admin-accept-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    const quoteId = await unpaidQuote(alice);
    await quoteAt(quoteId, 18_000);
    await askAboutQuote(deps, caller(alice), quoteId, 'Does this include the logo?');
    await acceptQuote(deps, caller(alice), quoteId, unrevised);
    const listed = (await loadAdminOverview(bindCaller(db, admin.claims))).quotes.rows.find((q) => q.id === quoteId);
    expect(listed).toMatchObject({ status: 'approved', acceptedPrice: 18_000 });
    expect(listed?.messages.map((m) => [m.author, m.body])).toEqual([['client', 'Does this include the logo?']]);
    // Saving the quote answers with the same questions, so the open dialog keeps showing them.
    const saved = await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'approved',
      quotedPrice: 18_000,
      quotedTimeline: '',
      adminNotes: '',
    });
    expect(typeof saved === 'object' && 'messages' in saved && saved.messages).toHaveLength(1);
  });
});
