/**
 * The e-mail of a receipt or credit note issued late (npm run documents:reissue, decision 0051): to the
 * client, in their language, with the PDF, queued as the service in the transaction that issues the
 * document. Once per document: a document that already went out with an e-mail is not sent again,
 * whoever runs the script how often (decision 0050, addendum 2026-11-27; credit notes: decision 0051,
 * addendum 2026-11-27).
 */
import type { Tx } from '../../db/types';
import type { MailQueue } from '../../mail/outbox';
import { localePrefix, type Locale } from '../../../i18n/locales';
import { bahtToSatang } from '../../../domain/money/satang';
import { clientOf, readQuote } from '../ledger/ledger';
import { documentAttachment } from './attachment';

export interface ReissueNotice {
  mail: MailQueue;
  /** The site's address, for the link to Payment History. */
  origin: string;
}

/** Queues it; the recipient's address, or null when there is nobody to send it to or it was sent already. */
export async function queueReissuedReceipt(
  tx: Tx,
  notice: ReissueNotice,
  order: { id: string; paidAt: Date },
  documentId: string,
): Promise<string | null> {
  if (await sentAlready(tx, documentId)) return null;
  const row = await tx.db
    .selectFrom('public.orders as o')
    .innerJoin('public.documents as d', 'd.order_id', 'o.id')
    .leftJoin('public.profiles as pr', 'pr.id', 'o.user_id')
    .select(['o.user_id', 'o.quote_id', 'o.total_amount', 'd.doc_type', 'd.number', 'pr.full_name', 'pr.email'])
    .where('o.id', '=', order.id)
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!row || (row.doc_type !== 'tax_invoice' && row.doc_type !== 'receipt')) return null;
  const recipient = await recipientOf(tx, row);
  if (!recipient.email) return null;
  const file = await documentAttachment(tx, documentId, recipient.locale);
  await notice.mail.enqueue(
    tx,
    'receipt_reissued',
    {
      locale: recipient.locale,
      client: { name: recipient.name, email: recipient.email },
      amount: bahtToSatang(row.total_amount),
      paidAt: order.paidAt,
      document: { type: row.doc_type, number: row.number },
      link: `${notice.origin}${localePrefix(recipient.locale)}/account/payments`,
      attached: file !== null,
    },
    row.quote_id ? { relatedTable: 'quotes', relatedId: row.quote_id } : { relatedTable: 'orders', relatedId: order.id },
    file ? [file] : [],
  );
  return recipient.email;
}

/**
 * Queues the credit-note document `documentId` of credit note `credit` (the money row), as
 * queueReissuedReceipt does a receipt: the quote's client, the amount credited and the credit's date.
 */
export async function queueReissuedCreditNote(
  tx: Tx,
  notice: ReissueNotice,
  credit: { id: string; creditedAt: Date },
  documentId: string,
): Promise<string | null> {
  if (await sentAlready(tx, documentId)) return null;
  const row = await tx.db
    .selectFrom('public.quote_credit_notes as c')
    .innerJoin('public.credit_note_documents as l', 'l.credit_note_id', 'c.id')
    .innerJoin('public.documents as d', 'd.id', 'l.document_id')
    .leftJoin('public.profiles as pr', 'pr.id', 'c.user_id')
    .select(['c.user_id', 'c.quote_id', 'c.amount', 'd.number', 'pr.full_name', 'pr.email'])
    .where('c.id', '=', credit.id)
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!row) return null;
  const recipient = await recipientOf(tx, row);
  if (!recipient.email) return null;
  const file = await documentAttachment(tx, documentId, recipient.locale);
  await notice.mail.enqueue(
    tx,
    'credit_note_reissued',
    {
      locale: recipient.locale,
      client: { name: recipient.name, email: recipient.email },
      amount: bahtToSatang(row.amount),
      creditedAt: credit.creditedAt,
      number: row.number,
      link: `${notice.origin}${localePrefix(recipient.locale)}/account/payments`,
      attached: file !== null,
    },
    { relatedTable: 'quotes', relatedId: row.quote_id },
    file ? [file] : [],
  );
  return recipient.email;
}

/** Whether the document already went out attached to an e-mail (then it is not sent again). */
async function sentAlready(tx: Tx, documentId: string): Promise<boolean> {
  const sent = await tx.db.selectFrom('public.email_attachments').select('id').where('document_id', '=', documentId).executeTakeFirst();
  return sent !== undefined;
}

/**
 * The quote's contact in the quote's language, as the order's own e-mails (the account's address first,
 * contactWithProfile); else the account's, in its latest quote's.
 */
async function recipientOf(
  tx: Tx,
  row: { user_id: string | null; quote_id: string | null; full_name: string | null; email: string | null },
): Promise<{ name: string; email: string; locale: Locale }> {
  const quote = row.quote_id ? await readQuote(tx, row.quote_id) : null;
  if (quote) {
    const client = clientOf(quote);
    return { name: client.name, email: client.email, locale: quote.locale };
  }
  const latest = row.user_id
    ? await tx.db
        .selectFrom('public.quotes')
        .select('locale')
        .where('user_id', '=', row.user_id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return { name: row.full_name ?? '', email: row.email ?? '', locale: latest?.locale === 'th' ? 'th' : 'en' };
}
