/**
 * Scheduled reminders (production, issue 38, docs/decisions/0071): every hour, queue the reminders
 * that are due (a quotation about to lapse, an instalment due or overdue, a missing withholding
 * certificate, the studio's daily digest), each at most once, even if two runs overlap. They go out
 * through the outbox like every e-mail: the next deliver-outbox run sends them.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { MailQueue } from '../../src/server/mail/outbox';
import { lineQueueFor } from '../../src/server/mail/line/configured';
import { runReminders } from '../../src/server/reminders/run';

export default async (): Promise<Response> => {
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const { config } = status;
  const mail = new MailQueue({ logToConsole: false, studioInbox: config.mail.studioInbox, line: lineQueueFor(config) });
  const result = await runReminders({ db: await deployedDatabase(config), mail, origin: config.siteUrl });
  if (result.sent > 0) console.info(`[reminders] ${result.sent} queued`);
  return Response.json(result);
};

export const config = { schedule: '@hourly' };
