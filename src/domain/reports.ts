/**
 * The owner's figures (issue 21, Reports tab): pure arithmetic over what the database already
 * aggregated (src/server/admin/reports.ts). No I/O: the queries group and sum, this module turns the
 * groups into the figures the tab and its chart show, the same way for every engine.
 *
 * Money is whole baht. Months are Bangkok calendar months, as 'YYYY-MM' keys.
 */
import { z } from './zod';
import { QUOTE_STATUSES, type QuoteStatus } from './statuses';
import { bangkokDayRange } from './time/bangkok';

/** Where a lead came from: quotes.source (wizard, modal, package order) and the contact form. */
export const LEAD_SOURCES = ['wizard', 'modal', 'order', 'contact', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A 'YYYY-MM-DD' Bangkok calendar day. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The report's date range: both days inclusive, either open. */
export const reportRange = z.object({ from: day.nullish(), to: day.nullish() });
export type ReportRange = z.infer<typeof reportRange>;

/**
 * The range as the half-open interval the queries compare created_at with: from the start of `from`
 * to the start of the day after `to`, in Bangkok time (UTC+7, no daylight saving). A reversed range
 * is read the right way round.
 */
export function rangeBounds(range: ReportRange): { start: string | null; end: string | null } {
  let { from, to } = range;
  if (from && to && from > to) [from, to] = [to, from];
  const { start, end } = bangkokDayRange(from ?? '', to ?? '');
  return { start: start?.toISOString() ?? null, end: end?.toISOString() ?? null };
}

/** What the queries bring back: a handful of rows, however many quotes there are. */
export interface ReportInput {
  /** Quotes per status and source (null: rows from before sources were recorded): how many, and their
   * value (accepted, else quoted, else catalogue price times quantity). */
  groups: { status: QuoteStatus; source: 'wizard' | 'modal' | 'order' | null; count: number; value: number }[];
  contactMessages: number;
  /** Quotes with at least one payment. */
  paid: number;
  /** Quotes won: approved, or paid (a paid catalogue order leaves its quote pending), and not rejected. */
  won: number;
  /** Median days from a paid quote's request to its first payment (the database's percentile_cont). */
  medianDaysToPay: number | null;
  /** Payments received (processing or completed orders), per Bangkok month. */
  paidByMonth: { month: string; amount: number }[];
  /** Credit notes issued, per Bangkok month. */
  creditedByMonth: { month: string; amount: number }[];
}

export interface MonthFigure {
  month: string;
  paid: number;
  credited: number;
  /** paid − credited. */
  net: number;
}

export interface Report {
  pipeline: { status: QuoteStatus; count: number; value: number }[];
  /** Won: approved or paid (not rejected); lost: rejected. */
  won: number;
  lost: number;
  /** Requests (quotes) and how many of them were paid. */
  requests: number;
  paid: number;
  /** paid / requests, 0–1; null when there were no requests. */
  paidShare: number | null;
  /** Median days from request to first payment, one decimal; null when nothing was paid. */
  medianDaysToPay: number | null;
  revenue: MonthFigure[];
  revenueTotal: MonthFigure & { month: 'total' };
  sources: { source: LeadSource; count: number }[];
  leads: number;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** 'YYYY-MM' of the month after `month`. */
export function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Every month from the first to the last with money, the quiet ones at zero (a chart without gaps). */
export function revenueByMonth(paid: ReportInput['paidByMonth'], credited: ReportInput['creditedByMonth']): MonthFigure[] {
  const months = [...paid, ...credited].map((row) => row.month).sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const sum = (rows: { month: string; amount: number }[], month: string) =>
    rows.filter((row) => row.month === month).reduce((total, row) => total + row.amount, 0);
  const result: MonthFigure[] = [];
  // At most 600 months: a guard against a malformed key, never reached by real data.
  for (let month = first; month <= last && result.length < 600; month = nextMonth(month)) {
    const p = sum(paid, month);
    const c = sum(credited, month);
    result.push({ month, paid: p, credited: c, net: p - c });
  }
  return result;
}

/** The figures, from the aggregated rows. */
export function buildReport(input: ReportInput): Report {
  const pipeline = QUOTE_STATUSES.map((status) => {
    const rows = input.groups.filter((row) => row.status === status);
    return { status, count: rows.reduce((n, row) => n + row.count, 0), value: rows.reduce((n, row) => n + row.value, 0) };
  });
  const count = (status: QuoteStatus) => pipeline.find((row) => row.status === status)?.count ?? 0;
  const requests = pipeline.reduce((n, row) => n + row.count, 0);
  const revenue = revenueByMonth(input.paidByMonth, input.creditedByMonth);
  const totalPaid = revenue.reduce((n, row) => n + row.paid, 0);
  const totalCredited = revenue.reduce((n, row) => n + row.credited, 0);
  const fromQuotes = (source: LeadSource) =>
    input.groups.filter((row) => (row.source ?? 'other') === source).reduce((n, row) => n + row.count, 0);
  const sources = LEAD_SOURCES.map((source) => ({ source, count: source === 'contact' ? input.contactMessages : fromQuotes(source) }));
  return {
    pipeline,
    won: input.won,
    lost: count('rejected'),
    requests,
    paid: input.paid,
    paidShare: requests === 0 ? null : input.paid / requests,
    medianDaysToPay: input.medianDaysToPay === null ? null : Math.round(Math.max(0, input.medianDaysToPay) * 10) / 10,
    revenue,
    revenueTotal: { month: 'total', paid: totalPaid, credited: totalCredited, net: totalPaid - totalCredited },
    sources,
    leads: sources.reduce((n, row) => n + row.count, 0),
  };
}

/** A bar's length in percent of the largest value (0 for nothing; a non-zero value shows at least 1%). */
export function barPercent(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.max(1, Math.round((value / largest) * 100));
}
