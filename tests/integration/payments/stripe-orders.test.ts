// The whole order flow on the real schema with the Stripe adapter against the fake Stripe API: the quote
// and its e-mails before any checkout, the pending order, and the signed webhooks that settle it.
import { describe, expect, it } from 'vitest';
import { MailQueue } from '../../../src/server/mail/outbox';
import { settleReturnFromCheckout } from '../../../src/server/orders/fulfil';
import { startOrder, type OrderRequest } from '../../../src/server/orders/start';
import { handlePaymentWebhook } from '../../../src/server/orders/webhook';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { createUser, type User } from '../support/actors';
import { engines } from '../support/database';
import { signedWebhook } from '../support/fakeStripe';
import { SEED } from '../support/seed';
import { orderRequestFor, useStripeSuite } from '../support/rows';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });

interface OrderRow {
  id: string;
  user_id: string;
  quote_id: string | null;
  package_id: string;
  quantity: number;
  total_amount: number;
  currency: string;
  status: string;
  payment_session_id: string;
}

interface QuoteRow {
  id: string;
  source: string;
  package_id: string;
  package_name: string;
  package_price: number;
  quantity: number;
  locale: string;
}

describe.each(engines)('Stripe orders on %s', (engine) => {
  const stripe = useStripeSuite(engine);
  let customers = 0;
  const db = (): DatabaseEngine => stripe.db;
  const deps = () => ({ db: db(), mail, payments: stripe.payments });

  const newCustomer = () => {
    customers += 1;
    return createUser(db(), { email: `customer${customers}@example.test`, userMetadata: { full_name: `Customer ${customers}` } });
  };

  const orderRequest = (user: User, extra: Partial<OrderRequest> = {}) => orderRequestFor(user, extra);

  const ordersOf = (userId: string) =>
    db().asService((tx) =>
      tx.query<OrderRow>(
        `select id, user_id, quote_id, package_id, quantity, total_amount, currency, status, payment_session_id
         from public.orders where user_id = $1 order by created_at`,
        [userId],
      ),
    );
  const quotesOf = (userId: string) =>
    db().asService((tx) =>
      tx.query<QuoteRow>(
        'select id, source, package_id, package_name, package_price, quantity, locale from public.quotes where user_id = $1',
        [userId],
      ),
    );
  const emailKindsOf = async (quoteId: string) =>
    (
      await db().asService((tx) =>
        tx.query<{ kind: string }>(
          `select kind from public.email_outbox where related_table = 'quotes' and related_id = $1 order by kind`,
          [quoteId],
        ),
      )
    ).map((row) => row.kind);
  const statusOf = async (sessionId: string) =>
    (
      await db().asService((tx) =>
        tx.one<{ status: string }>('select status from public.orders where payment_session_id = $1', [sessionId]),
      )
    )?.status;

  /** Starts an order that must succeed, returning its quote and the checkout session the fake created. */
  const checkout = async (user: User, extra: Partial<OrderRequest> = {}) => {
    const result = await startOrder(deps(), orderRequest(user, extra));
    if (!result.ok) throw new Error(`startOrder failed: ${result.error}`);
    const sessionId = result.url.split('/').pop() ?? '';
    return { ...result, session: stripe.fake.session(sessionId) };
  };

  /** Delivers a webhook the way the API route does: raw body plus the Stripe-Signature header. */
  const deliver = (delivery: { body: string; signature: string | null }) =>
    handlePaymentWebhook(db(), stripe.payments, delivery.body, delivery.signature);

  it('stores the quote and its two e-mails, opens a checkout at the database price, and records a pending order', async () => {
    const ann = await newCustomer();
    const result = await startOrder(deps(), orderRequest(ann));

    expect(stripe.fake.creates()).toHaveLength(1);
    const [sent] = stripe.fake.creates();
    const sessionId = (await ordersOf(ann.id))[0]?.payment_session_id ?? '';
    expect(sessionId).toMatch(/^cs_test_/);
    const session = stripe.fake.session(sessionId);
    expect(result).toEqual({ ok: true, quoteId: expect.any(String), url: session.url });
    if (!result.ok) return;

    // The price comes from packages (24 900 THB), in satang; nothing in the request carried one.
    expect(sent?.params).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2490000',
      'line_items[0][price_data][currency]': 'thb',
      // A Thai customer's checkout names the package in Thai (issue 10).
      'line_items[0][price_data][product_data][name]': 'เว็บไซต์ธุรกิจ',
      'line_items[0][quantity]': '2',
      'metadata[quote_id]': result.quoteId,
      'metadata[user_id]': ann.id,
      'metadata[package_id]': SEED.packages.businessWebsite,
      'metadata[quantity]': '2',
      customer_email: ann.email,
      locale: 'th',
      success_url: 'http://127.0.0.1:4321/th/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://127.0.0.1:4321/th/order/${SEED.packages.businessWebsite}?cancelled=true`,
    });
    expect(session.amount_total).toBe(4980000);

    expect(await quotesOf(ann.id)).toEqual([
      {
        id: result.quoteId,
        source: 'order',
        package_id: SEED.packages.businessWebsite,
        package_name: 'Business Website',
        package_price: 24900,
        quantity: 2,
        locale: 'th',
      },
    ]);
    expect(await emailKindsOf(result.quoteId)).toEqual(['purchase_attempt', 'quote_confirmation']);
    expect(await ordersOf(ann.id)).toEqual([
      expect.objectContaining({
        quote_id: result.quoteId,
        package_id: SEED.packages.businessWebsite,
        quantity: 2,
        total_amount: 49800,
        currency: 'THB',
        status: 'pending',
        payment_session_id: session.id,
      }),
    ]);
  });

  it('settles the checkout once from a signed webhook, ignores forged ones, and lets received money win', async () => {
    const ann = await newCustomer();
    const first = await checkout(ann);

    // Paid: the signed checkout.session.completed turns the pending order into a processing one.
    const completed = signedWebhook('checkout.session.completed', stripe.fake.markPaid(first.session.id));
    const response = await deliver(completed);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statusOf(first.session.id)).toBe('processing');

    // Stripe delivers at least once: the same event again changes nothing and adds no order.
    expect((await deliver(completed)).status).toBe(200);
    expect(await ordersOf(ann.id)).toEqual([expect.objectContaining({ status: 'processing', total_amount: 49800 })]);
    // Paid (issue 21): the client's receipt and the studio's alert, once however often Stripe reports it.
    expect(await emailKindsOf(first.quoteId)).toEqual(['order_paid', 'order_receipt', 'purchase_attempt', 'quote_confirmation']);
    const receipt = await db().asService((tx) =>
      tx.one<{ to_email: string; locale: string; subject: string; text: string }>(
        `select to_email, locale, subject, text from public.email_outbox where kind = 'order_receipt' and related_id = $1`,
        [first.quoteId],
      ),
    );
    // Ann ordered in Thai: her receipt is in Thai, with the Thai package name and the amount in baht.
    expect(receipt).toMatchObject({ to_email: ann.email, locale: 'th' });
    expect(receipt?.subject).toContain('เว็บไซต์ธุรกิจ');
    expect(receipt?.text).toContain('฿49,800');

    // A second, still unpaid checkout: a forged "paid" event for it is refused and changes nothing.
    const second = await checkout(ann, { quantity: 1 });
    expect(await statusOf(second.session.id)).toBe('pending');
    const paidLookalike = { ...second.session, status: 'complete', payment_status: 'paid', url: null };
    for (const forged of [
      signedWebhook('checkout.session.completed', paidLookalike, { secret: 'whsec_attacker' }),
      { body: signedWebhook('checkout.session.completed', paidLookalike).body, signature: null },
      { ...signedWebhook('checkout.session.expired', first.session), body: '{"type":"checkout.session.expired"}' },
    ]) {
      const refused = await deliver(forged);
      expect(refused.status).toBe(400);
    }
    expect(await statusOf(second.session.id)).toBe('pending');
    expect(await statusOf(first.session.id)).toBe('processing');

    // Abandoned: the expired event cancels the pending order.
    expect((await deliver(signedWebhook('checkout.session.expired', stripe.fake.expire(second.session.id)))).status).toBe(200);
    expect(await statusOf(second.session.id)).toBe('cancelled');
    // An expiry can never undo a paid order.
    const lateExpiry = signedWebhook('checkout.session.expired', { ...stripe.fake.session(first.session.id), status: 'expired' });
    expect((await deliver(lateExpiry)).status).toBe(200);
    expect(await statusOf(first.session.id)).toBe('processing');

    // Money received after the cancellation still wins (e.g. an async payment that succeeded late).
    const latePaid = { ...stripe.fake.session(second.session.id), status: 'complete', payment_status: 'paid' };
    expect((await deliver(signedWebhook('checkout.session.async_payment_succeeded', latePaid))).status).toBe(200);
    expect(await statusOf(second.session.id)).toBe('processing');
    expect(await ordersOf(ann.id)).toEqual([
      expect.objectContaining({ payment_session_id: first.session.id, status: 'processing', total_amount: 49800, quantity: 2 }),
      expect.objectContaining({ payment_session_id: second.session.id, status: 'processing', total_amount: 24900, quantity: 1 }),
    ]);
  });

  it('pays a checkout that a retry superseded: the cancelled order becomes processing', async () => {
    const boon = await newCustomer();
    stripe.fake.fail({ status: 402 });
    const failed = await startOrder(deps(), orderRequest(boon));
    expect(failed).toEqual({ ok: false, error: 'checkout_failed', quoteId: expect.any(String) });
    if (failed.ok || failed.error !== 'checkout_failed') return;

    const first = await checkout(boon, { retryQuoteId: failed.quoteId });
    // The customer comes back and retries the same quote with another quantity: the first checkout is superseded.
    const second = await checkout(boon, { retryQuoteId: failed.quoteId, quantity: 3 });
    expect(second.quoteId).toBe(failed.quoteId);
    expect(await statusOf(first.session.id)).toBe('cancelled');
    expect(await statusOf(second.session.id)).toBe('pending');

    // ...but had already paid in the first tab.
    expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.markPaid(first.session.id)))).status).toBe(200);
    expect(await statusOf(first.session.id)).toBe('processing');
    expect(await quotesOf(boon.id)).toHaveLength(1);
  });

  it('keeps the request when Stripe fails, and a retry reuses the same quote and e-mails', async () => {
    const chai = await newCustomer();
    // The adapter retries a 500 twice (three attempts, same idempotency key) before giving up.
    stripe.fake.fail({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await startOrder(deps(), orderRequest(chai));
    expect(failed).toEqual({ ok: false, error: 'checkout_failed', quoteId: expect.any(String) });
    if (failed.ok || failed.error !== 'checkout_failed') return;
    expect(stripe.fake.creates().map((sent) => sent.status)).toEqual([500, 500, 500]);
    expect(console.error).toHaveBeenCalled();

    expect(await quotesOf(chai.id)).toEqual([expect.objectContaining({ id: failed.quoteId, source: 'order', quantity: 2 })]);
    expect(await emailKindsOf(failed.quoteId)).toEqual(['purchase_attempt', 'quote_confirmation']);
    expect(await ordersOf(chai.id)).toEqual([]);

    const retried = await checkout(chai, { retryQuoteId: failed.quoteId });
    expect(retried.quoteId).toBe(failed.quoteId);
    expect(retried.url).toBe(retried.session.url);
    expect(stripe.fake.creates().at(-1)?.params).toMatchObject({
      'metadata[quote_id]': failed.quoteId,
      'line_items[0][price_data][unit_amount]': '2490000',
      'line_items[0][quantity]': '2',
    });
    expect(await quotesOf(chai.id)).toHaveLength(1);
    expect(await emailKindsOf(failed.quoteId)).toEqual(['purchase_attempt', 'quote_confirmation']);
    expect(await ordersOf(chai.id)).toEqual([
      expect.objectContaining({
        quote_id: failed.quoteId,
        status: 'pending',
        total_amount: 49800,
        payment_session_id: retried.session.id,
      }),
    ]);
  }, 20_000);

  it("does not reuse another customer's quote on retry", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const { quoteId } = await checkout(owner);
    const theirs = await checkout(intruder, { retryQuoteId: quoteId });
    expect(theirs.quoteId).not.toBe(quoteId);
    expect(await quotesOf(intruder.id)).toHaveLength(1);
    expect(await emailKindsOf(quoteId)).toHaveLength(2);
    expect(await ordersOf(owner.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('refuses an inactive package before any checkout', async () => {
    const dao = await newCustomer();
    expect(await startOrder(deps(), orderRequest(dao, { packageId: SEED.packages.retiredLandingPage }))).toEqual({
      ok: false,
      error: 'package_not_found',
    });
    expect(stripe.fake.requests).toEqual([]);
    expect(await quotesOf(dao.id)).toEqual([]);
  });

  it("settles on return only the returning customer's own paid checkout", async () => {
    const ann = await newCustomer();
    const boon = await newCustomer();
    const { session } = await checkout(ann);

    // Not paid yet: nothing to settle.
    await settleReturnFromCheckout(db(), stripe.payments, session.id, ann.id);
    expect(await statusOf(session.id)).toBe('pending');

    stripe.fake.markPaid(session.id);
    await settleReturnFromCheckout(db(), stripe.payments, session.id, boon.id);
    expect(await statusOf(session.id)).toBe('pending');
    expect(await ordersOf(boon.id)).toEqual([]);

    // An unknown session id and a failing provider are shrugged off; the webhook settles later.
    await settleReturnFromCheckout(db(), stripe.payments, 'cs_test_unknown', ann.id);
    stripe.fake.fail({ status: 500, shouldRetry: false });
    await settleReturnFromCheckout(db(), stripe.payments, session.id, ann.id);
    expect(await statusOf(session.id)).toBe('pending');

    await settleReturnFromCheckout(db(), stripe.payments, session.id, ann.id);
    expect(await statusOf(session.id)).toBe('processing');
    expect(await ordersOf(ann.id)).toHaveLength(1);
  });
});
