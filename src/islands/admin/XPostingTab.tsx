import { useId } from 'react';
import { actions } from 'astro:actions';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText } from '../../client/actionErrors';
import type { AdminT } from './words';
import { useActionData } from '../shared/useActionForm';
import { PostingLog } from './x/PostingLog';
import { ScheduledPosts } from './x/ScheduledPosts';
import { TweetEditor } from './x/TweetEditor';
import type { Locale } from '../../i18n/locales';

interface Props {
  locale: Locale;
  t: AdminT;
  /** The public site's origin, without the trailing slash; tweets link to `${siteUrl}/blog/${slug}`. */
  siteUrl: string;
}

/**
 * The X Posting tab (portal spec §2 "{host} Posting tab", §4, §5, §8): one load of the tab's data,
 * shared by the tweet editor (published posts not yet on X, post now or schedule), the scheduled
 * posts with Cancel, and the log of the latest 50 entries with Clear log; each reloads it after a change.
 */
export default function XPostingTab({ locale, t, siteUrl }: Props) {
  const overview = useActionData({ load: () => actions.x.overview({}), keys: { generic: 'xposting.error.load' } });
  const data = overview.data;
  const headingId = useId();

  return (
    <div className="space-y-6" data-x-tab>
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t('xposting.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('xposting.intro')}</p>
      </div>

      {overview.notice && (
        <div data-x-load-error>
          <ErrorBox>{noticeText(t, overview.notice)}</ErrorBox>
        </div>
      )}
      {!data && !overview.notice && <p className="text-slate-600">{t('xposting.loading')}</p>}

      {/* grid-cols-1 is minmax(0, 1fr): without it the implicit column grows to the cards' widest
          content (338 px on a 320 px screen, issue 21) and the cards are cut off. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <TweetEditor t={t} headingId={headingId} candidates={data?.candidates ?? null} siteUrl={siteUrl} reload={overview.reload} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <ScheduledPosts locale={locale} t={t} headingId={headingId} scheduled={data?.scheduled ?? null} reload={overview.reload} />
      </div>
      <PostingLog locale={locale} t={t} headingId={headingId} log={data?.log ?? null} reload={overview.reload} />
    </div>
  );
}
