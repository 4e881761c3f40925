/**
 * Demo checkout for local mode: no provider, no card, no money. createCheckout sends the browser to
 * the site's own /checkout/demo/{id} page, which says so plainly; paying there settles the pending
 * order through the same fulfilment code the Stripe webhook uses. Never used when Supabase (the
 * production backend) is configured (docs/decisions/0007).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/types';
import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentsPort } from './types';
import { localePrefix } from '../../i18n/locales';

export const DEMO_SESSION_PREFIX = 'demo_cs_';

export function isDemoSessionId(value: string): boolean {
  return /^demo_cs_[A-Za-z0-9_-]{16,64}$/.test(value);
}

export class DemoPayments implements PaymentsPort {
  readonly kind = 'demo' as const;

  constructor(private readonly db: Database) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = DEMO_SESSION_PREFIX + randomBytes(18).toString('base64url');
    const page = new URL(request.cancelUrl);
    const prefix = localePrefix(request.locale);
    return {
      sessionId,
      url: `${page.origin}${prefix}/checkout/demo/${sessionId}`,
    };
  }

  /** The demo's provider state is the pending order row the checkout created. */
  async getCheckout(sessionId: string): Promise<CheckoutState | null> {
    if (!isDemoSessionId(sessionId)) return null;
    // Service role: the demo plays the provider, whose state no user may read or forge.
    const row = await this.db.asService((tx) =>
      tx.db
        .selectFrom('public.orders')
        .select(['status', 'total_amount', 'currency', 'quote_id', 'user_id', 'package_id', 'quantity', 'purpose', 'withheld_satang'])
        .where('payment_session_id', '=', sessionId)
        .executeTakeFirst(),
    );
    if (!row) return null;
    const paid = row.status === 'processing' || row.status === 'completed';
    return {
      sessionId,
      paid,
      status: paid ? 'complete' : row.status === 'cancelled' ? 'expired' : 'open',
      amountTotal: row.total_amount,
      currency: row.currency,
      metadata:
        row.quote_id && row.user_id && (row.package_id || row.purpose === 'quote_balance')
          ? {
              ...(row.purpose === 'quote_balance' ? { purpose: row.purpose } : {}),
              quoteId: row.quote_id,
              userId: row.user_id,
              packageId: row.package_id,
              quantity: row.quantity,
              ...(Number(row.withheld_satang) > 0 ? { withheldSatang: Number(row.withheld_satang) } : {}),
            }
          : null,
    };
  }
}
