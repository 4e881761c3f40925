import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatYear } from '../../../src/i18n/format';

describe('formatMoney', () => {
  it('writes whole baht with no decimals, in each language', () => {
    expect(formatMoney('th', 24_900)).toBe('฿24,900');
    expect(formatMoney('en', 24_900).replace(/\s/g, ' ')).toBe('THB 24,900');
    expect(formatMoney('th', 1_234.56)).toBe('฿1,235');
  });
});

describe('formatDate', () => {
  // 23:30 UTC on 21 November is already 22 November in Bangkok (UTC+7).
  const lateEvening = new Date('2026-11-21T23:30:00Z');
  it('uses Bangkok time and the Buddhist calendar in Thai', () => {
    expect(formatDate('th', lateEvening)).toBe('22 พ.ย. 2569');
  });
  it('uses Bangkok time in English', () => {
    expect(formatDate('en', lateEvening)).toBe('Nov 22, 2026');
  });
  it('accepts ISO strings and has a date-time form', () => {
    expect(formatDate('en', '2026-11-22T02:05:00Z', 'dateTime')).toMatch(/November 22, 2026.*9:05/);
    // Thai times the Thai way (glossary, issue 39): 09.05 น., not 9:05.
    expect(formatDate('th', '2026-11-22T02:05:00Z', 'dateTime')).toBe('22 พฤศจิกายน 2569 เวลา 09.05 น.');
    expect(formatDate('th', '2026-11-22T15:30:00Z', 'dateTime')).toBe('22 พฤศจิกายน 2569 เวลา 22.30 น.');
  });
});

describe('formatYear', () => {
  it('counts a calendar year in the Buddhist era in Thai and as it is in English', () => {
    expect(formatYear('th', 2025)).toBe('2568');
    expect(formatYear('th', 2018)).toBe('2561');
    expect(formatYear('en', 2025)).toBe('2025');
  });
  it('reads a moment in Bangkok time: 31 December 20:00 UTC is already the new year', () => {
    const newYearInBangkok = new Date('2026-12-31T20:00:00Z');
    expect(formatYear('en', newYearInBangkok)).toBe('2027');
    expect(formatYear('th', newYearInBangkok)).toBe('2570');
    expect(formatYear('th', '2026-11-22T02:05:00Z')).toBe('2569');
  });
});
