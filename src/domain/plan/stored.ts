/**
 * The wizard's plan as a quote stores it (quotes.plan, jsonb), and what a reader takes from it.
 *
 * One shape is written (`StoredPlan`, by leads.submitPlan): the chosen enhancements as `featureIds`, each
 * priced by the catalogue in features.ts, which is also what priced the lead. Rows written before may
 * carry the browser plan's shape instead, `optionalFeatures: [{ id, price, selected }]` (the older app and
 * an earlier reader expected it), so `chosenOptions` reads both: `featureIds` when present, else the
 * entries of `optionalFeatures` whose `selected` is true, at the price stored with them when it is a
 * whole, positive baht amount. Anything else in the JSON is ignored, never trusted (decision 0062).
 */
import { featureById, type FeatureId, type FeatureKey } from './features';
import type { ProjectPlan } from './generate';

/** What the server writes into quotes.plan for a wizard lead. */
export interface StoredPlan {
  titleKey: ProjectPlan['titleKey'];
  timelineKey: ProjectPlan['timelineKey'];
  /** Whole baht. */
  basePrice: number;
  /** Whole baht: the base plus the chosen enhancements. */
  finalPrice: number;
  /** The enhancements the client chose, in the catalogue's order. */
  featureIds: FeatureId[];
  timeline: { minWeeks: number; maxWeeks: number };
  primaryNeed: string;
}

/** An enhancement the client chose, with the price (whole baht) it was quoted at. */
export interface ChosenOption {
  id: FeatureId;
  key: FeatureKey;
  price: number;
}

function wholeBaht(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The enhancements chosen in a stored plan of either shape, each once, unknown ids left out. */
export function chosenOptions(plan: unknown): ChosenOption[] {
  if (!plan || typeof plan !== 'object') return [];
  const stored = plan as { featureIds?: unknown; optionalFeatures?: unknown };
  const chosen: ChosenOption[] = [];
  const add = (id: unknown, price?: unknown) => {
    const feature = typeof id === 'number' ? featureById(id) : undefined;
    if (!feature || chosen.some((c) => c.id === feature.id)) return;
    chosen.push({ id: feature.id, key: feature.key, price: wholeBaht(price) ? price : feature.price });
  };
  if (Array.isArray(stored.featureIds)) {
    for (const id of stored.featureIds as unknown[]) add(id);
  } else if (Array.isArray(stored.optionalFeatures)) {
    for (const entry of stored.optionalFeatures as unknown[]) {
      if (!entry || typeof entry !== 'object') continue;
      const { id, price, selected } = entry as Record<string, unknown>;
      if (selected === true) add(id, price);
    }
  }
  return chosen;
}
