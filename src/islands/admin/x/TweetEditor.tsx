import { counterTone, TWEET_MAX, tweetLength, type CounterTone } from '../../../domain/blog/tweet';
import { FormField } from '../../shared/FormField';
import type { AdminT } from '../words';
import type { Overview } from './shared';
import { useTweetEditor } from './useTweetEditor';
import { TweetCandidates } from './TweetCandidates';
import { TweetOutcome } from './TweetOutcome';

interface Props {
  t: AdminT;
  headingId: string;
  /** Published posts not yet on X; null until the tab's first load answers. */
  candidates: Overview['candidates'] | null;
  /** The public site's origin, without the trailing slash; tweets link to `${siteUrl}/blog/${slug}`. */
  siteUrl: string;
  reload: () => Promise<void>;
}

const toneClass: Record<CounterTone, string> = {
  normal: 'text-slate-600',
  warning: 'font-semibold text-yellow-700',
  danger: 'font-semibold text-red-700',
};

/**
 * The tweet editor (portal spec §4): pick a published post, edit the tweet with its counter, post
 * now or schedule, with a progress bar and the outcome. The field errors are the tweet checks'
 * reasons (shared with the server), worded here in the admin's language.
 */
export function TweetEditor({ t, headingId, candidates, siteUrl, reload }: Props) {
  const editor = useTweetEditor(t, siteUrl, reload);
  const { selectedId, text, scheduleAt, scheduling, tweet } = editor;
  const selected = candidates?.find((c) => c.id === selectedId) ?? null;
  const length = tweetLength(text);
  const tone = counterTone(length);
  return (
    <>
      <TweetCandidates t={t} headingId={headingId} candidates={candidates} selectedId={selectedId} onSelect={editor.select} />
      <section className="card" aria-labelledby={`${headingId}-compose`}>
        <h3 id={`${headingId}-compose`} className="text-xl font-bold">
          {t('xposting.compose.title')}
        </h3>
        {selected && (
          <p className="mt-1 text-sm text-slate-600" data-x-selected={selected.id}>
            {t('xposting.compose.for', { title: selected.title })}
          </p>
        )}
        <form className="mt-4 space-y-4" onSubmit={editor.submit} noValidate data-x-form>
          <FormField
            label={t('xposting.text')}
            name="tweet_text"
            multiline
            rows={7}
            value={text}
            onChange={(event) => editor.editText(event.target.value)}
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
            onChange={(event) => editor.editScheduleAt(event.target.value)}
            error={tweet.fields['runAt']}
            hint={t('xposting.scheduleHint')}
          />
          <button type="submit" className="btn-primary" disabled={tweet.pending} aria-busy={tweet.pending} data-x-submit>
            {scheduling ? t('xposting.schedulePost') : t('xposting.postNow')}
          </button>
        </form>
        <TweetOutcome t={t} editor={editor} />
      </section>
    </>
  );
}
