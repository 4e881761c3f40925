/**
 * A document's PDF as an e-mail attachment (docs/decisions/0051): rendered once from the frozen snapshot
 * when the e-mail is queued and stored with it, so the outbox sends exactly those bytes, now or on a
 * retry. The document itself is bilingual (Thai first, English beneath: a Thai tax document must be in
 * Thai); the file is named in the client's language.
 */
import type { Tx } from '../../db/types';
import type { DocumentSnapshot, DocumentType } from '../../../domain/money/document';
import type { Locale } from '../../../i18n/locales';
import type { QueuedAttachment } from '../../mail/outbox';
import type { AttachedDocument } from '../../mail/templates/attachedDocument';
import { renderIssuedDocument } from './printable';
import { queueEtaxEmail } from './etaxEmail';

const FILE_NAMES: Record<DocumentType, Record<Locale, string>> = {
  tax_invoice: { en: 'Receipt-Tax-Invoice', th: 'ใบเสร็จรับเงิน-ใบกำกับภาษี' },
  receipt: { en: 'Receipt', th: 'ใบเสร็จรับเงิน' },
  invoice: { en: 'Invoice', th: 'ใบแจ้งหนี้' },
  quotation: { en: 'Quotation', th: 'ใบเสนอราคา' },
  credit_note: { en: 'Credit-Note', th: 'ใบลดหนี้' },
};

/** "Receipt-Tax-Invoice RT-2569-0001.pdf", "ใบลดหนี้ CN-2569-0001.pdf". */
export function documentFileName(type: DocumentType, number: string, locale: Locale): string {
  return `${FILE_NAMES[type][locale]} ${number}.pdf`;
}

/** The PDF of document `documentId`, or null when there is none. `tx` must be able to read it (the service). */
export async function documentAttachment(tx: Tx, documentId: string, locale: Locale): Promise<QueuedAttachment | null> {
  const row = await tx.db
    .selectFrom('public.documents as d')
    // What the payment record says was withheld (decision 0061): an older receipt's snapshot does not.
    .leftJoin('public.orders as o', 'o.id', 'd.order_id')
    .select(['d.id', 'd.doc_type', 'd.number', 'd.issued_at', 'd.snapshot', 'o.withheld_satang'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!row) return null;
  const type = row.doc_type as DocumentType;
  const view = {
    type,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    // Written by issue_document from src/domain/money/document.ts; never changed since.
    snapshot: row.snapshot as unknown as DocumentSnapshot,
    withheldOnRecord: row.withheld_satang === null ? undefined : Number(row.withheld_satang),
  };
  // The same layout as the download (an invoice's QR, a quotation's terms).
  const pdf = await renderIssuedDocument(view);
  const file = {
    filename: documentFileName(type, row.number, locale),
    type: 'application/pdf',
    contentBase64: pdf.toString('base64'),
    documentId: row.id,
  };
  // A tax document e-mailed to its client also leaves by the e-Tax route when the studio enabled it
  // (decision 0069): queued here, in the same transaction, once per document.
  await queueEtaxEmail(tx, { ...view, id: row.id }, file, locale);
  return file;
}

/**
 * The receipt (or receipt/tax invoice) issued for a paid order, for its e-mail: the line naming it and
 * the PDF. Nothing when none was issued (the studio's identity was incomplete: decision 0043).
 */
export async function orderReceiptAttachment(
  tx: Tx,
  orderId: string,
  locale: Locale,
): Promise<{ attached: AttachedDocument | null; attachments: QueuedAttachment[] }> {
  const receipt = await tx.db
    .selectFrom('public.documents')
    .select(['id', 'doc_type', 'number'])
    .where('order_id', '=', orderId)
    .where('doc_type', 'in', ['tax_invoice', 'receipt'])
    .executeTakeFirst();
  const file = receipt ? await documentAttachment(tx, receipt.id, locale) : null;
  if (!receipt || !file) return { attached: null, attachments: [] };
  return { attached: { type: receipt.doc_type as 'tax_invoice' | 'receipt', number: receipt.number }, attachments: [file] };
}
