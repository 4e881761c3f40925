/**
 * Stripe Checkout adapter. Sessions are created on the server with price_data built from the
 * database price; webhooks are verified with the endpoint's signing secret before anything is read.
 * STRIPE_API_BASE points the SDK at a fake server in tests (never the internet).
 */
import Stripe from 'stripe';
import {
  PaymentSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentEvent,
  type PaymentsPort,
} from './types';

export interface StripeConfig {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** e.g. http://127.0.0.1:12111 in tests; the SDK's default (api.stripe.com) when absent. */
  apiBase?: string | undefined;
  timeoutMs?: number;
}

/** Thai baht has two decimal places at Stripe: amounts travel in satang. */
const MINOR_UNITS = 100;

function clientOptions(config: StripeConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: config.timeoutMs ?? 20_000,
    telemetry: false,
  };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    options.host = base.hostname;
    options.port = base.port || (base.protocol === 'http:' ? 80 : 443);
    options.protocol = base.protocol === 'http:' ? 'http' : 'https';
  }
  return options;
}

function toState(session: Stripe.Checkout.Session): CheckoutState {
  const meta = session.metadata ?? {};
  const quantity = Number(meta.quantity);
  const metadata =
    meta.quote_id && meta.user_id && meta.package_id && Number.isInteger(quantity) && quantity >= 1
      ? {
          quoteId: meta.quote_id,
          userId: meta.user_id,
          packageId: meta.package_id,
          quantity,
        }
      : null;
  return {
    sessionId: session.id,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    amountTotal: Math.round((session.amount_total ?? 0) / MINOR_UNITS),
    currency: (session.currency ?? 'thb').toUpperCase(),
    metadata,
  };
}

export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, clientOptions(config));
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: request.quantity,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.unitAmount * MINOR_UNITS,
              product_data: { name: request.packageName },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.quoteId,
        metadata: {
          quote_id: request.quoteId,
          user_id: request.userId,
          package_id: request.packageId,
          quantity: String(request.quantity),
        },
        locale: request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // No explicit idempotency key: the SDK adds one to its own retries of this POST, and a
      // customer's deliberate retry (maybe with another quantity) must open a fresh session.
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  async getCheckout(sessionId: string): Promise<CheckoutState | null> {
    try {
      return toState(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** Verifies the Stripe-Signature header over the raw body, then reduces the event. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    if (!this.config.webhookSecret) throw new PaymentSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new PaymentSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new PaymentSignatureError();
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'checkout.paid', checkout: toState(event.data.object) };
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return {
          type: 'checkout.expired',
          checkout: toState(event.data.object),
        };
      default:
        return { type: 'ignored', providerType: event.type };
    }
  }
}
