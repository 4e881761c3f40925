/**
 * Months and shares for the admin's Reports tab, with Intl like format.ts, in a module of their own
 * so only the lazily loaded tab carries them (the admin's first visit loads none of it).
 */
import { intlLocale, type Locale } from './locales';

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar month ('2026-11') as the reader names it: Nov 2026 in English, พ.ย. 2569 in Thai (th-TH
 * counts years in the Buddhist era). The key is a Bangkok month already, so it is read mid-month in UTC.
 */
export function formatMonth(locale: Locale, month: string): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, m - 1, 15)));
}

/** A share (0–1) as a whole percentage in the reader's numbers: 42%. */
export function formatPercent(locale: Locale, share: number): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
