import { defineConfig, devices } from '@playwright/test';
import { fakePorts, fakeServicesEnv } from './tests/e2e/support/fakeServices';

const port = Number(process.env.E2E_PORT ?? 4399);
export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/warmUp.ts',
  fullyParallel: true,
  workers: 2,
  // Two workers, their browsers and the server share two cores: the longer journeys (a sign-up, a
  // payment, a dashboard reloaded four times) come within a second or two of Playwright's default 30 s
  // and cross it on a busy run (stop 34: five at 30.6-34.7 s, none of them wrong). A time limit here
  // catches a hang, not slowness: `npm run bench` measures speed.
  timeout: 60_000,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and DOM snapshots of every test while it runs, kept or not: on CI, where
    // only the output is read, that cost a third of the browser's time (admin journey, idle machine: 35 s a
    // test traced, 25 s not). Locally a failure keeps its trace; `--trace=on` records one on CI too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromeArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        viewport: devices['Desktop Chrome'].viewport,
        // The browser prefers reduced motion, as many people's do: the home page's looping hero video
        // otherwise plays through every wizard and modal journey, half a core of decoding and
        // compositing (measured idle on the page: 55% CPU, 2% without it) taken from the other worker
        // and the server. hero.spec.ts and the CSP checks in security-headers.spec.ts opt back in.
        reducedMotion: 'reduce',
      },
    },
    {
      // Screenshot comparisons of every public page and the main dialogs (tests/visual/pages.spec.ts).
      // Baselines are committed in tests/visual/baselines; regenerate with
      // `npx playwright test --project=visual --update-snapshots` after a build.
      name: 'visual',
      testDir: 'tests/visual',
      // Full-page shots of long pages on a shared 2-core runner take longer than the e2e default.
      timeout: 90_000,
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      use: {
        viewport: { width: 1366, height: 800 },
        deviceScaleFactor: 1,
        // The hero video never starts (its script waits for motion to be welcome): the poster is shown.
        contextOptions: { reducedMotion: 'reduce' },
      },
      expect: {
        toHaveScreenshot: {
          // Font anti-aliasing differs by a few pixels along glyph edges from run to run: a per-pixel
          // colour tolerance plus a small share of pixels. A moved block changes far more than 0.2%.
          threshold: 0.25,
          maxDiffPixelRatio: 0.002,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // A long page is captured at least twice (until two captures match) before it is compared.
          timeout: 45_000,
        },
      },
    },
  ],
  // Tests drive the production build, served as `npm start` serves it.
  // Each run starts from a fresh local database (migrated and seeded on first request).
  webServer: [
    {
      // AI, Pexels and X stand-ins on 127.0.0.1 (tests/e2e/support/fakeServices.ts), so the admin's
      // external paths run for real in the browser.
      command: 'tsx tests/e2e/support/fakeServices.ts',
      env: { E2E_PORT: String(port) },
      url: `http://127.0.0.1:${fakePorts(port).control}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Not under test-results/: Playwright empties that folder when a run starts, under the server.
      command: `node -e "require('fs').rmSync('.data/e2e',{recursive:true,force:true})" && node scripts/serve.mjs`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOCAL_DATA_DIR: '.data/e2e',
        RATE_LIMIT_MULTIPLIER: '3',
        // The suite signs up and submits leads from one address far more often than a person would.
        SIGN_UP_LIMIT_PER_HOUR: '200',
        LEAD_LIMIT_PER_HOUR: '200',
        // The e-Tax route on (decision 0069): a tax document also goes to its buyer with a copy to the
        // time-stamp mailbox (the local outbox shows it; nothing leaves the machine).
        ETAX_ENABLED: 'true',
        ETAX_SENDER: 'etax@siampixel.example',
        ETAX_RD_MAILBOX: 'csemail@etax.teda.th',
        ...fakeServicesEnv(port),
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
