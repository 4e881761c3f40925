/**
 * What Payment History adds about the client's own reports and refunds (docs/decisions/0064), read as
 * the caller so RLS decides: each instalment's "I have transferred" reports, and the refunds the studio
 * recorded against their receipts. Kept beside paymentHistory.ts so the two can change apart.
 */
import { sql } from 'kysely';
import type { SignedInCallerDb } from '../db/caller';
import { readTransferReports, type TransferReportView } from '../transfers/report';
import type { RefundMethod } from '../../domain/money/receiptActions';

export interface ClientRefund {
  id: string;
  receiptNumber: string;
  amountSatang: number;
  method: RefundMethod;
  refundedOn: string;
  reference: string | null;
}

export interface ClientMoneyExtras {
  reports: TransferReportView[];
  refunds: ClientRefund[];
}

export async function loadClientMoneyExtras(caller: SignedInCallerDb, userId: string): Promise<ClientMoneyExtras> {
  return caller.run(async (tx) => {
    const instalments = await tx.db.selectFrom('public.payment_instalments').select('id').where('user_id', '=', userId).execute();
    const reports = await readTransferReports(
      tx,
      instalments.map((i) => i.id),
    );
    const refunds = await tx.db
      .selectFrom('public.receipt_refunds as r')
      .innerJoin('public.documents as d', 'd.id', 'r.document_id')
      .select(['r.id', 'd.number', 'r.amount_satang', 'r.method', 'r.reference'])
      .select(sql<string>`r.refunded_on::text`.as('refunded_on'))
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .execute();
    return {
      reports,
      refunds: refunds.map((r) => ({
        id: r.id,
        receiptNumber: r.number,
        amountSatang: Number(r.amount_satang),
        method: r.method as RefundMethod,
        refundedOn: r.refunded_on,
        reference: r.reference,
      })),
    };
  });
}
