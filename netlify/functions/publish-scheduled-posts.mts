/**
 * Scheduled publishing (production): every minute, scheduled blog posts that are due go live, the
 * site is rebuilt through the build hook, and their announcements are queued for run-x-schedule.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { publishDuePosts } from '../../src/server/blog/scheduled';
import { rebuildFrom } from '../../src/server/site/rebuild';

export default async (): Promise<Response> => {
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const { config } = status;
  const result = await publishDuePosts(
    { db: await deployedDatabase(config), rebuild: rebuildFrom(config.rebuildHookUrl) },
    new Date(),
    config.siteUrl,
  );
  if (result.published.length > 0)
    console.info(`[blog] scheduled publishing: ${result.published.length} live, rebuild ${result.rebuild?.status}`);
  return Response.json(result);
};

export const config = { schedule: '* * * * *' };
