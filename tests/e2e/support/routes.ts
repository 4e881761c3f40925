/** Every public route, unprefixed; each also exists under /th. */
export const publicRoutes = ['/', '/about', '/services', '/portfolio', '/partners', '/contact'] as const;

/** The seeded blog post that has no Thai version (supabase/seed.sql). */
export const SEEDED_ENGLISH_ONLY_POST = 'Why Your Thai Business Website Should Speak Thai and English';

export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];

export function localized(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/th/' : `/th${path}`;
}
