/**
 * The admin's blog (portal spec §2 "Blog management tab", §4, §8): list, create, update, delete and
 * publish, as the calling admin so RLS has the last word. Publishing a draft with auto-post on posts
 * it to X, then asks for a site rebuild (decision 0008).
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { XPostStatus } from '../../domain/statuses';
import type { DB } from '../db/schema.generated';
import { isDatabaseError, PgErrorCode, type Database, type JwtClaims, type Tx } from '../db/types';
import { bindCaller, type SignedInCallerDb } from '../db/caller';
import type { SocialPort } from '../social/types';
import type { RebuildPort, RebuildResult } from '../site/rebuild';
import {
  hasThaiVersion,
  publishAtProblem,
  resolveExcerpt,
  slugOnUpdate,
  slugify,
  thaiSlugBase,
  uniqueSlug,
  type BlogPostInput,
  type BlogStatus,
} from '../../domain/blog';
import { composeTweet, X_REASONS } from '../../domain/blog/tweet';
import type { Reason } from '../../domain/errors';
import { recordXPost } from '../social/posting';

export interface AdminPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  featured_image_alt: string;
  status: BlogStatus;
  category: string;
  tags: string[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  auto_post_to_x: boolean;
  x_post_status: XPostStatus | null;
  x_post_url: string | null;
  published_at: string | null;
  /** When a scheduled post goes live. */
  publish_at: string | null;
  created_at: string;
  /** The Thai version (decision 0022): '' throughout (slug_th null) when the post has none. */
  title_th: string;
  slug_th: string | null;
  content_th: string;
  excerpt_th: string;
  category_th: string;
  meta_title_th: string;
  meta_description_th: string;
  meta_keywords_th: string;
  featured_image_alt_th: string;
  tags_th: string[];
}

/** The editor's columns; optional texts read as '' (the editor's empty field), as the input writes them back. */
const columns = (eb: ExpressionBuilder<DB, 'public.blog_posts'>) => {
  const text = <
    C extends
      | 'excerpt'
      | 'featured_image_url'
      | 'featured_image_alt'
      | 'category'
      | 'meta_title'
      | 'meta_description'
      | 'meta_keywords'
      | 'title_th'
      | 'content_th'
      | 'excerpt_th'
      | 'category_th'
      | 'meta_title_th'
      | 'meta_description_th'
      | 'meta_keywords_th'
      | 'featured_image_alt_th',
  >(
    column: C,
  ) => eb.fn.coalesce(column, sql.lit('')).as(column);
  return [
    'id',
    'title',
    'slug',
    'content',
    text('excerpt'),
    text('featured_image_url'),
    text('featured_image_alt'),
    'status',
    text('category'),
    'tags',
    text('meta_title'),
    text('meta_description'),
    text('meta_keywords'),
    'auto_post_to_x',
    'x_post_status',
    'x_post_url',
    'published_at',
    'publish_at',
    'created_at',
    text('title_th'),
    'slug_th',
    text('content_th'),
    text('excerpt_th'),
    text('category_th'),
    text('meta_title_th'),
    text('meta_description_th'),
    text('meta_keywords_th'),
    text('featured_image_alt_th'),
    'tags_th',
  ] as const;
};

type Row = Omit<AdminPost, 'published_at' | 'publish_at' | 'created_at'> & {
  published_at: Date | null;
  publish_at: Date | null;
  created_at: Date;
};

const toPost = (row: Row): AdminPost => ({
  ...row,
  published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
  publish_at: row.publish_at ? new Date(row.publish_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
});

const orNull = (value: string) => (value === '' ? null : value);

export async function listAllPosts(caller: SignedInCallerDb): Promise<AdminPost[]> {
  const rows = await caller.run((tx) => tx.db.selectFrom('public.blog_posts').select(columns).orderBy('created_at', 'desc').execute());
  return rows.map(toPost);
}

/**
 * Slugs already used by other posts that could collide with `base` (itself or base-suffix), in one
 * language: English slugs in `slug`, Thai ones in `slug_th` (unique per language, decision 0022).
 */
async function takenSlugs(tx: Tx, base: string, exceptId: string | null, column: 'slug' | 'slug_th' = 'slug'): Promise<Set<string>> {
  const similar = tx.db
    .selectFrom('public.blog_posts')
    .select(`${column} as taken`)
    .where((eb) => eb.or([eb(column, '=', base), eb(column, 'like', sql<string>`${base} || '-%'`)]));
  const rows = await (exceptId === null ? similar : similar.where('id', '<>', exceptId)).execute();
  return new Set(rows.flatMap((row) => (row.taken === null ? [] : [row.taken])));
}

/**
 * The Thai version's columns: all null without one; else its texts and a slug made from its title
 * (or the English slug, thaiSlugBase) when it is new or its title changed.
 */
async function thaiColumns(
  tx: Tx,
  input: BlogPostInput,
  current: { id: string; title_th: string | null; slug_th: string | null } | null,
  englishSlug: string,
  now: Date,
) {
  if (!hasThaiVersion(input)) {
    return {
      title_th: null,
      slug_th: null,
      content_th: null,
      excerpt_th: null,
      category_th: null,
      meta_title_th: null,
      meta_description_th: null,
      meta_keywords_th: null,
      featured_image_alt_th: null,
      tags_th: [],
    };
  }
  const base = thaiSlugBase(input.title_th, englishSlug);
  const taken = await takenSlugs(tx, base, current?.id ?? null, 'slug_th');
  const slug_th =
    current?.title_th != null && current.slug_th != null
      ? slugOnUpdate({ title: current.title_th, slug: current.slug_th }, input.title_th, taken, now, base)
      : uniqueSlug(base, taken, now);
  return {
    title_th: input.title_th,
    slug_th,
    content_th: input.content_th,
    excerpt_th: resolveExcerpt(input.excerpt_th, input.content_th),
    category_th: orNull(input.category_th),
    meta_title_th: orNull(input.meta_title_th),
    meta_description_th: orNull(input.meta_description_th),
    meta_keywords_th: orNull(input.meta_keywords_th),
    featured_image_alt_th: orNull(input.featured_image_alt_th),
    tags_th: input.tags_th,
  };
}

export type SaveResult = { ok: true; post: AdminPost } | { ok: false; error: 'not_found' | 'forbidden' | 'publish_at_past' };

/**
 * Creates (no id) or updates a post. The slug is made from the title at creation and again when the
 * title changes; a taken slug gets a timestamp. An empty excerpt becomes the first 160 characters.
 * A save never publishes: asked for status published, a post not yet live keeps its status, and
 * saveAndPublish then publishes it through publishPost (rebuild, auto-post to X).
 */
export async function savePost(
  db: Database,
  claims: JwtClaims,
  input: BlogPostInput & { id?: string | undefined },
  now: Date,
): Promise<SaveResult> {
  if (publishAtProblem(input.status, input.publish_at, now)) return { ok: false, error: 'publish_at_past' };
  try {
    return await writePost(db, claims, input, now);
  } catch (error) {
    // RLS refuses a non-admin's insert with an error (42501), not by returning no row.
    if (isDatabaseError(error) && error.code === PgErrorCode.insufficientPrivilege) return { ok: false, error: 'forbidden' };
    throw error;
  }
}

function writePost(db: Database, claims: JwtClaims, input: BlogPostInput & { id?: string | undefined }, now: Date): Promise<SaveResult> {
  return db.asCaller(claims, async (tx) => {
    const values = {
      title: input.title,
      content: input.content,
      excerpt: resolveExcerpt(input.excerpt, input.content),
      featured_image_url: orNull(input.featured_image_url),
      featured_image_alt: orNull(input.featured_image_alt),
      status: input.status,
      category: orNull(input.category),
      tags: input.tags,
      meta_title: orNull(input.meta_title),
      meta_description: orNull(input.meta_description),
      meta_keywords: orNull(input.meta_keywords),
      auto_post_to_x: input.auto_post_to_x,
      publish_at: input.status === 'scheduled' ? input.publish_at : null,
    };
    // Going live is publishPost's: its rebuild and auto-post must never be skipped by a save.
    const keepUnpublished = (current: BlogStatus) => (input.status === 'published' && current !== 'published' ? current : input.status);
    if (!input.id) {
      const base = slugify(input.title);
      const slug = uniqueSlug(base, await takenSlugs(tx, base, null), now);
      const thai = await thaiColumns(tx, input, null, slug, now);
      const row = await tx.db
        .insertInto('public.blog_posts')
        .values({ ...values, ...thai, status: keepUnpublished('draft'), slug })
        .returning(columns)
        .executeTakeFirst();
      return row ? { ok: true, post: toPost(row) } : { ok: false, error: 'forbidden' };
    }
    const current = await tx.db
      .selectFrom('public.blog_posts')
      .select(['id', 'title', 'slug', 'status', 'title_th', 'slug_th'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!current) return { ok: false, error: 'not_found' };
    const base = slugify(input.title);
    const slug = slugOnUpdate(current, input.title, await takenSlugs(tx, base, input.id), now);
    const thai = await thaiColumns(tx, input, current, slug, now);
    const row = await tx.db
      .updateTable('public.blog_posts')
      .set({ ...values, ...thai, status: keepUnpublished(current.status), slug })
      .where('id', '=', input.id)
      .returning(columns)
      .executeTakeFirst();
    return row ? { ok: true, post: toPost(row) } : { ok: false, error: 'forbidden' };
  });
}

export async function deletePost(caller: SignedInCallerDb, id: string): Promise<boolean> {
  const rows = await caller.run((tx) => tx.db.deleteFrom('public.blog_posts').where('id', '=', id).returning('id').execute());
  return rows.length > 0;
}

export interface PublishResult {
  post: AdminPost;
  /** 'posted' / 'failed' when auto-post ran; 'skipped' when it was off or the post was not a draft. */
  x: { status: 'posted' | 'failed' | 'skipped'; reason?: Reason };
  rebuild: RebuildResult;
}

/** Publish (spec §4): status published, published_at now; a draft (or scheduled post) with auto-post on goes to X. */
export async function publishPost(
  deps: { db: Database; social: SocialPort; rebuild: RebuildPort },
  claims: JwtClaims,
  id: string,
  siteUrl: string,
): Promise<PublishResult | null> {
  const published = await deps.db.asCaller(claims, async (tx) => {
    const before = await tx.db.selectFrom('public.blog_posts').select('status').where('id', '=', id).executeTakeFirst();
    if (!before || before.status === 'published') return null;
    // `status <> 'published'`: a concurrent publish of the same post waits for this row and then
    // updates nothing, so only one of them posts to X.
    const row = await tx.db
      .updateTable('public.blog_posts')
      .set({ status: 'published', published_at: sql<Date>`now()`, publish_at: null })
      .where('id', '=', id)
      .where('status', '<>', 'published')
      .returning(columns)
      .executeTakeFirst();
    // A scheduled post is a draft with a date: going live announces it too.
    return row ? { post: toPost(row), wasDraft: before.status === 'draft' || before.status === 'scheduled' } : null;
  });
  if (!published) return null;
  let post = published.post;
  let x: PublishResult['x'] = { status: 'skipped' };
  if (post.auto_post_to_x && published.wasDraft) {
    const text = composeTweet({ title: post.title, excerpt: post.excerpt, slug: post.slug }, `${siteUrl}/blog/${post.slug}`);
    const outcome = await recordXPost(bindCaller(deps.db, claims), deps.social, { postId: post.id, text });
    // The post was published a moment ago; if it has been deleted since, nothing was sent.
    const reason = 'reason' in outcome ? outcome.reason : { key: X_REASONS.other, vars: { message: 'the post no longer exists' } };
    x = outcome.ok ? { status: 'posted' } : { status: 'failed', reason };
    const refreshed = await deps.db.asCaller(claims, (tx) =>
      tx.db.selectFrom('public.blog_posts').select(columns).where('id', '=', id).executeTakeFirst(),
    );
    if (refreshed) post = toPost(refreshed);
  }
  const rebuild = await deps.rebuild.request(`Published: ${post.title}`);
  return { post, x, rebuild };
}

export type SaveAndPublishResult =
  | { ok: true; post: AdminPost; published: Omit<PublishResult, 'post'> | null }
  | { ok: false; error: 'not_found' | 'forbidden' | 'publish_at_past' };

/** The editor's save: written as savePost does, then, when asked for status published, published by publishPost. */
export async function saveAndPublish(
  deps: { db: Database; social: SocialPort; rebuild: RebuildPort },
  claims: JwtClaims,
  input: BlogPostInput & { id?: string | undefined },
  now: Date,
  siteUrl: string,
): Promise<SaveAndPublishResult> {
  const saved = await savePost(deps.db, claims, input, now);
  if (!saved.ok || input.status !== 'published' || saved.post.status === 'published')
    return saved.ok ? { ...saved, published: null } : saved;
  const result = await publishPost(deps, claims, saved.post.id, siteUrl);
  // Published meanwhile by someone else: the post as it is now, nothing announced twice.
  if (!result) return { ok: true, post: saved.post, published: null };
  const { post, ...published } = result;
  return { ok: true, post, published };
}
