/**
 * The customer dashboard's data (portal spec §2 "Customer dashboard"), read as the customer so RLS
 * returns their own quotes and orders only.
 */
import { sql } from 'kysely';
import type { OrderStatus, QuoteStatus } from '../../domain/statuses';
import type { Tx } from '../db/types';
import type { SignedInCallerDb } from '../db/caller';
import type { Locale } from '../../i18n/locales';
import { settleQuote, type Settlement } from '../../domain/quotes/settlement';
import type { QuoteMessageAuthor } from '../../domain/statuses';
import { unreadMessages } from '../../domain/quotes/conversation';
import { quotationExpired } from '../../domain/money/quotation';
import { quotePriceShown, type QuotePriceKind } from '../../domain/quotes/priceShown';
import type { ScheduledInstalment } from '../../domain/schedule/charge';
import { readSchedules } from '../billing/schedule/read';

export const DASHBOARD_ROWS = 10;

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

/** Catalogue quotes show the package's name in the page's language while the package is on sale. */
export async function loadDashboard(caller: SignedInCallerDb, locale: Locale): Promise<Dashboard> {
  return caller.run(async (tx) => {
    const user = caller.claims.sub ?? null;
    const count = sql<number>`count(*)::int`;
    // One statement, as before: the four counters come from the same snapshot.
    const counts = await tx.db
      .selectNoFrom((eb) => [
        eb.selectFrom('public.orders').select(count.as('n')).where('user_id', '=', user).as('total_orders'),
        eb.selectFrom('public.quotes').select(count.as('n')).where('user_id', '=', user).as('quotes'),
        eb.selectFrom('public.orders').select(count.as('n')).where('user_id', '=', user).where('status', '=', 'completed').as('completed'),
        eb
          .selectFrom('public.orders')
          .select(count.as('n'))
          .where('user_id', '=', user)
          .where('status', '=', 'processing')
          .as('in_progress'),
      ])
      .executeTakeFirstOrThrow();
    // Catalogue quotes show the Thai package name on /th while the package is on sale, else the quote's own.
    const quotes = await tx.db
      .selectFrom('public.quotes as q')
      .leftJoin('public.packages as p', 'p.id', 'q.package_id')
      .select((eb) => [
        'q.id',
        (locale === 'th' ? eb.fn.coalesce('p.name_th', 'q.package_name') : eb.ref('q.package_name')).as('package_name'),
        'q.project_description',
        'q.package_price',
        'q.quantity',
        'q.quoted_price',
        'q.quoted_timeline',
        'q.status',
        'q.admin_notes',
        'q.created_at',
        'q.accepted_price',
      ])
      .where('q.user_id', '=', user)
      .orderBy('q.created_at', 'desc')
      .limit(DASHBOARD_ROWS)
      .execute();
    const orders = await tx.db
      .selectFrom('public.orders as o')
      .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .leftJoin('public.packages as p', 'p.id', 'o.package_id')
      .leftJoin('public.documents as d', (join) => join.onRef('d.order_id', '=', 'o.id').on('d.doc_type', 'in', ['tax_invoice', 'receipt']))
      .select((eb) => [
        'o.id',
        'd.id as document_id',
        'd.number as document_number',
        'd.doc_type as document_type',
        // Tax withheld from the payment: the client owes a withholding certificate (docs/decisions/0051, 0061).
        sql<boolean>`d.id is not null and o.withheld_satang > 0`.as('document_withholds'),
        (locale === 'th' ? eb.fn.coalesce('p.name_th', 'q.package_name') : eb.ref('q.package_name')).as('package_name'),
        'o.total_amount',
        'o.currency',
        'o.status',
        'o.created_at',
        'o.purpose',
      ])
      .where('o.user_id', '=', user)
      .orderBy('o.created_at', 'desc')
      .limit(DASHBOARD_ROWS)
      .execute();
    const ledgers = await loadLedgers(
      tx,
      quotes.map((q) => q.id),
    );
    const schedules = await scheduleOf(
      tx,
      quotes.map((q) => q.id),
    );
    const settlementOf = (q: (typeof quotes)[number]): Settlement | null => {
      const price = q.status === 'approved' ? q.accepted_price : q.status === 'quoted' ? q.quoted_price : null;
      if (price === null) return null;
      return settleQuote({ price, payments: ledgers.payments.get(q.id) ?? [], credits: ledgers.credits.get(q.id) ?? [] });
    };
    // What the quote's price is: an estimate, quoted, agreed, or paid (decision 0065).
    const priceOf = (q: (typeof quotes)[number]) =>
      quotePriceShown({
        status: q.status,
        cataloguePrice: q.package_price === null ? null : q.package_price * q.quantity,
        quotedPrice: q.quoted_price,
        acceptedPrice: q.accepted_price,
        payments: ledgers.payments.get(q.id) ?? [],
        credits: ledgers.credits.get(q.id) ?? [],
      });
    return {
      counters: {
        totalOrders: counts.total_orders ?? 0,
        activeQuotes: counts.quotes ?? 0,
        completed: counts.completed ?? 0,
        inProgress: counts.in_progress ?? 0,
      },
      quotes: quotes.map((q) => ({
        id: q.id,
        packageName: q.package_name,
        description: q.project_description,
        price: priceOf(q).price,
        priceKind: priceOf(q).kind,
        custom: q.quoted_price !== null,
        timeline: q.quoted_timeline,
        status: q.status,
        adminNotes: q.admin_notes,
        createdAt: new Date(q.created_at).toISOString(),
        settlement: settlementOf(q),
        messages: ledgers.messages.get(q.id) ?? [],
        unread: unreadMessages(ledgers.messages.get(q.id) ?? [], 'client', ledgers.readAt.get(q.id) ?? null).length,
        readAt: ledgers.readAt.get(q.id) ?? null,
        creditNotes: ledgers.creditNotes.get(q.id) ?? [],
        quotations: ledgers.quotations.get(q.id) ?? [],
        schedule: schedules.get(q.id) ?? null,
      })),
      orders: orders.map((o) => ({
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
      })),
    };
  });
}

type Ledgers = {
  payments: Map<string, number[]>;
  credits: Map<string, number[]>;
  messages: Map<string, DashboardQuote['messages']>;
  /** The client's read marker per quote. */
  readAt: Map<string, string>;
  creditNotes: Map<string, { id: string; number: string }[]>;
  quotations: Map<string, DashboardQuotation[]>;
};

function push<T>(map: Map<string, T[]>, key: string | null, value: T) {
  if (key === null) return;
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

/** Paid orders, credit notes and messages of the listed quotes, read as the caller (RLS: their own). */
async function loadLedgers(tx: Tx, quoteIds: string[]): Promise<Ledgers> {
  const ledgers: Ledgers = {
    payments: new Map(),
    credits: new Map(),
    messages: new Map(),
    readAt: new Map(),
    creditNotes: new Map(),
    quotations: new Map(),
  };
  if (quoteIds.length === 0) return ledgers;
  const paid = await tx.db
    .selectFrom('public.orders')
    .select(['quote_id', 'total_amount'])
    .where('quote_id', 'in', quoteIds)
    .where('status', 'in', ['processing', 'completed'])
    .execute();
  for (const row of paid) push(ledgers.payments, row.quote_id, row.total_amount);
  const credits = await tx.db
    .selectFrom('public.quote_credit_notes')
    .select(['quote_id', 'amount'])
    .where('quote_id', 'in', quoteIds)
    .execute();
  for (const row of credits) push(ledgers.credits, row.quote_id, row.amount);
  const messages = await tx.db
    .selectFrom('public.quote_messages')
    .select(['id', 'quote_id', 'author_role', 'body', 'created_at'])
    .where('quote_id', 'in', quoteIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const m of messages) {
    push(ledgers.messages, m.quote_id, { id: m.id, author: m.author_role, body: m.body, createdAt: new Date(m.created_at).toISOString() });
  }
  const reads = await tx.db
    .selectFrom('public.quote_reads')
    .select(['quote_id', 'read_at'])
    .where('quote_id', 'in', quoteIds)
    .where('side', '=', 'client')
    .execute();
  for (const r of reads) ledgers.readAt.set(r.quote_id, new Date(r.read_at).toISOString());
  const creditDocuments = await tx.db
    .selectFrom('public.documents')
    .select(['id', 'quote_id', 'number'])
    .where('quote_id', 'in', quoteIds)
    .where('doc_type', '=', 'credit_note')
    .orderBy('issued_at')
    .execute();
  for (const d of creditDocuments) push(ledgers.creditNotes, d.quote_id, { id: d.id, number: d.number });
  const revisions = await tx.db
    .selectFrom('public.quotation_revisions as r')
    .leftJoin('public.documents as d', 'd.id', 'r.document_id')
    .select(['r.quote_id', 'r.revision', 'r.price', 'r.document_id', 'd.number'])
    // As text: a date column comes back as a string or a local-midnight Date depending on the engine.
    .select(sql<string>`r.valid_until::text`.as('valid_until'))
    .where('r.quote_id', 'in', quoteIds)
    .orderBy('r.revision')
    .execute();
  for (const r of revisions)
    push(ledgers.quotations, r.quote_id, {
      revision: r.revision,
      documentId: r.number ? r.document_id : null,
      number: r.number,
      price: r.price,
      validUntil: r.valid_until,
      expired: quotationExpired(r.valid_until, new Date()),
    });
  return ledgers;
}

/** The current schedule of each listed quote that has one, read as the caller (RLS: their own). */
async function scheduleOf(tx: Tx, quoteIds: string[]): Promise<Map<string, ScheduledInstalment[]>> {
  const schedules = await readSchedules(tx, quoteIds);
  return new Map(
    schedules.map((s) => [
      s.quoteId,
      s.instalments.map((i) => ({ position: i.position, label: i.label, trigger: i.trigger, amount: i.amount, state: i.state })),
    ]),
  );
}
