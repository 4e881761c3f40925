// quotes: what the triggers fill in (user, package name and price, updated_at) and the constraints.
// Who may read and write quotes: tests/integration/rls/quotes.test.ts.
import { describe, expect, it } from 'vitest';
import { engines } from './support/database';
import { expectOutcome, matrix, probe, useSuite, type Suite } from './support/matrix';
import { addQuotes } from './support/rows';
import { SEED } from './support/seed';

describe.each(engines)('quotes on %s', (engine) => {
  const suite = useSuite(engine, addQuotes);
  const quoteA = (s: Suite) => [s.ids['quoteA']];

  describe('insert', () => {
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
            package_price: 30000,
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
    matrix(suite, 'set an unknown status', setStatus('paid'), { admin: { code: '23514' } });

    it('moves updated_at forward on every update', async () => {
      const before = await suite.db.asOwner((tx) =>
        tx.one<{ updated_at: Date }>('select updated_at from public.quotes where id = $1', [suite.ids['quoteB']]),
      );
      const outcome = await probe(suite, 'admin', `update public.quotes set status = 'reviewed' where id = $1 returning updated_at`, [
        suite.ids['quoteB'],
      ]);
      expectOutcome(outcome, 1);
      const after = outcome.ok ? (outcome.rows[0]?.['updated_at'] as Date) : new Date(0);
      expect(after.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Infinity);
    });
  });
});
