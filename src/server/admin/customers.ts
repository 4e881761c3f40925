/**
 * The admin panel's Customers tab: search (name, e-mail or company), pages of 10, and one
 * customer's page with their quotes, orders and the e-mails sent to their address. Everything runs
 * as the calling admin, so RLS is the last word: anyone else reads no profile and no outbox row, and
 * admins never see the outbox's secret kinds (password resets, auth links).
 */
import { etaxMailStatus, type EtaxMailStatus } from '../billing/documents/etaxEmail';
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import {
  ADMIN_PAGE_SIZE,
  containsPattern,
  taxIdDigits,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerPage,
} from '../../domain/admin';
import type { CustomerQuery } from '../../domain/adminInput';
import { QUOTE_COLUMNS, packageNameTh, selectOrders, toQuote } from './pipeline';
import { withConversation } from './conversation';
import { readSchedules } from '../billing/schedule/read';
import type { DocumentSnapshot } from '../../domain/money/document';
import type { Tx } from '../db/types';

/** A customer's page lists this many of each (their history, not a report). */
export const CUSTOMER_HISTORY_ROWS = 50;

// The profile, and the billing identity its documents are made out to (issue 35: a company client is
// seen, and found, by its registered name and tax ID; RLS lets admins read both).
const CUSTOMER_COLUMNS = [
  'p.id',
  'p.full_name',
  'p.email',
  'p.company',
  'p.phone',
  'p.created_at',
  'b.kind as billing_kind',
  'b.legal_name as billing_name',
  'b.tax_id as billing_tax_id',
  'b.branch as billing_branch',
] as const;

function toCustomer(row: {
  id: string;
  full_name: string;
  email: string | null;
  company: string;
  created_at: Date | string;
  billing_kind: string | null;
  billing_name: string | null;
  billing_tax_id: string | null;
  billing_branch: string | null;
}): AdminCustomer {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    createdAt: new Date(row.created_at).toISOString(),
    billing:
      row.billing_kind && row.billing_name
        ? {
            kind: row.billing_kind === 'company' ? 'company' : 'individual',
            legalName: row.billing_name,
            taxId: row.billing_tax_id,
            branch: row.billing_branch,
          }
        : null,
  };
}

const customers = (tx: Tx) =>
  tx.db.selectFrom('public.profiles as p').leftJoin('public.billing_identities as b', 'b.user_id', 'p.id').where('p.role', '=', 'user');

/**
 * One page of customers (role 'user'), newest first, matching the search in name, e-mail, company,
 * the registered name of their billing identity, or its tax ID (typed with or without dashes).
 */
export async function listCustomers(caller: SignedInCallerDb, query: CustomerQuery): Promise<AdminCustomerPage> {
  const pattern = containsPattern(query.search);
  const digits = taxIdDigits(query.search);
  return caller.run(async (tx) => {
    let base = customers(tx);
    if (pattern) {
      base = base.where((eb) =>
        eb.or([
          eb('p.full_name', 'ilike', pattern),
          eb('p.email', 'ilike', pattern),
          eb('p.company', 'ilike', pattern),
          eb('b.legal_name', 'ilike', pattern),
          ...(digits ? [eb('b.tax_id', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    const rows = await base
      .select(CUSTOMER_COLUMNS)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE)
      .execute();
    return { customers: rows.map(toCustomer), total: counted?.n ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE, search: query.search };
  });
}

/** A customer's page; null when there is no such customer (or the caller may not read them). */
export async function loadCustomer(caller: SignedInCallerDb, id: string): Promise<AdminCustomerDetail | null> {
  return caller.run(async (tx) => {
    const profile = await customers(tx).select(CUSTOMER_COLUMNS).where('p.id', '=', id).executeTakeFirst();
    if (!profile) return null;
    const quotes = await tx.db
      .selectFrom('public.quotes')
      .select(QUOTE_COLUMNS)
      .select(packageNameTh)
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(CUSTOMER_HISTORY_ROWS)
      .execute();
    // By address, as the outbox stores it: e-mails sent before they had an account count too.
    const emails = profile.email
      ? await tx.db
          .selectFrom('public.email_outbox')
          .select(['id', 'subject', 'kind', 'status', 'created_at', 'sent_at'])
          .where((eb) => eb(eb.fn('lower', ['to_email']), '=', profile.email?.toLowerCase() ?? ''))
          .orderBy('created_at', 'desc')
          .limit(CUSTOMER_HISTORY_ROWS)
          .execute()
      : [];
    // Payments and documents (issue 22): the same schedules the client's Payment History reads, and
    // every document issued to them, newest first (RLS: admins at aal2 read all of them).
    const schedules = await readSchedules(tx, null, id);
    const documents = await tx.db
      .selectFrom('public.documents')
      .select(['id', 'number', 'doc_type', 'issued_at', 'quote_id', 'snapshot'])
      .where('user_id', '=', id)
      .orderBy('issued_at', 'desc')
      .orderBy('number', 'desc')
      .limit(CUSTOMER_HISTORY_ROWS)
      .execute();
    // Each tax document's e-Tax e-mail (decision 0069), for the status under it.
    const etax: Record<string, EtaxMailStatus> = {};
    for (const d of documents.filter((d) => d.doc_type === 'tax_invoice' || d.doc_type === 'credit_note')) {
      const status = await etaxMailStatus(tx, d.id);
      if (status) etax[d.id] = status;
    }
    return {
      customer: { ...toCustomer(profile), phone: profile.phone || null },
      quotes: await withConversation(tx, quotes.map(toQuote)),
      orders: await selectOrders(tx, { customerId: id, limit: CUSTOMER_HISTORY_ROWS }),
      emails: emails.map((e) => ({
        id: e.id,
        subject: e.subject,
        kind: e.kind,
        status: e.status,
        createdAt: new Date(e.created_at).toISOString(),
        sentAt: e.sent_at === null ? null : new Date(e.sent_at).toISOString(),
      })),
      instalments: schedules.flatMap((schedule) =>
        schedule.instalments.map((i) => ({
          id: i.id,
          quoteId: i.quoteId,
          position: i.position,
          count: schedule.instalments.length,
          label: i.label,
          amountSatang: i.amount,
          state: i.state,
          dueAt: i.dueAt,
          paidAt: i.payment?.paidAt ?? null,
          method: i.payment?.method ?? null,
        })),
      ),
      documents: documents.map((d) => ({
        id: d.id,
        number: d.number,
        type: d.doc_type,
        issuedAt: new Date(d.issued_at).toISOString(),
        totalSatang: (d.snapshot as unknown as DocumentSnapshot).totals.total,
        quoteId: d.quote_id,
        etax: etax[d.id] ?? null,
      })),
    };
  });
}
