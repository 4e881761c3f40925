/**
 * The pipeline's lists (issue 21): every quote and every order, searchable, filtered by status and
 * date, sorted and paged. The first page with no filter is the spec's first view (portal spec §2:
 * newest first, ten rows), with abandoned checkouts kept out of the way (decision 0041).
 * Messages are translation keys.
 */
import { z } from '../zod';
import { singleLineText } from '../validation/text';
import { bangkokDayRange } from '../time/bangkok';
import { MAX_PAGE, ORDER_SORTS, ORDER_VIEWS, QUOTE_SORTS, QUOTE_VIEWS, type OrderListQuery, type QuoteListQuery } from './views';

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

export const orderListQuery = z
  .object({ ...common, view: z.enum(ORDER_VIEWS).default('active'), sort: z.enum(ORDER_SORTS).default('newest') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'admin.pipeline.error.range', path: ['to'] });

// The schemas parse to exactly the plain types the panel uses (views.ts): a change to one that the
// other does not follow fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const parsesToQuoteQuery: Same<z.infer<typeof quoteListQuery>, QuoteListQuery> = true;
const parsesToOrderQuery: Same<z.infer<typeof orderListQuery>, OrderListQuery> = true;
void parsesToQuoteQuery;
void parsesToOrderQuery;

/** The studio's days are Bangkok days: a range covers [from 00:00, to+1 00:00) at UTC+7 (no DST). */
export function dayRange(from: string, to: string): { start: Date | null; end: Date | null } {
  return bangkokDayRange(from, to);
}

/**
 * The search as the admin typed it: a leading '#' (the short id as the tables show it) is dropped, so
 * "#1a2b3c4d" finds the quote whose id starts with it.
 */
export function searchTerm(search: string): string {
  return search.trim().replace(/^#/, '');
}
