/** Page metadata: pure functions, no framework, so they are unit-tested directly. */
import { prefixPath } from '../i18n/config.mjs';
import type { Locale } from '../i18n/locales';

export const DESCRIPTION_MAX = 160;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Cuts a description to at most 160 characters, at a word boundary, with an ellipsis: a search result
 * that ends "what we sta..." reads as broken. Words are found with Intl.Segmenter, so Thai, which has
 * no spaces, is cut between words too. A single word longer than the limit is cut where it must.
 */
export function truncateDescription(text: string, max = DESCRIPTION_MAX, locale: Locale = 'en'): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (Array.from(clean).length <= max) return clean;
  const room = max - 1; // the ellipsis
  let kept = '';
  let length = 0;
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(clean)) {
    const size = Array.from(segment).length;
    if (length + size > room) break;
    kept += segment;
    length += size;
  }
  kept = kept.replace(/[\s,;:.\-–—(]+$/u, '');
  if (kept === '') kept = Array.from(clean).slice(0, room).join('');
  return `${kept}…`;
}

export interface MetadataInput {
  /** Site origin, e.g. https://www.example.com (no trailing slash needed). */
  site: string;
  /** Path without the locale prefix, e.g. `/about` or `/`. */
  path: string;
  locale: Locale;
  title: string;
  siteName: string;
  description: string;
  /** Absolute or root-relative social image URL. */
  image: string;
  imageAlt: string;
  noindex?: boolean;
  /**
   * The page in each language, as full paths (`/blog/a`, `/th/blog/b`), when they are not the same
   * path with and without /th: a blog post's two versions have their own slugs. A language left out
   * has no version of this page and gets no hreflang link.
   */
  alternatePaths?: Partial<Record<Locale, string>> | undefined;
  /**
   * A blog post: an Open Graph article, and the page the studio posts to X, so its card carries X's
   * own title, description and image tags rather than relying on X reading Open Graph's.
   */
  article?: boolean;
}

export interface Metadata {
  title: string;
  description: string;
  canonical: string;
  /** Only to keep a page out of search results: indexing and following links are the default. */
  robots: string | undefined;
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
}

function absolute(site: string, path: string): string {
  return new URL(path, site.endsWith('/') ? site : `${site}/`).href;
}

/** `/about` in Thai is `/th/about`; the home page is `/th`. */
export function localizedPath(path: string, locale: Locale): string {
  // One form (docs/decisions/0042-no-trailing-slash.md): no trailing slash but the root's.
  const bare = path.replace(/\/+$/, '') || '/';
  return prefixPath(bare.startsWith('/') ? bare : `/${bare}`, locale);
}

/** hreflang links for the versions that exist; x-default is the English one (else the Thai one). */
export function hreflangAlternates(site: string, paths: Partial<Record<Locale, string>>): Metadata['alternates'] {
  const links: Metadata['alternates'] = [];
  for (const locale of ['en', 'th'] as const) {
    const path = paths[locale];
    if (path !== undefined) links.push({ hreflang: locale, href: absolute(site, path) });
  }
  const fallback = links[0];
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : [];
}

export function buildMetadata(input: MetadataInput): Metadata {
  const title = input.title.includes(input.siteName) ? input.title : `${input.title} | ${input.siteName}`;
  const description = truncateDescription(input.description, DESCRIPTION_MAX, input.locale);
  const canonical = absolute(input.site, localizedPath(input.path, input.locale));
  const image = absolute(input.site, input.image);
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? 'noindex, nofollow' : undefined,
    alternates: hreflangAlternates(
      input.site,
      input.alternatePaths ?? { en: localizedPath(input.path, 'en'), th: localizedPath(input.path, 'th') },
    ),
    openGraph: {
      'og:type': input.article ? 'article' : 'website',
      'og:site_name': input.siteName,
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:locale': input.locale === 'th' ? 'th_TH' : 'en_US',
      'og:locale:alternate': input.locale === 'th' ? 'en_US' : 'th_TH',
      'og:image': image,
      'og:image:width': String(SOCIAL_IMAGE.width),
      'og:image:height': String(SOCIAL_IMAGE.height),
      'og:image:alt': input.imageAlt,
    },
    // X documents that it reads og:title, og:description and og:image when its own tags are absent
    // (https://developer.x.com/cards/markup). The posts the studio sends to X repeat them anyway, as
    // decision 0025 chose; every other page relies on the fallback, and the Thai home's first
    // response keeps the round trip (decision 0025, "2026-11-28").
    twitter: {
      'twitter:card': 'summary_large_image',
      ...(input.article ? { 'twitter:title': title, 'twitter:description': description, 'twitter:image': image } : {}),
      'twitter:image:alt': input.imageAlt,
    },
  };
}
