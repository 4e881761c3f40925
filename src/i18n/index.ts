export * from './locales';
export * from './translate';
import { localeFromPath, localizeUrl, pagePath, type Locale } from './locales';
import { translator } from './translate';

/**
 * Everything a page or component needs for its language, prepared once per request from the URL by
 * the middleware (Astro.locals.i18n): the locale, `t`, `href` that turns an unprefixed path
 * (`/about#team`) into this locale's path, and `path`, the page's own address (`/th/about`, never
 * `/th/about.html` as a prerendered page sees its URL at build time, nor `/th/about/`).
 */
export function i18nFor(url: URL) {
  const path = pagePath(url.pathname);
  const locale: Locale = localeFromPath(path);
  return {
    locale,
    path,
    t: translator(locale),
    href: (path: string) => localizeUrl(path, locale),
  };
}

export type PageI18n = ReturnType<typeof i18nFor>;
