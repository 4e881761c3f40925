import { describe, expect, it } from 'vitest';
import {
  bangkokDate,
  bangkokDateTime,
  bangkokDay,
  bangkokDayRange,
  bangkokInputValue,
  bangkokIso,
  bangkokMidnight,
  bangkokMonth,
  bangkokMoment,
  bangkokNoon,
  buddhistYear,
  toBuddhistYear,
  toChristianYear,
  todayInBangkok,
} from '../../../../src/domain/time/bangkok';

describe('Bangkok time', () => {
  it('reads a moment as the Bangkok calendar: the day turns at 17:00 UTC', () => {
    expect(bangkokDay(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(bangkokDay(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(bangkokDate('2026-12-31T20:00:00Z')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(bangkokMonth('2026-12-31T20:00:00Z')).toBe('2027-01');
    expect(todayInBangkok(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });

  it('writes the wall clock for a spreadsheet and a datetime-local field', () => {
    expect(bangkokDateTime('2026-11-30T18:00:00Z')).toBe('2026-12-01 01:00:00');
    expect(bangkokInputValue('2026-12-01T02:30:00Z')).toBe('2026-12-01T09:30');
  });

  it('turns a Bangkok wall-clock time back into the moment it names', () => {
    expect(bangkokIso('2026-12-01', '09:30')).toBe('2026-12-01T09:30:00+07:00');
    expect(bangkokMoment('2026-12-01').toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(bangkokNoon('2026-12-24').toISOString()).toBe('2026-12-24T05:00:00.000Z');
    expect(bangkokMidnight(2026, 13, 1).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(Number.isNaN(bangkokMoment('not a day').getTime())).toBe(true);
  });

  it('covers whole Bangkok days in a range, either end open', () => {
    const { start, end } = bangkokDayRange('2026-12-01', '2026-12-31');
    expect(start?.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(bangkokDayRange('', '')).toEqual({ start: null, end: null });
  });

  it('counts Buddhist-era years from the Bangkok year', () => {
    expect(buddhistYear(new Date('2026-12-31T16:59:59Z'))).toBe(2569);
    expect(buddhistYear(new Date('2026-12-31T17:00:00Z'))).toBe(2570);
    expect(toBuddhistYear(2026)).toBe(2569);
    expect(toChristianYear(2569)).toBe(2026);
  });
});
