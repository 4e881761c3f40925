// packages and package_features: the seeded catalogue, its constraints, and get_package_with_features
// (which follows the catalogue's read rules). Who may read and write the tables: tests/integration/rls/.
import { describe, expect, it } from 'vitest';
import { runAs, type ActorName } from './support/actors';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';
import { SEED } from './support/seed';

const active = SEED.packages.businessWebsite;
const inactive = SEED.packages.retiredLandingPage;

describe.each(engines)('packages on %s', (engine) => {
  const suite = useSuite(engine);

  describe('the seeded catalogue', () => {
    it('has active packages in all four categories, priced in whole baht', async () => {
      const rows = await suite.db.asCaller(null, (tx) =>
        tx.query<{ category: string; n: number; min: number; max: number }>(
          `select category, count(*)::int as n, min(price) as min, max(price) as max
           from public.packages group by category order by category`,
        ),
      );
      expect(rows.map((row) => row.category)).toEqual(['ecommerce', 'maintenance', 'seo', 'website']);
      expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(SEED.activePackageCount);
      for (const row of rows) expect(row.min).toBeGreaterThanOrEqual(12900);
    });

    it('lists features as text and in the comparison table', async () => {
      const rows = await suite.db.asCaller(null, (tx) =>
        tx.query<{ features: string[]; included: number; excluded: number }>(
          `select p.features,
                  count(*) filter (where f.is_included)::int as included,
                  count(*) filter (where not f.is_included)::int as excluded
           from public.packages p join public.package_features f on f.package_id = p.id
           group by p.id`,
        ),
      );
      expect(rows).toHaveLength(SEED.activePackageCount);
      for (const row of rows) {
        expect(row.features.length).toBeGreaterThanOrEqual(5);
        expect(row.features.length).toBeLessThanOrEqual(10);
        expect(row.included).toBeGreaterThan(0);
      }
      expect(rows.some((row) => row.excluded > 0)).toBe(true);
    });
  });

  describe('constraints', () => {
    matrix(
      suite,
      'insert a package in an unknown category',
      { sql: `insert into public.packages (name, price, category) values ('X', 100, 'hosting') returning id` },
      { service: { code: '23514' } },
    );
  });

  describe('get_package_with_features', () => {
    const call = (actor: ActorName, id: string) =>
      runAs(suite.db, suite.cast, actor, (tx) =>
        tx.one<{ pkg: Record<string, unknown> | null }>('select public.get_package_with_features($1) as pkg', [id]),
      );

    it.each(['visitor', 'userA', 'admin'] as const)('returns an active package with its features to %s', async (actor) => {
      const row = await call(actor, active);
      expect(row?.pkg).toMatchObject({ id: active, name: 'Business Website', price: 24900, currency: 'THB', is_active: true });
      const features = row?.pkg?.['package_features'] as { feature_name: string; is_included: boolean }[];
      expect(features).toHaveLength(7);
      expect(features[0]).toMatchObject({ feature_name: 'Pages', feature_value: 'Up to 12', is_included: true });
      expect(features.find((f) => f.feature_name === 'Third-party integrations')).toMatchObject({
        feature_value: 'Not Included',
        is_included: false,
      });
    });

    it.each(['visitor', 'userA', 'fakeAdmin'] as const)('returns null for the inactive package to %s', async (actor) => {
      expect(await call(actor, inactive)).toEqual({ pkg: null });
    });

    it('returns the inactive package to an admin', async () => {
      const row = await call('appAdmin', inactive);
      expect(row?.pkg).toMatchObject({ id: inactive, is_active: false });
    });

    it('returns null for an unknown id', async () => {
      expect(await call('visitor', '00000000-0000-4000-8000-000000000000')).toEqual({ pkg: null });
    });
  });
});
