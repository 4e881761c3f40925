/**
 * The pipeline lists' views, sorts, queries and pages as plain values and types (issue 21, decision
 * 0041), without zod: the admin panel's first visit loads these, and the schemas that parse a query
 * (lists.ts) run on the server. Keep this module free of zod.
 */
import { ORDER_STATUSES, QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from '../statuses';

/** Admin lists show 10 rows a page (portal spec §9). */
export const PIPELINE_PAGE_SIZE = 10;
/** Pages far beyond any real list are refused rather than scanned. */
export const MAX_PAGE = 10_000;

/** 'active': everything but abandoned checkouts (the default); 'abandoned': only those; 'all'. */
export const QUOTE_VIEWS = ['active', 'waiting', 'abandoned', 'all', ...QUOTE_STATUSES] as const;
export type QuoteView = (typeof QUOTE_VIEWS)[number];

export const ORDER_VIEWS = ['active', 'abandoned', 'all', ...ORDER_STATUSES] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export const QUOTE_SORTS = ['newest', 'oldest', 'priceHigh', 'priceLow'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const ORDER_SORTS = ['newest', 'oldest', 'amountHigh', 'amountLow'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** A list's query as the panel keeps it: search, Bangkok days (yyyy-mm-dd or ''), page from 1, view, sort. */
export interface ListQuery<View, Sort> {
  search: string;
  from: string;
  to: string;
  page: number;
  view: View;
  sort: Sort;
}
export type QuoteListQuery = ListQuery<QuoteView, QuoteSort>;
export type OrderListQuery = ListQuery<OrderView, OrderSort>;

export const DEFAULT_QUOTE_QUERY: QuoteListQuery = { search: '', from: '', to: '', page: 1, view: 'active', sort: 'newest' };
export const DEFAULT_ORDER_QUERY: OrderListQuery = { search: '', from: '', to: '', page: 1, view: 'active', sort: 'newest' };

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
