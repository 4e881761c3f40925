/**
 * The payments port: a hosted checkout for one catalogue package. Stripe Checkout in production, a
 * clearly labelled demo checkout in local mode (docs/decisions/0007). Amounts are whole baht here;
 * adapters convert to the provider's unit.
 */
import type { Locale } from '../../i18n/locales';
import type { OrderPurpose } from '../../domain/statuses';

/** What the server tells the provider; every figure comes from the database, never the browser. */
export interface CheckoutRequest {
  /** A catalogue package (default), or the balance of an accepted custom quote (decision 0018). */
  purpose?: OrderPurpose;
  quoteId: string;
  userId: string;
  /** Always set for a package checkout; a custom quote (wizard, modal) may have no package. */
  packageId: string | null;
  packageName: string;
  /** Whole baht for one unit (packages.price). */
  unitAmount: number;
  quantity: number;
  /**
   * A company client chose to withhold 3% (decision 0061): the checkout charges unitAmount × quantity
   * less these satang, and names why in the client's language.
   */
  withholding?: { satang: number; label: string } | undefined;
  currency: string;
  customerEmail: string;
  locale: Locale;
  /** Absolute URLs. successUrl may contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A checkout as the provider sees it. `metadata` is what createCheckout attached. */
export interface CheckoutState {
  sessionId: string;
  paid: boolean;
  status: 'open' | 'complete' | 'expired';
  /**
   * Whole baht the session settles: what was charged (or is to be charged) plus what the client
   * withheld (metadata.withheldSatang), so it is the order's amount whether or not tax was withheld.
   */
  amountTotal: number;
  currency: string;
  metadata: {
    /** Absent for a package checkout (and every checkout made before balances existed). */
    purpose?: OrderPurpose;
    quoteId: string;
    userId: string;
    /** Null only for a quote balance whose quote has no package. */
    packageId: string | null;
    quantity: number;
    /** Satang the company client withheld and certifies (decision 0061); absent when it paid in full. */
    withheldSatang?: number;
  } | null;
  /**
   * What the provider holds beyond our four keys, for the studio when a paid checkout cannot be
   * matched to an order (docs/decisions/0007): the metadata exactly as received and the payer's e-mail.
   * Absent for the demo checkout, which never needs matching by hand.
   */
  provider?: {
    metadata: Record<string, string>;
    customerEmail: string | null;
  };
}

export interface PaymentsPort {
  readonly kind: 'stripe' | 'demo';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session's current state, or null when the provider does not know it. */
  getCheckout(sessionId: string): Promise<CheckoutState | null>;
}

/** A provider's notification, verified and reduced to what turns checkouts into orders. */
export type PaymentEvent =
  | { type: 'checkout.paid'; checkout: CheckoutState }
  | { type: 'checkout.expired'; checkout: CheckoutState }
  | { type: 'ignored'; providerType: string };

export class PaymentSignatureError extends Error {
  constructor(message = 'invalid payment webhook signature') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

/**
 * A correctly signed event that can never be processed as it is (no checkout session object, a session
 * id, amount or currency of the wrong shape, metadata that is not what createCheckout attaches).
 * Answered 400: retrying cannot help. Its message names the problem, never a database error.
 */
export class PaymentEventError extends Error {
  constructor(message = 'malformed payment event') {
    super(message);
    this.name = 'PaymentEventError';
  }
}
