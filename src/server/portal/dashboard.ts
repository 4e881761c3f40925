/**
 * The customer dashboard's data (portal spec §2 "Customer dashboard"), read as the customer so RLS
 * returns their own quotes and orders only.
 */
import type { OrderStatus, QuoteStatus } from '../../domain/statuses';
import type { SignedInCallerDb } from '../db/caller';
import type { Locale } from '../../i18n/locales';
import { settleQuote, type Settlement } from '../../domain/quotes/settlement';
import type { QuoteMessageAuthor } from '../../domain/statuses';
import { unreadMessages } from '../../domain/quotes/conversation';
import { quotePriceShown, type QuotePriceKind } from '../../domain/quotes/priceShown';
import type { ScheduledInstalment } from '../../domain/schedule/charge';
import { loadLedgers, readCounts, readOrders, readQuotes, scheduleOf, type Ledgers, type OrderRow, type QuoteRow } from './dashboardReads';

export { DASHBOARD_ROWS } from './dashboardReads';

export interface DashboardQuote {
  id: string;
  packageName: string;
  description: string;
  /**
   * The price the quote shows (decision 0065): the catalogue or plan price times the quantity as an
   * estimate, the studio's quoted price, the accepted price, or what was paid (a paid package order).
   */
  price: number | null;
  /** Which of those `price` is, so the page names it ("Estimate", "Paid"...). */
  priceKind: QuotePriceKind;
  custom: boolean;
  timeline: string | null;
  status: QuoteStatus;
  adminNotes: string | null;
  createdAt: string;
  /**
   * The money arithmetic (decision 0018): for a quoted quote what accepting would leave due or
   * credit, for an accepted one what is still due; null for every other quote.
   */
  settlement: Settlement | null;
  /** The client's questions (and the studio's answers) kept on the quote, oldest first. */
  messages: { id: string; author: QuoteMessageAuthor; body: string; createdAt: string }[];
  /** The studio's messages the client has not opened yet (docs/decisions/0040). */
  unread: number;
  /** When the client last opened the thread (null: never), so the thread marks what is new. */
  readAt: string | null;
  /** Credit-note documents (ใบลดหนี้) issued for the quote, downloadable at /api/documents/<id>. */
  creditNotes: { id: string; number: string }[];
  /**
   * The quotation's revisions, oldest first (decision 0053): each stays downloadable; only the last can
   * be accepted. `documentId`/`number` are null when no QT document could be issued for it.
   */
  quotations: DashboardQuotation[];
  /** The current payment schedule's instalments in order (decision 0062); null when the quote has none. */
  schedule: ScheduledInstalment[] | null;
}

export interface DashboardQuotation {
  revision: number;
  documentId: string | null;
  number: string | null;
  price: number;
  /** yyyy-mm-dd, Bangkok calendar: the last day its price holds. */
  validUntil: string;
  /** Past validUntil when the page was loaded: the latest cannot be accepted until the studio renews it. */
  expired: boolean;
}

export interface DashboardOrder {
  id: string;
  packageName: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  /** True for the payment of an accepted custom quote's balance (not a catalogue order). */
  quoteBalance: boolean;
  /** The receipt (or receipt/tax invoice) issued with the payment, downloadable at /api/documents/<id>. */
  document: { id: string; number: string; type: string; withholds: boolean } | null;
}

export interface Dashboard {
  counters: {
    totalOrders: number;
    activeQuotes: number;
    completed: number;
    inProgress: number;
  };
  quotes: DashboardQuote[];
  orders: DashboardOrder[];
}

/** A listed quote as the page shows it: its price and what it is, the money arithmetic, thread, documents, schedule. */
function dashboardQuote(q: QuoteRow, ledgers: Ledgers, schedules: Map<string, ScheduledInstalment[]>): DashboardQuote {
  const payments = ledgers.payments.get(q.id) ?? [];
  const credits = ledgers.credits.get(q.id) ?? [];
  const agreed = q.status === 'approved' ? q.accepted_price : q.status === 'quoted' ? q.quoted_price : null;
  // What the quote's price is: an estimate, quoted, agreed, or paid (decision 0065).
  const shown = quotePriceShown({
    status: q.status,
    cataloguePrice: q.package_price === null ? null : q.package_price * q.quantity,
    quotedPrice: q.quoted_price,
    acceptedPrice: q.accepted_price,
    payments,
    credits,
  });
  return {
    id: q.id,
    packageName: q.package_name,
    description: q.project_description,
    price: shown.price,
    priceKind: shown.kind,
    custom: q.quoted_price !== null,
    timeline: q.quoted_timeline,
    status: q.status,
    adminNotes: q.admin_notes,
    createdAt: new Date(q.created_at).toISOString(),
    settlement: agreed === null ? null : settleQuote({ price: agreed, payments, credits }),
    messages: ledgers.messages.get(q.id) ?? [],
    unread: unreadMessages(ledgers.messages.get(q.id) ?? [], 'client', ledgers.readAt.get(q.id) ?? null).length,
    readAt: ledgers.readAt.get(q.id) ?? null,
    creditNotes: ledgers.creditNotes.get(q.id) ?? [],
    quotations: ledgers.quotations.get(q.id) ?? [],
    schedule: schedules.get(q.id) ?? null,
  };
}

/** A listed order as the page shows it, with its receipt (or receipt/tax invoice) when one was issued. */
function dashboardOrder(o: OrderRow): DashboardOrder {
  return {
    id: o.id,
    packageName: o.package_name,
    amount: o.total_amount,
    currency: o.currency,
    status: o.status,
    createdAt: new Date(o.created_at).toISOString(),
    quoteBalance: o.purpose === 'quote_balance',
    document:
      o.document_id && o.document_number
        ? {
            id: o.document_id,
            number: o.document_number,
            type: o.document_type ?? 'tax_invoice',
            withholds: o.document_withholds === true,
          }
        : null,
  };
}

/** Catalogue quotes show the package's name in the page's language while the package is on sale. */
export async function loadDashboard(caller: SignedInCallerDb, locale: Locale): Promise<Dashboard> {
  return caller.run(async (tx) => {
    const user = caller.claims.sub ?? null;
    const counts = await readCounts(tx, user);
    const quotes = await readQuotes(tx, user, locale);
    const orders = await readOrders(tx, user, locale);
    const quoteIds = quotes.map((q) => q.id);
    const ledgers = await loadLedgers(tx, quoteIds);
    const schedules = await scheduleOf(tx, quoteIds);
    return {
      counters: {
        totalOrders: counts.total_orders ?? 0,
        activeQuotes: counts.quotes ?? 0,
        completed: counts.completed ?? 0,
        inProgress: counts.in_progress ?? 0,
      },
      quotes: quotes.map((q) => dashboardQuote(q, ledgers, schedules)),
      orders: orders.map(dashboardOrder),
    };
  });
}
