// The studio's credit notes and refunds on a receipt and the client's transfer report with a slip
// (docs/decisions/0064), through the server's verbs on the real schema, on both engines. Credit notes:
// CN numbers gapless and consecutive, never more than remains creditable (earlier credits counted),
// a reason required and printed, nobody but an admin at aal2 issues one, and the receipt is untouched.
// Refunds: never more than received less refunded. Reports: only the instalment's client reports, a
// file that is not an image is refused whatever it is called, and another client never reads the slip.
import { describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import { getConfig } from '../../../src/server/config';
import { issuePaymentReceipt } from '../../../src/server/billing/documents/paymentReceipt';
import { issueReceiptCreditNote, readReceiptMoney, recordReceiptRefund } from '../../../src/server/billing/documents/receiptMoney';
import { readSlip, reportTransfer } from '../../../src/server/transfers/report';
import { databaseSlipStore } from '../../../src/server/transfers/slipStore';
import type { DocumentSnapshot } from '../../../src/domain/money/document';
import { engines } from '../support/database';
import { useSuite, type Suite } from '../support/matrix';
import { addSchedules } from '../support/schedules';
import { PNG_BYTES } from '../support/receiptMoney';
import type { User } from '../support/actors';
import { MailQueue } from '../../../src/server/mail/outbox';

const notice = { mail: new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' }), origin: 'http://127.0.0.1:4321' };

async function withReceipts(suite: Suite) {
  await addSchedules(suite);
  for (const key of ['A', 'B']) {
    const outcome = await suite.db.asService((tx) =>
      issuePaymentReceipt(tx, suite.ids[`transferOrder${key}`]!, getConfig(), new Date(), { method: 'transfer' }),
    );
    if (!('issued' in outcome)) throw new Error('no receipt');
    suite.ids[`receipt${key}`] = outcome.issued.id;
    await suite.db.asService((tx) =>
      tx.query('update public.payment_instalments set due_at = now() where id = $1', [suite.ids[`launch${key}`]]),
    );
  }
}

describe.each(engines)('receipt money and transfer reports on %s', (engine) => {
  const suite = useSuite(engine, withReceipts);
  const as = (user: User) => bindCaller(suite.db, user.claims);
  const aal1 = (user: User) => bindCaller(suite.db, { ...user.claims, aal: 'aal1' });
  const credit = (amountSatang: number, reason = 'Discount agreed for the late delivery') => ({
    documentId: suite.ids['receiptA']!,
    amountSatang,
    reason,
  });

  it('issues credit notes with consecutive CN numbers, the reason and the original on the document', async () => {
    const first = await issueReceiptCreditNote(as(suite.cast.admin), credit(500_000), getConfig(), notice);
    const second = await issueReceiptCreditNote(as(suite.cast.admin), credit(250_050, 'ส่วนลดเพิ่มเติม'), getConfig());
    expect(first).toMatchObject({ ok: true, number: expect.stringMatching(/^CN-\d{4}-\d{4}$/) });
    expect(second).toMatchObject({ ok: true });
    if (!first.ok || !second.ok) return;
    const sequence = (number: string) => Number(number.split('-')[2]);
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
    const docs = await as(suite.cast.userA).run((tx) =>
      tx.query<{ number: string; snapshot: DocumentSnapshot; user_id: string }>(
        `select number, snapshot, user_id from public.documents where doc_type = 'credit_note' order by sequence`,
      ),
    );
    const original = await suite.db.asService((tx) =>
      tx.one<{ number: string }>('select number from public.documents where id = $1', [suite.ids['receiptA']]),
    );
    expect(docs.map((d) => d.number)).toEqual([first.number, second.number]);
    expect(docs[0]!.snapshot.credit).toMatchObject({
      reason: { en: 'Discount agreed for the late delivery', th: 'Discount agreed for the late delivery' },
      references: [{ number: original!.number, total: 2_675_000 }],
    });
    expect(docs[0]!.snapshot.totals.total).toBe(500_000);
    expect(docs[1]!.snapshot.credit?.reason.th).toBe('ส่วนลดเพิ่มเติม');
    // The second note's original value is what the first left standing.
    expect(docs[1]!.snapshot.credit!.originalValue).toBe(docs[0]!.snapshot.credit!.correctValue);
    // The first was e-mailed to its client with its PDF, in the same transaction.
    const mails = await suite.db.asService((tx) =>
      tx.query<{ to_email: string; subject: string; files: string[] }>(
        `select o.to_email, o.subject, array(select a.filename from public.email_attachments a where a.email_id = o.id) as files
           from public.email_outbox o where o.kind = 'receipt_credit_note'`,
      ),
    );
    expect(mails).toEqual([
      {
        to_email: suite.cast.userA.email,
        subject: `Credit note ${first.number} for ${original!.number}`,
        files: [`Credit-Note ${first.number}.pdf`],
      },
    ]);
  });

  it('never credits more than remains on the document, and requires a reason', async () => {
    const [money] = await as(suite.cast.admin).run((tx) => readReceiptMoney(tx, [suite.ids['quoteA']!]));
    expect(money).toMatchObject({ totalSatang: 2_675_000, creditableSatang: 2_675_000 - 750_050 });
    expect(await issueReceiptCreditNote(as(suite.cast.admin), credit(money!.creditableSatang + 1), getConfig())).toEqual({
      ok: false,
      problem: 'over',
    });
    expect(await issueReceiptCreditNote(as(suite.cast.admin), credit(100, '  '), getConfig())).toEqual({ ok: false, problem: 'amount' });
    // The database holds the reason rule whatever the server sends.
    const bare = await as(suite.cast.admin).run((tx) =>
      tx.one<{ outcome: string }>(`select outcome from public.record_receipt_credit_note($1, 100, ' x ', '{}'::jsonb)`, [
        suite.ids['receiptA'],
      ]),
    );
    expect(bare?.outcome).toBe('reason');
    expect(await issueReceiptCreditNote(as(suite.cast.admin), credit(money!.creditableSatang), getConfig())).toMatchObject({ ok: true });
    const [after] = await as(suite.cast.admin).run((tx) => readReceiptMoney(tx, [suite.ids['quoteA']!]));
    expect(after!.creditableSatang).toBe(0);
    expect(after!.credits).toHaveLength(3);
  });

  it('only an admin at aal2 issues a credit note; the client reads it, another client does not', async () => {
    const receiptB = { documentId: suite.ids['receiptB']!, amountSatang: 100, reason: 'Goodwill' };
    // Its own client reads the receipt and is refused by the function; a password-only admin reads nothing.
    expect(await issueReceiptCreditNote(as(suite.cast.userB), receiptB, getConfig())).toEqual({ ok: false, problem: 'forbidden' });
    expect(await issueReceiptCreditNote(aal1(suite.cast.admin), receiptB, getConfig())).toEqual({ ok: false, problem: 'not_found' });
    expect(
      await issueReceiptCreditNote(as(suite.cast.userA), { ...receiptB, documentId: suite.ids['receiptA']! }, getConfig()),
    ).toMatchObject({
      ok: false,
    });
    const seenByB = await as(suite.cast.userB).run((tx) => readReceiptMoney(tx, [suite.ids['quoteA']!]));
    expect(seenByB).toEqual([]);
    const seenByA = await as(suite.cast.userA).run((tx) => readReceiptMoney(tx, [suite.ids['quoteA']!]));
    expect(seenByA[0]!.credits).toHaveLength(3);
    // The receipt itself was never changed.
    const receipt = await suite.db.asService((tx) =>
      tx.one<{ total: string }>(`select snapshot -> 'totals' ->> 'total' as total from public.documents where id = $1`, [
        suite.ids['receiptA'],
      ]),
    );
    expect(Number(receipt!.total)).toBe(2_675_000);
  });

  it('records refunds up to what was received less what was refunded, admins only', async () => {
    const refund = (amountSatang: number) => ({
      documentId: suite.ids['receiptB']!,
      amountSatang,
      method: 'transfer' as const,
      refundedOn: '2026-12-01',
      reference: 'KBANK 77',
    });
    expect(await recordReceiptRefund(as(suite.cast.userB), refund(100))).toEqual({ ok: false, problem: 'forbidden' });
    expect(await recordReceiptRefund(aal1(suite.cast.admin), refund(100))).toEqual({ ok: false, problem: 'forbidden' });
    expect(await recordReceiptRefund(as(suite.cast.admin), refund(2_000_000))).toMatchObject({ ok: true });
    expect(await recordReceiptRefund(as(suite.cast.admin), refund(675_001))).toEqual({ ok: false, problem: 'over' });
    expect(await recordReceiptRefund(as(suite.cast.admin), refund(675_000))).toMatchObject({ ok: true });
    expect(await recordReceiptRefund(as(suite.cast.admin), refund(1))).toEqual({ ok: false, problem: 'over' });
    const [money] = await as(suite.cast.userB).run((tx) => readReceiptMoney(tx, [suite.ids['quoteB']!]));
    expect(money!.refunds.map((r) => [r.amountSatang, r.method, r.refundedOn])).toEqual([
      [2_000_000, 'transfer', '2026-12-01'],
      [675_000, 'transfer', '2026-12-01'],
    ]);
    expect(money!.refundableSatang).toBe(0);
    expect(await as(suite.cast.userA).run((tx) => tx.query('select id from public.receipt_refunds'))).toEqual([]);
  });

  const fields = { amount: '26,750', date: '2026-12-01', time: '10:30' };
  const now = new Date('2026-12-02T08:00:00Z');

  it('a client reports a transfer with a slip; a file that is not an image is refused whatever its name', async () => {
    const store = databaseSlipStore;
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n'));
    const html = new Uint8Array(Buffer.from('<html><script>alert(1)</script>'));
    const report = (user: User, slip: Uint8Array | null, instalment = suite.ids['launchA']!) =>
      reportTransfer(as(user), user.id, instalment, fields, slip, store, now);
    expect(await report(suite.cast.userA, pdf)).toEqual({ ok: false, problems: ['slip_type'] });
    expect(await report(suite.cast.userA, html)).toEqual({ ok: false, problems: ['slip_type'] });
    expect(await report(suite.cast.userA, null)).toEqual({ ok: false, problems: ['slip_missing'] });
    expect(await report(suite.cast.userA, new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff))).toEqual({ ok: false, problems: ['slip_size'] });
    // Someone else's instalment: refused, and nothing is stored.
    expect(await report(suite.cast.userB, new Uint8Array(PNG_BYTES))).toEqual({ ok: false, problems: ['not_due'] });
    const sent = await report(suite.cast.userA, new Uint8Array(PNG_BYTES));
    expect(sent).toMatchObject({ ok: true });
    if (!sent.ok) return;
    suite.ids['reportA'] = sent.reportId;
    const files = await suite.db.asService((tx) => tx.query<{ path: string }>('select path from public.transfer_slip_files'));
    expect(files).toHaveLength(1);
    const stored = await suite.db.asService((tx) =>
      tx.one<{ amount_satang: string; slip_type: string; transferred_at: Date }>(
        'select amount_satang, slip_type, transferred_at from public.transfer_reports where id = $1',
        [sent.reportId],
      ),
    );
    expect(Number(stored!.amount_satang)).toBe(2_675_000);
    expect(stored!.slip_type).toBe('image/png');
    expect(new Date(stored!.transferred_at).toISOString()).toBe('2026-12-01T03:30:00.000Z');
  });

  it('the slip is read by its client and admins only', async () => {
    const read = (user: User, claims = user.claims) => readSlip(bindCaller(suite.db, claims), suite.ids['reportA']!, databaseSlipStore);
    expect(await read(suite.cast.userA)).toMatchObject({ type: 'image/png', bytes: new Uint8Array(PNG_BYTES) });
    expect(await read(suite.cast.admin)).toMatchObject({ type: 'image/png' });
    expect(await read(suite.cast.userB)).toBeNull();
    expect(await read(suite.cast.fakeAdmin)).toBeNull();
    expect(await read(suite.cast.admin, { ...suite.cast.admin.claims, aal: 'aal1' })).toBeNull();
  });
});
