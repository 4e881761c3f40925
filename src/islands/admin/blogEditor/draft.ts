import { TRANSLATED_TEXTS, type TranslatedTexts } from '../../../domain/blog/translation';
import type { ArticleLength, ArticleTone } from '../../../domain/blog/generation';
import { THAI_FIELDS, toBangkokInput, type BlogStatus, type ThaiField } from '../../../domain/blog/post';
import type { AdminPost } from '../../../server/blog/admin';
import type { FailureKeys } from '../../../client/actionErrors';

/** The editor's fields as the form holds them (strings, tags comma-separated). */
export type Draft = {
  title: string;
  excerpt: string;
  content: string;
  featured_image_url: string;
  featured_image_alt: string;
  status: BlogStatus;
  category: string;
  tags: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  auto_post_to_x: boolean;
  /** A scheduled post's time as the field shows it: Bangkok wall-clock time. */
  publish_at: string;
  tags_th: string;
} & Record<ThaiField, string>;

/** A text field of the draft (every field but the checkbox and the status). */
export type TextField = Exclude<keyof Draft, 'auto_post_to_x' | 'status'>;

export const draftOf = (post: AdminPost | null): Draft => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  featured_image_url: post?.featured_image_url ?? '',
  featured_image_alt: post?.featured_image_alt ?? '',
  status: post?.status ?? 'draft',
  category: post?.category ?? '',
  tags: post?.tags.join(', ') ?? '',
  tags_th: post?.tags_th.join(', ') ?? '',
  meta_title: post?.meta_title ?? '',
  meta_description: post?.meta_description ?? '',
  meta_keywords: post?.meta_keywords ?? '',
  auto_post_to_x: post?.auto_post_to_x ?? true,
  publish_at: toBangkokInput(post?.publish_at ?? null),
  ...(Object.fromEntries(THAI_FIELDS.map((field) => [field, post?.[field] ?? ''])) as Record<ThaiField, string>),
});

export type Topic = { topic: string; length: ArticleLength; tone: ArticleTone };
export const generateKeys: FailureKeys = { generic: 'blogadmin.ai.failed', not_signed_in: 'blogadmin.error.session' };
export const translateKeys: FailureKeys = {
  generic: 'blogadmin.translate.failed',
  not_signed_in: 'blogadmin.error.session',
  ai_unreadable: 'blogadmin.translate.unreadable',
};
export const saveKeys: FailureKeys = {
  generic: 'blogadmin.error.save',
  not_signed_in: 'blogadmin.error.session',
  publish_at_past: 'blog.error.publishAtPast',
};
export type Language = 'en' | 'th';
/** The editor's field of each translated text, per language. */
export const fieldOf = (text: keyof TranslatedTexts, language: Language) =>
  (language === 'en' ? text : `${text}_th`) as Exclude<keyof Draft, 'auto_post_to_x' | 'status' | 'tags' | 'tags_th'>;
/** The editor's field of a text each version has its own of, though the AI does not translate it (issue 26). */
export const ownFieldOf = (text: 'tags' | 'featured_image_alt', language: Language) => (language === 'en' ? text : (`${text}_th` as const));
export const textsOf = (draft: Draft, language: Language) =>
  Object.fromEntries(TRANSLATED_TEXTS.map((text) => [text, draft[fieldOf(text, language)]])) as TranslatedTexts;
