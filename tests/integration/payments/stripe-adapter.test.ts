// StripePayments against the fake Stripe API: what createCheckout sends (every amount from the request,
// in satang), how sessions map back to CheckoutState, and webhook verification with real signatures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePayments } from '../../../src/server/payments/stripe';
import { PaymentSignatureError, type CheckoutRequest } from '../../../src/server/payments/types';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  signedWebhook,
  startFakeStripe,
  type FakeStripe,
} from '../support/fakeStripe';

const request: CheckoutRequest = {
  quoteId: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  packageId: 'a0000000-0000-4000-8000-000000000002',
  packageName: 'Business Website',
  unitAmount: 24900,
  quantity: 2,
  currency: 'THB',
  customerEmail: 'ann@example.test',
  locale: 'th',
  successUrl: 'http://127.0.0.1:4321/th/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://127.0.0.1:4321/th/order/a0000000-0000-4000-8000-000000000002?cancelled=true',
};

const metadata = { quoteId: request.quoteId, userId: request.userId, packageId: request.packageId, quantity: 2 };

describe('StripePayments against a fake Stripe API', () => {
  let fake: FakeStripe;
  let payments: StripePayments;
  const adapter = (config: Partial<ConstructorParameters<typeof StripePayments>[0]> = {}) =>
    new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url, ...config });

  beforeAll(async () => {
    fake = await startFakeStripe();
    payments = adapter();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  describe('createCheckout', () => {
    it('sends a one-off payment for the given price in satang, quantity, metadata and return URLs', async () => {
      const session = await payments.createCheckout(request);

      expect(fake.creates()).toHaveLength(1);
      const [sent] = fake.creates();
      expect(sent?.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`);
      expect(sent?.params).toMatchObject({
        mode: 'payment',
        'line_items[0][quantity]': '2',
        'line_items[0][price_data][currency]': 'thb',
        'line_items[0][price_data][unit_amount]': '2490000',
        'line_items[0][price_data][product_data][name]': 'Business Website',
        'metadata[quote_id]': request.quoteId,
        'metadata[user_id]': request.userId,
        'metadata[package_id]': request.packageId,
        'metadata[quantity]': '2',
        customer_email: 'ann@example.test',
        client_reference_id: request.quoteId,
        locale: 'th',
        cancel_url: request.cancelUrl,
      });
      // The placeholder must reach Stripe unencoded in meaning, so Stripe can substitute it.
      expect(sent?.params['success_url']).toBe(request.successUrl);
      expect(sent?.params['success_url']).toContain('{CHECKOUT_SESSION_ID}');
      // Only one line item: nothing else can add to the charge.
      expect(Object.keys(sent?.params ?? {}).filter((key) => key.startsWith('line_items[1]'))).toEqual([]);

      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session).toEqual({ sessionId: session.sessionId, url: `https://checkout.stripe.test/c/pay/${session.sessionId}` });
      expect(fake.session(session.sessionId)).toMatchObject({ amount_total: 4980000, currency: 'thb', status: 'open' });
    });

    it('is rejected as unauthenticated with a wrong secret key, and nothing is created', async () => {
      await expect(adapter({ secretKey: 'sk_test_wrong' }).createCheckout(request)).rejects.toBeInstanceOf(
        Stripe.errors.StripeAuthenticationError,
      );
      expect(fake.creates().map((sent) => sent.status)).toEqual([401]);
    });

    it('retries a provider 500 twice with the same idempotency key, then rejects', async () => {
      fake.fail({ status: 500 }, { status: 500 }, { status: 500 });
      await expect(payments.createCheckout(request)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);

      const attempts = fake.creates();
      expect(attempts.map((sent) => sent.status)).toEqual([500, 500, 500]);
      expect(attempts[0]?.idempotencyKey).toBeTruthy();
      expect(new Set(attempts.map((sent) => sent.idempotencyKey)).size).toBe(1);
    }, 15_000);

    it('succeeds when a retry gets through, with a single session', async () => {
      fake.fail({ status: 500 });
      const session = await payments.createCheckout(request);
      expect(fake.creates().map((sent) => sent.status)).toEqual([500, 200]);
      expect(fake.session(session.sessionId).status).toBe('open');
    }, 15_000);

    it('does not retry a declined card or an invalid request', async () => {
      fake.fail({ status: 402 });
      await expect(payments.createCheckout(request)).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
      fake.fail({ status: 400, code: 'parameter_invalid_integer', param: 'line_items[0][price_data][unit_amount]' });
      await expect(payments.createCheckout(request)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(fake.creates().map((sent) => sent.status)).toEqual([402, 400]);
    });
  });

  describe('getCheckout', () => {
    it('maps an open, unpaid session with the amount in whole baht and its metadata', async () => {
      const { sessionId } = await payments.createCheckout(request);
      expect(await payments.getCheckout(sessionId)).toEqual({
        sessionId,
        paid: false,
        status: 'open',
        amountTotal: 49800,
        currency: 'THB',
        metadata,
      });
    });

    it('maps a paid session', async () => {
      const { sessionId } = await payments.createCheckout(request);
      fake.markPaid(sessionId);
      expect(await payments.getCheckout(sessionId)).toMatchObject({ paid: true, status: 'complete', amountTotal: 49800, metadata });
    });

    it('maps an expired session', async () => {
      const { sessionId } = await payments.createCheckout(request);
      fake.expire(sessionId);
      expect(await payments.getCheckout(sessionId)).toMatchObject({ paid: false, status: 'expired', amountTotal: 49800, metadata });
    });

    it('returns null for a session Stripe does not know', async () => {
      expect(await payments.getCheckout('cs_test_unknown')).toBeNull();
      expect(fake.requests.map((sent) => [sent.method, sent.path, sent.status])).toEqual([
        ['GET', '/v1/checkout/sessions/cs_test_unknown', 404],
      ]);
    });

    it('throws (rather than answering null) when Stripe itself fails', async () => {
      const { sessionId } = await payments.createCheckout(request);
      fake.fail({ status: 500, shouldRetry: false });
      await expect(payments.getCheckout(sessionId)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    });
  });

  describe('parseWebhook', () => {
    const paidSession = async () => {
      const { sessionId } = await payments.createCheckout(request);
      return fake.markPaid(sessionId);
    };

    it('turns a correctly signed checkout.session.completed into checkout.paid', async () => {
      const session = await paidSession();
      const { body, signature } = signedWebhook('checkout.session.completed', session);
      expect(payments.parseWebhook(body, signature)).toEqual({
        type: 'checkout.paid',
        checkout: { sessionId: session.id, paid: true, status: 'complete', amountTotal: 49800, currency: 'THB', metadata },
      });
    });

    it('turns checkout.session.expired into checkout.expired', async () => {
      const { sessionId } = await payments.createCheckout(request);
      const { body, signature } = signedWebhook('checkout.session.expired', fake.expire(sessionId));
      expect(payments.parseWebhook(body, signature)).toEqual({
        type: 'checkout.expired',
        checkout: { sessionId, paid: false, status: 'expired', amountTotal: 49800, currency: 'THB', metadata },
      });
    });

    it('ignores event types it does not handle', async () => {
      const { body, signature } = signedWebhook('payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' });
      expect(payments.parseWebhook(body, signature)).toEqual({ type: 'ignored', providerType: 'payment_intent.created' });
    });

    it('rejects a body changed after signing', async () => {
      const session = await paidSession();
      const { body, signature } = signedWebhook('checkout.session.completed', session);
      const tampered = body.replace('"amount_total": 4980000', '"amount_total": 100');
      expect(tampered).not.toBe(body);
      expect(() => payments.parseWebhook(tampered, signature)).toThrow(PaymentSignatureError);
    });

    it('rejects a signature made with another secret', async () => {
      const { body, signature } = signedWebhook('checkout.session.completed', await paidSession(), { secret: 'whsec_attacker' });
      expect(() => payments.parseWebhook(body, signature)).toThrow(PaymentSignatureError);
    });

    it('rejects a replayed delivery signed long ago', async () => {
      const { body, signature } = signedWebhook('checkout.session.completed', await paidSession(), {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(() => payments.parseWebhook(body, signature)).toThrow(PaymentSignatureError);
    });

    it('rejects a delivery without the Stripe-Signature header', async () => {
      const { body } = signedWebhook('checkout.session.completed', await paidSession());
      expect(() => payments.parseWebhook(body, null)).toThrow(PaymentSignatureError);
      expect(() => payments.parseWebhook(body, '')).toThrow(PaymentSignatureError);
    });

    it('rejects every delivery when no webhook secret is configured', async () => {
      const { body, signature } = signedWebhook('checkout.session.completed', await paidSession());
      expect(() => adapter({ webhookSecret: undefined }).parseWebhook(body, signature)).toThrow(PaymentSignatureError);
      expect(() => adapter({ webhookSecret: '' }).parseWebhook(body, signature)).toThrow(PaymentSignatureError);
    });
  });
});
