/**
 * Stripe Checkout adapter. Sessions are created on the server with price_data built from the
 * database price; webhooks are verified with the endpoint's signing secret before anything is read.
 * STRIPE_API_BASE points the SDK at a fake server in tests (never the internet).
 */
import Stripe from 'stripe';
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../domain/orders';
import {
  PaymentEventError,
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

/** The largest charge an order can record: orders.total_amount is a Postgres integer of whole baht. */
const MAX_AMOUNT_MINOR = 2_147_483_647 * MINOR_UNITS;

/** What Postgres accepts for a uuid column, in the form createCheckout writes (hyphenated hex). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalText = z.string().nullable().optional();

/**
 * The fields of a checkout.session this adapter reads, checked before anything reaches the database:
 * a signed event is authentic, not necessarily well-formed (a hand-made dashboard event, an API change).
 */
const sessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string().min(1).max(255),
  status: optionalText,
  payment_status: optionalText,
  amount_total: z.number().int().min(0).max(MAX_AMOUNT_MINOR).nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .nullable()
    .optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  // Only shown to the studio: an odd value is dropped rather than refusing the event.
  customer_email: z.string().max(320).nullable().optional().catch(null),
  customer_details: z
    .object({ email: z.string().max(320).nullable().optional().catch(null) })
    .nullable()
    .optional()
    .catch(null),
});

type SessionShape = z.infer<typeof sessionSchema>;

/**
 * Our four metadata keys. Each one present must be exactly what createCheckout writes (else the event
 * is malformed); when any is absent the checkout is not ours to fulfil (metadata null), and a paid one
 * goes to the studio to reconcile.
 */
function metadataOf(meta: Record<string, string>): CheckoutState['metadata'] {
  const { quote_id: quoteId, user_id: userId, package_id: packageId, quantity: rawQuantity, purpose, withheld_satang: rawWithheld } = meta;
  if (rawWithheld !== undefined && !/^[0-9]{1,12}$/.test(rawWithheld))
    throw new PaymentEventError('metadata.withheld_satang is not satang');
  const withheld = rawWithheld === undefined || rawWithheld === '0' ? {} : { withheldSatang: Number(rawWithheld) };
  if (purpose !== undefined && purpose !== 'quote_balance') throw new PaymentEventError('metadata.purpose is not quote_balance');
  for (const [key, value] of [
    ['quote_id', quoteId],
    ['user_id', userId],
    ['package_id', packageId],
  ] as const) {
    if (value !== undefined && !UUID.test(value)) throw new PaymentEventError(`metadata.${key} is not a uuid`);
  }
  if (rawQuantity !== undefined) {
    const quantity = /^[0-9]{1,3}$/.test(rawQuantity) ? Number(rawQuantity) : NaN;
    if (!(quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX)) {
      throw new PaymentEventError(`metadata.quantity is not ${QUANTITY_MIN} to ${QUANTITY_MAX}`);
    }
  }
  // A quote balance (decision 0018) names its quote and customer; its quote may have no package.
  if (purpose === 'quote_balance') {
    if (quoteId === undefined || userId === undefined) return null;
    return {
      purpose,
      quoteId: quoteId.toLowerCase(),
      userId: userId.toLowerCase(),
      packageId: packageId?.toLowerCase() ?? null,
      quantity: 1,
      ...withheld,
    };
  }
  if (quoteId === undefined || userId === undefined || packageId === undefined || rawQuantity === undefined) return null;
  return {
    quoteId: quoteId.toLowerCase(),
    userId: userId.toLowerCase(),
    packageId: packageId.toLowerCase(),
    quantity: Number(rawQuantity),
    ...withheld,
  };
}

/** A checkout session from Stripe (an event's data.object or a retrieved session) as a CheckoutState. */
function toState(object: unknown): CheckoutState {
  const parsed = sessionSchema.safeParse(object);
  if (!parsed.success) {
    // Top-level field names only: they come from the schema, never from the event's own keys.
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'object')))].join(', ');
    throw new PaymentEventError(`malformed checkout session (${fields})`);
  }
  const session: SessionShape = parsed.data;
  const meta = session.metadata ?? {};
  const metadata = metadataOf(meta);
  return {
    sessionId: session.id,
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    // Charged plus withheld: what the payment settles (decision 0061).
    amountTotal: Math.round(((session.amount_total ?? 0) + (metadata?.withheldSatang ?? 0)) / MINOR_UNITS),
    currency: (session.currency ?? 'thb').toUpperCase(),
    metadata,
    provider: {
      metadata: meta,
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    },
  };
}

/** The envelope of a verified event: a type, and for the types we handle, data.object. */
const eventSchema = z.object({
  type: z.string().min(1).max(255),
  data: z.object({ object: z.unknown() }).optional(),
});

export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, clientOptions(config));
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const withheld = request.withholding?.satang ?? 0;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          // Withholding (decision 0061): one line of the total less the 3% the client withholds, saying so.
          withheld > 0
            ? {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.unitAmount * request.quantity * MINOR_UNITS - withheld,
                  product_data: {
                    name: request.quantity > 1 ? `${request.packageName} × ${request.quantity}` : request.packageName,
                    description: request.withholding!.label,
                  },
                },
              }
            : {
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
          ...(request.packageId ? { package_id: request.packageId } : {}),
          quantity: String(request.quantity),
          ...(request.purpose === 'quote_balance' ? { purpose: 'quote_balance' } : {}),
          ...(withheld > 0 ? { withheld_satang: String(withheld) } : {}),
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

  /**
   * Verifies the Stripe-Signature header over the raw body, then checks and reduces the event.
   * Throws PaymentSignatureError when the signature fails and PaymentEventError when a correctly
   * signed event cannot be processed as it is (both mean 400: nothing a retry could fix).
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    if (!this.config.webhookSecret) throw new PaymentSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new PaymentSignatureError('missing Stripe-Signature header');
    let verified: unknown;
    try {
      verified = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      // The body is parsed only after its signature matched: a SyntaxError is a signed non-JSON body.
      if (error instanceof SyntaxError) throw new PaymentEventError('the event is not JSON');
      throw new PaymentSignatureError();
    }
    const envelope = eventSchema.safeParse(verified);
    if (!envelope.success) throw new PaymentEventError('the event has no type');
    const event = envelope.data;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { type: 'checkout.paid', checkout: toState(event.data?.object) };
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return { type: 'checkout.expired', checkout: toState(event.data?.object) };
      default:
        return { type: 'ignored', providerType: event.type };
    }
  }
}
