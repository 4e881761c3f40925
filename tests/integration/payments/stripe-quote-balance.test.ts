// The balance of an accepted custom quote through Stripe Checkout (fake Stripe API) and its signed
// webhook (decision 0018): the amount is the server's (accepted price minus what was paid), the
// metadata says what it is for, the webhook settles it once and the client gets one receipt. A quote
// from the modal (no package) can be paid too, and a balance for someone else's quote is never recorded.
import { describe, expect, it } from 'vitest';
import { MailQueue } from '../../../src/server/mail/outbox';
import { settleReturnFromCheckout } from '../../../src/server/orders/fulfil';
import { startOrder } from '../../../src/server/orders/start';
import { handlePaymentWebhook } from '../../../src/server/orders/webhook';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { payQuote } from '../../../src/server/quotes/pay';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { createUser, type User } from '../support/actors';
import { engines } from '../support/database';
import { signedWebhook } from '../support/fakeStripe';
import { SEED } from '../support/seed';
import { orderRequestFor, unrevised, useStripeSuite } from '../support/rows';
import type { DocumentSnapshot } from '../../../src/domain/money/document';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';

describe.each(engines)('Stripe quote balances on %s', (engine) => {
  const stripe = useStripeSuite(engine);
  let customers = 0;
  const db = (): DatabaseEngine => stripe.db;
  const deps = () => ({ db: db(), mail, payments: stripe.payments });
  const caller = (user: User) => ({ userId: user.id, claims: user.claims, email: user.email, origin });
  const deliver = (delivery: { body: string; signature: string | null }) =>
    handlePaymentWebhook(db(), stripe.payments, delivery.body, delivery.signature, mail);
  const newCustomer = () => {
    customers += 1;
    return createUser(db(), { email: `balance${customers}-${engine}@example.test` });
  };
  const quoteAt = (quoteId: string, price: number) =>
    db().asService((tx) => tx.query(`update public.quotes set status = 'quoted', quoted_price = $2 where id = $1`, [quoteId, price]));
  const balanceOrders = (quoteId: string) =>
    db().asService((tx) =>
      tx.query<{ status: string; total_amount: number; payment_session_id: string }>(
        `select status, total_amount, payment_session_id from public.orders where quote_id = $1 and purpose = 'quote_balance' order by created_at`,
        [quoteId],
      ),
    );
  const receipts = (quoteId: string) =>
    db().asService((tx) =>
      tx.query<{ to_email: string; text: string }>(
        `select to_email, text from public.email_outbox where related_id = $1 and kind = 'quote_payment_received'`,
        [quoteId],
      ),
    );

  /** A package order of one Business Website (24,900), paid through its signed webhook. */
  async function paidPackageQuote(user: User): Promise<string> {
    const result = await startOrder(deps(), orderRequestFor(user, { quantity: 1, locale: 'en' }));
    if (!result.ok) throw new Error('order failed');
    const sessionId = result.url.split('/').pop() ?? '';
    expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.markPaid(sessionId)))).status).toBe(200);
    return result.quoteId;
  }

  it('charges the difference, tagged as a quote balance, and settles it once from the webhook', async () => {
    const ann = await newCustomer();
    const quoteId = await paidPackageQuote(ann);
    await quoteAt(quoteId, 45_000);
    const creates = stripe.fake.creates().length;
    const accepted = await acceptQuote(deps(), caller(ann), quoteId, unrevised);
    expect(accepted).toMatchObject({ ok: true, settlement: { outcome: 'due', amount: 20_100 } });
    if (!accepted.ok) return;
    const [sent] = stripe.fake.creates().slice(creates);
    expect(sent?.params).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2010000',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][product_data][name]': 'Custom quote: Business Website',
      'metadata[quote_id]': quoteId,
      'metadata[user_id]': ann.id,
      'metadata[package_id]': SEED.packages.businessWebsite,
      'metadata[purpose]': 'quote_balance',
      cancel_url: `${origin}/dashboard?checkout=cancelled`,
    });
    const [order] = await balanceOrders(quoteId);
    expect(order).toMatchObject({ status: 'pending', total_amount: 20_100 });
    expect(accepted.checkoutUrl).toBe(stripe.fake.session(order!.payment_session_id).url);

    // Pay now while the checkout is open: the same Stripe session, no second one.
    const again = await payQuote(deps(), caller(ann), quoteId);
    expect(again).toMatchObject({ ok: true, checkoutUrl: accepted.checkoutUrl });
    expect(stripe.fake.creates().length).toBe(creates + 1);

    const paid = signedWebhook('checkout.session.completed', stripe.fake.markPaid(order!.payment_session_id));
    expect((await deliver(paid)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);
    await settleReturnFromCheckout(db(), stripe.payments, order!.payment_session_id, ann.id);
    expect(await balanceOrders(quoteId)).toEqual([expect.objectContaining({ status: 'processing', total_amount: 20_100 })]);
    expect(await receipts(quoteId)).toHaveLength(1);
    expect(await payQuote(deps(), caller(ann), quoteId)).toMatchObject({ ok: true, checkoutUrl: null, settlement: { outcome: 'settled' } });
  });

  it('a quote without a package (the modal) is paid in full; settled on return before any webhook', async () => {
    const bee = await newCustomer();
    const quote = await db().asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', $2, 'modal', 'th', 'quoted', 15000) returning id`,
        [bee.id, JSON.stringify({ name: 'Bee', email: bee.email })],
      ),
    );
    const accepted = await acceptQuote(deps(), caller(bee), quote!.id, unrevised);
    if (!accepted.ok) throw new Error('not accepted');
    const sent = stripe.fake.creates().at(-1);
    expect(sent?.params['metadata[package_id]']).toBeUndefined();
    expect(sent?.params).toMatchObject({
      'metadata[purpose]': 'quote_balance',
      locale: 'th',
      'line_items[0][price_data][unit_amount]': '1500000',
    });
    const [order] = await balanceOrders(quote!.id);
    stripe.fake.markPaid(order!.payment_session_id);
    await settleReturnFromCheckout(db(), stripe.payments, order!.payment_session_id, bee.id);
    expect(await balanceOrders(quote!.id)).toEqual([expect.objectContaining({ status: 'processing', total_amount: 15_000 })]);
    const [receipt] = await receipts(quote!.id);
    expect(receipt?.text).toContain('฿15,000');
    expect(receipt?.text).toContain('ชำระครบแล้ว');
  });

  it('a paid balance naming someone else’s quote is not recorded as an order (reconciled instead)', async () => {
    const cat = await newCustomer();
    const dan = await newCustomer();
    const quoteId = await paidPackageQuote(cat);
    await quoteAt(quoteId, 30_000);
    const accepted = await acceptQuote(deps(), caller(cat), quoteId, unrevised);
    if (!accepted.ok) throw new Error('not accepted');
    const [order] = await balanceOrders(quoteId);
    const session = stripe.fake.markPaid(order!.payment_session_id);
    const forged = { ...session, metadata: { ...session.metadata, user_id: dan.id } };
    expect((await deliver(signedWebhook('checkout.session.completed', forged))).status).toBe(200);
    expect(await balanceOrders(quoteId)).toEqual([expect.objectContaining({ status: 'pending' })]);
    const reconciled = await db().asService((tx) =>
      tx.query<{ reason: string }>('select reason from public.payment_reconciliations where payment_session_id = $1', [session.id]),
    );
    expect(reconciled).toEqual([{ reason: 'mismatch' }]);
  });

  it('refuses a purpose it does not know as a malformed event', async () => {
    const eve = await newCustomer();
    const quoteId = await paidPackageQuote(eve);
    await quoteAt(quoteId, 30_000);
    const accepted = await acceptQuote(deps(), caller(eve), quoteId, unrevised);
    if (!accepted.ok) throw new Error('not accepted');
    const [order] = await balanceOrders(quoteId);
    const session = stripe.fake.markPaid(order!.payment_session_id);
    const odd = { ...session, metadata: { ...session.metadata, purpose: 'refund' } };
    expect((await deliver(signedWebhook('checkout.session.completed', odd))).status).toBe(400);
    expect(await balanceOrders(quoteId)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('a superseded checkout paid as well: both payments are kept and the surplus is credited at once', async () => {
    const fay = await newCustomer();
    const quoteId = await paidPackageQuote(fay);
    await quoteAt(quoteId, 30_000);
    const accepted = await acceptQuote(deps(), caller(fay), quoteId, unrevised);
    if (!accepted.ok) throw new Error('not accepted');
    // The accepted price changes (a re-quote accepted again): the open 5,100 checkout is superseded.
    await db().asService((tx) => tx.query('update public.quotes set accepted_price = 31000 where id = $1', [quoteId]));
    const retry = await payQuote(deps(), caller(fay), quoteId);
    expect(retry).toMatchObject({ ok: true, settlement: { amount: 6_100 } });
    const [first, second] = await balanceOrders(quoteId);
    expect([first?.status, second?.status]).toEqual(['cancelled', 'pending']);
    // Both are paid at Stripe: the money is real, both are recorded, 5,100 is credited back.
    for (const order of [first!, second!]) {
      expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.markPaid(order.payment_session_id)))).status).toBe(200);
    }
    expect((await balanceOrders(quoteId)).map((o) => o.status)).toEqual(['processing', 'processing']);
    const notes = await db().asService((tx) =>
      tx.query<{ amount: number }>('select amount from public.quote_credit_notes where quote_id = $1', [quoteId]),
    );
    expect(notes).toEqual([{ amount: 5_100 }]);
    expect(await payQuote(deps(), caller(fay), quoteId)).toMatchObject({ ok: true, checkoutUrl: null, settlement: { outcome: 'settled' } });
  });
  // Decision 0061: a company client says whether it withholds 3%; Stripe charges the total less it, the
  // webhook records the order at its full value with what was withheld, and the receipt says both.
  it('a company that withholds is charged the net by card; paying in full is charged the total and owes nothing', async () => {
    const company = await newCustomer();
    await db().asCaller(company.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท ลูกค้า จำกัด', '0107537000882', null, 'Bangkok')`,
        [company.id],
      ),
    );
    const quotes = () => db().asService((tx) => tx.query('select id from public.quotes where user_id = $1', [company.id]));
    expect(await startOrder(deps(), orderRequestFor(company, { quantity: 1 }))).toEqual({
      ok: false,
      error: 'withholding_choice_required',
    });
    expect(await quotes()).toEqual([]);

    const settled = async (withholding: 'withhold' | 'full') => {
      const creates = stripe.fake.creates().length;
      const result = await startOrder(deps(), orderRequestFor(company, { quantity: 1, withholding }));
      if (!result.ok) throw new Error('order failed');
      const [sent] = stripe.fake.creates().slice(creates);
      const sessionId = result.url.split('/').pop() ?? '';
      expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.markPaid(sessionId)))).status).toBe(200);
      const row = await db().asService((tx) =>
        tx.one<{ total_amount: number; withheld: number; document_id: string; snapshot: DocumentSnapshot }>(
          `select o.total_amount, o.withheld_satang::int as withheld, d.id as document_id, d.snapshot
             from public.orders o join public.documents d on d.order_id = o.id where o.payment_session_id = $1`,
          [sessionId],
        ),
      );
      const owed = await db().asCaller(company.claims, (tx) =>
        tx.one<{ yes: boolean }>('select public.document_withholds($1) as yes', [row!.document_id]),
      );
      return { params: sent!.params, row: row!, owed: owed!.yes };
    };

    // ฿24,900: ฿23,271.03 before VAT, 3% is ฿698.13; the card is charged ฿24,201.87.
    const net = await settled('withhold');
    expect(net.params).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2420187',
      'line_items[0][quantity]': '1',
      'metadata[withheld_satang]': '69813',
    });
    expect(net.params['line_items[0][price_data][product_data][description]']).toContain('698.13');
    expect(net.row).toMatchObject({ total_amount: 24_900, withheld: 69_813 });
    expect(net.row.snapshot.payment).toMatchObject({ amount: 2_420_187, withheld: 69_813 });
    expect(net.owed).toBe(true);

    const full = await settled('full');
    expect(full.params).toMatchObject({ 'line_items[0][price_data][unit_amount]': '2490000', 'line_items[0][quantity]': '1' });
    expect(full.params['metadata[withheld_satang]']).toBeUndefined();
    expect(full.row).toMatchObject({ total_amount: 24_900, withheld: 0 });
    expect(full.row.snapshot.payment).toMatchObject({ amount: 2_490_000, withheld: 0 });
    expect(full.row.snapshot.totals).toMatchObject({ withholding: 0, net: 2_490_000 });
    expect(full.owed).toBe(false);
  });
});
