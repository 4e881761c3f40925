/**
 * The admin's blog (portal spec §2 "Blog management tab", §4, §8): list, create, update, delete and
 * publish, as the calling admin so RLS has the last word. Publishing a draft with auto-post on posts
 * it to X, then asks for a site rebuild (decision 0008).
 */
import { isDatabaseError, PgErrorCode, type Database, type JwtClaims, type Tx } from '../db/types';
import type { SocialPort } from '../social/types';
import type { RebuildPort, RebuildResult } from '../site/rebuild';
import { resolveExcerpt, slugOnUpdate, slugify, uniqueSlug, type BlogPostInput, type BlogStatus } from '../../domain/blog';
import { composeTweet } from '../../domain/blog/tweet';
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
  x_post_status: 'pending' | 'posted' | 'failed' | 'skipped' | null;
  x_post_url: string | null;
  published_at: string | null;
  created_at: string;
}

const COLUMNS = `id, title, slug, content, coalesce(excerpt, '') as excerpt, coalesce(featured_image_url, '') as featured_image_url,
  coalesce(featured_image_alt, '') as featured_image_alt, status, coalesce(category, '') as category, tags,
  coalesce(meta_title, '') as meta_title, coalesce(meta_description, '') as meta_description,
  coalesce(meta_keywords, '') as meta_keywords, auto_post_to_x, x_post_status, x_post_url, published_at, created_at`;

type Row = Omit<AdminPost, 'published_at' | 'created_at'> & { published_at: Date | string | null; created_at: Date | string };

const toPost = (row: Row): AdminPost => ({
  ...row,
  published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
});

const orNull = (value: string) => (value === '' ? null : value);

export async function listAllPosts(db: Database, claims: JwtClaims): Promise<AdminPost[]> {
  const rows = await db.asCaller(claims, (tx) => tx.query<Row>(`select ${COLUMNS} from public.blog_posts order by created_at desc`));
  return rows.map(toPost);
}

/** Slugs already used by other posts that could collide with `base` (itself or base-suffix). */
async function takenSlugs(tx: Tx, base: string, exceptId: string | null): Promise<Set<string>> {
  const rows = await tx.query<{ slug: string }>(
    `select slug from public.blog_posts where (slug = $1 or slug like $1 || '-%') and ($2::uuid is null or id <> $2::uuid)`,
    [base, exceptId],
  );
  return new Set(rows.map((row) => row.slug));
}

export type SaveResult = { ok: true; post: AdminPost } | { ok: false; error: 'not_found' | 'forbidden' };

/**
 * Creates (no id) or updates a post. The slug is made from the title at creation and again when the
 * title changes; a taken slug gets a timestamp. An empty excerpt becomes the first 160 characters.
 */
export async function savePost(db: Database, claims: JwtClaims, input: BlogPostInput & { id?: string | undefined }, now: Date): Promise<SaveResult> {
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
    const values = [
      input.title,
      input.content,
      resolveExcerpt(input.excerpt, input.content),
      orNull(input.featured_image_url),
      orNull(input.featured_image_alt),
      input.status,
      orNull(input.category),
      input.tags,
      orNull(input.meta_title),
      orNull(input.meta_description),
      orNull(input.meta_keywords),
      input.auto_post_to_x,
    ];
    if (!input.id) {
      const base = slugify(input.title);
      const slug = uniqueSlug(base, await takenSlugs(tx, base, null), now);
      const row = await tx.one<Row>(
        `insert into public.blog_posts (title, content, excerpt, featured_image_url, featured_image_alt, status, category, tags,
           meta_title, meta_description, meta_keywords, auto_post_to_x, slug)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning ${COLUMNS}`,
        [...values, slug],
      );
      return row ? { ok: true, post: toPost(row) } : { ok: false, error: 'forbidden' };
    }
    const current = await tx.one<{ title: string; slug: string }>('select title, slug from public.blog_posts where id = $1', [input.id]);
    if (!current) return { ok: false, error: 'not_found' };
    const base = slugify(input.title);
    const slug = slugOnUpdate(current, input.title, await takenSlugs(tx, base, input.id), now);
    const row = await tx.one<Row>(
      `update public.blog_posts set title = $1, content = $2, excerpt = $3, featured_image_url = $4, featured_image_alt = $5,
         status = $6, category = $7, tags = $8, meta_title = $9, meta_description = $10, meta_keywords = $11, auto_post_to_x = $12,
         slug = $13
       where id = $14 returning ${COLUMNS}`,
      [...values, slug, input.id],
    );
    return row ? { ok: true, post: toPost(row) } : { ok: false, error: 'forbidden' };
  });
}

export async function deletePost(db: Database, claims: JwtClaims, id: string): Promise<boolean> {
  const rows = await db.asCaller(claims, (tx) => tx.query('delete from public.blog_posts where id = $1 returning id', [id]));
  return rows.length > 0;
}

export interface PublishResult {
  post: AdminPost;
  /** 'posted' / 'failed' when auto-post ran; 'skipped' when it was off or the post was not a draft. */
  x: { status: 'posted' | 'failed' | 'skipped'; message?: string };
  rebuild: RebuildResult;
}

/** Publish (spec §4): status published, published_at now; a draft with auto-post on goes to X. */
export async function publishPost(
  deps: { db: Database; social: SocialPort; rebuild: RebuildPort },
  claims: JwtClaims,
  id: string,
  siteUrl: string,
): Promise<PublishResult | null> {
  const published = await deps.db.asCaller(claims, async (tx) => {
    const before = await tx.one<{ status: BlogStatus }>('select status from public.blog_posts where id = $1', [id]);
    if (!before || before.status === 'published') return null;
    const row = await tx.one<Row>(
      // `and status <> 'published'`: a concurrent publish of the same post waits for this row and then
      // updates nothing, so only one of them posts to X.
      `update public.blog_posts set status = 'published', published_at = now() where id = $1 and status <> 'published' returning ${COLUMNS}`,
      [id],
    );
    return row ? { post: toPost(row), wasDraft: before.status === 'draft' } : null;
  });
  if (!published) return null;
  let post = published.post;
  let x: PublishResult['x'] = { status: 'skipped' };
  if (post.auto_post_to_x && published.wasDraft) {
    const text = composeTweet({ title: post.title, excerpt: post.excerpt, slug: post.slug }, `${siteUrl}/blog/${post.slug}`);
    const outcome = await recordXPost(deps.db, claims, deps.social, { postId: post.id, text });
    x = outcome.ok ? { status: 'posted' } : { status: 'failed', message: outcome.message };
    const refreshed = await deps.db.asCaller(claims, (tx) => tx.one<Row>(`select ${COLUMNS} from public.blog_posts where id = $1`, [id]));
    if (refreshed) post = toPost(refreshed);
  }
  const rebuild = await deps.rebuild.request(`Published: ${post.title}`);
  return { post, x, rebuild };
}
