import { expect, test } from '@playwright/test';

test.setTimeout(120_000);
for (const lang of ['en', 'th'] as const) {
  for (const width of [390, 1366]) {
    test(`shots ${lang} ${width}`, async ({ page }) => {
      const prefix = lang === 'th' ? '/th' : '';
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/auth`);
      await page.locator('[data-social-buttons]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/oidc-shots/auth-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: lang === 'th' ? 'เข้าสู่ระบบด้วย LINE' : 'Sign in with LINE' }).click();
      await page.getByLabel('User').fill(`shot-${lang}-${width}-${Date.now().toString(36)}`);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page.locator('[data-add-email]')).toBeVisible();
      await page.locator('[data-add-email]').screenshot({ path: `/tmp/oidc-shots/email-${lang}-${width}.png` });
      await page.locator('[data-identities]').screenshot({ path: `/tmp/oidc-shots/ids1-${lang}-${width}.png` });
      await page.locator('[data-identities] [data-link="google"]').click();
      await page.getByLabel('User').fill(`shot-${lang}-${width}`);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page.locator('[data-identities] [data-identity]')).toHaveCount(2);
      await page.locator('[data-identities]').screenshot({ path: `/tmp/oidc-shots/ids2-${lang}-${width}.png` });
    });
  }
}
