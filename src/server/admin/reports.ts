/**
 * The owner's figures and the accountant's export (issue 21). Everything runs as the calling admin,
 * so the RLS policies decide: a non-admin reading here gets zeros and empty files, never someone's
 * data (the action and the endpoint refuse them before that). The database groups and sums; the
 * figures themselves are src/domain/reports.ts.
 *
 * "Paid" is an order in processing or completed; a payment's moment is its order's created_at (the
 * checkout it settled: the minutes between opening a checkout and paying do not move a month).
 * Months are Bangkok months (UTC+7, no daylight saving). The files' dates are written in Bangkok time by
 * the endpoint; the rows keep ISO moments.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import { decodeContact } from '../billing/quotation/contact';
import { buildReport, rangeBounds, type Report, type ReportRange } from '../../domain/reports';
import type { QuoteStatus } from '../../domain/statuses';
import { settlementOf, type DocumentSnapshot } from '../../domain/money/document';

const PAID = ['processing', 'completed'] as const;

/** `column` (a timestamp) within the range's bounds, either of which may be open. */
function within(column: string, range: ReportRange): RawBuilder<boolean> {
  const { start, end } = rangeBounds(range);
  const ref = sql.ref(column);
  const after = start ? sql<boolean>`${ref} >= ${start}::timestamptz` : sql<boolean>`true`;
  const before = end ? sql<boolean>`${ref} < ${end}::timestamptz` : sql<boolean>`true`;
  return sql<boolean>`(${after} and ${before})`;
}

/** The Bangkok month of `column`, truncated (grouped on this, then named 'YYYY-MM'). */
const bangkokMonth = (column: string) => sql<string>`date_trunc('month', (${sql.ref(column)} at time zone 'UTC') + interval '7 hours')`;
/** A quote's value: the accepted price, else the quoted one, else the catalogue price times quantity. */
const quoteValue = sql<number>`coalesce(accepted_price, quoted_price, package_price * quantity, 0)`;

/**
 * The Reports tab's figures for the range (requests created in it; money received or credited in it).
 * Five statements that each return a handful of rows: with 5,000 quotes and orders the cost is the
 * scans, not carrying rows to the server (scripts/bench-reports.ts).
 */
export async function loadReport(caller: SignedInCallerDb, range: ReportRange): Promise<Report> {
  return caller.run(async (tx) => {
    const groups = await tx.db
      .selectFrom('public.quotes')
      .where(within('created_at', range))
      .select([
        'status',
        'source',
        sql<number>`count(*)::int`.as('count'),
        sql<number>`coalesce(sum(${quoteValue}), 0)::float8`.as('value'),
      ])
      .groupBy(['status', 'source'])
      .execute();
    const contacts = await tx.db
      .selectFrom('public.contact_messages')
      .where(within('created_at', range))
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirst();
    // Per paid quote: days from the request to its first payment; then how many, the median, and
    // how many were won by payment alone (neither approved, already counted, nor rejected).
    const firstPayments = tx.db
      .selectFrom('public.orders as o')
      .innerJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .where('o.status', 'in', PAID)
      .where(within('q.created_at', range))
      .select(['q.status', sql<number>`extract(epoch from (min(o.created_at) - q.created_at)) / 86400`.as('days')])
      .groupBy(['q.id', 'q.status', 'q.created_at'])
      .as('p');
    const paid = await tx.db
      .selectFrom(firstPayments)
      .select([
        sql<number>`count(*)::int`.as('paid'),
        sql<number>`(count(*) filter (where p.status not in ('approved', 'rejected')))::int`.as('paid_otherwise'),
        sql<number | null>`(percentile_cont(0.5) within group (order by p.days))::float8`.as('median_days'),
      ])
      .executeTakeFirst();
    const paidByMonth = await tx.db
      .selectFrom('public.orders')
      .where('status', 'in', PAID)
      .where(within('created_at', range))
      .select([
        sql<string>`to_char(${bangkokMonth('created_at')}, 'YYYY-MM')`.as('month'),
        sql<number>`sum(total_amount)::float8`.as('amount'),
      ])
      .groupBy(bangkokMonth('created_at'))
      .execute();
    const creditedByMonth = await tx.db
      .selectFrom('public.quote_credit_notes')
      .where(within('created_at', range))
      .select([sql<string>`to_char(${bangkokMonth('created_at')}, 'YYYY-MM')`.as('month'), sql<number>`sum(amount)::float8`.as('amount')])
      .groupBy(bangkokMonth('created_at'))
      .execute();
    const approved = groups.filter((row) => row.status === 'approved').reduce((n, row) => n + row.count, 0);
    return buildReport({
      groups: groups.map((row) => ({ status: row.status, source: row.source, count: row.count, value: Number(row.value) })),
      contactMessages: contacts?.count ?? 0,
      paid: paid?.paid ?? 0,
      won: approved + (paid?.paid_otherwise ?? 0),
      medianDaysToPay: paid?.median_days === null || paid?.median_days === undefined ? null : Number(paid.median_days),
      paidByMonth: paidByMonth.map((row) => ({ month: row.month, amount: Number(row.amount) })),
      creditedByMonth: creditedByMonth.map((row) => ({ month: row.month, amount: Number(row.amount) })),
    });
  });
}

/** One quote as the accountant's file has it. */
export interface QuoteExportRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  packageName: string;
  status: QuoteStatus;
  cataloguePrice: number | null;
  quotedPrice: number | null;
  acceptedPrice: number | null;
  paid: number;
  credited: number;
  source: string;
  locale: string;
  /** The numbers of the documents issued about the quote (quotation, invoices, receipts, credit notes), in order. */
  documents: string[];
}

/** The receipt or receipt/tax invoice of a paid order, as issued (its snapshot). */
export interface OrderDocument {
  number: string;
  buyerName: string;
  buyerTaxId: string | null;
  /** A company's establishment: 'head_office' or its branch; null for a person. */
  buyerEstablishment: string | null;
  /** Satang, as on the document. */
  valueBeforeVat: number;
  vat: number;
  total: number;
  withholding: number;
  net: number;
}

/** One order as the accountant's file has it. */
export interface OrderExportRow {
  id: string;
  createdAt: string;
  quoteId: string;
  name: string;
  email: string;
  company: string;
  packageName: string;
  purpose: string;
  quantity: number;
  amount: number;
  currency: string;
  status: string;
  paid: number;
  source: string;
  locale: string;
  /** Its receipt (or receipt/tax invoice); null before payment or where none was issued. */
  document: OrderDocument | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the accountant's file shows of a receipt: its number, buyer and totals exactly as issued. */
function orderDocument(number: string, stored: unknown, withheldOnRecord: number): OrderDocument {
  // Written by issue_document from src/domain/money/document.ts; never changed since.
  const { buyer, totals, payment } = stored as DocumentSnapshot;
  // What was really withheld (decision 0061): the receipt's own settlement, else the payment record;
  // never totals.withholding, which older snapshots filled in for every company.
  const settled = payment ? settlementOf(payment, totals.total, withheldOnRecord) : { received: totals.total, withheld: 0 };
  return {
    number,
    buyerName: buyer.name,
    buyerTaxId: buyer.taxId,
    buyerEstablishment: buyer.kind === 'company' ? (buyer.branch ?? 'head_office') : null,
    valueBeforeVat: totals.subtotal,
    vat: totals.vat,
    total: totals.total,
    withholding: settled.withheld,
    net: settled.received,
  };
}

/** Every quote created in the range, oldest first, with what was paid and credited for it. */
export async function exportQuotes(caller: SignedInCallerDb, range: ReportRange): Promise<QuoteExportRow[]> {
  return caller.run(async (tx: Tx) => {
    const rows = await tx.db
      .selectFrom('public.quotes as q')
      .leftJoin('public.profiles as pr', 'pr.id', 'q.user_id')
      .where(within('q.created_at', range))
      .select((eb) => [
        'q.id',
        'q.created_at',
        'q.contact_info',
        'pr.full_name',
        'pr.email',
        'q.package_name',
        'q.status',
        'q.package_price',
        'q.quantity',
        'q.quoted_price',
        'q.accepted_price',
        'q.source',
        'q.locale',
        eb
          .selectFrom('public.orders as o')
          .select(sql<number>`coalesce(sum(o.total_amount), 0)::float8`.as('s'))
          .whereRef('o.quote_id', '=', 'q.id')
          .where('o.status', 'in', PAID)
          .as('paid'),
        eb
          .selectFrom('public.quote_credit_notes as c')
          .select(sql<number>`coalesce(sum(c.amount), 0)::float8`.as('s'))
          .whereRef('c.quote_id', '=', 'q.id')
          .as('credited'),
        eb
          .selectFrom('public.documents as d')
          .select(sql<string[] | null>`array_agg(d.number order by d.issued_at, d.number)`.as('n'))
          .whereRef('d.quote_id', '=', 'q.id')
          .as('documents'),
      ])
      .orderBy('q.created_at')
      .orderBy('q.id')
      .execute();
    return rows.map((row) => {
      const contact = decodeContact(row.contact_info);
      return {
        id: row.id,
        createdAt: iso(row.created_at),
        name: contact.name || row.full_name || '',
        email: contact.email || row.email || '',
        company: contact.company,
        packageName: row.package_name,
        status: row.status,
        cataloguePrice: row.package_price === null ? null : row.package_price * row.quantity,
        quotedPrice: row.quoted_price,
        acceptedPrice: row.accepted_price,
        paid: Number(row.paid ?? 0),
        credited: Number(row.credited ?? 0),
        source: row.source ?? '',
        locale: row.locale,
        documents: row.documents ?? [],
      };
    });
  });
}

/** Every order created in the range, oldest first. */
export async function exportOrders(caller: SignedInCallerDb, range: ReportRange): Promise<OrderExportRow[]> {
  return caller.run(async (tx: Tx) => {
    const rows = await tx.db
      .selectFrom('public.orders as o')
      .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
      .leftJoin('public.profiles as pr', 'pr.id', 'o.user_id')
      .leftJoin('public.packages as pk', 'pk.id', 'o.package_id')
      // Its receipt or receipt/tax invoice: one per paid order (documents_one_per_order_idx), and a studio
      // issues one kind or the other.
      .leftJoin('public.documents as d', (join) => join.onRef('d.order_id', '=', 'o.id').on('d.doc_type', 'in', ['tax_invoice', 'receipt']))
      .where(within('o.created_at', range))
      .select([
        'o.id',
        'o.created_at',
        'o.quote_id',
        'q.contact_info',
        'pr.full_name',
        'pr.email',
        'q.package_name',
        'pk.name as catalogue_name',
        'o.purpose',
        'o.quantity',
        'o.total_amount',
        'o.currency',
        'o.status',
        'q.source',
        'q.locale',
        'o.withheld_satang',
        'd.number as document_number',
        'd.snapshot as document_snapshot',
      ])
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute();
    return rows.map((row) => {
      const contact = decodeContact(row.contact_info ?? null);
      const paid = (PAID as readonly string[]).includes(row.status);
      return {
        id: row.id,
        createdAt: iso(row.created_at),
        quoteId: row.quote_id ?? '',
        name: contact.name || row.full_name || '',
        email: contact.email || row.email || '',
        company: contact.company,
        packageName: row.package_name ?? row.catalogue_name ?? '',
        purpose: row.purpose,
        quantity: row.quantity,
        amount: row.total_amount,
        currency: row.currency,
        status: row.status,
        paid: paid ? row.total_amount : 0,
        source: row.source ?? '',
        locale: row.locale ?? '',
        document:
          row.document_number && row.document_snapshot
            ? orderDocument(row.document_number, row.document_snapshot, Number(row.withheld_satang))
            : null,
      };
    });
  });
}
