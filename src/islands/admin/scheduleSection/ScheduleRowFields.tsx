import { FormField, SelectField } from '../../shared/FormField';
import type { AdminT } from '../words';
import type { FormRow } from '../ScheduleForm';

export interface ScheduleRowFieldsProps {
  row: FormRow;
  index: number;
  /** The last row takes the rest: it has no kind and no value. */
  last: boolean;
  /** Each part's amount in satang, when the rows as typed split the price; else null. */
  amounts: number[] | null;
  /** More than two rows: this one may be removed. */
  removable: boolean;
  errors: Record<string, string>;
  t: AdminT;
  baht: (satang: number) => string;
  onEdit: (change: Partial<FormRow>) => void;
  onRemove: () => void;
}

/** One instalment of the new revision: its labels, its share (a percentage or an amount) and its amount. */
export function ScheduleRowFields(props: ScheduleRowFieldsProps) {
  const { row, index, last, amounts, errors, t, baht, onEdit } = props;
  const message = (key: string | undefined) => (key ? t.data(key) : undefined);
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3" data-schedule-row={index + 1}>
      <legend className="px-1 text-sm text-slate-600">
        {index + 1}. {index === 0 ? t('admin.schedule.onAcceptance') : t('admin.schedule.onMilestone')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <FormField
          label={t('admin.schedule.labelEn')}
          value={row.labelEn}
          onChange={(e) => onEdit({ labelEn: e.target.value })}
          error={message(errors[`${index}.labelEn`])}
          required
        />
        <FormField
          label={t('admin.schedule.labelTh')}
          value={row.labelTh}
          onChange={(e) => onEdit({ labelTh: e.target.value })}
          error={message(errors[`${index}.labelTh`])}
          required
        />
        {!last && (
          <>
            <SelectField
              label={t('admin.schedule.shareKind')}
              value={row.kind}
              onChange={(e) => onEdit({ kind: e.target.value === 'amount' ? 'amount' : 'percent' })}
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
              onChange={(e) => onEdit({ value: e.target.value })}
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
      {props.removable && (
        <button type="button" className="mt-2 text-sm text-red-700 underline" onClick={props.onRemove}>
          {t('admin.schedule.remove')}
        </button>
      )}
    </fieldset>
  );
}
