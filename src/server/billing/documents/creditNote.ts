/**
 * The credit-note document (ใบลดหนี้, CN-<BE year>-NNNN) for a quote credit note, issued in the
 * transaction that records the credit (billing/ledger/ledger.ts), so the money row and its document commit
 * together (docs/decisions/0051). It refers to the quote's receipts/tax invoices as issued, takes the
 * buyer from the latest of them, and is linked to the credit note in credit_note_documents; the credit
 * note row itself is never touched.
 */
import type { Tx } from '../../db/types';
import type { AppConfig } from '../../config';
import type { Settlement } from '../../../domain/quotes/settlement';
import { bahtToSatang } from '../../../domain/money/satang';
import { creditNoteFor, type CreditReference } from '../../../domain/money/creditNote';
import type { DocumentSnapshot } from '../../../domain/money/document';
import { issueDocument } from './issue';
import { quotationNumberOf } from '../quotation/quotationNumber';
import { sellerOnDocument } from '../seller';

export type CreditNoteOutcome =
  { issued: { id: string; number: string } } | { skipped: 'seller_incomplete' | 'no_original' | 'not_computable' };

export interface CreditToDocument {
  creditNoteId: string;
  quoteId: string;
  userId: string | null;
  settlement: Settlement;
  /** The credit's own date for one issued late (documents/reissue.ts); now otherwise (never before the receipt). */
  issuedAt?: Date;
  /**
   * For one issued late: the orders whose payments the credit corrects (settlementWhenCredited). Only
   * their receipts are referred to (not a payment made after the credit), and each must have one.
   */
  paidOrderIds?: readonly string[];
}

/** Runs as the service role, in the transaction that inserted the credit note. */
export async function issueCreditNoteDocument(
  tx: Tx,
  credit: CreditToDocument,
  config: Pick<AppConfig, 'seller'>,
): Promise<CreditNoteOutcome> {
  if (!config.seller.ok) {
    console.error(`[documents] no credit note document for ${credit.creditNoteId}: the studio's identity is incomplete`);
    return { skipped: 'seller_incomplete' };
  }
  const paidOrderIds = credit.paidOrderIds;
  let originals = await tx.db
    .selectFrom('public.documents')
    .select(['number', 'issued_at', 'snapshot', 'order_id'])
    .where('quote_id', '=', credit.quoteId)
    .where('doc_type', 'in', ['tax_invoice', 'receipt'])
    .orderBy('issued_at')
    .orderBy('number')
    .execute();
  if (paidOrderIds) {
    originals = originals.filter((row) => row.order_id !== null && paidOrderIds.includes(row.order_id));
    const unreceipted = paidOrderIds.filter((id) => !originals.some((row) => row.order_id === id));
    if (unreceipted.length > 0) {
      // The original value would count a payment the note cannot name: wait until its receipt exists.
      console.error(
        `[documents] no credit note document for ${credit.creditNoteId}: order(s) ${unreceipted.join(', ')} have no receipt/tax invoice`,
      );
      return { skipped: 'no_original' };
    }
  }
  const last = originals.at(-1);
  if (!last) {
    // Paid while no receipt could be issued (decision 0043): the credit stands; there is nothing to refer to.
    console.error(`[documents] no credit note document for ${credit.creditNoteId}: the quote has no receipt/tax invoice to refer to`);
    return { skipped: 'no_original' };
  }
  const snapshotOf = (row: { snapshot: unknown }) => row.snapshot as DocumentSnapshot;
  const references: CreditReference[] = originals.map((row) => ({
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    total: snapshotOf(row).totals.total,
  }));
  const identity = config.seller.identity;
  const quotation = await quotationNumberOf(tx, credit.quoteId);
  let note: ReturnType<typeof creditNoteFor>;
  try {
    note = creditNoteFor({
      seller: sellerOnDocument(identity),
      buyer: snapshotOf(last).buyer,
      references,
      originalTotal: bahtToSatang(credit.settlement.netPaid),
      correctTotal: bahtToSatang(credit.settlement.price),
      // Cited by its number (issue 39): "ลดค่าบริการตามใบเสนอราคาเลขที่ QT-2569-0002 เป็นราคาที่ตกลงใหม่".
      subject: quotation
        ? { th: `ตามใบเสนอราคาเลขที่ ${quotation}`, en: `quotation ${quotation}` }
        : { th: 'ตามใบเสนอราคา', en: 'as quoted' },
      demo: config.seller.demo,
    });
  } catch (error) {
    console.error(`[documents] no credit note document for ${credit.creditNoteId}: the amounts do not add up`, error);
    return { skipped: 'not_computable' };
  }
  // Never dated before the receipt it corrects. That can only happen to one issued late for a credit
  // recorded in its payment's transaction: the credit's created_at is the transaction's start, the late
  // receipt's date the trail's later clock (reissue.ts), milliseconds apart.
  const issuedAt = new Date(Math.max((credit.issuedAt ?? new Date()).getTime(), new Date(last.issued_at).getTime()));
  const issued = await issueDocument(tx, {
    type: note.type,
    issuedAt,
    userId: credit.userId,
    quoteId: credit.quoteId,
    orderId: null,
    snapshot: note.snapshot,
  });
  await tx.db.insertInto('public.credit_note_documents').values({ credit_note_id: credit.creditNoteId, document_id: issued.id }).execute();
  return { issued: { id: issued.id, number: issued.number } };
}
