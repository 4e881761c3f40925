/**
 * The planner's labelled corpus (issue 24): owners' descriptions in English and Thai with the needs
 * each implies. Split once, by position, into a development set (two rows in three) and a held-out
 * set (every third row, starting with the second) that the analysis is never tuned on.
 */
import { FEATURE_KEYS, type FeatureKey } from '../../../../src/domain/plan';
import { EN } from './en';
import { TH } from './th';
import { BLIND } from './blind';

export interface CorpusRow {
  readonly locale: 'en' | 'th';
  readonly text: string;
  readonly needs: readonly FeatureKey[];
}

const LETTERS: Readonly<Record<string, FeatureKey>> = {
  e: 'ecommerce',
  l: 'multilingual',
  a: 'analytics',
  p: 'api',
  s: 'seo',
  u: 'auth',
  c: 'cms',
  m: 'mobile',
};

function parse(locale: CorpusRow['locale'], rows: readonly (readonly [string, string])[]): CorpusRow[] {
  return rows.map(([text, labels]) => {
    const keys = labels
      .split(' ')
      .filter(Boolean)
      .map((letter) => {
        const key = LETTERS[letter];
        if (!key) throw new Error(`Unknown label "${letter}" for: ${text}`);
        return key;
      });
    // In the spec's order, as detectNeeds returns them.
    return { locale, text, needs: FEATURE_KEYS.filter((key) => keys.includes(key)) };
  });
}

// Each language is split the same way, by the row's position in its own list.
const isHeldOut = (index: number) => index % 3 === 1;
const rows = [parse('en', EN), parse('th', TH)];

export const DEV_SET: readonly CorpusRow[] = rows.flatMap((list) => list.filter((_, i) => !isHeldOut(i)));
export const HELD_OUT_SET: readonly CorpusRow[] = rows.flatMap((list) => list.filter((_, i) => isHeldOut(i)));

/** Written after the analysis was built (./blind.ts); scored once blind, then used for development. */
export const BLIND_SET: readonly CorpusRow[] = BLIND.flatMap(([locale, text, labels]) => parse(locale, [[text, labels]]));
