import { describe, expect, it } from 'vitest';
import { defaultSchedule, splitSchedule, type InstalmentSpec } from '../../../../src/domain/schedule/split';

const label = { en: 'Part', th: 'งวด' };
const pct = (bp: number, trigger: InstalmentSpec['trigger'] = 'milestone'): InstalmentSpec => ({
  label,
  trigger,
  share: { kind: 'percent', bp },
});
const amt = (satang: number, trigger: InstalmentSpec['trigger'] = 'milestone'): InstalmentSpec => ({
  label,
  trigger,
  share: { kind: 'amount', satang },
});
const amounts = (r: ReturnType<typeof splitSchedule>) => (r.ok ? r.instalments.map((i) => i.amount) : r.problem);

describe('splitSchedule', () => {
  it('defaults to 50% deposit on acceptance and 50% on delivery', () => {
    const r = splitSchedule(5_000_000, defaultSchedule());
    expect(r.ok && r.instalments.map((i) => [i.trigger, i.amount])).toEqual([
      ['acceptance', 2_500_000],
      ['milestone', 2_500_000],
    ]);
  });

  it('gives the rounding remainder to the last percentage part, never to the deposit', () => {
    expect(amounts(splitSchedule(1_000_001, [pct(5000, 'acceptance'), pct(5000)]))).toEqual([500_000, 500_001]);
    expect(amounts(splitSchedule(10_000, [pct(3333, 'acceptance'), pct(3333), pct(3334)]))).toEqual([3_333, 3_333, 3_334]);
    // Whole baht (step 100): 1,001 baht in halves is 500 + 501 baht.
    expect(amounts(splitSchedule(100_100, [pct(5000, 'acceptance'), pct(5000)], 100))).toEqual([50_000, 50_100]);
  });

  it('always sums to the total exactly', () => {
    const shapes = [
      [5000, 5000],
      [3000, 4000, 3000],
      [1, 9999],
      [3333, 3333, 3334],
      [2500, 2500, 2500, 2500],
    ];
    for (let total = 1_00; total < 2_000_000; total += 7_919) {
      for (const shape of shapes) {
        for (const step of [1, 100]) {
          const t = total - (total % step) || step;
          const r = splitSchedule(
            t,
            shape.map((bp, i) => pct(bp, i === 0 ? 'acceptance' : 'milestone')),
            step,
          );
          if (!r.ok) {
            expect(r.problem).toBe('not_positive'); // a part too small to be a whole step
            continue;
          }
          expect(r.instalments.reduce((a, i) => a + i.amount, 0)).toBe(t);
          for (const i of r.instalments) expect(i.amount % step).toBe(0);
        }
      }
    }
  });

  it('takes fixed amounts as given and refuses them when they do not add up', () => {
    expect(amounts(splitSchedule(1_000_000, [amt(300_000, 'acceptance'), amt(700_000)]))).toEqual([300_000, 700_000]);
    expect(amounts(splitSchedule(1_000_000, [amt(300_000, 'acceptance'), amt(699_999)]))).toBe('amounts_not_total');
    expect(amounts(splitSchedule(1_000_000, [amt(300_050, 'acceptance'), amt(699_950)], 100))).toBe('amount_not_whole_step');
  });

  it('shares what fixed amounts leave among the percentages', () => {
    expect(amounts(splitSchedule(1_000_000, [amt(100_000, 'acceptance'), pct(5000), pct(5000)]))).toEqual([100_000, 450_000, 450_000]);
    expect(amounts(splitSchedule(1_000_000, [amt(1_000_000, 'acceptance'), pct(10_000)]))).toBe('amounts_not_total');
  });

  it('refuses percentages that do not make 100%, a deposit after the first part, and empty schedules', () => {
    expect(amounts(splitSchedule(1_000_000, [pct(5000, 'acceptance'), pct(4000)]))).toBe('percent_not_100');
    expect(amounts(splitSchedule(1_000_000, [pct(5000), pct(5000, 'acceptance')]))).toBe('deposit_not_first');
    expect(amounts(splitSchedule(1_000_000, []))).toBe('empty');
    expect(amounts(splitSchedule(1_000_000, [{ ...pct(10_000), label: { en: 'x', th: ' ' } }]))).toBe('label_missing');
  });
});

describe('splitSchedule with the last part taking the rest', () => {
  const rest = (trigger: InstalmentSpec['trigger'] = 'milestone'): InstalmentSpec => ({ label, trigger, share: { kind: 'rest' } });

  it('takes a fixed deposit and leaves the rest to the last part', () => {
    // "฿20,000 deposit, the rest on launch" on a ฿53,500 quote.
    expect(amounts(splitSchedule(5_350_000, [amt(2_000_000, 'acceptance'), rest()], 100))).toEqual([2_000_000, 3_350_000]);
    expect(amounts(splitSchedule(5_350_000, [amt(2_000_000, 'acceptance'), amt(1_000_000), rest()], 100))).toEqual([
      2_000_000, 1_000_000, 2_350_000,
    ]);
  });

  it('reads percentages as shares of the whole price, rounded down, the rounding going to the rest', () => {
    expect(amounts(splitSchedule(5_350_000, [pct(5000, 'acceptance'), rest()], 100))).toEqual([2_675_000, 2_675_000]);
    expect(amounts(splitSchedule(100_100, [pct(5000, 'acceptance'), rest()], 100))).toEqual([50_000, 50_100]);
    expect(amounts(splitSchedule(1_000_000, [amt(100_000, 'acceptance'), pct(3000), rest()]))).toEqual([100_000, 300_000, 600_000]);
    expect(amounts(splitSchedule(10_000, [pct(3333, 'acceptance'), pct(3333), rest()]))).toEqual([3_333, 3_333, 3_334]);
  });

  it('always sums to the total exactly, to the satang', () => {
    for (let total = 100; total < 3_000_000; total += 7_919) {
      for (const step of [1, 100]) {
        const t = total - (total % step) || step;
        const fixed = Math.floor(t / 3 / step) * step;
        const r = splitSchedule(t, [amt(fixed || step, 'acceptance'), pct(2500), rest()], step);
        if (!r.ok) continue;
        expect(r.instalments.reduce((a, i) => a + i.amount, 0)).toBe(t);
        for (const i of r.instalments) expect(i.amount > 0 && i.amount % step === 0).toBe(true);
      }
    }
  });

  it('refuses an amount above the total, and fixed parts that leave nothing for the rest', () => {
    expect(amounts(splitSchedule(1_000_000, [amt(1_000_100, 'acceptance'), rest()]))).toBe('amount_over_total');
    expect(amounts(splitSchedule(1_000_000, [amt(600_000, 'acceptance'), amt(500_000), rest()]))).toBe('amount_over_total');
    expect(amounts(splitSchedule(1_000_000, [amt(600_000, 'acceptance'), pct(5000), rest()]))).toBe('amount_over_total');
    expect(amounts(splitSchedule(1_000_000, [amt(1_000_000, 'acceptance'), rest()]))).toBe('nothing_left');
    expect(amounts(splitSchedule(1_000_000, [amt(400_000, 'acceptance'), amt(600_000), rest()]))).toBe('nothing_left');
    expect(amounts(splitSchedule(1_000_000, [pct(10_000, 'acceptance'), rest()]))).toBe('nothing_left');
  });

  it('refuses zero, negative, fractional-satang and not-whole-baht amounts', () => {
    expect(amounts(splitSchedule(1_000_000, [amt(0, 'acceptance'), rest()]))).toBe('not_positive');
    expect(amounts(splitSchedule(1_000_000, [amt(-100, 'acceptance'), rest()]))).toBe('not_positive');
    expect(amounts(splitSchedule(1_000_000, [pct(0, 'acceptance'), rest()]))).toBe('not_positive');
    expect(amounts(splitSchedule(1_000_000, [amt(100.5, 'acceptance'), rest()]))).toBe('amount_not_whole_step');
    expect(amounts(splitSchedule(1_000_000, [amt(2_000_050, 'acceptance'), rest()], 100))).toBe('amount_not_whole_step');
    // 0.01% of ฿100 is one satang: below one whole-baht step, so that part would be nothing.
    expect(amounts(splitSchedule(10_000, [pct(1, 'acceptance'), rest()], 100))).toBe('not_positive');
  });

  it('takes the rest only on the last part, and never alone', () => {
    expect(amounts(splitSchedule(1_000_000, [rest('acceptance'), amt(100_000)]))).toBe('rest_not_last');
    expect(amounts(splitSchedule(1_000_000, [amt(100_000, 'acceptance'), rest(), rest()]))).toBe('rest_not_last');
    expect(amounts(splitSchedule(1_000_000, [rest('acceptance')]))).toBe('rest_not_last');
  });
});
