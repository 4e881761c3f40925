import { formatMoney } from '../../../i18n/format';
import type { Report } from '../../../domain/reports';
import type { Locale } from '../../../i18n/locales';
import type { AdminT } from '../words';
import { Bar } from './Bar';

type SectionProps = { locale: Locale; t: AdminT; data: Report; id: string };

/** Pipeline value by status. */
function Pipeline({ locale, t, data, id }: SectionProps) {
  return (
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
                <span data-count>{row.count}</span> · <span data-value>{formatMoney(locale, row.value)}</span>
              </span>
            </div>
            <Bar value={row.value} largest={Math.max(...data.pipeline.map((r) => r.value))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where leads came from. */
function Sources({ t, data, id }: SectionProps) {
  return (
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
  );
}

/** The pipeline and the sources, side by side on wide screens. */
export function Breakdowns(props: SectionProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Pipeline {...props} />
      <Sources {...props} />
    </div>
  );
}
