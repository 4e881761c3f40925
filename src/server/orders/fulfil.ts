/**
 * Fulfilment: a paid checkout becomes a processing order, from whichever path hears of it first (the
 * webhook, the customer's return to the dashboard, the demo provider).
 */
import type { Database } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { PaymentsPort, CheckoutState } from '../payments/types';
import type { ReconciliationReason } from '../mail/templates/payments';
import { getMailQueue, siteUrl } from '../services';
import { queueBalanceReceipt } from '../billing/ledger/balanceReceipt';
import { queueOrderReceipt } from '../billing/ledger/orderReceipt';
import { recordUnmatched, unmatchedReason, type Reconciler } from './reconcile';
import { issuePaymentReceipt } from '../billing/documents/paymentReceipt';
import { getConfig } from '../config';

export type { Reconciler } from './reconcile';

/** What fulfilCheckout made of a checkout. */
export type FulfilResult =
  /** The paid checkout is a customer's order; `changed` when this call made it processing. */
  | { outcome: 'order'; changed: boolean }
  /** Paid, but not tied to a customer's order: recorded for the studio when a reconciler was given. */
  | { outcome: 'unmatched'; reason: ReconciliationReason; recorded: boolean }
  | { outcome: 'unpaid' };

/**
 * A paid checkout becomes a processing order, exactly once however often the provider tells us, but
 * only when its metadata names a customer, their own quote and a package that all exist. Anything else
 * is never recorded as anyone's order: with a reconciler (the webhook) it is recorded for the studio,
 * with an e-mail in the same transaction; without one (the dashboard's return path, the demo) it is
 * left alone, and the webhook records it.
 */
export async function fulfilCheckout(
  db: Database,
  checkout: CheckoutState,
  reconciler?: Reconciler,
  mail?: MailQueue,
): Promise<FulfilResult> {
  if (!checkout.paid) return { outcome: 'unpaid' };
  // Service role: the provider (webhook) or its answer (return path, demo) is the authority here, and
  // orders are written by no user; who the order belongs to is checked against the checkout's metadata.
  return db.asService(async (tx): Promise<FulfilResult> => {
    const reason = await unmatchedReason(tx, checkout);
    if (reason === 'settled') return { outcome: 'order', changed: false };
    if (reason !== null || !checkout.metadata) {
      const why = reason ?? 'missing_metadata';
      const recorded = reconciler ? await recordUnmatched(tx, reconciler, checkout, why) : false;
      return { outcome: 'unmatched', reason: why, recorded };
    }
    const { quoteId, userId, packageId, quantity, purpose = 'package', withheldSatang = 0 } = checkout.metadata;
    // Payment received outranks a superseded or expired checkout: the money is real.
    const rows = await tx.db
      .insertInto('public.orders')
      .values({
        user_id: userId,
        quote_id: quoteId,
        package_id: packageId,
        quantity,
        total_amount: checkout.amountTotal,
        currency: checkout.currency,
        status: 'processing',
        payment_session_id: checkout.sessionId,
        purpose,
        // What the company client withheld from this payment, as the provider charged it (decision 0061).
        withheld_satang: withheldSatang,
      })
      .onConflict((oc) =>
        oc
          .column('payment_session_id')
          .doUpdateSet((eb) => ({
            status: 'processing',
            total_amount: eb.ref('excluded.total_amount'),
            withheld_satang: eb.ref('excluded.withheld_satang'),
          }))
          .where('public.orders.status', 'in', ['pending', 'cancelled']),
      )
      .returning('id')
      .execute();
    // A package order's quote is approved by this payment, in this transaction: the database's trigger
    // approve_paid_package_quote does it, whoever records the payment (docs/decisions/0065).
    const order = rows[0];
    const changed = order !== undefined;
    // The receipt/tax invoice is issued with the payment, in this transaction (docs/decisions/0043): a
    // payment is never recorded without its document, and a rollback takes the number back.
    if (order) await issuePaymentReceipt(tx, order.id, getConfig());
    // The client hears of a payment once: only the call that settled it queues the e-mails.
    const queue = mail ?? reconciler?.mail ?? getMailQueue();
    if (order && changed && purpose === 'quote_balance')
      await queueBalanceReceipt(tx, queue, quoteId, checkout.amountTotal, siteUrl(), order.id);
    if (order && purpose === 'package')
      await queueOrderReceipt(tx, queue, { id: order.id, quoteId, quantity, amount: checkout.amountTotal, paidAt: new Date() }, siteUrl());
    return { outcome: 'order', changed };
  });
}

/**
 * Back from the provider with ?session_id=: settle the order now if the provider says it is paid
 * and it is this customer's, so the dashboard is right even before the webhook arrives. A paid
 * checkout that does not match an order is left to the webhook, which records it for the studio:
 * a customer's page load never files reconciliations or alerts. True only when that checkout is paid
 * and is this customer's order: the one thing that lets the dashboard thank them for a payment (a
 * made-up or another customer's session id in the address gets no thanks).
 */
export async function settleReturnFromCheckout(db: Database, payments: PaymentsPort, sessionId: string, userId: string): Promise<boolean> {
  if (sessionId.length > 255) return false;
  try {
    const checkout = await payments.getCheckout(sessionId);
    if (!checkout?.paid || checkout.metadata?.userId !== userId) return false;
    return (await fulfilCheckout(db, checkout)).outcome === 'order';
  } catch (error) {
    console.error('[orders] could not check the returning checkout', error);
    return false;
  }
}
