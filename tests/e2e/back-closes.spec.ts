import { expect, test, type Page } from '@playwright/test';
import enModal from '../../src/i18n/en/modal';
import thModal from '../../src/i18n/th/modal';
import { prefixOf } from './support/auth';
import { openStartProject } from './support/startProject';
import { runsIn } from './support/languages';

/**
 * Back (Android's back gesture) closes the Start Your Project modal, a portfolio detail and the
 * mobile menu and stays on the page; closing them any other way leaves no history entry behind.
 */

const modalText = { en: enModal, th: thModal } as const;
const menuText = {
  en: { open: 'Open menu', close: 'Close menu', portfolio: 'Portfolio', services: 'Services', details: 'Details' },
  th: { open: 'เปิดเมนู', close: 'ปิดเมนู', portfolio: 'ผลงาน', services: 'บริการ', details: 'รายละเอียด' },
} as const;

const DESCRIPTION = {
  en: 'A bilingual website for our Bangkok coffee shop with table booking and an online menu.',
  th: 'ร้านกาแฟในกรุงเทพฯต้องการเว็บไซต์สองภาษาพร้อมระบบจองโต๊ะและเมนูออนไลน์สำหรับลูกค้า',
} as const;

/** Another page first, so Back has somewhere to go once nothing is open. */
async function arrive(page: Page, prefix: string, path: string, from = '/about') {
  await page.goto(`${prefix}${from}`);
  await page.goto(`${prefix}${path}`);
  return page.url();
}

/**
 * Closing by any other way than Back takes the open thing's history entry away (history.back(), which
 * the browser runs a moment later): a person's Back comes after that, so the test's waits for it too.
 * A Back sent in between would merge with it into one traversal.
 */
async function entryGone(page: Page) {
  await expect.poll(() => page.evaluate(() => JSON.stringify(history.state ?? null).includes('backCloses'))).toBe(false);
}

for (const lang of ['en', 'th'] as const) {
  const prefix = prefixOf(lang);
  const t = modalText[lang];
  const m = menuText[lang];

  if (runsIn(lang, 'en'))
    test(`${lang}: Back closes the Start Your Project modal on the page and keeps what was typed`, async ({ page }) => {
      test.setTimeout(60_000);
      const here = await arrive(page, prefix, '/about', '/');
      const dialog = await openStartProject(page.locator('a[data-start-project]').first());
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: t['modal.next'], exact: true }).click();
      const description = dialog.getByLabel(t['modal.quote.label']);
      await description.fill(DESCRIPTION[lang]);

      await page.goBack();
      await expect(dialog).toHaveCount(0);
      expect(page.url()).toBe(here);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      // Reopened, it is where it was left: same step, same text, same package.
      await page.locator('a[data-start-project]').first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(t['modal.quote.label'])).toHaveValue(DESCRIPTION[lang]);
      await dialog.getByRole('button', { name: t['modal.previous'], exact: true }).click();
      await expect(dialog.getByRole('radio').first()).toBeChecked();

      // Closed with its X, the modal's entry is gone: Back leaves the page.
      await dialog.locator('[data-modal-close]').click();
      await expect(dialog).toHaveCount(0);
      expect(page.url()).toBe(here);
      await entryGone(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix}/?$`));

      // Forward returns to the page; the draft outlived the X too (decision 0029), until Start over.
      await page.goForward();
      await expect(page).toHaveURL(here);
      await openStartProject(page.locator('a[data-start-project]').first());
      // Where it was left: the first step, the package chosen.
      await expect(dialog.getByRole('radio').first()).toBeChecked();
      await dialog.getByRole('button', { name: t['modal.startOver'], exact: true }).click();
      await expect(dialog.getByRole('radio').first()).not.toBeChecked();
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: Back closes a portfolio detail and stays on /portfolio`, async ({ page }) => {
      const here = await arrive(page, prefix, '/portfolio');
      const details = page.getByRole('button', { name: new RegExp(`${m.details}: PayLanna`) });
      const detail = page.getByRole('dialog', { name: 'PayLanna' });
      await details.click();
      await expect(detail).toBeVisible();
      await page.goBack();
      await expect(detail).toBeHidden();
      expect(page.url()).toBe(here);
      await expect(details).toBeVisible();

      // Opened and closed with Esc, nothing is left in history: Back leaves the page.
      await details.click();
      await expect(detail).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await entryGone(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/about/?$`));
    });

  test.describe('at a phone viewport', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    if (runsIn(lang, 'en'))
      test(`${lang}: Back closes the mobile menu; its links still navigate, and Back returns from them`, async ({ page }) => {
        const here = await arrive(page, prefix, '/');
        const open = page.getByRole('button', { name: m.open, exact: true });
        const menu = page.locator('#mobile-menu');
        await open.click();
        await expect(menu).toBeVisible();
        await page.goBack();
        await expect(menu).toBeHidden();
        await expect(open).toHaveAttribute('aria-expanded', 'false');
        expect(page.url()).toBe(here);

        // A link in the open menu goes to its page; Back from there lands on this page, menu closed.
        await open.click();
        await menu.getByRole('link', { name: m.portfolio, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/portfolio/?$`));
        await page.goBack();
        await expect(page).toHaveURL(here);
        await expect(page.locator('#mobile-menu')).toBeHidden();
        // ...and one more Back leaves it: following the link left no entry of the menu's behind.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${prefix}/about/?$`));
      });

    if (runsIn(lang, 'th'))
      test(`${lang}: a section link in the mobile menu scrolls there; closing with the X leaves no entry`, async ({ page }) => {
        const here = await arrive(page, prefix, '/');
        const open = page.getByRole('button', { name: m.open, exact: true });
        const menu = page.locator('#mobile-menu');
        await open.click();
        await menu.getByRole('link', { name: m.services, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix || '/'}#services$`));
        await expect(menu).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(here);

        await open.click();
        await expect(menu).toBeVisible();
        await page.getByRole('button', { name: m.close, exact: true }).click();
        await expect(menu).toBeHidden();
        await entryGone(page);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${prefix}/about/?$`));
      });
  });
}
