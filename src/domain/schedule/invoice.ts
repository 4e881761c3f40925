/**
 * The invoice (ใบแจ้งหนี้) of one instalment, frozen when it becomes due: the same seller, buyer, line
 * and totals shape as a receipt (src/domain/money/document.ts), plus what the client needs to pay it
 * from the paper alone: the due date, the studio's bank account and a PromptPay QR payload for the
 * exact amount to transfer (the net after withholding for a company, which transfers that and certifies
 * the rest). Instalment amounts include VAT, as the card checkout charges them (decision 0043).
 */
import { documentTotals } from '../money/tax';
import { promptPayPayload } from '../money/promptpay';
import type { BuyerSnapshot, DocumentSnapshot, SellerSnapshot } from '../money/document';
import type { Satang } from '../money/satang';
import { quotationReference } from '../money/references';

export interface InvoiceTerms {
  instalment: { position: number; count: number; label: { en: string; th: string } };
  /** A short reference to the quote, printed on the line and asked for on the transfer. */
  quoteRef: string;
  /** yyyy-mm-dd, Bangkok calendar. */
  dueDate: string;
  bank: { name: string; accountName: string; accountNumber: string };
  /** The payload encodes `amount`: the total, or the net after withholding for a company. */
  promptPay: { id: string; amount: Satang; payload: string };
}

export interface InvoiceSnapshot extends DocumentSnapshot {
  invoice: InvoiceTerms;
}

export interface InvoiceFacts {
  seller: SellerSnapshot & { vatRateBp: number };
  buyer: BuyerSnapshot;
  amount: Satang;
  instalment: InvoiceTerms['instalment'];
  quoteRef: string;
  /** The quotation's number (QT-2569-0002) the line cites; null when the quote has no quotation document. */
  quotationNumber?: string | null;
  dueDate: string;
  bank: InvoiceTerms['bank'];
  promptPayId: string;
  demo: boolean;
}

export function invoiceFor(facts: InvoiceFacts): { type: 'invoice'; snapshot: InvoiceSnapshot } {
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const { position, count, label } = facts.instalment;
  const cites = quotationReference(facts.quotationNumber);
  const line = {
    description: {
      th: `${label.th} (งวดที่ ${position} จาก ${count})${cites ? ` ${cites.th}` : ''}`,
      en: `${label.en} (instalment ${position} of ${count})${cites ? `, ${cites.en}` : ''}`,
    },
    quantity: 1,
    unitPrice: facts.amount,
  };
  const totals = documentTotals([line], { vatRateBp, basis: 'inclusive', withholding: facts.buyer.kind === 'company' });
  if (totals.total !== facts.amount) throw new RangeError(`the invoice's total ${totals.total} is not the instalment's ${facts.amount}`);
  const { vatRateBp: _rate, ...seller } = facts.seller;
  return {
    type: 'invoice',
    snapshot: {
      version: 1,
      seller,
      buyer: facts.buyer,
      lines: [{ ...line, amount: totals.lineAmounts[0]! }],
      basis: 'inclusive',
      totals,
      payment: null,
      demo: facts.demo,
      invoice: {
        instalment: facts.instalment,
        quoteRef: facts.quoteRef,
        dueDate: facts.dueDate,
        bank: facts.bank,
        promptPay: { id: facts.promptPayId, amount: totals.net, payload: promptPayPayload(facts.promptPayId, totals.net) },
      },
    },
  };
}

/** What a company transfers and what it withholds, for the studio's "mark received" form. */
export function expectedTransfer(amount: Satang, company: boolean, vatRateBp: number): { net: Satang; withholding: Satang } {
  const totals = documentTotals([{ quantity: 1, unitPrice: amount }], { vatRateBp, basis: 'inclusive', withholding: company });
  return { net: totals.net, withholding: totals.withholding };
}
