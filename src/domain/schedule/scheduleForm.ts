/**
 * The studio's schedule form as typed (decision 0050, addendum 2026-11-27), shared by the admin's form
 * (its own check before sending) and the action (the server's check): each instalment but the last is
 * a percentage of the quote or a baht amount, the last takes the rest. Amounts and percentages arrive
 * as the text the admin typed, so the messages can say exactly what is wrong with it. Messages are
 * translation keys (admin.schedule.error.*).
 */
import { z } from '../zod';
import { singleLineText } from '../validation/text';
import { MAX_INSTALMENTS, type InstalmentSpec } from './split';
import type { Satang } from '../money/satang';

export type ShareKind = 'percent' | 'amount' | 'rest';

export type ParsedShare<T> = { ok: true; value: T } | { ok: false; problem: 'empty' | 'not_a_number' | 'not_positive' | 'too_precise' };

/**
 * Baht as typed ("20,000", "฿20000.50", "20 000") to satang. Refused: nothing, not a number, zero or
 * less, more than two decimals (a fraction of a satang). Integer arithmetic on the digits, never
 * parseFloat × 100 (which turns 20000.29 into 2000028.9999…).
 */
export function parseBaht(text: string): ParsedShare<Satang> {
  const cleaned = text.replace(/[\s,฿]/g, '').replace(/^THB/i, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, problem: 'not_a_number' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'too_precise' };
  if (whole.length > 12) return { ok: false, problem: 'not_a_number' };
  const satang = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' || satang <= 0) return { ok: false, problem: 'not_positive' };
  return { ok: true, value: satang };
}

/** A percentage as typed ("30", "33.33 %") to basis points; at most two decimals, above 0. */
export function parsePercent(text: string): ParsedShare<number> {
  const cleaned = text.replace(/[\s%]/g, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, problem: 'not_a_number' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, problem: 'too_precise' };
  if (whole.length > 4) return { ok: false, problem: 'not_a_number' };
  const bp = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (sign === '-' || bp <= 0) return { ok: false, problem: 'not_positive' };
  return { ok: true, value: bp };
}

const label = (key: string) => singleLineText().min(1, key).max(80, 'admin.schedule.error.labelTooLong');

export const scheduleRow = z
  .object({
    labelEn: label('admin.schedule.error.labelEn'),
    labelTh: label('admin.schedule.error.labelTh'),
    kind: z.enum(['percent', 'amount', 'rest'], 'admin.schedule.error.kind'),
    value: z.string().max(40, 'admin.schedule.error.amount.not_a_number').default(''),
  })
  .superRefine((row, ctx) => {
    if (row.kind === 'rest') return;
    const parsed = row.kind === 'percent' ? parsePercent(row.value) : parseBaht(row.value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['value'], message: `admin.schedule.error.${row.kind}.${parsed.problem}` });
    else if (row.kind === 'percent' && parsed.value >= 10_000)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'admin.schedule.error.percent.nothing_left' });
  });
export type ScheduleRow = z.input<typeof scheduleRow>;

export const scheduleInput = z.object({
  quoteId: z.uuid(),
  instalments: z
    .array(scheduleRow)
    .min(2, 'admin.schedule.error.tooFew')
    .max(MAX_INSTALMENTS, 'admin.schedule.error.tooMany')
    .superRefine((rows, ctx) => {
      // The last takes the rest; no other may.
      rows.forEach((row, index) => {
        const last = index === rows.length - 1;
        if ((row.kind === 'rest') !== last)
          ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: 'admin.schedule.error.restLast' });
      });
    }),
});
export type ScheduleInput = z.output<typeof scheduleInput>;

/** Checked rows to the splitter's specs: the first is due on acceptance (the deposit), the others when marked. */
export function specsOf(rows: ScheduleInput['instalments']): InstalmentSpec[] {
  return rows.map((row, index) => {
    const trigger = index === 0 ? 'acceptance' : 'milestone';
    const labelOf = { en: row.labelEn, th: row.labelTh };
    if (row.kind === 'rest') return { label: labelOf, trigger, share: { kind: 'rest' } };
    const parsed = row.kind === 'percent' ? parsePercent(row.value) : parseBaht(row.value);
    // The schema refused anything that does not parse.
    if (!parsed.ok) throw new RangeError(`unchecked schedule row ${index + 1}`);
    return {
      label: labelOf,
      trigger,
      share: row.kind === 'percent' ? { kind: 'percent', bp: parsed.value } : { kind: 'amount', satang: parsed.value },
    };
  });
}

/**
 * Field errors of a refused schedule, by row and field ("0.value", "2.kind"), or "form" for the whole
 * list. Works on the form's own check and on the action's input error alike (zod issues both).
 */
export function scheduleFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.indexOf('instalments');
    const index = at === -1 ? undefined : issue.path[at + 1];
    const field = at === -1 ? undefined : issue.path[at + 2];
    const key = typeof index === 'number' && typeof field === 'string' ? `${index}.${field}` : 'form';
    out[key] ??= issue.message;
  }
  return out;
}
