/**
 * What an admin may set on a quote (portal spec §2 "Quote management dialog", §4): any status, a
 * custom price in whole baht, a free-text timeline and notes; and the Customers tab's search.
 * Messages are translation keys.
 */
import { z } from './zod';
import { multiLineText, singleLineText } from './validation/text';
import { QUOTE_STATUSES } from './statuses';
import { MAX_PAGE } from './pipeline/views';

/** A price field as typed: '' means no custom price; otherwise whole baht, up to 100 million. */
export const customPrice = singleLineText()
  .transform((value) => value.replace(/[,\s฿]/g, ''))
  .refine((value) => value === '' || /^\d{1,9}$/.test(value), 'admin.error.price')
  .transform((value) => (value === '' ? null : Number(value)));

export const quoteUpdate = z.object({
  id: z.uuid(),
  status: z.enum(QUOTE_STATUSES),
  quotedPrice: z.number().int().min(0).max(100_000_000).nullable(),
  quotedTimeline: singleLineText().max(200, 'admin.error.tooLong').default(''),
  adminNotes: multiLineText().max(5000, 'admin.error.tooLong').default(''),
});
export type QuoteUpdate = z.infer<typeof quoteUpdate>;

/** The Customers tab's search (name, e-mail or company, any part, any case) and page (from 1). */
export const customerQuery = z.object({
  search: singleLineText().max(100, 'admin.error.tooLong').default(''),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type CustomerQuery = z.infer<typeof customerQuery>;
