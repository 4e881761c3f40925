/**
 * /services' starting prices come from the catalogue (docs/decisions/0038-one-price-list.md): for each
 * service the catalogue sells, the cheapest active package of its category, read from the database when
 * the page is built (the page is static: a price change in the catalogue shows after the next build).
 */
import { bindCaller } from '../db/caller';
import { buildDatabase } from '../db/build';
import { localEnginesBundled } from '../buildTarget';
import { buildDatabaseConfig } from '../config';
import type { Locale } from '../../i18n/locales';
import type { ServiceId } from '../../domain/serviceIds';
import { listPackages, type CataloguePackage, type Category } from './packages';

/** The /services entries the catalogue prices, and the category that prices each. */
export const SERVICE_CATEGORIES = {
  web: 'website',
  ecommerce: 'ecommerce',
  cloud: 'maintenance',
  marketing: 'seo',
} as const satisfies Partial<Record<ServiceId, Category>>;
export type CatalogueService = keyof typeof SERVICE_CATEGORIES;

export interface StartingPrice {
  /** Whole baht: the cheapest active package of the category. */
  price: number;
  /** That package's delivery time, in the page's language. */
  deliveryTime: string;
  packageName: string;
}

/** The cheapest active package of each category; throws when a priced category has none. */
export function startingPrices(packages: readonly CataloguePackage[]): Record<CatalogueService, StartingPrice> {
  const cheapest = new Map<Category, CataloguePackage>();
  for (const pkg of packages) {
    const current = cheapest.get(pkg.category);
    if (!current || pkg.price < current.price) cheapest.set(pkg.category, pkg);
  }
  const entries = Object.entries(SERVICE_CATEGORIES).map(([service, category]) => {
    const pkg = cheapest.get(category);
    if (!pkg) throw new Error(`The catalogue has no active ${category} package to price /services' ${service}`);
    return [service, { price: pkg.price, deliveryTime: pkg.deliveryTime, packageName: pkg.name }] as const;
  });
  return Object.fromEntries(entries) as Record<CatalogueService, StartingPrice>;
}

/** /services' starting prices, read as a visitor (RLS: active packages only) while the page is built. */
export async function loadStartingPrices(locale: Locale): Promise<Record<CatalogueService, StartingPrice>> {
  if (!localEnginesBundled && buildDatabaseConfig().kind !== 'postgres') return startingPrices(await catalogueFromMigrations(locale));
  const caller = bindCaller(await buildDatabase(), null);
  return startingPrices(await listPackages(caller, locale));
}

/**
 * A Netlify build without DATABASE_URL (the production rehearsal): the same catalogue, from a fresh
 * embedded database built from the migrations and seed in a child process (scripts/catalogue-for-build.ts),
 * so the deployed function never carries the embedded engine.
 */
async function catalogueFromMigrations(locale: Locale): Promise<CataloguePackage[]> {
  const { execFileSync } = await import('node:child_process');
  const json = execFileSync('npx', ['tsx', 'scripts/catalogue-for-build.ts'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const marker = '@@catalogue@@';
  return (JSON.parse(json.slice(json.lastIndexOf(marker) + marker.length)) as Record<Locale, CataloguePackage[]>)[locale];
}
