/**
 * What an admin may set on a quote (portal spec §2 "Quote management dialog", §4): any status, a
 * custom price in whole baht, a free-text timeline and notes. Messages are translation keys.
 */
import { z } from './zod';
import { multiLineText, singleLineText } from './validation/text';

import { QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from './statuses';
import type { Locale } from '../i18n/locales';

// Declared once in statuses.ts (the SQL check constraints are tested against it); re-exported for callers here.
export { ORDER_STATUSES, QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from './statuses';

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

/** The 'Custom price' note: shown when the admin's price differs from the package price. */
export function isCustomPrice(originalPrice: number | null, quotedPrice: number | null): boolean {
  return quotedPrice !== null && quotedPrice !== originalPrice;
}

/** The short id shown beside the package name in the quotes table. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** What the admin panel shows (read as the admin, so RLS decides). */
export interface AdminQuote {
  id: string;
  packageName: string;
  /** The catalogue or plan price for the whole request (unit price times quantity). */
  originalPrice: number | null;
  quotedPrice: number | null;
  quotedTimeline: string | null;
  adminNotes: string | null;
  status: QuoteStatus;
  description: string;
  client: { name: string; email: string; company: string; phone: string };
  source: string | null;
  locale: Locale;
  hasAccount: boolean;
  createdAt: string;
  /** The price the client accepted (decision 0021), null until they do. */
  acceptedPrice: number | null;
  /** The client's questions about the quote (and the studio's answers), oldest first. */
  messages: { id: string; author: 'client' | 'studio'; body: string; createdAt: string }[];
}

export interface AdminCustomer {
  id: string;
  fullName: string | null;
  email: string | null;
  company: string | null;
  createdAt: string;
}

export interface AdminOrder {
  id: string;
  packageName: string | null;
  clientEmail: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
}

export interface AdminOverview {
  counters: { totalQuotes: number; totalCustomers: number };
  quotes: AdminQuote[];
  customers: AdminCustomer[];
  /** The newest orders: paid ones are 'processing' until the studio completes them. */
  orders: AdminOrder[];
}
