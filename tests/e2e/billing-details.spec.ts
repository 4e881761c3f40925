import { expect, test } from '@playwright/test';
import enBilling from '../../src/i18n/en/billing';
import thBilling from '../../src/i18n/th/billing';
import { prefixOf, uniqueEmail, waitForIslands } from './support/auth';
import { runsIn } from './support/languages';
import { clientSession } from './support/sessions';

// The client's billing identity (issue 22): the account form in both languages, with the tax ID's check
// digit verified, and the same form working before its island runs (it posts to /account/billing).
const words = { en: enBilling, th: thBilling };
// Sign-up, a dashboard and a save or two: the first test of a run also waits for the server's first start.
test.describe.configure({ timeout: 90_000 });

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];
  const prefix = prefixOf(lang);
  const companyName = lang === 'th' ? 'บริษัท ลูกค้าทดสอบ จำกัด' : 'Test Client Co., Ltd.';
  const address = lang === 'th' ? '99 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500' : '99 Silom Road, Silom, Bang Rak, Bangkok 10500';

  if (runsIn(lang, 'th'))
    test(`${lang}: a company's billing details are checked and kept`, async ({ page }) => {
      await clientSession(page, lang, { name: 'Billing Tester', email: uniqueEmail(`billing-${lang}`), password: 'secret-123' });
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
      await waitForIslands(page);
      const form = page.locator('[data-billing-form]');
      await form.getByLabel(t['billing.kind.company']).check();
      await form.getByLabel(t['billing.field.legalName']).fill(companyName);
      await form.getByLabel(t['billing.field.taxId']).fill('0-1055-36092-64-2');
      await form.getByLabel(t['billing.field.address']).fill(address);
      await form.getByRole('button', { name: t['billing.save'] }).click();
      await expect(form.getByText(t['billing.error.taxIdCheck'])).toBeVisible();
      await expect(form.getByLabel(t['billing.field.taxId'])).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel(t['billing.field.taxId']).fill('0-1055-36092-64-1');
      await form.getByLabel(t['billing.field.branch']).fill('3');
      await form.getByRole('button', { name: t['billing.save'] }).click();
      await expect(form.getByText(t['billing.saved'])).toBeVisible();

      await page.reload();
      await waitForIslands(page);
      await expect(form.getByLabel(t['billing.field.legalName'])).toHaveValue(companyName);
      await expect(form.getByLabel(t['billing.field.taxId'])).toHaveValue('0105536092641');
      await expect(form.getByLabel(t['billing.field.branch'])).toHaveValue('00003');
      await expect(form.getByLabel(t['billing.kind.company'])).toBeChecked();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: without JavaScript the form answers in place and keeps what was typed`, async ({ browser, page }) => {
      await clientSession(page, lang, { name: 'No Script Biller', email: uniqueEmail(`billing-nojs-${lang}`), password: 'secret-123' });
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
      const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
      const noScript = await context.newPage();
      await noScript.goto(`${prefix}/dashboard#billing`);
      const form = noScript.locator('[data-billing-form]');
      await form.getByLabel(t['billing.kind.company']).check();
      await form.getByLabel(t['billing.field.legalName']).fill(companyName);
      await form.getByLabel(t['billing.field.address']).fill(address);
      await form.getByRole('button', { name: t['billing.save'] }).click();

      await expect(noScript).toHaveURL(new RegExp(`${prefix}/account/billing$`));
      await expect(noScript.locator('html')).toHaveAttribute('lang', lang);
      await expect(form.getByText(t['billing.error.taxIdRequired'])).toBeVisible();
      await expect(form.getByLabel(t['billing.field.legalName'])).toHaveValue(companyName);
      await expect(form.getByLabel(t['billing.kind.company'])).toBeChecked();

      await form.getByLabel(t['billing.field.taxId']).fill('0105536092641');
      await form.getByRole('button', { name: t['billing.save'] }).click();
      await expect(form.getByText(t['billing.saved'])).toBeVisible();
      await noScript.goto(`${prefix}/dashboard`);
      await expect(form.getByLabel(t['billing.field.taxId'])).toHaveValue('0105536092641');
      await context.close();
    });
}
