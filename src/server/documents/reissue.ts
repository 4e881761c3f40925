/**
 * Receipts skipped while the studio's identity was incomplete (decision 0043: production records the
 * payment but issues no document then), issued once the identity is complete (docs/decisions/0051).
 * Paid orders without a receipt/tax invoice are taken in the order they were paid, each in its own
 * transaction, dated with the payment's date (the tax point of a service is the payment, so the VAT
 * belongs to that month). Idempotent: an order that has its document is not selected again, and
 * issue_document returns the existing one if two runs race.
 */
import { sql } from 'kysely';
import type { Database } from '../db/types';
import type { AppConfig } from '../config';
import { issuePaymentReceipt, type ReceiptOutcome } from './paymentReceipt';

export interface ReissueReport {
  issued: { orderId: string; number: string; paidAt: string }[];
  skipped: { orderId: string; reason: string }[];
}

/** Service role: run by the operator (npm run documents:reissue), never by a request. */
export async function issueMissingReceipts(db: Database, config: Pick<AppConfig, 'seller' | 'payments'>): Promise<ReissueReport> {
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
    const outcome: ReceiptOutcome = await db.asService((tx) => issuePaymentReceipt(tx, order.id, config, paidAt));
    if ('issued' in outcome) report.issued.push({ orderId: order.id, number: outcome.issued.number, paidAt: paidAt.toISOString() });
    else report.skipped.push({ orderId: order.id, reason: outcome.skipped });
  }
  return report;
}
