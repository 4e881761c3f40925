import type { TranslationKey } from '../../i18n';

/** Header items, in the order the spec lists them. Paths are unprefixed; pages localise them. */
export const navItems: { key: TranslationKey; path: string }[] = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.services', path: '/#services' },
  { key: 'nav.about', path: '/about' },
  { key: 'nav.portfolio', path: '/portfolio' },
  { key: 'nav.partners', path: '/partners' },
  { key: 'nav.quote', path: '/#call-to-action' },
  { key: 'nav.contact', path: '/#contact' },
];

/** True when a nav item points at the page being shown (anchors on the home page excluded). */
export function isCurrent(itemPath: string, pagePath: string): boolean {
  if (itemPath.includes('#')) return false;
  const page = pagePath.replace(/\/$/, '') || '/';
  return itemPath === page;
}
