/**
 * Scheduled outbox delivery (production): every minute, send the e-mails that are due through
 * SendGrid. Actions also kick a delivery right after they commit; this run catches everything that
 * kick missed (provider down, function frozen after the response) and does the retries.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { getDatabase } from '../../src/server/db/index';
import { deliverDueEmails } from '../../src/server/mail/deliver';
import { sendGridFromEnv } from '../../src/server/mail/transport';

// Scheduled functions may run for 30 seconds: stop starting sends early enough that the last one
// (up to SENDGRID_TIMEOUT_MS, 10 s by default) still ends in time.
const TIME_BUDGET_MS = 15_000;

export default async (): Promise<Response> => {
  if (!process.env.DATABASE_URL || !process.env.SENDGRID_API_KEY) {
    const missing = ['DATABASE_URL', 'SENDGRID_API_KEY'].filter((name) => !process.env[name]).join(' and ');
    console.error(`[mail] outbox delivery not configured (${missing} missing): e-mails stay in the outbox.`);
    return new Response(`Not configured: ${missing}`, { status: 503 });
  }
  const db = await getDatabase();
  const result = await deliverDueEmails(db, sendGridFromEnv(), { batchSize: 40, concurrency: 5, timeBudgetMs: TIME_BUDGET_MS });
  if (result.sent + result.failed + result.retried > 0) {
    console.info(`[mail] outbox: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed`);
  }
  return Response.json(result);
};

export const config = { schedule: '* * * * *' };
