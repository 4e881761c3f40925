/**
 * The client's Payment History (issue 22, decision 0050), read as the caller so RLS decides: each of
 * their quotes' current schedules with every instalment's state, invoice, payment and receipt, the QR
 * of a due instalment's PromptPay payload (drawn here from the payload frozen in its invoice), every
 * payment they made, whatever it paid for (a package order, a custom quote's balance, an instalment;
 * by card or transfer: issue 35, decision 0065), and the documents not tied to either.
 */
import QRCode from 'qrcode';
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import type { Locale } from '../../i18n/locales';
import { readSchedules, type DocumentLink, type ScheduleView } from '../billing/schedule/read';
import { etaxMailStatus, type EtaxMailStatus } from '../billing/documents/etaxEmail';
import { paymentMethodOf, type PaymentMethod } from '../../domain/money/paymentMethod';

/** One payment received from the client: a paid (processing or completed) order. */
export interface PaymentLine {
  orderId: string;
  quoteId: string | null;
  /** The number of the quote's latest quotation (QT-…), which the client can match; null without one. */
  quotationNumber: string | null;
  /** When the money was received: a transfer's date, else the receipt's, else the order's last change. */
  paidAt: string;
  /** What was paid, whole baht (orders.total_amount). */
  amount: number;
  currency: string;
  method: PaymentMethod;
  /** A transfer's money received and tax withheld from it, in satang; null for a checkout. */
  receivedSatang: number | null;
  withheldSatang: number | null;
  /** What it paid for. */
  purpose:
    | { kind: 'package'; name: string | null; quantity: number }
    | { kind: 'instalment'; position: number; label: string }
    | { kind: 'quote_balance' };
  /** The receipt (or receipt/tax invoice) issued for it; null when none could be issued. */
  document: DocumentLink | null;
}

export interface PaymentHistory {
  schedules: (ScheduleView & { qr: Record<string, string> })[];
  payments: PaymentLine[];
  documents: DocumentLink[];
  /** Each quote's latest quotation number, by quote id: schedules are headed by it, never by an id. */
  quotationNumbers: Record<string, string>;
  /** The e-Tax e-mail of each tax document the route sent, by document id (decision 0069). */
  etax: Record<string, EtaxMailStatus>;
}

/** The e-Tax e-mail status of every tax document on the page (RLS: the caller's own). */
async function etaxStatuses(tx: Tx, documents: (DocumentLink | null | undefined)[]): Promise<Record<string, EtaxMailStatus>> {
  const ids = [...new Set(documents.filter((d) => d && (d.type === 'tax_invoice' || d.type === 'credit_note')).map((d) => d!.id))];
  const statuses: Record<string, EtaxMailStatus> = {};
  for (const id of ids) {
    const status = await etaxMailStatus(tx, id);
    if (status) statuses[id] = status;
  }
  return statuses;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every payment of the client, newest first (RLS: their own orders, transfers and documents). */
export async function readPayments(tx: Tx, userId: string, locale: Locale): Promise<PaymentLine[]> {
  const paidAt = sql<Date | string>`coalesce(t.received_on, d.issued_at, o.updated_at)`;
  const rows = await tx.db
    .selectFrom('public.orders as o')
    .leftJoin('public.quotes as q', 'q.id', 'o.quote_id')
    .leftJoin('public.packages as p', 'p.id', 'o.package_id')
    .leftJoin('public.payment_instalments as i', 'i.id', 'o.instalment_id')
    .leftJoin('public.instalment_transfers as t', 't.order_id', 'o.id')
    .leftJoin('public.documents as d', (join) => join.onRef('d.order_id', '=', 'o.id').on('d.doc_type', 'in', ['tax_invoice', 'receipt']))
    .select((eb) => [
      'o.id',
      'o.quote_id',
      'o.total_amount',
      'o.currency',
      'o.purpose',
      'o.quantity',
      (locale === 'th' ? eb.fn.coalesce('p.name_th', 'p.name', 'q.package_name') : eb.fn.coalesce('p.name', 'q.package_name')).as(
        'package_name',
      ),
      'i.position as instalment_position',
      'i.label_en',
      'i.label_th',
      't.method as transfer_method',
      't.received_satang',
      't.withheld_satang',
      sql<string | null>`d.snapshot -> 'payment' ->> 'method'`.as('receipt_method'),
      'd.id as document_id',
      'd.number as document_number',
      'd.doc_type as document_type',
      'd.issued_at as document_issued_at',
      eb
        .selectFrom('public.documents as qd')
        .select('qd.number')
        .whereRef('qd.quote_id', '=', 'o.quote_id')
        .where('qd.doc_type', '=', 'quotation')
        .orderBy('qd.issued_at', 'desc')
        .limit(1)
        .as('quotation_number'),
      paidAt.as('paid_at'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', 'in', ['processing', 'completed'])
    .orderBy(paidAt, 'desc')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    quoteId: row.quote_id,
    quotationNumber: row.quotation_number,
    paidAt: iso(row.paid_at),
    amount: row.total_amount,
    currency: row.currency,
    method: paymentMethodOf({ transfer: row.transfer_method, receipt: row.receipt_method }),
    receivedSatang: row.received_satang,
    withheldSatang: row.withheld_satang,
    purpose:
      row.instalment_position !== null
        ? { kind: 'instalment', position: row.instalment_position, label: (locale === 'th' ? row.label_th : row.label_en) ?? '' }
        : row.purpose === 'quote_balance'
          ? { kind: 'quote_balance' }
          : { kind: 'package', name: row.package_name, quantity: row.quantity },
    document:
      row.document_id && row.document_number && row.document_issued_at
        ? {
            id: row.document_id,
            number: row.document_number,
            type: row.document_type ?? 'tax_invoice',
            issuedAt: iso(row.document_issued_at),
          }
        : null,
  }));
}

export async function loadPaymentHistory(caller: SignedInCallerDb, userId: string, locale: Locale = 'en'): Promise<PaymentHistory> {
  const { schedules, payments, documents, quotationNumbers, etax } = await caller
    .run(async (tx) => {
      const schedules = await readSchedules(tx, null, userId);
      const payments = await readPayments(tx, userId, locale);
      const rows = await tx.db
        .selectFrom('public.documents')
        .select(['id', 'number', 'doc_type', 'issued_at', 'quote_id'])
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .execute();
      const etax = await etaxStatuses(tx, [
        ...schedules.flatMap((s) => s.instalments.map((i) => i.receipt)),
        ...payments.map((p) => p.document),
        ...rows.map((row) => ({ id: row.id, number: row.number, type: row.doc_type, issuedAt: '' })),
      ]);
      return { schedules, payments, rows, etax };
    })
    .then(({ schedules, payments, rows, etax }) => {
      const shown = new Set([
        ...schedules.flatMap((s) => s.instalments.flatMap((i) => [i.invoice?.id, i.receipt?.id])),
        ...payments.map((p) => p.document?.id),
      ]);
      const quotationNumbers: Record<string, string> = {};
      // Newest first: the first quotation of each quote is its latest revision.
      for (const row of rows) if (row.doc_type === 'quotation' && row.quote_id) quotationNumbers[row.quote_id] ??= row.number;
      return {
        schedules,
        payments,
        quotationNumbers,
        etax,
        documents: rows
          .filter((row) => !shown.has(row.id))
          .map((row) => ({ id: row.id, number: row.number, type: row.doc_type, issuedAt: new Date(row.issued_at).toISOString() })),
      };
    });
  const withQr = await Promise.all(
    schedules.map(async (schedule) => {
      const qr: Record<string, string> = {};
      for (const instalment of schedule.instalments) {
        if (instalment.state === 'due' && instalment.invoice) {
          const svg = await QRCode.toString(instalment.invoice.promptPayPayload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
          qr[instalment.id] = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
        }
      }
      return { ...schedule, qr };
    }),
  );
  return { schedules: withQr, payments, documents, quotationNumbers, etax };
}
