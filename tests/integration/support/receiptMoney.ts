// Rows the receipt money and transfer report RLS suites start from (decision 0064), made the way the
// studio and its clients make them, on top of addSchedules: each client's deposit transfer gets its
// receipt/tax invoice (issue_document, as the server does), the admin credits ฿1,000 and refunds ฿500
// on it through the record functions, and each client reports a transfer of their due launch
// instalment with a slip in the embedded store.
import type { Suite } from './matrix';
import { addSchedules } from './schedules';

/** 1×1 PNG: a real image's signature. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const receiptSnapshot = (total: number) =>
  JSON.stringify({
    version: 1,
    seller: {
      name: { th: 'ผู้ขาย', en: 'Seller' },
      address: { th: 'กรุงเทพฯ', en: 'Bangkok' },
      taxId: '0105560000001',
      branch: null,
      vatRegistered: true,
    },
    buyer: { kind: 'individual', name: 'Client', taxId: null, branch: null, address: '', email: 'client@example.test' },
    lines: [{ description: { th: 'ค่าบริการ', en: 'Service' }, quantity: 1, unitPrice: total, amount: total }],
    basis: 'inclusive',
    totals: { lineAmounts: [total], subtotal: total, vatRateBp: 0, vat: 0, total, withholdingRateBp: 0, withholding: 0, net: total },
    payment: null,
    demo: true,
  });

export const creditSnapshot = (originalNumber: string, amount: number, reason: string) =>
  JSON.stringify({
    ...JSON.parse(receiptSnapshot(amount)),
    credit: {
      references: [{ number: originalNumber, issuedAt: new Date().toISOString(), total: 2_675_000 }],
      originalValue: 2_675_000,
      correctValue: 2_675_000 - amount,
      difference: amount,
      reason: { th: reason, en: reason },
    },
  });

/**
 * suite.ids (besides addSchedules'): receiptA/receiptB (RT documents), creditA/creditB (the
 * receipt_credit_notes rows), refundA/refundB, reportA/reportB (transfer_reports of launchA/launchB)
 * and slipPathA/slipPathB.
 */
export async function addReceiptMoney(suite: Suite) {
  await addSchedules(suite);
  const { db, cast } = suite;
  for (const [key, user] of [
    ['A', cast.userA],
    ['B', cast.userB],
  ] as const) {
    const receipt = await db.asService((tx) =>
      tx.one<{ id: string; number: string }>(`select id, number from public.issue_document('tax_invoice', now(), $1, $2, $3, $4::jsonb)`, [
        user.id,
        suite.ids[`quote${key}`],
        suite.ids[`transferOrder${key}`],
        receiptSnapshot(2_675_000),
      ]),
    );
    if (!receipt) throw new Error('no receipt issued');
    const credit = await db.asCaller(cast.admin.claims, (tx) =>
      tx.one<{ outcome: string; document_id: string }>(
        `select * from public.record_receipt_credit_note($1, 100000, 'Late delivery', $2::jsonb)`,
        [receipt.id, creditSnapshot(receipt.number, 100_000, 'Late delivery')],
      ),
    );
    if (credit?.outcome !== 'ok') throw new Error(`record_receipt_credit_note: ${credit?.outcome}`);
    const refund = await db.asCaller(cast.admin.claims, (tx) =>
      tx.one<{ outcome: string; refund_id: string }>(
        `select * from public.record_receipt_refund($1, 50000, 'transfer', '2026-12-01', 'KBANK 9')`,
        [receipt.id],
      ),
    );
    if (refund?.outcome !== 'ok') throw new Error(`record_receipt_refund: ${refund?.outcome}`);
    const creditRow = await db.asService((tx) =>
      tx.one<{ id: string }>('select id from public.receipt_credit_notes where document_id = $1', [credit.document_id]),
    );
    await db.asService((tx) => tx.query('update public.payment_instalments set due_at = now() where id = $1', [suite.ids[`launch${key}`]]));
    const slipPath = `slips/${user.id}/${crypto.randomUUID()}.png`;
    await db.asService((tx) =>
      tx.query(`insert into public.transfer_slip_files (path, content_type, content_base64) values ($1, 'image/png', $2)`, [
        slipPath,
        PNG_BYTES.toString('base64'),
      ]),
    );
    const report = await db.asCaller(user.claims, (tx) =>
      tx.one<{ outcome: string; report_id: string }>(
        `select * from public.report_transfer($1, 2675000, now()::text, $2, 'image/png', $3)`,
        [suite.ids[`launch${key}`], slipPath, PNG_BYTES.length],
      ),
    );
    if (report?.outcome !== 'ok') throw new Error(`report_transfer: ${report?.outcome}`);
    Object.assign(suite.ids, {
      [`receipt${key}`]: receipt.id,
      [`credit${key}`]: creditRow?.id ?? '',
      [`refund${key}`]: refund.refund_id,
      [`report${key}`]: report.report_id,
      [`slipPath${key}`]: slipPath,
    });
  }
}
