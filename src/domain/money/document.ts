/**
 * What a document is, frozen when it is issued (public.documents.snapshot) and rendered from that alone:
 * the seller and buyer as they were, the lines, and totals that add up to the satang. Pure: the server
 * gathers the facts, this decides the type, the amounts and the number's shape.
 */
import { documentTotals, type DocumentTotals } from './tax';
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

export interface DocumentSnapshot {
  version: 1;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  lines: DocumentLine[];
  basis: 'exclusive' | 'inclusive';
  totals: DocumentTotals;
  /** The payment a receipt acknowledges. */
  payment: { method: 'card' | 'demo' | 'transfer'; reference: string; paidAt: string; amount: Satang } | null;
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
 * The receipt for a payment received. Prices here include VAT (the amount the client paid), so a
 * VAT-registered studio issues a receipt/tax invoice that splits it into the value of the services and
 * the VAT in it; a studio not registered issues a plain receipt. A company buyer sees the 3% it may
 * withhold on the value before VAT, and the net. The totals must equal the payment to the satang, or
 * nothing is issued.
 */
export function receiptFor(facts: ReceiptFacts): { type: DocumentType; snapshot: DocumentSnapshot } {
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const totals = documentTotals(facts.lines, { vatRateBp, basis: 'inclusive', withholding: facts.buyer.kind === 'company' });
  if (totals.total !== facts.payment.amount) {
    throw new RangeError(`the receipt's total ${totals.total} is not the payment's ${facts.payment.amount}`);
  }
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
      payment: facts.payment,
      demo: facts.demo,
    },
  };
}
