/**
 * The one place money and dates are formatted, with Intl (no dictionaries, so islands can import it).
 * Money: whole baht, no decimals (portal spec §9): ฿25,000 in Thai, THB 25,000 in English.
 * Dates: Bangkok time; the Thai form uses the Buddhist calendar, as Thai readers expect.
 */
import { intlLocale, type Locale } from './locales';

const BANGKOK = 'Asia/Bangkok';
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(locale: Locale, amount: number, currency = 'THB'): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * 'date': 22 Nov 2026 / 22 พ.ย. 2569. 'dateTime': the long date and the time; in Thai the time is written
 * the Thai way, "2 ธันวาคม 2569 เวลา 10.00 น." (the glossary's form; Intl th-TH writes 10:00).
 */
export function formatDate(locale: Locale, date: Date | string, style: 'date' | 'dateTime' = 'date'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (style === 'dateTime' && locale === 'th') {
    const day = new Intl.DateTimeFormat(intlLocale.th, { dateStyle: 'long', timeZone: BANGKOK }).format(value);
    const parts = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: BANGKOK,
    }).formatToParts(value);
    const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
    return `${day} เวลา ${part('hour')}.${part('minute')} น.`;
  }
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'medium', timeZone: BANGKOK } : { dateStyle: 'long', timeStyle: 'short', timeZone: BANGKOK };
  return new Intl.DateTimeFormat(intlLocale[locale], options).format(value);
}

const yearFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A year as the reader counts it: 2025 in English, 2568 in Thai (th-TH uses the Buddhist era, as every
 * Thai page should). Takes a calendar year (a portfolio project's) or a moment (today, a post's date);
 * a moment is read in Bangkok time, so late on 31 December UTC it is already the new year.
 */
export function formatYear(locale: Locale, value: number | Date | string): string {
  // Mid-year, so no time zone moves a bare year into its neighbour.
  const date = typeof value === 'number' ? new Date(Date.UTC(value, 6, 1)) : typeof value === 'string' ? new Date(value) : value;
  let format = yearFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { year: 'numeric', timeZone: BANGKOK });
    yearFormats.set(locale, format);
  }
  // th-TH writes "พ.ศ. 2568" for a year alone; the digits are what a badge or a copyright line needs.
  return format.formatToParts(date).find((part) => part.type === 'year')?.value ?? String(date.getUTCFullYear());
}
