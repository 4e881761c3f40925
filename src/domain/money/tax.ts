/**
 * VAT and withholding on a document, in satang (docs/decisions/0043-thai-tax-documents.md):
 *   - line amount = quantity × unit price, exact (unit prices are whole satang, quantities whole);
 *   - VAT is computed once per document on the sum of the line amounts before VAT and rounded half up
 *     to the satang: per-line rounding would let a ten-line invoice drift from 7% of its subtotal;
 *   - a price that already includes VAT (a card payment received for a package) is split the same way:
 *     the part before VAT is total × 100/107 rounded half up, VAT is the rest, so the two always add up
 *     to what was paid;
 *   - withholding tax (3% on services, Revenue Department Order ท.ป. 4/2528) is on the amount before
 *     VAT, rounded half up, and only when the buyer is a juristic person and that amount is 1,000 baht
 *     or more; the net to pay is the total less it.
 * Rates are basis points (7% = 700) so they stay integers too.
 */
import { assertSatang, divideHalfUp, type Satang } from './satang';

export const VAT_RATE_BP = 700;
export const SERVICE_WITHHOLDING_BP = 300;
/** Withholding applies to payments of 1,000 baht or more (before VAT). */
export const WITHHOLDING_THRESHOLD: Satang = 100_000;

export interface AmountLine {
  quantity: number;
  /** Satang per unit: before VAT when the basis is 'exclusive', VAT included when 'inclusive'. */
  unitPrice: Satang;
}

export interface TaxSettings {
  /** 0 when the seller is not VAT registered: the document is then a plain receipt. */
  vatRateBp: number;
  /** How unit prices are given. */
  basis: 'exclusive' | 'inclusive';
  /** The buyer is a company (juristic person) that withholds tax on services. */
  withholding: boolean;
  withholdingRateBp?: number;
}

export interface DocumentTotals {
  /** Each line's amount, in the basis given (quantity × unit price). */
  lineAmounts: Satang[];
  /** Value of the services before VAT (มูลค่าก่อนภาษีมูลค่าเพิ่ม). */
  subtotal: Satang;
  vatRateBp: number;
  vat: Satang;
  /** subtotal + vat (จำนวนเงินรวมทั้งสิ้น). */
  total: Satang;
  withholdingRateBp: number;
  withholding: Satang;
  /** total − withholding (ยอดชำระสุทธิ). */
  net: Satang;
}

export function lineAmount(line: AmountLine): Satang {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be a whole number of 1 or more');
  assertSatang(line.unitPrice, 'unit price');
  if (line.unitPrice < 0) throw new RangeError('unit price must not be negative');
  return assertSatang(line.quantity * line.unitPrice, 'line amount');
}

/** VAT on an amount before VAT. */
export function vatOn(beforeVat: Satang, rateBp = VAT_RATE_BP): Satang {
  return divideHalfUp(assertSatang(beforeVat) * rateBp, 10_000);
}

/** Splits an amount that includes VAT into { beforeVat, vat }, which add up to it exactly. */
export function splitInclusive(inclusive: Satang, rateBp = VAT_RATE_BP): { beforeVat: Satang; vat: Satang } {
  assertSatang(inclusive);
  const beforeVat = divideHalfUp(inclusive * 10_000, 10_000 + rateBp);
  return { beforeVat, vat: inclusive - beforeVat };
}

/** Withholding on an amount before VAT (0 below the threshold). */
export function withholdingOn(beforeVat: Satang, rateBp = SERVICE_WITHHOLDING_BP): Satang {
  assertSatang(beforeVat);
  return beforeVat >= WITHHOLDING_THRESHOLD ? divideHalfUp(beforeVat * rateBp, 10_000) : 0;
}

/**
 * A payment (VAT included) as a company client may settle it (decision 0061): it either pays the whole
 * total, or withholds 3% of the value before VAT (nothing below the threshold), pays the rest and
 * certifies the withheld part with a 50 ทวิ. `withhold` is the client's choice; the amounts follow.
 * With the studio not VAT registered (vatRateBp 0) the value before VAT is the whole amount.
 */
export function paymentSplit(total: Satang, vatRateBp: number, withhold: boolean): { total: Satang; withheld: Satang; toPay: Satang } {
  assertSatang(total);
  const withheld = withhold ? withholdingOn(splitInclusive(total, vatRateBp).beforeVat) : 0;
  return { total, withheld, toPay: total - withheld };
}

export function documentTotals(lines: readonly AmountLine[], settings: TaxSettings): DocumentTotals {
  if (!Number.isInteger(settings.vatRateBp) || settings.vatRateBp < 0) throw new RangeError('VAT rate must be whole basis points');
  const lineAmounts = lines.map(lineAmount);
  const sum = assertSatang(
    lineAmounts.reduce((a, b) => a + b, 0),
    'document sum',
  );
  let subtotal: Satang;
  let vat: Satang;
  if (settings.basis === 'exclusive') {
    subtotal = sum;
    vat = vatOn(sum, settings.vatRateBp);
  } else {
    ({ beforeVat: subtotal, vat } = splitInclusive(sum, settings.vatRateBp));
  }
  const total = subtotal + vat;
  const withholdingRateBp = settings.withholding ? (settings.withholdingRateBp ?? SERVICE_WITHHOLDING_BP) : 0;
  const withholding = settings.withholding ? withholdingOn(subtotal, withholdingRateBp) : 0;
  return {
    lineAmounts,
    subtotal,
    vatRateBp: settings.vatRateBp,
    vat,
    total,
    withholdingRateBp: withholding > 0 ? withholdingRateBp : 0,
    withholding,
    net: total - withholding,
  };
}

/** 700 → "7", 750 → "7.5": a rate as documents print it before "%". */
export function formatRate(rateBp: number): string {
  return String(rateBp / 100);
}
