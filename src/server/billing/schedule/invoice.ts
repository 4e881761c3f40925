/**
 * The invoice (ใบแจ้งหนี้, INV-<BE year>-NNNN) of an instalment, issued in the transaction that makes it
 * due (acceptance for the deposit, the studio's mark for a milestone), so an instalment is never due
 * without its invoice and a rolled-back mark takes the number back (decisions 0043, 0050).
 */
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import { bangkokDate } from '../../../domain/money/buddhistEra';
import { dueDateFrom } from '../../../domain/schedule/status';
import { invoiceFor } from '../../../domain/schedule/invoice';
import { buyerOf } from '../documents/paymentReceipt';
import { issueDocument, type IssuedDocument } from '../documents/issue';
import { quotationNumberOf } from '../quotation/quotationNumber';
import { sellerOnDocument } from '../seller';

export type InvoiceOutcome = { issued: IssuedDocument } | { skipped: 'seller_incomplete' | 'not_found' | 'already_invoiced' };

/** Runs as the service role (issue_document is granted to it only), inside the caller's transaction. */
export async function issueInstalmentInvoice(
  system: Tx,
  instalmentId: string,
  config: Pick<AppConfig, 'seller'>,
  issuedAt: Date = new Date(),
): Promise<InvoiceOutcome> {
  if (!config.seller.ok) {
    console.error(`[schedule] no invoice for instalment ${instalmentId}: the studio's identity is incomplete`);
    return { skipped: 'seller_incomplete' };
  }
  const row = await system.db
    .selectFrom('public.payment_instalments as i')
    .select((eb) => [
      'i.id',
      'i.quote_id',
      'i.user_id',
      'i.position',
      'i.label_en',
      'i.label_th',
      'i.amount_satang',
      'i.invoice_document_id',
      eb
        .selectFrom('public.payment_instalments as all_i')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('all_i.schedule_id', '=', 'i.schedule_id')
        .as('count'),
    ])
    .where('i.id', '=', instalmentId)
    .executeTakeFirst();
  if (!row) return { skipped: 'not_found' };
  if (row.invoice_document_id) return { skipped: 'already_invoiced' };
  const identity = config.seller.identity;
  const due = bangkokDate(dueDateFrom(issuedAt));
  const { type, snapshot } = invoiceFor({
    seller: sellerOnDocument(identity),
    buyer: await buyerOf(system, row.user_id),
    amount: row.amount_satang,
    instalment: { position: row.position, count: Number(row.count ?? 1), label: { en: row.label_en, th: row.label_th } },
    quoteRef: row.quote_id.slice(0, 8),
    quotationNumber: await quotationNumberOf(system, row.quote_id),
    dueDate: `${due.year}-${String(due.month).padStart(2, '0')}-${String(due.day).padStart(2, '0')}`,
    bank: identity.bank,
    promptPayId: identity.promptPayId,
    demo: config.seller.demo,
  });
  const issued = await issueDocument(system, { type, issuedAt, userId: row.user_id, quoteId: row.quote_id, orderId: null, snapshot });
  await system.db.updateTable('public.payment_instalments').set({ invoice_document_id: issued.id }).where('id', '=', row.id).execute();
  return { issued };
}
