import { useId, useRef, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText } from '../../client/actionErrors';
import { useActionData } from '../shared/useActionForm';
import { formatMoney } from '../../i18n/format';
import { formatMonth, formatPercent } from '../../i18n/formatMonth';
import { barPercent, type Report, type ReportRange } from '../../domain/reports';
import { recentTaxMonths, taxMonthName } from '../../domain/outputTax';
import type { Locale } from '../../i18n/locales';
import type { AdminT } from './words';

interface Props {
  locale: Locale;
  t: AdminT;
}

/** A horizontal bar, drawn with CSS (no chart library): its length is the value's share of the largest. */
function Bar({ value, largest, tone = 'bg-brand-600' }: { value: number; largest: number; tone?: string }) {
  return (
    <div className="h-3 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      <div
        className={`h-full rounded-full ${tone}`}
        style={{ width: `${barPercent(value, largest)}%` }}
        data-bar={barPercent(value, largest)}
      />
    </div>
  );
}

/**
 * The Reports tab (issue 21): the owner's figures for a date range (pipeline value by status, quotes
 * won and lost, the share of requests that end paid and how long that takes, revenue by month, where
 * leads came from) with CSS bar charts, and the accountant's CSV downloads. Loaded lazily: its chunk
 * is fetched when the tab first opens, so the admin's first visit carries none of it.
 */
export default function ReportsTab({ locale, t }: Props) {
  const [range, setRange] = useState<ReportRange>({ from: null, to: null });
  // The output-tax register's month: this Bangkok month until the admin picks another.
  const [taxMonths] = useState(() => recentTaxMonths(new Date(), 36));
  const [taxMonth, setTaxMonth] = useState(() => taxMonths[0] ?? '');
  const current = useRef(range);
  const report = useActionData({ load: () => actions.admin.reports(current.current), keys: { generic: 'reports.error.load' } });
  const data: Report | null = report.data;
  const id = useId();
  const money = (amount: number) => formatMoney(locale, amount);

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' && v ? v : null;
    };
    const next = { from: value('from'), to: value('to') };
    current.current = next;
    setRange(next);
    void report.reload();
  }

  const query = new URLSearchParams({ lang: locale });
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);

  return (
    <div className="space-y-6" data-reports-tab>
      <div>
        <h2 className="text-2xl font-bold">{t('reports.title')}</h2>
        <p className="mt-1 text-slate-600">{t('reports.intro')}</p>
      </div>

      <form className="card flex flex-wrap items-end gap-4" onSubmit={apply} data-reports-range>
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
          <button type="submit" className="btn-primary" disabled={report.pending} aria-busy={report.pending} data-reports-apply>
            {t('reports.range.apply')}
          </button>
        </fieldset>
        <p className="w-full text-sm text-slate-600">{range.from || range.to ? t('reports.range.hint') : t('reports.range.hintAll')}</p>
      </form>

      {report.notice && (
        <div data-reports-error>
          <ErrorBox>{noticeText(t, report.notice)}</ErrorBox>
        </div>
      )}
      {!data && !report.notice && <p className="text-slate-600">{t('reports.loading')}</p>}

      {data && (
        <div className="space-y-6" aria-busy={report.pending} data-reports>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
            {(
              [
                ['requests', t('reports.kpi.requests'), String(data.requests)],
                ['won', t('reports.kpi.won'), String(data.won)],
                ['lost', t('reports.kpi.lost'), String(data.lost)],
                [
                  'paidShare',
                  t('reports.kpi.paidShare'),
                  data.paidShare === null ? t('reports.kpi.none') : formatPercent(locale, data.paidShare),
                  t('reports.kpi.paidShareOf', { paid: data.paid, requests: data.requests }),
                ],
                [
                  'medianDays',
                  t('reports.kpi.medianDays'),
                  data.medianDaysToPay === null
                    ? t('reports.kpi.none')
                    : t('reports.kpi.days', {
                        days: new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB').format(data.medianDaysToPay),
                      }),
                ],
                ['net', t('reports.kpi.net'), money(data.revenueTotal.net)],
              ] as const
            ).map(([key, label, value, note]) => (
              <li key={key} className="card" data-kpi={key}>
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <p className="mt-1 text-2xl font-bold break-words text-ink" data-value>
                  {value}
                </p>
                {note && (
                  <p className="mt-1 text-sm text-slate-600" data-note>
                    {note}
                  </p>
                )}
              </li>
            ))}
          </ul>

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <section className="card" aria-labelledby={`${id}-pipeline`} data-reports-pipeline>
              <h3 id={`${id}-pipeline`} className="text-xl font-bold">
                {t('reports.pipeline.title')}
              </h3>
              <ul className="mt-4 space-y-3">
                {data.pipeline.map((row) => (
                  <li key={row.status} data-status={row.status}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span className="font-medium text-ink">{t(`status.${row.status}`)}</span>
                      <span className="text-slate-600">
                        <span data-count>{row.count}</span> · <span data-value>{money(row.value)}</span>
                      </span>
                    </div>
                    <Bar value={row.value} largest={Math.max(...data.pipeline.map((r) => r.value))} />
                  </li>
                ))}
              </ul>
            </section>

            <section className="card" aria-labelledby={`${id}-sources`} data-reports-sources>
              <h3 id={`${id}-sources`} className="text-xl font-bold">
                {t('reports.sources.title')}
              </h3>
              <ul className="mt-4 space-y-3">
                {data.sources.map((row) => (
                  <li key={row.source} data-source={row.source}>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span className="font-medium text-ink">{t(`reports.sources.${row.source}`)}</span>
                      <span className="text-slate-600" data-count>
                        {row.count}
                      </span>
                    </div>
                    <Bar value={row.count} largest={Math.max(...data.sources.map((r) => r.count))} tone="bg-emerald-600" />
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <section className="card" aria-labelledby={`${id}-revenue`} data-reports-revenue>
            <h3 id={`${id}-revenue`} className="text-xl font-bold">
              {t('reports.revenue.title')}
            </h3>
            {data.revenue.length === 0 ? (
              <p className="mt-4 text-slate-600" data-reports-revenue-empty>
                {t('reports.revenue.empty')}
              </p>
            ) : (
              <table className="mt-4 w-full table-fixed text-sm">
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
                      {t('reports.revenue.month')}
                    </th>
                    <th scope="col" className="py-2 pr-2 font-medium">
                      {t('reports.revenue.net')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.revenue.map((row) => (
                    <tr key={row.month} className="border-t border-slate-100 align-top" data-month={row.month}>
                      <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                        {formatMonth(locale, row.month)}
                      </th>
                      <td className="py-2">
                        <Bar value={row.net} largest={Math.max(...data.revenue.map((r) => r.net))} />
                        <p className="mt-1 flex flex-wrap gap-x-3 text-slate-600">
                          <span className="font-semibold text-ink" data-net>
                            {money(row.net)}
                          </span>
                          <span data-paid>
                            {t('reports.revenue.paid')} {money(row.paid)}
                          </span>
                          {row.credited > 0 && (
                            <span data-credited>
                              {t('reports.revenue.credited')} {money(row.credited)}
                            </span>
                          )}
                        </p>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-200" data-month="total">
                    <th scope="row" className="py-2 pr-2 text-left font-semibold">
                      {t('reports.revenue.total')}
                    </th>
                    <td className="py-2 font-semibold" data-net>
                      {money(data.revenueTotal.net)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            )}
          </section>
        </div>
      )}

      <section className="card" aria-labelledby={`${id}-export`} data-reports-export>
        <h3 id={`${id}-export`} className="text-xl font-bold">
          {t('reports.export.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('reports.export.hint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a className="btn-secondary" href={`/api/admin/export/quotes?${query.toString()}`} download data-export="quotes">
            {t('reports.export.quotes')}
          </a>
          <a className="btn-secondary" href={`/api/admin/export/orders?${query.toString()}`} download data-export="orders">
            {t('reports.export.orders')}
          </a>
        </div>
      </section>

      <section className="card" aria-labelledby={`${id}-tax`} data-reports-tax>
        <h3 id={`${id}-tax`} className="text-xl font-bold">
          {t('reports.tax.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('reports.tax.hint')}</p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 flex-col text-sm font-medium text-slate-700">
            {t('reports.tax.month')}
            {/* A list of months named in the reader's calendar (พฤศจิกายน 2569), not a browser's month input:
                that one is missing in some browsers and speaks the browser's language, not the page's. */}
            <select
              name="month"
              className="mt-1 min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2"
              value={taxMonth}
              onChange={(event) => setTaxMonth(event.target.value)}
              data-reports-tax-month
            >
              {taxMonths.map((month) => (
                <option key={month} value={month}>
                  {taxMonthName(month, locale)}
                </option>
              ))}
            </select>
          </label>
          {(['csv', 'pdf'] as const).map((format) => (
            <a
              key={format}
              className="btn-secondary"
              href={`/api/admin/output-tax?${new URLSearchParams({ month: taxMonth, format, lang: locale }).toString()}`}
              download
              data-export={`tax-${format}`}
            >
              {t(`reports.tax.${format}`)}
            </a>
          ))}
        </div>
      </section>
    </div>
  );
}
