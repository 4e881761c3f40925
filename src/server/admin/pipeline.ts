/**
 * The admin panel's pipeline: quotes and orders as the studio reads them, and its review (portal spec §2 "Admin dashboard", "Quote management
 * dialog"). Everything runs as the calling admin, so the RLS policies are the last word: a
 * non-admin reading here gets nothing and writing here changes nothing.
 */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { call } from '../db/builder';
import type { DB, PublicQuotes } from '../db/schema.generated';
import { decodeContact } from '../billing/quotation/contact';
import { reviewQuote, type LinesOverPrice } from '../quotes/review';
import { asCustomLines, currentQuotationFile } from '../billing/quotation/quotation';
import type { Tx } from '../db/types';
import type { SignedInCallerDb } from '../db/caller';
import type { MailQueue } from '../mail/outbox';
import { type AdminOrder, type AdminOverview, type AdminQuote, packageNameIn, type OrderStatus } from '../../domain/admin';
import type { QuoteUpdate } from '../../domain/adminInput';
import { dayRange, searchTerm } from '../../domain/pipeline/lists';
import {
  DEFAULT_ORDER_QUERY,
  DEFAULT_QUOTE_QUERY,
  PIPELINE_PAGE_SIZE,
  type OrderCounts,
  type OrderListQuery,
  type QuoteCounts,
  type QuoteListQuery,
} from '../../domain/pipeline/views';
import type { OrderListPage, QuoteListPage } from '../../domain/admin';
import { containsPattern } from '../../domain/admin';
import { CHECKOUT_LIFETIME_HOURS } from '../../domain/pipeline/transitions';
import { localePrefix } from '../../i18n/locales';
import { waitingForAnswer, withConversation } from './conversation';

export const QUOTE_COLUMNS = [
  'id',
  'package_name',
  'package_price',
  'quantity',
  'quoted_price',
  'quoted_timeline',
  'admin_notes',
  'custom_lines',
  'status',
  'project_description',
  'contact_info',
  'source',
  'locale',
  'user_id',
  'created_at',
  'accepted_price',
] as const;
type QuoteRow = Pick<Selectable<PublicQuotes>, (typeof QUOTE_COLUMNS)[number]> & { package_name_th: string | null };

/** With QUOTE_COLUMNS: the Thai name of the quote's package, so a Thai admin or customer reads it in Thai. */
export function packageNameTh(eb: ExpressionBuilder<DB, 'public.quotes'>) {
  return eb
    .selectFrom('public.packages as pk')
    .select('pk.name_th')
    .whereRef('pk.id', '=', 'public.quotes.package_id')
    .as('package_name_th');
}

/**
 * Where the client's mail goes: the account's address when the quote has an account with one, so it
 * follows a change of address (decision 0049 addendum (b)); the address typed with the request otherwise.
 */
async function clientEmail(tx: Tx, userId: string | null, typed: string): Promise<string> {
  if (!userId) return typed;
  const profile = await tx.db.selectFrom('public.profiles').select('email').where('id', '=', userId).executeTakeFirst();
  return profile?.email || typed;
}

export function toQuote(row: QuoteRow): AdminQuote {
  return {
    id: row.id,
    packageName: row.package_name,
    packageNameTh: row.package_name_th,
    originalPrice: row.package_price === null ? null : row.package_price * row.quantity,
    quotedPrice: row.quoted_price,
    quotedTimeline: row.quoted_timeline,
    adminNotes: row.admin_notes,
    customLines: asCustomLines(row.custom_lines),
    status: row.status,
    description: row.project_description,
    client: decodeContact(row.contact_info),
    source: row.source,
    locale: row.locale,
    hasAccount: row.user_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
    acceptedPrice: row.accepted_price,
    messages: [],
    waitingForAnswer: false,
    unreadMessages: 0,
  };
}

/** The order columns every order list reads (with the package's Thai name and the client's e-mail). */
function orderRows(tx: Tx) {
  return tx.db
    .selectFrom('public.orders as o')
    .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
    .leftJoin('public.profiles as p', 'p.id', 'o.user_id')
    .leftJoin('public.packages as pk', 'pk.id', 'o.package_id');
}

const orderEmail = sql<string | null>`coalesce(q.contact_info ->> 'email', p.email)`;

function toOrder(o: {
  id: string;
  quote_id: string | null;
  package_name: string | null;
  package_name_th: string | null;
  email: string | null;
  total_amount: number;
  currency: string;
  status: OrderStatus;
  purpose: string;
  created_at: Date | string;
}): AdminOrder {
  const createdAt = new Date(o.created_at);
  return {
    id: o.id,
    quoteId: o.quote_id,
    packageName: o.package_name,
    packageNameTh: o.package_name_th,
    clientEmail: o.email,
    amount: o.total_amount,
    currency: o.currency,
    status: o.status,
    purpose: o.purpose === 'quote_balance' ? 'quote_balance' : 'package',
    abandoned:
      o.status === 'cancelled' || (o.status === 'pending' && Date.now() - createdAt.getTime() > CHECKOUT_LIFETIME_HOURS * 3600_000),
    createdAt: createdAt.toISOString(),
  };
}

const ORDER_SELECT = [
  'o.id',
  'o.quote_id',
  'q.package_name',
  'pk.name_th as package_name_th',
  'o.total_amount',
  'o.currency',
  'o.status',
  'o.purpose',
  'o.created_at',
] as const;

/** Orders with their package and client e-mail, newest first; `customerId` narrows them to one customer. */
export async function selectOrders(tx: Tx, options: { customerId?: string; quoteId?: string; limit: number }): Promise<AdminOrder[]> {
  let query = orderRows(tx).select(ORDER_SELECT).select(orderEmail.as('email'));
  if (options.customerId) query = query.where('o.user_id', '=', options.customerId);
  if (options.quoteId) query = query.where('o.quote_id', '=', options.quoteId);
  const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.id').limit(options.limit).execute();
  return rows.map(toOrder);
}

const count = sql<number>`count(*)::int`;
const stale = sql<Date>`now() - make_interval(hours => ${CHECKOUT_LIFETIME_HOURS})`;

/**
 * An abandoned checkout's quote: a package order nobody paid, whose checkout is cancelled or older
 * than the checkout's lifetime. It stays in the database and under the 'abandoned' view.
 */
function abandonedQuote(eb: ExpressionBuilder<DB, 'public.quotes'>) {
  return eb.and([
    eb('public.quotes.source', '=', 'order'),
    eb('public.quotes.status', '=', 'pending'),
    eb('public.quotes.created_at', '<', stale),
    eb.not(
      eb.exists(
        eb
          .selectFrom('public.orders as lo')
          .select('lo.id')
          .whereRef('lo.quote_id', '=', 'public.quotes.id')
          // "Paid, or still inside its checkout lifetime", written with inequalities so that no
          // status index tempts the planner: the probe stays on (quote_id, status, created_at). The
          // embedded database has no statistics (PGlite runs no autovacuum), so the plan must not
          // depend on them.
          .where('lo.status', '<>', 'cancelled')
          .where((w) => w.or([w('lo.status', '<>', 'pending'), w('lo.created_at', '>=', stale)])),
      ),
    ),
  ]);
}

/** One page of the quotes list, with a count per status under the same search and dates. */
export async function listQuotes(tx: Tx, query: QuoteListQuery): Promise<QuoteListPage> {
  const term = searchTerm(query.search);
  const pattern = containsPattern(term);
  const { start, end } = dayRange(query.from, query.to);
  let base = tx.db.selectFrom('public.quotes');
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(sql`contact_info ->> 'name'`, 'ilike', pattern),
        eb(sql`contact_info ->> 'email'`, 'ilike', pattern),
        eb(sql`contact_info ->> 'company'`, 'ilike', pattern),
        eb('package_name', 'ilike', pattern),
        eb(sql`id::text`, 'ilike', `${containsPattern(term).slice(1)}`),
      ]),
    );
  }
  if (start) base = base.where('created_at', '>=', start);
  if (end) base = base.where('created_at', '<', end);

  // Three cheap counts rather than one pass evaluating both subqueries on every row: most quotes are
  // neither package orders left pending nor asked about.
  const byStatus = await base
    .select(['status', count.as('n')])
    .groupBy('status')
    .execute();
  const abandonedRow = await base.where(abandonedQuote).select(count.as('n')).executeTakeFirst();
  const waitingRow = await base
    .where('id', 'in', (eb) => eb.selectFrom('public.quote_messages').select('quote_id').where('author_role', '=', 'client'))
    .where(waitingForAnswer('public.quotes.id'))
    .select(count.as('n'))
    .executeTakeFirst();
  const counts: QuoteCounts = {
    all: 0,
    active: 0,
    abandoned: abandonedRow?.n ?? 0,
    waiting: waitingRow?.n ?? 0,
    pending: 0,
    reviewed: 0,
    quoted: 0,
    approved: 0,
    rejected: 0,
  };
  for (const row of byStatus) {
    counts.all += row.n;
    counts[row.status] += row.n;
  }
  counts.active = counts.all - counts.abandoned;

  let listed = base;
  const view = query.view;
  if (view === 'active') listed = listed.where((eb) => eb.not(abandonedQuote(eb)));
  else if (view === 'abandoned') listed = listed.where(abandonedQuote);
  else if (view === 'waiting')
    listed = listed
      .where('id', 'in', (eb) => eb.selectFrom('public.quote_messages').select('quote_id').where('author_role', '=', 'client'))
      .where(waitingForAnswer('public.quotes.id'));
  else if (view !== 'all') listed = listed.where('status', '=', view);
  const total = view === 'all' ? counts.all : counts[view];

  const price = sql<number | null>`coalesce(quoted_price, package_price * quantity)`;
  let ordered = listed.select(QUOTE_COLUMNS).select(packageNameTh);
  if (query.sort === 'oldest') ordered = ordered.orderBy('created_at', 'asc');
  else if (query.sort === 'priceHigh') ordered = ordered.orderBy(sql`${price} desc nulls last`).orderBy('created_at', 'desc');
  else if (query.sort === 'priceLow') ordered = ordered.orderBy(sql`${price} asc nulls last`).orderBy('created_at', 'desc');
  else ordered = ordered.orderBy('created_at', 'desc');
  const rows = await ordered
    .orderBy('id')
    .limit(PIPELINE_PAGE_SIZE)
    .offset((query.page - 1) * PIPELINE_PAGE_SIZE)
    .execute();
  const quotes = await withConversation(tx, rows.map(toQuote));
  return { rows: quotes, total, counts, query, pageSize: PIPELINE_PAGE_SIZE };
}

/** One page of the orders list, with a count per status under the same search and dates. */
export async function listOrders(tx: Tx, query: OrderListQuery): Promise<OrderListPage> {
  const term = searchTerm(query.search);
  const pattern = containsPattern(term);
  const { start, end } = dayRange(query.from, query.to);
  let base = orderRows(tx);
  if (pattern) {
    base = base.where((eb) =>
      eb.or([
        eb(orderEmail, 'ilike', pattern),
        eb(sql`q.contact_info ->> 'name'`, 'ilike', pattern),
        eb(sql`q.contact_info ->> 'company'`, 'ilike', pattern),
        eb('q.package_name', 'ilike', pattern),
        eb(sql`o.id::text`, 'ilike', `${pattern.slice(1)}`),
        eb(sql`o.quote_id::text`, 'ilike', `${pattern.slice(1)}`),
      ]),
    );
  }
  if (start) base = base.where('o.created_at', '>=', start);
  if (end) base = base.where('o.created_at', '<', end);
  const abandoned = sql<boolean>`(o.status = 'cancelled' or (o.status = 'pending' and o.created_at < ${stale}))`;

  const grouped = await base
    .select(['o.status', abandoned.as('abandoned'), count.as('n')])
    .groupBy(['o.status', 'abandoned'])
    .execute();
  const counts: OrderCounts = { all: 0, active: 0, abandoned: 0, pending: 0, processing: 0, completed: 0, cancelled: 0 };
  for (const row of grouped) {
    counts.all += row.n;
    counts[row.status] += row.n;
    if (row.abandoned) counts.abandoned += row.n;
    else counts.active += row.n;
  }

  let listed = base;
  const view = query.view;
  if (view === 'active') listed = listed.where(sql<boolean>`not ${abandoned}`);
  else if (view === 'abandoned') listed = listed.where(abandoned);
  else if (view !== 'all') listed = listed.where('o.status', '=', view);
  const total = view === 'all' ? counts.all : counts[view];

  let ordered = listed.select(ORDER_SELECT).select(orderEmail.as('email'));
  if (query.sort === 'oldest') ordered = ordered.orderBy('o.created_at', 'asc');
  else if (query.sort === 'amountHigh') ordered = ordered.orderBy('o.total_amount', 'desc').orderBy('o.created_at', 'desc');
  else if (query.sort === 'amountLow') ordered = ordered.orderBy('o.total_amount', 'asc').orderBy('o.created_at', 'desc');
  else ordered = ordered.orderBy('o.created_at', 'desc');
  const rows = await ordered
    .orderBy('o.id')
    .limit(PIPELINE_PAGE_SIZE)
    .offset((query.page - 1) * PIPELINE_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toOrder), total, counts, query, pageSize: PIPELINE_PAGE_SIZE };
}

/** The Quotes tab's first view: the counters and the first page of each list, as the spec's (newest first, ten rows). */
export async function loadAdminOverview(caller: SignedInCallerDb): Promise<AdminOverview> {
  return caller.run(async (tx) => {
    const counts = await tx.db
      .selectNoFrom((eb) => [
        eb.selectFrom('public.quotes').select(count.as('n')).as('quotes'),
        eb.selectFrom('public.profiles').select(count.as('n')).where('role', '=', 'user').as('customers'),
      ])
      .executeTakeFirst();
    return {
      counters: { totalQuotes: counts?.quotes ?? 0, totalCustomers: counts?.customers ?? 0 },
      quotes: await listQuotes(tx, DEFAULT_QUOTE_QUERY),
      orders: await listOrders(tx, DEFAULT_ORDER_QUERY),
    };
  });
}

/** The Quotes tab's list as the admin filters and pages it. */
export function loadQuoteList(caller: SignedInCallerDb, query: QuoteListQuery): Promise<QuoteListPage> {
  return caller.run((tx) => listQuotes(tx, query));
}

/** The orders list as the admin filters and pages it. */
export function loadOrderList(caller: SignedInCallerDb, query: OrderListQuery): Promise<OrderListPage> {
  return caller.run((tx) => listOrders(tx, query));
}

/** Saves the admin's fields: the quote as saved, or why not (absent or not the caller's to change; a move outside the transitions). */
export async function updateQuote(
  caller: SignedInCallerDb,
  update: QuoteUpdate,
): Promise<AdminQuote | 'not_found' | 'not_allowed' | LinesOverPrice> {
  return caller.run(async (tx) => {
    const outcome = await reviewQuote(tx, update);
    if (outcome !== 'saved') return outcome;
    const row = await tx.db
      .selectFrom('public.quotes')
      .select(QUOTE_COLUMNS)
      .select(packageNameTh)
      .where('id', '=', update.id)
      .executeTakeFirst();
    return row ? ((await withConversation(tx, [toQuote(row)]))[0] ?? 'not_found') : 'not_found';
  });
}

/**
 * Queues the quote-status e-mail (status, notes, price, timeline) to the client in their language,
 * as the admin (RLS lets admins queue non-secret e-mails only). False when the quote is not visible.
 */
export async function sendQuoteEmail(caller: SignedInCallerDb, mail: MailQueue, quoteId: string, origin: string): Promise<boolean> {
  return caller.run(async (tx) => {
    const row = await tx.db
      .selectFrom('public.quotes')
      .select(QUOTE_COLUMNS)
      .select(packageNameTh)
      .where('id', '=', quoteId)
      .executeTakeFirst();
    if (!row) return false;
    const quote = toQuote(row);
    const to = await clientEmail(tx, row.user_id, quote.client.email);
    if (!to) return false;
    // A quoted quote's e-mail carries its current quotation (decision 0053): the PDF the client can
    // forward to their accounts department, and the date it holds until. The e-mail is queued as the
    // caller, so the outbox's policy still decides that only an admin may; its file is then stored as
    // the service (only the service writes email_attachments).
    const quotation =
      quote.status === 'quoted' ? await tx.asService((system) => currentQuotationFile(system, quote.id, quote.locale)) : null;
    const emailId = await mail.enqueue(
      tx,
      'quote_status',
      {
        to: { email: to, name: quote.client.name },
        locale: quote.locale,
        name: quote.client.name,
        status: quote.status,
        // The client's language, as the rest of the e-mail.
        packageName: packageNameIn(quote.locale, quote),
        quotedPrice: quote.quotedPrice,
        quotedTimeline: quote.quotedTimeline,
        adminNotes: quote.adminNotes,
        dashboardUrl: quote.hasAccount ? `${origin}${localePrefix(quote.locale)}/dashboard` : null,
        validUntil: quotation?.validUntil ?? null,
        attached: quotation?.attached ?? null,
      },
      { relatedTable: 'quotes', relatedId: quote.id },
    );
    if (quotation?.attachments.length) await tx.asService((system) => mail.attach(system, emailId, quotation.attachments));
    return true;
  });
}

export type OrderStatusChange = 'changed' | 'unchanged' | 'not_found' | 'not_allowed';

/**
 * The studio moves an order along its transitions (decision 0041): completes a paid one, reopens a
 * completed one, cancels an unpaid one. Orders are written by no user (payments must not be forged),
 * so the change goes through change_order_status, which checks is_admin() and the transition itself;
 * the guard trigger refuses anything else. A completed or cancelled order e-mails the client in their
 * language, in the same transaction.
 */
export async function changeOrderStatus(
  caller: SignedInCallerDb,
  mail: MailQueue,
  id: string,
  status: OrderStatus,
  origin: string,
): Promise<OrderStatusChange> {
  return caller.run(async (tx) => {
    const row = await tx.db.selectNoFrom(call('public.change_order_status', id, status).as('outcome')).executeTakeFirst();
    const outcome = (row?.outcome ?? 'not_found') as OrderStatusChange;
    if (outcome !== 'changed' || (status !== 'completed' && status !== 'cancelled')) return outcome;
    const order = await tx.db
      .selectFrom('public.orders as o')
      .innerJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .select(QUOTE_COLUMNS.map((c) => `q.${c}` as const))
      .select((eb) =>
        eb.selectFrom('public.packages as pk').select('pk.name_th').whereRef('pk.id', '=', 'q.package_id').as('package_name_th'),
      )
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!order) return outcome;
    const quote = toQuote(order);
    const to = await clientEmail(tx, order.user_id, quote.client.email);
    if (!to) return outcome;
    await mail.enqueue(
      tx,
      'order_status',
      {
        to: { email: to, name: quote.client.name },
        locale: quote.locale,
        name: quote.client.name,
        status,
        packageName: packageNameIn(quote.locale, quote),
        dashboardUrl: `${origin}${localePrefix(quote.locale)}/dashboard`,
      },
      { relatedTable: 'orders', relatedId: id },
    );
    return outcome;
  });
}
