/**
 * Blog posts as readers see them: published only (RLS does the filtering for visitors), newest
 * first, body sanitised. The admin side lives in src/server/blog/admin.ts.
 */
import type { Selectable } from 'kysely';
import type { PublicBlogPosts } from '../db/schema.generated';
import type { Database, JwtClaims } from '../db/types';
import { sanitizeArticle } from './sanitize';

export interface PublishedPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  imageUrl: string | null;
  imageAlt: string;
  publishedAt: string;
}

export interface PublishedPost extends PublishedPostSummary {
  /** Sanitised HTML. */
  html: string;
  tags: string[];
  xPostUrl: string | null;
  meta: { title: string | null; description: string | null; keywords: string | null };
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'featured_image_url',
  'featured_image_alt',
  'published_at',
  'created_at',
] as const;
type Row = Pick<Selectable<PublicBlogPosts>, (typeof SUMMARY_COLUMNS)[number]>;

function summary(row: Row): PublishedPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    category: row.category,
    imageUrl: row.featured_image_url,
    imageAlt: row.featured_image_alt ?? '',
    publishedAt: new Date(row.published_at ?? row.created_at).toISOString(),
  };
}

const SLUG = /^[a-z0-9-]{1,200}$/;

/** Readers are visitors (claims null): RLS returns published posts only, even to an admin's browser. */
export async function listPublishedPosts(db: Database, claims: JwtClaims | null = null): Promise<PublishedPostSummary[]> {
  const rows = await db.asCaller(claims, (tx) =>
    tx.db
      .selectFrom('public.blog_posts')
      .select(SUMMARY_COLUMNS)
      .where('status', '=', 'published')
      .orderBy('published_at', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .execute(),
  );
  return rows.map(summary);
}

export async function getPublishedPost(db: Database, slug: string, claims: JwtClaims | null = null): Promise<PublishedPost | null> {
  if (!SLUG.test(slug)) return null;
  const row = await db.asCaller(claims, (tx) =>
    tx.db
      .selectFrom('public.blog_posts')
      .select([...SUMMARY_COLUMNS, 'content', 'tags', 'x_post_url', 'meta_title', 'meta_description', 'meta_keywords'])
      .where('slug', '=', slug)
      .where('status', '=', 'published')
      .executeTakeFirst(),
  );
  if (!row) return null;
  return {
    ...summary(row),
    html: sanitizeArticle(row.content),
    tags: row.tags,
    xPostUrl: row.x_post_url,
    meta: { title: row.meta_title, description: row.meta_description, keywords: row.meta_keywords },
  };
}
