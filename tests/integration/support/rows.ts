// Rows the quotes, orders and payments suites (their RLS files and their behaviour files) start from,
// what the order and blog suites send (the order form's request, the blog editor's post), and the fake
// Stripe the order suites run against.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { BlogPostInput } from '../../../src/domain/blog';
import type { DatabaseEngine, JwtClaims } from '../../../src/server/db/types';
import type { OrderRequest } from '../../../src/server/orders/start';
import { StripePayments } from '../../../src/server/payments/stripe';
import { POST_DEFAULTS } from '../../unit/support/blogPost';
import { openTestDatabase, type EngineName, type TestDatabase } from './database';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from './fakeStripe';
import type { Suite } from './matrix';
import { SEED } from './seed';

/** An insert into public.quotes with extra `columns` and their `values` appended; $1 is the user id. */
export const insertQuote = (columns: string, values: string) =>
  `insert into public.quotes (user_id, package_name, package_price, project_description, contact_info${columns})
   values ($1, 'Custom plan', 25000, 'A bilingual site for a Bangkok clinic with online booking.',
           '{"name":"Ann","email":"ann@example.test","phone":"","company":""}'${values})
   returning id, user_id, status, package_name, package_price`;

/** Quotes of user A, user B and a visitor, as suite.ids quoteA, quoteB and visitorQuote. */
export async function addQuotes(suite: Suite) {
  const add = (userId: string | null, label: string) => insertedId(suite, insertQuote('', '').replace('Custom plan', label), [userId]);
  suite.ids['quoteA'] = await add(suite.cast.userA.id, 'Quote of A');
  suite.ids['quoteB'] = await add(suite.cast.userB.id, 'Quote of B');
  suite.ids['visitorQuote'] = await add(null, 'Quote of a visitor');
}

/** A completed order each for user A and user B, as suite.ids orderA and orderB. */
export async function addOrders(suite: Suite) {
  const add = (userId: string, session: string) =>
    insertedId(
      suite,
      `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
       values ($1, $2, 2, 49800, 'completed', $3) returning id`,
      [userId, SEED.packages.businessWebsite, session],
    );
  suite.ids['orderA'] = await add(suite.cast.userA.id, 'cs_test_a');
  suite.ids['orderB'] = await add(suite.cast.userB.id, 'cs_test_b');
}

/**
 * The quotes of addQuotes, then one row on user A's quote and one on user B's, made by `insert` as the
 * service role ($1 the quote, $2 its owner), as suite.ids `${key}A` and `${key}B`.
 */
export async function addQuoteRows(suite: Suite, key: string, insert: string) {
  await addQuotes(suite);
  suite.ids[`${key}A`] = await insertedId(suite, insert, [suite.ids['quoteA'], suite.cast.userA.id]);
  suite.ids[`${key}B`] = await insertedId(suite, insert, [suite.ids['quoteB'], suite.cast.userB.id]);
}

/** A payment for the studio to reconcile (session cs_test_unmatched, metadata naming user A), as suite.ids reconciliation. */
export async function addReconciliation(suite: Suite) {
  suite.ids['reconciliation'] = await insertedId(
    suite,
    `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency, customer_email, metadata)
     values ('stripe', 'cs_test_unmatched', 'unknown_quote', 49800, 'THB', 'payer@example.test', $1::jsonb) returning id`,
    [JSON.stringify({ user_id: suite.cast.userA.id })],
  );
}

/** Runs an insert … returning id as the service role: the id, or '' when no row came back. */
export async function insertedId(suite: Suite, sql: string, params: unknown[]): Promise<string> {
  const row = await suite.db.asService((tx) => tx.one<{ id: string }>(sql, params));
  return row?.id ?? '';
}

/** A customer's order of two Business Websites as the order form sends it; `extra` replaces fields. */
export const orderRequestFor = (
  user: { id: string; email: string; claims: JwtClaims },
  extra: Partial<OrderRequest> = {},
): OrderRequest => ({
  userId: user.id,
  claims: user.claims,
  email: user.email,
  contact: { name: 'Somchai Jaidee', phone: '081 234 5678', company: 'Baan Coffee Co.' },
  packageId: SEED.packages.businessWebsite,
  quantity: 2,
  details: {
    business_name: 'Baan Coffee',
    business_description: '',
    target_audience: '',
    preferred_colors: '',
    special_requirements: '',
    timeline: '1_month',
    budget_range: '',
  },
  locale: 'th',
  origin: 'http://127.0.0.1:4321',
  ...extra,
});

export type PostInput = BlogPostInput & { id?: string };

/** A post as the blog editor sends it after blogPostInput, every optional field left empty; `fields` fill it in. */
export const postInput = (fields: Partial<PostInput> & Pick<PostInput, 'title' | 'content'>): PostInput => ({
  ...POST_DEFAULTS,
  auto_post_to_x: false,
  ...fields,
});

export interface StripeSuite {
  db: DatabaseEngine;
  fake: FakeStripe;
  /** The Stripe adapter, pointed at the fake, with the secret the fake signs its webhooks with. */
  payments: StripePayments;
}

/**
 * For a suite of the order flow through Stripe: a fresh database on `engine` and a fake Stripe, opened
 * before its tests and closed after them; before each test the fake forgets everything before it
 * and console.error is silenced (the code logs provider failures; the tests assert them instead).
 */
export function useStripeSuite(engine: EngineName): StripeSuite {
  const suite = {} as StripeSuite;
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    suite.db = handle.db;
    suite.fake = await startFakeStripe();
    suite.payments = new StripePayments({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: suite.fake.url });
  }, 120_000);
  afterAll(async () => {
    await suite.fake.close();
    await handle?.close();
  }, 30_000);
  beforeEach(() => {
    suite.fake.reset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });
  return suite;
}

/**
 * Issues a document of `type` for the user as the service, for a paid order of theirs from which
 * `withholding` satang were withheld (0: paid in full; decision 0061). `claimed` is what the snapshot's
 * totals say was withheld (by default the same; older receipts claimed it for every company buyer).
 */
export async function issueTestDocument(
  suite: Suite,
  type: string,
  userId: string,
  withholding: number,
  claimed: number = withholding,
): Promise<string> {
  const snapshot = JSON.stringify({ version: 1, totals: { withholding: claimed } });
  const rows = await suite.db.asService(async (tx) => {
    // A receipt acknowledges a payment; other documents name none here.
    const paid = type === 'receipt' || type === 'tax_invoice';
    const order = !paid
      ? null
      : await tx.one<{ id: string }>(
          `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id, withheld_satang)
       values ($1, $2, 1, 24900, 'processing', 'cs_test_' || gen_random_uuid(), $3) returning id`,
          [userId, SEED.packages.businessWebsite, withholding],
        );
    return tx.query<{ id: string }>(`select id from public.issue_document($1, now(), $2, null, $3, $4::jsonb)`, [
      type,
      userId,
      order?.id ?? null,
      snapshot,
    ]);
  });
  return rows[0]!.id;
}

/**
 * What an acceptance of a quote priced without a quotation revision sends (a quote priced by SQL in a
 * test, as before decision 0053): no revision seen, a documentation address and a browser name.
 */
export const unrevised = { revision: null, clientAddress: '203.0.113.7', userAgent: 'vitest' } as const;
