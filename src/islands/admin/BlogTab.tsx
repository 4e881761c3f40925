import { useState } from 'react';
import { actions } from 'astro:actions';
import type { AdminPost } from '../../server/blog/admin';
import type { AdminT } from './words';
import type { Reason } from '../../domain/errors';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionData, useActionForm, type Result } from '../shared/useActionForm';
import BlogEditor from './BlogEditor';
import { BlogPostRow } from './blogTab/BlogPostRow';
import { DataTable } from '../shared/DataTable';
import type { Locale } from '../../i18n/locales';

interface Props {
  locale: Locale;
  t: AdminT;
  /** Localised path of the public blog, e.g. /th/blog. */
  blogPath: string;
}

/** `reason`, worded in the page's language, is the key's `{message}`. */
type Notice = { tone: 'ok' | 'warn'; key: string; vars?: Record<string, string>; reason?: Reason };
type RowAction = { kind: 'publish' | 'remove'; id: string };

type Published = NonNullable<Awaited<ReturnType<typeof actions.blog.publish>>['data']>;
type RowDone = ({ kind: 'published' } & Published) | { kind: 'deleted' };

/** A row's button: publish or delete, one action for the row's busy state and its words. */
async function runRowAction({ kind, id }: RowAction): Promise<Result<RowDone>> {
  if (kind === 'publish') {
    const result = await actions.blog.publish({ id });
    return result.error ? result : { data: { kind: 'published', ...result.data }, error: undefined };
  }
  const result = await actions.blog.remove({ id });
  return result.error ? result : { data: { kind: 'deleted' }, error: undefined };
}
const rowKeys = ({ kind }: RowAction): FailureKeys => ({
  generic: kind === 'publish' ? 'blogadmin.error.publish' : 'blogadmin.error.delete',
  not_signed_in: 'blogadmin.error.session',
});

/** What a publish did: the post, its tweet, the site's rebuild. */
function publishNotices({ x, rebuild }: Pick<Published, 'x' | 'rebuild'>): Notice[] {
  const next: Notice[] = [];
  if (x.status === 'posted') next.push({ tone: 'ok', key: 'blogadmin.msg.publishedPosted' });
  else if (x.status === 'failed') next.push({ tone: 'warn', key: 'blogadmin.msg.publishedNotPosted' });
  else next.push({ tone: 'ok', key: 'blogadmin.msg.published' });
  if (rebuild.status === 'requested') next.push({ tone: 'ok', key: 'blogadmin.msg.rebuildRequested' });
  else if (rebuild.status === 'live') next.push({ tone: 'ok', key: 'blogadmin.msg.live' });
  else next.push({ tone: 'warn', key: 'blogadmin.msg.rebuildFailed', vars: { message: rebuild.message }, reason: rebuild.reason });
  return next;
}

/** Blog Management (portal spec §2): the list with view, edit, publish and delete, and the editor. */
export default function BlogTab({ locale, t, blogPath }: Props) {
  const list = useActionData({ load: () => actions.blog.list({}), keys: { generic: 'blogadmin.error.load' } });
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  // The editor's last save, until a row action says something else.
  const [saved, setSaved] = useState<{ created: boolean; published: Pick<Published, 'x' | 'rebuild'> | null } | null>(null);
  const row = useActionForm({ action: runRowAction, keys: rowKeys, onSettled: () => list.reload() });
  const posts = list.data?.posts ?? null;
  const busy = row.pending;
  const notices: Notice[] =
    row.data?.kind === 'published'
      ? publishNotices(row.data)
      : row.data?.kind === 'deleted'
        ? [{ tone: 'ok', key: 'blogadmin.msg.deleted' }]
        : saved
          ? // Saved as Published: what going live did, as the row's Publish says it.
            saved.published
            ? publishNotices(saved.published)
            : [{ tone: 'ok', key: saved.created ? 'blogadmin.msg.created' : 'blogadmin.msg.updated' }]
          : [];

  function onSaved(_post: AdminPost, created: boolean, published: Pick<Published, 'x' | 'rebuild'> | null) {
    setEditing(null);
    row.set({});
    setSaved({ created, published });
    void list.reload();
  }

  function act(kind: RowAction['kind'], post: AdminPost) {
    if (kind === 'remove' && !window.confirm(t('blogadmin.confirmDelete'))) return;
    setSaved(null);
    row.submit({ kind, id: post.id });
  }

  if (editing) {
    return (
      <BlogEditor
        key={editing === 'new' ? 'new' : editing.id}
        t={t}
        post={editing === 'new' ? null : editing}
        onSaved={onSaved}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="space-y-4" data-blog-tab>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold">{t('blogadmin.title')}</h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {t('blogadmin.create')}
        </button>
      </div>
      {row.notice && <ErrorBox>{noticeText(t, row.notice)}</ErrorBox>}
      {notices.map((notice) => (
        <p
          key={notice.key}
          role="status"
          className={`rounded-xl border px-4 py-2 text-sm font-medium ${notice.tone === 'ok' ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
          data-blog-notice
        >
          {t.data(notice.key, notice.reason ? { ...notice.vars, message: t.data(notice.reason.key, notice.reason.vars) } : notice.vars)}
        </p>
      ))}
      {list.notice && <ErrorBox>{noticeText(t, list.notice)}</ErrorBox>}
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
              <BlogPostRow
                key={post.id}
                post={post}
                locale={locale}
                t={t}
                blogPath={blogPath}
                busy={busy}
                onEdit={() => setEditing(post)}
                onPublish={() => act('publish', post)}
                onRemove={() => act('remove', post)}
              />
            ))}
          </DataTable>
        </div>
      )}
    </div>
  );
}
