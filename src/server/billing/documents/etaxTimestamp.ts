/**
 * The time-stamped copies of e-Tax documents (decision 0076): the studio records the day the Revenue
 * Department's mailbox returned the stamped copy of a document it sent, with the stamped PDF if it
 * uploads it, in an append-only log beside the document (public.etax_timestamped_copies; the document
 * itself is never edited). Read and written as the caller, so RLS decides: an admin at aal2 records and
 * reads all, a client reads the entries of their own documents. The PDF is private: kept in the
 * timestamp store and served only after its entry was read as the caller.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../../db/caller';
import { isDatabaseError, type Tx } from '../../db/types';
import {
  checkTimestampDay,
  checkTimestampedFile,
  type EtaxTimestampInput,
  type TimestampProblem,
} from '../../../domain/money/etaxTimestamp';
import { isEtdaDocumentType } from '../../../domain/money/etdaXml';
import type { DocumentType } from '../../../domain/money/document';
import type { TimestampStore } from './timestampStore';

export type TimestampOutcome = 'ok' | 'not_found' | TimestampProblem;

/**
 * Records that the stamped copy of `input.documentId` arrived on `input.receivedOn`, with its PDF when
 * `file` holds one (admins; RLS checks again). The PDF is stored first, in the same transaction, so the
 * entry never names a missing file.
 */
export async function recordTimestampedCopy(
  caller: SignedInCallerDb,
  input: EtaxTimestampInput,
  file: Uint8Array | null = null,
  store: TimestampStore | null = null,
  now = new Date(),
): Promise<TimestampOutcome> {
  const fileProblem = checkTimestampedFile(file);
  if (fileProblem) return fileProblem;
  const withFile = file && file.length > 0 && store ? file : null;
  try {
    return await caller.run(async (tx) => {
      const document = await tx.db
        .selectFrom('public.documents')
        .select(['doc_type', 'issued_at', 'user_id'])
        .where('id', '=', input.documentId)
        .executeTakeFirst();
      if (!document || !isEtdaDocumentType(document.doc_type as DocumentType)) return 'not_found';
      const problem = checkTimestampDay(input.receivedOn, new Date(document.issued_at), now);
      if (problem) return problem;
      const path = withFile ? `timestamped/${document.user_id ?? input.documentId}/${randomUUID()}.pdf` : null;
      if (withFile && path) await store!.put(tx, path, withFile);
      // recorded_by defaults to auth.uid(): the policy holds it to the caller, and it is not theirs to set.
      await tx.db
        .insertInto('public.etax_timestamped_copies')
        .values({
          document_id: input.documentId,
          received_on: input.receivedOn,
          file_path: path,
          file_bytes: withFile ? withFile.length : null,
        })
        .execute();
      return 'ok';
    });
  } catch (error) {
    if (isDatabaseError(error) && error.code === '42501') return 'not_found';
    throw error;
  }
}

/** A document's latest record: the day (YYYY-MM-DD) and, when a PDF came with it, the record's id to download it by. */
export interface TimestampedCopy {
  day: string;
  fileId: string | null;
}

/** The latest record of a document's stamped copy, as the caller (RLS: its client or an admin), or null. */
export async function timestampedCopyOf(tx: Tx, documentId: string): Promise<TimestampedCopy | null> {
  const row = await tx.db
    .selectFrom('public.etax_timestamped_copies')
    .select(['id', 'file_path', sql<string>`received_on::text`.as('day')])
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { day: row.day, fileId: row.file_path ? row.id : null } : null;
}

/** The day a document's stamped copy arrived (the latest record), or null; as the caller. */
export async function timestampedOn(tx: Tx, documentId: string): Promise<string | null> {
  return (await timestampedCopyOf(tx, documentId))?.day ?? null;
}

/** A stamped PDF by its record's id: read as the caller (RLS decides), then from the store; null otherwise. */
export async function readTimestampedFile(
  caller: SignedInCallerDb,
  recordId: string,
  store: TimestampStore,
): Promise<{ bytes: Uint8Array; name: string } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(recordId)) return null;
  return caller.run(async (tx) => {
    const row = await tx.db
      .selectFrom('public.etax_timestamped_copies as c')
      .innerJoin('public.documents as d', 'd.id', 'c.document_id')
      .select(['c.file_path', 'd.number'])
      .where('c.id', '=', recordId)
      .executeTakeFirst();
    if (!row?.file_path) return null;
    const bytes = await store.get(tx, row.file_path);
    return bytes ? { bytes, name: `${row.number}-timestamped.pdf` } : null;
  });
}
