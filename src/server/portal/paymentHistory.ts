/**
 * The client's Payment History (issue 22, decision 0050), read as the caller so RLS decides: each of
 * their quotes' current schedules with every instalment's state, invoice, payment and receipt, the QR
 * of a due instalment's PromptPay payload (drawn here from the payload frozen in its invoice), and the
 * documents not tied to an instalment (a package order's receipt).
 */
import QRCode from 'qrcode';
import type { SignedInCallerDb } from '../db/caller';
import { readSchedules, type DocumentLink, type ScheduleView } from '../schedule/read';

export interface PaymentHistory {
  schedules: (ScheduleView & { qr: Record<string, string> })[];
  documents: DocumentLink[];
}

export async function loadPaymentHistory(caller: SignedInCallerDb, userId: string): Promise<PaymentHistory> {
  const { schedules, documents } = await caller
    .run(async (tx) => {
      const schedules = await readSchedules(tx, null, userId);
      const rows = await tx.db
        .selectFrom('public.documents')
        .select(['id', 'number', 'doc_type', 'issued_at'])
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .execute();
      return { schedules, rows };
    })
    .then(({ schedules, rows }) => {
      const shown = new Set(schedules.flatMap((s) => s.instalments.flatMap((i) => [i.invoice?.id, i.receipt?.id])));
      return {
        schedules,
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
  return { schedules: withQr, documents };
}
