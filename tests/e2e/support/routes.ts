/** Every public route, unprefixed; each also exists under /th. */
export const publicRoutes = ['/', '/about', '/services', '/portfolio', '/partners', '/contact'] as const;

export const locales = ['en', 'th'] as const;
export type Locale = (typeof locales)[number];

export function localized(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/th/' : `/th${path}`;
}
