// The output-tax register (รายงานภาษีขาย): which documents belong to a Bangkok tax month, their order,
// credit notes as negatives, totals to the satang, and the dates and labels it prints.
import { describe, expect, it } from 'vitest';
import {
  bangkokDateTime,
  bangkokDay,
  buildOutputTaxRegister,
  establishmentText,
  registerDate,
  recentTaxMonths,
  taxMonth,
  taxMonthBounds,
  taxMonthName,
  type RegisterDocument,
} from '../../../src/domain/outputTax';
import { splitInclusive } from '../../../src/domain/money/tax';

const company = { kind: 'company' as const, name: 'Buyer Co., Ltd.', taxId: '0107537000882', branch: null };
const doc = (
  type: string,
  number: string,
  issuedAt: string,
  total: number,
  buyer: RegisterDocument['buyer'] = company,
): RegisterDocument => {
  const { beforeVat, vat } = splitInclusive(total);
  return { type, number, issuedAt, buyer, totals: { subtotal: beforeVat, vat, total }, sellerVatRegistered: true };
};

describe('Bangkok tax months', () => {
  it('puts 2026-11-30T18:00Z in December: it is 01:00 on 1 December in Bangkok', () => {
    expect(bangkokDay('2026-11-30T18:00:00Z')).toBe('2026-12-01');
    expect(bangkokDay('2026-11-30T16:59:59Z')).toBe('2026-11-30');
    expect(bangkokDateTime('2026-11-30T18:00:00Z')).toBe('2026-12-01 01:00:00');
  });

  it('bounds a month by midnights in Bangkok, across the year end', () => {
    expect(taxMonthBounds('2026-11')).toEqual({ start: '2026-10-31T17:00:00.000Z', end: '2026-11-30T17:00:00.000Z' });
    expect(taxMonthBounds('2026-12')).toEqual({ start: '2026-11-30T17:00:00.000Z', end: '2026-12-31T17:00:00.000Z' });
  });

  it('offers the Bangkok month and the ones before it, across the year end', () => {
    expect(recentTaxMonths(new Date('2026-12-31T18:00:00Z'), 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(recentTaxMonths(new Date('2026-11-30T18:00:00Z'), 13).at(-1)).toBe('2025-12');
  });

  it('accepts YYYY-MM only', () => {
    expect(taxMonth.safeParse('2026-11').success).toBe(true);
    for (const bad of ['2026-13', '2026-1', '11-2026', '2026-11-01', '']) expect(taxMonth.safeParse(bad).success).toBe(false);
  });

  it('names the month in the Buddhist era in Thai', () => {
    expect(taxMonthName('2026-11', 'th')).toBe('พฤศจิกายน 2569');
    expect(taxMonthName('2026-11', 'en')).toBe('November 2026');
    expect(registerDate('2026-11-30T18:00:00Z', 'th')).toBe('01/12/2569');
    expect(registerDate('2026-11-30T18:00:00Z', 'en')).toBe('01/12/2026');
  });
});

describe('buildOutputTaxRegister', () => {
  const documents = [
    doc('tax_invoice', 'RT-2569-0002', '2026-11-20T03:00:00Z', 1_490_000),
    doc('tax_invoice', 'RT-2569-0001', '2026-11-01T00:30:00+07:00', 4_000_000, {
      kind: 'company',
      name: 'Branch Co., Ltd.',
      taxId: '0105536092641',
      branch: '00002',
    }),
    // 30 November 18:00 UTC is December in Bangkok: not this month.
    doc('tax_invoice', 'RT-2569-0003', '2026-11-30T18:00:00Z', 535_000),
    // 31 October 23:59 in Bangkok: October.
    doc('tax_invoice', 'RT-2569-0000', '2026-10-31T16:59:00Z', 107_000),
    doc('credit_note', 'CN-2569-0001', '2026-11-25T05:00:00Z', 500_000, {
      kind: 'individual',
      name: 'สมชาย ใจดี',
      taxId: null,
      branch: null,
    }),
    // Not output-tax documents.
    doc('invoice', 'INV-2569-0001', '2026-11-10T05:00:00Z', 999_900),
    doc('receipt', 'RC-2569-0001', '2026-11-10T05:00:00Z', 999_900),
    doc('quotation', 'QT-2569-0001', '2026-11-10T05:00:00Z', 999_900),
    // A credit note of a studio not registered for VAT (it corrects a plain receipt): no output tax.
    { ...doc('credit_note', 'CN-2569-0000', '2026-11-10T05:00:00Z', 10_000), sellerVatRegistered: false },
  ];
  const register = buildOutputTaxRegister('2026-11', documents);

  it('lists the month’s tax invoices and credit notes in issue order, numbered from 1', () => {
    expect(register.rows.map((r) => [r.position, r.number, r.date])).toEqual([
      [1, 'RT-2569-0001', '2026-11-01'],
      [2, 'RT-2569-0002', '2026-11-20'],
      [3, 'CN-2569-0001', '2026-11-25'],
    ]);
  });

  it('prints credit notes as negatives and totals the rows to the satang', () => {
    const credit = register.rows[2]!;
    expect(credit).toMatchObject({ type: 'credit_note', value: -467_290, vat: -32_710, total: -500_000 });
    // 40,000.00 = 37,383.18 + 2,616.82; 14,900.00 = 13,925.23 + 974.77; less 5,000.00 = 4,672.90 + 327.10.
    expect(register.rows[0]).toMatchObject({ value: 3_738_318, vat: 261_682, total: 4_000_000 });
    expect(register.rows[1]).toMatchObject({ value: 1_392_523, vat: 97_477, total: 1_490_000 });
    expect(register.totals).toEqual({
      value: 3_738_318 + 1_392_523 - 467_290,
      vat: 261_682 + 97_477 - 32_710,
      total: 4_000_000 + 1_490_000 - 500_000,
    });
    expect(register.totals.value + register.totals.vat).toBe(register.totals.total);
  });

  it('gives a company its establishment and a person none', () => {
    expect(register.rows.map((r) => [r.buyerTaxId, r.establishment])).toEqual([
      ['0105536092641', '00002'],
      ['0107537000882', 'head_office'],
      [null, null],
    ]);
    expect(establishmentText('head_office', 'th')).toBe('สำนักงานใหญ่');
    expect(establishmentText('00002', 'th')).toBe('สาขาที่ 00002');
    expect(establishmentText('00002', 'en')).toBe('Branch 00002');
    expect(establishmentText(null, 'th')).toBe('');
  });

  it('takes the December document in December, and an empty month is all zeros', () => {
    expect(buildOutputTaxRegister('2026-12', documents).rows.map((r) => r.number)).toEqual(['RT-2569-0003']);
    expect(buildOutputTaxRegister('2027-01', documents)).toEqual({ month: '2027-01', rows: [], totals: { value: 0, vat: 0, total: 0 } });
  });
});
