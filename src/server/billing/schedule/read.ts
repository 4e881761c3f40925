/**
 * Reading payment schedules as the caller (RLS: a client sees their own quotes' instalments, an admin
 * at aal2 sees all): the current revision of a quote's schedule, each instalment with its state, its
 * invoice, the payment that settled it and that payment's receipt/tax invoice.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/types';
import { instalmentState, type InstalmentState } from '../../../domain/schedule/status';
import type { InvoiceSnapshot } from '../../../domain/schedule/invoice';

export interface DocumentLink {
  id: string;
  number: string;
  type: string;
  issuedAt: string;
}

export interface InstalmentView {
  id: string;
  quoteId: string;
  position: number;
  label: { en: string; th: string };
  trigger: 'acceptance' | 'milestone';
  amount: number;
  state: InstalmentState;
  dueAt: string | null;
  invoice:
    | (DocumentLink & { dueDate: string; promptPayPayload: string; promptPayAmount: number; bank: InvoiceSnapshot['invoice']['bank'] })
    | null;
  payment: {
    orderId: string;
    method: 'card' | 'transfer' | 'promptpay';
    paidAt: string;
    receivedSatang: number | null;
    withheldSatang: number | null;
  } | null;
  receipt: DocumentLink | null;
}

export interface ScheduleView {
  scheduleId: string;
  quoteId: string;
  revision: number;
  total: number;
  instalments: InstalmentView[];
}

/** The current revision of each schedule the caller may see: of the given quotes, of one user's quotes. */
async function readCurrentSchedules(tx: Tx, quoteIds: string[] | null, userId?: string) {
  let query = tx.db
    .selectFrom('public.payment_schedules as s')
    .select(['s.id', 's.quote_id', 's.revision', 's.total_satang'])
    .where('s.revision', '=', sql<number>`(select max(s2.revision) from public.payment_schedules s2 where s2.quote_id = s.quote_id)`)
    .orderBy('s.created_at', 'desc');
  if (quoteIds) query = query.where('s.quote_id', 'in', quoteIds);
  if (userId) query = query.where(sql<boolean>`exists (select 1 from public.quotes q where q.id = s.quote_id and q.user_id = ${userId})`);
  return query.execute();
}

/** The schedules' instalments in order, each with its invoice document when one was issued. */
async function readInstalments(tx: Tx, scheduleIds: string[]) {
  return tx.db
    .selectFrom('public.payment_instalments as i')
    .leftJoin('public.documents as inv', 'inv.id', 'i.invoice_document_id')
    .select([
      'i.id',
      'i.schedule_id',
      'i.quote_id',
      'i.position',
      'i.label_en',
      'i.label_th',
      'i.due_trigger',
      'i.amount_satang',
      'i.due_at',
      'inv.id as invoice_id',
      'inv.number as invoice_number',
      'inv.doc_type as invoice_type',
      'inv.issued_at as invoice_issued_at',
      'inv.snapshot as invoice_snapshot',
    ])
    .where('i.schedule_id', 'in', scheduleIds)
    .orderBy('i.position')
    .execute();
}

/** The paid orders of the instalments, oldest first, with the transfer recorded and the receipt/tax invoice. */
async function readInstalmentOrders(tx: Tx, instalmentIds: string[]) {
  return tx.db
    .selectFrom('public.orders as o')
    .leftJoin('public.instalment_transfers as t', 't.order_id', 'o.id')
    .leftJoin('public.documents as d', (join) => join.onRef('d.order_id', '=', 'o.id').on('d.doc_type', 'in', ['tax_invoice', 'receipt']))
    .select([
      'o.id',
      'o.instalment_id',
      'o.updated_at',
      'o.total_amount',
      'o.withheld_satang as order_withheld_satang',
      't.id as transfer_id',
      't.method as transfer_method',
      't.received_satang',
      't.withheld_satang',
      't.received_on',
      'd.id as doc_id',
      'd.number as doc_number',
      'd.doc_type as doc_type',
      'd.issued_at as doc_issued_at',
    ])
    .where('o.instalment_id', 'in', instalmentIds)
    .where('o.status', 'in', ['processing', 'completed'])
    .orderBy('o.created_at')
    .execute();
}

type InstalmentRow = Awaited<ReturnType<typeof readInstalments>>[number];
type OrderRow = Awaited<ReturnType<typeof readInstalmentOrders>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();

/** One instalment as read: its state, its invoice, the payment that settled it and that payment's receipt. */
function instalmentView(i: InstalmentRow, order: OrderRow | undefined): InstalmentView {
  const snapshot = i.invoice_snapshot as unknown as InvoiceSnapshot | null;
  const paidAt = order ? (order.transfer_id && order.received_on ? iso(order.received_on) : iso(order.updated_at)) : null;
  return {
    id: i.id,
    quoteId: i.quote_id,
    position: i.position,
    label: { en: i.label_en, th: i.label_th },
    trigger: i.due_trigger as 'acceptance' | 'milestone',
    amount: i.amount_satang,
    state: instalmentState({ dueAt: i.due_at, paidAt }),
    dueAt: i.due_at ? iso(i.due_at) : null,
    invoice:
      i.invoice_id && i.invoice_number && i.invoice_issued_at && snapshot?.invoice
        ? {
            id: i.invoice_id,
            number: i.invoice_number,
            type: i.invoice_type ?? 'invoice',
            issuedAt: iso(i.invoice_issued_at),
            dueDate: snapshot.invoice.dueDate,
            promptPayPayload: snapshot.invoice.promptPay.payload,
            promptPayAmount: snapshot.invoice.promptPay.amount,
            bank: snapshot.invoice.bank,
          }
        : null,
    payment: order
      ? {
          orderId: order.id,
          method: order.transfer_method === 'promptpay' ? 'promptpay' : order.transfer_id ? 'transfer' : 'card',
          paidAt: paidAt!,
          // A card payment received its total less what the client withheld (decision 0061).
          receivedSatang: order.received_satang ?? order.total_amount * 100 - Number(order.order_withheld_satang),
          withheldSatang: order.withheld_satang ?? Number(order.order_withheld_satang),
        }
      : null,
    receipt:
      order?.doc_id && order.doc_number && order.doc_issued_at
        ? { id: order.doc_id, number: order.doc_number, type: order.doc_type ?? 'tax_invoice', issuedAt: iso(order.doc_issued_at) }
        : null,
  };
}

/** The current schedules of the given quotes (all the caller may see when `quoteIds` is null). */
export async function readSchedules(tx: Tx, quoteIds: string[] | null, userId?: string): Promise<ScheduleView[]> {
  if (quoteIds && quoteIds.length === 0) return [];
  const schedules = await readCurrentSchedules(tx, quoteIds, userId);
  if (schedules.length === 0) return [];
  const instalments = await readInstalments(
    tx,
    schedules.map((s) => s.id),
  );
  const ids = instalments.map((i) => i.id);
  const orders = ids.length ? await readInstalmentOrders(tx, ids) : [];
  return schedules.map((s) => ({
    scheduleId: s.id,
    quoteId: s.quote_id,
    revision: s.revision,
    total: s.total_satang,
    instalments: instalments
      .filter((i) => i.schedule_id === s.id)
      .map((i) =>
        instalmentView(
          i,
          orders.find((o) => o.instalment_id === i.id),
        ),
      ),
  }));
}

/** The first instalment of the quote's current schedule that is due and unpaid; null when none. */
export async function dueInstalment(tx: Tx, quoteId: string): Promise<{ hasSchedule: boolean; instalment: InstalmentView | null }> {
  const [schedule] = await readSchedules(tx, [quoteId]);
  if (!schedule) return { hasSchedule: false, instalment: null };
  return { hasSchedule: true, instalment: schedule.instalments.find((i) => i.state === 'due') ?? null };
}
