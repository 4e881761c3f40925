/**
 * A payment schedule: a quote's total split into instalments (a deposit due on acceptance, then
 * milestones the studio marks due). Pure. The parts are whole satang and always add up to the total
 * exactly (docs/decisions/0050-payment-schedules.md):
 *   - a part given as a percentage is total × basis points / 10 000, rounded down to the step;
 *   - a part given as an amount is taken as it is (it must be a whole number of steps);
 *   - the remainder the rounding leaves goes to the LAST percentage part, so a deposit is never
 *     rounded up and the final milestone settles the rest;
 *   - amounts must add up to the total to the satang, or percentages to 100%, or the schedule is refused;
 *   - or the LAST part is "the rest" (what the studio's form makes: "฿20,000 deposit, the rest on
 *     launch"): every other part is a percentage OF THE TOTAL (rounded down to the step) or a fixed
 *     amount, and the last takes total − the others, which must leave at least one step.
 * The step is 1 satang in general; the server passes 100 (whole baht) while orders hold whole baht.
 */
import { assertSatang, type Satang } from '../money/satang';

export type InstalmentTrigger = 'acceptance' | 'milestone';

export interface InstalmentSpec {
  label: { en: string; th: string };
  trigger: InstalmentTrigger;
  /**
   * A share of the total in basis points (50% = 5000), a fixed amount in satang, or (last part only)
   * whatever the others leave.
   */
  share: { kind: 'percent'; bp: number } | { kind: 'amount'; satang: Satang } | { kind: 'rest' };
}

export interface Instalment {
  position: number;
  label: { en: string; th: string };
  trigger: InstalmentTrigger;
  amount: Satang;
}

export type ScheduleProblem =
  | 'empty'
  | 'too_many'
  | 'not_positive'
  | 'percent_not_100'
  | 'amounts_not_total'
  | 'amount_not_whole_step'
  | 'deposit_not_first'
  | 'label_missing'
  /** "The rest" on a part other than the last, or on the only part. */
  | 'rest_not_last'
  /** The fixed amounts and percentages before "the rest" come to more than the total. */
  | 'amount_over_total'
  /** They come to exactly the total: the last part would be nothing. */
  | 'nothing_left';

export type SplitResult = { ok: true; instalments: Instalment[] } | { ok: false; problem: ScheduleProblem };

export const MAX_INSTALMENTS = 12;
const FULL_BP = 10_000;

export function splitSchedule(total: Satang, specs: readonly InstalmentSpec[], step: Satang = 1): SplitResult {
  assertSatang(total, 'total');
  assertSatang(step, 'step');
  if (step < 1 || total <= 0 || total % step !== 0) throw new RangeError('the total must be a positive whole number of steps');
  if (specs.length === 0) return { ok: false, problem: 'empty' };
  if (specs.length > MAX_INSTALMENTS) return { ok: false, problem: 'too_many' };
  if (specs.some((s) => !s.label.en.trim() || !s.label.th.trim())) return { ok: false, problem: 'label_missing' };
  // Only the first instalment may be due on acceptance: the deposit.
  if (specs.some((s, i) => s.trigger === 'acceptance' && i > 0)) return { ok: false, problem: 'deposit_not_first' };

  const restAt = specs.findIndex((s) => s.share.kind === 'rest');
  if (restAt !== -1) {
    if (restAt !== specs.length - 1 || specs.length < 2) return { ok: false, problem: 'rest_not_last' };
    return splitWithRest(total, specs, step);
  }

  const percentParts = specs.filter((s) => s.share.kind === 'percent');
  const amounts: Satang[] = [];
  if (percentParts.length === specs.length) {
    const bps = specs.map((s) => (s.share.kind === 'percent' ? s.share.bp : 0));
    if (bps.some((bp) => !Number.isInteger(bp) || bp <= 0)) return { ok: false, problem: 'not_positive' };
    if (bps.reduce((a, b) => a + b, 0) !== FULL_BP) return { ok: false, problem: 'percent_not_100' };
    for (const bp of bps) amounts.push(Math.floor((total * bp) / FULL_BP / step) * step);
  } else if (percentParts.length === 0) {
    for (const s of specs) amounts.push(s.share.kind === 'amount' ? s.share.satang : 0);
    if (amounts.some((a) => !Number.isSafeInteger(a) || a <= 0)) return { ok: false, problem: 'not_positive' };
    if (amounts.some((a) => a % step !== 0)) return { ok: false, problem: 'amount_not_whole_step' };
    if (amounts.reduce((a, b) => a + b, 0) !== total) return { ok: false, problem: 'amounts_not_total' };
  } else {
    // Mixed: fixed amounts first, percentages share what is left.
    const fixed = specs.map((s) => (s.share.kind === 'amount' ? s.share.satang : 0));
    if (fixed.some((a) => !Number.isSafeInteger(a) || a < 0)) return { ok: false, problem: 'not_positive' };
    if (fixed.some((a) => a % step !== 0)) return { ok: false, problem: 'amount_not_whole_step' };
    const rest = total - fixed.reduce((a, b) => a + b, 0);
    const bps = specs.map((s) => (s.share.kind === 'percent' ? s.share.bp : 0));
    if (rest <= 0 || bps.some((bp, i) => specs[i]!.share.kind === 'percent' && (!Number.isInteger(bp) || bp <= 0)))
      return { ok: false, problem: 'amounts_not_total' };
    if (bps.reduce((a, b) => a + b, 0) !== FULL_BP) return { ok: false, problem: 'percent_not_100' };
    specs.forEach((s, i) => amounts.push(s.share.kind === 'amount' ? fixed[i]! : Math.floor((rest * bps[i]!) / FULL_BP / step) * step));
  }
  const remainder = total - amounts.reduce((a, b) => a + b, 0);
  if (remainder !== 0) {
    let last = -1;
    specs.forEach((s, i) => {
      if (s.share.kind === 'percent') last = i;
    });
    amounts[last] = amounts[last]! + remainder;
  }
  if (amounts.some((a) => a <= 0)) return { ok: false, problem: 'not_positive' };
  return {
    ok: true,
    instalments: specs.map((s, i) => ({ position: i + 1, label: s.label, trigger: s.trigger, amount: amounts[i]! })),
  };
}

/** The last part takes what the others leave; the others are percentages of the total or fixed amounts. */
function splitWithRest(total: Satang, specs: readonly InstalmentSpec[], step: Satang): SplitResult {
  const amounts: Satang[] = [];
  for (const s of specs.slice(0, -1)) {
    if (s.share.kind === 'percent') {
      const { bp } = s.share;
      if (!Number.isInteger(bp) || bp <= 0) return { ok: false, problem: 'not_positive' };
      if (bp >= FULL_BP) return { ok: false, problem: 'nothing_left' };
      amounts.push(Math.floor((total * bp) / FULL_BP / step) * step);
    } else if (s.share.kind === 'amount') {
      const { satang } = s.share;
      if (!Number.isFinite(satang) || satang <= 0) return { ok: false, problem: 'not_positive' };
      // A fraction of a satang, or baht and satang where the step is whole baht.
      if (!Number.isSafeInteger(satang) || satang % step !== 0) return { ok: false, problem: 'amount_not_whole_step' };
      if (satang > total) return { ok: false, problem: 'amount_over_total' };
      amounts.push(satang);
    }
  }
  // A percentage too small to reach one step rounds down to nothing.
  if (amounts.some((a) => a <= 0)) return { ok: false, problem: 'not_positive' };
  const rest = total - amounts.reduce((a, b) => a + b, 0);
  if (rest < 0) return { ok: false, problem: 'amount_over_total' };
  if (rest === 0) return { ok: false, problem: 'nothing_left' };
  amounts.push(rest);
  return {
    ok: true,
    instalments: specs.map((s, i) => ({ position: i + 1, label: s.label, trigger: s.trigger, amount: amounts[i]! })),
  };
}

/** A new schedule's default: 50% deposit on acceptance, 50% on delivery. */
export function defaultSchedule(): InstalmentSpec[] {
  return [
    { label: { en: 'Deposit', th: 'เงินมัดจำ' }, trigger: 'acceptance', share: { kind: 'percent', bp: 5000 } },
    { label: { en: 'On delivery', th: 'ส่งมอบงาน' }, trigger: 'milestone', share: { kind: 'percent', bp: 5000 } },
  ];
}
