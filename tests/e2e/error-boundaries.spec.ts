/**
 * A render error in the admin panel or the order form shows the portal's boundary message (spec
 * portal §2, 'Authentication Error' with 'Go to Sign In'), not a blank area (issue 10). The error is
 * real: the page's HTML reaches the browser with the island's props damaged, as a bug in the data
 * would, so the island throws while it hydrates. Nothing in the production code is there for this test.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, prefixOf, signIn, signUp, uniqueEmail, type Lang } from './support/auth';
import { runsIn } from './support/languages';

const BUSINESS_WEBSITE = 'a0000000-0000-4000-8000-000000000002';

const text = {
  en: { title: 'Authentication Error', body: 'Something went wrong while loading your account.', signIn: 'Go to Sign In' },
  th: { title: 'โหลดข้อมูลบัญชีไม่สำเร็จ', body: 'เกิดข้อผิดพลาดระหว่างโหลดข้อมูลบัญชีของคุณ', signIn: 'ไปที่หน้าเข้าสู่ระบบ' },
} as const;

/**
 * Serves `path` with one prop of its island renamed in the serialised props (`&quot;name&quot;`),
 * so the island hydrates without it.
 */
async function damageProp(page: Page, path: string, name: string, renamed: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const damaged = html.replaceAll(`&quot;${name}&quot;:`, `&quot;${renamed}&quot;:`);
      expect(damaged !== html, `${path} carries the prop ${name}`).toBe(true);
      await route.fulfill({ response, body: damaged });
    },
  );
}

for (const lang of ['en', 'th'] as const satisfies Lang[]) {
  const t = text[lang];
  const p = prefixOf(lang);

  // One language per island (issue 34); both islands' boundary in both languages:
  // tests/component/errorBoundaries.test.tsx.
  if (runsIn(lang, 'th'))
    test(`${lang}: a render error in the admin panel shows the boundary's message`, async ({ page }) => {
      await signIn(page, lang, ADMIN.email, ADMIN.password);
      await page.waitForURL(`**${p}/dashboard`);
      // The overview loses its counters: the Quotes tab reads counters.totalQuotes and throws.
      await damageProp(page, `${p}/admin`, 'counters', 'lostCounters');
      await page.goto(`${p}/admin`);
      const alert = page.getByRole('alert').filter({ hasText: t.title });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t.body);
      await expect(alert.getByRole('link', { name: t.signIn })).toHaveAttribute(
        'href',
        `${p}/auth?next=${encodeURIComponent(`${p}/admin`)}`,
      );
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a render error in the order form shows the boundary's message`, async ({ page }) => {
      await signUp(page, lang, { name: 'Boundary Test', email: uniqueEmail('boundary'), password: 'boundary-pass-1' });
      await page.waitForURL(`**${p}/dashboard`);
      // The form loses its package: it reads pkg.price and throws.
      await damageProp(page, `${p}/order/${BUSINESS_WEBSITE}`, 'pkg', 'lostPkg');
      await page.goto(`${p}/order/${BUSINESS_WEBSITE}`);
      const alert = page.getByRole('alert').filter({ hasText: t.title });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t.body);
      await expect(alert.getByRole('link', { name: t.signIn })).toBeVisible();
    });
}
