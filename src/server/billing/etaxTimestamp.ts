/**
 * The time-stamped copies of e-Tax documents (decision 0076): the studio records the day the Revenue
 * Department's mailbox returned the stamped copy of a document it sent, in an append-only log beside
 * the document (public.etax_timestamped_copies; the document itself is never edited). Read and
 * written as the caller, so RLS decides: an admin at aal2 records and reads all, a client reads the
 * entries of their own documents.
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import { isDatabaseError, type Tx } from '../db/types';
import { checkTimestampDay, type EtaxTimestampInput, type TimestampProblem } from '../../domain/money/etaxTimestamp';
import { isEtdaDocumentType } from '../../domain/money/etdaXml';
import type { DocumentType } from '../../domain/money/document';

export type TimestampOutcome = 'ok' | 'not_found' | TimestampProblem;

/** Records that the stamped copy of `input.documentId` arrived on `input.receivedOn` (admins; RLS checks again). */
export async function recordTimestampedCopy(
  caller: SignedInCallerDb,
  input: EtaxTimestampInput,
  now = new Date(),
): Promise<TimestampOutcome> {
  try {
    return await caller.run(async (tx) => {
      const document = await tx.db
        .selectFrom('public.documents')
        .select(['doc_type', 'issued_at'])
        .where('id', '=', input.documentId)
        .executeTakeFirst();
      if (!document || !isEtdaDocumentType(document.doc_type as DocumentType)) return 'not_found';
      const problem = checkTimestampDay(input.receivedOn, new Date(document.issued_at), now);
      if (problem) return problem;
      // recorded_by defaults to auth.uid(): the policy holds it to the caller, and it is not theirs to set.
      await tx.db
        .insertInto('public.etax_timestamped_copies')
        .values({ document_id: input.documentId, received_on: input.receivedOn })
        .execute();
      return 'ok';
    });
  } catch (error) {
    if (isDatabaseError(error) && error.code === '42501') return 'not_found';
    throw error;
  }
}

/** The day the stamped copy of a document arrived (the latest entry), as YYYY-MM-DD, or null; as the caller. */
export async function timestampedOn(tx: Tx, documentId: string): Promise<string | null> {
  const row = await tx.db
    .selectFrom('public.etax_timestamped_copies')
    .select(sql<string>`received_on::text`.as('day'))
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.day ?? null;
}
