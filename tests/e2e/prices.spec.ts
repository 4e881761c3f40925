// One price list (issue 25 item 4, decision 0038): /services, the modal's catalogue and the wizard tell
// one story. The wizard's smallest website and shop (src/domain/plan/floors.ts) are what /services
// shows as the starting prices and what the modal's cheapest package of each kind costs, in both
// languages. tests/integration/price-list.test.ts checks the catalogue itself.
import { expect, test } from '@playwright/test';
import { wizardFloor } from '../../src/domain/plan';
import { formatMoney } from '../../src/i18n/format';
import { locales, localized } from './support/routes';
import { openStartProject } from './support/startProject';

const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** The cheapest website and shop packages (supabase/seed.sql), as each language names them. */
const catalogue = {
  en: { starter: 'Starter Website', shop: 'Online Shop Starter' },
  th: { starter: 'เว็บไซต์สตาร์ทเตอร์', shop: 'ร้านค้าออนไลน์สตาร์ทเตอร์' },
} as const;

for (const locale of locales) {
  test(`${locale}: /services starts a website and a shop where the wizard and the catalogue do`, async ({ page }) => {
    await page.goto(localized('/services', locale));
    const web = page.locator('#service-web dd').first();
    const shop = page.locator('#service-ecommerce dd').first();
    await expect(web).toContainText(formatMoney(locale, wizardFloor('website').price));
    await expect(shop).toContainText(formatMoney(locale, wizardFloor('ecommerce').price));
    // The old page figures are gone.
    await expect(page.locator('#service-ecommerce')).not.toContainText('45,000');
    await expect(page.locator('#service-web')).not.toContainText('35,000');
    // The FAQ quotes the same figures.
    await expect(page.locator('#faq')).toContainText(formatMoney(locale, wizardFloor('website').price));

    // The modal lists the catalogue: its cheapest package costs the wizard's smallest website.
    const dialog = await openStartProject(page.locator('a[data-start-project]').first());
    const prices = dialog.locator('[data-price]');
    await expect(prices.first()).toBeVisible();
    const priceOf = async (name: string) =>
      Number(await dialog.locator('[data-package-card]').filter({ hasText: name }).first().getAttribute('data-price'));
    expect(await priceOf(catalogue[locale].starter)).toBe(wizardFloor('website').price);
    expect(await priceOf(catalogue[locale].shop)).toBe(wizardFloor('ecommerce').price);
    const shown = await dialog.locator('[data-package-card]').filter({ hasText: catalogue[locale].starter }).first().textContent();
    expect(shown).toContain(digits(formatMoney(locale, wizardFloor('website').price)).toLocaleString('en-US'));
  });
}
