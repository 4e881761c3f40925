/**
 * Buddhist-era years (พ.ศ. = ค.ศ. + 543) as Bangkok counts them. Documents are numbered per Buddhist-era
 * year, and the year turns at midnight in Bangkok (UTC+7, no daylight saving), not in UTC: a payment at
 * 20:00 UTC on 31 December is already in the next year's series.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const BUDDHIST_ERA_OFFSET = 543;

/** The Bangkok calendar date of a moment: { year (Christian era), month 1–12, day }. */
export function bangkokDate(moment: Date): { year: number; month: number; day: number } {
  const shifted = new Date(moment.getTime() + BANGKOK_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 2026-11-27 (any time in Bangkok) → 2569. */
export function buddhistYear(moment: Date): number {
  return bangkokDate(moment).year + BUDDHIST_ERA_OFFSET;
}

export function toBuddhistYear(christianYear: number): number {
  return christianYear + BUDDHIST_ERA_OFFSET;
}

export function toChristianYear(buddhistYear: number): number {
  return buddhistYear - BUDDHIST_ERA_OFFSET;
}

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A document date written out, without Intl (a PDF must not depend on the server's ICU data):
 * 27 พฤศจิกายน 2569 in Thai, 27 November 2026 in English.
 */
export function documentDate(moment: Date, locale: 'th' | 'en'): string {
  const { year, month, day } = bangkokDate(moment);
  return locale === 'th' ? `${day} ${THAI_MONTHS[month - 1]} ${toBuddhistYear(year)}` : `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
}
