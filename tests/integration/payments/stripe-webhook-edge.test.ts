// The webhook's edges on the real schema, through handlePaymentWebhook exactly as the API route calls it:
// a correctly signed but malformed event is refused with 400 and writes nothing; a signed, well-formed
// paid event that names no customer's order is never recorded as an order but as a payment for the studio
// to reconcile, with one studio e-mail, however often Stripe delivers it; a database failure stays a 500.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MailQueue } from '../../../src/server/mail/outbox';
import { settleReturnFromCheckout } from '../../../src/server/orders/fulfil';
import { startOrder } from '../../../src/server/orders/start';
import { handlePaymentWebhook } from '../../../src/server/orders/webhook';
import type { Database, DatabaseEngine } from '../../../src/server/db/types';
import { createUser, type User } from '../support/actors';
import { engines } from '../support/database';
import { signedBody, signedWebhook, stripeEvent } from '../support/fakeStripe';
import { SEED } from '../support/seed';
import { orderRequestFor, useStripeSuite } from '../support/rows';

const STUDIO = 'team@siampixel.example';
const mail = new MailQueue({ logToConsole: false, studioInbox: STUDIO });

interface Counts {
  orders: number;
  processing: number;
  reconciliations: number;
  emails: number;
}

interface ReconciliationRow {
  id: string;
  provider: string;
  payment_session_id: string;
  reason: string;
  amount: number;
  currency: string;
  customer_email: string | null;
  metadata: Record<string, string>;
  resolved_at: Date | null;
}

interface OutboxRow {
  to_email: string;
  reply_to: string | null;
  subject: string;
  text: string;
  kind: string;
  locale: string;
  related_table: string;
  related_id: string;
}

describe.each(engines)('Stripe webhook edges on %s', (engine) => {
  const stripe = useStripeSuite(engine);
  let customers = 0;
  let sessions = 0;
  const db = (): DatabaseEngine => stripe.db;

  const newCustomer = () => {
    customers += 1;
    return createUser(db(), { email: `edge${customers}@example.test`, userMetadata: { full_name: `Edge ${customers}` } });
  };

  const orderRequest = (user: User) => orderRequestFor(user);

  /** A real checkout through startOrder: its quote, pending order and the fake's session. */
  const checkout = async (user: User) => {
    const result = await startOrder({ db: db(), mail, payments: stripe.payments }, orderRequest(user));
    if (!result.ok) throw new Error(`startOrder failed: ${result.error}`);
    return { quoteId: result.quoteId, session: stripe.fake.session(result.url.split('/').pop() ?? '') };
  };

  /** A paid checkout.session as Stripe would send it, with the given metadata. */
  const paidSession = (metadata: Record<string, string> | null, extra: Record<string, unknown> = {}) => {
    sessions += 1;
    return {
      id: `cs_test_edge_${sessions}_${randomUUID().slice(0, 8)}`,
      object: 'checkout.session',
      livemode: false,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 4980000,
      currency: 'thb',
      customer_email: 'payer@example.test',
      metadata,
      ...extra,
    };
  };

  const deliver = (delivery: { body: string; signature: string | null }, database: Database = db()) =>
    handlePaymentWebhook(database, stripe.payments, delivery.body, delivery.signature, mail);

  const counts = () =>
    db().asService(async (tx) => {
      const row = await tx.one<Counts>(
        `select (select count(*) from public.orders)::int as orders,
                (select count(*) from public.orders where status = 'processing')::int as processing,
                (select count(*) from public.payment_reconciliations)::int as reconciliations,
                (select count(*) from public.email_outbox)::int as emails`,
      );
      if (!row) throw new Error('no counts');
      return row;
    });
  const reconciliationsOf = (sessionId: string) =>
    db().asService((tx) =>
      tx.query<ReconciliationRow>(
        `select id, provider, payment_session_id, reason, amount, currency, customer_email, metadata, resolved_at
         from public.payment_reconciliations where payment_session_id = $1`,
        [sessionId],
      ),
    );
  const alertsFor = (reconciliationId: string) =>
    db().asService((tx) =>
      tx.query<OutboxRow>(
        `select to_email, reply_to, subject, text, kind, locale, related_table, related_id
         from public.email_outbox where related_table = 'payment_reconciliations' and related_id = $1`,
        [reconciliationId],
      ),
    );
  const ordersFor = (sessionId: string) =>
    db().asService((tx) =>
      tx.query<{ status: string; user_id: string | null }>('select status, user_id from public.orders where payment_session_id = $1', [
        sessionId,
      ]),
    );

  // The webhook also warns about what it refuses; useStripeSuite restores the spy after each test.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  describe('a correctly signed but malformed event', () => {
    const valid = (ids: { quote: string; user: string }) => ({
      quote_id: ids.quote,
      user_id: ids.user,
      package_id: SEED.packages.businessWebsite,
      quantity: '2',
    });
    const event = (type: string, data: unknown) => JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data });

    it('answers 400 and writes nothing, whatever is wrong with it', async () => {
      const ann = await newCustomer();
      const { quoteId, session } = await checkout(ann);
      const ids = { quote: quoteId, user: ann.id };
      const paid = (extra: Record<string, unknown>) => ({ ...stripe.fake.markPaid(session.id), ...extra });
      const meta = (extra: Record<string, string>) => paid({ metadata: { ...valid(ids), ...extra } });
      const malformed: [string, string][] = [
        ['no data.object', event('checkout.session.completed', {})],
        ['data.object not an object', event('checkout.session.completed', { object: 'cs_test_1' })],
        ['data.object null (expired)', event('checkout.session.expired', { object: null })],
        ['quote_id not a uuid', stripeEvent('checkout.session.completed', meta({ quote_id: 'not-a-uuid' }))],
        ['user_id not a uuid', stripeEvent('checkout.session.completed', meta({ user_id: 'admin' }))],
        ['package_id not a uuid', stripeEvent('checkout.session.completed', meta({ package_id: '42' }))],
        ['quantity huge', stripeEvent('checkout.session.completed', meta({ quantity: '9999999999' }))],
        ['amount_total not a number', stripeEvent('checkout.session.completed', paid({ amount_total: 'lots' }))],
        ['amount_total beyond an integer', stripeEvent('checkout.session.completed', paid({ amount_total: 2 ** 53 }))],
        ['currency not a code', stripeEvent('checkout.session.completed', paid({ currency: 'baht!' }))],
        ['no session id', stripeEvent('checkout.session.async_payment_succeeded', paid({ id: null }))],
        ['not JSON', 'this is not json'],
      ];
      const before = await counts();
      for (const [name, body] of malformed) {
        const response = await deliver(signedBody(body));
        expect(response.status, name).toBe(400);
        const answer = (await response.json()) as { error: string };
        expect(answer.error, name).toMatch(/^[a-z]/);
        // Our own words only: no database message, no stack.
        expect(answer.error, name).not.toMatch(/invalid input syntax|uuid:|out of range|violates|postgres|\n|\bat\s/i);
      }
      expect(await counts()).toEqual(before);
      expect(await ordersFor(session.id)).toEqual([{ status: 'pending', user_id: ann.id }]);
      expect(console.error).not.toHaveBeenCalled();

      // The same checkout, well-formed, still settles.
      expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.session(session.id)))).status).toBe(200);
      expect(await ordersFor(session.id)).toEqual([{ status: 'processing', user_id: ann.id }]);
    });
  });

  describe('a signed, well-formed paid event that names no customer order', () => {
    /** Delivers the event twice (a Stripe retry is the same body again) and once more concurrently twice. */
    const deliverRepeatedly = async (object: unknown) => {
      const delivery = signedWebhook('checkout.session.completed', object);
      const first = await deliver(delivery);
      const again = await deliver(delivery);
      // A retry of the async event for the same session, twice at once.
      const parallel = signedWebhook('checkout.session.async_payment_succeeded', object);
      const both = await Promise.all([deliver(parallel), deliver(parallel)]);
      return [first, again, ...both].map((response) => response.status);
    };

    const expectReconciled = async (
      sessionId: string,
      before: Counts,
      expected: { reason: string; metadata: Record<string, string>; orders?: { status: string; user_id: string }[] },
    ) => {
      const rows = await reconciliationsOf(sessionId);
      expect(rows).toEqual([
        {
          id: expect.any(String),
          provider: 'stripe',
          payment_session_id: sessionId,
          reason: expected.reason,
          amount: 49800,
          currency: 'THB',
          customer_email: 'payer@example.test',
          metadata: expected.metadata,
          resolved_at: null,
        },
      ]);
      const alerts = await alertsFor(rows[0]?.id ?? '');
      expect(alerts).toEqual([
        expect.objectContaining({
          to_email: STUDIO,
          reply_to: null,
          kind: 'payment_reconciliation',
          locale: 'en',
          related_table: 'payment_reconciliations',
        }),
      ]);
      expect(alerts[0]?.subject).toContain(sessionId);
      expect(alerts[0]?.text).toContain(expected.reason);
      expect(alerts[0]?.text).toContain('Stripe dashboard');
      // No order for this session (or only the pending one startOrder wrote, unchanged).
      expect(await ordersFor(sessionId)).toEqual(expected.orders ?? []);
      const after = await counts();
      expect(after).toEqual({ ...before, reconciliations: before.reconciliations + 1, emails: before.emails + 1 });
    };

    it('unknown user: 200, no order, one reconciliation and one studio e-mail, however often delivered', async () => {
      const ann = await newCustomer();
      const { quoteId } = await checkout(ann);
      const metadata = { quote_id: quoteId, user_id: randomUUID(), package_id: SEED.packages.businessWebsite, quantity: '2' };
      const session = paidSession(metadata);
      const before = await counts();
      expect(await deliverRepeatedly(session)).toEqual([200, 200, 200, 200]);
      await expectReconciled(session.id, before, { reason: 'unknown_user', metadata });
    });

    it('unknown quote', async () => {
      const ann = await newCustomer();
      const metadata = { quote_id: randomUUID(), user_id: ann.id, package_id: SEED.packages.businessWebsite, quantity: '2' };
      const session = paidSession(metadata);
      const before = await counts();
      expect(await deliverRepeatedly(session)).toEqual([200, 200, 200, 200]);
      await expectReconciled(session.id, before, { reason: 'unknown_quote', metadata });
    });

    it('unknown package', async () => {
      const ann = await newCustomer();
      const { quoteId } = await checkout(ann);
      const metadata = { quote_id: quoteId, user_id: ann.id, package_id: randomUUID(), quantity: '2' };
      const session = paidSession(metadata);
      const before = await counts();
      expect(await deliverRepeatedly(session)).toEqual([200, 200, 200, 200]);
      await expectReconciled(session.id, before, { reason: 'unknown_package', metadata });
    });

    it('missing metadata (none, or only part of it: e.g. a payment link made in the dashboard)', async () => {
      const ann = await newCustomer();
      for (const metadata of [{}, { campaign: 'songkran' }, { user_id: ann.id, package_id: SEED.packages.businessWebsite }]) {
        const session = paidSession(metadata);
        const before = await counts();
        expect(await deliverRepeatedly(session)).toEqual([200, 200, 200, 200]);
        await expectReconciled(session.id, before, { reason: 'missing_metadata', metadata });
      }
      const nullMetadata = paidSession(null);
      const before = await counts();
      expect(await deliverRepeatedly(nullMetadata)).toEqual([200, 200, 200, 200]);
      await expectReconciled(nullMetadata.id, before, { reason: 'missing_metadata', metadata: {} });
    });

    it("mismatch: another customer's quote, or a quote for another package", async () => {
      const ann = await newCustomer();
      const boon = await newCustomer();
      const boons = await checkout(boon);
      const theirs = { quote_id: boons.quoteId, user_id: ann.id, package_id: SEED.packages.businessWebsite, quantity: '2' };
      const first = paidSession(theirs);
      let before = await counts();
      expect(await deliverRepeatedly(first)).toEqual([200, 200, 200, 200]);
      await expectReconciled(first.id, before, { reason: 'mismatch', metadata: theirs });

      const anns = await checkout(ann);
      const otherPackage = { quote_id: anns.quoteId, user_id: ann.id, package_id: SEED.packages.shopPro, quantity: '2' };
      const second = paidSession(otherPackage);
      before = await counts();
      expect(await deliverRepeatedly(second)).toEqual([200, 200, 200, 200]);
      await expectReconciled(second.id, before, { reason: 'mismatch', metadata: otherPackage });
      // Neither customer got an order out of it.
      expect(await ordersFor(boons.session.id)).toEqual([{ status: 'pending', user_id: boon.id }]);
      expect(await ordersFor(anns.session.id)).toEqual([{ status: 'pending', user_id: ann.id }]);
    });

    it("mismatch: the session's pending order belongs to someone else than the metadata names", async () => {
      const ann = await newCustomer();
      const boon = await newCustomer();
      const anns = await checkout(ann);
      const boons = await checkout(boon);
      // Ann's checkout session, but its metadata (edited at Stripe) names Boon and Boon's quote.
      const metadata = { quote_id: boons.quoteId, user_id: boon.id, package_id: SEED.packages.businessWebsite, quantity: '2' };
      const session = { ...stripe.fake.markPaid(anns.session.id), metadata, customer_email: 'payer@example.test' };
      const before = await counts();
      expect(await deliverRepeatedly(session)).toEqual([200, 200, 200, 200]);
      await expectReconciled(session.id, before, { reason: 'mismatch', metadata, orders: [{ status: 'pending', user_id: ann.id }] });
      expect(await ordersFor(boons.session.id)).toEqual([{ status: 'pending', user_id: boon.id }]);
    });

    it('a quote deleted while its checkout was open: the payment is reconciled, the pending order stays as it was', async () => {
      const ann = await newCustomer();
      const { quoteId, session } = await checkout(ann);
      await db().asService((tx) => tx.query('delete from public.quotes where id = $1', [quoteId]));
      const before = await counts();
      expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.markPaid(session.id)))).status).toBe(200);
      expect(await reconciliationsOf(session.id)).toEqual([expect.objectContaining({ reason: 'unknown_quote', amount: 49800 })]);
      expect(await ordersFor(session.id)).toEqual([{ status: 'pending', user_id: ann.id }]);
      expect(await counts()).toEqual({ ...before, reconciliations: before.reconciliations + 1, emails: before.emails + 1 });
    });

    it('a settled order redelivered after its quote was deleted stays settled, and nothing is reconciled', async () => {
      const ann = await newCustomer();
      const { quoteId, session } = await checkout(ann);
      const paid = signedWebhook('checkout.session.completed', stripe.fake.markPaid(session.id));
      expect((await deliver(paid)).status).toBe(200);
      expect(await ordersFor(session.id)).toEqual([{ status: 'processing', user_id: ann.id }]);
      await db().asService((tx) => tx.query('delete from public.quotes where id = $1', [quoteId]));
      const before = await counts();
      expect((await deliver(paid)).status).toBe(200);
      expect(await counts()).toEqual(before);
      expect(await reconciliationsOf(session.id)).toEqual([]);
    });

    it('the return to the dashboard never settles or reconciles an unmatched checkout: the webhook does', async () => {
      const ann = await newCustomer();
      const boon = await newCustomer();
      const boons = await checkout(boon);
      const { session } = await checkout(ann);
      // Ann's own session, whose metadata names Boon's quote.
      Object.assign(stripe.fake.markPaid(session.id).metadata, { quote_id: boons.quoteId });
      const before = await counts();
      await settleReturnFromCheckout(db(), stripe.payments, session.id, ann.id);
      expect(await counts()).toEqual(before);
      expect(await ordersFor(session.id)).toEqual([{ status: 'pending', user_id: ann.id }]);

      expect((await deliver(signedWebhook('checkout.session.completed', stripe.fake.session(session.id)))).status).toBe(200);
      expect(await reconciliationsOf(session.id)).toEqual([expect.objectContaining({ reason: 'mismatch' })]);
      expect(await ordersFor(session.id)).toEqual([{ status: 'pending', user_id: ann.id }]);
    });

    it('an unpaid or expired unmatched checkout is not reconciled (no money was received)', async () => {
      const open = { ...paidSession({}), status: 'open', payment_status: 'unpaid' };
      const expired = { ...paidSession({}), status: 'expired', payment_status: 'unpaid' };
      const before = await counts();
      expect((await deliver(signedWebhook('checkout.session.completed', open))).status).toBe(200);
      expect((await deliver(signedWebhook('checkout.session.expired', expired))).status).toBe(200);
      expect(await counts()).toEqual(before);
    });
  });

  describe('a database failure', () => {
    const down: Database = {
      asCaller: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')),
      asService: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')),
      close: () => Promise.resolve(),
    };

    it('answers 500 (Stripe retries) without the database message, for paid, unmatched and expired events', async () => {
      for (const delivery of [
        signedWebhook(
          'checkout.session.completed',
          paidSession({ quote_id: randomUUID(), user_id: randomUUID(), package_id: randomUUID(), quantity: '1' }),
        ),
        signedWebhook('checkout.session.completed', paidSession({})),
        signedWebhook('checkout.session.expired', { ...paidSession({}), status: 'expired', payment_status: 'unpaid' }),
      ]) {
        const response = await deliver(delivery, down);
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual({ error: 'could not settle the checkout' });
        expect(text).not.toMatch(/ECONNREFUSED|hunter2/);
      }
      expect(console.error).toHaveBeenCalled();
    });
  });
});
