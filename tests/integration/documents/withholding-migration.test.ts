// The migration of decision 0061 on existing records, on both engines: a company's card payment, charged
// in full, whose receipt/tax invoice snapshot claimed the 3% withholding (as every company receipt did
// before 2026-12-02), had nothing withheld. After 20261202110000_payment_withholding.sql the payment
// says so, no certificate is asked for it, and the document itself is unchanged.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { bindCaller } from '../../../src/server/db/caller';
import { listOwnCertificates } from '../../../src/server/billing/withholding/certificates';
import { createUser } from '../support/actors';
import { SUPABASE_DIR, engines, openEmptyDatabase } from '../support/database';
import { SEED } from '../support/seed';

const MIGRATION = '20261202110000_payment_withholding.sql';

describe.each(engines)('the withholding migration on %s', (engine) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('a card payment charged in full whose snapshot claimed withholding owes no certificate', async () => {
    const empty = await openEmptyDatabase(engine);
    cleanup.push(() => empty.close());
    const db = await empty.open();
    const before = await mkdtemp(join(tmpdir(), 'withholding-migration-'));
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    // The database as it was before this migration: it and every later one left out.
    await cp(SUPABASE_DIR, before, {
      recursive: true,
      filter: (path) => !/^\d{14}_.*\.sql$/.test(basename(path)) || basename(path) < MIGRATION,
    });
    await migrate(db, { root: before, seed: true });

    const client = await createUser(db, { email: `company-${engine}@example.test` });
    const { order, document, updatedAt } = await db.asService(async (tx) => {
      const order = await tx.one<{ id: string; updated_at: Date }>(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
         values ($1, $2, 1, 14900, 'processing', 'cs_test_legacy') returning id, updated_at`,
        [client.id, SEED.packages.businessWebsite],
      );
      // ฿14,900 by card; the snapshot claimed ฿417.76 withheld and a net of ฿14,482.24.
      const snapshot = {
        version: 1,
        buyer: { kind: 'company', name: 'บริษัท ลูกค้า จำกัด', taxId: '0107537000882', branch: null, address: 'Bangkok', email: '' },
        totals: { subtotal: 1_392_523, vat: 97_477, total: 1_490_000, withholdingRateBp: 300, withholding: 41_776, net: 1_448_224 },
        payment: { method: 'card', reference: 'cs_test_legacy', paidAt: '2026-11-30T03:00:00.000Z', amount: 1_490_000 },
      };
      const document = await tx.one<{ id: string }>(`select id from public.issue_document('tax_invoice', now(), $1, null, $2, $3::jsonb)`, [
        client.id,
        order!.id,
        JSON.stringify(snapshot),
      ]);
      return { order: order!.id, document: document!.id, updatedAt: new Date(order!.updated_at).toISOString() };
    });

    expect((await migrate(db, { root: SUPABASE_DIR })).applied[0]).toBe(MIGRATION);

    const after = await db.asService((tx) =>
      tx.one<{ withheld: number; updated_at: Date; claimed: number }>(
        `select o.withheld_satang::int as withheld, o.updated_at, (d.snapshot -> 'totals' ->> 'withholding')::int as claimed
           from public.orders o join public.documents d on d.order_id = o.id where o.id = $1`,
        [order],
      ),
    );
    // Nothing withheld; the paid date of last resort untouched; the document as it was issued.
    expect(after).toMatchObject({ withheld: 0, claimed: 41_776 });
    expect(new Date(after!.updated_at).toISOString()).toBe(updatedAt);
    const owed = await db.asCaller(client.claims, (tx) =>
      tx.one<{ yes: boolean }>('select public.document_withholds($1) as yes', [document]),
    );
    expect(owed!.yes).toBe(false);
    expect(await listOwnCertificates(bindCaller(db, client.claims))).toEqual([]);
    await expect(
      db.asCaller(client.claims, (tx) =>
        tx.query(`insert into public.withholding_certificate_reports (document_id, certificate_date) values ($1, '2026-12-01')`, [
          document,
        ]),
      ),
    ).rejects.toThrow();
  }, 180_000);
});
