/**
 * The one place money and dates are formatted, with Intl (no dictionaries, so islands can import it).
 * Money: whole baht, no decimals (portal spec §9): ฿25,000 in Thai, THB 25,000 in English.
 * Dates: Bangkok time; the Thai form uses the Buddhist calendar, as Thai readers expect.
 */
import { intlLocale, type Locale } from './locales';
import { BANGKOK_TIME_ZONE as BANGKOK, bangkokDate, toBuddhistYear } from '../domain/time/bangkok';
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

/**
 * A year as the reader counts it: 2025 in English, 2568 in Thai (the Buddhist era, as every Thai page
 * should; src/domain/time/bangkok.ts). Takes a calendar year (a portfolio project's) or a moment (today, a post's date);
 * a moment is read in Bangkok time, so late on 31 December UTC it is already the new year.
 */
export function formatYear(locale: Locale, value: number | Date | string): string {
  const year = typeof value === 'number' ? value : bangkokDate(value).year;
  return String(locale === 'th' ? toBuddhistYear(year) : year);
}
