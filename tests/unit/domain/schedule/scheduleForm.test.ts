import { describe, expect, it } from 'vitest';
import {
  parseBaht,
  parsePercent,
  scheduleFieldErrors,
  scheduleInput,
  specsOf,
  type ScheduleRow,
} from '../../../../src/domain/schedule/scheduleForm';
import { splitSchedule } from '../../../../src/domain/schedule/split';
import en from '../../../../src/i18n/en/adminSchedule';

const QUOTE = '7b0f3c3e-8f5e-4c1e-9a39-2d9a4f0f5a11';
const row = (kind: ScheduleRow['kind'], value = '', labelEn = 'Part', labelTh = 'งวด'): ScheduleRow => ({ labelEn, labelTh, kind, value });
const errorsOf = (instalments: ScheduleRow[]) => {
  const parsed = scheduleInput.safeParse({ quoteId: QUOTE, instalments });
  return parsed.success ? {} : scheduleFieldErrors(parsed.error.issues);
};

describe('parseBaht', () => {
  it('reads baht as people type them, to the satang, without floating-point drift', () => {
    expect(parseBaht('20000')).toEqual({ ok: true, value: 2_000_000 });
    expect(parseBaht(' ฿20,000.5 ')).toEqual({ ok: true, value: 2_000_050 });
    expect(parseBaht('20 000.29')).toEqual({ ok: true, value: 2_000_029 });
    expect(parseBaht('THB 1.10')).toEqual({ ok: true, value: 110 });
    expect(parseBaht('.5')).toEqual({ ok: true, value: 50 });
  });

  it('refuses empty, zero, negative, words and more decimals than satang', () => {
    expect(parseBaht('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseBaht('0')).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseBaht('0.00')).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseBaht('-500')).toEqual({ ok: false, problem: 'not_positive' });
    expect(parseBaht('20000.005')).toEqual({ ok: false, problem: 'too_precise' });
    expect(parseBaht('twenty')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseBaht('1e5')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseBaht('.')).toEqual({ ok: false, problem: 'not_a_number' });
  });
});

describe('parsePercent', () => {
  it('reads percentages with up to two decimals as basis points', () => {
    expect(parsePercent('50')).toEqual({ ok: true, value: 5000 });
    expect(parsePercent('33.33 %')).toEqual({ ok: true, value: 3333 });
    expect(parsePercent('33.333')).toEqual({ ok: false, problem: 'too_precise' });
    expect(parsePercent('0')).toEqual({ ok: false, problem: 'not_positive' });
    expect(parsePercent('-5')).toEqual({ ok: false, problem: 'not_positive' });
  });
});

describe('scheduleInput', () => {
  it('turns "฿20,000 deposit, the rest on launch" into the splitter’s specs', () => {
    const parsed = scheduleInput.parse({
      quoteId: QUOTE,
      instalments: [row('amount', '20,000', 'Deposit', 'เงินมัดจำ'), row('rest', '', 'Launch', 'เปิดตัว')],
    });
    const specs = specsOf(parsed.instalments);
    expect(specs.map((s) => [s.trigger, s.share])).toEqual([
      ['acceptance', { kind: 'amount', satang: 2_000_000 }],
      ['milestone', { kind: 'rest' }],
    ]);
    const split = splitSchedule(5_350_000, specs, 100);
    expect(split.ok && split.instalments.map((i) => i.amount)).toEqual([2_000_000, 3_350_000]);
  });

  it('names the row and field of each mistake, with a message in both dictionaries', () => {
    const errors = errorsOf([
      row('amount', '20000.005'),
      row('percent', 'abc'),
      row('amount', '-1'),
      row('percent', '100'),
      row('amount', '', '', ' '),
      row('rest'),
    ]);
    expect(errors).toEqual({
      '0.value': 'admin.schedule.error.amount.too_precise',
      '1.value': 'admin.schedule.error.percent.not_a_number',
      '2.value': 'admin.schedule.error.amount.not_positive',
      '3.value': 'admin.schedule.error.percent.nothing_left',
      '4.labelEn': 'admin.schedule.error.labelEn',
      '4.labelTh': 'admin.schedule.error.labelTh',
      '4.value': 'admin.schedule.error.amount.empty',
    });
    for (const key of Object.values(errors)) expect(Object.keys(en)).toContain(key);
  });

  it('takes the rest on the last row only, and at least two rows', () => {
    expect(errorsOf([row('rest'), row('percent', '50')])).toEqual({
      '0.kind': 'admin.schedule.error.restLast',
      '1.kind': 'admin.schedule.error.restLast',
    });
    expect(errorsOf([row('rest')])).toEqual({ form: 'admin.schedule.error.tooFew' });
  });
});
