/**
 * An amount in Thai words, as Thai receipts print the total beneath the figures (ตัวอักษร): 10,000.00 is
 * หนึ่งหมื่นบาทถ้วน, 121.50 is หนึ่งร้อยยี่สิบเอ็ดบาทห้าสิบสตางค์. The rules, as Excel's BAHTTEXT and Thai
 * accounting software read numbers:
 *   - a ten is สิบ (never หนึ่งสิบ), twenty is ยี่สิบ;
 *   - a one in the units place is เอ็ด whenever a higher digit of the number is not zero (11 สิบเอ็ด,
 *     101 หนึ่งร้อยเอ็ด, 1,000,001 หนึ่งล้านเอ็ด, 21,000,000 ยี่สิบเอ็ดล้าน), else หนึ่ง;
 *   - above six digits the reading repeats before ล้าน (12,000,000 สิบสองล้าน);
 *   - no satang: บาทถ้วน; satang alone: ห้าสิบสตางค์; zero: ศูนย์บาทถ้วน.
 */
import { assertSatang, type Satang } from './satang';

const DIGITS = ['', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;

/** A whole number in Thai words ('' for zero, which callers name themselves). */
export function thaiNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('thaiNumberWords needs a whole number of zero or more');
  const digits = String(value);
  let words = '';
  let higherNonZero = false;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const power = digits.length - 1 - i;
    const place = power % 6;
    if (digit !== 0) {
      if (place === 1) words += (digit === 1 ? '' : digit === 2 ? 'ยี่' : (DIGITS[digit] ?? '')) + 'สิบ';
      else if (place === 0 && digit === 1 && higherNonZero) words += 'เอ็ด';
      else words += (DIGITS[digit] ?? '') + (PLACES[place] ?? '');
      higherNonZero = true;
    }
    // ล้าน closes every group of six digits above the first once anything stands before it: the reading
    // is words(n ÷ 1,000,000) + ล้าน + words(the rest), so 10^12 is หนึ่งล้านล้าน.
    if (place === 0 && power > 0 && /[1-9]/.test(digits.slice(0, i + 1))) words += 'ล้าน';
  }
  return words;
}

/** Satang in Thai words: บาทถ้วน when there are no satang. */
export function bahtText(amount: Satang): string {
  assertSatang(amount);
  if (amount < 0) return `ลบ${bahtText(-amount)}`;
  const baht = Math.floor(amount / 100);
  const satang = amount % 100;
  if (satang === 0) return `${baht === 0 ? 'ศูนย์' : thaiNumberWords(baht)}บาทถ้วน`;
  return `${baht === 0 ? '' : `${thaiNumberWords(baht)}บาท`}${thaiNumberWords(satang)}สตางค์`;
}
