/**
 * What the admin panel shows: its rows, pages and small helpers. No zod here: the panel's first visit
 * loads this module, and its inputs' schemas (src/domain/adminInput.ts) load with the forms that use
 * them, so the validator stays out of the first visit's JavaScript (issue 21's budget).
 */
import type { OrderStatus, QuoteStatus } from './statuses';
import type { InstalmentState } from './schedule/status';
import type { Locale } from '../i18n/locales';
import type { ListPage, OrderCounts, OrderListQuery, QuoteCounts, QuoteListQuery } from './pipeline/views';
import type { CustomLine } from './money/quotation';
import type { EtaxMailStatus } from './money/etdaXml';

// Declared once in statuses.ts (the SQL check constraints are tested against it); re-exported for callers here.
export { ORDER_STATUSES, QUOTE_STATUSES, type OrderStatus, type QuoteStatus } from './statuses';

/** The 'Custom price' note: shown when the admin's price differs from the package price. */
export function isCustomPrice(originalPrice: number | null, quotedPrice: number | null): boolean {
  return quotedPrice !== null && quotedPrice !== originalPrice;
}

/**
 * The package's name in `locale`: the catalogue's Thai name for a Thai reader when the package has
 * one, else the name stored on the quote (English, or a custom quote's own).
 */
export function packageNameIn<N extends string | null>(locale: Locale, item: { packageName: N; packageNameTh: string | null }): N | string {
  return locale === 'th' && item.packageNameTh ? item.packageNameTh : item.packageName;
}

/** The short id shown beside the package name in the quotes table. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** What the admin panel shows (read as the admin, so RLS decides). */
export interface AdminQuote {
  id: string;
  /** The name stored on the quote (English; a custom quote's own name). */
  packageName: string;
  /** The catalogue's Thai name of the quote's package; null for a custom quote or none. */
  packageNameTh: string | null;
  /** The catalogue or plan price for the whole request (unit price times quantity). */
  originalPrice: number | null;
  quotedPrice: number | null;
  quotedTimeline: string | null;
  adminNotes: string | null;
  /** The studio's own quotation lines (decision 0053, addendum 2026-11-27), in order; none by default. */
  customLines: CustomLine[];
  status: QuoteStatus;
  description: string;
  client: { name: string; email: string; company: string; phone: string };
  source: string | null;
  locale: Locale;
  hasAccount: boolean;
  createdAt: string;
  /** The price the client accepted (decision 0018), null until they do. */
  acceptedPrice: number | null;
  /** The client's questions about the quote (and the studio's answers), oldest first. */
  messages: { id: string; author: 'client' | 'studio'; body: string; createdAt: string }[];
  /** The newest message is the client's: the studio owes an answer (docs/decisions/0040). */
  waitingForAnswer: boolean;
  /** The client's messages the studio has not opened yet. */
  unreadMessages: number;
}

export interface AdminCustomer {
  id: string;
  fullName: string | null;
  email: string | null;
  /** The company typed into the profile (free text). */
  company: string | null;
  createdAt: string;
  /** Who their documents are made out to (public.billing_identities); null until they say. */
  billing: { kind: 'individual' | 'company'; legalName: string; taxId: string | null; branch: string | null } | null;
}

export interface AdminOrder {
  id: string;
  /** The quote the order pays for (every order has one; null only if the quote was deleted). */
  quoteId: string | null;
  packageName: string | null;
  /** The catalogue's Thai name of the order's package, when it has one. */
  packageNameTh: string | null;
  clientEmail: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  /** A catalogue checkout, or the balance of an accepted custom quote. */
  purpose: 'package' | 'quote_balance';
  /** A checkout nobody paid: cancelled, or pending past the checkout's lifetime (decision 0041). */
  abandoned: boolean;
  createdAt: string;
}

export type QuoteListPage = ListPage<AdminQuote, QuoteListQuery, QuoteCounts>;
export type OrderListPage = ListPage<AdminOrder, OrderListQuery, OrderCounts>;

/** The Quotes tab: counters and the first page of each list (the Customers tab loads on its own). */
export interface AdminOverview {
  counters: { totalQuotes: number; totalCustomers: number };
  quotes: QuoteListPage;
  /** Paid orders are 'processing' until the studio completes them. */
  orders: OrderListPage;
}

/**
 * What the Company column shows: a company client's registered name, tax ID and establishment (head
 * office or branch) from their billing identity, else the company typed into the profile, else nothing.
 */
export function customerCompany(
  customer: Pick<AdminCustomer, 'company' | 'billing'>,
): { name: string; taxId: string | null; establishment: 'head_office' | string | null } | null {
  const billing = customer.billing;
  if (billing?.kind === 'company') return { name: billing.legalName, taxId: billing.taxId, establishment: billing.branch ?? 'head_office' };
  return customer.company ? { name: customer.company, taxId: null, establishment: null } : null;
}

/** Admin lists show 10 rows a page (portal spec §9). */
export const ADMIN_PAGE_SIZE = 10;

/** One page of customers and how many match in all. */
export interface AdminCustomerPage {
  customers: AdminCustomer[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
}

/** An e-mail the site queued to a customer's address (the outbox row, without its body). */
export interface AdminCustomerEmail {
  id: string;
  subject: string;
  kind: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

/** A customer's page in the admin panel: who they are, their quotes and orders, the e-mails sent to them. */
/** A document issued to the customer (issue 22), for the studio's per-customer view. */
export interface AdminCustomerDocument {
  id: string;
  number: string;
  type: string;
  issuedAt: string;
  /** The document's total in satang, VAT included (before any withholding). */
  totalSatang: number;
  quoteId: string | null;
  /** Its e-Tax e-mail, for a tax document the route sent (decision 0069). */
  etax?: EtaxMailStatus | null;
}

/** One instalment of a customer's current payment schedules, as the client's Payment History has it. */
export interface AdminCustomerInstalment {
  id: string;
  quoteId: string;
  position: number;
  count: number;
  label: { en: string; th: string };
  amountSatang: number;
  state: InstalmentState;
  dueAt: string | null;
  paidAt: string | null;
  method: 'card' | 'transfer' | 'promptpay' | null;
}

export interface AdminCustomerDetail {
  customer: AdminCustomer & { phone: string | null };
  quotes: AdminQuote[];
  orders: AdminOrder[];
  emails: AdminCustomerEmail[];
  instalments: AdminCustomerInstalment[];
  documents: AdminCustomerDocument[];
}

/** How many pages `total` rows make (at least one, so an empty list still reads "page 1 of 1"). */
export function pageCount(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The search as an ILIKE pattern matching it anywhere: `%`, `_` and the escape character are the
 * admin's own characters, not wildcards. Empty when there is nothing to search for.
 */
export function containsPattern(search: string): string {
  const trimmed = search.trim();
  return trimmed === '' ? '' : `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The digits of a search that looks like (part of) a tax ID: four digits or more, dashes and spaces allowed. */
export function taxIdDigits(search: string): string | null {
  const trimmed = search.trim();
  if (!/^[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

/** One line of a quote's trail (public.audit_events): who, when, what, before and after. */
export interface TrailEntry {
  id: number;
  at: string;
  actorKind: 'admin' | 'client' | 'visitor' | 'system';
  actorEmail: string | null;
  subject: 'quote' | 'order' | 'credit_note' | 'email' | 'message' | 'refund';
  action: 'created' | 'changed' | 'deleted';
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The wizard's plan on a quote, worded in the admin's language, with why it costs what it costs. */
export interface QuotePlanView {
  title: string;
  timeline: string;
  basePrice: number;
  finalPrice: number;
  features: { name: string; price: number }[];
  understood: string[];
}

/** Everything about one quote, for the quote dialog (issue 21: "the whole request in front of the studio"). */
export interface QuoteRecord {
  quote: AdminQuote;
  quantity: number;
  /** The order form's answers as the client gave them (labels already in the client's language). */
  details: { key: string; value: string }[];
  plan: QuotePlanView | null;
  /** An order for the quote is paid: its status no longer moves back (decision 0041). */
  paid: boolean;
  orders: AdminOrder[];
  /** `number`: the ใบลดหนี้'s (CN-…) once issued; null while the studio's identity is incomplete (decision 0043). */
  creditNotes: { id: string; number: string | null; amount: number; currency: string; createdAt: string }[];
  /** Quotation revisions, oldest first (decision 0053); the document is at /api/documents/<documentId>. */
  quotations: {
    revision: number;
    documentId: string | null;
    number: string | null;
    price: number;
    validUntil: string;
    /** Past validUntil when loaded (Bangkok calendar): saving the quote renews the latest. */
    expired: boolean;
    createdAt: string;
  }[];
  /** The client's acceptance record: which revision, when, from which address and browser. */
  acceptance: { revision: number | null; price: number; acceptedAt: string; clientAddress: string; userAgent: string | null } | null;
  emails: AdminCustomerEmail[];
  trail: TrailEntry[];
}
