// The quotation as a document (issue 22, decision 0053), in English and Thai: the studio prices a quote,
// the client downloads the quotation PDF (its text holds the QT number, the total and the VAT); the studio
// re-prices while the client's page still shows revision 1, so accepting it is refused with a message in
// the client's language; after a reload revision 2 is listed and revision 1 still downloads; the client
// accepts revision 2 and the studio sees the acceptance record (revision, address) in the quote dialog.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import enAdmin from '../../src/i18n/en/adminSchedule';
import thAdmin from '../../src/i18n/th/adminSchedule';
import { prefixOf, waitForIslands } from './support/auth';
import { refreshAdmin } from './support/admin';
import { linkedPdfText } from './support/pdf';
import { clientOrderAndAdmin } from './support/quoteClient';
import { runsIn } from './support/languages';
import { acceptOnDashboard, editQuote, priceQuote, quoteDialog, savePrice } from './support/quoteDialog';

const text = {
  en: {
    ...quoteDialog.en,
    stale: 'The studio has revised this quotation since you opened it. Refresh the page to see the latest revision, then accept that one.',
    latest: 'latest',
    acceptance: 'Accepted revision 2 at THB\u00a028,000',
    ...enAdmin,
    charge: 'Deposit THB 40,000 of THB 80,000',
    confirmPay: 'Confirm and pay THB\u00a040,000',
    demoPay: 'Pay THB\u00a040,000 (demo)',
    demoCancel: 'Cancel checkout',
    payInstalment: 'Pay instalment 1 of 2: THB\u00a040,000',
    schedule: ['Deposit (instalment 1 of 2, on acceptance)', 'On delivery (instalment 2 of 2, at the milestone)'],
  },
  th: {
    ...quoteDialog.th,
    stale: 'ทีมงานได้แก้ไขใบเสนอราคานี้หลังจากที่คุณเปิดดู กรุณารีเฟรชหน้าเพื่อดูฉบับล่าสุด แล้วยอมรับฉบับนั้น',
    latest: 'ฉบับล่าสุด',
    acceptance: 'ลูกค้ายอมรับฉบับที่ 2 ราคา ฿28,000',
    ...thAdmin,
    charge: 'เงินมัดจำ ฿40,000 จาก ฿80,000',
    confirmPay: 'ยืนยันและชำระ ฿40,000',
    demoPay: 'ชำระ ฿40,000 (ทดลอง)',
    demoCancel: 'ยกเลิกการชำระเงิน',
    payInstalment: 'ชำระงวดที่ 1 จาก 2: ฿40,000',
    schedule: ['เงินมัดจำ (งวดที่ 1 จาก 2, เมื่อยอมรับใบเสนอราคา)', 'ส่งมอบงาน (งวดที่ 2 จาก 2, เมื่อถึงงวดงาน)'],
  },
} as const;

const shots = process.env.QUOTATION_SHOTS;
/** QUOTATION_SHOTS=<dir>: the dashboard's answer row (the panel and the quotation links) at 320, 390 and 1366 px. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const row = page.locator('tr[data-quote-answer]').first();
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await row.screenshot({ path: join(shots, `${name}-${width}.png`) });
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: the studio prices and re-prices a quote; each quotation PDF stays downloadable; a stale revision is refused, the latest accepted and recorded`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const { context, client, email } = await clientOrderAndAdmin(browser, page, lang, 'quotation-client');
      const row = await priceQuote(page, lang, email, '30000');

      // Revision 1: listed on the dashboard, its PDF holds the number, the total and the VAT in it.
      await client.goto(`${p}/dashboard`);
      await waitForIslands(client);
      const first = client.locator('a[data-quotation-revision="1"]');
      await expect(first).toBeVisible();
      const firstNumber = (await first.getAttribute('data-document'))!;
      expect(firstNumber).toMatch(/^QT-25\d\d-\d{4}$/);
      const firstText = await linkedPdfText(client.request, first);
      expect(firstText).toContain('ใบเสนอราคา');
      expect(firstText).toContain(firstNumber);
      // ฿30,000 VAT included: ฿28,037.38 before VAT and ฿1,962.62 VAT; the package ฿24,900 and ฿5,100 more.
      for (const figure of ['30,000.00', '28,037.38', '1,962.62', '24,900.00', '5,100.00']) expect(firstText).toContain(figure);
      expect(firstText).toContain('ใบเสนอราคาฉบับที่ 1');

      // The studio re-prices while the client's page still shows revision 1: accepting it is refused.
      await priceQuote(page, lang, email, '28000');
      const answer = client.locator('[data-quote-response]').first();
      await acceptOnDashboard(answer, lang);
      await expect(answer.getByRole('alert')).toContainText(t.stale);
      await expect(answer).toHaveAttribute('data-quote-status', 'quoted');

      // After a reload both revisions are listed; revision 1 still downloads, unchanged; revision 2 is the next number.
      await client.reload();
      await waitForIslands(client);
      const second = client.locator('a[data-quotation-revision="2"]');
      await expect(second).toBeVisible();
      await expect(client.locator('[data-quotations] li').last()).toContainText(t.latest);
      const secondNumber = (await second.getAttribute('data-document'))!;
      // A later number of the same series (the other language's run may take numbers in between).
      expect(Number(secondNumber.split('-')[2])).toBeGreaterThan(Number(firstNumber.split('-')[2]));
      const again = await linkedPdfText(client.request, client.locator('a[data-quotation-revision="1"]'));
      expect(again).toContain(firstNumber);
      expect(again).toContain('30,000.00');
      const secondText = await linkedPdfText(client.request, second);
      expect(secondText).toContain(secondNumber);
      expect(secondText).toContain('28,000.00');
      expect(secondText).toContain('ใบเสนอราคาฉบับที่ 2');

      // The client accepts revision 2: the checkout for it opens.
      await acceptOnDashboard(client.locator('[data-quote-response]').first(), lang);
      await client.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));

      // The studio sees the acceptance record and both revisions in the quote dialog.
      await refreshAdmin(page, text[lang].refresh);
      await row.getByRole('button', { name: t.manage }).click();
      const dialog = page.locator('[data-quote-dialog]');
      await expect(dialog.locator('[data-quote-acceptance]')).toContainText(t.acceptance);
      await expect(dialog.locator('[data-quote-acceptance]')).toContainText('127.0.0.1');
      await expect(dialog.locator('[data-quote-quotations] a[data-document]')).toHaveCount(2);
      const studioText = await linkedPdfText(page.request, dialog.locator('[data-quote-quotations] a[data-document]').first());
      expect(studioText).toContain(firstNumber);
      await context.close();
    });

  // Language is the subject here (decision 0062): the schedule and the deposit are named in the client's words.
  test(`${lang}: the quotation shows its payment schedule; Accept names the deposit and asks before it charges it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { context, client, email } = await clientOrderAndAdmin(browser, page, lang, 'schedule-quotation');
    // The studio prices 80,000 (revision 1), then splits it 50/50: the quotation is re-issued with the schedule.
    const { dialog } = await editQuote(page, lang, email);
    await savePrice(dialog, lang, '80000', '6 weeks');
    const section = dialog.locator('[data-schedule-section]');
    await section.getByRole('button', { name: t['admin.schedule.create'] }).click();
    await section.getByRole('button', { name: t['admin.schedule.save'] }).click();
    await expect(section.locator('[data-schedule-saved]')).toContainText(t['admin.schedule.savedRevision'].split('{revision}')[0]!);
    await expect(section.locator('[data-schedule-saved]')).toContainText(/QT-25\d\d-\d{4}/);
    await page.keyboard.press('Escape');

    // The client's dashboard: revision 2 is the latest, its PDF prints the schedule; the panel lists it and
    // names what accepting charges.
    await client.goto(`${p}/dashboard`);
    await waitForIslands(client);
    const answer = client.locator('[data-quote-response]').first();
    await expect(client.locator('a[data-quotation-revision="2"]')).toBeVisible();
    const pdf = await linkedPdfText(client.request, client.locator('a[data-quotation-revision="2"]'));
    for (const part of ['งวดการชำระเงิน', 'Payment schedule', '1. เงินมัดจำ (เมื่อยอมรับใบเสนอราคา)', 'Deposit (on acceptance)', '40,000.00'])
      expect(pdf).toContain(part);
    const items = await answer.locator('[data-instalment] > span:first-child').allTextContents();
    expect(items.map(squeeze)).toEqual(t.schedule);
    expect(squeeze(await answer.locator('[data-quote-charge-amount]').textContent())).toBe(t.charge);
    await shoot(client, `${lang}-dashboard-accept`);

    // Accept asks first, naming the deposit; confirmed, the checkout is for the deposit only.
    await answer.getByRole('button', { name: t.accept }).click();
    const confirmation = answer.locator('[data-accept-confirmation]');
    expect(squeeze(await confirmation.locator('[data-confirm-charge]').textContent())).toBe(t.charge);
    await shoot(client, `${lang}-dashboard-confirm`);
    await confirmation.getByRole('button', { name: t.confirmPay }).click();
    await client.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
    await expect(client.getByRole('button', { name: t.demoPay })).toBeVisible();

    // Back without paying: the dashboard names the instalment still due and Pay charges it.
    await client.getByRole('button', { name: t.demoCancel }).click();
    await client.waitForURL(new RegExp(`${p}/dashboard\\?checkout=cancelled$`));
    await waitForIslands(client);
    const due = client.locator('[data-quote-response]').first();
    await expect(due.locator('[data-quote-charge="instalment"]')).toBeVisible();
    expect(squeeze(await due.locator('[data-quote-charge-amount]').textContent())).toBe(t.charge);
    await expect(due.locator('[data-instalment="1"] [data-instalment-state]')).toHaveAttribute('data-instalment-state', 'due');
    await shoot(client, `${lang}-dashboard-due`);
    await due.getByRole('button', { name: t.payInstalment }).click();
    await client.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
    await expect(client.getByRole('button', { name: t.demoPay })).toBeVisible();
    await context.close();
  });
}
