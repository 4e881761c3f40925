export * from './locales';
export * from './translate';
import { localeFromPath, localizeUrl, type Locale } from './locales';
import { translator } from './translate';

/**
 * Everything a page or component needs for its language, prepared once per request from the URL by
 * the middleware (Astro.locals.i18n): the locale, `t`, and `href` that turns an unprefixed path
 * (`/about#team`) into this locale's path.
 */
export function i18nFor(url: URL) {
  const locale: Locale = localeFromPath(url.pathname);
  return {
    locale,
    t: translator(locale),
    href: (path: string) => localizeUrl(path, locale),
  };
}

export type PageI18n = ReturnType<typeof i18nFor>;
