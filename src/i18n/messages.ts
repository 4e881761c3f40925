import type { Locale } from './locales';
import en from './en';
import th from './th';

export type Messages = Record<string, string>;

/** Keys every island gets: the words of the one failure mapper (src/client/actionErrors.ts). */
const SHARED_PREFIXES = ['error.'];

/**
 * The slice of a dictionary an island needs, by key prefix, so islands ship only their own text.
 */
export function pickMessages(locale: Locale, prefixes: string[]): Messages {
  const dictionary: Record<string, string> = locale === 'th' ? th : en;
  const wanted = [...prefixes, ...SHARED_PREFIXES];
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.some((p) => key.startsWith(p))));
}
