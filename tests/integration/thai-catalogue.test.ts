// Issue 12: the Thai package catalogue, read from the migrated and seeded database, follows the Thai
// glossary (tests/unit/i18n/thaiGlossary.ts), also as the pages show it ("ระยะเวลา: {time}"); and the
// glossary migration turns the texts an older seed wrote into the glossary's, leaving edited ones alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '../../src/i18n/th';
import { interpolate } from '../../src/i18n/interpolate';
import { thaiCopyProblems } from '../unit/i18n/thaiGlossary';
import { SUPABASE_DIR, engines } from './support/database';
import { useSuite } from './support/matrix';
import { SEED } from './support/seed';

interface PackageRow {
  id: string;
  name_th: string | null;
  description_th: string | null;
  delivery_time_th: string | null;
  features_th: string[] | null;
}

interface FeatureRow {
  package_id: string;
  feature_name: string;
  feature_name_th: string | null;
  feature_value_th: string | null;
}

const MIGRATION = '20261124100000_thai_glossary_catalogue.sql';

async function thaiTexts(suite: ReturnType<typeof useSuite>): Promise<[string, string][]> {
  const [packages, features] = await suite.db.asService(
    async (tx) =>
      [
        await tx.query<PackageRow>(
          'select id, name_th, description_th, delivery_time_th, features_th from public.packages order by sort_order',
        ),
        await tx.query<FeatureRow>(
          'select package_id, feature_name, feature_name_th, feature_value_th from public.package_features order by package_id, sort_order',
        ),
      ] as const,
  );
  const texts: [string, string | null][] = [];
  for (const row of packages) {
    texts.push(
      [`${row.id} name_th`, row.name_th],
      [`${row.id} description_th`, row.description_th],
      [`${row.id} delivery_time_th`, row.delivery_time_th],
    );
    // The package list and the modal show the delivery time inside a label.
    if (row.delivery_time_th) {
      texts.push([`${row.id} packages.delivery`, interpolate(th['packages.delivery'], { time: row.delivery_time_th })]);
      texts.push([`${row.id} modal.packages.delivery`, interpolate(th['modal.packages.delivery'], { time: row.delivery_time_th })]);
    }
    (row.features_th ?? []).forEach((feature, i) => texts.push([`${row.id} features_th[${i + 1}]`, feature]));
  }
  for (const row of features) {
    texts.push(
      [`${row.package_id} ${row.feature_name} (name)`, row.feature_name_th],
      [`${row.package_id} ${row.feature_name} (value)`, row.feature_value_th],
    );
  }
  return texts.filter((entry): entry is [string, string] => entry[1] !== null);
}

describe.each(engines)('the Thai package catalogue on %s', (engine) => {
  const suite = useSuite(engine);

  it('follows the Thai glossary in every Thai text of every package and comparison row', async () => {
    const texts = await thaiTexts(suite);
    expect(texts.length).toBeGreaterThan(150);
    for (const [where, text] of texts) expect(thaiCopyProblems(text), `${where}: ${text}`).toEqual([]);
  });

  it('shows care plans and the SEO retainer as contract lengths, not delivery times', async () => {
    const rows = await suite.db.asService((tx) =>
      tx.query<{ id: string; delivery_time_th: string }>(
        'select id, delivery_time_th from public.packages where id = any($1::uuid[]) order by sort_order',
        [[SEED.packages.careEssential, SEED.packages.carePlus, SEED.packages.localSeo]],
      ),
    );
    // …and say what the price covers (issue 26): a year of care, all three months of SEO.
    expect(rows.map((row) => row.delivery_time_th)).toEqual([
      'สัญญา 12 เดือน (ราคาต่อปี)',
      'สัญญา 12 เดือน (ราคาต่อปี)',
      'ต่อเนื่อง 3 เดือน (ราคารวม 3 เดือน)',
    ]);
    expect(interpolate(th['packages.delivery'], { time: 'สัญญา 12 เดือน (ราคาต่อปี)' })).toBe('ระยะเวลา: สัญญา 12 เดือน (ราคาต่อปี)');
  });

  it('the glossary migration rewrites the texts of the first seed, and leaves an edited text alone', async () => {
    const sql = await readFile(join(SUPABASE_DIR, 'migrations', MIGRATION), 'utf8');
    const ROLLBACK = new Error('rollback');
    let after: PackageRow[] = [];
    await suite.db
      .asOwner(async (tx) => {
        // The texts as the first seed wrote them, except the Plus plan's name, which an admin edited.
        await tx.query(
          `update public.packages set name_th = 'แผนดูแลเว็บไซต์ มาตรฐาน', delivery_time_th = '12 เดือน',
          features_th = array_replace(features_th, 'ฝ่ายบริการลูกค้าตอบกลับทางอีเมลภายใน 1 วันทำการ', 'ซัพพอร์ตทางอีเมล ตอบกลับภายใน 1 วันทำการ')
          where id = $1`,
          [SEED.packages.careEssential],
        );
        await tx.query(`update public.packages set name_th = 'แพ็กเกจดูแลรักษาเว็บไซต์ พลัส' where id = $1`, [SEED.packages.carePlus]);
        await tx.query(
          `update public.package_features set feature_value_th = 'QR PromptPay และบัตร' where package_id = $1 and feature_name = 'Payments'`,
          [SEED.packages.shopStarter],
        );
        await tx.exec(sql);
        after = await tx.query<PackageRow>(
          'select id, name_th, description_th, delivery_time_th, features_th from public.packages where id = any($1::uuid[]) order by sort_order',
          [[SEED.packages.careEssential, SEED.packages.carePlus]],
        );
        const payments = await tx.one<{ feature_value_th: string }>(
          `select feature_value_th from public.package_features where package_id = $1 and feature_name = 'Payments'`,
          [SEED.packages.shopStarter],
        );
        expect(payments?.feature_value_th).toBe('QR พร้อมเพย์และบัตร');
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    const [essential, plus] = after;
    expect(essential).toMatchObject({ name_th: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน', delivery_time_th: 'สัญญา 12 เดือน' });
    expect(essential?.features_th).toContain('ฝ่ายบริการลูกค้าตอบกลับทางอีเมลภายใน 1 วันทำการ');
    expect(plus?.name_th).toBe('แพ็กเกจดูแลรักษาเว็บไซต์ พลัส');
  });
});
