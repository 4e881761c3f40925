import type { APIRoute } from 'astro';
import { escapeHtml } from '../domain/escapeHtml';
import { getDatabase } from '../server/services';
import { listPublishedPosts } from '../server/blog/posts';
import { BLOG_CACHE_CONTROL } from '../server/routes/blogPages';
import { locales, localizeUrl, type Locale } from '../i18n/locales';

export const prerender = false;

/**
 * The blog's sitemap, with both languages of every published post; posts change without a rebuild
 * locally. A post's pair is /blog/{slug} and /th/blog/{slug_th} (decision 0022).
 */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = site ?? url;
  const posts = await listPublishedPosts(await getDatabase());
  const page = (paths: Record<Locale, string>, lastmod?: string) => {
    const urls = locales.map((locale) => [locale, new URL(paths[locale], origin).href] as const);
    const alternates = urls
      .map(([locale, href]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return urls.map(([, loc]) => `<url><loc>${escapeHtml(loc)}</loc>${modified}${alternates}</url>`).join('');
  };
  const blog = { en: localizeUrl('/blog', 'en'), th: localizeUrl('/blog', 'th') };
  const body = [page(blog), ...posts.map((post) => page(post.paths, post.publishedAt.slice(0, 10)))].join('');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': BLOG_CACHE_CONTROL } },
  );
};
