/**
 * Withholding certificates (50 ทวิ) per paid document whose payment withheld tax (docs/decisions/0051, 0061): read and
 * written as the caller, so RLS decides (a client: their own documents; an admin at aal2: all). The
 * state of each comes from the latest entry of two append-only logs (src/domain/money/withholdingCertificate.ts).
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../../db/caller';
import { isDatabaseError, type Tx } from '../../db/types';
import {
  certificateState,
  type CertificateMark,
  type CertificateState,
  type WithholdingReportInput,
} from '../../../domain/money/withholdingCertificate';

/** The newest rows a list shows: a studio has far fewer documents with withholding than this. */
export const CERTIFICATE_ROWS = 200;

export interface CertificateRow {
  documentId: string;
  number: string;
  issuedAt: string;
  buyerName: string;
  buyerTaxId: string | null;
  /** Satang withheld, as the payment record says (public.orders.withheld_satang). */
  withholding: number;
  state: CertificateState;
  /** The client's latest report, if any. */
  report: { certificateDate: string; certificateNumber: string | null; at: string } | null;
  /** The studio's latest mark, if any. */
  mark: { status: CertificateMark; at: string } | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10));

async function listAs(tx: Tx, ownerId: string | null): Promise<CertificateRow[]> {
  // The latest entry of each log, per document (correlated; both logs are indexed on (document_id, created_at)).
  const latest = (table: 'marks' | 'reports', column: string) =>
    sql.raw(
      `(select x.${column} from public.withholding_certificate_${table} x where x.document_id = d.id order by x.created_at desc limit 1)`,
    );
  let query = tx.db
    .selectFrom('public.documents as d')
    // What was withheld is the payment's fact, not the snapshot's (decision 0061): a company that paid in
    // full withheld nothing and owes no certificate, whatever an older receipt's snapshot computed.
    .innerJoin('public.orders as o', 'o.id', 'd.order_id')
    .select([
      'd.id',
      'd.number',
      'd.issued_at',
      sql<string>`d.snapshot -> 'buyer' ->> 'name'`.as('buyer_name'),
      sql<string | null>`d.snapshot -> 'buyer' ->> 'taxId'`.as('buyer_tax_id'),
      'o.withheld_satang as withholding',
      sql<string | null>`${latest('marks', 'status')}`.as('mark_status'),
      sql<string | null>`${latest('marks', 'created_at')}`.as('mark_at'),
      sql<string | null>`${latest('reports', 'certificate_date')}::text`.as('report_date'),
      sql<string | null>`${latest('reports', 'certificate_number')}`.as('report_number'),
      sql<string | null>`${latest('reports', 'created_at')}`.as('report_at'),
    ])
    .where('d.doc_type', 'in', ['tax_invoice', 'receipt'])
    .where('o.withheld_satang', '>', 0)
    .orderBy('d.issued_at', 'desc')
    .limit(CERTIFICATE_ROWS);
  if (ownerId) query = query.where('d.user_id', '=', ownerId);
  const rows = await query.execute();
  return rows.map((row) => {
    const mark = row.mark_status && row.mark_at ? { status: row.mark_status as CertificateMark, at: iso(row.mark_at) } : null;
    const report =
      row.report_date && row.report_at
        ? { certificateDate: day(row.report_date), certificateNumber: row.report_number ?? null, at: iso(row.report_at) }
        : null;
    return {
      documentId: row.id,
      number: row.number,
      issuedAt: iso(row.issued_at),
      buyerName: row.buyer_name,
      buyerTaxId: row.buyer_tax_id,
      withholding: Number(row.withholding),
      state: certificateState(mark && { status: mark.status, at: new Date(mark.at) }, report && { at: new Date(report.at) }),
      report,
      mark,
    };
  });
}

/** The signed-in client's documents with withholding, newest first. */
export function listOwnCertificates(caller: SignedInCallerDb): Promise<CertificateRow[]> {
  return caller.run((tx) => listAs(tx, caller.claims.sub ?? null));
}

/** Every document with withholding (an admin; RLS returns nothing to anyone else), optionally only those not received. */
export async function listCertificates(caller: SignedInCallerDb, show: 'missing' | 'all'): Promise<CertificateRow[]> {
  const rows = await caller.run((tx) => listAs(tx, null));
  return show === 'all' ? rows : rows.filter((row) => row.state !== 'received');
}

/** RLS refused the insert (not the caller's document, no withholding on it, not an admin): one answer. */
async function refusedAsNotFound(write: () => Promise<unknown>): Promise<'ok' | 'not_found'> {
  try {
    await write();
    return 'ok';
  } catch (error) {
    if (isDatabaseError(error) && (error.code === '42501' || error.code === '23503')) return 'not_found';
    throw error;
  }
}

/** The client says they sent the certificate for one of their documents. */
export function reportCertificateSent(caller: SignedInCallerDb, input: WithholdingReportInput): Promise<'ok' | 'not_found'> {
  return refusedAsNotFound(() =>
    caller.run((tx) =>
      tx.db
        .insertInto('public.withholding_certificate_reports')
        .values({
          document_id: input.documentId,
          certificate_date: input.certificateDate,
          certificate_number: input.certificateNumber === '' ? null : input.certificateNumber,
        })
        .execute(),
    ),
  );
}

/** The studio marks a certificate received or missing. */
export function markCertificate(caller: SignedInCallerDb, documentId: string, status: CertificateMark): Promise<'ok' | 'not_found'> {
  return refusedAsNotFound(() =>
    caller.run((tx) =>
      // marked_by defaults to auth.uid(): the policy holds it to the caller, and it is not theirs to set.
      tx.db.insertInto('public.withholding_certificate_marks').values({ document_id: documentId, status }).execute(),
    ),
  );
}
