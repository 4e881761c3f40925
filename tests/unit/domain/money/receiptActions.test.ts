import { describe, expect, it } from 'vitest';
import { amountProblem, parseBahtText, remainingOf, studioCreditNoteFor } from '../../../../src/domain/money/receiptActions';

const seller = {
  name: { th: 'บริษัท สยาม พิกเซล จำกัด', en: 'Siam Pixel Co., Ltd.' },
  address: { th: 'กรุงเทพฯ', en: 'Bangkok' },
  taxId: '0105560000001',
  branch: null,
  vatRegistered: true,
  vatRateBp: 700,
};
const buyer = {
  kind: 'company' as const,
  name: 'บริษัท ลูกค้า จำกัด',
  taxId: '0107537000882',
  branch: null,
  address: 'Bangkok',
  email: 'a@example.test',
};
const original = { number: 'RT-2569-0007', issuedAt: '2026-11-30T03:00:00.000Z', total: 2_675_000 };

describe('amounts typed in baht', () => {
  it('reads baht with separators and up to two decimals as satang', () => {
    expect(parseBahtText('1,500')).toBe(150_000);
    expect(parseBahtText(' 1500.5 ')).toBe(150_050);
    expect(parseBahtText('฿26,750.00')).toBe(2_675_000);
    expect(parseBahtText('0.01')).toBe(1);
  });
  it('refuses what is not a positive amount to the satang rather than rounding it', () => {
    for (const text of ['', '0', '0.00', '-5', '12.345', '1e3', 'abc', '1.2.3', '12,', '1,5', '1,23,4'])
      expect(parseBahtText(text), text).toBeNull();
  });
});

describe('what remains to credit or refund', () => {
  it('is the total less what was taken, never below zero', () => {
    expect(remainingOf(2_675_000, [100_000, 50_000])).toBe(2_525_000);
    expect(remainingOf(100, [60, 60])).toBe(0);
  });
  it('allows up to the remainder and no more', () => {
    expect(amountProblem(2_525_000, 2_525_000)).toBeNull();
    expect(amountProblem(2_525_001, 2_525_000)).toBe('over');
    expect(amountProblem(0, 100)).toBe('amount');
    expect(amountProblem(null, 100)).toBe('amount');
    expect(amountProblem(1.5, 100)).toBe('amount');
  });
});

describe('the studio’s credit note on one receipt (section 86/10)', () => {
  const note = (amount: number, creditable = 2_675_000, reason = 'Discount for the late delivery') =>
    studioCreditNoteFor({ seller, buyer, original, creditable, amount, reason, demo: false });

  it('states the reason, refers to the original and splits the difference with its VAT', () => {
    const { type, snapshot } = note(107_000);
    expect(type).toBe('credit_note');
    expect(snapshot.credit?.reason).toEqual({ th: 'Discount for the late delivery', en: 'Discount for the late delivery' });
    expect(snapshot.credit?.references).toEqual([original]);
    expect(snapshot.totals).toMatchObject({ total: 107_000, subtotal: 100_000, vat: 7_000 });
    expect(snapshot.credit!.originalValue - snapshot.credit!.correctValue).toBe(snapshot.credit!.difference);
    expect(snapshot.lines[0]!.description.th).toContain('RT-2569-0007');
    expect(snapshot.lines[0]!.description.en).toContain('RT-2569-0007');
  });
  it('starts from what earlier credit notes left standing', () => {
    const { snapshot } = note(107_000, 2_568_000);
    expect(snapshot.credit?.originalValue).toBe(2_400_000);
    expect(snapshot.credit?.correctValue).toBe(2_300_000);
  });
  it('refuses a credit beyond what remains, none at all, or no reason', () => {
    expect(() => note(2_675_001)).toThrow(RangeError);
    expect(() => note(0)).toThrow(RangeError);
    expect(() => note(100, 2_675_000, '  ')).toThrow(RangeError);
  });
  it('can credit the whole remainder (the correct value is then zero)', () => {
    expect(note(2_675_000).snapshot.credit?.correctValue).toBe(0);
  });
});
