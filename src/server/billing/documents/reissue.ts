/**
 * Receipts skipped while the studio's identity was incomplete (decision 0043: production records the
 * payment but issues no document then), issued once the identity is complete (docs/decisions/0051).
 * Paid orders without a receipt/tax invoice are taken in the order they were paid, each in its own
 * transaction, dated with the payment's date (the tax point of a service is the payment, so the VAT
 * belongs to that month). Idempotent: an order that has its document is not selected again, and
 * issue_document returns the existing one if two runs race. Each receipt issued here is e-mailed to the
 * client with its PDF in the same transaction, once (reissueEmail.ts; decision 0050, addendum 2026-11-27).
 *
 * Then the credit notes whose document was skipped (the identity incomplete, or no receipt to refer to
 * yet when the credit was recorded): issueMissingCreditNotes, same rules (decision 0051, addendum
 * 2026-11-27).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import type { AppConfig } from '../../config';
import { issuePaymentReceipt, type ReceiptOutcome } from './paymentReceipt';
import { issueCreditNoteDocument, type CreditNoteOutcome } from './creditNote';
import { queueReissuedCreditNote, queueReissuedReceipt, type ReissueNotice } from './reissueEmail';
import { settlementWhenCredited } from '../ledger/ledger';

export interface ReissueReport {
  /** emailedTo: the address its e-mail was queued for, null when none was (no address, or sent before). */
  issued: { orderId: string; number: string; paidAt: string; emailedTo: string | null }[];
  skipped: { orderId: string; reason: string }[];
  /** Credit-note documents, issued after the receipts they refer to (issueMissingCreditNotes). */
  creditNotes: CreditNoteReport;
}

export interface CreditNoteReport {
  /** creditedAt: the credit's date, the document's too (unless its receipt is milliseconds later: creditNote.ts); emailedTo as for receipts. */
  issued: { creditNoteId: string; quoteId: string; number: string; creditedAt: string; emailedTo: string | null }[];
  /** reason: no_original (a payment it corrects has no receipt/tax invoice), not_computable (the amounts). */
  skipped: { creditNoteId: string; quoteId: string; reason: string }[];
}

/** Service role: run by the operator (npm run documents:reissue), never by a request. */
export async function issueMissingReceipts(
  db: Database,
  config: Pick<AppConfig, 'seller' | 'payments'>,
  notice: ReissueNotice,
): Promise<ReissueReport> {
  const report: ReissueReport = { issued: [], skipped: [], creditNotes: { issued: [], skipped: [] } };
  if (!config.seller.ok) throw new Error(`The studio's identity is still incomplete: ${config.seller.problems.join('; ')}`);
  const unpaidFor = await db.asService((tx) =>
    tx.db
      .selectFrom('public.orders as o')
      .select([
        'o.id',
        // When it was paid: the trail's change to processing (decision 0041), else the row's last change.
        sql<string | Date>`coalesce(
          (select min(e.occurred_at) from public.audit_events e
            where e.subject = 'order' and e.subject_id = o.id and e.changes -> 'status' ->> 'after' = 'processing'),
          o.updated_at)`.as('paid_at'),
      ])
      .where('o.status', 'in', ['processing', 'completed'])
      .where('o.total_amount', '>', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('public.documents as d')
              .select('d.id')
              .whereRef('d.order_id', '=', 'o.id')
              .where('d.doc_type', 'in', ['tax_invoice', 'receipt']),
          ),
        ),
      )
      .orderBy('paid_at')
      .orderBy('o.id')
      .execute(),
  );
  for (const order of unpaidFor) {
    const paidAt = new Date(order.paid_at);
    const done = await db.asService(async (tx) => {
      const outcome: ReceiptOutcome = await issuePaymentReceipt(tx, order.id, config, paidAt);
      // Only a document this run issued: one a concurrent run issued is that run's to send.
      const emailedTo =
        'issued' in outcome && outcome.issued.issued
          ? await queueReissuedReceipt(tx, notice, { id: order.id, paidAt }, outcome.issued.id)
          : null;
      return { outcome, emailedTo };
    });
    const { outcome, emailedTo } = done;
    if ('issued' in outcome)
      report.issued.push({ orderId: order.id, number: outcome.issued.number, paidAt: paidAt.toISOString(), emailedTo });
    else report.skipped.push({ orderId: order.id, reason: outcome.skipped });
  }
  // After the receipts: a credit note refers to them, and they have just been issued.
  report.creditNotes = await issueMissingCreditNotes(db, config, notice);
  return report;
}

/**
 * A credit-note document for every credit note (quote_credit_notes) that has none, oldest first, each in
 * its own transaction, dated with the credit's own date (its created_at: the month it belongs to), by
 * the issuing code of the acceptance (issueCreditNoteDocument) with the settlement as it stood then.
 * Idempotent: a linked credit note is not selected; two racing runs queue on the credit note's row lock
 * and the second finds the link (credit_note_documents' primary key would refuse a second one anyway,
 * rolling back its document and number). Refuses to run while the identity is incomplete, as the receipts do.
 */
export async function issueMissingCreditNotes(
  db: Database,
  config: Pick<AppConfig, 'seller'>,
  notice: ReissueNotice,
): Promise<CreditNoteReport> {
  if (!config.seller.ok) throw new Error(`The studio's identity is still incomplete: ${config.seller.problems.join('; ')}`);
  const report: CreditNoteReport = { issued: [], skipped: [] };
  const pending = await db.asService((tx) =>
    tx.db
      .selectFrom('public.quote_credit_notes as c')
      .select(['c.id', 'c.quote_id', 'c.user_id', 'c.created_at'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('public.credit_note_documents as l').select('l.credit_note_id').whereRef('l.credit_note_id', '=', 'c.id'))),
      )
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
  );
  for (const credit of pending) {
    const creditedAt = new Date(credit.created_at);
    const done = await db.asService(async (tx) => {
      // The row lock two runs queue on; the link is read after it, so a run that waited sees the other's.
      await tx.db.selectFrom('public.quote_credit_notes').select('id').where('id', '=', credit.id).forUpdate().execute();
      const linked = await tx.db
        .selectFrom('public.credit_note_documents as l')
        .innerJoin('public.documents as d', 'd.id', 'l.document_id')
        .select(['d.id', 'd.number'])
        .where('l.credit_note_id', '=', credit.id)
        .executeTakeFirst();
      // Issued by a concurrent run: that run's to send.
      if (linked) return { outcome: { issued: linked } satisfies CreditNoteOutcome, emailedTo: null };
      const when = await settlementWhenCredited(tx, credit.id);
      if (!when) return { outcome: { skipped: 'not_computable' } satisfies CreditNoteOutcome, emailedTo: null };
      const outcome = await issueCreditNoteDocument(
        tx,
        {
          creditNoteId: credit.id,
          quoteId: credit.quote_id,
          userId: credit.user_id,
          settlement: when.settlement,
          issuedAt: creditedAt,
          paidOrderIds: when.paidOrderIds,
        },
        config,
      );
      const emailedTo =
        'issued' in outcome ? await queueReissuedCreditNote(tx, notice, { id: credit.id, creditedAt }, outcome.issued.id) : null;
      return { outcome, emailedTo };
    });
    const { outcome, emailedTo } = done;
    if ('issued' in outcome)
      report.issued.push({
        creditNoteId: credit.id,
        quoteId: credit.quote_id,
        number: outcome.issued.number,
        creditedAt: creditedAt.toISOString(),
        emailedTo,
      });
    else report.skipped.push({ creditNoteId: credit.id, quoteId: credit.quote_id, reason: outcome.skipped });
  }
  return report;
}
