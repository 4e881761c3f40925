// quotes: a customer requests quotes for themselves (pending, no admin fields) and reads only their own;
// admins read and write all; a visitor's quote (no account) is inserted by the server as the service role.
import { describe, expect, it } from 'vitest';
import { engines } from './support/database';
import { expectOutcome, matrix, probe, useSuite, type Suite } from './support/matrix';
import { SEED } from './support/seed';

const insertQuote = (columns: string, values: string) =>
  `insert into public.quotes (user_id, package_name, package_price, project_description, contact_info${columns})
   values ($1, 'Custom plan', 25000, 'A bilingual site for a Bangkok clinic with online booking.',
           '{"name":"Ann","email":"ann@example.test","phone":"","company":""}'${values})
   returning id, user_id, status, package_name, package_price`;

async function setup(suite: Suite) {
  const add = (userId: string | null, label: string) =>
    suite.db.asService(async (tx) => {
      const row = await tx.one<{ id: string }>(insertQuote('', '').replace('Custom plan', label), [userId]);
      return row?.id ?? '';
    });
  suite.ids['quoteA'] = await add(suite.cast.userA.id, 'Quote of A');
  suite.ids['quoteB'] = await add(suite.cast.userB.id, 'Quote of B');
  suite.ids['visitorQuote'] = await add(null, 'Quote of a visitor');
}

describe.each(engines)('quotes on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const own = (s: Suite) => [s.cast.userA.id];
  const quoteA = (s: Suite) => [s.ids['quoteA']];

  describe('select', () => {
    matrix(suite, "select user A's quote", { sql: 'select id from public.quotes where id = $1', params: quoteA }, {
      visitor: 'denied',
      userA: 1,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      service: 1,
    });
    matrix(suite, 'select all quotes', { sql: 'select id from public.quotes' }, {
      userA: 1,
      userB: 1,
      fakeAdmin: 0,
      admin: 3,
      appAdmin: 3,
    });
  });

  describe('insert by a customer', () => {
    matrix(suite, 'request a pending quote for oneself', { sql: insertQuote('', ''), params: own }, {
      visitor: 'denied',
      userA: 1,
      userB: 'rls',
      fakeAdmin: 'rls',
      admin: 1,
    });
    matrix(suite, 'request a quote without a user', { sql: insertQuote('', ''), params: () => [null] }, {
      userA: 'rls',
      service: 1,
    });
    matrix(suite, "request a quote already 'approved'", { sql: insertQuote(', status', ", 'approved'"), params: own }, {
      userA: 'rls',
      admin: 1,
    });
    matrix(suite, 'request a quote with a quoted_price', { sql: insertQuote(', quoted_price', ', 1'), params: own }, {
      userA: 'rls',
      admin: 1,
    });
    matrix(suite, 'request a quote with admin notes', { sql: insertQuote(', admin_notes', ", 'vip'"), params: own }, { userA: 'rls' });
    matrix(suite, 'request a quote with a quoted timeline', { sql: insertQuote(', quoted_timeline', ", '1 day'"), params: own }, {
      userA: 'rls',
    });

    it('fills user_id from the caller when the server leaves it out', async () => {
      const outcome = await probe(
        suite,
        'userA',
        `insert into public.quotes (project_description, source) values ('From the modal', 'modal') returning user_id, status, locale, quantity`,
      );
      expect(outcome).toEqual({ ok: true, rows: [{ user_id: suite.cast.userA.id, status: 'pending', locale: 'en', quantity: 1 }] });
    });

    it('takes name and price of a catalogue package from the database, not from the request', async () => {
      const outcome = await probe(
        suite,
        'userA',
        `insert into public.quotes (package_id, package_name, package_price, quantity, source, locale, project_details)
         values ($1, 'Anything', 1, 2, 'order', 'th', $2) returning package_name, package_price, quantity, project_details`,
        [SEED.packages.shopStarter, { business_name: 'Baan Som', timeline: '1_month', budget_range: '30000-50000' }],
      );
      expect(outcome).toEqual({
        ok: true,
        rows: [
          {
            package_name: 'Online Shop Starter',
            package_price: 35000,
            quantity: 2,
            project_details: { business_name: 'Baan Som', timeline: '1_month', budget_range: '30000-50000' },
          },
        ],
      });
    });

    matrix(
      suite,
      'request a quote for the inactive package',
      {
        sql: `insert into public.quotes (package_id, project_description) values ($1, 'Old offer') returning package_price`,
        params: () => [SEED.packages.retiredLandingPage],
      },
      { userA: { code: '23503', message: /not available/ }, admin: 1 },
    );
    matrix(
      suite,
      'request a quote with quantity 0, an unknown source or locale',
      { sql: `insert into public.quotes (quantity, source, locale) values (0, 'email', 'de') returning id` },
      { userA: { code: '23514' } },
    );
  });

  describe('update', () => {
    const setStatus = (status: string) => ({
      sql: `update public.quotes set status = '${status}', quoted_price = 30000, quoted_timeline = '3 weeks', admin_notes = 'ok'
            where id = $1 returning id, updated_at`,
      params: quoteA,
    });
    matrix(suite, "quote user A's request", setStatus('quoted'), {
      visitor: 'denied',
      userA: 0,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      service: 1,
    });
    matrix(
      suite,
      'edit the description of own quote',
      { sql: `update public.quotes set project_description = 'changed' where id = $1 returning id`, params: quoteA },
      { userA: 0 },
    );
    matrix(suite, 'set an unknown status', setStatus('paid'), { admin: { code: '23514' } });

    it('moves updated_at forward on every update', async () => {
      const before = await suite.db.asOwner((tx) => tx.one<{ updated_at: Date }>('select updated_at from public.quotes where id = $1', [suite.ids['quoteB']]));
      const outcome = await probe(suite, 'admin', `update public.quotes set status = 'reviewed' where id = $1 returning updated_at`, [suite.ids['quoteB']]);
      expectOutcome(outcome, 1);
      const after = outcome.ok ? (outcome.rows[0]?.['updated_at'] as Date) : new Date(0);
      expect(after.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Infinity);
    });
  });

  describe('delete', () => {
    matrix(suite, "delete user A's quote", { sql: 'delete from public.quotes where id = $1 returning id', params: quoteA }, {
      visitor: 'denied',
      userA: 0,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      service: 1,
    });
  });
});
