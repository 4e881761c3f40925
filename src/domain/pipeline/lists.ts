/**
 * The pipeline's lists (issue 21): every quote and every order, searchable, filtered by status and
 * date, sorted and paged. The first page with no filter is the spec's first view (portal spec §2:
 * newest first, ten rows), with abandoned checkouts kept out of the way (decision 0041).
 * Messages are translation keys.
 */
import { z } from '../zod';
import { singleLineText } from '../validation/text';
import { ORDER_STATUSES, QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from '../statuses';

/** Admin lists show 10 rows a page (portal spec §9). */
export const PIPELINE_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

/** 'active': everything but abandoned checkouts (the default); 'abandoned': only those; 'all'. */
export const QUOTE_VIEWS = ['active', 'waiting', 'abandoned', 'all', ...QUOTE_STATUSES] as const;
export type QuoteView = (typeof QUOTE_VIEWS)[number];

export const ORDER_VIEWS = ['active', 'abandoned', 'all', ...ORDER_STATUSES] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export const QUOTE_SORTS = ['newest', 'oldest', 'priceHigh', 'priceLow'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const ORDER_SORTS = ['newest', 'oldest', 'amountHigh', 'amountLow'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** A calendar day as an <input type="date"> gives it, or nothing. */
const day = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    'admin.pipeline.error.date',
  )
  .default('');

const common = {
  search: singleLineText().max(100, 'admin.error.tooLong').default(''),
  from: day,
  to: day,
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
};

export const quoteListQuery = z
  .object({ ...common, view: z.enum(QUOTE_VIEWS).default('active'), sort: z.enum(QUOTE_SORTS).default('newest') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'admin.pipeline.error.range', path: ['to'] });
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

export const orderListQuery = z
  .object({ ...common, view: z.enum(ORDER_VIEWS).default('active'), sort: z.enum(ORDER_SORTS).default('newest') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'admin.pipeline.error.range', path: ['to'] });
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const DEFAULT_QUOTE_QUERY: QuoteListQuery = { search: '', from: '', to: '', page: 1, view: 'active', sort: 'newest' };
export const DEFAULT_ORDER_QUERY: OrderListQuery = { search: '', from: '', to: '', page: 1, view: 'active', sort: 'newest' };

/** The studio's days are Bangkok days: a range covers [from 00:00, to+1 00:00) at UTC+7 (no DST). */
export function dayRange(from: string, to: string): { start: Date | null; end: Date | null } {
  const start = from ? new Date(`${from}T00:00:00+07:00`) : null;
  const end = to ? new Date(new Date(`${to}T00:00:00+07:00`).getTime() + 24 * 3600 * 1000) : null;
  return { start, end };
}

/**
 * The search as the admin typed it: a leading '#' (the short id as the tables show it) is dropped, so
 * "#1a2b3c4d" finds the quote whose id starts with it.
 */
export function searchTerm(search: string): string {
  return search.trim().replace(/^#/, '');
}

/** How many of each kind match the search and dates (the chips above the list). */
export type QuoteCounts = Record<QuoteStatus | 'all' | 'active' | 'abandoned' | 'waiting', number>;
export type OrderCounts = Record<OrderStatus | 'all' | 'active' | 'abandoned', number>;

export interface ListPage<Row, Query, Counts> {
  rows: Row[];
  /** Rows matching the whole query (for the pages). */
  total: number;
  counts: Counts;
  query: Query;
  pageSize: number;
}
