export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** BCP 47 tags used with Intl for dates and money. */
export const intlLocale: Record<Locale, string> = { en: 'en-US', th: 'th-TH' };

/** The locale a path belongs to: `/th` and `/th/...` are Thai, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return /^\/th(\/|$)/.test(pathname) ? 'th' : 'en';
}

/** Removes the locale prefix: `/th/about` -> `/about`, `/th` -> `/`. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/th(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * The same page in another language. Keeps the rest of the path, the query and the hash:
 * `/about#team` -> `/th/about#team`, `/th/portfolio?x=1` -> `/portfolio?x=1`.
 */
export function localizeUrl(url: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const path = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  const base = stripLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === defaultLocale) return base + rest;
  return (base === '/' ? '/th/' : `/th${base}`) + rest;
}
