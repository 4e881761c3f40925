import { actions } from 'astro:actions';
import { formatDate } from '../../../i18n/format';
import { DataTable } from '../../shared/DataTable';
import { bodyCell } from '../../../client/tableStyle';
import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import type { AdminT } from '../words';
import { useActionForm } from '../../shared/useActionForm';
import type { Overview } from './shared';
import type { Locale } from '../../../i18n/locales';

interface Props {
  locale: Locale;
  t: AdminT;
  headingId: string;
  /** Null until the tab's first load answers. */
  scheduled: Overview['scheduled'] | null;
  reload: () => Promise<void>;
}

/** The scheduled tweets (portal spec §5): their count, and the list with Cancel. */
export function ScheduledPosts({ locale, t, headingId, scheduled, reload }: Props) {
  const cancel = useActionForm({ action: actions.x.cancel, keys: { generic: 'xposting.error.cancel' }, onSettled: () => reload() });
  const count = scheduled?.length ?? 0;
  return (
    <>
      <div className="card" data-x-scheduled-count={count}>
        <p className="text-sm font-medium text-slate-600">{t('xposting.scheduledPosts')}</p>
        <p className="mt-1 text-2xl font-bold text-ink" data-value>
          {count}
        </p>
      </div>

      <section className="card overflow-hidden p-0 lg:col-span-2" aria-labelledby={`${headingId}-scheduled`} data-x-scheduled-list>
        <h3 id={`${headingId}-scheduled`} className="px-6 pt-6 text-xl font-bold">
          {t('xposting.scheduledPosts')}
        </h3>
        {cancel.notice && (
          <div className="px-6 pt-4" data-x-error>
            <ErrorBox>{noticeText(t, cancel.notice)}</ErrorBox>
          </div>
        )}
        {!scheduled || scheduled.length === 0 ? (
          scheduled && <p className="px-6 py-6 text-slate-600">{t('xposting.scheduledList.empty')}</p>
        ) : (
          <DataTable
            columns={[t('xposting.scheduledList.time'), t('xposting.scheduledList.text'), t('xposting.scheduledList.actions')]}
            minWidth="36rem"
          >
            {scheduled.map((item) => {
              const time = formatDate(locale, item.runAt, 'dateTime');
              return (
                <tr key={item.id} data-x-scheduled={item.id}>
                  <td className={`${bodyCell} whitespace-nowrap text-slate-700`}>
                    <time dateTime={item.runAt}>{time}</time>
                  </td>
                  <td className={`${bodyCell} break-words whitespace-pre-line text-ink`}>{item.text}</td>
                  <td className={bodyCell}>
                    <button
                      type="button"
                      className="rounded-full border border-red-600 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                      aria-label={t('xposting.cancelFor', { time })}
                      onClick={() => cancel.submit({ id: item.id })}
                      data-x-cancel
                    >
                      {t('xposting.cancel')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>
    </>
  );
}
