// StripePayments against the fake Stripe API: what createCheckout sends (every amount from the request,
// in satang), how sessions map back to CheckoutState, and webhook verification with real signatures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripePayments } from '../../../src/server/payments/stripe';
import { PaymentEventError, PaymentSignatureError } from '../../../src/server/payments/types';
import { checkoutRequest } from '../support/checkoutRequest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, signedBody, signedWebhook, startFakeStripe, type FakeStripe } from '../support/fakeStripe';

/** Two Business Websites for a Thai client: the amounts and return URLs StripePayments must pass on. */
const request = checkoutRequest('th');

const metadata = { quoteId: request.quoteId, userId: request.userId, packageId: request.packageId, quantity: 2 };
/** What the provider held, kept for the studio should a paid checkout match no order. */
const provider = {
  customerEmail: 'ann@example.test',
  metadata: { quote_id: request.quoteId, user_id: request.userId, package_id: request.packageId, quantity: '2' },
};

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
      expect(session).toEqual({ sessionId: session.sessionId, url: `${fake.url}/c/pay/${session.sessionId}` });
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
        provider,
      });
    });

    it('a company withholding 3% (decision 0061): charged the net, mapped back to the whole value with what was withheld', async () => {
      const { sessionId } = await payments.createCheckout({
        ...request,
        withholding: { satang: 139_626, label: 'Less withholding tax 3%' },
      });
      expect(fake.session(sessionId).amount_total).toBe(4_840_374);
      expect(await payments.getCheckout(sessionId)).toMatchObject({
        amountTotal: 49800,
        metadata: { ...metadata, withheldSatang: 139_626 },
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
        checkout: { sessionId: session.id, paid: true, status: 'complete', amountTotal: 49800, currency: 'THB', metadata, provider },
      });
    });

    it('turns checkout.session.expired into checkout.expired', async () => {
      const { sessionId } = await payments.createCheckout(request);
      const { body, signature } = signedWebhook('checkout.session.expired', fake.expire(sessionId));
      expect(payments.parseWebhook(body, signature)).toEqual({
        type: 'checkout.expired',
        checkout: { sessionId, paid: false, status: 'expired', amountTotal: 49800, currency: 'THB', metadata, provider },
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

    describe('a correctly signed event of the wrong shape is a PaymentEventError, never a crash later', () => {
      const session = () => ({
        id: 'cs_test_shape',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 4980000,
        currency: 'thb',
        metadata: { quote_id: request.quoteId, user_id: request.userId, package_id: request.packageId, quantity: '2' },
      });
      const withMeta = (extra: Record<string, unknown>) => ({ ...session(), metadata: { ...session().metadata, ...extra } });
      const event = (data: unknown, type = 'checkout.session.completed') =>
        JSON.stringify({ id: 'evt_test_shape', object: 'event', type, data });

      const malformed: [string, string][] = [
        ['data missing', JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' })],
        ['data.object missing', event({})],
        ['data.object null', event({ object: null })],
        ['data.object a string', event({ object: 'cs_test_shape' })],
        ['data.object an array', event({ object: [session()] })],
        ['data.object of another kind', event({ object: { ...session(), object: 'payment_intent' } })],
        ['expired without data.object', event({}, 'checkout.session.expired')],
        ['session id missing', event({ object: { ...session(), id: undefined } })],
        ['session id a number', event({ object: { ...session(), id: 42 } })],
        ['session id empty', event({ object: { ...session(), id: '' } })],
        ['session id too long', event({ object: { ...session(), id: `cs_${'x'.repeat(300)}` } })],
        ['amount_total a string', event({ object: { ...session(), amount_total: '4980000' } })],
        ['amount_total a fraction', event({ object: { ...session(), amount_total: 49800.5 } })],
        ['amount_total negative', event({ object: { ...session(), amount_total: -100 } })],
        ['amount_total beyond an integer column', event({ object: { ...session(), amount_total: 1e20 } })],
        ['currency not a code', event({ object: { ...session(), currency: 'baht' } })],
        ['currency a number', event({ object: { ...session(), currency: 764 } })],
        ['payment_status an object', event({ object: { ...session(), payment_status: { paid: true } } })],
        ['metadata a string', event({ object: { ...session(), metadata: 'quote_id=1' } })],
        ['metadata with a non-string value', event({ object: withMeta({ quantity: 2 }) })],
        ['quote_id not a uuid', event({ object: withMeta({ quote_id: 'Q-2026-001' }) })],
        ['user_id not a uuid', event({ object: withMeta({ user_id: "1' or '1'='1" }) })],
        ['package_id not a uuid', event({ object: withMeta({ package_id: 'business-website' }) })],
        ['quantity huge', event({ object: withMeta({ quantity: '99999999999999999999' }) })],
        ['quantity above the order limit', event({ object: withMeta({ quantity: '21' }) })],
        ['quantity zero', event({ object: withMeta({ quantity: '0' }) })],
        ['quantity a fraction', event({ object: withMeta({ quantity: '1.5' }) })],
        ['withheld_satang negative', event({ object: withMeta({ withheld_satang: '-69813' }) })],
        ['withheld_satang a fraction', event({ object: withMeta({ withheld_satang: '698.13' }) })],
        ['withheld_satang huge', event({ object: withMeta({ withheld_satang: '9'.repeat(20) }) })],
        ['event type missing', JSON.stringify({ id: 'evt_1', object: 'event', data: { object: session() } })],
        ['event type a number', JSON.stringify({ id: 'evt_1', object: 'event', type: 42 })],
        ['event null', 'null'],
        ['event not JSON', 'checkout.session.completed'],
      ];
      it.each(malformed)('%s', (_, body) => {
        const signed = signedBody(body);
        expect(() => payments.parseWebhook(signed.body, signed.signature)).toThrow(PaymentEventError);
      });

      it('still refuses a malformed body with a bad signature as a signature error', () => {
        const signed = signedBody(event({}), { secret: 'whsec_attacker' });
        expect(() => payments.parseWebhook(signed.body, signed.signature)).toThrow(PaymentSignatureError);
      });

      it('names only its own field names in the message', () => {
        const signed = signedBody(event({ object: { ...session(), metadata: { '<b>key</b>': 7 } } }));
        expect(() => payments.parseWebhook(signed.body, signed.signature)).toThrow('malformed checkout session (metadata)');
      });

      it('keeps a well-formed session with missing or partial metadata, as not ours (metadata null)', () => {
        for (const meta of [{}, null, { quote_id: request.quoteId }, { campaign: 'songkran' }]) {
          const signed = signedBody(event({ object: { ...session(), metadata: meta } }));
          expect(payments.parseWebhook(signed.body, signed.signature)).toMatchObject({
            type: 'checkout.paid',
            checkout: { sessionId: 'cs_test_shape', paid: true, metadata: null, provider: { metadata: meta ?? {} } },
          });
        }
      });

      it('accepts a null amount_total and currency as before, and reads the payer e-mail from customer_details', () => {
        const signed = signedBody(
          event({
            object: {
              ...session(),
              amount_total: null,
              currency: null,
              customer_email: null,
              customer_details: { email: 'payer@example.test' },
            },
          }),
        );
        expect(payments.parseWebhook(signed.body, signed.signature)).toMatchObject({
          checkout: { amountTotal: 0, currency: 'THB', metadata, provider: { customerEmail: 'payer@example.test' } },
        });
      });

      it('leaves other event types alone, whatever their data', () => {
        const signed = signedBody(JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.refunded' }));
        expect(payments.parseWebhook(signed.body, signed.signature)).toEqual({ type: 'ignored', providerType: 'charge.refunded' });
      });
    });

    it('rejects every delivery when no webhook secret is configured', async () => {
      const { body, signature } = signedWebhook('checkout.session.completed', await paidSession());
      expect(() => adapter({ webhookSecret: undefined }).parseWebhook(body, signature)).toThrow(PaymentSignatureError);
      expect(() => adapter({ webhookSecret: '' }).parseWebhook(body, signature)).toThrow(PaymentSignatureError);
    });
  });
});
