import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { divideHalfUp, formatSatang } from '../../../../src/domain/money/satang';
import { documentTotals, paymentSplit, splitInclusive, vatOn, withholdingOn } from '../../../../src/domain/money/tax';

describe('rounding to the satang, half up', () => {
  it.each([
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0], // 0.4 → 0
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3 (not banker's 2)
    [-15, 10, -2],
  ])('%i / %i → %i', (n, d, expected) => expect(divideHalfUp(n, d)).toBe(expected));

  it('matches exact rational rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 20_000 }), (n, d) => {
        const q = divideHalfUp(n, d);
        // q is the rounding of n/d iff |n - q·d| ≤ d/2, with a half going up.
        return 2 * (n - q * d) < d && 2 * (n - q * d) >= -d;
      }),
    );
  });

  it('formats satang as baht to two decimals', () => {
    expect(formatSatang(1_000_000)).toBe('10,000.00');
    expect(formatSatang(123_456_789)).toBe('1,234,567.89');
    expect(formatSatang(5)).toBe('0.05');
  });
});

describe('VAT 7%', () => {
  it.each([
    [1_000_000, 70_000], // ฿10,000.00 → ฿700.00
    [7, 0], // 0.49 satang → 0
    [8, 1], // 0.56 satang → 1
    [50, 4], // 3.5 satang → 4, half up
    [150, 11], // 10.5 → 11
  ])('on %i satang is %i', (amount, vat) => expect(vatOn(amount)).toBe(vat));

  it('splits an amount that includes VAT so the parts add up exactly', () => {
    expect(splitInclusive(1_070_000)).toEqual({ beforeVat: 1_000_000, vat: 70_000 });
    expect(splitInclusive(100)).toEqual({ beforeVat: 93, vat: 7 }); // 93.457… → 93
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (inclusive) => {
        const { beforeVat, vat } = splitInclusive(inclusive);
        // Adds up, and the VAT is the VAT of the part before it to within a satang of rounding.
        return beforeVat + vat === inclusive && Math.abs(vat - (beforeVat * 7) / 100) <= 0.5 + 7 / 107;
      }),
    );
  });
});

describe('withholding tax 3% on services', () => {
  it('is on the amount before VAT, from 1,000 baht', () => {
    expect(withholdingOn(1_000_000)).toBe(30_000);
    expect(withholdingOn(99_999)).toBe(0);
    expect(withholdingOn(100_000)).toBe(3_000);
    expect(withholdingOn(100_050)).toBe(3_002); // 3001.5 → 3002
  });
});

describe('documentTotals', () => {
  it('a company quotation of ฿10,000 before VAT: VAT ฿700, withholding ฿300, net ฿10,400', () => {
    const totals = documentTotals([{ quantity: 2, unitPrice: 500_000 }], { vatRateBp: 700, basis: 'exclusive', withholding: true });
    expect(totals).toMatchObject({ subtotal: 1_000_000, vat: 70_000, total: 1_070_000, withholding: 30_000, net: 1_040_000 });
  });

  it('rounds VAT once per document, not per line', () => {
    // Three lines of ฿0.50: per line 3.5 satang → 4 each = 12; on the document 150 × 7% = 10.5 → 11.
    const totals = documentTotals(
      Array.from({ length: 3 }, () => ({ quantity: 1, unitPrice: 50 })),
      {
        vatRateBp: 700,
        basis: 'exclusive',
        withholding: false,
      },
    );
    expect(totals.vat).toBe(11);
  });

  it('a seller not registered for VAT charges none', () => {
    const totals = documentTotals([{ quantity: 1, unitPrice: 1_000_000 }], { vatRateBp: 0, basis: 'exclusive', withholding: true });
    expect(totals).toMatchObject({ subtotal: 1_000_000, vat: 0, total: 1_000_000, withholding: 30_000, net: 970_000 });
  });

  const lines = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 0, max: 100_000_000 }) }), {
    minLength: 1,
    maxLength: 20,
  });

  it('always adds up to the satang, in both bases', () => {
    fc.assert(
      fc.property(lines, fc.constantFrom('exclusive' as const, 'inclusive' as const), fc.boolean(), (items, basis, withholding) => {
        const t = documentTotals(items, { vatRateBp: 700, basis, withholding });
        const sum = t.lineAmounts.reduce((a, b) => a + b, 0);
        const all = [t.subtotal, t.vat, t.total, t.withholding, t.net];
        return (
          all.every(Number.isSafeInteger) &&
          t.total === t.subtotal + t.vat &&
          t.net === t.total - t.withholding &&
          (basis === 'exclusive' ? t.subtotal === sum : t.total === sum) &&
          (withholding || t.withholding === 0)
        );
      }),
    );
  });

  it('refuses fractions of a satang and empty quantities', () => {
    expect(() => documentTotals([{ quantity: 1, unitPrice: 0.5 }], { vatRateBp: 700, basis: 'exclusive', withholding: false })).toThrow(
      RangeError,
    );
    expect(() => documentTotals([{ quantity: 0, unitPrice: 100 }], { vatRateBp: 700, basis: 'exclusive', withholding: false })).toThrow(
      RangeError,
    );
  });
});

describe('paymentSplit: what a company pays, with or without withholding (decision 0061)', () => {
  it.each([
    // The amounts of issue 35: a ฿14,900 package, a ฿40,000 deposit, a ฿49,800 payment.
    [1_490_000, 41_776, 1_448_224],
    [4_000_000, 112_150, 3_887_850],
    [4_980_000, 139_626, 4_840_374],
  ])('withholding on %i satang: %i withheld, %i to pay', (total, withheld, toPay) => {
    expect(paymentSplit(total, 700, true)).toEqual({ total, withheld, toPay });
  });

  it('paying in full withholds nothing', () => {
    expect(paymentSplit(1_490_000, 700, false)).toEqual({ total: 1_490_000, withheld: 0, toPay: 1_490_000 });
  });

  it('below ฿1,000 before VAT nothing is withheld even when chosen', () => {
    expect(paymentSplit(107_000, 700, true).withheld).toBe(3_000);
    expect(paymentSplit(106_999, 700, true).withheld).toBe(0);
  });

  it('a studio not VAT registered: 3% of the whole amount', () => {
    expect(paymentSplit(1_000_000, 0, true)).toEqual({ total: 1_000_000, withheld: 30_000, toPay: 970_000 });
  });
});
