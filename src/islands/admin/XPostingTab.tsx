import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { composeTweet, counterTone, TWEET_MAX, tweetLength, validateSchedule, validateTweet, type CounterTone } from '../../domain/blog/tweet';
import { INVALID_CHARACTERS, isAcceptableText } from '../../domain/validation/text';
import { formatDate } from '../../i18n/format';
import { ErrorBox } from '../shared/ErrorBox';
import { failureText } from '../shared/actionErrors';
import { FormField } from '../shared/FormField';
import type { IslandT } from '../shared/i18n';
import { DataTable, bodyCell } from '../shared/DataTable';

interface Props {
  locale: 'en' | 'th';
  t: IslandT;
  /** The public site's origin, without the trailing slash; tweets link to `${siteUrl}/blog/${slug}`. */
  siteUrl: string;
}

type Overview = NonNullable<Awaited<ReturnType<typeof actions.x.overview>>['data']>;
type Candidate = Overview['candidates'][number];
type Progress = { value: number; step: string };
type Success = { kind: 'posted'; url: string } | { kind: 'scheduled' };

const LOG_ENTRIES = 50;
/** The bar stays at 100% this long, then resets. */
const DONE_RESET_MS = 2_000;
/** A short pause between the steps before the request, so each one is seen. */
const STEP_PAUSE_MS = 150;

const badge = 'inline-block rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap';
const statusColours: Record<string, string> = {
  none: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  posted: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-800',
};
const toneClass: Record<CounterTone, string> = {
  normal: 'text-slate-600',
  warning: 'font-semibold text-yellow-700',
  danger: 'font-semibold text-red-700',
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The X Posting tab (portal spec §2 "{host} Posting tab", §4, §5, §8): published posts not yet on
 * X, the tweet editor with its counter, post now or schedule with a progress bar, the scheduled
 * posts with Cancel, and the log of the latest 50 entries with Clear log.
 */
export default function XPostingTab({ locale, t, siteUrl }: Props) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [scheduleAt, setScheduleAt] = useState('');
  const [textError, setTextError] = useState<string>();
  const [scheduleError, setScheduleError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [success, setSuccess] = useState<Success | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const headingId = useId();

  async function reload() {
    try {
      const { data, error } = await actions.x.overview({});
      if (error) setLoadError(failureText(t, error, { generic: 'xposting.error.load' }));
      else {
        setOverview(data);
        setLoadError(undefined);
      }
    } catch (caught) {
      setLoadError(failureText(t, caught, { generic: 'xposting.error.load' }));
    }
  }

  useEffect(() => {
    void reload();
    return () => clearTimeout(resetTimer.current);
  }, []);

  const selected = overview?.candidates.find((c) => c.id === selectedId) ?? null;
  const length = tweetLength(text);
  const tone = counterTone(length);
  const scheduling = scheduleAt !== '';

  function select(candidate: Candidate) {
    if (candidate.id === selectedId) {
      setSelectedId(null);
      return;
    }
    setSelectedId(candidate.id);
    setText(composeTweet(candidate, `${siteUrl.replace(/\/+$/, '')}/blog/${candidate.slug}`));
    setTextError(undefined);
    setSuccess(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearTimeout(resetTimer.current);
    setFailure(undefined);
    setSuccess(null);
    setBusy(true);
    setProgress({ value: 10, step: t('xposting.progress.validating') });

    // A refused character (U+0000, a control character, half an emoji) first: X's own checks cannot see it.
    const textCheck = isAcceptableText(text, 'multiLine') ? validateTweet(text) : ({ ok: false, message: t(INVALID_CHARACTERS) } as const);
    const runAt = scheduling ? new Date(scheduleAt) : null;
    const timeCheck = runAt ? validateSchedule(runAt, new Date()) : ({ ok: true } as const);
    setTextError(textCheck.ok ? undefined : textCheck.message);
    setScheduleError(timeCheck.ok ? undefined : timeCheck.message);
    if (!textCheck.ok || !timeCheck.ok) {
      setProgress(null);
      setBusy(false);
      return;
    }

    await pause(STEP_PAUSE_MS);
    setProgress({ value: 20, step: t('xposting.progress.preparing') });
    await pause(STEP_PAUSE_MS);
    setProgress({ value: 40, step: t(runAt ? 'xposting.progress.scheduling' : 'xposting.progress.posting') });

    let outcome: Success | null = null;
    try {
      if (runAt) {
        const { error } = await actions.x.schedule({ postId: selectedId, text, runAt: runAt.toISOString() });
        if (error) setFailure(failureText(t, error, { generic: 'xposting.error.schedule', x_failed: 'error.detail', not_signed_in: 'blogadmin.error.session' }));
        else outcome = { kind: 'scheduled' };
      } else {
        const { data, error } = await actions.x.post({ postId: selectedId, text });
        if (error) setFailure(failureText(t, error, { generic: 'xposting.error.post', x_failed: 'error.detail', not_signed_in: 'blogadmin.error.session' }));
        else outcome = { kind: 'posted', url: data.url };
      }
    } catch (caught) {
      setFailure(failureText(t, caught, { generic: runAt ? 'xposting.error.schedule' : 'xposting.error.post' }));
    }

    if (!outcome) {
      // A failed post is logged and marks the blog post failed on the server.
      setProgress(null);
      setBusy(false);
      await reload();
      return;
    }

    setProgress({ value: 70, step: t('xposting.progress.updating') });
    await reload();
    setProgress({ value: 100, step: t('xposting.progress.done') });
    setSuccess(outcome);
    setSelectedId(null);
    setText('');
    setScheduleAt('');
    setBusy(false);
    resetTimer.current = setTimeout(() => setProgress(null), DONE_RESET_MS);
  }

  async function cancel(id: string) {
    setFailure(undefined);
    try {
      const { error } = await actions.x.cancel({ id });
      if (error) setFailure(failureText(t, error, { generic: 'xposting.error.cancel' }));
    } catch (caught) {
      setFailure(failureText(t, caught, { generic: 'xposting.error.cancel' }));
    }
    await reload();
  }

  async function clearLog() {
    if (!window.confirm(t('xposting.clearLogConfirm'))) return;
    setFailure(undefined);
    try {
      const { error } = await actions.x.clearLog({});
      if (error) setFailure(failureText(t, error, { generic: 'xposting.error.clear' }));
    } catch (caught) {
      setFailure(failureText(t, caught, { generic: 'xposting.error.clear' }));
    }
    await reload();
  }

  const statusBadge = (status: string | null) => {
    const key = status ?? 'none';
    const known = key in statusColours;
    return (
      <span className={`${badge} ${statusColours[key] ?? statusColours['none']}`} data-status={key}>
        {known ? t(`xposting.status.${key}`) : key}
      </span>
    );
  };
  const log = overview?.log.slice(0, LOG_ENTRIES) ?? [];

  return (
    <div className="space-y-6" data-x-tab>
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t('xposting.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('xposting.intro')}</p>
      </div>

      {loadError && (
        <div data-x-load-error>
          <ErrorBox>{loadError}</ErrorBox>
        </div>
      )}
      {!overview && !loadError && <p className="text-slate-600">{t('xposting.loading')}</p>}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby={`${headingId}-candidates`} data-x-candidates>
          <h3 id={`${headingId}-candidates`} className="text-xl font-bold">
            {t('xposting.candidates.title')}
          </h3>
          {overview && overview.candidates.length === 0 && (
            <p className="mt-4 text-slate-600" data-x-candidates-empty>
              {t('xposting.candidates.empty')}
            </p>
          )}
          {overview && overview.candidates.length > 0 && (
            <>
              <p className="mt-1 text-sm text-slate-600">{t('xposting.candidates.hint')}</p>
              <ul className="mt-4 space-y-2">
                {overview.candidates.map((candidate) => (
                  <li key={candidate.id}>
                    <button
                      type="button"
                      aria-pressed={candidate.id === selectedId}
                      onClick={() => select(candidate)}
                      className="flex w-full items-start justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
                      data-x-candidate={candidate.id}
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold break-words text-ink">{candidate.title}</span>
                        <span className="block font-mono text-xs break-all text-slate-500">/blog/{candidate.slug}</span>
                      </span>
                      {statusBadge(candidate.xPostStatus)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="card" aria-labelledby={`${headingId}-compose`}>
          <h3 id={`${headingId}-compose`} className="text-xl font-bold">
            {t('xposting.compose.title')}
          </h3>
          {selected && (
            <p className="mt-1 text-sm text-slate-600" data-x-selected={selected.id}>
              {t('xposting.compose.for', { title: selected.title })}
            </p>
          )}
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate data-x-form>
            <FormField
              label={t('xposting.text')}
              name="tweet_text"
              multiline
              rows={7}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setTextError(undefined);
              }}
              error={textError}
              hint={
                <span className={toneClass[tone]} data-x-counter data-tone={tone}>
                  {t('xposting.remaining', { count: TWEET_MAX - length })}
                </span>
              }
            />
            <FormField
              label={t('xposting.schedule')}
              name="schedule_at"
              type="datetime-local"
              value={scheduleAt}
              onChange={(event) => {
                setScheduleAt(event.target.value);
                setScheduleError(undefined);
              }}
              error={scheduleError}
              hint={t('xposting.scheduleHint')}
            />
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy} data-x-submit>
              {scheduling ? t('xposting.schedulePost') : t('xposting.postNow')}
            </button>
          </form>

          <div className="mt-4 space-y-3">
            {progress && (
              <div
                role="progressbar"
                aria-label={t('xposting.progress.label')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.value}
                aria-valuetext={`${progress.value}% ${progress.step}`}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
                data-x-progress
                data-value={progress.value}
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${progress.value}%` }} />
              </div>
            )}
            {/* Always in the page, so screen readers announce the steps and the outcome. */}
            <div role="status" aria-live="polite" className="space-y-3" data-x-status>
              {progress && (
                <p className="text-sm font-medium text-slate-700" data-x-progress-step>
                  {progress.step}
                </p>
              )}
              {success && (
                <p className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900" data-x-success={success.kind}>
                  {success.kind === 'posted' ? t('xposting.posted') : t('xposting.scheduled')}
                  {success.kind === 'posted' && (
                    <>
                      {' '}
                      <a href={success.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                        {t('xposting.viewPost')}
                      </a>
                    </>
                  )}
                </p>
              )}
            </div>
            {failure && (
              <div data-x-error>
                <ErrorBox>{failure}</ErrorBox>
              </div>
            )}
          </div>
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="card" data-x-scheduled-count={overview?.scheduled.length ?? 0}>
          <p className="text-sm font-medium text-slate-600">{t('xposting.scheduledPosts')}</p>
          <p className="mt-1 text-2xl font-bold text-ink" data-value>
            {overview?.scheduled.length ?? 0}
          </p>
        </div>

        <section className="card overflow-hidden p-0 lg:col-span-2" aria-labelledby={`${headingId}-scheduled`} data-x-scheduled-list>
          <h3 id={`${headingId}-scheduled`} className="px-6 pt-6 text-xl font-bold">
            {t('xposting.scheduledPosts')}
          </h3>
          {!overview || overview.scheduled.length === 0 ? (
            overview && <p className="px-6 py-6 text-slate-600">{t('xposting.scheduledList.empty')}</p>
          ) : (
            <DataTable columns={[t('xposting.scheduledList.time'), t('xposting.scheduledList.text'), t('xposting.scheduledList.actions')]} minWidth="36rem">
                  {overview.scheduled.map((item) => {
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
                            onClick={() => void cancel(item.id)}
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
      </div>

      <section className="card overflow-hidden p-0" aria-labelledby={`${headingId}-log`} data-x-log>
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-6">
          <div>
            <h3 id={`${headingId}-log`} className="text-xl font-bold">
              {t('xposting.log.title')}
            </h3>
            <p className="text-sm text-slate-600">{t('xposting.log.note')}</p>
          </div>
          <button type="button" className="btn-secondary" onClick={() => void clearLog()} disabled={log.length === 0} data-x-clear-log>
            {t('xposting.clearLog')}
          </button>
        </div>
        {log.length === 0 ? (
          overview && <p className="px-6 py-6 text-slate-600">{t('xposting.log.empty')}</p>
        ) : (
          <DataTable columns={[t('xposting.log.time'), t('xposting.log.status'), t('xposting.log.message'), t('xposting.log.link')]} minWidth="40rem">
                {log.map((entry) => (
                  <tr key={entry.id} data-x-log-entry={entry.id}>
                    <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
                      <time dateTime={entry.createdAt}>{formatDate(locale, entry.createdAt, 'dateTime')}</time>
                    </td>
                    <td className={bodyCell}>{statusBadge(entry.status)}</td>
                    <td className={`${bodyCell} break-words whitespace-pre-line text-ink`}>{entry.message}</td>
                    <td className={bodyCell}>
                      {entry.tweetUrl && (
                        <a href={entry.tweetUrl} target="_blank" rel="noopener noreferrer" className="font-semibold whitespace-nowrap text-brand-700 underline">
                          {t('xposting.viewPost')}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
