/** Tier accuracy and enhancement F1 of the analysis over corpus rows, with the rows it gets wrong. */
import { generatePlan, BASE_TIERS, type FeatureKey, type PrimaryNeed } from '../../../../src/domain/plan';
import type { CorpusRow } from './index';

export interface Miss {
  readonly locale: string;
  readonly text: string;
  readonly expected: readonly FeatureKey[];
  readonly got: readonly FeatureKey[];
  readonly tierWrong: boolean;
}

export interface Score {
  readonly rows: number;
  readonly tierAccuracy: number;
  /** Micro-averaged over every (row, need) pair. */
  readonly f1: number;
  readonly misses: readonly Miss[];
}

/** The spec's tier for a set of needs: the first tier whose need is present. */
export function tierOf(needs: readonly FeatureKey[]): PrimaryNeed {
  return BASE_TIERS.find((t) => t.need === null || needs.includes(t.need))!.primaryNeed;
}

export function score(rows: readonly CorpusRow[]): Score {
  let tierRight = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: Miss[] = [];
  for (const row of rows) {
    const plan = generatePlan(row.text);
    const got = plan.needs;
    const tierWrong = plan.primaryNeed !== tierOf(row.needs);
    if (!tierWrong) tierRight += 1;
    const hits = got.filter((need) => row.needs.includes(need)).length;
    tp += hits;
    fp += got.length - hits;
    fn += row.needs.length - hits;
    if (tierWrong || hits !== got.length || hits !== row.needs.length) {
      misses.push({ locale: row.locale, text: row.text, expected: row.needs, got, tierWrong });
    }
  }
  const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  return { rows: rows.length, tierAccuracy: tierRight / rows.length, f1, misses };
}

export function describeMisses(misses: readonly Miss[]): string {
  return misses
    .map((m) => `${m.tierWrong ? 'TIER ' : '     '}[${m.locale}] expected {${m.expected.join(',')}} got {${m.got.join(',')}}: ${m.text}`)
    .join('\n');
}
