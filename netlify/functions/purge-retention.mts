/**
 * Scheduled retention purge (production, issue 38, docs/decisions/0075): every day, what is past its
 * retention period is deleted (enquiries and sent e-mails after two years, leads anonymised, LINE pushes after 90 days,
 * the recovery-code log after a year); never pending mail, tax documents or accounting records.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { purgePastRetention } from '../../src/server/privacy/retention';

export default async (): Promise<Response> => {
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const purged = await purgePastRetention(await deployedDatabase(status.config));
  if (Object.values(purged).some((n) => n > 0)) console.info('[privacy] purged past retention', purged);
  return Response.json(purged);
};

export const config = { schedule: '@daily' };
