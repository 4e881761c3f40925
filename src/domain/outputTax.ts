/**
 * The output-tax register (รายงานภาษีขาย) a VAT-registered studio keeps per tax month (Revenue Code
 * section 87; its columns per the Director-General's notice on VAT no. 89, as amended by no. 196:
 * docs/decisions/0063). Pure: the server reads the issued documents' frozen snapshots, this decides
 * which belong to the month, their order, their signs and the totals.
 *
 * What counts: receipts/tax invoices (doc_type 'tax_invoice') and credit notes (ใบลดหนี้, negative)
 * whose document date falls in the month in Bangkok. Plain receipts of a studio not registered for VAT,
 * invoices (ใบแจ้งหนี้) and quotations carry no output tax. Amounts are the documents' own satang, so
 * the totals equal the sum of the documents exactly.
 *
 * Dates are Bangkok's (Asia/Bangkok), from src/domain/time/bangkok.ts.
 */
import { z } from './zod';
import type { Satang } from './money/satang';
import { BANGKOK_TIME_ZONE, bangkokDateTime, bangkokDay, bangkokMidnight, bangkokMonth } from './time/bangkok';

export const BANGKOK = BANGKOK_TIME_ZONE;
export { bangkokDateTime, bangkokDay, bangkokMonth };

/** A tax month, 'YYYY-MM' (Christian era, as the month picker gives it). */
export const taxMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export type TaxMonth = z.infer<typeof taxMonth>;

/** The month as the half-open interval [start, end) of moments, in ISO UTC, for the query. */
export function taxMonthBounds(month: TaxMonth): { start: string; end: string } {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const start = bangkokMidnight(year, m, 1);
  const end = m === 12 ? bangkokMidnight(year + 1, 1, 1) : bangkokMidnight(year, m + 1, 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** The current Bangkok month, the picker's default. */
export function currentTaxMonth(now: Date = new Date()): TaxMonth {
  return bangkokMonth(now);
}

/** The current Bangkok month and the `count - 1` before it, newest first: the picker's choices. */
export function recentTaxMonths(now: Date, count: number): TaxMonth[] {
  const [year = 1970, month = 1] = currentTaxMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** What the register needs of an issued document (public.documents and its snapshot). */
export interface RegisterDocument {
  type: string;
  number: string;
  issuedAt: string;
  buyer: { kind: 'individual' | 'company'; name: string; taxId: string | null; branch: string | null };
  /** The snapshot's totals: value before VAT, VAT, and their sum, all positive as issued. */
  totals: { subtotal: Satang; vat: Satang; total: Satang };
  /** The seller was VAT registered when it issued this (a credit note of a plain receipt carries no VAT). */
  sellerVatRegistered: boolean;
}

export interface RegisterRow {
  /** ลำดับ: 1, 2, … */
  position: number;
  /** The document date, Bangkok: 'YYYY-MM-DD'. */
  date: string;
  issuedAt: string;
  number: string;
  type: 'tax_invoice' | 'credit_note';
  buyerName: string;
  /** Null when the buyer gave none (a person who is not a VAT registrant). */
  buyerTaxId: string | null;
  /** A company's establishment: 'head_office' or its five-digit branch; null for a person. */
  establishment: 'head_office' | string | null;
  /** Value before VAT and VAT: a credit note's are negative. */
  value: Satang;
  vat: Satang;
  total: Satang;
}

export interface OutputTaxRegister {
  month: TaxMonth;
  rows: RegisterRow[];
  totals: { value: Satang; vat: Satang; total: Satang };
}

const COUNTED = new Set(['tax_invoice', 'credit_note']);

/**
 * The month's register: its tax invoices and credit notes in the order they were issued (then by
 * number), credit notes negative, and the totals of the rows.
 */
export function buildOutputTaxRegister(month: TaxMonth, documents: readonly RegisterDocument[]): OutputTaxRegister {
  const inMonth = documents
    .filter((d) => COUNTED.has(d.type) && d.sellerVatRegistered && bangkokMonth(d.issuedAt) === month)
    .sort((a, b) => new Date(a.issuedAt).getTime() - new Date(b.issuedAt).getTime() || a.number.localeCompare(b.number));
  const rows = inMonth.map((d, i): RegisterRow => {
    const sign = d.type === 'credit_note' ? -1 : 1;
    return {
      position: i + 1,
      date: bangkokDay(d.issuedAt),
      issuedAt: new Date(d.issuedAt).toISOString(),
      number: d.number,
      type: d.type as RegisterRow['type'],
      buyerName: d.buyer.name,
      buyerTaxId: d.buyer.taxId || null,
      establishment: d.buyer.kind === 'company' ? (d.buyer.branch ?? 'head_office') : null,
      // 0 * -1 is -0; + 0 keeps a zero plain.
      value: sign * d.totals.subtotal + 0,
      vat: sign * d.totals.vat + 0,
      total: sign * d.totals.total + 0,
    };
  });
  const sum = (key: 'value' | 'vat' | 'total') => rows.reduce((n, row) => n + row[key], 0);
  return { month, rows, totals: { value: sum('value'), vat: sum('vat'), total: sum('total') } };
}

/** สำนักงานใหญ่ / สาขาที่ 00002, or Head office / Branch 00002; empty for a person. */
export function establishmentText(establishment: RegisterRow['establishment'], locale: 'th' | 'en'): string {
  if (establishment === null) return '';
  if (establishment === 'head_office') return locale === 'th' ? 'สำนักงานใหญ่' : 'Head office';
  return locale === 'th' ? `สาขาที่ ${establishment}` : `Branch ${establishment}`;
}

/** 'พฤศจิกายน 2569' or 'November 2026': the tax month as the register's header names it. */
export function taxMonthName(month: TaxMonth, locale: 'th' | 'en'): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  // Mid-month at noon in Bangkok: the same month in any reading.
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { month: 'long', year: 'numeric', timeZone: BANGKOK }).format(
    new Date(Date.UTC(year, m - 1, 15, 5)),
  );
}

/** 30/11/2569 in Thai (Buddhist era), 30/11/2026 in English: a row's date on the printed register. */
export function registerDate(moment: Date | string, locale: 'th' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: BANGKOK,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    numberingSystem: 'latn',
  }).format(new Date(moment));
}
