/**
 * The customer dashboard's data (portal spec §2 "Customer dashboard"), read as the customer so RLS
 * returns their own quotes and orders only.
 */
import { sql } from 'kysely';
import type { OrderStatus, QuoteStatus } from '../../domain/statuses';
import type { Database, JwtClaims } from '../db/types';
import type { Locale } from '../../i18n/locales';

export const DASHBOARD_ROWS = 10;

export interface DashboardQuote {
  id: string;
  packageName: string;
  description: string;
  /** The admin's custom price when set, else the catalogue or plan price times the quantity. */
  price: number | null;
  custom: boolean;
  timeline: string | null;
  status: QuoteStatus;
  adminNotes: string | null;
  createdAt: string;
}

export interface DashboardOrder {
  id: string;
  packageName: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: string;
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
export async function loadDashboard(db: Database, claims: JwtClaims, locale: Locale): Promise<Dashboard> {
  return db.asCaller(claims, async (tx) => {
    const user = claims.sub ?? null;
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
      ])
      .where('q.user_id', '=', user)
      .orderBy('q.created_at', 'desc')
      .limit(DASHBOARD_ROWS)
      .execute();
    const orders = await tx.db
      .selectFrom('public.orders as o')
      .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .leftJoin('public.packages as p', 'p.id', 'o.package_id')
      .select((eb) => [
        'o.id',
        (locale === 'th' ? eb.fn.coalesce('p.name_th', 'q.package_name') : eb.ref('q.package_name')).as('package_name'),
        'o.total_amount',
        'o.currency',
        'o.status',
        'o.created_at',
      ])
      .where('o.user_id', '=', user)
      .orderBy('o.created_at', 'desc')
      .limit(DASHBOARD_ROWS)
      .execute();
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
        price: q.quoted_price ?? (q.package_price === null ? null : q.package_price * q.quantity),
        custom: q.quoted_price !== null,
        timeline: q.quoted_timeline,
        status: q.status,
        adminNotes: q.admin_notes,
        createdAt: new Date(q.created_at).toISOString(),
      })),
      orders: orders.map((o) => ({
        id: o.id,
        packageName: o.package_name,
        amount: o.total_amount,
        currency: o.currency,
        status: o.status,
        createdAt: new Date(o.created_at).toISOString(),
      })),
    };
  });
}
