import { useId } from 'react';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText } from '../../client/actionErrors';
import type { Locale } from '../../i18n/locales';
import type { AdminT } from './words';
import { useReport } from './reportsTab/useReport';
import { RangeForm } from './reportsTab/RangeForm';
import { Kpis } from './reportsTab/Kpis';
import { Breakdowns } from './reportsTab/Breakdowns';
import { Revenue } from './reportsTab/Revenue';
import { Exports, TaxRegister } from './reportsTab/Downloads';

interface Props {
  locale: Locale;
  t: AdminT;
}

/**
 * The Reports tab (issue 21): the owner's figures for a date range (pipeline value by status, quotes
 * won and lost, the share of requests that end paid and how long that takes, revenue by month, where
 * leads came from) with CSS bar charts, and the accountant's CSV downloads. Loaded lazily: its chunk
 * is fetched when the tab first opens, so the admin's first visit carries none of it.
 */
export default function ReportsTab({ locale, t }: Props) {
  const { range, apply, data, pending, notice } = useReport();
  const id = useId();
  return (
    <div className="space-y-6" data-reports-tab>
      <div>
        <h2 className="text-2xl font-bold">{t('reports.title')}</h2>
        <p className="mt-1 text-slate-600">{t('reports.intro')}</p>
      </div>
      <RangeForm t={t} range={range} pending={pending} onApply={apply} />
      {notice && (
        <div data-reports-error>
          <ErrorBox>{noticeText(t, notice)}</ErrorBox>
        </div>
      )}
      {!data && !notice && <p className="text-slate-600">{t('reports.loading')}</p>}
      {data && (
        <div className="space-y-6" aria-busy={pending} data-reports>
          <Kpis locale={locale} t={t} data={data} />
          <Breakdowns locale={locale} t={t} data={data} id={id} />
          <Revenue locale={locale} t={t} data={data} id={id} />
        </div>
      )}
      <Exports locale={locale} t={t} range={range} id={id} />
      <TaxRegister locale={locale} t={t} id={id} />
    </div>
  );
}
