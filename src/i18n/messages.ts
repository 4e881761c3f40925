import type { Locale } from './locales';
import en from './en';
import th from './th';
import type { TranslationKey } from './translate';

/** The dictionary keys under any of the prefixes `P` (a whole key is its own prefix). */
export type KeysUnder<P extends string> = Extract<TranslationKey, `${P}${string}`>;

/** An island's words, typed by the prefixes it declares, with the shared failure words. */
export type IslandMessages<P extends string> = Readonly<Record<KeysUnder<P | SharedPrefix>, string>>;

/** Keys every island gets: the words of the one failure mapper (src/client/actionErrors.ts). */
const SHARED_PREFIXES = ['error.'] as const;
type SharedPrefix = (typeof SHARED_PREFIXES)[number];

/**
 * The slice of a dictionary an island needs, by key prefix, so islands ship only their own text.
 */
export function pickMessages<const P extends string>(locale: Locale, prefixes: readonly P[]): IslandMessages<P> {
  const dictionary: Record<string, string> = locale === 'th' ? th : en;
  const wanted: readonly string[] = [...prefixes, ...SHARED_PREFIXES];
  const picked = Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.some((p) => key.startsWith(p))));
  // The filter keeps exactly the dictionary's keys under the prefixes, which is what the type says.
  return picked as IslandMessages<P>;
}
