/**
 * The admin panel's quotes and customers (portal spec §2 "Admin dashboard", "Quote management
 * dialog"). Everything runs as the calling admin, so the RLS policies are the last word: a
 * non-admin reading here gets nothing and writing here changes nothing.
 */
import type { Database, JwtClaims } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import { QUOTE_STATUSES, type AdminOrder, type AdminOverview, type AdminQuote, type OrderStatus, type QuoteStatus, type QuoteUpdate } from '../../domain/admin';
import { localePrefix } from '../../i18n/locales';

export const ADMIN_ROWS = 10;

interface QuoteRow {
  id: string;
  package_name: string;
  package_price: number | null;
  quantity: number;
  quoted_price: number | null;
  quoted_timeline: string | null;
  admin_notes: string | null;
  status: QuoteStatus;
  project_description: string;
  contact_info: Record<string, unknown>;
  source: string | null;
  locale: 'en' | 'th';
  user_id: string | null;
  created_at: Date | string;
}

const QUOTE_COLUMNS = `id, package_name, package_price, quantity, quoted_price, quoted_timeline, admin_notes, status,
  project_description, contact_info, source, locale, user_id, created_at`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toQuote(row: QuoteRow): AdminQuote {
  return {
    id: row.id,
    packageName: row.package_name,
    originalPrice: row.package_price === null ? null : row.package_price * row.quantity,
    quotedPrice: row.quoted_price,
    quotedTimeline: row.quoted_timeline,
    adminNotes: row.admin_notes,
    status: QUOTE_STATUSES.includes(row.status) ? row.status : 'pending',
    description: row.project_description,
    client: {
      name: text(row.contact_info['name']),
      email: text(row.contact_info['email']),
      company: text(row.contact_info['company']),
      phone: text(row.contact_info['phone']),
    },
    source: row.source,
    locale: row.locale,
    hasAccount: row.user_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function loadAdminOverview(db: Database, claims: JwtClaims): Promise<AdminOverview> {
  return db.asCaller(claims, async (tx) => {
    const counts = await tx.one<{ quotes: number; customers: number }>(
      `select (select count(*)::int from public.quotes) as quotes, (select count(*)::int from public.profiles where role = 'user') as customers`,
    );
    const quotes = await tx.query<QuoteRow>(`select ${QUOTE_COLUMNS} from public.quotes order by created_at desc limit $1`, [ADMIN_ROWS]);
    const customers = await tx.query<{ id: string; full_name: string | null; email: string | null; company: string | null; created_at: Date | string }>(
      "select id, full_name, email, company, created_at from public.profiles where role = 'user' order by created_at desc limit $1",
      [ADMIN_ROWS],
    );
    const orders = await tx.query<{
      id: string;
      package_name: string | null;
      email: string | null;
      total_amount: number;
      currency: string;
      status: AdminOrder['status'];
      created_at: Date | string;
    }>(
      `select o.id, q.package_name, coalesce(q.contact_info ->> 'email', p.email) as email, o.total_amount, o.currency, o.status, o.created_at
       from public.orders o
       left join public.quotes q on q.id = o.quote_id
       left join public.profiles p on p.id = o.user_id
       order by o.created_at desc limit $1`,
      [ADMIN_ROWS],
    );
    return {
      orders: orders.map((o) => ({
        id: o.id,
        packageName: o.package_name,
        clientEmail: o.email,
        amount: o.total_amount,
        currency: o.currency,
        status: o.status,
        createdAt: new Date(o.created_at).toISOString(),
      })),
      counters: { totalQuotes: counts?.quotes ?? 0, totalCustomers: counts?.customers ?? 0 },
      quotes: quotes.map(toQuote),
      customers: customers.map((c) => ({
        id: c.id,
        fullName: c.full_name,
        email: c.email,
        company: c.company,
        createdAt: new Date(c.created_at).toISOString(),
      })),
    };
  });
}

/** Saves the admin's fields; null when the quote does not exist or the caller may not change it. */
export async function updateQuote(db: Database, claims: JwtClaims, update: QuoteUpdate): Promise<AdminQuote | null> {
  const row = await db.asCaller(claims, (tx) =>
    tx.one<QuoteRow>(
      `update public.quotes set status = $2, quoted_price = $3, quoted_timeline = $4, admin_notes = $5
       where id = $1 returning ${QUOTE_COLUMNS}`,
      [update.id, update.status, update.quotedPrice, update.quotedTimeline || null, update.adminNotes || null],
    ),
  );
  return row ? toQuote(row) : null;
}

/**
 * Queues the quote-status e-mail (status, notes, price, timeline) to the client in their language,
 * as the admin (RLS lets admins queue non-secret e-mails only). False when the quote is not visible.
 */
export async function sendQuoteEmail(db: Database, claims: JwtClaims, mail: MailQueue, quoteId: string, origin: string): Promise<boolean> {
  return db.asCaller(claims, async (tx) => {
    const row = await tx.one<QuoteRow>(`select ${QUOTE_COLUMNS} from public.quotes where id = $1`, [quoteId]);
    if (!row) return false;
    const quote = toQuote(row);
    if (!quote.client.email) return false;
    await mail.enqueueQuoteStatus(
      tx,
      { email: quote.client.email, name: quote.client.name },
      {
        locale: quote.locale,
        name: quote.client.name,
        status: quote.status,
        packageName: quote.packageName,
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
 * The studio marks a paid order completed (or cancels one). Orders are written by the service role
 * only (payments must not be forged by any user), so this runs as the service after the caller
 * has been checked as an admin by the database itself.
 */
export async function setOrderStatus(db: Database, claims: JwtClaims, id: string, status: OrderStatus): Promise<boolean> {
  const caller = await db.asCaller(claims, (tx) => tx.one<{ admin: boolean }>('select public.is_admin() as admin'));
  if (!caller?.admin) return false;
  const rows = await db.asService((tx) => tx.query('update public.orders set status = $2 where id = $1 returning id', [id, status]));
  return rows.length > 0;
}
