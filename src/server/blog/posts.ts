/**
 * Blog posts as readers see them: published only (RLS does the filtering for visitors), newest
 * first, body sanitised, in the reader's language (decision 0022): under /th a post's Thai version
 * when it has one, else its English text, marked as such. The admin side lives in src/server/blog/admin.ts.
 */
import type { Selectable } from 'kysely';
import type { Locale } from '../../i18n/locales';
import { localizedPath } from '../../domain/metadata';
import type { PublicBlogPosts } from '../db/schema.generated';
import type { Database, JwtClaims } from '../db/types';
import { sanitizeArticle } from './sanitize';

export interface PublishedPostSummary {
  id: string;
  /** The slug of the version shown, for links under the reader's locale prefix. */
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  imageUrl: string | null;
  imageAlt: string;
  publishedAt: string;
  /** The language of the texts: 'en' under /th for a post with no Thai version. */
  lang: Locale;
  /** Whether the post has a Thai version. */
  translated: boolean;
  /**
   * The post's page in each language: `/blog/{slug}` and `/th/blog/{slug_th}`, or `/th/blog/{slug}`
   * (the English text in the Thai site) for a post with no Thai version. The hreflang pair.
   */
  paths: Record<Locale, string>;
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
  'slug_th',
  'title_th',
  'excerpt_th',
  'category_th',
  'featured_image_alt_th',
] as const;
const POST_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'content',
  'tags',
  'tags_th',
  'x_post_url',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'content_th',
  'meta_title_th',
  'meta_description_th',
  'meta_keywords_th',
] as const;
type Row = Pick<Selectable<PublicBlogPosts>, (typeof SUMMARY_COLUMNS)[number]>;
type PostRow = Pick<Selectable<PublicBlogPosts>, (typeof POST_COLUMNS)[number]>;

/** The Thai version is shown under /th when the post has one (title, slug and content come together). */
const showsThai = (row: Row, locale: Locale) => locale === 'th' && row.slug_th !== null && row.title_th !== null;

function summary(row: Row, locale: Locale): PublishedPostSummary {
  const thai = showsThai(row, locale);
  return {
    id: row.id,
    slug: thai ? (row.slug_th ?? row.slug) : row.slug,
    title: thai ? (row.title_th ?? row.title) : row.title,
    excerpt: (thai ? row.excerpt_th : row.excerpt) ?? '',
    category: thai ? row.category_th : row.category,
    imageUrl: row.featured_image_url,
    // Each version describes the image in its own language; a Thai version without its own alt keeps
    // the English one rather than none.
    imageAlt: (thai ? (row.featured_image_alt_th ?? row.featured_image_alt) : row.featured_image_alt) ?? '',
    publishedAt: new Date(row.published_at ?? row.created_at).toISOString(),
    lang: thai ? 'th' : 'en',
    translated: row.slug_th !== null,
    paths: { en: localizedPath(`/blog/${row.slug}`, 'en'), th: localizedPath(`/blog/${row.slug_th ?? row.slug}`, 'th') },
  };
}

const SLUG = /^[a-z0-9-]{1,200}$/;

/** Readers are visitors (claims null): RLS returns published posts only, even to an admin's browser. */
export async function listPublishedPosts(
  db: Database,
  locale: Locale = 'en',
  claims: JwtClaims | null = null,
): Promise<PublishedPostSummary[]> {
  const rows = await db.asCaller(claims, (tx) =>
    tx.db
      .selectFrom('public.blog_posts')
      .select(SUMMARY_COLUMNS)
      .where('status', '=', 'published')
      .orderBy('published_at', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .execute(),
  );
  return rows.map((row) => summary(row, locale));
}

export type PostLookup = { post: PublishedPost; redirect?: undefined } | { post?: undefined; redirect: string } | null;

/**
 * The post at /blog/{slug} or /th/blog/{slug}. A link to the other version's slug (the language
 * switcher keeps the slug) redirects to this language's own: `redirect` is the path to go to.
 * Under /th a post with no Thai version is shown in English, as the list links it.
 */
export async function getPublishedPost(
  db: Database,
  slug: string,
  locale: Locale = 'en',
  claims: JwtClaims | null = null,
): Promise<PostLookup> {
  if (!SLUG.test(slug)) return null;
  const own = locale === 'th' ? 'slug_th' : 'slug';
  const other = locale === 'th' ? 'slug' : 'slug_th';
  const rows = await db.asCaller(claims, (tx) =>
    tx.db
      .selectFrom('public.blog_posts')
      .select(POST_COLUMNS)
      .where((eb) => eb.or([eb(own, '=', slug), eb(other, '=', slug)]))
      .where('status', '=', 'published')
      .execute(),
  );
  const row = rows.find((candidate) => candidate[own] === slug) ?? rows[0];
  if (!row) return null;
  const thai = showsThai(row, locale);
  const shownSlug = thai ? row.slug_th : row.slug;
  if (shownSlug !== slug) return { redirect: localizedPath(`/blog/${shownSlug ?? row.slug}`, locale) };
  return { post: post(row, locale) };
}

function post(row: PostRow, locale: Locale): PublishedPost {
  const thai = showsThai(row, locale);
  return {
    ...summary(row, locale),
    html: sanitizeArticle((thai ? row.content_th : row.content) ?? row.content),
    tags: thai ? row.tags_th : row.tags,
    xPostUrl: row.x_post_url,
    meta: thai
      ? { title: row.meta_title_th, description: row.meta_description_th, keywords: row.meta_keywords_th }
      : { title: row.meta_title, description: row.meta_description, keywords: row.meta_keywords },
  };
}
