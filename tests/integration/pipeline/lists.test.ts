// The pipeline lists' "abandoned checkout" rule in the database (decision 0041), on both engines: a
// package order's pending quote is abandoned when no order of it is paid or still inside the
// checkout's lifetime; it stays listed under its own view and out of the default one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { listOrders, listQuotes } from '../../../src/server/admin/pipeline';
import { DEFAULT_ORDER_QUERY, DEFAULT_QUOTE_QUERY } from '../../../src/domain/pipeline/views';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';

describe.each(engines)('abandoned checkouts in the lists on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let client: User;
  const quotes: Record<string, string> = {};

  // A package order's quote, created `hoursAgo`, with orders of the given statuses and ages.
  const orderQuote = async (name: string, hoursAgo: number, orders: [status: string, hoursAgo: number][]) => {
    const quote = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_id, project_description, contact_info, source, locale, status, created_at)
         values ($1, $2, 'A shop', $3, 'order', 'en', 'pending', now() - make_interval(hours => $4)) returning id`,
        [client.id, SEED.packages.businessWebsite, JSON.stringify({ name, email: client.email }), hoursAgo],
      ),
    );
    for (const [status, age] of orders)
      await db.asService((tx) =>
        tx.query(
          `insert into public.orders (user_id, quote_id, package_id, total_amount, status, created_at)
           values ($1, $2, $3, 49800, $4, now() - make_interval(hours => $5))`,
          [client.id, quote!.id, SEED.packages.businessWebsite, status, age],
        ),
      );
    quotes[name] = quote!.id;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `lists-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    client = await createUser(db, { email: `lists-client-${engine}@example.test` });
    await orderQuote('stale-pending', 30, [['pending', 30]]);
    await orderQuote('cancelled-only', 30, [['cancelled', 30]]);
    await orderQuote('fresh-checkout', 30, [
      ['cancelled', 30],
      ['pending', 2],
    ]);
    await orderQuote('paid', 30, [['processing', 29]]);
    await orderQuote('completed', 30, [['completed', 29]]);
    await orderQuote('young-quote', 2, [['pending', 2]]);
  });
  afterAll(() => test.close());

  it('lists only unpaid, stale package orders under "abandoned", and leaves them out of the first view', async () => {
    const abandoned = await bindCaller(db, admin.claims).run((tx) => listQuotes(tx, { ...DEFAULT_QUOTE_QUERY, view: 'abandoned' }));
    const names = (page: typeof abandoned) => page.rows.map((q) => q.client.name).sort();
    expect(names(abandoned)).toEqual(['cancelled-only', 'stale-pending']);
    expect(abandoned.counts.abandoned).toBe(2);

    const first = await bindCaller(db, admin.claims).run((tx) => listQuotes(tx, DEFAULT_QUOTE_QUERY));
    expect(names(first)).toEqual(['completed', 'fresh-checkout', 'paid', 'young-quote']);
    expect(first.counts.active).toBe(first.counts.all - 2);
  });

  it('counts cancelled and stale pending orders as abandoned, paid and fresh ones as active', async () => {
    const page = await bindCaller(db, admin.claims).run((tx) => listOrders(tx, { ...DEFAULT_ORDER_QUERY, view: 'abandoned' }));
    // stale-pending, cancelled-only, fresh-checkout's cancelled one.
    expect(page.counts.abandoned).toBe(3);
    expect(page.rows.every((o) => o.abandoned)).toBe(true);
    const active = await bindCaller(db, admin.claims).run((tx) => listOrders(tx, DEFAULT_ORDER_QUERY));
    expect(active.rows.map((o) => o.status).sort()).toEqual(['completed', 'pending', 'pending', 'processing']);
  });
});
