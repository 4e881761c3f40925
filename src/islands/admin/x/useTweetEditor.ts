import { useEffect, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { composeTweet, validateSchedule, validateTweet, type TweetCheck } from '../../../domain/blog/tweet';
import { INVALID_CHARACTERS, isAcceptableText } from '../../../domain/validation/text';
import type { FailureKeys } from '../../../client/actionErrors';
import type { AdminT } from '../words';
import { useActionForm, type Result } from '../../shared/useActionForm';
import type { Overview } from './shared';

type Candidate = Overview['candidates'][number];
export type Progress = { value: number; step: string };
type Tweet = { postId: string | null; text: string; runAt: Date | null };
type Sent = { kind: 'posted'; url: string } | { kind: 'scheduled' };

/** The bar stays at 100% this long, then resets. */
const DONE_RESET_MS = 2_000;
/** A short pause between the steps before the request, so each one is seen. */
const STEP_PAUSE_MS = 150;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const postKeys: FailureKeys = { generic: 'xposting.error.post', x_failed: 'error.detail', not_signed_in: 'blogadmin.error.session' };
const scheduleKeys: FailureKeys = {
  generic: 'xposting.error.schedule',
  x_failed: 'error.detail',
  not_signed_in: 'blogadmin.error.session',
};

/** The tweet's text and time checks: a refused character (U+0000, a control character, half an emoji) first, as X's own checks cannot see it. */
function checkTweet(text: string, runAt: Date | null) {
  const textCheck = isAcceptableText(text, 'multiLine')
    ? validateTweet(text)
    : ({ ok: false, reason: { key: INVALID_CHARACTERS } } satisfies TweetCheck);
  const timeCheck = runAt ? validateSchedule(runAt, new Date()) : ({ ok: true } as const);
  return { textCheck, timeCheck };
}

/** The progress bar: its value and step; the finished bar stays a moment, then goes. */
function useProgress() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const done = progress?.value === 100;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setProgress(null), DONE_RESET_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return [progress, setProgress] as const;
}

/** The editor's state: the chosen post, the text, the time, the progress, and posting or scheduling. */
export function useTweetEditor(t: AdminT, siteUrl: string, reload: () => Promise<void>) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [scheduleAt, setScheduleAt] = useState('');
  const [progress, setProgress] = useProgress();

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
  const scheduling = scheduleAt !== '';

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
    const runAt = scheduling ? new Date(scheduleAt) : null;
    const { textCheck, timeCheck } = checkTweet(text, runAt);
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

  const editText = (value: string) => {
    setText(value);
    clearField('text');
  };
  const editScheduleAt = (value: string) => {
    setScheduleAt(value);
    clearField('runAt');
  };
  return { selectedId, text, scheduleAt, scheduling, progress, tweet, select, submit, editText, editScheduleAt };
}
export type TweetEditorState = ReturnType<typeof useTweetEditor>;
