import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { interpolate, type Vars } from '../i18n/interpolate';

/**
 * `t` for an island: it takes only the keys of the words the island was given (its messages module
 * or the `pickMessages` prefixes it declares), so a mistyped key fails type-checking, not in e2e.
 */
export interface IslandT<K extends string> {
  (key: K, vars?: Vars): string;
  /**
   * A key that arrives as data, not written in the island's code: a field error (the message of a
   * zod issue, the island's own check or the server's) or a failure notice. It is worded when the
   * island has it and shown as the key otherwise, as a missing key always was.
   */
  data(key: string, vars?: Vars): string;
}

/** `t` over the messages the page passed in (or the island bundled); a missing key shows the key. */
export function makeT<K extends string>(messages: Readonly<Record<K, string>>): IslandT<K> {
  const words: Readonly<Record<string, string>> = messages;
  const translate = (key: string, vars?: Vars): string => {
    const template = words[key];
    if (template === undefined) {
      console.warn(`[i18n] missing key "${key}"`);
      return key;
    }
    return interpolate(template, vars);
  };
  return Object.assign((key: K, vars?: Vars) => translate(key, vars), { data: translate });
}

/** The page's language (`<html lang>`), sent with every action whose answer depends on it. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return (locales as readonly string[]).includes(lang) ? (lang as Locale) : defaultLocale;
}
