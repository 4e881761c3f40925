import type { APIRoute } from 'astro';
import { buildRss, FEED_SIZE } from '../../domain/blog/feed';
import { translator } from '../../i18n';
import { localeOfParam, notFound } from '../../i18n/routes';
import { localizeUrl } from '../../i18n/locales';
import { site as studio } from '../../config/site';
import { listPublishedPosts } from '../../server/blog/posts';
import { BLOG_CACHE_CONTROL } from '../../server/routes/blogPages';
import { getDatabase } from '../../server/services';

export const prerender = false;

/**
 * The blog's feed per language (decision 0022): /rss.xml every post in English, /th/rss.xml the
 * Thai versions only, the latest 20. Rendered on demand and cached like the blog pages.
 */
export const GET: APIRoute = async ({ params, site, url }) => {
  const locale = localeOfParam(params.locale);
  if (!locale) return notFound();
  const origin = site ?? url;
  const t = translator(locale);
  let posts;
  try {
    posts = await listPublishedPosts(await getDatabase(), locale);
  } catch (error) {
    console.error('[blog] could not list posts for the feed', error);
    return new Response('The feed is not available right now.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const items = posts
    .filter((post) => post.lang === locale)
    .slice(0, FEED_SIZE)
    .map((post) => ({
      title: post.title,
      link: new URL(post.paths[locale], origin).href,
      description: post.excerpt,
      publishedAt: post.publishedAt,
      category: post.category,
    }));
  const xml = buildRss({
    title: `${t('blog.title')} | ${studio.name}`,
    description: t('blog.meta.description'),
    link: new URL(localizeUrl('/blog', locale), origin).href,
    self: new URL(localizeUrl('/rss.xml', locale), origin).href,
    language: locale,
    items,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': BLOG_CACHE_CONTROL } });
};
