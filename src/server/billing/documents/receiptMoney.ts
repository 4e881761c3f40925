/**
 * The studio's money actions on a receipt/tax invoice (docs/decisions/0064): a credit note with the
 * reason it gives (ใบลดหนี้, numbered by issue_document like every document) and a refund record.
 * Both run as the calling admin; the database functions check is_admin() (aal2) and the limits again
 * under a lock, so a form posted twice or two admins at once cannot credit or refund more than remains.
 * And what a quote's receipts carry of both, read as the caller (an admin, or the client: RLS decides).
 */
import { sql } from 'kysely';
import { call } from '../../db/builder';
import type { SignedInCallerDb } from '../../db/caller';
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import type { DocumentSnapshot } from '../../../domain/money/document';
import { studioCreditNoteFor, type CreditInput, type RefundInput, type RefundMethod } from '../../../domain/money/receiptActions';
import type { MailQueue } from '../../mail/outbox';
import { localePrefix, type Locale } from '../../../i18n/locales';
import { clientOf, readQuote } from '../ledger/ledger';
import { documentAttachment } from './attachment';
import { sellerOnDocument } from '../seller';

/** Where the client's e-mail goes out from: the outbox and the site's address for links. */
export interface CreditNotice {
  mail: MailQueue;
  origin: string;
}

export type CreditOutcome =
  | { ok: true; documentId: string; number: string }
  | { ok: false; problem: 'not_found' | 'over' | 'reason' | 'amount' | 'seller_incomplete' | 'forbidden' };

export async function issueReceiptCreditNote(
  caller: SignedInCallerDb,
  input: CreditInput,
  config: Pick<AppConfig, 'seller'>,
  notice?: CreditNotice,
): Promise<CreditOutcome> {
  if (!config.seller.ok) return { ok: false, problem: 'seller_incomplete' };
  const identity = config.seller.identity;
  const demo = config.seller.demo;
  return caller.run(async (tx) => {
    const original = await tx.db
      .selectFrom('public.documents')
      .select(['id', 'number', 'issued_at', 'snapshot'])
      .select(sql<string | null>`public.receipt_creditable_satang(id)::text`.as('creditable'))
      .where('id', '=', input.documentId)
      .where('doc_type', 'in', ['tax_invoice', 'receipt'])
      .executeTakeFirst();
    if (!original || original.creditable === null) return { ok: false as const, problem: 'not_found' as const };
    const creditable = Number(original.creditable);
    const snapshot = original.snapshot as unknown as DocumentSnapshot;
    let note: ReturnType<typeof studioCreditNoteFor>;
    try {
      note = studioCreditNoteFor({
        seller: sellerOnDocument(identity),
        buyer: snapshot.buyer,
        original: { number: original.number, issuedAt: new Date(original.issued_at).toISOString(), total: snapshot.totals.total },
        creditable,
        amount: input.amountSatang,
        reason: input.reason,
        demo,
      });
    } catch {
      return { ok: false as const, problem: input.amountSatang > creditable ? ('over' as const) : ('amount' as const) };
    }
    const row = await tx.db
      .selectFrom(
        call('public.record_receipt_credit_note', input.documentId, input.amountSatang, input.reason, JSON.stringify(note.snapshot)).as(
          'r',
        ),
      )
      .select(['outcome', 'document_id', 'number'])
      .executeTakeFirst();
    if (row?.outcome === 'ok' && row.document_id && row.number) {
      // The client's copy, in this transaction: the note and its e-mail commit together.
      if (notice) await queueCreditNoteEmail(tx, notice, row.document_id, original.number);
      return { ok: true as const, documentId: row.document_id, number: row.number };
    }
    const problem = row?.outcome;
    if (problem === 'forbidden' || problem === 'not_found' || problem === 'over' || problem === 'reason')
      return { ok: false as const, problem };
    throw new Error(`record_receipt_credit_note answered ${String(problem)}`);
  });
}

/**
 * The credit note's e-mail to the quote's client in the quote's language (the account's profile and its
 * latest quote's language when the note has no quote), with the PDF. E-mails are the service's.
 */
async function queueCreditNoteEmail(tx: Tx, notice: CreditNotice, documentId: string, originalNumber: string): Promise<void> {
  await tx.asService(async (system) => {
    const note = await system.db
      .selectFrom('public.receipt_credit_notes as c')
      .innerJoin('public.documents as d', 'd.id', 'c.document_id')
      .leftJoin('public.profiles as pr', 'pr.id', 'c.user_id')
      .select(['c.quote_id', 'c.amount_satang', 'c.reason', 'd.number', 'pr.full_name', 'pr.email'])
      .where('c.document_id', '=', documentId)
      .executeTakeFirst();
    if (!note) return;
    const quote = note.quote_id ? await readQuote(system, note.quote_id) : null;
    const client = quote ? clientOf(quote) : { name: note.full_name ?? '', email: note.email ?? '' };
    const locale: Locale = quote?.locale ?? 'en';
    if (!client.email) return;
    const file = await documentAttachment(system, documentId, locale);
    await notice.mail.enqueue(
      system,
      'receipt_credit_note',
      {
        locale,
        client: { name: client.name, email: client.email },
        amount: Number(note.amount_satang),
        number: note.number,
        original: originalNumber,
        reason: note.reason,
        link: `${notice.origin}${localePrefix(locale)}/account/payments`,
        attached: file !== null,
      },
      note.quote_id ? { relatedTable: 'quotes', relatedId: note.quote_id } : {},
      file ? [file] : [],
    );
  });
}

export type RefundOutcome = { ok: true; refundId: string } | { ok: false; problem: 'not_found' | 'over' | 'invalid' | 'forbidden' };

export async function recordReceiptRefund(caller: SignedInCallerDb, input: RefundInput): Promise<RefundOutcome> {
  return caller.run(async (tx) => {
    const row = await tx.db
      .selectFrom(
        call('public.record_receipt_refund', input.documentId, input.amountSatang, input.method, input.refundedOn, input.reference).as('r'),
      )
      .select(['outcome', 'refund_id'])
      .executeTakeFirst();
    if (row?.outcome === 'ok' && row.refund_id) return { ok: true as const, refundId: row.refund_id };
    const problem = row?.outcome;
    if (problem === 'forbidden' || problem === 'not_found' || problem === 'over' || problem === 'invalid')
      return { ok: false as const, problem };
    throw new Error(`record_receipt_refund answered ${String(problem)}`);
  });
}

export interface ReceiptCredit {
  id: string;
  documentId: string;
  number: string;
  amountSatang: number;
  reason: string;
  createdAt: string;
}

export interface ReceiptRefund {
  id: string;
  amountSatang: number;
  method: RefundMethod;
  refundedOn: string;
  reference: string | null;
  createdAt: string;
}

export interface ReceiptMoney {
  id: string;
  number: string;
  type: 'tax_invoice' | 'receipt';
  issuedAt: string;
  totalSatang: number;
  creditableSatang: number;
  refundableSatang: number;
  credits: ReceiptCredit[];
  refunds: ReceiptRefund[];
}

/** The receipts/tax invoices of these quotes the caller may read, with their credit notes and refunds. */
export async function readReceiptMoney(tx: Tx, quoteIds: readonly string[]): Promise<ReceiptMoney[]> {
  if (quoteIds.length === 0) return [];
  const receipts = await tx.db
    .selectFrom('public.documents')
    .select(['id', 'number', 'doc_type', 'issued_at', 'snapshot'])
    .select(sql<string | null>`public.receipt_creditable_satang(id)::text`.as('creditable'))
    .select(sql<string | null>`public.receipt_refundable_satang(id)::text`.as('refundable'))
    .where('quote_id', 'in', [...quoteIds])
    .where('doc_type', 'in', ['tax_invoice', 'receipt'])
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
  if (receipts.length === 0) return [];
  const ids = receipts.map((r) => r.id);
  const credits = await tx.db
    .selectFrom('public.receipt_credit_notes as c')
    .innerJoin('public.documents as d', 'd.id', 'c.document_id')
    .select(['c.id', 'c.original_document_id', 'c.document_id', 'd.number', 'c.amount_satang', 'c.reason', 'c.created_at'])
    .where('c.original_document_id', 'in', ids)
    .orderBy('c.created_at')
    .execute();
  const refunds = await tx.db
    .selectFrom('public.receipt_refunds')
    .select(['id', 'document_id', 'amount_satang', 'method', 'reference', 'created_at'])
    .select(sql<string>`refunded_on::text`.as('refunded_on'))
    .where('document_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  return receipts.map((r) => ({
    id: r.id,
    number: r.number,
    type: r.doc_type as 'tax_invoice' | 'receipt',
    issuedAt: new Date(r.issued_at).toISOString(),
    totalSatang: (r.snapshot as unknown as DocumentSnapshot).totals.total,
    creditableSatang: Math.max(0, Number(r.creditable ?? 0)),
    refundableSatang: Math.max(0, Number(r.refundable ?? 0)),
    credits: credits
      .filter((c) => c.original_document_id === r.id)
      .map((c) => ({
        id: c.id,
        documentId: c.document_id,
        number: c.number,
        amountSatang: Number(c.amount_satang),
        reason: c.reason,
        createdAt: new Date(c.created_at).toISOString(),
      })),
    refunds: refunds
      .filter((f) => f.document_id === r.id)
      .map((f) => ({
        id: f.id,
        amountSatang: Number(f.amount_satang),
        method: f.method as RefundMethod,
        refundedOn: f.refunded_on,
        reference: f.reference,
        createdAt: new Date(f.created_at).toISOString(),
      })),
  }));
}
