/**
 * Scheduled posts to X (production): every minute, post what is due. Replaces the spec's in-page
 * timer, so a scheduled post goes out whether or not an admin keeps the page open.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { socialFrom } from '../../src/server/social';
import { runDueXPosts } from '../../src/server/social/posting';

export default async (): Promise<Response> => {
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const result = await runDueXPosts(await deployedDatabase(status.config), socialFrom(status.config.x), new Date());
  if (result.posted + result.failed > 0) console.info(`[x] scheduled posts: ${result.posted} posted, ${result.failed} failed`);
  return Response.json(result);
};

export const config = { schedule: '* * * * *' };
