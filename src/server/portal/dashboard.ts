/**
 * The customer dashboard's data (portal spec §2 "Customer dashboard"), read as the customer so RLS
 * returns their own quotes and orders only.
 */
import type { Database, JwtClaims } from '../db/types';

export const DASHBOARD_ROWS = 10;

export interface DashboardQuote {
  id: string;
  packageName: string;
  description: string;
  /** The admin's custom price when set, else the catalogue or plan price times the quantity. */
  price: number | null;
  custom: boolean;
  timeline: string | null;
  status: 'pending' | 'reviewed' | 'quoted' | 'approved' | 'rejected';
  adminNotes: string | null;
  createdAt: string;
}

export interface DashboardOrder {
  id: string;
  packageName: string | null;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'completed' | 'cancelled';
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
export async function loadDashboard(db: Database, claims: JwtClaims, locale: 'en' | 'th'): Promise<Dashboard> {
  return db.asCaller(claims, async (tx) => {
    const user = claims.sub;
    const counts = await tx.one<{
      total_orders: number;
      quotes: number;
      completed: number;
      in_progress: number;
    }>(
      `select
         (select count(*)::int from public.orders where user_id = $1) as total_orders,
         (select count(*)::int from public.quotes where user_id = $1) as quotes,
         (select count(*)::int from public.orders where user_id = $1 and status = 'completed') as completed,
         (select count(*)::int from public.orders where user_id = $1 and status = 'processing') as in_progress`,
      [user],
    );
    const quotes = await tx.query<{
      id: string;
      package_name: string;
      project_description: string;
      package_price: number | null;
      quantity: number;
      quoted_price: number | null;
      quoted_timeline: string | null;
      status: DashboardQuote['status'];
      admin_notes: string | null;
      created_at: Date | string;
    }>(
      `select q.id, case when $3 = 'th' then coalesce(p.name_th, q.package_name) else q.package_name end as package_name,
              q.project_description, q.package_price, q.quantity, q.quoted_price, q.quoted_timeline, q.status, q.admin_notes, q.created_at
       from public.quotes q left join public.packages p on p.id = q.package_id
       where q.user_id = $1 order by q.created_at desc limit $2`,
      [user, DASHBOARD_ROWS, locale],
    );
    const orders = await tx.query<{
      id: string;
      package_name: string | null;
      total_amount: number;
      currency: string;
      status: DashboardOrder['status'];
      created_at: Date | string;
    }>(
      `select o.id, case when $3 = 'th' then coalesce(p.name_th, q.package_name) else q.package_name end as package_name,
              o.total_amount, o.currency, o.status, o.created_at
       from public.orders o
       left join public.quotes q on q.id = o.quote_id
       left join public.packages p on p.id = o.package_id
       where o.user_id = $1 order by o.created_at desc limit $2`,
      [user, DASHBOARD_ROWS, locale],
    );
    return {
      counters: {
        totalOrders: counts?.total_orders ?? 0,
        activeQuotes: counts?.quotes ?? 0,
        completed: counts?.completed ?? 0,
        inProgress: counts?.in_progress ?? 0,
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
