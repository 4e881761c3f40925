/**
 * Buddhist-era years (พ.ศ. = ค.ศ. + 543) as Bangkok counts them, and a document's date written out.
 * The calendar itself (Bangkok days, the year turning at midnight in Bangkok, the era) is
 * src/domain/time/bangkok.ts, the one module for Bangkok time; this file keeps the document wording.
 */
import { bangkokDate, toBuddhistYear } from '../time/bangkok';

export { BUDDHIST_ERA_OFFSET, bangkokDate, buddhistYear, toBuddhistYear, toChristianYear } from '../time/bangkok';

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
 * A document date written out, month names without Intl's locale data (a PDF must not depend on the
 * server's ICU build):
 * 27 พฤศจิกายน 2569 in Thai, 27 November 2026 in English.
 */
export function documentDate(moment: Date, locale: 'th' | 'en'): string {
  const { year, month, day } = bangkokDate(moment);
  return locale === 'th' ? `${day} ${THAI_MONTHS[month - 1]} ${toBuddhistYear(year)}` : `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
}
