import { useState } from 'react';
import { recentTaxMonths, taxMonthName } from '../../../domain/outputTax';
import type { ReportRange } from '../../../domain/reports';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';

/** The accountant's CSV downloads of quotes and orders, for the report's range. */
export function Exports({ locale, t, range, id }: { locale: Locale; t: AdminT; range: ReportRange; id: string }) {
  const query = new URLSearchParams({ lang: locale });
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  return (
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
  );
}

/** The output-tax register of a month, as CSV or PDF. */
export function TaxRegister({ locale, t, id }: { locale: Locale; t: AdminT; id: string }) {
  // The output-tax register's month: this Bangkok month until the admin picks another.
  const [taxMonths] = useState(() => recentTaxMonths(new Date(), 36));
  const [taxMonth, setTaxMonth] = useState(() => taxMonths[0] ?? '');
  return (
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
  );
}
