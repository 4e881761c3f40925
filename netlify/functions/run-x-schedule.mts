/**
 * Scheduled posts to X (production): every minute, post what is due. Replaces the spec's in-page
 * timer, so a scheduled post goes out whether or not an admin keeps the page open.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { getDatabase } from '../../src/server/db/index';
import { socialFromEnv } from '../../src/server/social';
import { runDueXPosts } from '../../src/server/social/posting';

export default async (): Promise<Response> => {
  if (!process.env.DATABASE_URL) return new Response('Not configured: DATABASE_URL', { status: 503 });
  const result = await runDueXPosts(await getDatabase(), socialFromEnv(), new Date());
  if (result.posted + result.failed > 0) console.info(`[x] scheduled posts: ${result.posted} posted, ${result.failed} failed`);
  return Response.json(result);
};

export const config = { schedule: '* * * * *' };
