import type { Tx } from '../../db/types';

/**
 * The number of the quotation (QT-2569-0002) a receipt, an invoice or a credit note refers to (issue 39,
 * round-3 review item 15: accountants match documents by their numbers, never by an internal id): the
 * revision the client accepted, else the latest revision with a document. Null when the quote has no
 * quotation document (priced before quotations were issued, or while the studio's identity was
 * incomplete); the document then cites no number rather than an id. Read as the caller (the service, when
 * documents are issued).
 */
export async function quotationNumberOf(tx: Tx, quoteId: string | null): Promise<string | null> {
  if (!quoteId) return null;
  const accepted = await tx.db
    .selectFrom('public.quote_acceptances as a')
    .innerJoin('public.quotation_revisions as r', 'r.id', 'a.revision_id')
    .innerJoin('public.documents as d', 'd.id', 'r.document_id')
    .select('d.number')
    .where('a.quote_id', '=', quoteId)
    .orderBy('a.accepted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (accepted) return accepted.number;
  const latest = await tx.db
    .selectFrom('public.quotation_revisions as r')
    .innerJoin('public.documents as d', 'd.id', 'r.document_id')
    .select('d.number')
    .where('r.quote_id', '=', quoteId)
    .orderBy('r.revision', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.number ?? null;
}
