import { defaultLocale as configuredDefault, locales as configured, prefixPath, prefixedLocales } from './config.mjs';

/** The configured languages (src/i18n/config.mjs, also read by astro.config.mjs). */
export const locales = configured;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = configuredDefault;

/** BCP 47 tags used with Intl for dates and money. */
export const intlLocale: Record<Locale, string> = { en: 'en-US', th: 'th-TH' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The path prefix of a language: `` for the default, `/th` for Thai. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * The first path segment when it is a language prefix: `/th/about` -> `th`. Derived from the
 * configured locales, so a new language needs no new pattern. Prefixes are exact and lower-case:
 * `/thai` and `/TH` are not Thai.
 */
function prefixOf(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return prefixedLocales.find((locale) => locale === first) ?? null;
}

/** The locale a path belongs to: `/th` and `/th/...` are Thai, everything unprefixed is the default. */
export function localeFromPath(pathname: string): Locale {
  return prefixOf(pathname) ?? defaultLocale;
}

/**
 * A page's address in the site's one form (docs/decisions/0042-no-trailing-slash.md): no trailing
 * slash but the root's, no `.html` (the file a prerendered page is written to, which Astro.url shows
 * at build time): `/about.html` and `/about/` -> `/about`, `/index.html` -> `/`, `/th.html` -> `/th`.
 */
export function pagePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Removes the locale prefix: `/th/about` -> `/about`, `/th` -> `/`. */
export function stripLocale(pathname: string): string {
  const prefix = prefixOf(pathname);
  if (!prefix) return pathname;
  return pathname.slice(prefix.length + 1) || '/';
}

/**
 * The same page in another language. Keeps the rest of the path, the query and the hash:
 * `/about#team` -> `/th/about#team`, `/th/portfolio?x=1` -> `/portfolio?x=1`.
 */
export function localizeUrl(url: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const path = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  return prefixPath(stripLocale(path.startsWith('/') ? path : `/${path}`), locale) + rest;
}
