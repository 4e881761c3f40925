/**
 * A client's "I have transferred" with the slip (docs/decisions/0064): checked (amount, moment, the
 * slip's type sniffed from its bytes and its size), stored in the slip store, and recorded by
 * report_transfer as the caller, which checks the instalment is theirs, due and unpaid. Read back as
 * the caller (RLS: the client or an admin), with the slip served only through that read.
 */
import { randomUUID } from 'node:crypto';
import { call } from '../db/builder';
import type { SignedInCallerDb } from '../db/caller';
import type { Tx } from '../db/types';
import { checkReport, checkSlip, SLIP_EXTENSIONS, type ReportFields, type ReportProblem } from '../../domain/money/transferSlip';
import type { SlipStore } from './slipStore';

export type ReportOutcome = { ok: true; reportId: string } | { ok: false; problems: (ReportProblem | 'not_due' | 'too_many')[] };

export async function reportTransfer(
  caller: SignedInCallerDb,
  userId: string,
  instalmentId: string,
  fields: ReportFields,
  slip: Uint8Array | null,
  store: SlipStore,
  now = new Date(),
): Promise<ReportOutcome> {
  const checked = checkReport(fields, now);
  const slipChecked = checkSlip(slip);
  const problems: ReportProblem[] = checked.ok ? [] : [...checked.problems];
  if (!slipChecked.ok) problems.push(slipChecked.problem);
  if (!checked.ok || !slipChecked.ok || !slip) return { ok: false, problems };
  const path = `slips/${userId}/${randomUUID()}.${SLIP_EXTENSIONS[slipChecked.type]}`;
  return caller
    .run(async (tx) => {
      // Stored first so the row never names a missing file; a refusal below rolls the embedded store's
      // write back with it (Storage keeps an orphan, which nothing names or serves).
      const due = await tx.db
        .selectFrom('public.payment_instalments')
        .select('id')
        .where('id', '=', instalmentId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!due) return { ok: false as const, problems: ['not_due' as const] };
      await store.put(tx, path, slipChecked.type, slip);
      const row = await tx.db
        .selectFrom(
          call(
            'public.report_transfer',
            instalmentId,
            checked.report.amountSatang,
            checked.report.transferredAt,
            path,
            slipChecked.type,
            slip.length,
          ).as('r'),
        )
        .select(['outcome', 'report_id'])
        .executeTakeFirst();
      if (row?.outcome === 'ok' && row.report_id) return { ok: true as const, reportId: row.report_id };
      const problem = row?.outcome === 'too_many' ? ('too_many' as const) : ('not_due' as const);
      // Undo the stored slip with the transaction: throw, and answer the refusal outside it.
      throw new ReportRefused(problem);
    })
    .catch((error: unknown) => {
      if (error instanceof ReportRefused) return { ok: false as const, problems: [error.problem] };
      throw error;
    });
}

class ReportRefused extends Error {
  constructor(readonly problem: 'not_due' | 'too_many') {
    super(`transfer report refused: ${problem}`);
  }
}

export interface TransferReportView {
  id: string;
  instalmentId: string;
  amountSatang: number;
  transferredAt: string;
  createdAt: string;
  slipType: string;
}

/** The reports of these instalments the caller may read, oldest first. */
export async function readTransferReports(tx: Tx, instalmentIds: readonly string[]): Promise<TransferReportView[]> {
  if (instalmentIds.length === 0) return [];
  const rows = await tx.db
    .selectFrom('public.transfer_reports')
    .select(['id', 'instalment_id', 'amount_satang', 'transferred_at', 'created_at', 'slip_type'])
    .where('instalment_id', 'in', [...instalmentIds])
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    instalmentId: r.instalment_id,
    amountSatang: Number(r.amount_satang),
    transferredAt: new Date(r.transferred_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
    slipType: r.slip_type,
  }));
}

/** The slip of report `reportId` when the caller may read the report (its client, an admin); else null. */
export async function readSlip(
  caller: SignedInCallerDb,
  reportId: string,
  store: SlipStore,
): Promise<{ bytes: Uint8Array; type: string; name: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(reportId)) return null;
  return caller.run(async (tx) => {
    const report = await tx.db
      .selectFrom('public.transfer_reports')
      .select(['slip_path', 'slip_type'])
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!report) return null;
    const bytes = await store.get(tx, report.slip_path);
    if (!bytes) return null;
    const extension = report.slip_path.slice(report.slip_path.lastIndexOf('.') + 1);
    return { bytes, type: report.slip_type, name: `slip-${reportId.slice(0, 8)}.${extension}` };
  });
}
