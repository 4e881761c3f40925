import { actions } from 'astro:actions';
import { formatDate } from '../../../i18n/format';
import { DataTable } from '../../shared/DataTable';
import { bodyCell } from '../../../client/tableStyle';
import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import type { AdminT } from '../words';
import { useActionForm } from '../../shared/useActionForm';
import { StatusBadge, type Overview } from './shared';
import type { Locale } from '../../../i18n/locales';

const LOG_ENTRIES = 50;

interface Props {
  locale: Locale;
  t: AdminT;
  headingId: string;
  /** Null until the tab's first load answers. */
  log: Overview['log'] | null;
  reload: () => Promise<void>;
}

/** The posting log (portal spec §8): the latest 50 entries, and Clear log after a confirmation. */
export function PostingLog({ locale, t, headingId, log, reload }: Props) {
  const clear = useActionForm({ action: actions.x.clearLog, keys: { generic: 'xposting.error.clear' }, onSettled: () => reload() });
  const entries = log?.slice(0, LOG_ENTRIES) ?? [];

  function clearLog() {
    if (window.confirm(t('xposting.clearLogConfirm'))) clear.submit({});
  }

  return (
    <section className="card overflow-hidden p-0" aria-labelledby={`${headingId}-log`} data-x-log>
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-6">
        <div>
          <h3 id={`${headingId}-log`} className="text-xl font-bold">
            {t('xposting.log.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('xposting.log.note')}</p>
        </div>
        <button type="button" className="btn-secondary" onClick={clearLog} disabled={entries.length === 0} data-x-clear-log>
          {t('xposting.clearLog')}
        </button>
      </div>
      {clear.notice && (
        <div className="px-6 pt-4" data-x-error>
          <ErrorBox>{noticeText(t, clear.notice)}</ErrorBox>
        </div>
      )}
      {entries.length === 0 ? (
        log && <p className="px-6 py-6 text-slate-600">{t('xposting.log.empty')}</p>
      ) : (
        <DataTable
          columns={[t('xposting.log.time'), t('xposting.log.status'), t('xposting.log.message'), t('xposting.log.link')]}
          minWidth="40rem"
        >
          {entries.map((entry) => (
            <tr key={entry.id} data-x-log-entry={entry.id}>
              <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
                <time dateTime={entry.createdAt}>{formatDate(locale, entry.createdAt, 'dateTime')}</time>
              </td>
              <td className={bodyCell}>
                <StatusBadge t={t} status={entry.status} />
              </td>
              <td className={`${bodyCell} break-words whitespace-pre-line text-ink`}>
                {entry.scheduledFor && (
                  <span className="block font-semibold" data-x-log-scheduled-for>
                    {t('xposting.log.scheduledFor', { time: formatDate(locale, entry.scheduledFor, 'dateTime') })}
                  </span>
                )}
                {/* Which post it was about: a failed entry's message is only the reason. */}
                {entry.postTitle && (
                  <span className="block font-semibold" data-x-log-post>
                    {t('xposting.log.post', { title: entry.postTitle })}
                  </span>
                )}
                {/* Older rows have only the English message. */}
                {entry.reason ? t.data(entry.reason.key, entry.reason.vars) : entry.message}
              </td>
              <td className={bodyCell}>
                {entry.tweetUrl && (
                  <a
                    href={entry.tweetUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    {t('xposting.viewPost')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
