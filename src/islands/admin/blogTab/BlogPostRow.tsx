import { formatDate } from '../../../i18n/format';
import type { AdminPost } from '../../../server/blog/admin';
import type { AdminT } from '../words';
import { bodyCell } from '../../../client/tableStyle';
import type { Locale } from '../../../i18n/locales';

const action = 'rounded-full border px-3 py-1 text-xs font-semibold disabled:opacity-50';

export interface BlogPostRowProps {
  post: AdminPost;
  locale: Locale;
  t: AdminT;
  /** Localised path of the public blog, e.g. /th/blog. */
  blogPath: string;
  /** A row action is running: publish and delete wait. */
  busy: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onRemove: () => void;
}

/** One post in the list: title and slug, status, its X post, date, and View, Edit, Publish and Delete. */
export function BlogPostRow({ post, locale, t, blogPath, busy, onEdit, onPublish, onRemove }: BlogPostRowProps) {
  return (
    <tr data-blog-post={post.slug}>
      <td className={bodyCell}>
        <p className="font-semibold text-ink">{post.title}</p>
        <p className="font-mono text-xs text-slate-500">{post.slug}</p>
      </td>
      <td className={bodyCell} data-blog-status={post.status}>
        {t(`blogadmin.status.${post.status}`)}
        {post.status === 'scheduled' && post.publish_at && (
          <span className="block text-xs text-slate-600" data-blog-publish-at>
            {t('blogadmin.goesLive', { date: formatDate(locale, post.publish_at, 'dateTime') })}
          </span>
        )}
      </td>
      <td className={bodyCell} data-blog-x={post.auto_post_to_x ? (post.x_post_status ?? 'none') : 'disabled'}>
        {!post.auto_post_to_x && !post.x_post_status
          ? t('blogadmin.xDisabled')
          : post.x_post_status
            ? t(`blogadmin.x.${post.x_post_status}`)
            : t('blogadmin.xNone')}
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>{formatDate(locale, post.created_at)}</td>
      <td className={bodyCell}>
        <div className="flex flex-wrap gap-2">
          {post.status === 'published' && (
            <a
              className={`${action} border-slate-300 text-slate-700`}
              href={`${blogPath}/${post.slug}`}
              target="_blank"
              rel="noopener"
              aria-label={t('blogadmin.viewFor', { title: post.title })}
            >
              {t('blogadmin.view')}
            </a>
          )}
          <button
            type="button"
            className={`${action} border-brand-600 text-brand-700`}
            onClick={onEdit}
            aria-label={t('blogadmin.editFor', { title: post.title })}
          >
            {t('blogadmin.edit')}
          </button>
          {post.status !== 'published' && (
            <button
              type="button"
              className={`${action} border-green-700 text-green-800`}
              disabled={busy}
              onClick={onPublish}
              aria-label={t('blogadmin.publishFor', { title: post.title })}
            >
              {t('blogadmin.publish')}
            </button>
          )}
          <button
            type="button"
            className={`${action} border-red-600 text-red-700`}
            disabled={busy}
            onClick={onRemove}
            aria-label={t('blogadmin.deleteFor', { title: post.title })}
          >
            {t('blogadmin.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
