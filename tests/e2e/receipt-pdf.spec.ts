import { expect, test } from '@playwright/test';
import { prefixOf, uniqueEmail, waitForIslands } from './support/auth';
import { pdfText } from './support/pdf';
import { runsIn } from './support/languages';
import { clientSession } from './support/sessions';
import { BUSINESS_WEBSITE, saveCompanyBilling } from './support/clients';
import enWithholding from '../../src/i18n/en/withholding';
import thWithholding from '../../src/i18n/th/withholding';

// Issue 22 and 35 (decision 0061): a company client pays a package by card (demo checkout) and, asked
// whether it withholds 3%, pays in full; the receipt/tax invoice issued with the payment downloads from
// the dashboard as a PDF whose text holds the number, both tax IDs, the VAT apart and the full amount
// received, with no withholding; the withholding-certificate page asks for nothing. Nobody else gets it.
const withholding = { en: enWithholding, th: thWithholding };
const order = {
  en: {
    businessName: 'Business name',
    timeline: 'Timeline',
    increase: 'Increase quantity',
    submit: 'Continue to payment',
    pay: 'Pay THB 49,800 (demo)',
  },
  th: {
    businessName: 'ชื่อธุรกิจ',
    timeline: 'ระยะเวลาที่ต้องการ',
    increase: 'เพิ่มจำนวน',
    submit: 'ส่งคำขอและไปหน้าชำระเงิน',
    pay: 'ชำระ ฿49,800 (ทดลอง)',
  },
};

test.describe.configure({ timeout: 120_000 });

for (const lang of ['en', 'th'] as const) {
  const o = order[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: a company's paid order has its receipt/tax invoice, for it alone`, async ({ page, browser }) => {
      await clientSession(page, lang, { name: 'Ploy Accounts', email: uniqueEmail(`receipt-${lang}`), password: 'secret-123' });
      await page.waitForURL(`**${prefix}/dashboard`);
      await saveCompanyBilling(page.request, '2');

      await page.goto(`${prefix}/order/${BUSINESS_WEBSITE}`);
      await waitForIslands(page);
      await page.getByLabel(o.businessName).fill('Buyer Test Co');
      await page.getByRole('button', { name: o.increase }).click();
      await page.getByLabel(o.timeline).selectOption('1_month');
      // A company must answer before it pays: the button waits; it pays in full.
      await expect(page.getByRole('button', { name: o.submit })).toBeDisabled();
      await page.getByRole('radio', { name: withholding[lang]['withholding.choice.full'] }).check();
      await page.getByRole('button', { name: o.submit }).click();
      await page.waitForURL(/checkout\/demo\//);
      await page.getByRole('button', { name: o.pay }).click();
      await page.waitForURL(new RegExp(`${prefix}/dashboard\\?`));

      const link = page.locator('[data-document]').first();
      await expect(link).toHaveAttribute('data-document', /^RT-25\d\d-\d{4}$/);
      const number = (await link.getAttribute('data-document'))!;
      const href = (await link.getAttribute('href'))!;
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toContain(`${number}.pdf`);
      const pdf = await response.body();
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain(number);
      expect(text).toContain('0-1075-37000-88-2');
      expect(text).toContain('สาขาที่ 00002');
      for (const figure of ['49,800.00', '46,542.06', '3,257.94']) expect(text).toContain(figure);
      // Received in full: no withholding, no "net" that was never received.
      expect(text).toContain('รับชำระด้วย');
      expect(text).not.toContain('ภาษีหัก ณ ที่จ่าย');
      for (const figure of ['1,396.26', '48,403.74']) expect(text).not.toContain(figure);

      // Nothing was withheld: no certificate is asked.
      await expect(page.locator('[data-withholding-link]')).toHaveCount(0);
      await page.goto(`${prefix}/account/withholding`);
      await expect(page.getByText(withholding[lang]['withholding.empty'])).toBeVisible();
      await expect(page.locator('[data-certificate]')).toHaveCount(0);

      // Another client, and a visitor, get 404 for the same address.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      expect((await otherPage.request.get(href)).status()).toBe(404);
      await clientSession(otherPage, lang, { name: 'Someone Else', email: uniqueEmail(`receipt-other-${lang}`), password: 'secret-123' });
      await otherPage.waitForURL(`**${prefix}/dashboard`);
      expect((await otherPage.request.get(href)).status()).toBe(404);
      await other.close();
    });
}
