import type { GetStaticPaths } from 'astro';
import { defaultLocale, locales, type Locale } from './locales';

/**
 * Every localised page is one file under src/pages/[...locale]/ (docs/decisions/0001). The rest
 * parameter is empty for the default language (`/about`) and the language code for the others
 * (`/th/about`); nothing else may serve.
 */
export function localeParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** `getStaticPaths` of a prerendered page: one path per configured language, and no other. */
export const localeStaticPaths = (() => locales.map((locale) => ({ params: { locale: localeParam(locale) } }))) satisfies GetStaticPaths;

/**
 * The language an on-demand page serves, from its `[...locale]` parameter; null when the parameter is
 * not a language prefix (`/en/about`, `/fr/about`, `/th/th/about`), for which the page answers 404.
 */
export function localeOfParam(param: string | undefined): Locale | null {
  return locales.find((locale) => localeParam(locale) === param) ?? null;
}

/** What an on-demand page returns for an unknown prefix: Astro renders src/pages/404.astro for it. */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}
