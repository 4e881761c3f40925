/**
 * Scheduled outbox delivery (production): every minute, send the e-mails that are due through
 * SendGrid. Actions also kick a delivery right after they commit; this run catches everything that
 * kick missed (provider down, function frozen after the response) and does the retries.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { deliverDueEmails } from '../../src/server/mail/deliver';
import { sendGridFrom } from '../../src/server/mail/transport';
import { configuredLineTransport } from '../../src/server/mail/line/configured';
import { deliverDueLineMessages } from '../../src/server/mail/line/deliver';

// Scheduled functions may run for 30 seconds: stop starting sends early enough that the last one
// (up to SENDGRID_TIMEOUT_MS, 10 s by default) still ends in time.
const TIME_BUDGET_MS = 15_000;

export default async (): Promise<Response> => {
  // Same fail-closed rule as the site: an incomplete production configuration sends nothing.
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const db = await deployedDatabase(status.config);
  const result = await deliverDueEmails(db, sendGridFrom(status.config.mail), {
    batchSize: 40,
    concurrency: 5,
    timeBudgetMs: TIME_BUDGET_MS,
  });
  if (result.sent + result.failed + result.retried > 0) {
    console.info(`[mail] outbox: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed`);
  }
  // LINE pushes (decision 0072) in the same run, after the e-mails, when LINE_MESSAGING_TOKEN is set.
  const line = configuredLineTransport(status.config);
  const pushed = line ? await deliverDueLineMessages(db, line, { batchSize: 40 }) : null;
  if (pushed && pushed.sent + pushed.failed + pushed.retried > 0) {
    console.info(`[line] outbox: ${pushed.sent} sent, ${pushed.retried} to retry, ${pushed.failed} failed, ${pushed.turnedOff} turned off`);
  }
  return Response.json({ ...result, line: pushed });
};

export const config = { schedule: '* * * * *' };
