/**
 * The quotation (ใบเสนอราคา, QT-<BE year>-NNNN) of one revision of a quote, frozen when the studio prices
 * or re-prices it (docs/decisions/0053): the receipt's seller, buyer, lines and totals shape
 * (document.ts), plus the revision, the validity date, the timeline, the payment schedule if one exists,
 * and the terms. Prices are VAT included, as the checkout charges the quoted price (decision 0043), so
 * the total is the quoted price to the satang; a company client sees the 3% withholding and the net.
 */
import { bangkokDate } from './buddhistEra';
import { documentTotals } from './tax';
import type { BuyerSnapshot, DocumentLine, DocumentSnapshot, SellerSnapshot } from './document';
import type { Satang } from './satang';

/** How long a quotation holds its price: written on it, counted in Bangkok calendar days. */
export const QUOTATION_VALID_DAYS = 30;

export interface Bilingual {
  th: string;
  en: string;
}

/** What the quote is made of, as the catalogue prices it (before the studio's custom price). */
export interface CatalogueItem {
  description: Bilingual;
  quantity: number;
  unitPrice: Satang;
}

export interface ScheduleItem {
  position: number;
  label: Bilingual;
  trigger: 'acceptance' | 'milestone';
  amount: Satang;
}

export interface QuotationTerms {
  quoteRef: string;
  revision: number;
  /** yyyy-mm-dd, Bangkok calendar: the last day the price holds. */
  validUntil: string;
  timeline: string | null;
  /** The current payment schedule when the quotation was issued; null when there is none yet. */
  schedule: ScheduleItem[] | null;
  terms: Bilingual[];
}

export interface QuotationSnapshot extends DocumentSnapshot {
  quotation: QuotationTerms;
}

export interface QuotationFacts {
  seller: SellerSnapshot & { vatRateBp: number };
  buyer: BuyerSnapshot;
  /** The studio's price, VAT included. */
  price: Satang;
  items: CatalogueItem[];
  quoteRef: string;
  revision: number;
  issuedAt: Date;
  timeline: string | null;
  schedule: ScheduleItem[] | null;
  demo: boolean;
}

/** The last day a quotation issued at `issuedAt` holds: `days` Bangkok calendar days later. */
export function validUntil(issuedAt: Date, days = QUOTATION_VALID_DAYS): string {
  const { year, month, day } = bangkokDate(issuedAt);
  const end = new Date(Date.UTC(year, month - 1, day + days));
  return end.toISOString().slice(0, 10);
}

/** yyyy-mm-dd of the Bangkok calendar day `moment` falls on. */
export function bangkokDay(moment: Date): string {
  const { year, month, day } = bangkokDate(moment);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * Whether a quotation valid until `validUntil` (yyyy-mm-dd, its last day) has expired at `now`: from
 * the next Bangkok calendar day on. The database's accept_quote applies the same rule.
 */
export function quotationExpired(validUntil: string, now: Date): boolean {
  return bangkokDay(now) > validUntil;
}

/**
 * The lines of the quotation. When the studio's price covers the catalogue items, each is a line at its
 * catalogue price and anything above them is one line of custom work the studio adds; a price below the
 * catalogue's (a discount) cannot be a negative line, so the whole price is then one line naming what it
 * covers. Either way the lines add up to the price exactly.
 */
export function quotationLines(price: Satang, items: readonly CatalogueItem[]): Omit<DocumentLine, 'amount'>[] {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError('a quotation needs a price above zero');
  const catalogue = items.filter((item) => item.quantity >= 1 && item.unitPrice > 0);
  const sum = catalogue.reduce((total, item) => total + item.quantity * item.unitPrice, 0);
  if (catalogue.length > 0 && sum <= price) {
    const lines = catalogue.map((item) => ({ description: item.description, quantity: item.quantity, unitPrice: item.unitPrice }));
    if (price > sum) {
      lines.push({
        description: { th: 'งานเพิ่มเติมตามที่ทีมงานเสนอ', en: 'Additional work as quoted by the studio' },
        quantity: 1,
        unitPrice: price - sum,
      });
    }
    return lines;
  }
  const covers = catalogue.map((item) => ({
    th: item.quantity > 1 ? `${item.description.th} × ${item.quantity}` : item.description.th,
    en: item.quantity > 1 ? `${item.description.en} × ${item.quantity}` : item.description.en,
  }));
  return [
    {
      description:
        covers.length > 0
          ? {
              th: `ค่าบริการตามใบเสนอราคา: ${covers.map((c) => c.th).join(', ')}`,
              en: `Services as quoted: ${covers.map((c) => c.en).join(', ')}`,
            }
          : { th: 'ค่าบริการตามใบเสนอราคา', en: 'Services as quoted' },
      quantity: 1,
      unitPrice: price,
    },
  ];
}

/** The standing terms printed on every quotation, Thai first. */
export function quotationTerms(vatRegistered: boolean): Bilingual[] {
  return [
    vatRegistered
      ? { th: 'ราคาทั้งหมดรวมภาษีมูลค่าเพิ่มแล้ว', en: 'All prices include VAT.' }
      : { th: 'ผู้เสนอราคาไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม ราคานี้ไม่มีภาษีมูลค่าเพิ่ม', en: 'The studio is not VAT registered: no VAT is charged.' },
    {
      th: 'ยืนราคาถึงวันที่ระบุในใบเสนอราคานี้ หลังจากนั้นกรุณาขอใบเสนอราคาใหม่',
      en: 'This price holds until the date shown on this quotation; after that, please ask for a new one.',
    },
    {
      th: 'ลูกค้าที่เป็นนิติบุคคลหักภาษี ณ ที่จ่าย 3% ของมูลค่าก่อนภาษีมูลค่าเพิ่ม และส่งหนังสือรับรองการหักภาษี ณ ที่จ่ายให้ผู้เสนอราคา',
      en: 'A company client withholds 3% of the value before VAT and sends the studio the withholding certificate.',
    },
    {
      th: 'ชำระตามกำหนดการชำระเงินที่ระบุ หรือชำระเต็มจำนวนเมื่อยอมรับใบเสนอราคาหากไม่มีกำหนดการ',
      en: 'Payment follows the payment schedule shown, or the full amount on acceptance when there is none.',
    },
    {
      th: 'ยอมรับใบเสนอราคาได้ทางออนไลน์ในแดชบอร์ด ใบเสนอราคาฉบับแก้ไขใหม่แทนที่ฉบับก่อนหน้า และยอมรับได้เฉพาะฉบับล่าสุด',
      en: 'Accept online from your dashboard. A revised quotation replaces the earlier revisions; only the latest can be accepted.',
    },
  ];
}

export function quotationFor(facts: QuotationFacts): { type: 'quotation'; snapshot: QuotationSnapshot } {
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const lines = quotationLines(facts.price, facts.items);
  const totals = documentTotals(lines, { vatRateBp, basis: 'inclusive', withholding: facts.buyer.kind === 'company' });
  if (totals.total !== facts.price) throw new RangeError(`the quotation's total ${totals.total} is not the price ${facts.price}`);
  if (facts.schedule) {
    const scheduled = facts.schedule.reduce((sum, item) => sum + item.amount, 0);
    // A schedule made for an earlier price no longer splits this one: it is left off, not misprinted.
    if (scheduled !== facts.price) facts = { ...facts, schedule: null };
  }
  const until = validUntil(facts.issuedAt);
  const { vatRateBp: _rate, ...seller } = facts.seller;
  return {
    type: 'quotation',
    snapshot: {
      version: 1,
      seller,
      buyer: facts.buyer,
      lines: lines.map((line, i) => ({ ...line, amount: totals.lineAmounts[i]! })),
      basis: 'inclusive',
      totals,
      payment: null,
      demo: facts.demo,
      quotation: {
        quoteRef: facts.quoteRef,
        revision: facts.revision,
        validUntil: until,
        timeline: facts.timeline,
        schedule: facts.schedule,
        terms: quotationTerms(facts.seller.vatRegistered),
      },
    },
  };
}
