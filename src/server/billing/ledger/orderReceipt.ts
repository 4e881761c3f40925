import type { Tx } from '../../db/types';
import type { MailQueue } from '../../mail/outbox';
import { clientOf, dashboardUrl, packageNameFor, readQuote } from './ledger';
import { orderReceiptAttachment } from '../documents/attachment';

/** Satang the client withheld from the order's payment (decision 0061); 0 when none. */
export async function withheldFrom(tx: Tx, orderId: string): Promise<number> {
  const row = await tx.db.selectFrom('public.orders').select('withheld_satang').where('id', '=', orderId).executeTakeFirst();
  return Number(row?.withheld_satang ?? 0);
}

/**
 * A catalogue order was paid (for the first time): the client's receipt in their language and the
 * studio's alert (issue 21: "paying a catalogue order sends nothing"). Called by the one fulfilment
 * (webhook, return path, demo) inside its service transaction, only by the call that made the order
 * processing, so the e-mails exist exactly when the paid order does and are sent once however often
 * the provider reports the payment.
 */
export async function queueOrderReceipt(
  tx: Tx,
  mail: MailQueue,
  order: { id: string; quoteId: string; quantity: number; amount: number; paidAt: Date },
  origin: string,
): Promise<void> {
  const row = await readQuote(tx, order.quoteId);
  if (!row) return;
  const client = clientOf(row);
  const related = { relatedTable: 'quotes', relatedId: row.id };
  const base = { client, orderId: order.id, quoteId: row.id, quantity: order.quantity, amount: order.amount, paidAt: order.paidAt };
  if (client.email) {
    // The receipt/tax invoice issued with the payment goes with it as a PDF (docs/decisions/0051).
    const receipt = await orderReceiptAttachment(tx, order.id, row.locale);
    const withheldSatang = await withheldFrom(tx, order.id);
    await mail.enqueue(
      tx,
      'order_receipt',
      {
        ...base,
        locale: row.locale,
        packageName: await packageNameFor(tx, row),
        link: dashboardUrl(origin, row.locale),
        attached: receipt.attached,
        withheldSatang,
      },
      related,
      receipt.attachments,
    );
  }
  // The studio reads English: the package's English name, the client's language named in the alert.
  await mail.enqueue(tx, 'order_paid', { ...base, locale: row.locale, packageName: row.package_name, link: `${origin}/admin` }, related);
}
