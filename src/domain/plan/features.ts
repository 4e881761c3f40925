/**
 * The eight optional features a project plan can add, with their prices in baht. Names and
 * descriptions live in the dictionaries (`wizard.feature.<key>.name` / `.description`), so this
 * module stays free of copy and the server can price a plan without loading any translation.
 */

/** In the spec's order; a detected need and its feature share the same key. */
export const FEATURE_KEYS = ['ecommerce', 'multilingual', 'analytics', 'api', 'seo', 'auth', 'cms', 'mobile'] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type FeatureId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface OptionalFeature {
  readonly id: FeatureId;
  readonly key: FeatureKey;
  /** Whole baht. */
  readonly price: number;
}

export const OPTIONAL_FEATURES: readonly OptionalFeature[] = Object.freeze([
  { id: 1, key: 'ecommerce', price: 5000 },
  { id: 2, key: 'multilingual', price: 8000 },
  { id: 3, key: 'analytics', price: 6000 },
  { id: 4, key: 'api', price: 12000 },
  { id: 5, key: 'seo', price: 10000 },
  { id: 6, key: 'auth', price: 8000 },
  { id: 7, key: 'cms', price: 12000 },
  { id: 8, key: 'mobile', price: 25000 },
] as const);

export const FEATURE_IDS: readonly FeatureId[] = OPTIONAL_FEATURES.map((f) => f.id);

/** Narrows an id from a form or a request; rejects 1.5, '1', NaN and anything outside 1..8. */
export function isFeatureId(id: unknown): id is FeatureId {
  return typeof id === 'number' && FEATURE_IDS.includes(id as FeatureId);
}

export function featureById(id: number): OptionalFeature | undefined {
  return OPTIONAL_FEATURES.find((f) => f.id === id);
}

export function featureByKey(key: FeatureKey): OptionalFeature {
  const feature = OPTIONAL_FEATURES.find((f) => f.key === key);
  // Unreachable while FEATURE_KEYS and OPTIONAL_FEATURES list the same keys; a test checks that.
  if (!feature) throw new Error(`No optional feature with key "${key}"`);
  return feature;
}

export const featureNameKey = (key: FeatureKey) => `wizard.feature.${key}.name` as const;
export const featureDescriptionKey = (key: FeatureKey) => `wizard.feature.${key}.description` as const;

/** Every key the dictionaries must define for the feature list. */
export const FEATURE_TRANSLATION_KEYS = FEATURE_KEYS.flatMap((key) => [featureNameKey(key), featureDescriptionKey(key)]);
