/**
 * Documents (public.documents) have one home: issued here, inside the transaction of what they record,
 * through public.issue_document, which locks the type's counter for the Buddhist-era year and takes the
 * next number (docs/decisions/0043). Nothing here ever updates or deletes one; the database refuses it.
 */
import { call } from '../../db/builder';
import type { Tx } from '../../db/types';
import type { DocumentSnapshot, DocumentType } from '../../../domain/money/document';

export interface IssuedDocument {
  id: string;
  number: string;
  sequence: number;
  /** False when the order already had its document (a payment reported twice): that one is returned. */
  issued: boolean;
}

export interface DocumentToIssue {
  type: DocumentType;
  issuedAt: Date;
  userId: string | null;
  quoteId: string | null;
  orderId: string | null;
  snapshot: DocumentSnapshot;
}

/** Must run as the service role (issue_document is granted to it only), in the issuing transaction. */
export async function issueDocument(tx: Tx, document: DocumentToIssue): Promise<IssuedDocument> {
  const row = await tx.db
    .selectFrom(
      call(
        'public.issue_document',
        document.type,
        document.issuedAt,
        // Null ids are real (a document about no order); the generated signature cannot say so.
        document.userId as string,
        document.quoteId as string,
        document.orderId as string,
        JSON.stringify(document.snapshot),
      ).as('d'),
    )
    .selectAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, number: row.number, sequence: row.sequence, issued: row.issued };
}
