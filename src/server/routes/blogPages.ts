/**
 * The public blog's page data, loaded in the route (status before streaming). Rendered on demand
 * and cached by the CDN; publishing triggers a rebuild, which clears that cache (decision 0008).
 */
import type { Locale } from '../../i18n/locales';
import { getDatabase } from '../services';
import { getPublishedPost, listPublishedPosts, type PublishedPost, type PublishedPostSummary } from '../blog/posts';

/** Browsers revalidate after a minute; the CDN keeps a copy for 5 minutes and serves it stale while it refreshes. */
export const BLOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

export async function loadBlogList(locale: Locale): Promise<{ status: number; posts: PublishedPostSummary[] | null }> {
  try {
    return { status: 200, posts: await listPublishedPosts(await getDatabase(), locale) };
  } catch (error) {
    console.error('[blog] could not list posts', error);
    return { status: 503, posts: null };
  }
}

/** `redirect`: the post's own path in this language, when the slug was the other version's. */
export async function loadBlogPost(
  slug: string | undefined,
  locale: Locale,
): Promise<{ status: number; post: PublishedPost | null; failed: boolean; redirect: string | null }> {
  try {
    const found = await getPublishedPost(await getDatabase(), slug ?? '', locale);
    if (found?.redirect) return { status: 302, post: null, failed: false, redirect: found.redirect };
    const post = found?.post ?? null;
    return { status: post ? 200 : 404, post, failed: false, redirect: null };
  } catch (error) {
    console.error('[blog] could not load a post', error);
    return { status: 503, post: null, failed: true, redirect: null };
  }
}
