/**
 * The customer dashboard's reads (portal spec §2), one query function per table read, each as the
 * caller so RLS returns their own rows only; dashboard.ts shapes them.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/types';
import type { Locale } from '../../i18n/locales';
import { quotationExpired } from '../../domain/money/quotation';
import type { ScheduledInstalment } from '../../domain/schedule/charge';
import { readSchedules } from '../billing/schedule/read';
import type { DashboardQuotation, DashboardQuote } from './dashboard';

export const DASHBOARD_ROWS = 10;

/** The four counters, in one statement so they come from the same snapshot. */
export async function readCounts(tx: Tx, user: string | null) {
  const count = sql<number>`count(*)::int`;
  return tx.db
    .selectNoFrom((eb) => [
      eb.selectFrom('public.orders').select(count.as('n')).where('user_id', '=', user).as('total_orders'),
      eb.selectFrom('public.quotes').select(count.as('n')).where('user_id', '=', user).as('quotes'),
      eb.selectFrom('public.orders').select(count.as('n')).where('user_id', '=', user).where('status', '=', 'completed').as('completed'),
      eb.selectFrom('public.orders').select(count.as('n')).where('user_id', '=', user).where('status', '=', 'processing').as('in_progress'),
    ])
    .executeTakeFirstOrThrow();
}

/** The latest quotes; catalogue quotes show the Thai package name on /th while the package is on sale, else the quote's own. */
export async function readQuotes(tx: Tx, user: string | null, locale: Locale) {
  return tx.db
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
}

/** The latest orders with the receipt (or receipt/tax invoice) issued with each payment. */
export async function readOrders(tx: Tx, user: string | null, locale: Locale) {
  return tx.db
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
}

export type QuoteRow = Awaited<ReturnType<typeof readQuotes>>[number];
export type OrderRow = Awaited<ReturnType<typeof readOrders>>[number];

export type Ledgers = {
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
export async function loadLedgers(tx: Tx, quoteIds: string[]): Promise<Ledgers> {
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
export async function scheduleOf(tx: Tx, quoteIds: string[]): Promise<Map<string, ScheduledInstalment[]>> {
  const schedules = await readSchedules(tx, quoteIds);
  return new Map(
    schedules.map((s) => [
      s.quoteId,
      s.instalments.map((i) => ({ position: i.position, label: i.label, trigger: i.trigger, amount: i.amount, state: i.state })),
    ]),
  );
}
