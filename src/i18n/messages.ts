import type { Locale } from './locales';
import en from './en';
import th from './th';

export type Messages = Record<string, string>;

/**
 * The slice of a dictionary an island needs, by key prefix, so islands ship only their own text.
 */
export function pickMessages(locale: Locale, prefixes: string[]): Messages {
  const dictionary: Record<string, string> = locale === 'th' ? th : en;
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => prefixes.some((p) => key.startsWith(p))));
}
