/**
 * What the client-facing quote verbs share (docs/decisions/0018): who may act, the quote as they see
 * it, and what was paid and credited for it so far.
 */
import type { Database, JwtClaims, Tx } from '../../db/types';
import type { MailQueue } from '../../mail/outbox';
import type { PaymentsPort } from '../../payments/types';
import { sql } from 'kysely';
import { settleQuote, type Settlement } from '../../../domain/quotes/settlement';
import type { QueuedAttachment } from '../../mail/outbox';
import type { AttachedDocument } from '../../mail/templates/attachedDocument';
import { issueCreditNoteDocument } from '../documents/creditNote';
import { documentAttachment } from '../documents/attachment';
import { getConfig } from '../../config';

// The quote as its e-mails name it has its own module (quoteRow.ts); the verbs keep importing it here.
export { clientOf, dashboardUrl, packageNameFor, readQuote, type QuoteRow } from '../quotation/quoteRow';
import type { QuoteRow } from '../quotation/quoteRow';

export interface QuoteDeps {
  db: Database;
  mail: MailQueue;
  payments: PaymentsPort;
}

export interface QuoteCaller {
  userId: string;
  /** The verified session's claims: every owner write runs as the caller, under RLS. */
  claims: JwtClaims;
  /** The signed-in e-mail, used when the quote's contact has none. */
  email: string;
  /** The site's address as the client reached it, for links and the provider's return URLs. */
  origin: string;
}

/** What was paid and credited for the quote so far, and what that leaves at `price`. */
export async function settlementOf(tx: Tx, quoteId: string, price: number): Promise<Settlement> {
  const payments = await tx.db
    .selectFrom('public.orders')
    .select('total_amount')
    .where('quote_id', '=', quoteId)
    .where('status', 'in', ['processing', 'completed'])
    .execute();
  const credits = await tx.db.selectFrom('public.quote_credit_notes').select('amount').where('quote_id', '=', quoteId).execute();
  return settleQuote({ price, payments: payments.map((p) => p.total_amount), credits: credits.map((c) => c.amount) });
}

/**
 * The settlement as it stood when credit note `creditNoteId` was recorded, for a credit-note document
 * issued late (documents/reissue.ts): the quote's payments made before it, less the credit notes recorded
 * before it, with the price it implies (that total less this credit; a later re-quote may have changed
 * the quote's price since). "Before" follows the trail (decision 0041): the order's change to processing
 * was written before the credit note's creation, which holds inside one transaction too (a payment and
 * the credit it causes, balanceReceipt.ts), where now() cannot tell them apart. Without a trail, the
 * times. Null when the credit note is gone or the amounts cannot be a credit (settleQuote refuses them).
 */
export async function settlementWhenCredited(
  tx: Tx,
  creditNoteId: string,
): Promise<{ settlement: Settlement; paidOrderIds: string[] } | null> {
  const credit = await tx.db
    .selectFrom('public.quote_credit_notes')
    .select(['quote_id', 'amount', 'created_at'])
    .where('id', '=', creditNoteId)
    .executeTakeFirst();
  if (!credit) return null;
  const createdAt = sql<Date>`(select x.created_at from public.quote_credit_notes x where x.id = ${creditNoteId})`;
  const payments = await tx.db
    .selectFrom('public.orders as o')
    .select(['o.id', 'o.total_amount'])
    .where('o.quote_id', '=', credit.quote_id)
    .where('o.status', 'in', ['processing', 'completed'])
    .where(
      sql<boolean>`coalesce(
        (select min(e.id) from public.audit_events e
          where e.subject = 'order' and e.subject_id = o.id and e.changes -> 'status' ->> 'after' = 'processing')
        < (select min(e.id) from public.audit_events e where e.subject = 'credit_note' and e.subject_id = ${creditNoteId}),
        o.updated_at <= ${createdAt})`,
    )
    .orderBy('o.id')
    .execute();
  const earlier = await tx.db
    .selectFrom('public.quote_credit_notes as c')
    .select('c.amount')
    .where('c.quote_id', '=', credit.quote_id)
    .where('c.created_at', '<', createdAt)
    .execute();
  const paid = payments.reduce((total, order) => total + order.total_amount, 0);
  const credited = earlier.reduce((total, note) => total + note.amount, 0);
  try {
    const settlement = settleQuote({
      price: paid - credited - credit.amount,
      payments: payments.map((order) => order.total_amount),
      credits: earlier.map((note) => note.amount),
    });
    return settlement.outcome === 'credit' ? { settlement, paidOrderIds: payments.map((order) => order.id) } : null;
  } catch {
    // A negative price: more credited than was paid before it. Nothing sound to put on a document.
    return null;
  }
}

/** What the credit note's e-mail names and carries: its document's number and PDF when one was issued. */
export interface CreditNoteIssued {
  id: string;
  /** The document's CN-… number, else the credit note's id (no document could be issued: decision 0043). */
  number: string;
  attached: AttachedDocument | null;
  attachments: QueuedAttachment[];
}

/**
 * A credit note for money beyond the price, with its document (ใบลดหนี้, docs/decisions/0051) and the
 * client's e-mail. Credit notes are money the studio owes: no user writes them, so this runs as the
 * service inside the caller's transaction (it commits exactly when the acceptance or payment that
 * caused it does).
 */
export async function issueCreditNote(
  tx: Tx,
  row: QuoteRow,
  settlement: Settlement,
  send: (tx: Tx, note: CreditNoteIssued) => Promise<unknown>,
): Promise<void> {
  await tx.asService(async (system) => {
    const note = await system.db
      .insertInto('public.quote_credit_notes')
      .values({ quote_id: row.id, user_id: row.user_id, amount: settlement.amount, currency: 'THB' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcome = await issueCreditNoteDocument(
      system,
      { creditNoteId: note.id, quoteId: row.id, userId: row.user_id, settlement },
      getConfig(),
    );
    if (!('issued' in outcome)) {
      await send(system, { id: note.id, number: note.id, attached: null, attachments: [] });
      return;
    }
    const file = await documentAttachment(system, outcome.issued.id, row.locale);
    await send(system, {
      id: note.id,
      number: outcome.issued.number,
      attached: { type: 'credit_note', number: outcome.issued.number },
      attachments: file ? [file] : [],
    });
  });
}
