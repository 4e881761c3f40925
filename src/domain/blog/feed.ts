/**
 * The blog's RSS 2.0 feeds, one per language (/rss.xml, /th/rss.xml): built here as a string, pure, so
 * the escaping is unit-tested. No RSS library is installed and one feed does not need one.
 */

export const FEED_SIZE = 20;

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  link: string;
  /** Plain text (the excerpt). */
  description: string;
  /** ISO 8601. */
  publishedAt: string;
  category: string | null;
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the blog page. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  /** RFC 1766 language of the items: en, th. */
  language: string;
  items: readonly FeedItem[];
}

// XML 1.0 allows tab, line feed, carriage return and everything from U+0020 except lone surrogates,
// U+FFFE and U+FFFF; anything else makes the whole feed unreadable, so it is dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML element content or a quoted attribute: escaped, with characters XML forbids removed. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** RFC 822 date, as RSS 2.0 asks ("Tue, 24 Nov 2026 09:00:00 GMT"). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** The feed: the newest FEED_SIZE items as given (the caller sorts), lastBuildDate the newest item's date. */
export function buildRss(feed: Feed): string {
  const items = feed.items.slice(0, FEED_SIZE);
  const newest = items[0]?.publishedAt;
  const channel = [
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', feed.language),
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    ...items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.link),
        `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
        element('description', item.description),
        element('pubDate', rfc822(item.publishedAt)),
        ...(item.category ? [element('category', item.category)] : []),
        '</item>',
      ].join(''),
    ),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel}</channel></rss>\n`;
}
