import type { Tx } from '../../db/types';
import type { MailQueue } from '../../mail/outbox';
import { orderReceiptAttachment } from '../documents/attachment';
import { withheldFrom } from './orderReceipt';
import { clientOf, dashboardUrl, issueCreditNote, packageNameFor, readQuote, settlementOf } from './ledger';

/**
 * A balance payment was settled (for the first time): the client's receipt, in their language, with
 * what is left. Called by the one fulfilment (webhook, return path, demo) inside its service
 * transaction, so the e-mail exists exactly when the order does; the fulfilment holds the order's row,
 * and the quote's is locked here so a concurrent acceptance cannot credit the same money.
 */
export async function queueBalanceReceipt(
  tx: Tx,
  mail: MailQueue,
  quoteId: string,
  received: number,
  origin: string,
  /** The paid order: its receipt/tax invoice goes with the e-mail as a PDF (docs/decisions/0051). */
  orderId?: string,
): Promise<void> {
  await tx.db.selectFrom('public.quotes').select('id').where('id', '=', quoteId).forUpdate().execute();
  const row = await readQuote(tx, quoteId);
  if (!row || row.accepted_price === null) return;
  const client = clientOf(row);
  const context = {
    locale: row.locale,
    client,
    quoteId: row.id,
    packageName: await packageNameFor(tx, row),
    link: dashboardUrl(origin, row.locale),
  };
  const related = { relatedTable: 'quotes', relatedId: row.id };
  const settlement = await settlementOf(tx, row.id, row.accepted_price);
  if (client.email) {
    const receipt = orderId ? await orderReceiptAttachment(tx, orderId, row.locale) : { attached: null, attachments: [] };
    await mail.enqueue(
      tx,
      'quote_payment_received',
      { ...context, received, withheldSatang: orderId ? await withheldFrom(tx, orderId) : 0, settlement, attached: receipt.attached },
      related,
      receipt.attachments,
    );
  }
  // Money beyond the price (a superseded checkout paid as well): credited at once, as at acceptance.
  if (settlement.outcome === 'credit') {
    await issueCreditNote(tx, row, settlement, async (system, note) => {
      if (client.email)
        await mail.enqueue(
          system,
          'quote_credit_note',
          { ...context, settlement, creditNoteNumber: note.number, attached: note.attached },
          related,
          note.attachments,
        );
    });
  }
}
