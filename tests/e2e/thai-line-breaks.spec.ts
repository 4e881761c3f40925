/**
 * Issue 25 item 3: Thai text breaks only between words. Every /th page, the blog's Thai posts and the
 * dialogs (mobile menu, Start Your Project modal, the wizard's plan, the contact form's messages, a
 * portfolio project) are laid out at 320, 360 and 390 px, and no Thai word (as the site segments it,
 * src/i18n/lineBreaks.ts) may sit on two lines. The words found split are listed in the failure.
 */
import { expect, test, type Page } from '@playwright/test';
import { localized, publicRoutes } from './support/routes';
import { splitThaiWords } from './support/thaiSplits';
import { generatePlan, showWizard } from './support/wizard';

const widths = [320, 360, 390] as const;

async function expectNoSplit(page: Page, where: string) {
  const splits = await splitThaiWords(page);
  if (process.env.THAI_SPLIT_LOG) console.log(`SPLITS ${where}: ${splits.length} ${JSON.stringify(splits)}`);
  expect(splits, `${where}: Thai words split across lines`).toEqual([]);
}

for (const width of widths) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every /th page', async ({ page }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      const check = async (where: string) => {
        const splits = await splitThaiWords(page);
        if (process.env.THAI_SPLIT_LOG) console.log(`SPLITS ${where}@${width}: ${splits.length} ${JSON.stringify(splits)}`);
        if (splits.length) failures.push(`${where}: ${splits.join(', ')}`);
      };
      for (const route of [...publicRoutes, '/blog']) {
        await page.goto(localized(route, 'th'));
        await page.evaluate(() => document.fonts.ready);
        await check(localized(route, 'th'));
      }
      // Every Thai post the blog lists (server-rendered pages).
      await page.goto('/th/blog');
      const posts = [
        ...new Set(await page.locator('main a[href^="/th/blog/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      ];
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        await page.goto(post);
        await page.evaluate(() => document.fonts.ready);
        await check(post);
      }
      expect(failures, 'Thai words split across lines').toEqual([]);
    });

    test('the dialogs: mobile menu, Start Your Project modal, a portfolio project, the contact form', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/th/');
      await page.locator('[data-menu-open]').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoSplit(page, 'mobile menu');
      await page.keyboard.press('Escape');

      await page.goto('/th/services');
      await page.locator('a[data-start-project]').first().click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.locator('[data-package-card]').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSplit(page, 'modal step 1');
      await dialog.locator('[data-package-card] input[type=radio]').first().check();
      await dialog.getByRole('button', { name: 'ถัดไป' }).click();
      await expectNoSplit(page, 'modal step 2');
      await dialog.getByRole('textbox').first().fill('ร้านกาแฟของเราต้องการเว็บไซต์สองภาษาพร้อมระบบสั่งซื้อออนไลน์และชำระเงินด้วยพร้อมเพย์');
      await dialog.getByRole('button', { name: 'ถัดไป' }).click();
      await expectNoSplit(page, 'modal step 3');

      await page.goto('/th/portfolio');
      await page.locator('[data-open-detail]').first().click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoSplit(page, 'portfolio project');

      await page.goto('/th/contact');
      const form = page.locator('main form').first();
      await form.locator('button[type=submit]').click();
      await expectNoSplit(page, 'contact form with its messages');
    });

    test('the wizard: the description step and a generated plan', async ({ page }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await page.goto('/th/');
      await showWizard(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await expectNoSplit(page, 'wizard step 1');
      await generatePlan(page, 'th', 'ร้านกาแฟของเราต้องการเว็บไซต์สองภาษาพร้อมระบบสั่งซื้อออนไลน์ ชำระเงินด้วยพร้อมเพย์ และแดชบอร์ดดูยอดขาย');
      await expectNoSplit(page, 'wizard plan');
    });
  });
}
