import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bahtText, thaiNumberWords } from '../../../../src/domain/money/bahtText';
import { buddhistYear, documentDate } from '../../../../src/domain/money/buddhistEra';

/**
 * An independent reading, written the other way round: arithmetic on the value (not the digit string),
 * recursive over ล้าน, with เอ็ด decided from the value above the units rather than a running flag.
 */
function reference(n: number): string {
  const names = ['', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
  const below = (value: number, hasHigher: boolean): string => {
    // value < 1,000,000; hasHigher: a non-zero part of the whole number stands above it.
    const parts: string[] = [];
    const units: [number, string][] = [
      [100_000, 'แสน'],
      [10_000, 'หมื่น'],
      [1_000, 'พัน'],
      [100, 'ร้อย'],
    ];
    let rest = value;
    for (const [size, word] of units) {
      const d = Math.floor(rest / size);
      if (d > 0) parts.push(names[d] + word);
      rest %= size;
    }
    const tens = Math.floor(rest / 10);
    const one = rest % 10;
    if (tens === 1) parts.push('สิบ');
    else if (tens === 2) parts.push('ยี่สิบ');
    else if (tens > 2) parts.push(names[tens] + 'สิบ');
    if (one === 1) parts.push(value > 1 || hasHigher ? 'เอ็ด' : 'หนึ่ง');
    else if (one > 1) parts.push(names[one]!);
    return parts.join('');
  };
  const read = (value: number, hasHigher: boolean): string => {
    if (value < 1_000_000) return below(value, hasHigher);
    const millions = Math.floor(value / 1_000_000);
    return read(millions, hasHigher) + 'ล้าน' + below(value % 1_000_000, true);
  };
  return read(n, false);
}

describe('thaiNumberWords', () => {
  it.each([
    [1, 'หนึ่ง'],
    [10, 'สิบ'],
    [11, 'สิบเอ็ด'],
    [20, 'ยี่สิบ'],
    [21, 'ยี่สิบเอ็ด'],
    [101, 'หนึ่งร้อยเอ็ด'],
    [111, 'หนึ่งร้อยสิบเอ็ด'],
    [1_001, 'หนึ่งพันเอ็ด'],
    [10_000, 'หนึ่งหมื่น'],
    [1_000_000, 'หนึ่งล้าน'],
    [1_000_001, 'หนึ่งล้านเอ็ด'],
    [11_000_000, 'สิบเอ็ดล้าน'],
    [21_000_021, 'ยี่สิบเอ็ดล้านยี่สิบเอ็ด'],
    [10_000_000, 'สิบล้าน'],
    [1_000_000_000_000, 'หนึ่งล้านล้าน'],
  ])('%i → %s', (n, words) => expect(thaiNumberWords(n)).toBe(words));

  it('agrees with an independent reading from 0 to 10 million', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => thaiNumberWords(n) === reference(n)),
      { numRuns: 20_000 },
    );
  });

  it('agrees on every number near the boundaries where the rules change', () => {
    const edges = [0, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];
    for (const edge of edges) for (let n = Math.max(1, edge - 25); n <= edge + 25; n++) expect(thaiNumberWords(n)).toBe(reference(n));
  });
});

describe('bahtText', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [1_000_000, 'หนึ่งหมื่นบาทถ้วน'],
    [12_150, 'หนึ่งร้อยยี่สิบเอ็ดบาทห้าสิบสตางค์'],
    [50, 'ห้าสิบสตางค์'],
    [101, 'หนึ่งบาทหนึ่งสตางค์'],
    [111, 'หนึ่งบาทสิบเอ็ดสตางค์'],
    [1_070_000, 'หนึ่งหมื่นเจ็ดร้อยบาทถ้วน'],
    [1_000_000_000, 'สิบล้านบาทถ้วน'],
  ])('%i satang → %s', (amount, words) => expect(bahtText(amount)).toBe(words));

  it('reads baht and satang apart for any amount up to 10 million baht', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const baht = Math.floor(amount / 100);
        const satang = amount % 100;
        const expected =
          satang === 0
            ? `${baht === 0 ? 'ศูนย์' : reference(baht)}บาทถ้วน`
            : `${baht === 0 ? '' : reference(baht) + 'บาท'}${reference(satang)}สตางค์`;
        return bahtText(amount) === expected;
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('Buddhist-era years in Bangkok time', () => {
  it('turns the year at midnight in Bangkok', () => {
    expect(buddhistYear(new Date('2026-12-31T16:59:59Z'))).toBe(2569);
    expect(buddhistYear(new Date('2026-12-31T17:00:00Z'))).toBe(2570);
  });
  it('writes document dates in both languages', () => {
    expect(documentDate(new Date('2026-11-27T03:00:00Z'), 'th')).toBe('27 พฤศจิกายน 2569');
    expect(documentDate(new Date('2026-11-27T03:00:00Z'), 'en')).toBe('27 November 2026');
  });
});
