/**
 * What a click charges at once, so the dashboard can say so before the client confirms (decision 0062).
 * Pure, and the same rules the server applies: Accept opens a checkout for the deposit (the instalment
 * due on acceptance) when the quote has a schedule, for the whole balance when it has none, and for
 * nothing when the schedule asks nothing on acceptance or nothing is due (quotes/accept.ts, pay.ts);
 * Pay now charges the first due unpaid instalment, or the balance without a schedule.
 */
import type { Settlement } from '../quotes/settlement';
import type { InstalmentState } from './status';
import type { InstalmentTrigger } from './split';

/** One instalment of the quote's current schedule as the dashboard reads it; `amount` in satang. */
export interface ScheduledInstalment {
  position: number;
  label: { en: string; th: string };
  trigger: InstalmentTrigger;
  amount: number;
  state: InstalmentState;
}

export type Charge =
  /** An instalment: `amount` and `total` (the quote's price) in whole baht, `count` the instalments. */
  | { kind: 'instalment'; position: number; count: number; label: { en: string; th: string }; amount: number; total: number }
  /** The whole balance, whole baht (a quote without a schedule). */
  | { kind: 'balance'; amount: number; total: number }
  /** Nothing now; `next` is the instalment that comes next, when there is one. */
  | { kind: 'nothing'; next: { position: number; count: number; label: { en: string; th: string } } | null };

const baht = (satang: number) => Math.round(satang / 100);

function instalmentCharge(item: ScheduledInstalment, count: number, total: number): Charge {
  return { kind: 'instalment', position: item.position, count, label: item.label, amount: baht(item.amount), total };
}

function nothing(schedule: readonly ScheduledInstalment[]): Charge {
  const next = schedule.find((i) => i.state !== 'paid');
  return { kind: 'nothing', next: next ? { position: next.position, count: schedule.length, label: next.label } : null };
}

/** What accepting charges at once: the deposit, the balance without a schedule, or nothing. */
export function chargeOnAccept(settlement: Settlement, schedule: readonly ScheduledInstalment[] | null): Charge {
  if (settlement.outcome !== 'due') return { kind: 'nothing', next: null };
  if (!schedule || schedule.length === 0) return { kind: 'balance', amount: settlement.amount, total: settlement.price };
  const deposit = schedule.find((i) => i.trigger === 'acceptance' && i.state !== 'paid');
  return deposit ? instalmentCharge(deposit, schedule.length, settlement.price) : nothing(schedule);
}

/** What Pay now charges on an accepted quote: the first due instalment, the balance without a schedule, or nothing. */
export function chargeDue(settlement: Settlement, schedule: readonly ScheduledInstalment[] | null): Charge {
  if (settlement.outcome !== 'due') return { kind: 'nothing', next: null };
  if (!schedule || schedule.length === 0) return { kind: 'balance', amount: settlement.amount, total: settlement.price };
  const due = schedule.find((i) => i.state === 'due');
  return due ? instalmentCharge(due, schedule.length, settlement.price) : nothing(schedule);
}
