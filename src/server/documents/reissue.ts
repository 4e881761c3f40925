/**
 * Receipts skipped while the studio's identity was incomplete (decision 0043: production records the
 * payment but issues no document then), issued once the identity is complete (docs/decisions/0051).
 * Paid orders without a receipt/tax invoice are taken in the order they were paid, each in its own
 * transaction, dated with the payment's date (the tax point of a service is the payment, so the VAT
 * belongs to that month). Idempotent: an order that has its document is not selected again, and
 * issue_document returns the existing one if two runs race. Each receipt issued here is e-mailed to the
 * client with its PDF in the same transaction, once (reissueEmail.ts; decision 0050, addendum 2026-11-27).
 */
import { sql } from 'kysely';
import type { Database } from '../db/types';
import type { AppConfig } from '../config';
import { issuePaymentReceipt, type ReceiptOutcome } from './paymentReceipt';
import { queueReissuedReceipt, type ReissueNotice } from './reissueEmail';

export interface ReissueReport {
  /** emailedTo: the address its e-mail was queued for, null when none was (no address, or sent before). */
  issued: { orderId: string; number: string; paidAt: string; emailedTo: string | null }[];
  skipped: { orderId: string; reason: string }[];
}

/** Service role: run by the operator (npm run documents:reissue), never by a request. */
export async function issueMissingReceipts(
  db: Database,
  config: Pick<AppConfig, 'seller' | 'payments'>,
  notice: ReissueNotice,
): Promise<ReissueReport> {
  const report: ReissueReport = { issued: [], skipped: [] };
  if (!config.seller.ok) throw new Error(`The studio's identity is still incomplete: ${config.seller.problems.join('; ')}`);
  const unpaidFor = await db.asService((tx) =>
    tx.db
      .selectFrom('public.orders as o')
      .select([
        'o.id',
        // When it was paid: the trail's change to processing (decision 0041), else the row's last change.
        sql<string | Date>`coalesce(
          (select min(e.occurred_at) from public.audit_events e
            where e.subject = 'order' and e.subject_id = o.id and e.changes -> 'status' ->> 'after' = 'processing'),
          o.updated_at)`.as('paid_at'),
      ])
      .where('o.status', 'in', ['processing', 'completed'])
      .where('o.total_amount', '>', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('public.documents as d')
              .select('d.id')
              .whereRef('d.order_id', '=', 'o.id')
              .where('d.doc_type', 'in', ['tax_invoice', 'receipt']),
          ),
        ),
      )
      .orderBy('paid_at')
      .orderBy('o.id')
      .execute(),
  );
  for (const order of unpaidFor) {
    const paidAt = new Date(order.paid_at);
    const done = await db.asService(async (tx) => {
      const outcome: ReceiptOutcome = await issuePaymentReceipt(tx, order.id, config, paidAt);
      // Only a document this run issued: one a concurrent run issued is that run's to send.
      const emailedTo =
        'issued' in outcome && outcome.issued.issued
          ? await queueReissuedReceipt(tx, notice, { id: order.id, paidAt }, outcome.issued.id)
          : null;
      return { outcome, emailedTo };
    });
    const { outcome, emailedTo } = done;
    if ('issued' in outcome)
      report.issued.push({ orderId: order.id, number: outcome.issued.number, paidAt: paidAt.toISOString(), emailedTo });
    else report.skipped.push({ orderId: order.id, reason: outcome.skipped });
  }
  return report;
}
