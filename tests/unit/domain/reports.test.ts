import { describe, expect, it } from 'vitest';
import { barPercent, buildReport, median, nextMonth, rangeBounds, revenueByMonth, type ReportInput } from '../../../src/domain/reports';
import { BOM, csvCell, toCsv } from '../../../src/domain/csv';

const empty: ReportInput = {
  groups: [],
  contactMessages: 0,
  paid: 0,
  won: 0,
  medianDaysToPay: null,
  paidByMonth: [],
  creditedByMonth: [],
};

describe('report figures', () => {
  it('takes the median of odd and even counts, none for nothing', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([10, 2, 4, 8])).toBe(6);
  });

  it('steps months across the year end', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('fills quiet months with zero and nets credit notes against payments', () => {
    expect(
      revenueByMonth(
        [
          { month: '2026-11', amount: 49_800 },
          { month: '2027-01', amount: 10_000 },
        ],
        [{ month: '2027-01', amount: 15_000 }],
      ),
    ).toEqual([
      { month: '2026-11', paid: 49_800, credited: 0, net: 49_800 },
      { month: '2026-12', paid: 0, credited: 0, net: 0 },
      { month: '2027-01', paid: 10_000, credited: 15_000, net: -5_000 },
    ]);
    expect(revenueByMonth([], [])).toEqual([]);
  });

  it('builds the figures from the groups', () => {
    const report = buildReport({
      groups: [
        { status: 'pending', source: 'order', count: 2, value: 74_700 },
        { status: 'approved', source: 'wizard', count: 1, value: 90_000 },
        { status: 'rejected', source: 'modal', count: 1, value: 30_000 },
        { status: 'quoted', source: 'modal', count: 1, value: 40_000 },
        { status: 'quoted', source: null, count: 1, value: 10_000 },
      ],
      contactMessages: 3,
      paid: 3,
      won: 2,
      medianDaysToPay: 3.04,
      paidByMonth: [{ month: '2026-01', amount: 90_000 }],
      creditedByMonth: [{ month: '2026-02', amount: 5_000 }],
    });
    expect(report.pipeline).toEqual([
      { status: 'pending', count: 2, value: 74_700 },
      { status: 'reviewed', count: 0, value: 0 },
      { status: 'quoted', count: 2, value: 50_000 },
      { status: 'approved', count: 1, value: 90_000 },
      { status: 'rejected', count: 1, value: 30_000 },
    ]);
    expect(report).toMatchObject({ requests: 6, paid: 3, won: 2, lost: 1, paidShare: 0.5, medianDaysToPay: 3 });
    expect(report.revenueTotal).toEqual({ month: 'total', paid: 90_000, credited: 5_000, net: 85_000 });
    expect(report.sources).toEqual([
      { source: 'wizard', count: 1 },
      { source: 'modal', count: 2 },
      { source: 'order', count: 2 },
      { source: 'contact', count: 3 },
      { source: 'other', count: 1 },
    ]);
    expect(report.leads).toBe(9);
    expect(report.sources.reduce((n, s) => n + s.count, 0) - 3).toBe(report.requests);
  });

  it('has no share and no median without requests or payments', () => {
    expect(buildReport(empty)).toMatchObject({ requests: 0, paid: 0, paidShare: null, medianDaysToPay: null, revenue: [], leads: 0 });
  });

  it('reads a range as Bangkok days, the end day included, either way round', () => {
    expect(rangeBounds({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      start: '2025-12-31T17:00:00.000Z',
      end: '2026-01-31T17:00:00.000Z',
    });
    expect(rangeBounds({ from: '2026-01-31', to: '2026-01-01' })).toEqual(rangeBounds({ from: '2026-01-01', to: '2026-01-31' }));
    expect(rangeBounds({})).toEqual({ start: null, end: null });
  });

  it('sizes bars against the largest value', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 100_000)).toBe(1);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(-5, 10)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });
});

describe('CSV for the accountant', () => {
  it('neutralises cells that a spreadsheet would read as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(evil).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Baan Coffee')).toBe('Baan Coffee');
    // Numbers stay numbers (a credit shown as a negative amount is not a formula).
    expect(csvCell(-5000)).toBe('-5000');
  });

  it('writes amounts in satang as exact baht with two decimals, negatives as numbers', () => {
    expect(csvCell({ satang: 391_870 })).toBe('3918.70');
    expect(csvCell({ satang: -500_000 })).toBe('-5000.00');
    expect(csvCell({ satang: -7 })).toBe('-0.07');
    expect(csvCell({ satang: 0 })).toBe('0.00');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Somchai, Co.')).toBe('"Somchai, Co."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and keeps Thai as it is', () => {
    const csv = toCsv(['ชื่อ', 'ยอด'], [['สมชาย ใจดี', 49_800]]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe('\uFEFFชื่อ,ยอด\r\nสมชาย ใจดี,49800\r\n');
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('report month labels', () => {
  it('names a month in the reader calendar: Buddhist-era years in Thai', async () => {
    const { formatMonth, formatPercent } = await import('../../../src/i18n/formatMonth');
    expect(formatMonth('th', '2026-11')).toBe('พ.ย. 2569');
    expect(formatMonth('en', '2026-11')).toBe('Nov 2026');
    expect(formatMonth('th', '2027-01')).toBe('ม.ค. 2570');
    expect(formatPercent('en', 0.4)).toBe('40%');
  });
});
