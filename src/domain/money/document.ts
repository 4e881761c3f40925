/**
 * What a document is, frozen when it is issued (public.documents.snapshot) and rendered from that alone:
 * the seller and buyer as they were, the lines, and totals that add up to the satang. Pure: the server
 * gathers the facts, this decides the type, the amounts and the number's shape.
 */
import { documentTotals, SERVICE_WITHHOLDING_BP, type DocumentTotals } from './tax';
import type { Satang } from './satang';
import type { CreditDetails } from './creditNote';

export const DOCUMENT_TYPES = ['quotation', 'invoice', 'tax_invoice', 'receipt', 'credit_note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const PREFIXES: Record<DocumentType, string> = {
  quotation: 'QT',
  invoice: 'INV',
  tax_invoice: 'RT',
  receipt: 'RC',
  credit_note: 'CN',
};

/** INV-2569-0001: the same rule as public.document_number (a test holds them equal). */
export function documentNumber(type: DocumentType, buddhistYear: number, sequence: number): string {
  return `${PREFIXES[type]}-${buddhistYear}-${String(sequence).padStart(4, '0')}`;
}

export interface SellerSnapshot {
  name: { th: string; en: string };
  address: { th: string; en: string };
  taxId: string;
  /** Five digits, or null for the head office. */
  branch: string | null;
  vatRegistered: boolean;
}

export interface BuyerSnapshot {
  kind: 'individual' | 'company';
  name: string;
  /** Null when a person gave none (or has not filled in their billing details). */
  taxId: string | null;
  branch: string | null;
  /** Empty when a person has not given one yet. */
  address: string;
  email: string;
}

export interface DocumentLine {
  description: { th: string; en: string };
  quantity: number;
  /** Satang per unit, VAT included when the document's basis is 'inclusive'. */
  unitPrice: Satang;
  amount: Satang;
}

export const PAYMENT_METHODS = ['card', 'demo', 'transfer', 'promptpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a receipt's total was settled (decision 0061): `amount` is the money received; `withheld` the
 * tax the company client withheld and certifies with a 50 ทวิ, so amount + withheld = the total.
 * Snapshots issued before 2026-12-02 have no `withheld`: their `amount` is the total charged, and what
 * was withheld is read from the payment record (public.orders.withheld_satang; see withheldOf).
 */
export interface PaymentSnapshot {
  method: PaymentMethod;
  reference: string;
  paidAt: string;
  amount: Satang;
  withheld?: Satang;
}

/**
 * Received and withheld for a receipt: from its own snapshot when it says, else (an older snapshot)
 * from the payment record, else nothing withheld. Never from totals.withholding, which older snapshots
 * filled in for every company buyer whether or not tax was withheld.
 */
export function settlementOf(
  payment: PaymentSnapshot,
  total: Satang,
  withheldOnRecord: Satang | undefined,
): { received: Satang; withheld: Satang } {
  if (payment.withheld !== undefined) return { received: payment.amount, withheld: payment.withheld };
  const withheld = Math.min(withheldOnRecord ?? 0, total);
  return { received: total - withheld, withheld };
}

export interface DocumentSnapshot {
  version: 1;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  lines: DocumentLine[];
  basis: 'exclusive' | 'inclusive';
  totals: DocumentTotals;
  /** The payment a receipt acknowledges. */
  payment: PaymentSnapshot | null;
  /** The demo studio issued it (local mode): the PDF says so. */
  demo: boolean;
  /** A credit note's reference to the original tax invoice and its values (section 86/10). */
  credit?: CreditDetails;
}

export interface ReceiptFacts {
  seller: SellerSnapshot & { vatRateBp: number };
  buyer: BuyerSnapshot;
  lines: { description: { th: string; en: string }; quantity: number; unitPrice: Satang }[];
  payment: NonNullable<DocumentSnapshot['payment']>;
  demo: boolean;
}

/**
 * The receipt for a payment received. Prices here include VAT (what the payment settles), so a
 * VAT-registered studio issues a receipt/tax invoice that splits it into the value of the services and
 * the VAT in it; a studio not registered issues a plain receipt. What was withheld is what the payment
 * says (decision 0061), never assumed from the buyer being a company: the money received plus the
 * withholding must equal the total to the satang, or nothing is issued.
 */
export function receiptFor(facts: ReceiptFacts): { type: DocumentType; snapshot: DocumentSnapshot } {
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const computed = documentTotals(facts.lines, { vatRateBp, basis: 'inclusive', withholding: false });
  const withheld = facts.payment.withheld ?? 0;
  if (withheld < 0 || computed.total !== facts.payment.amount + withheld) {
    throw new RangeError(
      `the receipt's total ${computed.total} is not the payment's ${facts.payment.amount} received and ${withheld} withheld`,
    );
  }
  if (withheld > 0 && facts.buyer.kind !== 'company') throw new RangeError('only a company buyer withholds tax');
  const totals = {
    ...computed,
    withholdingRateBp: withheld > 0 ? SERVICE_WITHHOLDING_BP : 0,
    withholding: withheld,
    net: facts.payment.amount,
  };
  const { vatRateBp: _rate, ...seller } = facts.seller;
  return {
    type: facts.seller.vatRegistered ? 'tax_invoice' : 'receipt',
    snapshot: {
      version: 1,
      seller,
      buyer: facts.buyer,
      lines: facts.lines.map((line, i) => ({ ...line, amount: totals.lineAmounts[i]! })),
      basis: 'inclusive',
      totals,
      payment: { ...facts.payment, withheld },
      demo: facts.demo,
    },
  };
}
