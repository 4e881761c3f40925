// Thai translations of the package catalogue (20261122091000_package_translations.sql and the seed):
// every seeded package and comparison row has its Thai text, the Thai feature list cannot drift from the
// English one. That the new columns follow the catalogue's read rules: tests/integration/rls/packages.test.ts
// and package_features.test.ts.
import { describe, expect, it } from 'vitest';
import { runAs } from './support/actors';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';
import { SEED } from './support/seed';

const THAI = /[\u0E00-\u0E7F]/;
const active = SEED.packages.businessWebsite;
const inactive = SEED.packages.retiredLandingPage;
const allPackages = Object.values(SEED.packages);

interface PackageRow {
  id: string;
  is_active: boolean;
  name: string;
  name_th: string | null;
  description_th: string | null;
  delivery_time_th: string | null;
  features: string[];
  features_th: string[] | null;
}

interface FeatureRow {
  package_id: string;
  feature_name: string;
  feature_value: string;
  feature_name_th: string | null;
  feature_value_th: string | null;
}

describe.each(engines)('package translations on %s', (engine) => {
  const suite = useSuite(engine);

  describe('the seeded catalogue', () => {
    it('has Thai name, description, delivery time and features for every package, active or not', async () => {
      const rows = await suite.db.asService((tx) =>
        tx.query<PackageRow>(
          `select id, is_active, name, name_th, description_th, delivery_time_th, features, features_th
           from public.packages where id = any($1::uuid[]) order by sort_order`,
          [allPackages],
        ),
      );
      expect(rows.map((row) => row.id).sort()).toEqual([...allPackages].sort());
      expect(rows.filter((row) => !row.is_active).map((row) => row.id)).toEqual([inactive]);
      for (const row of rows) {
        for (const text of [row.name_th, row.description_th, row.delivery_time_th]) {
          expect(text, `${row.name}`).toMatch(THAI);
          expect(text?.trim(), `${row.name}`).toBe(text);
        }
        expect(row.features_th, `${row.name}`).toHaveLength(row.features.length);
        for (const feature of row.features_th ?? []) expect(feature, `${row.name}: ${feature}`).toMatch(THAI);
        expect(new Set(row.features_th).size, `${row.name}: duplicate Thai features`).toBe(row.features.length);
      }
    });

    it('has Thai text on every comparison row', async () => {
      const rows = await suite.db.asService((tx) =>
        tx.query<FeatureRow>(
          `select package_id, feature_name, feature_value, feature_name_th, feature_value_th
           from public.package_features order by package_id, sort_order`,
        ),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.package_id)).size).toBe(allPackages.length);
      for (const row of rows) {
        const label = `${row.package_id} ${row.feature_name}`;
        expect(row.feature_name_th, label).toMatch(THAI);
        if (row.feature_value.trim() !== '') expect(row.feature_value_th, label).toMatch(/\S/);
      }
      // The same English value always reads the same in Thai, so the comparison table stays consistent.
      const byValue = new Map<string, Set<string | null>>();
      for (const row of rows) byValue.set(row.feature_value, (byValue.get(row.feature_value) ?? new Set()).add(row.feature_value_th));
      expect(byValue.get('Included')).toEqual(new Set(['รวมในแพ็กเกจ']));
      expect(byValue.get('Not Included')).toEqual(new Set(['ไม่รวมในแพ็กเกจ']));
    });

    it('kept the English texts', async () => {
      const row = await suite.db.asCaller(null, (tx) =>
        tx.one<{ name: string; delivery_time: string; delivery_time_th: string; features: string[] }>(
          'select name, delivery_time, delivery_time_th, features from public.packages where id = $1',
          [SEED.packages.starterWebsite],
        ),
      );
      expect(row).toMatchObject({ name: 'Starter Website', delivery_time: '2-4 weeks', delivery_time_th: '2–4 สัปดาห์' });
      expect(row?.features[0]).toBe('Up to 5 pages');
    });
  });

  describe('get_package_with_features', () => {
    it.each(['visitor', 'userA'] as const)('returns the Thai texts of an active package to %s', async (actor) => {
      const row = await runAs(suite.db, suite.cast, actor, (tx) =>
        tx.one<{ pkg: Record<string, unknown> | null }>('select public.get_package_with_features($1) as pkg', [active]),
      );
      const pkg = row?.pkg;
      expect(pkg).toMatchObject({ id: active, name: 'Business Website', name_th: expect.stringMatching(THAI) });
      expect(pkg?.['description_th']).toMatch(THAI);
      expect(pkg?.['delivery_time_th']).toBe('2–3 สัปดาห์');
      expect(pkg?.['features_th']).toHaveLength((pkg?.['features'] as string[]).length);
      const features = pkg?.['package_features'] as Record<string, unknown>[];
      expect(features).toHaveLength(7);
      expect(features[0]).toMatchObject({
        feature_name: 'Pages',
        feature_value: 'Up to 12',
        feature_name_th: 'จำนวนหน้า',
        feature_value_th: 'สูงสุด 12 หน้า',
        is_included: true,
      });
      for (const feature of features) expect(feature['feature_name_th']).toMatch(THAI);
    });

    it('returns null for the inactive package to a visitor', async () => {
      const row = await runAs(suite.db, suite.cast, 'visitor', (tx) =>
        tx.one<{ pkg: unknown }>('select public.get_package_with_features($1) as pkg', [inactive]),
      );
      expect(row).toEqual({ pkg: null });
    });

    it('returns the Thai texts of the inactive package to an admin', async () => {
      const row = await runAs(suite.db, suite.cast, 'admin', (tx) =>
        tx.one<{ pkg: Record<string, unknown> | null }>('select public.get_package_with_features($1) as pkg', [inactive]),
      );
      expect(row?.pkg).toMatchObject({ id: inactive, is_active: false, name_th: expect.stringMatching(THAI) });
      const features = row?.pkg?.['package_features'] as Record<string, unknown>[];
      expect(features.map((f) => f['feature_name_th'])).toEqual(['จำนวนหน้า', 'ระบบจัดการเนื้อหา (CMS)', 'ดูแลหลังส่งมอบ']);
    });
  });

  describe('the Thai feature list has as many items as the English one', () => {
    matrix(
      suite,
      'set features_th one item short',
      {
        sql: `update public.packages set features_th = features_th[1:cardinality(features_th) - 1] where id = $1 returning id`,
        params: () => [active],
      },
      { service: { code: '23514', message: /packages_features_th_matches_features/ } },
    );
    matrix(
      suite,
      'set features_th one item too many',
      { sql: `update public.packages set features_th = features_th || 'เพิ่มเติม'::text where id = $1 returning id`, params: () => [active] },
      { service: { code: '23514', message: /packages_features_th_matches_features/ } },
    );
    matrix(
      suite,
      'add an English feature without its Thai translation',
      { sql: `update public.packages set features = features || 'Extra'::text where id = $1 returning id`, params: () => [active] },
      { service: { code: '23514', message: /packages_features_th_matches_features/ } },
    );
    matrix(
      suite,
      'add a feature in both languages',
      {
        sql: `update public.packages set features = features || 'Extra'::text, features_th = features_th || 'เพิ่มเติม'::text
              where id = $1 returning id`,
        params: () => [active],
      },
      { service: 1 },
    );
    matrix(
      suite,
      'clear features_th (fall back to English)',
      { sql: `update public.packages set features_th = null, name_th = null where id = $1 returning id`, params: () => [active] },
      { service: 1 },
    );
    matrix(
      suite,
      'insert a package without translations',
      { sql: `insert into public.packages (name, price, category, features) values ('New', 100, 'website', array['A']) returning id` },
      { service: 1 },
    );
    matrix(
      suite,
      'insert a package with a mismatched features_th',
      {
        sql: `insert into public.packages (name, price, category, features, features_th)
              values ('New', 100, 'website', array['A', 'B'], array['ก']) returning id`,
      },
      { service: { code: '23514' } },
    );
    matrix(
      suite,
      'set a blank name_th',
      { sql: `update public.packages set name_th = '  ' where id = $1 returning id`, params: () => [active] },
      { service: { code: '23514' } },
    );
  });
});
