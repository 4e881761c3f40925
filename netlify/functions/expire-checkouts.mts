/**
 * Scheduled expiry of abandoned checkouts (production): every hour, pending orders older than the
 * checkout's lifetime (24 hours, decision 0041) are cancelled, never deleted. Stripe's own
 * checkout.session.expired event usually did it already; this catches any event that never arrived.
 * https://docs.netlify.com/functions/scheduled-functions/
 */
import { configStatus, describeProblems } from '../../src/server/config';
import { deployedDatabase } from '../../src/server/db/deployed';
import { expireAbandonedCheckouts } from '../../src/server/orders/expire';

export default async (): Promise<Response> => {
  const status = configStatus();
  if (!status.ok) {
    console.error(describeProblems(status));
    return new Response('Service unavailable: the configuration is incomplete (see the function log).', { status: 503 });
  }
  const expired = await expireAbandonedCheckouts(await deployedDatabase(status.config));
  if (expired > 0) console.info(`[orders] ${expired} abandoned checkouts cancelled`);
  return Response.json({ expired });
};

export const config = { schedule: '@hourly' };
