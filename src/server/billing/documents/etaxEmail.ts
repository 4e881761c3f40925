/**
 * The e-Tax Invoice by Time Stamp route (decision 0069): when the studio enables it, a tax document
 * whose PDF carries its ETDA XML is e-mailed to its buyer with a copy to the Revenue Department's
 * time-stamp mailbox, from the sender registered for the route, with the route's subject. Queued in
 * the transaction that e-mails the document to its client (documentAttachment), once per document,
 * with the same PDF bytes; delivery and retries are the outbox's.
 */
import { call } from '../../db/builder';
import type { Tx } from '../../db/types';
import type { Locale } from '../../../i18n/locales';
import { getConfig, type AppConfig } from '../../config';
import { MailQueue, type QueuedAttachment } from '../../mail/outbox';
import { etaxSubject, isEtdaDocumentType, type EtaxMailStatus } from '../../../domain/money/etdaXml';
import type { IssuedDocumentView } from '../rendering/pdf';
import { etdaAttachment } from './printable';
import { timestampedCopyOf } from './etaxTimestamp';

export type { EtaxMailStatus };

/**
 * Queues the document's e-Tax e-mail unless the route is off, the document is not an e-Tax document
 * (no XML could be made: etdaProblems), its buyer gave no e-mail address, or it was queued already.
 * Returns the outbox row's id, or null. `tx` must read and write the outbox (the service).
 */
export async function queueEtaxEmail(
  tx: Tx,
  view: IssuedDocumentView & { id: string },
  file: QueuedAttachment,
  locale: Locale,
  config: AppConfig = getConfig(),
): Promise<string | null> {
  const sending = config.etax.sending;
  if (!sending || !isEtdaDocumentType(view.type) || !etdaAttachment(view, config.etax.sellerAddress)) return null;
  const { buyer, seller, totals } = view.snapshot;
  if (!buyer.email) return null;
  const queued = await tx.db
    .selectFrom('public.email_outbox')
    .select('id')
    .where('kind', '=', 'etax_document')
    .where('related_table', '=', 'documents')
    .where('related_id', '=', view.id)
    .executeTakeFirst();
  if (queued) return null;
  const mail = new MailQueue({ logToConsole: config.mode === 'local', studioInbox: config.mail.studioInbox });
  return mail.enqueue(
    tx,
    'etax_document',
    {
      locale,
      buyer: { name: buyer.name, email: buyer.email, kind: buyer.kind },
      type: view.type,
      number: view.number,
      total: totals.total,
      seller: locale === 'th' ? seller.name.th : seller.name.en,
      subject: etaxSubject(seller.taxId, view.number),
    },
    { relatedTable: 'documents', relatedId: view.id },
    [file],
    { cc: sending.mailbox, from: sending.sender },
  );
}

/** The document's e-Tax e-mail as its buyer or an admin may see it (public.etax_email_status), or null. */
export async function etaxMailStatus(tx: Tx, documentId: string): Promise<EtaxMailStatus | null> {
  const row = await tx.db.selectFrom(call('public.etax_email_status', documentId).as('s')).selectAll().executeTakeFirst();
  if (!row) return null;
  const stamped = await timestampedCopyOf(tx, documentId);
  return {
    status: row.status as EtaxMailStatus['status'],
    attempts: row.attempts,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    timestampedOn: stamped?.day ?? null,
    timestampedFile: stamped?.fileId ?? null,
  };
}
