/**
 * The admin editor's blog post input, checked in the island and again by the server action.
 * Messages are translation keys. Optional texts default to '' (the server stores null for them).
 */
import { z } from '../zod';
import { htmlToText } from './excerpt';
import { bangkokInputValue, bangkokIso } from '../time/bangkok';
import { multiLineText, singleLineText } from '../validation/text';

import { BLOG_STATUSES } from '../statuses';

// Declared once in statuses.ts (the SQL check constraint is tested against it).
export { BLOG_STATUSES, type BlogStatus } from '../statuses';

export const EXCERPT_MAX = 500;
export const IMAGE_ALT_MAX = 300;
export const CATEGORY_MAX = 80;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;
export const META_KEYWORDS_MAX = 300;
export const IMAGE_URL_MAX = 2048;

const optionalLine = (max: number) => singleLineText().max(max, 'blog.error.tooLong').default('');
const optionalLines = (max: number) => multiLineText().max(max, 'blog.error.tooLong').default('');

export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

// An editor left empty still holds markup such as "<p><br></p>"; a post of only an image or video is content.
const hasContent = (html: string) => htmlToText(html) !== '' || /<(?:img|video|iframe|picture)\b/i.test(html);

/** A post's tags in one language. Blank tags (a trailing comma in the tag field) are dropped, and the same tag is kept once. */
function tagList() {
  return z
    .array(singleLineText().max(TAG_MAX, 'blog.error.tagTooLong'))
    .max(TAGS_MAX, 'blog.error.tooManyTags')
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
    .default([]);
}

export const blogPostInput = z.object({
  title: singleLineText({ error: 'blog.error.titleRequired' }).min(1, 'blog.error.titleRequired'),
  content: multiLineText({ error: 'blog.error.contentRequired' }).refine(hasContent, 'blog.error.contentRequired'),
  excerpt: optionalLines(EXCERPT_MAX),
  featured_image_url: singleLineText()
    .max(IMAGE_URL_MAX, 'blog.error.imageUrl')
    .refine((url) => url === '' || isHttpsUrl(url), 'blog.error.imageUrl')
    .default(''),
  featured_image_alt: optionalLine(IMAGE_ALT_MAX),
  status: z.enum(BLOG_STATUSES, 'blog.error.status').default('draft'),
  category: optionalLine(CATEGORY_MAX),
  tags: tagList(),
  meta_title: optionalLine(META_TITLE_MAX),
  meta_description: optionalLines(META_DESCRIPTION_MAX),
  meta_keywords: optionalLine(META_KEYWORDS_MAX),
  auto_post_to_x: z.boolean().default(true),
  /** When a scheduled post goes live (ISO 8601 with an offset); required for status scheduled, ignored otherwise. */
  publish_at: z.iso.datetime({ offset: true, error: 'blog.error.publishAt' }).nullable().default(null),
  // The Thai version (decision 0022): all empty means the post has none. The image and status are
  // shared; its tags and the image's alt text are per language (issue 26).
  title_th: singleLineText().default(''),
  content_th: multiLineText().default(''),
  excerpt_th: optionalLines(EXCERPT_MAX),
  category_th: optionalLine(CATEGORY_MAX),
  meta_title_th: optionalLine(META_TITLE_MAX),
  meta_description_th: optionalLines(META_DESCRIPTION_MAX),
  meta_keywords_th: optionalLine(META_KEYWORDS_MAX),
  featured_image_alt_th: optionalLine(IMAGE_ALT_MAX),
  tags_th: tagList(),
});

export type BlogPostInput = z.infer<typeof blogPostInput>;

/** The Thai version's texts, in the order the editor shows them. */
export const THAI_FIELDS = [
  'title_th',
  'excerpt_th',
  'content_th',
  'category_th',
  'meta_title_th',
  'meta_description_th',
  'meta_keywords_th',
  'featured_image_alt_th',
] as const;
export type ThaiField = (typeof THAI_FIELDS)[number];

/** Whether the admin wrote anything of a Thai version: then it needs its title and content. */
export function hasThaiVersion(post: Pick<BlogPostInput, ThaiField | 'tags_th'>): boolean {
  return THAI_FIELDS.some((field) => post[field].trim() !== '') || post.tags_th.length > 0;
}

/** What the save action accepts: a new post, or the post with this id. */
export const blogPostSaveInput = blogPostInput
  .extend({ id: z.uuid().optional() })
  .refine((post) => post.status !== 'scheduled' || post.publish_at !== null, { path: ['publish_at'], message: 'blog.error.publishAt' })
  .refine((post) => !hasThaiVersion(post) || post.title_th !== '', { path: ['title_th'], message: 'blog.error.titleRequired' })
  .refine((post) => !hasThaiVersion(post) || hasContent(post.content_th), { path: ['content_th'], message: 'blog.error.contentRequired' });
/** What the editor may send: every field with a default may be left out. */
export type BlogPostDraft = z.input<typeof blogPostInput>;

/**
 * A scheduled post's time must be ahead of `now` (the caller's clock: the editor's and the server's
 * each check). Null when it is fine or the post is not scheduled, else the message key.
 */
export function publishAtProblem(status: string, publishAt: string | null, now: Date): string | null {
  if (status !== 'scheduled') return null;
  if (publishAt === null || Number.isNaN(Date.parse(publishAt))) return 'blog.error.publishAt';
  return Date.parse(publishAt) > now.getTime() ? null : 'blog.error.publishAtPast';
}

/** An instant as a datetime-local field's value in Bangkok time ("2026-12-01T09:30"). */
export function toBangkokInput(iso: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return bangkokInputValue(iso);
}

/** A datetime-local value read as Bangkok time, as ISO 8601 with its offset; null when empty or malformed. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const iso = bangkokIso(value.slice(0, 10), value.slice(11));
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}
