// Receipts skipped while the studio's identity was incomplete (issue 22, docs/decisions/0051), on both
// engines: issued afterwards for every paid order without one, in the order they were paid, dated with
// the payment; a second run issues nothing; an identity still incomplete issues nothing at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueMissingReceipts } from '../../../src/server/documents/reissue';
import { configFrom, getConfig } from '../../../src/server/config';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { createCast, type Cast } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';
import { PRODUCTION_ENV } from '../../unit/support/productionEnv';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('issuing skipped receipts on %s', (engine) => {
  let opened: TestDatabase;
  let db: DatabaseEngine;
  let cast: Cast;
  beforeAll(async () => {
    opened = await openTestDatabase(engine);
    db = opened.db;
    cast = await createCast(db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  }, 30_000);

  const order = (status: 'pending' | 'processing', amount: number) =>
    db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
         values ($1, $2, 1, $3, $4, gen_random_uuid()::text) returning id`,
        [cast.userA.id, SEED.packages.businessWebsite, amount, status],
      ),
    );
  const receipts = () =>
    db.asService((tx) =>
      tx.query<{ order_id: string; sequence: number; issued_at: Date | string }>(
        `select order_id, sequence, issued_at from public.documents where doc_type = 'tax_invoice' order by sequence`,
      ),
    );

  it('issues them in the order paid, with the payment date, once', async () => {
    // Created first but paid last: a checkout that waited.
    const late = await order('pending', 24_900);
    await sleep(30);
    const early = await order('processing', 24_900);
    await sleep(30);
    await db.asService((tx) => tx.query(`update public.orders set status = 'processing' where id = $1`, [late!.id]));
    const paidAt = await db.asService((tx) =>
      tx.query<{ subject_id: string; occurred_at: Date | string }>(
        `select subject_id, occurred_at from public.audit_events where subject = 'order' and changes -> 'status' ->> 'after' = 'processing'`,
      ),
    );
    expect(paidAt).toHaveLength(2);

    // An identity still incomplete (production without SELLER_*): refused, nothing issued.
    const incomplete = configFrom({ ...PRODUCTION_ENV, SELLER_TAX_ID: '' });
    expect(incomplete.seller.ok).toBe(false);
    await expect(issueMissingReceipts(db, incomplete)).rejects.toThrow(/incomplete/);
    expect(await receipts()).toEqual([]);

    const first = await issueMissingReceipts(db, getConfig());
    expect(first.skipped).toEqual([]);
    expect(first.issued.map((row) => row.orderId)).toEqual([early!.id, late!.id]);
    const issued = await receipts();
    expect(issued.map((row) => row.order_id)).toEqual([early!.id, late!.id]);
    expect(issued[1]!.sequence).toBe(issued[0]!.sequence + 1);
    for (const row of issued) {
      const event = paidAt.find((e) => e.subject_id === row.order_id)!;
      expect(new Date(row.issued_at).toISOString()).toBe(new Date(event.occurred_at).toISOString());
    }

    const again = await issueMissingReceipts(db, getConfig());
    expect(again).toEqual({ issued: [], skipped: [] });
    expect(await receipts()).toHaveLength(2);
  }, 60_000);
});
