import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { prefixOf, waitForIslands } from './support/auth';
import { adminSession } from './support/sessions';

// twitter-text (with core-js 2 and the Babel runtime) is 33 KB gzipped: the X tab's counter needs
// it, nothing else in the panel does, so it must not load until that tab opens.
const TWITTER_TEXT_MARK = 'weightedLength';
// The Reports tab (issue 21) loads with its tab as well: its chunk names this attribute.
const REPORTS_MARK = 'data-reports-tab';
// zod (about 20 KB gzipped) validates the admin's inputs on the server and in the forms that load with
// a dialog: the lists, their queries and helpers are plain modules (src/domain/pipeline/views.ts,
// src/domain/admin.ts), so the validator must not load on the first visit.
const ZOD_MARK = 'ZodError';
// /admin's JS on a first visit, gzipped level 9: 146.9 KB with twitter-text in the panel's chunk, 113.2 KB
// without (when issue 21 was filed; its budget); 119.0 KB with the pipeline before zod left the first visit.
const FIRST_VISIT_BUDGET = 113_200;

/** Every script the page has loaded so far, with its gzip size as served from the build. */
async function scriptsOf(page: Page) {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  return urls.map((url) => {
    const body = readFileSync(`dist/client${new URL(url).pathname}`);
    return { path: new URL(url).pathname, body: body.toString('utf8'), gzip: gzipSync(body, { level: 9 }).length };
  });
}

test('the first visit to /admin loads no twitter-text; opening the X tab loads it and counts', async ({ page }) => {
  await adminSession(page, 'en', '/dashboard');
  await page.goto(`${prefixOf('en')}/admin`);
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');

  const first = await scriptsOf(page);
  const total = first.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`/admin first visit: ${first.length} scripts, ${(total / 1000).toFixed(1)} KB gzipped (${total} B)`);
  for (const script of first) console.log(`  ${script.path} ${(script.gzip / 1000).toFixed(1)} KB`);
  expect(first.filter((script) => script.body.includes(TWITTER_TEXT_MARK)).map((s) => s.path)).toEqual([]);
  expect(first.filter((script) => script.body.includes(ZOD_MARK)).map((s) => s.path)).toEqual([]);
  expect(total).toBeLessThan(FIRST_VISIT_BUDGET);
  expect(first.filter((script) => script.body.includes(REPORTS_MARK)).map((s) => s.path)).toEqual([]);

  await page.getByRole('tab', { name: 'X Posting' }).click();
  const tweet = page.getByLabel('Tweet text');
  await expect(tweet).toBeVisible();
  // A link counts 23 whatever its length (X's weighted length), so the counter needs twitter-text.
  await tweet.fill('Hello https://example.com/a/very/long/path/that/x/shortens/anyway');
  await expect(page.locator('[data-x-counter]')).toContainText(String(280 - (6 + 23)));
  const after = await scriptsOf(page);
  expect(after.some((script) => script.body.includes(TWITTER_TEXT_MARK))).toBe(true);

  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.locator('[data-reports]')).toBeVisible();
  expect((await scriptsOf(page)).some((script) => script.body.includes(REPORTS_MARK))).toBe(true);
});
