/**
 * Scheduled publishing (issue 10): a post with status scheduled goes live at its publish_at, run
 * by a scheduled function (Netlify) or the local loop with the service role. Going live is what a
 * manual publish does: status published, the site rebuilt, and with auto-post on, the
 * announcement queued as an X post due now, which the X runner sends with its retries and its
 * look-up of unanswered attempts (src/server/social/posting.ts) and logs like any scheduled post.
 */
import { sql } from 'kysely';
import { composeTweet } from '../../domain/blog/tweet';
import type { Database } from '../db/types';
import type { RebuildPort, RebuildResult } from '../site/rebuild';

export interface ScheduledPublishRun {
  /** Titles of the posts that went live, in the order they were due. */
  published: string[];
  /** The one rebuild asked for after them (none when nothing went live). */
  rebuild: RebuildResult | null;
}

/** Publishes every scheduled post due at `now`, each once even with two runners at the same time. */
export async function publishDuePosts(
  deps: { db: Database; rebuild: RebuildPort },
  now: Date,
  siteUrl: string,
): Promise<ScheduledPublishRun> {
  const published: string[] = [];
  for (;;) {
    const title = await deps.db.asService(async (tx) => {
      const post = await tx.db
        .with('due', (db) =>
          db
            .selectFrom('public.blog_posts')
            .select('id')
            .where('status', '=', 'scheduled')
            .where('publish_at', '<=', now)
            .orderBy('publish_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .updateTable('public.blog_posts as p')
        .set({ status: 'published', published_at: sql<Date>`now()`, publish_at: null })
        .from('due')
        .whereRef('p.id', '=', 'due.id')
        .returning(['p.id', 'p.title', 'p.slug', 'p.excerpt', 'p.auto_post_to_x', 'p.publish_at as was_due'])
        .executeTakeFirst();
      if (!post) return null;
      if (post.auto_post_to_x) {
        const text = composeTweet({ title: post.title, excerpt: post.excerpt ?? '', slug: post.slug }, `${siteUrl}/blog/${post.slug}`);
        // Queued in the same transaction: the post never goes live without its announcement.
        await tx.db.insertInto('public.scheduled_x_posts').values({ post_id: post.id, text, run_at: now.toISOString() }).execute();
        await tx.db
          .updateTable('public.blog_posts')
          .set({ x_post_status: 'pending', x_posted_at: null })
          .where('id', '=', post.id)
          .execute();
      }
      return post.title;
    });
    if (title === null) break;
    published.push(title);
  }
  if (published.length === 0) return { published, rebuild: null };
  const reason = published.length === 1 ? `Published (scheduled): ${published[0]}` : `Published (scheduled): ${published.length} posts`;
  return { published, rebuild: await deps.rebuild.request(reason) };
}
