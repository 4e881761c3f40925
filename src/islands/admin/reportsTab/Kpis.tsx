import { formatMoney } from '../../../i18n/format';
import { formatPercent } from '../../../i18n/formatMonth';
import type { Report } from '../../../domain/reports';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';

/** The headline figures: requests, won, lost, the paid share, the median days to pay, net revenue. */
export function Kpis({ locale, t, data }: { locale: Locale; t: AdminT; data: Report }) {
  return (
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
          ['net', t('reports.kpi.net'), formatMoney(locale, data.revenueTotal.net)],
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
  );
}
