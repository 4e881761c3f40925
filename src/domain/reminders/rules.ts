/**
 * What is due to be reminded (issue 38, docs/decisions/0071), from facts the scheduled run reads. Pure:
 * the run (src/server/reminders/run.ts) records each answer under its `eventKey` and sends it only when
 * that key is new, so this rule may say the same thing on every run and a reminder still goes once.
 *
 * Days are Bangkok calendar days (yyyy-mm-dd), as the quotation's validity and the invoice's due date are.
 *   - quote_lapsing: a quotation still waiting for the client's answer whose last valid day is 0–3 days away.
 *   - instalment_due_soon: an unpaid instalment whose due date is 0–3 days away.
 *   - instalment_overdue: an unpaid instalment 1, 7 and 14 days past its due date; a run that missed
 *     days sends only the latest step reached (never three at once).
 *   - withholding_missing: a payment that withheld tax, its certificate still missing 30 days after.
 *   - studio_digest: once a Bangkok day from 08.00, to the studio, when anything is waiting.
 * A kind the studio switched off is not sent; a client who turned reminders off gets none of the first
 * four (receipts, documents and replies are not reminders and always go).
 */
import { bangkokDate } from '../money/buddhistEra';

export const REMINDER_KINDS = [
  'quote_lapsing',
  'instalment_due_soon',
  'instalment_overdue',
  'withholding_missing',
  'studio_digest',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days before the quotation's last valid day, and before an instalment's due date, when the reminder goes. */
export const REMIND_DAYS_BEFORE = 3;
/** Days past the due date at which an overdue reminder goes. */
export const OVERDUE_STEPS = [1, 7, 14] as const;
export type OverdueStep = (typeof OVERDUE_STEPS)[number];
/** Days after a payment that withheld tax before the missing certificate is asked for. */
export const CERTIFICATE_GRACE_DAYS = 30;
/** The Bangkok hour from which the studio's digest of the day goes. */
export const DIGEST_HOUR = 8;

export interface QuotationFact {
  quoteId: string;
  /** The latest revision's id: a new revision (renewed validity) is a new event. */
  revisionId: string;
  /** The last day it holds (yyyy-mm-dd, Bangkok). */
  validUntil: string;
  /** Still waiting for the client's answer (status quoted, not accepted). */
  open: boolean;
  clientOptedOut: boolean;
}

export interface InstalmentFact {
  quoteId: string;
  instalmentId: string;
  /** The day it must be paid by (yyyy-mm-dd, Bangkok); null while not yet due. */
  dueDate: string | null;
  paid: boolean;
  clientOptedOut: boolean;
}

export interface WithholdingFact {
  documentId: string;
  quoteId: string | null;
  /** The day of the payment (the receipt's issue day, yyyy-mm-dd, Bangkok). */
  paidOn: string;
  certificate: 'missing' | 'sent' | 'received';
  clientOptedOut: boolean;
}

export interface ReminderFacts {
  quotations: readonly QuotationFact[];
  instalments: readonly InstalmentFact[];
  withholdings: readonly WithholdingFact[];
  /** Quotes whose newest message is the client's (the studio owes an answer). */
  unansweredQuotes: number;
}

export interface DigestCounts {
  unanswered: number;
  lapsing: number;
  overdue: number;
  certificates: number;
}

export type Reminder =
  | { kind: 'quote_lapsing'; eventKey: string; quoteId: string; validUntil: string; daysLeft: number }
  | { kind: 'instalment_due_soon'; eventKey: string; quoteId: string; instalmentId: string; dueDate: string; daysLeft: number }
  | {
      kind: 'instalment_overdue';
      eventKey: string;
      quoteId: string;
      instalmentId: string;
      dueDate: string;
      daysOverdue: number;
      step: OverdueStep;
    }
  | { kind: 'withholding_missing'; eventKey: string; quoteId: string | null; documentId: string; paidOn: string; daysSince: number }
  | { kind: 'studio_digest'; eventKey: string; day: string; counts: DigestCounts };

export interface ReminderOptions {
  now: Date;
  /** Kinds the studio switched off. */
  disabled?: ReadonlySet<ReminderKind>;
}

/** yyyy-mm-dd of the Bangkok calendar day `moment` falls on. */
export function bangkokIsoDay(moment: Date): string {
  const { year, month, day } = bangkokDate(moment);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (both yyyy-mm-dd): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The latest overdue step reached `daysOverdue` days past the due date; null before the first. */
export function overdueStep(daysOverdue: number): OverdueStep | null {
  let reached: OverdueStep | null = null;
  for (const step of OVERDUE_STEPS) if (daysOverdue >= step) reached = step;
  return reached;
}

const lapsingSoon = (q: QuotationFact, today: string) => {
  const daysLeft = daysBetween(today, q.validUntil);
  return q.open && daysLeft >= 0 && daysLeft <= REMIND_DAYS_BEFORE ? daysLeft : null;
};

const daysOverdue = (i: InstalmentFact, today: string) => (i.paid || !i.dueDate ? null : daysBetween(i.dueDate, today));

const certificateLate = (w: WithholdingFact, today: string) => {
  const daysSince = daysBetween(w.paidOn, today);
  return w.certificate === 'missing' && daysSince >= CERTIFICATE_GRACE_DAYS ? daysSince : null;
};

/** What waits for the studio today (the digest's numbers). */
export function digestCounts(facts: ReminderFacts, now: Date): DigestCounts {
  const today = bangkokIsoDay(now);
  return {
    unanswered: facts.unansweredQuotes,
    lapsing: facts.quotations.filter((q) => lapsingSoon(q, today) !== null).length,
    overdue: facts.instalments.filter((i) => (daysOverdue(i, today) ?? 0) >= 1).length,
    certificates: facts.withholdings.filter((w) => certificateLate(w, today) !== null).length,
  };
}

/** Every reminder due at `options.now`, each under the key that makes it go once. */
export function dueReminders(facts: ReminderFacts, options: ReminderOptions): Reminder[] {
  const today = bangkokIsoDay(options.now);
  const on = (kind: ReminderKind) => !options.disabled?.has(kind);
  const due: Reminder[] = [];

  if (on('quote_lapsing')) {
    for (const q of facts.quotations) {
      const daysLeft = lapsingSoon(q, today);
      if (daysLeft === null || q.clientOptedOut) continue;
      due.push({
        kind: 'quote_lapsing',
        eventKey: `quote_lapsing:${q.revisionId}`,
        quoteId: q.quoteId,
        validUntil: q.validUntil,
        daysLeft,
      });
    }
  }

  for (const i of facts.instalments) {
    const past = daysOverdue(i, today);
    if (past === null || !i.dueDate || i.clientOptedOut) continue;
    if (past <= 0 && -past <= REMIND_DAYS_BEFORE && on('instalment_due_soon')) {
      due.push({
        kind: 'instalment_due_soon',
        eventKey: `instalment_due_soon:${i.instalmentId}`,
        quoteId: i.quoteId,
        instalmentId: i.instalmentId,
        dueDate: i.dueDate,
        daysLeft: -past,
      });
    }
    const step = overdueStep(past);
    if (step !== null && on('instalment_overdue')) {
      due.push({
        kind: 'instalment_overdue',
        eventKey: `instalment_overdue_${step}:${i.instalmentId}`,
        quoteId: i.quoteId,
        instalmentId: i.instalmentId,
        dueDate: i.dueDate,
        daysOverdue: past,
        step,
      });
    }
  }

  if (on('withholding_missing')) {
    for (const w of facts.withholdings) {
      const daysSince = certificateLate(w, today);
      if (daysSince === null || w.clientOptedOut) continue;
      due.push({
        kind: 'withholding_missing',
        eventKey: `withholding_missing:${w.documentId}`,
        quoteId: w.quoteId,
        documentId: w.documentId,
        paidOn: w.paidOn,
        daysSince,
      });
    }
  }

  if (on('studio_digest') && bangkokHour(options.now) >= DIGEST_HOUR) {
    const counts = digestCounts(facts, options.now);
    if (counts.unanswered + counts.lapsing + counts.overdue + counts.certificates > 0) {
      due.push({ kind: 'studio_digest', eventKey: `studio_digest:${today}`, day: today, counts });
    }
  }
  return due;
}

/** The hour (0–23) in Bangkok (UTC+7, no daylight saving). */
export function bangkokHour(moment: Date): number {
  return (moment.getUTCHours() + 7) % 24;
}
