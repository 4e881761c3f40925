/**
 * The public blog's page data, loaded in the route (status before streaming). Rendered on demand
 * and cached by the CDN; publishing triggers a rebuild, which clears that cache (decision 0008).
 */
import { getDatabase } from '../services';
import { getPublishedPost, listPublishedPosts, type PublishedPost, type PublishedPostSummary } from './posts';

/** Browsers revalidate after a minute; the CDN keeps a copy for 5 minutes and serves it stale while it refreshes. */
export const BLOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

export async function loadBlogList(): Promise<{ status: number; posts: PublishedPostSummary[] | null }> {
  try {
    return { status: 200, posts: await listPublishedPosts(await getDatabase()) };
  } catch (error) {
    console.error('[blog] could not list posts', error);
    return { status: 503, posts: null };
  }
}

export async function loadBlogPost(slug: string | undefined): Promise<{ status: number; post: PublishedPost | null; failed: boolean }> {
  try {
    const post = await getPublishedPost(await getDatabase(), slug ?? '');
    return { status: post ? 200 : 404, post, failed: false };
  } catch (error) {
    console.error('[blog] could not load a post', error);
    return { status: 503, post: null, failed: true };
  }
}
