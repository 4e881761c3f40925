// A paid package order's quote moves on as an accepted custom quote does (issue 35 item 5, decision
// 0065), on both engines: the payment approves it in the payment's transaction, the dashboard shows
// the price paid, the studio can still re-price it (decision 0018) but not move it back otherwise, and
// the data migration moves the quotes of package orders paid before the change.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder } from '../../../src/server/orders/start';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { loadDashboard } from '../../../src/server/portal/dashboard';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { loadQuoteRecord } from '../../../src/server/admin/quoteRecord';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { projectDetails } from '../../../src/domain/orders';
import { createUser, setProfileRole, type User } from '../support/actors';
import { SUPABASE_DIR, engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
const DATA_MIGRATION = join(SUPABASE_DIR, 'migrations', '20261202150100_paid_package_quotes_moved_on.sql');

describe.each(engines)('a paid package order on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let payments: DemoPayments;
  let client: User;
  let admin: User;

  /** The client orders two Business Websites (49,800) and pays through the demo checkout. */
  const orderAndPay = async () => {
    const started = await startOrder(
      { db, mail, payments },
      {
        userId: client.id,
        claims: client.claims,
        email: client.email,
        contact: { name: 'Somchai Jaidee', phone: '', company: '' },
        packageId: SEED.packages.businessWebsite,
        quantity: 2,
        details: projectDetails.parse({ business_name: 'Baan Coffee' }),
        locale: 'th',
        origin,
      },
    );
    if (!started.ok) throw new Error('the order failed');
    expect(await settleDemoCheckout(bindCaller(db, client.claims), started.url.split('/').pop() ?? '', 'pay')).toBe(true);
    return started.quoteId;
  };
  const statusOf = async (quoteId: string) =>
    (await db.asService((tx) => tx.one<{ status: string }>('select status from public.quotes where id = $1', [quoteId])))?.status;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    payments = new DemoPayments(db);
    client = await createUser(db, { email: `paid-package-${engine}@example.test` });
    admin = await createUser(db, { email: `paid-package-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
  }, 120_000);
  afterAll(() => test?.close());

  it('approves the quote with the payment, and the dashboard shows the price paid, not an estimate', async () => {
    const quoteId = await orderAndPay();
    expect(await statusOf(quoteId)).toBe('approved');
    const dashboard = await loadDashboard(bindCaller(db, client.claims), 'th');
    const quote = dashboard.quotes.find((q) => q.id === quoteId);
    expect(quote).toMatchObject({ status: 'approved', price: 49_800, priceKind: 'paid', settlement: null });
    expect(dashboard.orders[0]).toMatchObject({ status: 'processing', amount: 49_800 });
    // Nothing was accepted: the acceptance fields stay empty, and the trail names the system.
    const row = await db.asService((tx) =>
      tx.one<{ accepted_at: string | null; accepted_price: number | null }>(
        'select accepted_at, accepted_price from public.quotes where id = $1',
        [quoteId],
      ),
    );
    expect(row).toEqual({ accepted_at: null, accepted_price: null });
    const record = await loadQuoteRecord(bindCaller(db, admin.claims), quoteId, 'en');
    expect(record?.paid).toBe(true);
    expect(record?.trail.find((e) => e.subject === 'quote' && e.action === 'changed')).toMatchObject({
      actorKind: 'system',
      changes: { status: { before: 'pending', after: 'approved' } },
    });
  });

  it('lets the studio re-price it, and the accepted re-price is final', async () => {
    const quoteId = await orderAndPay();
    const studio = bindCaller(db, admin.claims);
    const review = (status: 'reviewed' | 'quoted' | 'rejected', quotedPrice: number | null = null) =>
      updateQuote(studio, { id: quoteId, status, quotedPrice, quotedTimeline: '', adminNotes: '' });
    expect(await review('reviewed')).toBe('not_allowed');
    expect(await review('rejected')).toBe('not_allowed');
    await expect(db.asService((tx) => tx.query(`update public.quotes set status = 'reviewed' where id = $1`, [quoteId]))).rejects.toThrow(
      /quote_transition approved -> reviewed/,
    );
    expect(await review('quoted', 60_000)).toMatchObject({ status: 'quoted', quotedPrice: 60_000 });
    const latest = await db.asService((tx) =>
      tx.one<{ revision: number }>('select max(revision)::int as revision from public.quotation_revisions where quote_id = $1', [quoteId]),
    );
    const accepted = await acceptQuote(
      { db, mail, payments },
      { userId: client.id, claims: client.claims, email: client.email, origin },
      quoteId,
      { revision: latest?.revision ?? null, clientAddress: '203.0.113.7', userAgent: 'vitest' },
    );
    expect(accepted).toMatchObject({ ok: true, settlement: { outcome: 'due', amount: 10_200 } });
    expect(await review('quoted', 50_000)).toBe('not_allowed');
    const quote = (await loadDashboard(bindCaller(db, client.claims), 'en')).quotes.find((q) => q.id === quoteId);
    expect(quote).toMatchObject({ status: 'approved', price: 60_000, priceKind: 'agreed' });
  });

  it('leaves a quote the studio priced before the payment waiting for its acceptance', async () => {
    const started = await startOrder(
      { db, mail, payments },
      {
        userId: client.id,
        claims: client.claims,
        email: client.email,
        contact: { name: 'Somchai Jaidee', phone: '', company: '' },
        packageId: SEED.packages.businessWebsite,
        quantity: 1,
        details: projectDetails.parse({ business_name: 'Baan Tea' }),
        locale: 'en',
        origin,
      },
    );
    if (!started.ok) throw new Error('the order failed');
    await updateQuote(bindCaller(db, admin.claims), {
      id: started.quoteId,
      status: 'quoted',
      quotedPrice: 30_000,
      quotedTimeline: '',
      adminNotes: '',
    });
    expect(await settleDemoCheckout(bindCaller(db, client.claims), started.url.split('/').pop() ?? '', 'pay')).toBe(true);
    expect(await statusOf(started.quoteId)).toBe('quoted');
  });

  it('the data migration moves the quotes of package orders paid before the change, and only those', async () => {
    const quotes = await db.asOwner(async (tx) => {
      // The database as it was before the change: no trigger moves a paid package order's quote.
      await tx.exec('alter table public.orders disable trigger approve_paid_package_quote');
      const quote = async (status: string) =>
        (await tx.one<{ id: string }>(
          `insert into public.quotes (user_id, package_id, package_name, package_price, project_description, contact_info, source, locale, status)
           values ($1, $2, 'Business Website', 24900, 'Old order', $3, 'order', 'en', $4) returning id`,
          [client.id, SEED.packages.businessWebsite, JSON.stringify({ name: 'Somchai', email: client.email }), status],
        ))!.id;
      const order = (quoteId: string, status: string, purpose = 'package') =>
        tx.query(
          `insert into public.orders (user_id, quote_id, package_id, total_amount, status, purpose) values ($1, $2, $3, 24900, $4, $5)`,
          [client.id, quoteId, SEED.packages.businessWebsite, status, purpose],
        );
      const ids = {
        paid: await quote('pending'),
        reviewed: await quote('reviewed'),
        completed: await quote('pending'),
        unpaid: await quote('pending'),
        expired: await quote('pending'),
        quoted: await quote('quoted'),
        rejected: await quote('rejected'),
      };
      await order(ids.paid, 'processing');
      await order(ids.reviewed, 'processing');
      await order(ids.completed, 'completed');
      await order(ids.unpaid, 'pending');
      await order(ids.expired, 'cancelled');
      await order(ids.quoted, 'processing');
      await tx.exec('alter table public.orders enable trigger approve_paid_package_quote');
      return ids;
    });
    const before = await Promise.all(Object.values(quotes).map(statusOf));
    expect(before).toEqual(['pending', 'reviewed', 'pending', 'pending', 'pending', 'quoted', 'rejected']);

    const migration = await readFile(DATA_MIGRATION, 'utf8');
    await db.asOwner((tx) => tx.exec(migration));
    const after = Object.fromEntries(await Promise.all(Object.entries(quotes).map(async ([key, id]) => [key, await statusOf(id)])));
    expect(after).toEqual({
      paid: 'approved',
      reviewed: 'approved',
      completed: 'approved',
      unpaid: 'pending',
      expired: 'pending',
      quoted: 'quoted',
      rejected: 'rejected',
    });
    // Run again, it changes nothing; the trail has one system change per moved quote.
    await db.asOwner((tx) => tx.exec(migration));
    const trail = await db.asService((tx) =>
      tx.query<{ quote_id: string }>(
        `select quote_id from public.audit_events where subject = 'quote' and action = 'changed' and actor_kind = 'system' and quote_id = any($1::uuid[])`,
        [Object.values(quotes)],
      ),
    );
    expect(trail.map((e) => e.quote_id).sort()).toEqual([quotes.paid, quotes.reviewed, quotes.completed].sort());
  });
});
