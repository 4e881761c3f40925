/**
 * The credit note (ใบลดหนี้) for a price lowered after payment: a custom quote accepted below what the
 * client had paid (docs/decisions/0051). Revenue Code section 86/10: a VAT registrant who reduces the
 * value of services after issuing the tax invoice issues a credit note showing, besides the seller's and
 * buyer's particulars, its number and date, the number and date of the original tax invoice, the
 * original value, the correct value, the difference, and the VAT on the difference, with the reason.
 *
 * Amounts are VAT included (what was paid), as on the receipts. The difference is split once, like a
 * receipt's total (before VAT = difference × 100/107 half up, VAT = the rest), and the correct value
 * before VAT is the original less the difference, so original − correct = difference to the satang.
 */
import { splitInclusive } from './tax';
import type { Satang } from './satang';
import type { BuyerSnapshot, DocumentSnapshot, DocumentType, SellerSnapshot } from './document';

/** A receipt/tax invoice the credit note corrects, as it was issued. */
export interface CreditReference {
  number: string;
  /** ISO moment of issue. */
  issuedAt: string;
  /** Its total, VAT included (satang). */
  total: Satang;
}

/** What a credit note shows besides the usual lines and totals (section 86/10). */
export interface CreditDetails {
  /** The original tax invoice(s), oldest first. */
  references: CreditReference[];
  /** Values before VAT: as invoiced (net of earlier credit notes), as it should be, and the difference. */
  originalValue: Satang;
  correctValue: Satang;
  difference: Satang;
  reason: { th: string; en: string };
}

export interface CreditNoteFacts {
  seller: SellerSnapshot & { vatRateBp: number };
  /** The buyer of the original document, as it was issued to them. */
  buyer: BuyerSnapshot;
  references: CreditReference[];
  /** What counted towards the price before this note: paid less earlier credits (VAT included). */
  originalTotal: Satang;
  /** The price as it should be (VAT included). */
  correctTotal: Satang;
  /** What was sold, cited by its number: "ตามใบเสนอราคาเลขที่ QT-2569-0002" / "quotation QT-2569-0002". */
  subject: { th: string; en: string };
  demo: boolean;
}

export function creditNoteFor(facts: CreditNoteFacts): { type: DocumentType; snapshot: DocumentSnapshot } {
  const credit = facts.originalTotal - facts.correctTotal;
  if (!Number.isSafeInteger(credit) || credit <= 0) throw new RangeError(`a credit note needs a lower correct value, got ${credit}`);
  if (facts.correctTotal < 0) throw new RangeError('the correct value cannot be negative');
  if (facts.references.length === 0) throw new RangeError('a credit note refers to the original tax invoice');
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const difference = splitInclusive(credit, vatRateBp);
  const original = splitInclusive(facts.originalTotal, vatRateBp).beforeVat;
  const { vatRateBp: _rate, ...seller } = facts.seller;
  return {
    type: 'credit_note',
    snapshot: {
      version: 1,
      seller,
      buyer: facts.buyer,
      lines: [
        {
          description: {
            th: `ลดค่าบริการ${facts.subject.th.startsWith('ตาม') ? '' : ' '}${facts.subject.th} เป็นราคาที่ตกลงใหม่`,
            en: `Reduction of the service fee, ${facts.subject.en}, to the agreed price`,
          },
          quantity: 1,
          unitPrice: credit,
          amount: credit,
        },
      ],
      basis: 'inclusive',
      // A credit note returns money; no withholding is computed on it (the buyer adjusts its own 50 ทวิ).
      totals: {
        lineAmounts: [credit],
        subtotal: difference.beforeVat,
        vatRateBp,
        vat: difference.vat,
        total: credit,
        withholdingRateBp: 0,
        withholding: 0,
        net: credit,
      },
      payment: null,
      demo: facts.demo,
      credit: {
        references: facts.references,
        originalValue: original,
        correctValue: original - difference.beforeVat,
        difference: difference.beforeVat,
        reason: {
          th: 'ราคาตามใบเสนอราคาที่ลูกค้ายอมรับต่ำกว่าจำนวนเงินที่ชำระแล้ว',
          en: 'The accepted quotation price is lower than the amount already paid',
        },
      },
    },
  };
}
