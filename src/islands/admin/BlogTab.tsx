import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { formatDate } from '../../i18n/format';
import type { AdminPost } from '../../server/blog/admin';
import type { IslandT } from '../shared/i18n';
import { ErrorBox } from '../shared/ErrorBox';
import { failureText } from '../shared/actionErrors';
import BlogEditor from './BlogEditor';
import { DataTable, bodyCell } from '../shared/DataTable';

interface Props {
  locale: 'en' | 'th';
  t: IslandT;
  /** Localised path of the public blog, e.g. /th/blog. */
  blogPath: string;
}

type Notice = { tone: 'ok' | 'warn'; text: string };

/** Blog Management (portal spec §2): the list with view, edit, publish and delete, and the editor. */
export default function BlogTab({ locale, t, blogPath }: Props) {
  const [posts, setPosts] = useState<AdminPost[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);

  async function load() {
    try {
      const { data, error } = await actions.blog.list({});
      if (error) setLoadError(true);
      else {
        setPosts(data.posts);
        setLoadError(false);
      }
    } catch {
      setLoadError(true);
    }
  }
  useEffect(() => {
    void load();
  }, []);

  function saved(_post: AdminPost, created: boolean) {
    setEditing(null);
    setFailure(undefined);
    setNotices([{ tone: 'ok', text: t(created ? 'blogadmin.msg.created' : 'blogadmin.msg.updated') }]);
    void load();
  }

  async function publish(post: AdminPost) {
    setBusy(post.id);
    setFailure(undefined);
    setNotices([]);
    try {
      const { data, error } = await actions.blog.publish({ id: post.id });
      if (error) setFailure(failureText(t, error, { generic: 'blogadmin.error.publish', not_signed_in: 'blogadmin.error.session' }));
      else {
        const next: Notice[] = [];
        if (data.x.status === 'posted') next.push({ tone: 'ok', text: t('blogadmin.msg.publishedPosted') });
        else if (data.x.status === 'failed') next.push({ tone: 'warn', text: t('blogadmin.msg.publishedNotPosted') });
        else next.push({ tone: 'ok', text: t('blogadmin.msg.published') });
        if (data.rebuild.status === 'requested') next.push({ tone: 'ok', text: t('blogadmin.msg.rebuildRequested') });
        else if (data.rebuild.status === 'live') next.push({ tone: 'ok', text: t('blogadmin.msg.live') });
        else next.push({ tone: 'warn', text: t('blogadmin.msg.rebuildFailed', { message: data.rebuild.message }) });
        setNotices(next);
      }
    } catch {
      setFailure(t('blogadmin.error.publish'));
    }
    setBusy(null);
    void load();
  }

  async function remove(post: AdminPost) {
    if (!window.confirm(t('blogadmin.confirmDelete'))) return;
    setBusy(post.id);
    setFailure(undefined);
    setNotices([]);
    try {
      const { error } = await actions.blog.remove({ id: post.id });
      if (error) setFailure(failureText(t, error, { generic: 'blogadmin.error.delete', not_signed_in: 'blogadmin.error.session' }));
      else setNotices([{ tone: 'ok', text: t('blogadmin.msg.deleted') }]);
    } catch {
      setFailure(t('blogadmin.error.delete'));
    }
    setBusy(null);
    void load();
  }

  if (editing) {
    return (
      <BlogEditor
        key={editing === 'new' ? 'new' : editing.id}
        t={t}
        post={editing === 'new' ? null : editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
    );
  }

  const action = 'rounded-full border px-3 py-1 text-xs font-semibold disabled:opacity-50';
  return (
    <div className="space-y-4" data-blog-tab>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold">{t('blogadmin.title')}</h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {t('blogadmin.create')}
        </button>
      </div>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      {notices.map((notice) => (
        <p
          key={notice.text}
          role="status"
          className={`rounded-xl border px-4 py-2 text-sm font-medium ${notice.tone === 'ok' ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
          data-blog-notice
        >
          {notice.text}
        </p>
      ))}
      {loadError && <ErrorBox>{t('blogadmin.error.load')}</ErrorBox>}
      {posts && posts.length === 0 && <p className="text-slate-600">{t('blogadmin.empty')}</p>}
      {posts && posts.length > 0 && (
        <div className="card overflow-hidden p-0">
          <DataTable
            columns={[
              t('blogadmin.col.title'),
              t('blogadmin.col.status'),
              t('blogadmin.col.x'),
              t('blogadmin.col.created'),
              t('blogadmin.col.actions'),
            ]}
            minWidth="48rem"
          >
            {posts.map((post) => (
              <tr key={post.id} data-blog-post={post.slug}>
                <td className={bodyCell}>
                  <p className="font-semibold text-ink">{post.title}</p>
                  <p className="font-mono text-xs text-slate-500">{post.slug}</p>
                </td>
                <td className={bodyCell} data-blog-status={post.status}>
                  {t(`blogadmin.status.${post.status}`)}
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
                      onClick={() => setEditing(post)}
                      aria-label={t('blogadmin.editFor', { title: post.title })}
                    >
                      {t('blogadmin.edit')}
                    </button>
                    {post.status !== 'published' && (
                      <button
                        type="button"
                        className={`${action} border-green-700 text-green-800`}
                        disabled={busy === post.id}
                        onClick={() => publish(post)}
                        aria-label={t('blogadmin.publishFor', { title: post.title })}
                      >
                        {t('blogadmin.publish')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${action} border-red-600 text-red-700`}
                      disabled={busy === post.id}
                      onClick={() => remove(post)}
                      aria-label={t('blogadmin.deleteFor', { title: post.title })}
                    >
                      {t('blogadmin.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </div>
  );
}
