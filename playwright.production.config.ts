import { defineConfig, devices } from '@playwright/test';
import { chromeArgs } from './playwright.config';
import { PROD_DATABASE, PROD_PORT } from './tests/production/support/stack';

// The Playwright project "production": journeys against the production path run whole
// (scripts/prod-local.ts, docs/decisions/0017): the Netlify build in Netlify's emulation, PostgreSQL
// prepared like Supabase, Supabase Auth, Stripe webhooks over HTTP, mail and X by scheduled functions.
// `npm test` builds for Netlify and stages the deploy first (scripts/test-all.mjs).
export default defineConfig({
  testDir: 'tests/production',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A cold function start (the first request of an instance, or every one with PROD_COLD_FUNCTIONS=1)
  // takes seconds on a busy machine.
  timeout: 120_000,
  // A URL or text that follows a navigation gets the navigation's own allowance: on a busy CI machine a
  // cold start after sign-in took just over 15 s (CI, stop 16).
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-production.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PROD_PORT}`,
    // A trace records a screencast and DOM snapshots of every test while it runs, kept or not: on CI, where
    // only the output is read, that cost a third of the browser's time (admin journey, idle machine: 35 s a
    // test traced, 25 s not). Locally a failure keeps its trace; `--trace=on` records one on CI too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    navigationTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromeArgs },
  },
  projects: [{ name: 'production', use: { viewport: devices['Desktop Chrome'].viewport } }],
  webServer: {
    // --no-build: serves the staged Netlify build; the clock runs the scheduled functions every minute
    // as Netlify does, and the journeys run them on demand through the host's control port. One warm
    // instance per function serves the run (platform.spec.ts checks a cold start on its own);
    // PROD_COLD_FUNCTIONS=1 makes every invocation a cold start, as the emulation alone does.
    command: `node scripts/lib/tsMainThread.mjs scripts/prod-local.ts --no-build --port ${PROD_PORT} --database ${PROD_DATABASE} --schedule-seconds 60${process.env.PROD_COLD_FUNCTIONS === '1' ? ' --cold-functions' : ''}`,
    env: { RATE_LIMIT_MULTIPLIER: '3', SIGN_UP_LIMIT_PER_HOUR: '200', LEAD_LIMIT_PER_HOUR: '200' },
    url: `http://127.0.0.1:${PROD_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
