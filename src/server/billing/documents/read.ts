/**
 * Reading issued documents as the caller: RLS returns a document to its buyer and to admins only, so a
 * document that is someone else's is indistinguishable from one that does not exist.
 */
import type { SignedInCallerDb } from '../../db/caller';
import type { DocumentSnapshot, DocumentType } from '../../../domain/money/document';
import type { IssuedDocumentView } from '../rendering/pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function readDocument(caller: SignedInCallerDb, id: string): Promise<IssuedDocumentView | null> {
  if (!UUID.test(id)) return null;
  const row = await caller.run((tx) =>
    tx.db
      .selectFrom('public.documents as d')
      // What the payment record says was withheld (decision 0061): an older receipt's snapshot does not.
      .leftJoin('public.orders as o', 'o.id', 'd.order_id')
      .select(['d.doc_type', 'd.number', 'd.issued_at', 'd.snapshot', 'o.withheld_satang'])
      .where('d.id', '=', id)
      .executeTakeFirst(),
  );
  if (!row) return null;
  return {
    type: row.doc_type as DocumentType,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    // Written by issue_document from src/domain/money/document.ts; never changed since.
    snapshot: row.snapshot as unknown as DocumentSnapshot,
    withheldOnRecord: row.withheld_satang === null ? undefined : Number(row.withheld_satang),
  };
}
