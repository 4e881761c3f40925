/**
 * Bangkok time and the Buddhist era, in one place (issue 36, point 4). The studio's days, months and
 * years are Bangkok's (Asia/Bangkok): documents are numbered per Buddhist-era year, a quotation holds
 * until the end of a Bangkok day, reports and registers cover Bangkok days and months. A payment at
 * 20:00 UTC on 31 December is already in the next year.
 *
 * Reading a moment as Bangkok's wall clock goes through Intl and the time-zone database (no offset
 * written by hand). The other direction, a Bangkok wall-clock time (a date field, a datetime-local
 * input) as a moment, is the one place the offset `+07:00` is written: Intl has no inverse, and
 * Asia/Bangkok has been UTC+7 without daylight saving since 1920 (IANA tzdata), so
 * `bangkokMidnight` checks it against the time-zone database anyway.
 *
 * Pure (no I/O, no framework): the server, pages, islands and the formatters all import it.
 */

export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';
/** พ.ศ. = ค.ศ. + 543. */
export const BUDDHIST_ERA_OFFSET = 543;
/** What Bangkok's wall clock is ahead of UTC, as an ISO 8601 offset. */
const BANGKOK_OFFSET = '+07:00';

const bangkokFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANGKOK_TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** A moment's Bangkok wall-clock parts, as two-digit strings (four for the year). */
function partsOf(moment: Date | string): Record<Part, string> {
  const parts = Object.fromEntries(bangkokFormat.formatToParts(new Date(moment)).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** The Bangkok calendar date of a moment: { year (Christian era), month 1–12, day }. */
export function bangkokDate(moment: Date | string): { year: number; month: number; day: number } {
  const p = partsOf(moment);
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/** The Bangkok calendar day of a moment: '2026-12-01' for 2026-11-30T18:00Z. */
export function bangkokDay(moment: Date | string): string {
  const p = partsOf(moment);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Today in Bangkok, 'YYYY-MM-DD' (a date field's default or maximum). */
export function todayInBangkok(now: Date = new Date()): string {
  return bangkokDay(now);
}

/** The Bangkok month of a moment, 'YYYY-MM'. */
export function bangkokMonth(moment: Date | string): string {
  return bangkokDay(moment).slice(0, 7);
}

/** A moment as Bangkok's wall clock, for a spreadsheet: '2026-12-01 01:00:00'. */
export function bangkokDateTime(moment: Date | string): string {
  const p = partsOf(moment);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A moment as a datetime-local field's value in Bangkok time: '2026-12-01T09:30'. */
export function bangkokInputValue(moment: Date | string): string {
  const p = partsOf(moment);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Milliseconds Bangkok's clock is ahead of UTC at `moment`, as the time-zone database says. */
function bangkokOffsetMs(moment: Date): number {
  const p = partsOf(moment);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The UTC moment of midnight in Bangkok starting the day year-month-day (month 1–12; overflow rolls). */
export function bangkokMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  return new Date(guess - bangkokOffsetMs(new Date(guess)));
}

/**
 * A Bangkok wall-clock time written with its offset, ISO 8601: ('2026-12-01', '09:30') →
 * '2026-12-01T09:30:00+07:00'. `time` is HH:MM or HH:MM:SS (midnight when left out).
 */
export function bangkokIso(day: string, time = '00:00:00'): string {
  return `${day}T${time.length === 5 ? `${time}:00` : time}${BANGKOK_OFFSET}`;
}

/** The moment a Bangkok wall-clock time names (Invalid Date when the text is not one). */
export function bangkokMoment(day: string, time = '00:00:00'): Date {
  return new Date(bangkokIso(day, time));
}

/**
 * A date-only value ('2026-12-24': a due date, a valid-until day, a refund day) as a moment to format:
 * noon in Bangkok, which is the same calendar day in every time zone a reader's formatter might use.
 */
export function bangkokNoon(day: string): Date {
  return bangkokMoment(day, '12:00:00');
}

/** The half-open range of moments [from 00:00, to + 1 day 00:00) covering Bangkok days from..to. */
export function bangkokDayRange(from: string, to: string): { start: Date | null; end: Date | null } {
  const start = from ? bangkokMoment(from) : null;
  const end = to ? new Date(bangkokMoment(to).getTime() + 86_400_000) : null;
  return { start, end };
}

/** 2026-11-27 (any time in Bangkok) → 2569. */
export function buddhistYear(moment: Date | string): number {
  return bangkokDate(moment).year + BUDDHIST_ERA_OFFSET;
}

export function toBuddhistYear(christianYear: number): number {
  return christianYear + BUDDHIST_ERA_OFFSET;
}

export function toChristianYear(buddhistYear: number): number {
  return buddhistYear - BUDDHIST_ERA_OFFSET;
}
