// Issue 35 (decision 0064), in English: the studio's money actions and the client's transfer report.
// 1. A client paid a package by card; the studio issues a credit note on its receipt/tax invoice (the
//    reason required, the amount at most what remains) and records a refund; the credit note's PDF
//    names the original and the reason; the client sees the refund on Payment History.
// 2. A client reports the deposit's transfer with a slip (a file that is not an image is refused, the
//    typed values kept); the studio sees the report, opens the slip (nosniff, nobody else may) and
//    records the transfer from it, prefilled. MONEY_SHOTS=<dir> saves screenshots at 320/390/1366.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import enMoney from '../../src/i18n/en/moneyActions';
import thMoney from '../../src/i18n/th/moneyActions';
import enSchedule from '../../src/i18n/en/adminSchedule';
import thSchedule from '../../src/i18n/th/adminSchedule';
import { runsIn } from './support/languages';
import { prefixOf, uniqueEmail, waitForIslands } from './support/auth';
import { pdfText } from './support/pdf';
import { adminSession, clientSession } from './support/sessions';
import { checkoutUrlOf, orderPackage } from './support/clients';
import { acceptOnDashboard, editQuote, quoteDialog, savePrice } from './support/quoteDialog';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const words = { en: { ...enMoney, ...enSchedule }, th: { ...thMoney, ...thSchedule } };
const demoPay = { en: /Pay THB\s24,900 \(demo\)/, th: /ชำระ ฿24,900 \(ทดลอง\)/ };
/** WCAG A/AA violations inside `selector`, as the accessibility suite counts them. */
async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).include(selector).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shots = process.env.MONEY_SHOTS;
/** The page, or inside a dialog (which scrolls by itself) the part `target` shows, scrolled into view. */
async function shoot(page: Page, name: string, widths = [320, 390, 1366], target?: Locator) {
  if (!shots) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: !target });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ timeout: 180_000 });

for (const lang of ['en', 'th'] as const) {
  const en = words[lang];
  const p = prefixOf(lang);
  const shotName = (name: string) => name.replace(/^en-/, `${lang}-`);

  if (runsIn(lang, 'en'))
    test(`${lang}: the studio issues a credit note with its reason and records a refund on a paid receipt`, async ({ page, browser }) => {
      const context = await browser.newContext();
      const client = await context.newPage();
      const email = uniqueEmail('credit-note');
      await clientSession(client, lang, { name: 'Ploy Chaiyo', email, password: 'client-pass-1' });
      const order = await orderPackage(client.request, { business: `Ploy Spa ${Date.now()}`, locale: lang });
      await client.goto(await checkoutUrlOf(order));
      await client.getByRole('button', { name: demoPay[lang] }).click();
      await client.waitForURL(/\/dashboard\?payment=received/, { timeout: 15_000 });

      await adminSession(page, lang);
      const row = page.locator('[data-admin-quote]').filter({ hasText: email });
      await row.getByRole('button', { name: quoteDialog[lang].manage }).click();
      const money = page.locator('[data-quote-dialog] [data-receipt-money]');
      const receipt = money.locator('[data-receipt]');
      await expect(receipt).toHaveCount(1);
      const original = (await receipt.getAttribute('data-receipt'))!;

      // The credit note: a reason is required; more than the receipt's total is refused; what was typed stays.
      await receipt.getByRole('button', { name: en['admin.money.issueCredit'] }).click();
      const form = receipt.locator('[data-credit-form]');
      await form.getByLabel(en['admin.money.amount']).fill('30,000');
      await form.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }).click();
      await expect(form.getByText(en['admin.money.problem.over'])).toBeVisible();
      await expect(form.getByText(en['admin.money.problem.reason'].replace('{min}', '3').replace('{max}', '300'))).toBeVisible();
      await expect(form.getByLabel(en['admin.money.amount'])).toHaveValue('30,000');
      await shoot(page, shotName('en-admin-credit-refused'), [390, 1366], form);
      expect(await axe(page, '[data-receipt-money]')).toEqual([]);
      await form.getByLabel(en['admin.money.amount']).fill('2,490');
      await form.getByLabel(en['admin.money.reason']).fill('Discount agreed for the late launch');
      await form.getByRole('button', { name: en['admin.money.issueCreditSubmit'] }).click();
      await expect(money.locator('[data-money-done]')).toHaveText(
        new RegExp(`^${escape(en['admin.money.creditIssued']).replace('\\{number\\}', 'CN-25\\d\\d-\\d{4}')}$`),
      );
      const credit = receipt.locator('[data-receipt-credit]');
      await expect(credit).toContainText('Discount agreed for the late launch');
      const pdf = await page.request.get((await credit.getByRole('link').getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      const text = pdfText(await pdf.body());
      for (const expected of ['ใบลดหนี้', original, 'Discount agreed for the late launch', '2,490.00']) expect(text).toContain(expected);

      // The refund: at most what was received less refunds.
      await receipt.getByRole('button', { name: en['admin.money.recordRefund'] }).click();
      const refund = receipt.locator('[data-refund-form]');
      await refund.getByLabel(en['admin.money.amount']).fill('24,901');
      await refund.getByRole('button', { name: en['admin.money.recordRefundSubmit'] }).click();
      await expect(refund.getByText(en['admin.money.problem.refundOver'])).toBeVisible();
      await refund.getByLabel(en['admin.money.amount']).fill('2,490');
      await refund.getByLabel(en['admin.money.method']).selectOption('promptpay');
      await refund.getByLabel(en['admin.money.reference']).fill('PP 0099');
      await shoot(page, shotName('en-admin-refund-form'), [390, 1366], refund);
      await refund.getByRole('button', { name: en['admin.money.recordRefundSubmit'] }).click();
      await expect(receipt.locator('[data-receipt-refund]')).toContainText(en['admin.money.method.promptpay']);
      await shoot(page, shotName('en-admin-receipt-money'), [320, 390, 1366], receipt);

      await client.goto(`${p}/account/payments`);
      await expect(client.locator('[data-refund]')).toContainText(original);
      await shoot(client, shotName('en-payment-history-refund'));
      await context.close();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a client reports a transfer with the slip and the studio records it from the report`, async ({ page, browser }) => {
      const context = await browser.newContext();
      const client = await context.newPage();
      const email = uniqueEmail('transfer-slip');
      await clientSession(client, lang, { name: 'Nok Transfer', email, password: 'client-pass-1' });
      await orderPackage(client.request, { business: `Nok Cafe ${Date.now()}`, locale: lang });

      // The studio prices the quote and splits it 50/50 (the default); the client accepts, which makes the
      // deposit due with its invoice, and chooses to pay it by transfer.
      await adminSession(page, lang);
      const { row, dialog } = await editQuote(page, lang, email);
      await savePrice(dialog, lang, '53500', '6 weeks');
      const section = dialog.locator('[data-schedule-section]');
      await section.getByRole('button', { name: en['admin.schedule.create'] }).click();
      await section.getByRole('button', { name: en['admin.schedule.save'] }).click();
      await expect(section.locator('[data-admin-instalment]')).toHaveCount(2);
      await page.keyboard.press('Escape');
      await client.goto(`${p}/dashboard`);
      await waitForIslands(client);
      await acceptOnDashboard(client.locator('[data-quote-response]').first(), lang);
      await client.waitForURL(/\/checkout\/demo\/demo_cs_/);

      await client.goto(`${p}/account/payments`);
      const deposit = client.locator('[data-instalment="1"]');
      await expect(deposit).toHaveAttribute('data-state', 'due');
      await deposit.getByText(en['payments.report.open']).click();
      const report = deposit.locator('[data-transfer-report-form]');
      await report.getByLabel(en['payments.report.amount']).fill('26,750');
      // Midnight of the date the form offers (today in Bangkok) is never in the future; 09:30 was, for a
      // run between midnight and 09:30 Bangkok time (the form refused it as a future transfer).
      await report.getByLabel(en['payments.report.time']).fill('00:00');
      // An HTML page named like an image is refused by its bytes; the amount typed stays.
      await report
        .getByLabel(en['payments.report.slip'])
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('<html>x</html>') });
      await report.getByRole('button', { name: en['payments.report.send'] }).click();
      const again = client.locator('[data-instalment="1"] [data-transfer-report-form]');
      await expect(again.getByText(en['payments.report.error.slipType'])).toBeVisible();
      await expect(again.getByLabel(en['payments.report.amount'])).toHaveValue('26,750');
      await shoot(client, shotName('en-transfer-report-refused'));
      expect(await axe(client, '[data-instalment="1"]')).toEqual([]);
      await again.getByLabel(en['payments.report.slip']).setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
      await again.getByRole('button', { name: en['payments.report.send'] }).click();
      await expect(client.locator('[data-report-sent]')).toHaveText(en['payments.report.thanks']);
      await expect(client.locator('[data-instalment="1"] [data-transfer-reported]')).toContainText('26,750');
      await shoot(client, shotName('en-transfer-reported'));

      // The studio sees it with the slip, which nobody else may open, and records the transfer from it.
      await row.getByRole('button', { name: quoteDialog[lang].manage }).click();
      const reported = section.locator('[data-admin-instalment="1"] [data-admin-transfer-report]');
      await expect(reported).toContainText('26,750');
      const slipUrl = (await reported.locator('[data-slip-link]').getAttribute('href'))!;
      const slip = await page.request.get(slipUrl);
      expect(slip.status()).toBe(200);
      expect(slip.headers()['content-type']).toBe('image/png');
      expect(slip.headers()['x-content-type-options']).toBe('nosniff');
      expect(slip.headers()['content-disposition']).toMatch(/^inline; filename="slip-[0-9a-f]{8}\.png"$/);
      expect(Buffer.from(await slip.body()).equals(PNG)).toBe(true);
      const stranger = await browser.newContext();
      expect((await stranger.request.get(new URL(slipUrl, page.url()).href)).status()).toBe(404);
      await stranger.close();
      await shoot(page, shotName('en-admin-transfer-report'), [390, 1366], reported);
      await reported.getByRole('button', { name: en['admin.schedule.recordFromReport'] }).click();
      await expect(section.locator('[data-received-form]').getByLabel(en['admin.schedule.received'])).toHaveValue('26750.00');
      await context.close();
    });
}
