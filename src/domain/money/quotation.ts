/**
 * The quotation (ใบเสนอราคา, QT-<BE year>-NNNN) of one revision of a quote, frozen when the studio prices
 * or re-prices it (docs/decisions/0053): the receipt's seller, buyer, lines and totals shape
 * (document.ts), plus the revision, the validity date, the timeline, the payment schedule if one exists,
 * and the terms. Prices are VAT included, as the checkout charges the quoted price (decision 0043), so
 * the total is the quoted price to the satang; a company client sees the 3% withholding and the net.
 */
import { bangkokDate } from './buddhistEra';
import { bangkokDay } from '../time/bangkok';
import { documentTotals } from './tax';
import type { BuyerSnapshot, DocumentLine, DocumentSnapshot, SellerSnapshot } from './document';
import type { Satang } from './satang';
import { chosenOptions } from '../plan/stored';
import type { FeatureKey } from '../plan/features';

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
  /** The studio's own lines; none when absent. */
  customLines?: CustomLine[];
  quoteRef: string;
  revision: number;
  issuedAt: Date;
  timeline: string | null;
  schedule: ScheduleItem[] | null;
  demo: boolean;
}

/**
 * The schedule a quotation at `price` prints: the schedule when its instalments add up to the price to
 * the satang, else none (a schedule made for an earlier price no longer splits this one: it is left off,
 * not misprinted).
 */
export function scheduleFor(price: Satang, schedule: readonly ScheduleItem[] | null): ScheduleItem[] | null {
  if (!schedule || schedule.length === 0) return null;
  return schedule.reduce((sum, item) => sum + item.amount, 0) === price ? [...schedule] : null;
}

/** Whether two printed schedules say the same: the same instalments, labels, triggers and amounts in order. */
export function sameSchedule(a: readonly ScheduleItem[] | null, b: readonly ScheduleItem[] | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.length === b.length &&
    a.every((item, i) => {
      const other = b[i]!;
      return (
        item.position === other.position &&
        item.trigger === other.trigger &&
        item.amount === other.amount &&
        item.label.en === other.label.en &&
        item.label.th === other.label.th
      );
    })
  );
}

/** The last day a quotation issued at `issuedAt` holds: `days` Bangkok calendar days later. */
export function validUntil(issuedAt: Date, days = QUOTATION_VALID_DAYS): string {
  const { year, month, day } = bangkokDate(issuedAt);
  const end = new Date(Date.UTC(year, month - 1, day + days));
  return end.toISOString().slice(0, 10);
}

/** yyyy-mm-dd of the Bangkok calendar day `moment` falls on (src/domain/time/bangkok.ts). */
export { bangkokDay };

/**
 * Whether a quotation valid until `validUntil` (yyyy-mm-dd, its last day) has expired at `now`: from
 * the next Bangkok calendar day on. The database's accept_quote applies the same rule.
 */
export function quotationExpired(validUntil: string, now: Date): boolean {
  return bangkokDay(now) > validUntil;
}

/**
 * A line the studio types on the quotation (decision 0053, addendum 2026-11-27 "custom lines"): its own
 * words, printed as typed in both languages (the studio writes for this client), and an amount in whole
 * baht, VAT included like the price.
 */
export interface CustomLine {
  description: string;
  /** Whole baht, above zero. */
  amount: number;
}

export const MAX_CUSTOM_LINES = 20;

const ADDITIONAL_WORK: Bilingual = { th: 'งานเพิ่มเติมตามที่ทีมงานเสนอ', en: 'Additional work as quoted by the studio' };

function catalogueOf(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.quantity >= 1 && item.unitPrice > 0);
}

/**
 * What the catalogue items and the studio's lines add up to, in satang, when the price cannot carry
 * them (the price is below their sum); null when it can, or when there are no custom lines (then a
 * price below the catalogue is a discount, printed as one line: see quotationLines).
 */
export function linesOverPrice(price: Satang, items: readonly CatalogueItem[], custom: readonly CustomLine[]): Satang | null {
  if (custom.length === 0) return null;
  const sum =
    catalogueOf(items).reduce((total, item) => total + item.quantity * item.unitPrice, 0) +
    custom.reduce((total, line) => total + line.amount * 100, 0);
  return sum > price ? sum : null;
}

/**
 * The lines of the quotation. When the studio's price covers the catalogue items, each is a line at its
 * catalogue price, then each of the studio's own lines, and anything above them all is one line of
 * additional work. A price below the catalogue's (a discount) cannot be a negative line: without custom
 * lines, the whole price is then one line naming what it covers; with custom lines the save is refused
 * before we get here (linesOverPrice), so it throws. Either way the lines add up to the price exactly.
 */
export function quotationLines(
  price: Satang,
  items: readonly CatalogueItem[],
  custom: readonly CustomLine[] = [],
): Omit<DocumentLine, 'amount'>[] {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError('a quotation needs a price above zero');
  if (linesOverPrice(price, items, custom) !== null) throw new RangeError('the quotation lines add up to more than the price');
  const catalogue = catalogueOf(items);
  const sum = catalogue.reduce((total, item) => total + item.quantity * item.unitPrice, 0);
  if ((catalogue.length > 0 || custom.length > 0) && sum <= price) {
    const lines: Omit<DocumentLine, 'amount'>[] = catalogue.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    }));
    for (const line of custom) {
      lines.push({ description: { th: line.description, en: line.description }, quantity: 1, unitPrice: line.amount * 100 });
    }
    const covered = sum + custom.reduce((total, line) => total + line.amount * 100, 0);
    if (price > covered) lines.push({ description: ADDITIONAL_WORK, quantity: 1, unitPrice: price - covered });
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

/**
 * A wizard plan's catalogue items: its base price under the plan's title, then each enhancement the
 * client chose at its price (ฟีเจอร์เสริม: …), read from the stored plan of either shape (`featureIds`, or
 * the older `optionalFeatures[].selected`: src/domain/plan/stored.ts, decision 0062). `name` words a
 * feature in both languages (the caller has the dictionaries). A plan without a whole-baht base is none.
 */
export function planCatalogue(plan: unknown, title: Bilingual, name: (key: FeatureKey) => Bilingual): CatalogueItem[] {
  const basePrice = plan && typeof plan === 'object' ? (plan as { basePrice?: unknown }).basePrice : undefined;
  if (typeof basePrice !== 'number' || !Number.isSafeInteger(basePrice) || basePrice <= 0) return [];
  const items: CatalogueItem[] = [{ description: title, quantity: 1, unitPrice: basePrice * 100 }];
  for (const option of chosenOptions(plan)) {
    const feature = name(option.key);
    items.push({
      description: { th: `ฟีเจอร์เสริม: ${feature.th}`, en: `Enhancement: ${feature.en}` },
      quantity: 1,
      unitPrice: option.price * 100,
    });
  }
  return items;
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
      // The company decides whether it withholds (decision 0061); the term asks for the certificate when it does (0067).
      th: 'กรณีลูกค้าเป็นนิติบุคคลและหักภาษี ณ ที่จ่าย 3% ของมูลค่าก่อนภาษีมูลค่าเพิ่ม โปรดส่งหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ให้ผู้เสนอราคา',
      en: 'If your company withholds 3% of the value before VAT, please send the studio the withholding certificate (50 Tawi).',
    },
    {
      th: 'ชำระตามงวดการชำระเงินที่ระบุ หรือชำระเต็มจำนวนเมื่อยอมรับใบเสนอราคาหากไม่ได้แบ่งงวด',
      en: 'Payment follows the payment schedule shown, or the full amount on acceptance when there is none.',
    },
    {
      th: 'ยอมรับใบเสนอราคาได้ทางออนไลน์ในแดชบอร์ด ใบเสนอราคาฉบับแก้ไขใหม่จะแทนที่ฉบับก่อนหน้า และยอมรับได้เฉพาะฉบับล่าสุด',
      en: 'Accept online from your dashboard. A revised quotation replaces the earlier revisions; only the latest can be accepted.',
    },
  ];
}

export function quotationFor(facts: QuotationFacts): { type: 'quotation'; snapshot: QuotationSnapshot } {
  const vatRateBp = facts.seller.vatRegistered ? facts.seller.vatRateBp : 0;
  const lines = quotationLines(facts.price, facts.items, facts.customLines ?? []);
  const totals = documentTotals(lines, { vatRateBp, basis: 'inclusive', withholding: facts.buyer.kind === 'company' });
  if (totals.total !== facts.price) throw new RangeError(`the quotation's total ${totals.total} is not the price ${facts.price}`);
  facts = { ...facts, schedule: scheduleFor(facts.price, facts.schedule) };
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
