/**
 * Playwright's global setup: the local server opens its embedded database on the first request that
 * needs one (the static home page the web server check fetches does not), which on a cold start takes
 * tens of seconds. Paid once here, before any test's clock runs, instead of by whichever test comes
 * first (sign-up now waits for its confirmation e-mail too, decision 0049).
 */
import type { FullConfig } from '@playwright/test';

export default async function warmUp(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  const response = await fetch(new URL('/dev/outbox', baseURL), { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`warm-up: /dev/outbox answered ${response.status}`);
}
