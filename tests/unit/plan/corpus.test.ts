/**
 * Issue 24: the planner against owners' real descriptions. The held-out set must reach 90% tier
 * accuracy and 0.85 enhancement F1; a failure lists every description it got wrong.
 */
import { describe, expect, it } from 'vitest';
import { BLIND_SET, DEV_SET, HELD_OUT_SET } from './corpus';
import { describeMisses, score } from './corpus/score';

const figures = (name: string, s: ReturnType<typeof score>) =>
  `${name}: ${s.rows} rows, tier accuracy ${(s.tierAccuracy * 100).toFixed(1)}%, enhancement F1 ${s.f1.toFixed(3)}`;

describe('the planning corpus', () => {
  it('has at least 300 descriptions, half in each language, split into dev and held-out', () => {
    const all = [...DEV_SET, ...HELD_OUT_SET];
    expect(all.length).toBeGreaterThanOrEqual(300);
    const thai = all.filter((row) => row.locale === 'th').length;
    expect(Math.abs(thai - (all.length - thai))).toBeLessThanOrEqual(all.length * 0.05);
    expect(HELD_OUT_SET.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((row) => row.text)).size).toBe(all.length);
  });

  it('reaches 90% tier accuracy and 0.85 enhancement F1 on the held-out set', () => {
    const dev = score(DEV_SET);
    const heldOut = score(HELD_OUT_SET);
    const byLocale = (set: typeof DEV_SET, name: string) =>
      (['en', 'th'] as const).map((locale) => figures(`${name} ${locale}`, score(set.filter((row) => row.locale === locale))));
    console.info(
      [
        figures('dev', dev),
        figures('held-out', heldOut),
        ...byLocale(DEV_SET, 'dev'),
        ...byLocale(HELD_OUT_SET, 'held-out'),
        figures('blind', score(BLIND_SET)),
      ].join('\n'),
    );
    const report = `${figures('held-out', heldOut)}\nMisses:\n${describeMisses(heldOut.misses)}`;
    expect(heldOut.tierAccuracy, report).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.f1, report).toBeGreaterThanOrEqual(0.85);
  });
});
