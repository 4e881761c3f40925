import type { SubmitEvent } from 'react';
import type { ReportRange } from '../../../domain/reports';
import type { AdminT } from '../words';

/** The report's date range: from, to, and Apply. */
export function RangeForm({
  t,
  range,
  pending,
  onApply,
}: {
  t: AdminT;
  range: ReportRange;
  pending: boolean;
  onApply: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="card flex flex-wrap items-end gap-4" onSubmit={onApply} data-reports-range>
      <fieldset className="contents">
        <legend className="sr-only">{t('reports.range.legend')}</legend>
        <label className="flex min-w-0 flex-col text-sm font-medium text-slate-700">
          {t('reports.range.from')}
          <input
            type="date"
            name="from"
            className="mt-1 min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            defaultValue={range.from ?? ''}
            data-reports-from
          />
        </label>
        <label className="flex min-w-0 flex-col text-sm font-medium text-slate-700">
          {t('reports.range.to')}
          <input
            type="date"
            name="to"
            className="mt-1 min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            defaultValue={range.to ?? ''}
            data-reports-to
          />
        </label>
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending} data-reports-apply>
          {t('reports.range.apply')}
        </button>
      </fieldset>
      <p className="w-full text-sm text-slate-600">{range.from || range.to ? t('reports.range.hint') : t('reports.range.hintAll')}</p>
    </form>
  );
}
