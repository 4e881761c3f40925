/**
 * One quote as the studio needs it in front of them (issue 21): every field the client gave, the
 * wizard's plan and why, payments, credit notes, e-mails and the trail. Read as the calling admin, so
 * RLS is the last word: anyone else gets null, and secret e-mail kinds never show.
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import type { AdminQuote, QuoteRecord, TrailEntry } from '../../domain/admin';
import { QUOTE_COLUMNS, packageNameTh, selectOrders, toQuote } from './pipeline';
import { withConversation } from './conversation';
import { planSummary } from '../leads/emails';
import type { PlanQuote } from '../leads/store';
import type { Locale } from '../../i18n/locales';
import { quotationExpired } from '../../domain/money/quotation';

/** The order form's fields (quotes.project_details), in the order the form asks them. */
const DETAIL_KEYS = [
  'business_name',
  'business_description',
  'target_audience',
  'preferred_colors',
  'special_requirements',
  'timeline',
  'budget_range',
];
/** A quote's history on screen: the newest this many entries of each. */
const RECORD_ROWS = 200;

function isStoredPlan(plan: unknown): plan is PlanQuote['plan'] {
  if (!plan || typeof plan !== 'object') return false;
  const p = plan as Record<string, unknown>;
  return (
    typeof p['titleKey'] === 'string' &&
    typeof p['timelineKey'] === 'string' &&
    Array.isArray(p['featureIds']) &&
    typeof p['finalPrice'] === 'number'
  );
}

/** The quote's row with the order form's fields and the wizard's plan. */
function readQuoteRow(tx: Tx, id: string) {
  return tx.db
    .selectFrom('public.quotes')
    .select(QUOTE_COLUMNS)
    .select(['project_details', 'plan'])
    .select(packageNameTh)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The quote's credit notes, with the number of the ใบลดหนี้ issued for each (CN-…), which the studio and its accountant match. */
async function readCreditNotes(tx: Tx, id: string): Promise<QuoteRecord['creditNotes']> {
  const rows = await tx.db
    .selectFrom('public.quote_credit_notes as c')
    .leftJoin('public.credit_note_documents as l', 'l.credit_note_id', 'c.id')
    .leftJoin('public.documents as d', 'd.id', 'l.document_id')
    .select(['c.id', 'c.amount', 'c.currency', 'c.created_at', 'd.number'])
    .where('c.quote_id', '=', id)
    .orderBy('c.created_at')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    number: c.number,
    amount: c.amount,
    currency: c.currency,
    createdAt: new Date(c.created_at).toISOString(),
  }));
}

/** The quotation's revisions, oldest first, each with its QT document when one was issued. */
async function readQuotations(tx: Tx, id: string): Promise<QuoteRecord['quotations']> {
  const rows = await tx.db
    .selectFrom('public.quotation_revisions as r')
    .leftJoin('public.documents as d', 'd.id', 'r.document_id')
    .select(['r.revision', 'r.document_id', 'd.number', 'r.price', 'r.created_at'])
    .select(sql<string>`r.valid_until::text`.as('valid_until'))
    .where('r.quote_id', '=', id)
    .orderBy('r.revision')
    .execute();
  return rows.map((q) => ({
    revision: q.revision,
    documentId: q.number ? q.document_id : null,
    number: q.number,
    price: q.price,
    validUntil: q.valid_until,
    expired: quotationExpired(q.valid_until, new Date()),
    createdAt: new Date(q.created_at).toISOString(),
  }));
}

/** The client's acceptance of a revision, with where and how it was given; null before it. */
async function readAcceptance(tx: Tx, id: string): Promise<QuoteRecord['acceptance']> {
  const acceptance = await tx.db
    .selectFrom('public.quote_acceptances')
    .select(['revision', 'price', 'accepted_at', 'client_address', 'user_agent'])
    .where('quote_id', '=', id)
    .executeTakeFirst();
  return acceptance
    ? {
        revision: acceptance.revision,
        price: acceptance.price,
        acceptedAt: new Date(acceptance.accepted_at).toISOString(),
        clientAddress: acceptance.client_address,
        userAgent: acceptance.user_agent,
      }
    : null;
}

/** The e-mails about the quote or its orders, newest first. */
async function readEmails(tx: Tx, id: string, orderIds: string[]): Promise<QuoteRecord['emails']> {
  const rows = await tx.db
    .selectFrom('public.email_outbox')
    .select(['id', 'subject', 'kind', 'status', 'created_at', 'sent_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('related_table', '=', 'quotes'), eb('related_id', '=', id)]),
        ...(orderIds.length ? [eb.and([eb('related_table', '=', 'orders'), eb('related_id', 'in', orderIds)])] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(RECORD_ROWS)
    .execute();
  return rows.map((e) => ({
    id: e.id,
    subject: e.subject,
    kind: e.kind,
    status: e.status,
    createdAt: new Date(e.created_at).toISOString(),
    sentAt: e.sent_at === null ? null : new Date(e.sent_at).toISOString(),
  }));
}

/** The quote's audit trail, newest first. */
async function readTrail(tx: Tx, id: string): Promise<TrailEntry[]> {
  const rows = await tx.db
    .selectFrom('public.audit_events')
    .select(['id', 'occurred_at', 'actor_kind', 'actor_email', 'subject', 'action', 'changes'])
    .where('quote_id', '=', id)
    .orderBy('id', 'desc')
    .limit(RECORD_ROWS)
    .execute();
  return rows.map((e): TrailEntry => ({
    id: Number(e.id),
    at: new Date(e.occurred_at).toISOString(),
    actorKind: e.actor_kind,
    actorEmail: e.actor_email,
    subject: e.subject,
    action: e.action,
    changes: e.changes as TrailEntry['changes'],
  }));
}

/** The order form's answers the client gave, in the form's order. */
function detailsOf(details: unknown): QuoteRecord['details'] {
  return DETAIL_KEYS.flatMap((key) => {
    const value = ((details ?? {}) as Record<string, unknown>)[key];
    return typeof value === 'string' && value.trim() !== '' ? [{ key, value }] : [];
  });
}

/** The wizard's plan and why, in the admin's language; null for a quote that came without one. */
function planOf(plan: unknown, description: string, locale: Locale): QuoteRecord['plan'] {
  if (!isStoredPlan(plan)) return null;
  const summary = planSummary({ plan, description }, locale);
  return { ...summary, features: [...summary.features], understood: [...(summary.understood ?? [])] };
}

export async function loadQuoteRecord(caller: SignedInCallerDb, id: string, locale: Locale): Promise<QuoteRecord | null> {
  return caller.run(async (tx) => {
    const row = await readQuoteRow(tx, id);
    if (!row) return null;
    const [quote] = await withConversation(tx, [toQuote(row)]);
    const orders = await selectOrders(tx, { quoteId: id, limit: RECORD_ROWS });
    const creditNotes = await readCreditNotes(tx, id);
    const quotations = await readQuotations(tx, id);
    const acceptance = await readAcceptance(tx, id);
    const emails = await readEmails(
      tx,
      id,
      orders.map((o) => o.id),
    );
    const trail = await readTrail(tx, id);
    return {
      quote: quote as AdminQuote,
      quantity: (row as { quantity?: number }).quantity ?? 1,
      details: detailsOf(row.project_details),
      plan: planOf(row.plan, row.project_description, locale),
      paid: orders.some((o) => o.status === 'processing' || o.status === 'completed'),
      orders,
      creditNotes,
      quotations,
      acceptance,
      emails,
      trail,
    };
  });
}
