import { formatMoney } from '../../../i18n/format';
import { formatMonth } from '../../../i18n/formatMonth';
import type { Report } from '../../../domain/reports';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';
import { Bar } from './Bar';

/** Revenue by month: net, paid and credited, with a total. */
export function Revenue({ locale, t, data, id }: { locale: Locale; t: AdminT; data: Report; id: string }) {
  const money = (amount: number) => formatMoney(locale, amount);
  return (
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
  );
}
