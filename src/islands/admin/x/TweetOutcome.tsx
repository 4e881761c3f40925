import { ErrorBox } from '../../shared/ErrorBox';
import { noticeText } from '../../../client/actionErrors';
import type { AdminT } from '../words';
import type { TweetEditorState } from './useTweetEditor';

/** The progress bar, the steps and the outcome (a link to the post), or the failure. */
export function TweetOutcome({ t, editor }: { t: AdminT; editor: TweetEditorState }) {
  const { progress, tweet } = editor;
  const sent = tweet.data;
  return (
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
  );
}
