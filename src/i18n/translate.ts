import type { Locale } from './locales';
import en from './en';
import th from './th';
import { interpolate, type Vars } from './interpolate';

export { interpolate, type Vars };

export type TranslationKey = keyof typeof en;
export type Dictionary = Record<TranslationKey, string>;
export type Translate = (key: TranslationKey, vars?: Vars) => string;

const dictionaries: Record<Locale, Dictionary> = { en, th };

/** True for a key the dictionaries define (for keys built from stored data, e.g. `status.${status}`). */
export function isTranslationKey(key: string): key is TranslationKey {
  return Object.hasOwn(en, key);
}

/**
 * A translator for one locale, prepared once per page. A key missing from the dictionary renders
 * as the key itself and logs a warning, so a gap is visible but never breaks the page.
 */
export function translator(locale: Locale, dictionary: Partial<Dictionary> = dictionaries[locale]) {
  return function t(key: TranslationKey, vars?: Vars): string {
    const template = dictionary[key];
    if (template === undefined) {
      console.warn(`[i18n] missing key "${key}" for locale "${locale}"`);
      return key;
    }
    return interpolate(template, vars);
  };
}
