/**
 * The studio's verbs on payment schedules (decision 0050), each in one transaction as the admin (the
 * database functions check is_admin(), so aal2): set a schedule (a new revision, and for a quoted price
 * the next quotation revision, decision 0062), mark a milestone due
 * (which issues its invoice and e-mails it to the client), mark a transfer received (which records the payment and issues the
 * receipt/tax invoice as a card payment does in orders/fulfil.ts).
 */
import { queueBalanceReceipt } from '../ledger/balanceReceipt';
import { reviseQuotation, type QuotationRevision } from '../quotation/quotation';
import { call } from '../../db/builder';
import type { SignedInCallerDb } from '../../db/caller';
import { getConfig, type AppConfig } from '../../config';
import { splitSchedule, type InstalmentSpec, type ScheduleProblem } from '../../../domain/schedule/split';
import { issueInstalmentInvoice } from './invoice';
import { issuePaymentReceipt } from '../documents/paymentReceipt';
import { queueInstalmentDue, type DueNotice } from './dueEmail';

/** Orders hold whole baht (orders.total_amount), so instalments are split to the baht. */
export const INSTALMENT_STEP = 100;

export type SetScheduleResult =
  /** `quotation`: the quotation revision the change issued (decision 0062); null when none was (not quoted, or the same schedule). */
  | { ok: true; quotation: QuotationRevision | null }
  | { ok: false; problem: ScheduleProblem | 'forbidden' | 'not_found' | 'not_priced' | 'invoiced' };

export async function setSchedule(
  caller: SignedInCallerDb,
  quoteId: string,
  specs: InstalmentSpec[],
  config: Pick<AppConfig, 'seller'> = getConfig(),
): Promise<SetScheduleResult> {
  return caller.run(async (tx) => {
    const quote = await tx.db
      .selectFrom('public.quotes')
      .select(['quoted_price', 'accepted_price'])
      .where('id', '=', quoteId)
      .executeTakeFirst();
    if (!quote) return { ok: false, problem: 'not_found' };
    const price = quote.accepted_price ?? quote.quoted_price;
    if (!price || price <= 0) return { ok: false, problem: 'not_priced' };
    const split = splitSchedule(price * 100, specs, INSTALMENT_STEP);
    if (!split.ok) return { ok: false, problem: split.problem };
    const rows = split.instalments.map((i) => ({
      label_en: i.label.en,
      label_th: i.label.th,
      trigger: i.trigger,
      amount_satang: i.amount,
    }));
    const answer = await tx.db
      .selectNoFrom(call('public.set_payment_schedule', quoteId, JSON.stringify(rows)).as('outcome'))
      .executeTakeFirst();
    const outcome = answer?.outcome;
    // A quoted price's quotation shows its schedule: a changed schedule is the next revision, in this
    // transaction (the function locked the quote), so the client never accepts a schedule they did not see.
    if (outcome === 'ok') return { ok: true, quotation: await reviseQuotation(tx, quoteId, config) };
    if (outcome === 'forbidden' || outcome === 'not_found' || outcome === 'not_priced' || outcome === 'invoiced')
      return { ok: false, problem: outcome };
    throw new Error(`set_payment_schedule answered ${String(outcome)}`);
  });
}

export async function markInstalmentDue(
  caller: SignedInCallerDb,
  instalmentId: string,
  config: Pick<AppConfig, 'seller'>,
  notice: DueNotice,
): Promise<{ ok: true; invoiceNumber: string | null } | { ok: false }> {
  return caller.run(async (tx) => {
    const answer = await tx.db.selectNoFrom(call('public.mark_instalment_due', instalmentId).as('id')).executeTakeFirst();
    if (!answer?.id) return { ok: false as const };
    // Documents and e-mails are the service's; in this transaction, so the mark, the invoice and the
    // client's e-mail commit together.
    const outcome = await tx.asService(async (system) => {
      const issued = await issueInstalmentInvoice(system, instalmentId, config);
      await queueInstalmentDue(system, notice, instalmentId, false);
      return issued;
    });
    return { ok: true as const, invoiceNumber: 'issued' in outcome ? outcome.issued.number : null };
  });
}

/**
 * Makes the deposit due as the client accepts, with its invoice and the client's e-mail. Service role,
 * in the acceptance's transaction. The e-mail goes even though the client is sent to the card checkout
 * next: the invoice is what a company books and pays by transfer against, and a checkout opened is not
 * a payment made (decision 0050, addendum 2026-11-27).
 */
export async function invoiceDueOnAcceptance(
  system: Parameters<typeof issueInstalmentInvoice>[0],
  quoteId: string,
  config: Pick<AppConfig, 'seller'>,
  notice: DueNotice,
) {
  const due = await system.db
    .updateTable('public.payment_instalments as i')
    .set({ due_at: new Date() })
    .where('i.quote_id', '=', quoteId)
    .where('i.due_trigger', '=', 'acceptance')
    .where('i.due_at', 'is', null)
    .where((eb) =>
      eb(
        'i.schedule_id',
        '=',
        eb
          .selectFrom('public.payment_schedules as s')
          .select('s.id')
          .where('s.quote_id', '=', quoteId)
          .orderBy('s.revision', 'desc')
          .limit(1),
      ),
    )
    .returning('i.id')
    .execute();
  for (const row of due) {
    await issueInstalmentInvoice(system, row.id, config);
    await queueInstalmentDue(system, notice, row.id, true);
  }
}

export interface TransferReceived {
  method: 'transfer' | 'promptpay';
  receivedSatang: number;
  withheldSatang: number;
  reference: string;
  receivedOn: string;
}

export async function markTransferReceived(
  caller: SignedInCallerDb,
  instalmentId: string,
  received: TransferReceived,
  config: Pick<AppConfig, 'seller' | 'payments'>,
  notice: DueNotice,
): Promise<{ ok: true; receiptNumber: string | null } | { ok: false; problem: 'not_payable' | 'does_not_add_up' }> {
  return caller.run(async (tx) => {
    const instalment = await tx.db
      .selectFrom('public.payment_instalments')
      .select('amount_satang')
      .where('id', '=', instalmentId)
      .executeTakeFirst();
    if (!instalment) return { ok: false as const, problem: 'not_payable' as const };
    if (received.receivedSatang + received.withheldSatang !== instalment.amount_satang)
      return { ok: false as const, problem: 'does_not_add_up' as const };
    const answer = await tx.db
      .selectNoFrom(
        call(
          'public.record_instalment_transfer',
          instalmentId,
          received.method,
          received.receivedSatang,
          received.withheldSatang,
          received.reference,
          received.receivedOn,
        ).as('order_id'),
      )
      .executeTakeFirst();
    const orderId = answer?.order_id;
    if (!orderId) return { ok: false as const, problem: 'not_payable' as const };
    const outcome = await tx.asService(async (system) => {
      const issued = await issuePaymentReceipt(system, orderId, config, new Date(), {
        method: received.method,
        reference: received.reference || undefined,
      });
      // The client hears of it as a card payer does: the same receipt e-mail, its receipt/tax invoice
      // attached, in this transaction (the mark, the document and the e-mail commit together).
      const order = await system.db
        .selectFrom('public.orders')
        .select(['quote_id', 'total_amount'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      if (order.quote_id) await queueBalanceReceipt(system, notice.mail, order.quote_id, order.total_amount, notice.origin, orderId);
      return issued;
    });
    return { ok: true as const, receiptNumber: 'issued' in outcome ? outcome.issued.number : null };
  });
}
