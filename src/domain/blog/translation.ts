/**
 * "Translate with AI" (decision 0022): the prompt that drafts one language's version of a post from
 * the other's, and the reading of the model's answer. The admin reviews the draft before saving.
 */
import { z } from '../zod';
import type { PromptRequest } from './generation';

export const TRANSLATION_DIRECTIONS = ['en-th', 'th-en'] as const;
export type TranslationDirection = (typeof TRANSLATION_DIRECTIONS)[number];

/** The texts a version has; the same names in both languages. */
export const TRANSLATED_TEXTS = ['title', 'excerpt', 'category', 'meta_title', 'meta_description', 'meta_keywords', 'content'] as const;
export type TranslatedTexts = Record<(typeof TRANSLATED_TEXTS)[number], string>;

// The source texts are sent as they are; a post the admin may save holds at most this much.
const SOURCE_MAX = 100_000;
const texts = z.object(
  Object.fromEntries(TRANSLATED_TEXTS.map((key) => [key, z.string().max(SOURCE_MAX).default('')])) as {
    [K in (typeof TRANSLATED_TEXTS)[number]]: z.ZodDefault<z.ZodString>;
  },
);

export const translationInput = z
  .object({ direction: z.enum(TRANSLATION_DIRECTIONS), source: texts })
  .refine((input) => input.source.title.trim() !== '' && input.source.content.trim() !== '', {
    path: ['source'],
    message: 'blogadmin.translate.sourceMissing',
  });
export type TranslationInput = z.infer<typeof translationInput>;

export const TRANSLATION_MAX_TOKENS = 4000;
export const TRANSLATION_TEMPERATURE = 0.3;

const LANGUAGE = { en: 'English', th: 'Thai' } as const;

/** The prompt: the source texts as JSON in, the same keys translated as JSON out. */
export function translationRequest(direction: TranslationDirection, source: TranslatedTexts): PromptRequest {
  const [from, to] = direction === 'en-th' ? (['en', 'th'] as const) : (['th', 'en'] as const);
  const system = [
    'You translate the blog of a web design and development studio in Bangkok, Thailand, for owners and managers of Thai businesses.',
    `Translate from ${LANGUAGE[from]} into natural, fluent ${LANGUAGE[to]} as a native copywriter would write it, not word for word.`,
    'Keep brand and product names, technical terms customary in the target language, numbers and prices.',
    'Answer with one JSON object only, no Markdown, no code fences, no explanation, with exactly these string keys: ' +
      `${TRANSLATED_TEXTS.join(', ')}.`,
    '"content" is HTML: keep every tag and attribute as it is and translate only the text. An empty source text stays empty.',
  ].join('\n');
  const user = `Translate this post:\n${JSON.stringify(Object.fromEntries(TRANSLATED_TEXTS.map((key) => [key, source[key]])))}`;
  return { system, user, maxTokens: TRANSLATION_MAX_TOKENS, temperature: TRANSLATION_TEMPERATURE };
}

const answer = z.object(
  Object.fromEntries(TRANSLATED_TEXTS.map((key) => [key, z.string().catch('')])) as {
    [K in (typeof TRANSLATED_TEXTS)[number]]: z.ZodCatch<z.ZodString>;
  },
);

/**
 * The translated texts from the model's answer (the JSON object, also inside a code fence or after
 * a sentence), trimmed; null when there is no object or it lacks a title or content.
 */
export function parseTranslation(raw: string): TranslatedTexts | null {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start === -1 || end < start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.slice(start, end + 1));
  } catch {
    return null;
  }
  const read = answer.safeParse(parsed);
  if (!read.success) return null;
  const result = Object.fromEntries(TRANSLATED_TEXTS.map((key) => [key, read.data[key].trim()])) as TranslatedTexts;
  return result.title !== '' && result.content !== '' ? result : null;
}
