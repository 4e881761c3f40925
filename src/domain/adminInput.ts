/**
 * What an admin may set on a quote (portal spec §2 "Quote management dialog", §4): any status, a
 * custom price in whole baht, a free-text timeline and notes; and the Customers tab's search.
 * Messages are translation keys.
 */
import { z } from './zod';
import { multiLineText, singleLineText } from './validation/text';
import { QUOTE_STATUSES } from './statuses';
import { MAX_PAGE } from './pipeline/views';
import { MAX_CUSTOM_LINES } from './money/quotation';

/** A price field as typed: '' means no custom price; otherwise whole baht, up to 100 million. */
export const customPrice = singleLineText()
  .transform((value) => value.replace(/[,\s฿]/g, ''))
  .refine((value) => value === '' || /^\d{1,9}$/.test(value), 'admin.error.price')
  .transform((value) => (value === '' ? null : Number(value)));

/**
 * One line the studio types on the quotation (decision 0053, addendum 2026-11-27): its description as
 * printed, and its amount in whole baht (VAT included, like the price), above zero.
 */
export const customLine = z.object({
  description: singleLineText().min(1, 'admin.error.lineDescription').max(200, 'admin.error.tooLong'),
  amount: z
    .number('admin.error.lineAmount')
    .int('admin.error.lineAmount')
    .min(1, 'admin.error.lineAmount')
    .max(100_000_000, 'admin.error.lineAmount'),
});

/** A line's amount as typed: whole baht above zero (commas, spaces and ฿ allowed, as in the price). */
export const lineAmount = singleLineText()
  .transform((value) => value.replace(/[,\s฿]/g, ''))
  .refine((value) => /^\d{1,9}$/.test(value) && Number(value) > 0, 'admin.error.lineAmount')
  .transform(Number);

export const quoteUpdate = z.object({
  id: z.uuid(),
  status: z.enum(QUOTE_STATUSES),
  quotedPrice: z.number().int().min(0).max(100_000_000).nullable(),
  quotedTimeline: singleLineText().max(200, 'admin.error.tooLong').default(''),
  adminNotes: multiLineText().max(5000, 'admin.error.tooLong').default(''),
  customLines: z.array(customLine).max(MAX_CUSTOM_LINES, 'admin.error.tooManyLines').default([]),
});
/** As the server takes it: without `customLines`, the quote has none (as the action's default says). */
export type QuoteUpdate = Omit<z.infer<typeof quoteUpdate>, 'customLines'> & { customLines?: z.infer<typeof customLine>[] | undefined };

/** The Customers tab's search (name, e-mail or company, any part, any case) and page (from 1). */
export const customerQuery = z.object({
  search: singleLineText().max(100, 'admin.error.tooLong').default(''),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type CustomerQuery = z.infer<typeof customerQuery>;
