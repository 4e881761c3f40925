/**
 * Issue 9: on a phone no dialog or menu is wider than the screen, in either language. Each one is
 * opened at 320, 360, 390 and 768 px: the page does not scroll sideways and the dialog lies wholly on
 * screen. (Every page without a dialog open: navigation.spec.ts.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localized, locales } from './support/routes';
import { openStartProject } from './support/startProject';

async function expectFits(page: Page, dialog: Locator, where: string) {
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  const box = await dialog.boundingBox();
  expect(box?.x ?? -1, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity), `${where}: right edge`).toBeLessThanOrEqual(innerWidth + 0.5);
  // Nothing inside sticks out of the dialog either (a long word, a row of buttons).
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth), `${where}: content wider than the dialog`).toBeLessThanOrEqual(0);
}

for (const locale of locales) {
  for (const width of [320, 360, 390, 768]) {
    test(`${locale} at ${width}px: the mobile menu, the Start Your Project modal and a project detail fit`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });

      await page.goto(localized('/', locale));
      await page.locator('[data-menu-open]').click();
      await expectFits(page, page.locator('#mobile-menu'), 'mobile menu');
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();

      await page.goto(localized('/services', locale));
      await openStartProject(page.locator('a[data-start-project]').first());
      await expectFits(page, page.locator('dialog[open]'), 'Start Your Project modal');

      await page.goto(localized('/portfolio', locale));
      await page.locator('[data-open-detail]').first().click();
      await expectFits(page, page.locator('dialog[open]'), 'project detail');
    });
  }
}
