/** Every public route, unprefixed; each also exists under /th. */
export const publicRoutes = ['/', '/about', '/services', '/portfolio', '/partners', '/contact', '/privacy'] as const;

/** The seeded blog post that has no Thai version (supabase/seed.sql). */
/** The oldest seeded published post, as each language's blog lists it (it has a Thai version, issue 26). */
export const SEEDED_OLDEST_POST = {
  en: 'Why Your Thai Business Website Should Speak Thai and English',
  th: 'เว็บไซต์ธุรกิจไทยควรมีทั้งภาษาไทยและภาษาอังกฤษ เพราะอะไร',
} as const;

export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];

export function localized(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/th' : `/th${path}`;
}
