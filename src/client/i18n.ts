import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { interpolate, type Vars } from '../i18n/interpolate';
import type { Messages } from '../i18n/messages';

/** `t` for an island, over the messages the page passed in; a missing key shows the key. */
export function makeT(messages: Messages) {
  return (key: string, vars?: Vars): string => {
    const template = messages[key];
    if (template === undefined) {
      console.warn(`[i18n] missing key "${key}"`);
      return key;
    }
    return interpolate(template, vars);
  };
}
export type IslandT = ReturnType<typeof makeT>;

/** The page's language (`<html lang>`), sent with every action whose answer depends on it. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return (locales as readonly string[]).includes(lang) ? (lang as Locale) : defaultLocale;
}
