// The local path end to end on the real schema: an order through the demo checkout, what the
// customer's dashboard shows (RLS: only their own rows), and who may pay or cancel a checkout.
import { bindCaller } from '../../../src/server/db/caller';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder, type OrderRequest } from '../../../src/server/orders/start';
import { settleReturnFromCheckout } from '../../../src/server/orders/fulfil';
import { loadDemoCheckout, settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { loadDashboard } from '../../../src/server/portal/dashboard';
import { getPackage, listPackages } from '../../../src/server/catalogue/packages';
import { projectDetails } from '../../../src/domain/orders';
import { createUser, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });

describe.each(engines)('demo checkout and dashboard on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let payments: DemoPayments;
  let alice: User;
  let bob: User;

  const request = (user: User, overrides: Partial<OrderRequest> = {}): OrderRequest => ({
    userId: user.id,
    claims: user.claims,
    email: user.email,
    contact: { name: 'Alice Tan', phone: '', company: '' },
    packageId: SEED.packages.businessWebsite,
    quantity: 2,
    details: projectDetails.parse({ business_name: 'Baan Coffee', business_description: 'Specialty coffee roaster in Ari, Bangkok.' }),
    locale: 'en',
    origin: 'http://127.0.0.1:4321',
    ...overrides,
  });

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    payments = new DemoPayments(db);
    alice = await createUser(db, { email: `alice-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-${engine}@example.test` });
  });
  afterAll(() => test.close());

  it('lists the active catalogue by price, in Thai when asked, and never the retired package', async () => {
    const english = await listPackages(bindCaller(db, null), 'en');
    const thai = await listPackages(bindCaller(db, alice.claims), 'th');
    expect(english).toHaveLength(SEED.activePackageCount);
    expect(english.map((p) => p.price)).toEqual([...english.map((p) => p.price)].sort((a, b) => a - b));
    expect(english.find((p) => p.id === SEED.packages.businessWebsite)?.name).toBe('Business Website');
    expect(thai.find((p) => p.id === SEED.packages.businessWebsite)?.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(english.some((p) => p.id === SEED.packages.retiredLandingPage)).toBe(false);
    expect(await getPackage(bindCaller(db, alice.claims), SEED.packages.retiredLandingPage, 'en')).toBeNull();
    expect(await getPackage(bindCaller(db, alice.claims), 'not-a-uuid', 'en')).toBeNull();
    const detail = await getPackage(bindCaller(db, alice.claims), SEED.packages.businessWebsite, 'th');
    expect(detail?.detailedFeatures.length).toBeGreaterThan(0);
    expect(detail?.detailedFeatures.every((f) => /[\u0E00-\u0E7F]/.test(f.name))).toBe(true);
  });

  it('turns an order into a pending demo checkout, then a processing order when paid', async () => {
    const result = await startOrder({ db, mail, payments }, request(alice));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sessionId = result.url.split('/').pop() ?? '';
    expect(result.url).toBe(`http://127.0.0.1:4321/checkout/demo/${sessionId}`);

    const view = await loadDemoCheckout(bindCaller(db, alice.claims), sessionId);
    expect(view).toMatchObject({ packageName: 'Business Website', quantity: 2, totalAmount: 49_800, currency: 'THB', status: 'pending' });
    // Someone else's checkout is invisible, and cannot be paid or cancelled by them.
    expect(await loadDemoCheckout(bindCaller(db, bob.claims), sessionId)).toBeNull();
    expect(await settleDemoCheckout(bindCaller(db, bob.claims), sessionId, 'pay')).toBe(false);
    expect(await settleDemoCheckout(bindCaller(db, bob.claims), sessionId, 'cancel')).toBe(false);

    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionId, 'pay')).toBe(true);
    expect((await loadDemoCheckout(bindCaller(db, alice.claims), sessionId))?.status).toBe('processing');
    // Paying twice changes nothing (and reports that nothing was open).
    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionId, 'pay')).toBe(false);
    expect((await payments.getCheckout(sessionId))?.paid).toBe(true);
    // The return to the dashboard thanks only the customer whose paid order it is.
    expect(await settleReturnFromCheckout(db, payments, sessionId, alice.id)).toBe(true);
    expect(await settleReturnFromCheckout(db, payments, sessionId, bob.id)).toBe(false);
    expect(await settleReturnFromCheckout(db, payments, 'demo_cs_00000000000000000000000000000000', alice.id)).toBe(false);
    expect(await settleReturnFromCheckout(db, payments, 'made_up', alice.id)).toBe(false);

    const emails = await db.asService((tx) =>
      tx.query<{ kind: string }>('select kind from public.email_outbox where related_id = $1 order by kind', [result.quoteId]),
    );
    // Paid once (paying twice and the return path add nothing): the receipt and the studio's alert.
    expect(emails.map((e) => e.kind)).toEqual(['order_paid', 'order_receipt', 'purchase_attempt', 'quote_confirmation']);
  });

  it('cancels a checkout the customer walks away from', async () => {
    const checkout = vi.spyOn(payments, 'createCheckout');
    const result = await startOrder({ db, mail, payments }, request(alice, { quantity: 1, locale: 'th' }));
    if (!result.ok) throw new Error('order failed');
    const sessionId = result.url.split('/').pop() ?? '';
    expect(result.url).toContain('/th/checkout/demo/');
    // The Thai checkout names the package in Thai (issue 10): the provider's line item and the demo page.
    expect(checkout.mock.calls[0]?.[0].packageName).toBe('เว็บไซต์ธุรกิจ');
    checkout.mockRestore();
    expect((await loadDemoCheckout(bindCaller(db, alice.claims), sessionId, 'th'))?.packageName).toBe('เว็บไซต์ธุรกิจ');
    expect((await loadDemoCheckout(bindCaller(db, alice.claims), sessionId, 'en'))?.packageName).toBe('Business Website');
    // The Thai customer's confirmation names the package in Thai; the studio's alert stays English.
    const mails = await db.asService((tx) =>
      tx.query<{ kind: string; text: string }>('select kind, text from public.email_outbox where related_id = $1 order by kind', [
        result.quoteId,
      ]),
    );
    expect(mails.find((m) => m.kind === 'quote_confirmation')?.text).toContain('เว็บไซต์ธุรกิจ');
    expect(mails.find((m) => m.kind === 'purchase_attempt')?.text).toContain('Business Website');
    expect(await settleDemoCheckout(bindCaller(db, alice.claims), sessionId, 'cancel')).toBe(true);
    expect((await loadDemoCheckout(bindCaller(db, alice.claims), sessionId))?.status).toBe('cancelled');
    expect((await payments.getCheckout(sessionId))?.status).toBe('expired');
  });

  it('refuses a retired package and leaves no quote, no e-mail and no order', async () => {
    const before = await db.asService((tx) => tx.one<{ n: number }>('select count(*)::int as n from public.quotes'));
    const result = await startOrder({ db, mail, payments }, request(bob, { packageId: SEED.packages.retiredLandingPage }));
    expect(result).toEqual({ ok: false, error: 'package_not_found' });
    const after = await db.asService((tx) => tx.one<{ n: number }>('select count(*)::int as n from public.quotes'));
    expect(after?.n).toBe(before?.n);
  });

  it("shows each customer only their own quotes and orders, with the spec's counters", async () => {
    const dashboard = await loadDashboard(bindCaller(db, alice.claims), 'en');
    expect(dashboard.counters).toEqual({ totalOrders: 2, activeQuotes: 2, completed: 0, inProgress: 1 });
    expect(dashboard.orders.map((o) => o.status).sort()).toEqual(['cancelled', 'processing']);
    expect(dashboard.quotes.every((q) => q.packageName === 'Business Website')).toBe(true);
    expect(dashboard.quotes.map((q) => q.price).sort()).toEqual([24_900, 49_800]);

    const thai = await loadDashboard(bindCaller(db, alice.claims), 'th');
    expect(thai.quotes[0]?.packageName).toMatch(/[\u0E00-\u0E7F]/);

    const empty = await loadDashboard(bindCaller(db, bob.claims), 'en');
    expect(empty).toEqual({ counters: { totalOrders: 0, activeQuotes: 0, completed: 0, inProgress: 0 }, quotes: [], orders: [] });
  });

  it('shows the admin’s custom price, timeline and notes once the quote is reviewed', async () => {
    const [quote] = (await loadDashboard(bindCaller(db, alice.claims), 'en')).quotes;
    await db.asService((tx) =>
      tx.query(
        `update public.quotes set status = 'quoted', quoted_price = 45000, quoted_timeline = '2-3 weeks', admin_notes = 'Includes LINE OA' where id = $1`,
        [quote?.id],
      ),
    );
    const updated = (await loadDashboard(bindCaller(db, alice.claims), 'en')).quotes.find((q) => q.id === quote?.id);
    expect(updated).toMatchObject({ price: 45_000, custom: true, timeline: '2-3 weeks', adminNotes: 'Includes LINE OA', status: 'quoted' });
  });
});
