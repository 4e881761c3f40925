/**
 * Paid checkouts that match no customer's order (decision 0016): why, and the record for the studio
 * with its alert, written once per session.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { CheckoutState } from '../payments/types';
import type { ReconciliationReason } from '../mail/templates/payments';

/** Where a paid checkout that matches no order goes: a payment_reconciliations row and a studio alert. */
export interface Reconciler {
  provider: 'stripe';
  mail: MailQueue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidOrNull = (value: string | undefined) => (value !== undefined && UUID.test(value) ? value : null);

/** Why a paid checkout cannot become its metadata's order, or null when it can (or already did). */
export async function unmatchedReason(tx: Tx, checkout: CheckoutState): Promise<ReconciliationReason | 'settled' | null> {
  const meta = checkout.metadata;
  // Adapters validate their metadata; an id that is not a uuid anyway is treated as unknown (null
  // matches nothing), so no value's shape can make the cast fail.
  const [quoteId, userId, packageId] = [uuidOrNull(meta?.quoteId), uuidOrNull(meta?.userId), uuidOrNull(meta?.packageId ?? undefined)];
  // One statement, so the facts come from one snapshot. quotes.id and orders.payment_session_id are
  // unique, so each scalar subquery reads at most one row (what the former left joins did).
  const facts = await tx.db
    .selectNoFrom((eb) => {
      const quote = eb.selectFrom('public.quotes as q').where('q.id', '=', quoteId);
      const order = eb.selectFrom('public.orders as o').where('o.payment_session_id', '=', checkout.sessionId);
      return [
        eb.exists(order.select(sql.lit(1).as('one')).where('o.status', 'in', ['processing', 'completed'])).as('settled'),
        eb.exists(eb.selectFrom('auth.users as u').select(sql.lit(1).as('one')).where('u.id', '=', userId)).as('user_exists'),
        eb.exists(eb.selectFrom('public.packages as p').select(sql.lit(1).as('one')).where('p.id', '=', packageId)).as('package_exists'),
        quote.select('q.id').as('quote_id'),
        quote.select('q.user_id').as('quote_user_id'),
        quote.select('q.package_id').as('quote_package_id'),
        order.select('o.user_id').as('order_user_id'),
        order.select('o.quote_id').as('order_quote_id'),
      ];
    })
    .executeTakeFirst();
  // A redelivery of a checkout already settled changes nothing, whatever happened to its rows since.
  if (facts?.settled) return 'settled';
  if (!meta || !facts) return 'missing_metadata';
  if (!facts.user_exists) return 'unknown_user';
  if (!facts.quote_id) return 'unknown_quote';
  if (meta.purpose === 'quote_balance') {
    // A custom quote's balance (decision 0018): the quote must be this customer's; it may have no package.
    if (facts.quote_user_id !== meta.userId) return 'mismatch';
  } else {
    if (!facts.package_exists) return 'unknown_package';
    if (facts.quote_user_id !== meta.userId || facts.quote_package_id !== meta.packageId) return 'mismatch';
  }
  // The pending row startOrder wrote for this session names the same customer and quote.
  if ((facts.order_user_id && facts.order_user_id !== meta.userId) || (facts.order_quote_id && facts.order_quote_id !== meta.quoteId)) {
    return 'mismatch';
  }
  return null;
}

/** Records the unmatched payment once per session and, the first time only, alerts the studio. */
export async function recordUnmatched(
  tx: Tx,
  reconciler: Reconciler,
  checkout: CheckoutState,
  reason: ReconciliationReason,
): Promise<boolean> {
  const metadata = checkout.provider?.metadata ?? {};
  const customerEmail = checkout.provider?.customerEmail ?? null;
  const row = await tx.db
    .insertInto('public.payment_reconciliations')
    .values({
      provider: reconciler.provider,
      payment_session_id: checkout.sessionId,
      reason,
      amount: checkout.amountTotal,
      currency: checkout.currency,
      customer_email: customerEmail,
      metadata: JSON.stringify(metadata),
    })
    .onConflict((oc) => oc.column('payment_session_id').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  if (!row) return false;
  await reconciler.mail.enqueue(
    tx,
    'payment_reconciliation',
    {
      provider: reconciler.provider,
      sessionId: checkout.sessionId,
      reason,
      amount: checkout.amountTotal,
      currency: checkout.currency,
      customerEmail,
      metadata,
      reference: row.id,
    },
    { relatedTable: 'payment_reconciliations', relatedId: row.id },
  );
  return true;
}
