import { useState } from 'react';
import { actions, isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { FormField, SelectField } from '../shared/FormField';
import { scheduleFieldErrors, scheduleInput, specsOf, type ScheduleRow } from '../../domain/schedule/scheduleForm';
import { MAX_INSTALMENTS, splitSchedule } from '../../domain/schedule/split';
import type { AdminT } from './words';

/** A row as typed. The last row's kind is ignored: it always takes the rest. */
export type FormRow = { labelEn: string; labelTh: string; kind: 'percent' | 'amount'; value: string };

/** Orders hold whole baht (server/billing/schedule/manage.ts INSTALMENT_STEP); the preview splits the same way. */
const STEP = 100;

export const DEFAULT_ROWS: FormRow[] = [
  { labelEn: 'Deposit', labelTh: 'เงินมัดจำ', kind: 'percent', value: '50' },
  { labelEn: 'On delivery', labelTh: 'ส่งมอบงาน', kind: 'percent', value: '' },
];

/** An existing schedule as rows: a part that is a whole percentage to two decimals stays one, else its amount. */
export function rowsOf(schedule: { total: number; instalments: { label: { en: string; th: string }; amount: number }[] }): FormRow[] {
  return schedule.instalments.map((i) => {
    const bp = (i.amount * 10_000) / schedule.total;
    const percent = Number.isInteger(bp) && Math.floor((schedule.total * bp) / 10_000 / STEP) * STEP === i.amount;
    return {
      labelEn: i.label.en,
      labelTh: i.label.th,
      kind: percent ? 'percent' : 'amount',
      value: percent ? String(bp / 100) : (i.amount / 100).toFixed(i.amount % 100 === 0 ? 0 : 2),
    };
  });
}

const toInput = (rows: FormRow[]): ScheduleRow[] =>
  rows.map((row, index) =>
    index === rows.length - 1 ? { labelEn: row.labelEn, labelTh: row.labelTh, kind: 'rest', value: '' } : { ...row },
  );

/** `quotation`: the quotation revision the save issued on a quoted price (decision 0062), else null. */
type Answer = { ok: true; quotation: { revision: number; number: string | null } | null } | { ok: false; problem: string };

/**
 * The studio's new schedule revision (decision 0050, addendum 2026-11-27): each instalment but the last
 * a percentage of the price or a baht amount, the last one the rest, with each part's amount shown as
 * it is typed. Checked with the action's own schema first (field errors by row), then by the server;
 * what was typed stays on any refusal. The first is due on acceptance, the others when marked.
 */
export function ScheduleForm(props: {
  quoteId: string;
  /** The quote's price in whole baht. */
  price: number;
  initial: FormRow[];
  t: AdminT;
  locale: Locale;
  baht: (satang: number) => string;
  onSaved: (quotation: { revision: number; number: string | null } | null) => void;
  onCancel: () => void;
}) {
  const { quoteId, price, t, baht, onSaved, onCancel } = props;
  const [rows, setRows] = useState<FormRow[]>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const input = { quoteId, instalments: toInput(rows) };
  const checked = scheduleInput.safeParse(input);
  const split = checked.success ? splitSchedule(price * 100, specsOf(checked.data.instalments), STEP) : null;
  const amounts = split?.ok ? split.instalments.map((i) => i.amount) : null;

  const edit = (index: number, change: Partial<FormRow>) => {
    setRows(rows.map((r, j) => (j === index ? { ...r, ...change } : r)));
    // The server's refusal was about the figures as they were; the live total speaks for the new ones.
    setNotice(null);
  };
  const message = (key: string | undefined) => (key ? t.data(key) : undefined);

  async function submit() {
    setNotice(null);
    if (!checked.success) {
      setErrors(scheduleFieldErrors(checked.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await actions.admin.setSchedule(input);
      if (result.error !== undefined) {
        if (isInputError(result.error)) setErrors(scheduleFieldErrors(result.error.issues));
        else setNotice(t('admin.schedule.failed'));
        return;
      }
      const answer: Answer = result.data;
      if (answer.ok) onSaved(answer.quotation);
      else setNotice(t.data(`admin.schedule.problem.${answer.problem}`));
    } catch {
      setNotice(t('admin.schedule.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="mt-3 space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-schedule-form
    >
      {notice && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800" data-schedule-notice>
          {notice}
        </p>
      )}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message(errors.form)}
        </p>
      )}
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        return (
          <fieldset key={index} className="rounded-xl border border-slate-200 p-3" data-schedule-row={index + 1}>
            <legend className="px-1 text-sm text-slate-600">
              {index + 1}. {index === 0 ? t('admin.schedule.onAcceptance') : t('admin.schedule.onMilestone')}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <FormField
                label={t('admin.schedule.labelEn')}
                value={row.labelEn}
                onChange={(e) => edit(index, { labelEn: e.target.value })}
                error={message(errors[`${index}.labelEn`])}
                required
              />
              <FormField
                label={t('admin.schedule.labelTh')}
                value={row.labelTh}
                onChange={(e) => edit(index, { labelTh: e.target.value })}
                error={message(errors[`${index}.labelTh`])}
                required
              />
              {!last && (
                <>
                  <SelectField
                    label={t('admin.schedule.shareKind')}
                    value={row.kind}
                    onChange={(e) => edit(index, { kind: e.target.value === 'amount' ? 'amount' : 'percent' })}
                    options={[
                      { value: 'percent', label: t('admin.schedule.shareKind.percent') },
                      { value: 'amount', label: t('admin.schedule.shareKind.amount') },
                    ]}
                    error={message(errors[`${index}.kind`])}
                  />
                  <FormField
                    label={row.kind === 'percent' ? t('admin.schedule.percent') : t('admin.schedule.amount')}
                    inputMode="decimal"
                    value={row.value}
                    onChange={(e) => edit(index, { value: e.target.value })}
                    error={message(errors[`${index}.value`])}
                    required
                  />
                </>
              )}
            </div>
            <p className="mt-2 text-sm text-slate-700" data-schedule-amount={index + 1}>
              {last
                ? amounts
                  ? t('admin.schedule.restIs', { amount: baht(amounts[index]!) })
                  : t('admin.schedule.rest')
                : amounts
                  ? t('admin.schedule.partIs', { amount: baht(amounts[index]!) })
                  : ''}
            </p>
            {rows.length > 2 && (
              <button
                type="button"
                className="mt-2 text-sm text-red-700 underline"
                onClick={() => {
                  setRows(rows.filter((_, j) => j !== index));
                  setErrors({});
                }}
              >
                {t('admin.schedule.remove')}
              </button>
            )}
          </fieldset>
        );
      })}
      <p className={split && !split.ok ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'} data-schedule-total>
        {amounts
          ? t('admin.schedule.totalIs', { total: baht(price * 100) })
          : split && !split.ok
            ? t.data(`admin.schedule.problem.${split.problem}`)
            : t('admin.schedule.totalOf', { total: baht(price * 100) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            // A new part goes before the last, which keeps taking the rest.
            setRows([...rows.slice(0, -1), { labelEn: '', labelTh: '', kind: 'percent', value: '' }, rows[rows.length - 1]!]);
            setErrors({});
          }}
          disabled={rows.length >= MAX_INSTALMENTS}
        >
          {t('admin.schedule.add')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t('admin.schedule.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('admin.schedule.cancel')}
        </button>
      </div>
    </form>
  );
}
