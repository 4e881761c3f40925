/**
 * The package catalogue as the caller may see it (RLS: active packages for everyone, all for admins),
 * in the visitor's language: Thai columns when present, English otherwise.
 */
import type { Selectable } from 'kysely';
import { call } from '../db/builder';
import type { PublicPackageFeatures, PublicPackages } from '../db/schema.generated';
import type { CallerDb } from '../db/caller';
import type { Locale } from '../../i18n/locales';

export const CATEGORIES = ['website', 'ecommerce', 'maintenance', 'seo'] as const satisfies readonly PublicPackages['category'][];
export type Category = (typeof CATEGORIES)[number];

export interface CataloguePackage {
  id: string;
  name: string;
  description: string;
  /** Whole baht. */
  price: number;
  currency: string;
  deliveryTime: string;
  category: Category;
  features: string[];
}

export interface DetailedFeature {
  name: string;
  value: string;
  included: boolean;
}

export interface PackageDetail extends CataloguePackage {
  detailedFeatures: DetailedFeature[];
}

const PACKAGE_COLUMNS = [
  'id',
  'name',
  'name_th',
  'description',
  'description_th',
  'price',
  'currency',
  'delivery_time',
  'delivery_time_th',
  'category',
  'features',
  'features_th',
] as const;
type PackageRow = Pick<Selectable<PublicPackages>, (typeof PACKAGE_COLUMNS)[number]>;

/**
 * What public.get_package_with_features returns: the package row as jsonb (to_jsonb(p)) plus its
 * feature rows. Postgres types the result only as jsonb, so its shape is named here from the generated
 * row types (timestamps arrive as ISO text inside jsonb; none is read).
 */
type PackageWithFeatures = Selectable<PublicPackages> & { package_features: Selectable<PublicPackageFeatures>[] };

const pick = (english: string, thai: string | null | undefined, locale: Locale) => (locale === 'th' && thai ? thai : english);

function localize(row: PackageRow, locale: Locale): CataloguePackage {
  const thaiFeatures = locale === 'th' && row.features_th?.length === row.features.length ? row.features_th : null;
  return {
    id: row.id,
    name: pick(row.name, row.name_th, locale),
    description: pick(row.description, row.description_th, locale),
    price: row.price,
    currency: row.currency,
    deliveryTime: pick(row.delivery_time, row.delivery_time_th, locale),
    category: row.category,
    features: thaiFeatures ?? row.features,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Active packages by price, as `claims` may see them (null: a visitor). */
export async function listPackages(caller: CallerDb, locale: Locale): Promise<CataloguePackage[]> {
  const rows = await caller.run((tx) =>
    tx.db
      .selectFrom('public.packages')
      .select(PACKAGE_COLUMNS)
      .where('is_active', '=', true)
      .orderBy('price', 'asc')
      .orderBy('sort_order', 'asc')
      .execute(),
  );
  return rows.map((row) => localize(row, locale));
}

/** One package with its detailed features, or null when it does not exist or is not for sale. */
export async function getPackage(caller: CallerDb, id: string, locale: Locale): Promise<PackageDetail | null> {
  if (!UUID.test(id)) return null;
  const result = await caller.run((tx) => tx.db.selectNoFrom(call('public.get_package_with_features', id).as('pkg')).executeTakeFirst());
  const pkg = (result?.pkg ?? null) as PackageWithFeatures | null;
  // Admins can read inactive packages, but nobody can order them.
  if (!pkg || !pkg.is_active) return null;
  return {
    ...localize(pkg, locale),
    detailedFeatures: pkg.package_features.map((feature) => ({
      name: pick(feature.feature_name, feature.feature_name_th, locale),
      value: pick(feature.feature_value, feature.feature_value_th, locale),
      included: feature.is_included,
    })),
  };
}
