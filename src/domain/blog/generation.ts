/**
 * Prompts for the admin's AI writer: a post body of a chosen length and tone, and a title of at
 * most 60 characters, plus the clean-up of the title the model returns. The request shape matches
 * the AI port's CompletionRequest, so the server passes it on as it is.
 */
import { z } from '../zod';
import { singleLineText } from '../validation/text';

export const ARTICLE_LENGTHS = ['short', 'medium', 'long'] as const;
export type ArticleLength = (typeof ARTICLE_LENGTHS)[number];

export const ARTICLE_TONES = ['professional', 'casual', 'informative'] as const;
export type ArticleTone = (typeof ARTICLE_TONES)[number];

export interface LengthTarget {
  minWords: number;
  maxWords: number;
  maxTokens: number;
}

export const LENGTH_TARGETS: Readonly<Record<ArticleLength, LengthTarget>> = {
  short: { minWords: 300, maxWords: 400, maxTokens: 500 },
  medium: { minWords: 600, maxWords: 800, maxTokens: 1200 },
  long: { minWords: 1000, maxWords: 1200, maxTokens: 2000 },
};

const TONE_STYLE: Readonly<Record<ArticleTone, string>> = {
  professional: 'professional and authoritative, for business owners and decision makers',
  casual: 'friendly and conversational, as if talking to a business owner over coffee',
  informative: 'clear, informative and educational, explaining each idea with practical examples',
};

/**
 * Why the AI service gave no draft, as translation keys (src/i18n/{en,th}/blogAdmin.ts) the editor
 * words in the admin's language after "Failed to generate content:"; the provider's status stays as sent.
 */
export const AI_REASONS = {
  notConfigured: 'blogadmin.ai.reason.notConfigured',
  /** vars: status, statusText. */
  apiError: 'blogadmin.ai.reason.apiError',
  empty: 'blogadmin.ai.reason.empty',
  /** vars: ms. */
  timeout: 'blogadmin.ai.reason.timeout',
  /** vars: code (' (ECONNREFUSED)' or ''). */
  unreachable: 'blogadmin.ai.reason.unreachable',
  /** vars: message. */
  other: 'blogadmin.ai.reason.other',
} as const;

export const TITLE_MAX = 60;
export const TOPIC_MAX = 300;
export const BODY_TEMPERATURE = 0.7;
export const TITLE_TEMPERATURE = 0.8;
export const TITLE_MAX_TOKENS = 50;

export interface PromptRequest {
  system: string;
  user: string;
  maxTokens: number;
  temperature: number;
}

export const generationInput = z.object({
  topic: singleLineText({ error: 'blog.error.topicRequired' }).min(1, 'blog.error.topicRequired').max(TOPIC_MAX, 'blog.error.tooLong'),
  length: z.enum(ARTICLE_LENGTHS).default('medium'),
  tone: z.enum(ARTICLE_TONES).default('professional'),
});

export type GenerationInput = z.infer<typeof generationInput>;

// One line, so a topic pasted with line breaks cannot start lines of its own in the prompt.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const STUDIO =
  'You write for the blog of a web design and development studio in Bangkok, Thailand. ' +
  'The readers are owners and managers of Thai businesses.';

/** The prompt for a post body in HTML, with the length's word target and token limit. */
export function generationRequest(topic: string, length: ArticleLength, tone: ArticleTone): PromptRequest {
  const target = LENGTH_TARGETS[length];
  const system = [
    STUDIO,
    `Your writing style is ${TONE_STYLE[tone]}.`,
    'Answer with the article body as clean HTML only: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>.',
    'No <h1> (the title is shown separately), no <html>, <head> or <body>, no Markdown, no code fences, no images, no links.',
    'Write in the language of the topic: a Thai topic gets a Thai article, an English topic an English one.',
  ].join('\n');
  const user = [
    `Write a ${tone} blog post about: ${oneLine(topic)}`,
    `Length: ${target.minWords}-${target.maxWords} words.`,
    'Open with a short introduction, use two to five sections with <h2> headings, and end with a conclusion ' +
      'that invites the reader to contact the studio.',
  ].join('\n');
  return { system, user, maxTokens: target.maxTokens, temperature: BODY_TEMPERATURE };
}

/** The prompt for a title of at most 60 characters. */
export function titleRequest(topic: string): PromptRequest {
  const system = [
    STUDIO,
    `You write blog post titles: specific, engaging, at most ${TITLE_MAX} characters.`,
    'Answer with the title only: no quotes, no Markdown, no "Title:" label, no explanation.',
    'Write in the language of the topic.',
  ].join('\n');
  const user = `Write one title for a blog post about: ${oneLine(topic)}`;
  return { system, user, maxTokens: TITLE_MAX_TOKENS, temperature: TITLE_TEMPERATURE };
}

const QUOTES = `"'\`“”‘’«»„‟‹›「」『』`;
const EDGE_QUOTES = new RegExp(`^[${QUOTES}]+|[${QUOTES}]+$`, 'g');
// Markdown emphasis and headings, list markers, and labels such as "Title:" or "**Suggested title:**".
const MARKDOWN_EMPHASIS = /\*+|~~|__|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
const LINE_MARKER = /^(?:#{1,6}\s*|>\s*|[-+•]\s+|\d+[.)]\s+)/;
const TITLE_LABEL = /^(?:(?:blog|post|blog post|seo|suggested|new|article)\s+)?(?:title|headline|ชื่อเรื่อง|หัวข้อ)\s*[:：\-–—]\s*/i;
const INTRO_LABEL = /^here(?:'s|’s| is)\b[^:]{0,40}:\s*/i;

/**
 * The model's title made presentable: the first non-empty line, without Markdown, quotes or a
 * "Title:" label, cut to 60 characters at a word boundary.
 */
export function cleanTitle(raw: string): string {
  const line = raw.split(/\r?\n/).find((candidate) => candidate.trim() !== '') ?? '';
  let title = line.replace(MARKDOWN_EMPHASIS, '').replace(/\s+/g, ' ').trim();
  // Labels and quotes nest in either order ('Title: "X"' and '"Title: X"'), so strip until nothing changes.
  for (let previous = ''; previous !== title;) {
    previous = title;
    title = title.replace(LINE_MARKER, '').replace(INTRO_LABEL, '').replace(TITLE_LABEL, '').replace(EDGE_QUOTES, '').trim();
  }
  return cutTitle(title, TITLE_MAX);
}

/**
 * At most `max` characters (code points), cut after the last whole word that fits. Word
 * boundaries come from Intl.Segmenter, which also finds them in Thai, written without spaces.
 */
export function cutTitle(title: string, max: number = TITLE_MAX): string {
  if (Array.from(title).length <= max) return title;
  let cut = '';
  for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(title)) {
    if (Array.from(cut + segment).length > max) break;
    cut += segment;
  }
  cut = trimTitleEnd(cut);
  // A first word longer than the limit leaves nothing: cut it mid-word instead.
  return cut === '' ? trimTitleEnd(Array.from(title).slice(0, max).join('')) : cut;
}

// A cut title should not end on a dangling separator such as "Web Design:" or "SEO -".
const trimTitleEnd = (text: string) => text.replace(/[\s,;:\-–—|/&(]+$/u, '');
