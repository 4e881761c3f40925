import { describe, expect, it } from 'vitest';
import {
  FEATURE_IDS,
  FEATURE_KEYS,
  FEATURE_TRANSLATION_KEYS,
  OPTIONAL_FEATURES,
  PLAN_TRANSLATION_KEYS,
  featureById,
  featureByKey,
  generatePlan,
  isFeatureId,
} from '../../../../src/domain/plan';

describe('optional features', () => {
  it.each([
    [1, 'ecommerce', 5000],
    [2, 'multilingual', 8000],
    [3, 'analytics', 6000],
    [4, 'api', 12000],
    [5, 'seo', 10000],
    [6, 'auth', 8000],
    [7, 'cms', 12000],
    [8, 'mobile', 25000],
  ] as const)('feature %i is %s at %i baht', (id, key, price) => {
    expect(featureById(id)).toEqual({ id, key, price });
    expect(featureByKey(key)).toEqual({ id, key, price });
  });

  it('lists eight features in id order, one per key', () => {
    expect(FEATURE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(OPTIONAL_FEATURES.map((f) => f.key)).toEqual([...FEATURE_KEYS]);
  });

  it.each([0, 9, -1, 1.5, Number.NaN, '1', null, undefined])('does not accept %s as a feature id', (id) => {
    expect(isFeatureId(id)).toBe(false);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(OPTIONAL_FEATURES)).toBe(true);
  });
});

describe('translation keys', () => {
  it('names and describes every feature', () => {
    expect(FEATURE_TRANSLATION_KEYS).toHaveLength(16);
    expect(FEATURE_TRANSLATION_KEYS).toContain('wizard.feature.ecommerce.name');
    expect(FEATURE_TRANSLATION_KEYS).toContain('wizard.feature.mobile.description');
  });

  it('covers every key a plan can return', () => {
    const everything = generatePlan('shop, bilingual, analytics, api, seo, login, blog, mobile app');
    const none = generatePlan('a plain site');
    for (const plan of [everything, none, generatePlan('login'), generatePlan('blog')]) {
      const keys = [plan.titleKey, plan.explanationKey, plan.timelineKey, ...plan.keyFeatureKeys];
      for (const key of keys) expect(PLAN_TRANSLATION_KEYS).toContain(key);
    }
    expect(new Set(PLAN_TRANSLATION_KEYS).size).toBe(PLAN_TRANSLATION_KEYS.length);
  });
});
