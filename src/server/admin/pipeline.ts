/**
 * The admin panel's pipeline: quotes and orders as the studio reads them, and its review (portal spec §2 "Admin dashboard", "Quote management
 * dialog"). Everything runs as the calling admin, so the RLS policies are the last word: a
 * non-admin reading here gets nothing and writing here changes nothing.
 */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { call } from '../db/builder';
import type { DB, PublicQuotes } from '../db/schema.generated';
import { decodeContact } from '../quotes/contact';
import { reviewQuote } from '../quotes/review';
import type { Tx } from '../db/types';
import type { SignedInCallerDb } from '../db/caller';
import type { MailQueue } from '../mail/outbox';
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOverview,
  type AdminQuote,
  packageNameIn,
  type OrderStatus,
  type QuoteUpdate,
} from '../../domain/admin';
import { localePrefix } from '../../i18n/locales';
import { withConversation } from './conversation';

export const ADMIN_ROWS = ADMIN_PAGE_SIZE;

export const QUOTE_COLUMNS = [
  'id',
  'package_name',
  'package_price',
  'quantity',
  'quoted_price',
  'quoted_timeline',
  'admin_notes',
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

export function toQuote(row: QuoteRow): AdminQuote {
  return {
    id: row.id,
    packageName: row.package_name,
    packageNameTh: row.package_name_th,
    originalPrice: row.package_price === null ? null : row.package_price * row.quantity,
    quotedPrice: row.quoted_price,
    quotedTimeline: row.quoted_timeline,
    adminNotes: row.admin_notes,
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

/** Orders with their package and client e-mail, newest first; `customerId` narrows them to one customer. */
export async function selectOrders(tx: Tx, options: { customerId?: string; limit: number }): Promise<AdminOrder[]> {
  let query = tx.db
    .selectFrom('public.orders as o')
    .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
    .leftJoin('public.profiles as p', 'p.id', 'o.user_id')
    .leftJoin('public.packages as pk', 'pk.id', 'o.package_id')
    .select((eb) => [
      'o.id',
      'q.package_name',
      'pk.name_th as package_name_th',
      eb.fn.coalesce(sql<string | null>`${eb.ref('q.contact_info')} ->> 'email'`, 'p.email').as('email'),
      'o.total_amount',
      'o.currency',
      'o.status',
      'o.created_at',
    ]);
  if (options.customerId) query = query.where('o.user_id', '=', options.customerId);
  const rows = await query.orderBy('o.created_at', 'desc').limit(options.limit).execute();
  return rows.map((o) => ({
    id: o.id,
    packageName: o.package_name,
    packageNameTh: o.package_name_th,
    clientEmail: o.email,
    amount: o.total_amount,
    currency: o.currency,
    status: o.status,
    createdAt: new Date(o.created_at).toISOString(),
  }));
}

/** The Quotes tab: the counters, the newest quotes and the newest orders (customers load on their own). */
export async function loadAdminOverview(caller: SignedInCallerDb): Promise<AdminOverview> {
  return caller.run(async (tx) => {
    const count = sql<number>`count(*)::int`;
    const counts = await tx.db
      .selectNoFrom((eb) => [
        eb.selectFrom('public.quotes').select(count.as('n')).as('quotes'),
        eb.selectFrom('public.profiles').select(count.as('n')).where('role', '=', 'user').as('customers'),
      ])
      .executeTakeFirst();
    const quotes = await tx.db
      .selectFrom('public.quotes')
      .select(QUOTE_COLUMNS)
      .select(packageNameTh)
      .orderBy('created_at', 'desc')
      .limit(ADMIN_ROWS)
      .execute();
    return {
      counters: { totalQuotes: counts?.quotes ?? 0, totalCustomers: counts?.customers ?? 0 },
      quotes: await withConversation(tx, quotes.map(toQuote)),
      orders: await selectOrders(tx, { limit: ADMIN_ROWS }),
    };
  });
}

/** Saves the admin's fields; null when the quote does not exist or the caller may not change it. */
export async function updateQuote(caller: SignedInCallerDb, update: QuoteUpdate): Promise<AdminQuote | null> {
  return caller.run(async (tx) => {
    const id = await reviewQuote(tx, update);
    if (id === null) return null;
    const row = await tx.db.selectFrom('public.quotes').select(QUOTE_COLUMNS).select(packageNameTh).where('id', '=', id).executeTakeFirst();
    return row ? ((await withConversation(tx, [toQuote(row)]))[0] ?? null) : null;
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
    if (!quote.client.email) return false;
    await mail.enqueue(
      tx,
      'quote_status',
      {
        to: { email: quote.client.email, name: quote.client.name },
        locale: quote.locale,
        name: quote.client.name,
        status: quote.status,
        // The client's language, as the rest of the e-mail.
        packageName: packageNameIn(quote.locale, quote),
        quotedPrice: quote.quotedPrice,
        quotedTimeline: quote.quotedTimeline,
        adminNotes: quote.adminNotes,
        dashboardUrl: quote.hasAccount ? `${origin}${localePrefix(quote.locale)}/dashboard` : null,
      },
      { relatedTable: 'quotes', relatedId: quote.id },
    );
    return true;
  });
}

/**
 * The studio marks a paid order completed (or cancels one). Orders are written by no user (payments
 * must not be forged), so an admin changes a status only through set_order_status, which checks
 * is_admin() itself: false for anyone else or an unknown order.
 */
export async function setOrderStatus(caller: SignedInCallerDb, id: string, status: OrderStatus): Promise<boolean> {
  const row = await caller.run((tx) => tx.db.selectNoFrom(call('public.set_order_status', id, status).as('changed')).executeTakeFirst());
  return row?.changed === true;
}
