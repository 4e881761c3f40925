import type { Locale } from '../../i18n/locales';
import { MAX_INSTALMENTS } from '../../domain/schedule/split';
import type { AdminT } from './words';
import { ScheduleRowFields } from './scheduleSection/ScheduleRowFields';
import { STEP, useScheduleForm } from './scheduleSection/useScheduleForm';

/** A row as typed. The last row's kind is ignored: it always takes the rest. */
export type FormRow = { labelEn: string; labelTh: string; kind: 'percent' | 'amount'; value: string };

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
  const { rows, errors, notice, busy, split, amounts, ...form } = useScheduleForm({ quoteId, price, initial: props.initial, t, onSaved });
  const message = (key: string | undefined) => (key ? t.data(key) : undefined);

  return (
    <form
      className="mt-3 space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
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
      {rows.map((row, index) => (
        <ScheduleRowFields
          key={index}
          row={row}
          index={index}
          last={index === rows.length - 1}
          amounts={amounts}
          removable={rows.length > 2}
          errors={errors}
          t={t}
          baht={baht}
          onEdit={(change) => form.edit(index, change)}
          onRemove={() => form.remove(index)}
        />
      ))}
      <p className={split && !split.ok ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-600'} data-schedule-total>
        {amounts
          ? t('admin.schedule.totalIs', { total: baht(price * 100) })
          : split && !split.ok
            ? t.data(`admin.schedule.problem.${split.problem}`)
            : t('admin.schedule.totalOf', { total: baht(price * 100) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={form.add} disabled={rows.length >= MAX_INSTALMENTS}>
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
