/**
 * The local demo checkout page's logic: show one of the caller's own pending checkouts, then pay or
 * cancel it through the same fulfilment the Stripe webhook uses. Reads run as the caller, so RLS
 * hides everyone else's orders.
 */
import type { OrderPurpose, OrderStatus } from '../../domain/statuses';
import type { SignedInCallerDb } from '../db/caller';
import type { Locale } from '../../i18n/locales';
import { isDemoSessionId } from '../payments/demo';
import { expireCheckout } from './expire';
import { fulfilCheckout } from './fulfil';

export interface DemoCheckoutView {
  sessionId: string;
  /** A catalogue package, or the balance of an accepted custom quote (decision 0018). */
  purpose: OrderPurpose;
  packageId: string | null;
  /** In the page's language: the catalogue's Thai name on /th (the quote stores the English one). */
  packageName: string;
  quantity: number;
  totalAmount: number;
  /** Satang the company client withholds (decision 0061): the demo charges the total less it. */
  withheldSatang: number;
  currency: string;
  status: OrderStatus;
  /** What the provider's metadata would carry: the fulfilment needs them. */
  quoteId: string | null;
  userId: string | null;
}

export async function loadDemoCheckout(
  caller: SignedInCallerDb,
  sessionId: string,
  locale: Locale = 'en',
): Promise<DemoCheckoutView | null> {
  if (!isDemoSessionId(sessionId)) return null;
  const row = await caller.run((tx) =>
    tx.db
      .selectFrom('public.orders as o')
      .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .leftJoin('public.packages as p', 'p.id', 'o.package_id')
      .select((eb) => (locale === 'th' ? eb.fn.coalesce('p.name_th', 'q.package_name') : eb.ref('q.package_name')).as('package_name'))
      .select([
        'o.purpose',
        'o.package_id',
        'o.quantity',
        'o.total_amount',
        'o.withheld_satang',
        'o.currency',
        'o.status',
        'o.quote_id',
        'o.user_id',
      ])
      .where('o.payment_session_id', '=', sessionId)
      .where('o.user_id', '=', caller.claims.sub ?? null)
      .executeTakeFirst(),
  );
  if (!row) return null;
  return {
    sessionId,
    purpose: row.purpose,
    packageId: row.package_id,
    packageName: row.package_name ?? '',
    quantity: row.quantity,
    totalAmount: row.total_amount,
    withheldSatang: Number(row.withheld_satang),
    currency: row.currency,
    status: row.status,
    quoteId: row.quote_id,
    userId: row.user_id,
  };
}

/** Pays or cancels an open demo checkout of the caller's. Returns false when it is not open. */
export async function settleDemoCheckout(caller: SignedInCallerDb, sessionId: string, decision: 'pay' | 'cancel'): Promise<boolean> {
  const view = await loadDemoCheckout(caller, sessionId);
  if (!view || view.status !== 'pending') return false;
  if (decision === 'cancel') {
    await expireCheckout(caller.db, sessionId);
    return true;
  }
  if (!view.quoteId || !view.userId) return false;
  if (!view.packageId && view.purpose !== 'quote_balance') return false;
  const result = await fulfilCheckout(caller.db, {
    sessionId,
    paid: true,
    status: 'complete',
    amountTotal: view.totalAmount,
    currency: view.currency,
    metadata: {
      ...(view.purpose === 'quote_balance' ? { purpose: view.purpose } : {}),
      quoteId: view.quoteId,
      userId: view.userId,
      packageId: view.packageId,
      quantity: view.quantity,
      ...(view.withheldSatang > 0 ? { withheldSatang: view.withheldSatang } : {}),
    },
  });
  return result.outcome === 'order' && result.changed;
}
