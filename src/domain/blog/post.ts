/**
 * The admin editor's blog post input, checked in the island and again by the server action.
 * Messages are translation keys. Optional texts default to '' (the server stores null for them).
 */
import { z } from '../zod';
import { htmlToText } from './excerpt';
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
  tags: z
    .array(singleLineText().max(TAG_MAX, 'blog.error.tagTooLong'))
    .max(TAGS_MAX, 'blog.error.tooManyTags')
    // Blank tags (a trailing comma in the tag field) are dropped, and the same tag is kept once.
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
    .default([]),
  meta_title: optionalLine(META_TITLE_MAX),
  meta_description: optionalLines(META_DESCRIPTION_MAX),
  meta_keywords: optionalLine(META_KEYWORDS_MAX),
  auto_post_to_x: z.boolean().default(true),
});

export type BlogPostInput = z.infer<typeof blogPostInput>;
/** What the save action accepts: a new post, or the post with this id. */
export const blogPostSaveInput = blogPostInput.extend({ id: z.uuid().optional() });
/** What the editor may send: every field with a default may be left out. */
export type BlogPostDraft = z.input<typeof blogPostInput>;
