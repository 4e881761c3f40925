// A quotation's validity date (issue 22, decision 0053 addendum 2026-11-27), in English and Thai. A
// server of its own starts on a database where the studio priced each client's quote 31 days ago (the
// fixture tests/e2e/support/lapsedQuotation.ts: no server clock can be moved), so revision 1 was valid
// until yesterday. The client sees that it expired and no Accept button; the studio sees it lapsed in
// the quote dialog and saves the quote unchanged, which renews it; the client then sees revision 2,
// valid again, and accepts it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { prefixOf, signIn, uniqueEmail, waitForIslands } from './support/auth';
import { startServer, type TestServer } from './support/server';
import { runsIn } from './support/languages';
import { adminSession } from './support/sessions';
import { acceptOnDashboard, quoteDialog } from './support/quoteDialog';

const PASSWORD = 'lapsed-pass-1';

const text = {
  en: {
    ...quoteDialog.en,
    expired: 'This quotation has expired: its price held until',
    listedExpired: 'expired: valid until',
    listedValid: 'valid until',
    studioExpired: 'expired after',
  },
  th: {
    ...quoteDialog.th,
    expired: 'ใบเสนอราคานี้พ้นวันยืนราคาแล้ว',
    listedExpired: 'พ้นวันยืนราคาแล้ว',
    listedValid: 'ยืนราคาถึงวันที่',
    studioExpired: 'พ้นวันยืนราคา',
  },
} as const;

// One prepared database for both languages: the file's tests share a worker, in order (a failure in
// one does not skip the other).
test.describe.configure({ mode: 'default' });

const clients = { en: uniqueEmail('lapsed-en'), th: uniqueEmail('lapsed-th') };
let server: TestServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'siam-lapsed-'));
  execFileSync(
    process.execPath,
    // tsx for TypeScript; inlineAssets for the PDF renderer's `?inline` fonts, as npm run documents:reissue.
    [
      '--import',
      'tsx',
      '--import',
      './scripts/lib/inlineAssets.mjs',
      'tests/e2e/support/lapsedQuotation.ts',
      dir,
      PASSWORD,
      `${clients.en}:en`,
      `${clients.th}:th`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: 150_000 },
  );
  server = await startServer({ LOCAL_DATA_DIR: dir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: an expired quotation cannot be accepted until the studio renews it; the renewed revision is accepted`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const clientContext = await browser.newContext({ baseURL: server.url });
      const client = await clientContext.newPage();
      await signIn(client, lang, clients[lang], PASSWORD);
      await client.waitForURL(`**${p}/dashboard`);
      await waitForIslands(client);
      const answer = client.locator('[data-quote-response]');
      await expect(answer.locator('[data-quote-expired]')).toContainText(t.expired);
      await expect(answer.getByRole('button', { name: t.accept })).toHaveCount(0);
      await expect(client.locator('[data-quotation-valid="expired"]')).toContainText(t.listedExpired);

      // The studio sees it lapsed and saves the quote unchanged: a renewed revision.
      const adminContext = await browser.newContext({ baseURL: server.url });
      const admin = await adminContext.newPage();
      await adminSession(admin, lang, '/admin', { baseURL: server.url });
      const row = admin.locator('[data-admin-quote]').filter({ hasText: clients[lang] });
      await row.getByRole('button', { name: t.manage }).click();
      const dialog = admin.locator('[data-quote-dialog]');
      await expect(dialog.locator('[data-quotation-valid="expired"]')).toContainText(t.studioExpired);
      await dialog.getByRole('button', { name: t.edit, exact: true }).click();
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.saved);

      // The client's page, reloaded: revision 2, valid, and Accept opens the checkout.
      await client.reload();
      await waitForIslands(client);
      await expect(client.locator('a[data-quotation-revision="2"]')).toBeVisible();
      await expect(client.locator('[data-quotation-valid]')).toHaveAttribute('data-quotation-valid', 'valid');
      await expect(client.locator('[data-quotation-valid]')).toContainText(t.listedValid);
      await expect(answer.locator('[data-quote-expired]')).toHaveCount(0);
      await acceptOnDashboard(answer, lang);
      await client.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
      await clientContext.close();
      await adminContext.close();
    });
}
