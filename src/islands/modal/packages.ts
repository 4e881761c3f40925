import { atom } from 'nanostores';
import { actions } from 'astro:actions';
import { pageLocale } from '../../client/i18n';
import type { CataloguePackage } from '../../server/catalogue/packages';

/** A catalogue package as the server lists it (src/server/catalogue/packages.ts). */
export type Package = CataloguePackage;

export type PackagesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Package[] };

/** Active packages from the database, cheapest first; loaded once per page, on the first opening. */
export const $packages = atom<PackagesState>({ status: 'loading' });

let pending: Promise<void> | undefined;

export function loadPackages(force = false): Promise<void> {
  if (pending && !force) return pending;
  $packages.set({ status: 'loading' });
  pending = (async () => {
    try {
      const { data, error } = await actions.leads.listPackages({ locale: pageLocale() });
      if (error) throw error;
      // The server orders by price; keep that promise even if it ever changes.
      const list = [...data.packages].sort((a, b) => a.price - b.price);
      $packages.set({ status: 'ready', list });
    } catch (error) {
      console.error('[modal] could not load packages', error);
      $packages.set({ status: 'failed' });
      pending = undefined;
    }
  })();
  return pending;
}

/** Card text: the first three features, and how many more there are. */
export const FEATURES_SHOWN = 3;
export function featureSummary(features: readonly string[]) {
  return { shown: features.slice(0, FEATURES_SHOWN), more: Math.max(0, features.length - FEATURES_SHOWN) };
}
