// @ts-check
/**
 * The site's languages: the one list that astro.config.mjs (i18n routing, sitemap), the locale
 * helpers in ./locales.ts and the inline language-redirect script read. Plain JavaScript so the
 * Astro config can import it. The default language has no URL prefix (`/about`), every other
 * language is prefixed with its code (`/th/about`).
 */
export const locales = /** @type {const} */ (['en', 'th']);

/** @type {(typeof locales)[number]} */
export const defaultLocale = 'en';

/** The languages whose pages live under `/<code>/`. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * An unprefixed path in a language: `/about` -> `/th/about`, `/` -> `/th`; unchanged for the default.
 * Paths never end in a slash but the root (docs/decisions/0042-no-trailing-slash.md).
 * @param {string} path a path starting with `/`, without a locale prefix
 * @param {(typeof locales)[number]} locale
 */
export function prefixPath(path, locale) {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
