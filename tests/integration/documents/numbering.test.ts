// Gapless numbering and immutable documents (issue 22, docs/decisions/0043), on both engines: two issues
// at the same moment get consecutive numbers; a rolled-back issue gives its number back; a document is
// never changed, not even by an admin or the table's owner; a paid order gets its receipt/tax invoice in
// the payment's own transaction, once.
import { beforeAll, describe, expect, it } from 'vitest';
import { issueDocument, type DocumentToIssue } from '../../../src/server/billing/documents/issue';
import { fulfilCheckout } from '../../../src/server/orders/fulfil';
import { MailQueue } from '../../../src/server/mail/outbox';
import { documentNumber, receiptFor, type DocumentSnapshot } from '../../../src/domain/money/document';
import { buddhistYear } from '../../../src/domain/money/buddhistEra';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { refusal } from '../support/refusal';
import { SEED } from '../support/seed';
import { TEST_SELLER, COMPANY_BUYER } from '../../unit/support/documentParties';

const snapshot: DocumentSnapshot = receiptFor({
  seller: TEST_SELLER,
  buyer: COMPANY_BUYER,
  lines: [{ description: { th: 'งาน', en: 'Work' }, quantity: 1, unitPrice: 1_070_000 }],
  payment: { method: 'demo', reference: 'test', paidAt: '2026-11-27T03:00:00.000Z', amount: 1_070_000 },
  demo: true,
}).snapshot;

// A year no other suite touches, so the counters start at 0 on a reused database.
const ISSUED_AT = new Date('2031-06-01T05:00:00Z');
const YEAR = buddhistYear(ISSUED_AT);
const doc = (extra: Partial<DocumentToIssue> = {}): DocumentToIssue => ({
  type: 'invoice',
  issuedAt: ISSUED_AT,
  userId: null,
  quoteId: null,
  orderId: null,
  snapshot,
  ...extra,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
describe.each(engines)('document numbering on %s', (engine) => {
  const suite = useSuite(engine);

  const numbersOf = async (type: string) =>
    (
      await suite.db.asService((tx) =>
        tx.query<{ sequence: number }>('select sequence from public.documents where doc_type = $1 and be_year = $2 order by sequence', [
          type,
          YEAR,
        ]),
      )
    ).map((row) => row.sequence);

  it('numbers as the domain does: INV-2574-0001', async () => {
    const [first] = await Promise.all([suite.db.asService((tx) => issueDocument(tx, doc()))]);
    expect(first).toMatchObject({ number: documentNumber('invoice', YEAR, 1), sequence: 1, issued: true });
    expect(first!.number).toBe(`INV-${YEAR}-0001`);
    const sql = await suite.db.asService((tx) =>
      tx.query<{ n: string }>(
        `select public.document_number(t, 2569, s) as n from unnest($1::text[]) t, unnest($2::int[]) s order by t, s`,
        [
          ['quotation', 'invoice', 'tax_invoice', 'receipt', 'credit_note'],
          [1, 42, 9999, 10000, 123456],
        ],
      ),
    );
    const ts = ['credit_note', 'invoice', 'quotation', 'receipt', 'tax_invoice'].flatMap((t) =>
      [1, 42, 9999, 10000, 123456].map((s) => documentNumber(t as never, 2569, s)),
    );
    expect(sql.map((row) => row.n)).toEqual(ts);
  });

  it('gives two issues at the same moment consecutive numbers, the second waiting for the first', async () => {
    const finished: string[] = [];
    const slow = suite.db.asService(async (tx) => {
      const issued = await issueDocument(tx, doc({ type: 'tax_invoice' }));
      // Hold the counter's lock while the other transaction asks for a number.
      await sleep(400);
      finished.push(`slow ${issued.sequence}`);
      return issued;
    });
    await sleep(100);
    const quick = suite.db.asService(async (tx) => {
      const issued = await issueDocument(tx, doc({ type: 'tax_invoice' }));
      finished.push(`quick ${issued.sequence}`);
      return issued;
    });
    const [a, b] = await Promise.all([slow, quick]);
    expect([a.sequence, b.sequence]).toEqual([1, 2]);
    expect(finished).toEqual(['slow 1', 'quick 2']);
    expect(await numbersOf('tax_invoice')).toEqual([1, 2]);
  });

  it('takes many concurrent issues without a gap or a duplicate', async () => {
    const issued = await Promise.all(
      Array.from({ length: 8 }, () => suite.db.asService((tx) => issueDocument(tx, doc({ type: 'receipt' })))),
    );
    expect(issued.map((d) => d.sequence).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(issued.map((d) => d.number)).size).toBe(8);
  });

  it('gives the number of a rolled-back issue to the next one (no gap)', async () => {
    await expect(
      suite.db.asService(async (tx) => {
        await issueDocument(tx, doc({ type: 'credit_note' }));
        throw new Error('the payment failed after the document was issued');
      }),
    ).rejects.toThrow('the payment failed');
    const next = await suite.db.asService((tx) => issueDocument(tx, doc({ type: 'credit_note' })));
    expect(next.sequence).toBe(1);
  });

  it('never changes or deletes a document, whoever asks', async () => {
    const issued = await suite.db.asService((tx) => issueDocument(tx, doc({ type: 'quotation', userId: suite.cast.userA.id })));
    const update = `update public.documents set snapshot = '{}'::jsonb where id = $1`;
    const remove = 'delete from public.documents where id = $1';
    expect(await refusal(() => suite.db.asService((tx) => tx.query(update, [issued.id])))).toBe('42501');
    expect(await refusal(() => suite.db.asCaller(suite.cast.admin.claims, (tx) => tx.query(update, [issued.id])))).toBe('42501');
    expect(await refusal(() => suite.db.asCaller(suite.cast.userA.claims, (tx) => tx.query(remove, [issued.id])))).toBe('42501');
    // The table's owner (a maintenance session) is refused by the trigger too.
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query(update, [issued.id])))).toBe('42501');
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query(remove, [issued.id])))).toBe('42501');
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query('truncate public.documents')))).toBe('42501');
  });

  it('refuses a counter that skips or goes back, and a document that bypasses its counter', async () => {
    const skip = `update public.document_counters set last_number = last_number + 2 where doc_type = 'receipt' and be_year = $1`;
    const back = `update public.document_counters set last_number = 0 where doc_type = 'receipt' and be_year = $1`;
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query(skip, [YEAR])))).toBe('23514');
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query(back, [YEAR])))).toBe('23514');
    const forged = `insert into public.documents (doc_type, be_year, sequence, number, snapshot)
      values ('receipt', $1, 99, public.document_number('receipt', $1, 99), '{}'::jsonb)`;
    expect(await refusal(() => suite.db.asService((tx) => tx.query(forged, [YEAR])))).toBe('23514');
    expect(await refusal(() => suite.db.asOwner((tx) => tx.query(`delete from public.document_counters where be_year = $1`, [YEAR])))).toBe(
      '42501',
    );
  });

  it('turns the year at midnight in Bangkok', async () => {
    const lateUtc = await suite.db.asService((tx) =>
      issueDocument(tx, doc({ type: 'invoice', issuedAt: new Date('2031-12-31T17:30:00Z') })),
    );
    expect(lateUtc.number).toBe(`INV-${2032 + 543}-0001`);
  });

  describe('a paid order', () => {
    const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
    let quoteId = '';
    beforeAll(async () => {
      await suite.db.asCaller(suite.cast.userB.claims, (tx) =>
        tx.query(
          `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
           values ($1, 'company', 'บริษัท ผู้ซื้อ จำกัด', '0107537000882', '00002', '1 ถนนสาทร กรุงเทพมหานคร 10120')`,
          [suite.cast.userB.id],
        ),
      );
      const row = await suite.db.asService((tx) =>
        tx.one<{ id: string }>(
          `insert into public.quotes (user_id, package_id, package_name, package_price, quantity, project_description, contact_info)
           values ($1, $2, 'Business Website', 24900, 2, 'A company site for a Bangkok clinic.', '{"name":"B","email":"b@example.test","phone":"","company":""}')
           returning id`,
          [suite.cast.userB.id, SEED.packages.businessWebsite],
        ),
      );
      quoteId = row!.id;
    });

    it('gets its receipt/tax invoice with the payment, once', async () => {
      const checkout = {
        sessionId: `demo_${quoteId}`,
        paid: true,
        status: 'complete' as const,
        amountTotal: 49_800,
        currency: 'THB',
        metadata: { quoteId, userId: suite.cast.userB.id, packageId: SEED.packages.businessWebsite, quantity: 2 },
      };
      expect(await fulfilCheckout(suite.db, checkout, undefined, mail)).toEqual({ outcome: 'order', changed: true });
      expect(await fulfilCheckout(suite.db, checkout, undefined, mail)).toEqual({ outcome: 'order', changed: false });
      const docs = await suite.db.asCaller(suite.cast.userB.claims, (tx) =>
        tx.query<{ number: string; doc_type: string; snapshot: DocumentSnapshot }>(
          'select number, doc_type, snapshot from public.documents where quote_id = $1',
          [quoteId],
        ),
      );
      expect(docs).toHaveLength(1);
      const [receipt] = docs;
      expect(receipt!.doc_type).toBe('tax_invoice');
      expect(receipt!.number).toMatch(/^RT-25\d\d-\d{4}$/);
      expect(receipt!.snapshot.buyer).toMatchObject({ kind: 'company', taxId: '0107537000882', branch: '00002' });
      // ฿49,800 paid, VAT included: ฿46,542.06 before VAT and ฿3,257.94 VAT. Charged in full, the company
      // withheld nothing: no withholding, the money received is the total (decision 0061).
      expect(receipt!.snapshot.totals).toMatchObject({
        subtotal: 4_654_206,
        vat: 325_794,
        total: 4_980_000,
        withholding: 0,
        net: 4_980_000,
      });
      expect(receipt!.snapshot.payment).toMatchObject({ amount: 4_980_000, withheld: 0 });
      expect(receipt!.snapshot.lines).toEqual([
        {
          description: { th: expect.stringContaining('แพ็กเกจ'), en: expect.stringContaining('package') },
          quantity: 2,
          unitPrice: 2_490_000,
          amount: 4_980_000,
        },
      ]);
      // Another client and a visitor do not see it.
      const seenByA = await suite.db.asCaller(suite.cast.userA.claims, (tx) =>
        tx.query('select id from public.documents where quote_id = $1', [quoteId]),
      );
      expect(seenByA).toEqual([]);
    });
  });
});
