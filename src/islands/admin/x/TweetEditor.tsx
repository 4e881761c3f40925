import { useEffect, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import {
  composeTweet,
  counterTone,
  TWEET_MAX,
  tweetLength,
  validateSchedule,
  validateTweet,
  type CounterTone,
  type TweetCheck,
} from '../../../domain/blog/tweet';
import { INVALID_CHARACTERS, isAcceptableText } from '../../../domain/validation/text';
import { ErrorBox } from '../../shared/ErrorBox';
import { FormField } from '../../shared/FormField';
import { noticeText, type FailureKeys } from '../../../client/actionErrors';
import type { AdminT } from '../words';
import { useActionForm, type Result } from '../../shared/useActionForm';
import { StatusBadge, type Overview } from './shared';

interface Props {
  t: AdminT;
  headingId: string;
  /** Published posts not yet on X; null until the tab's first load answers. */
  candidates: Overview['candidates'] | null;
  /** The public site's origin, without the trailing slash; tweets link to `${siteUrl}/blog/${slug}`. */
  siteUrl: string;
  reload: () => Promise<void>;
}

type Candidate = Overview['candidates'][number];
type Progress = { value: number; step: string };
type Tweet = { postId: string | null; text: string; runAt: Date | null };
type Sent = { kind: 'posted'; url: string } | { kind: 'scheduled' };

/** The bar stays at 100% this long, then resets. */
const DONE_RESET_MS = 2_000;
/** A short pause between the steps before the request, so each one is seen. */
const STEP_PAUSE_MS = 150;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const toneClass: Record<CounterTone, string> = {
  normal: 'text-slate-600',
  warning: 'font-semibold text-yellow-700',
  danger: 'font-semibold text-red-700',
};
const postKeys: FailureKeys = { generic: 'xposting.error.post', x_failed: 'error.detail', not_signed_in: 'blogadmin.error.session' };
const scheduleKeys: FailureKeys = {
  generic: 'xposting.error.schedule',
  x_failed: 'error.detail',
  not_signed_in: 'blogadmin.error.session',
};

/**
 * The tweet editor (portal spec §4): pick a published post, edit the tweet with its counter, post
 * now or schedule, with a progress bar and the outcome. The field errors are the tweet checks'
 * reasons (shared with the server), worded here in the admin's language.
 */
export function TweetEditor({ t, headingId, candidates, siteUrl, reload }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [scheduleAt, setScheduleAt] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);

  async function send({ postId, text, runAt }: Tweet): Promise<Result<Sent>> {
    await pause(STEP_PAUSE_MS);
    setProgress({ value: 20, step: t('xposting.progress.preparing') });
    await pause(STEP_PAUSE_MS);
    setProgress({ value: 40, step: t(runAt ? 'xposting.progress.scheduling' : 'xposting.progress.posting') });
    if (runAt) {
      const result = await actions.x.schedule({ postId, text, runAt: runAt.toISOString() });
      return result.error ? result : { data: { kind: 'scheduled' }, error: undefined };
    }
    const result = await actions.x.post({ postId, text });
    return result.error ? result : { data: { kind: 'posted', url: result.data.url }, error: undefined };
  }

  const tweet = useActionForm({
    action: send,
    keys: ({ runAt }: Tweet) => (runAt ? scheduleKeys : postKeys),
    onSuccess: async () => {
      setProgress({ value: 70, step: t('xposting.progress.updating') });
      await reload();
      setProgress({ value: 100, step: t('xposting.progress.done') });
      setSelectedId(null);
      setText('');
      setScheduleAt('');
    },
    onSettled: async (outcome) => {
      if (outcome.data) return;
      // A failed post is logged and marks the blog post failed on the server.
      setProgress(null);
      await reload();
    },
  });

  // The finished bar stays a moment, then goes.
  const done = progress?.value === 100;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setProgress(null), DONE_RESET_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const selected = candidates?.find((c) => c.id === selectedId) ?? null;
  const length = tweetLength(text);
  const tone = counterTone(length);
  const scheduling = scheduleAt !== '';
  const sent = tweet.data;

  /** Drops one field's error, keeping what else the editor shows. */
  function clearField(name: 'text' | 'runAt', keepSent = true) {
    const { [name]: _dropped, ...fields } = tweet.fields;
    if (_dropped === undefined && keepSent) return;
    tweet.set({ data: keepSent ? tweet.data : null, notice: tweet.notice, code: tweet.code, fields });
  }

  function select(candidate: Candidate) {
    if (candidate.id === selectedId) {
      setSelectedId(null);
      return;
    }
    setSelectedId(candidate.id);
    setText(composeTweet(candidate, `${siteUrl.replace(/\/+$/, '')}/blog/${candidate.slug}`));
    clearField('text', false);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tweet.pending) return;
    // A refused character (U+0000, a control character, half an emoji) first: X's own checks cannot see it.
    const textCheck = isAcceptableText(text, 'multiLine')
      ? validateTweet(text)
      : ({ ok: false, reason: { key: INVALID_CHARACTERS } } satisfies TweetCheck);
    const runAt = scheduling ? new Date(scheduleAt) : null;
    const timeCheck = runAt ? validateSchedule(runAt, new Date()) : ({ ok: true } as const);
    if (!textCheck.ok || !timeCheck.ok) {
      setProgress(null);
      return tweet.set({
        fields: {
          ...(textCheck.ok ? {} : { text: t.data(textCheck.reason.key, textCheck.reason.vars) }),
          ...(timeCheck.ok ? {} : { runAt: t.data(timeCheck.reason.key, timeCheck.reason.vars) }),
        },
      });
    }
    setProgress({ value: 10, step: t('xposting.progress.validating') });
    tweet.submit({ postId: selectedId, text, runAt });
  }

  return (
    <>
      <section className="card" aria-labelledby={`${headingId}-candidates`} data-x-candidates>
        <h3 id={`${headingId}-candidates`} className="text-xl font-bold">
          {t('xposting.candidates.title')}
        </h3>
        {candidates && candidates.length === 0 && (
          <p className="mt-4 text-slate-600" data-x-candidates-empty>
            {t('xposting.candidates.empty')}
          </p>
        )}
        {candidates && candidates.length > 0 && (
          <>
            <p className="mt-1 text-sm text-slate-600">{t('xposting.candidates.hint')}</p>
            <ul className="mt-4 space-y-2">
              {candidates.map((candidate) => (
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
                    <StatusBadge t={t} status={candidate.xPostStatus} />
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
              clearField('text');
            }}
            error={tweet.fields['text']}
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
              clearField('runAt');
            }}
            error={tweet.fields['runAt']}
            hint={t('xposting.scheduleHint')}
          />
          <button type="submit" className="btn-primary" disabled={tweet.pending} aria-busy={tweet.pending} data-x-submit>
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
            {sent && (
              <p
                className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900"
                data-x-success={sent.kind}
              >
                {sent.kind === 'posted' ? t('xposting.posted') : t('xposting.scheduled')}
                {sent.kind === 'posted' && (
                  <>
                    {' '}
                    <a href={sent.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                      {t('xposting.viewPost')}
                    </a>
                  </>
                )}
              </p>
            )}
          </div>
          {tweet.notice && (
            <div data-x-error>
              <ErrorBox>{noticeText(t, tweet.notice)}</ErrorBox>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
