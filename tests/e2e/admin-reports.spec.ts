/**
 * The Reports tab and the accountant's CSV (issue 21), in English and Thai. The e2e database is
 * shared by tests running in parallel, so the figures are read for today (Bangkok) before and after
 * this test pays for an order of its own, and compared as deltas that parallel writes can only
 * enlarge; the CSV is read from the download and must carry the BOM and this test's Thai customer.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail } from './support/auth';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { checkoutUrlOf, orderPackage } from './support/clients';

const text = {
  en: {
    tab: 'Reports',
    pay: 'Pay THB 49,800 (demo)',
    show: 'Show',
    quotesCsv: 'Download quotes (CSV)',
    ordersCsv: 'Download orders (CSV)',
    taxCsv: 'Download register (CSV)',
    taxPdf: 'Download register (PDF)',
    taxHeader: 'No.,Date,Tax invoice no.,Document,Buyer / service recipient',
    order: 'Package order',
    header: 'ID,Date,Client name,E-mail,Company,Package,Status',
    month: (d: Date) => new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(d),
  },
  th: {
    tab: 'รายงาน',
    pay: 'ชำระ ฿49,800 (ทดลอง)',
    show: 'แสดง',
    quotesCsv: 'ดาวน์โหลดใบเสนอราคา (CSV)',
    ordersCsv: 'ดาวน์โหลดคำสั่งซื้อ (CSV)',
    taxCsv: 'ดาวน์โหลดรายงานภาษีขาย (CSV)',
    taxPdf: 'ดาวน์โหลดรายงานภาษีขาย (PDF)',
    taxHeader: 'ลำดับ,วัน เดือน ปี,เลขที่ใบกำกับภาษี,ประเภทเอกสาร,ชื่อผู้ซื้อสินค้า/ผู้รับบริการ',
    order: 'สั่งซื้อแพ็กเกจ',
    header: 'รหัส,วันที่,ชื่อลูกค้า,อีเมล,บริษัท,แพ็กเกจ,สถานะ',
    month: (d: Date) => new Intl.DateTimeFormat('th-TH', { month: 'short', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(d),
  },
} as const;

/** Today in Bangkok, 'YYYY-MM-DD'. */
const bangkokDay = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
/** A figure as shown (฿49,800, THB 49,800, 3) as a number. */
const amountOf = (shown: string) => Number(shown.replace(/[^\d-]/g, '')) * (shown.includes('−') ? -1 : 1);

async function figures(page: Page) {
  const reports = page.locator('[data-reports]');
  await expect(reports).toBeVisible();
  await expect(reports).toHaveAttribute('aria-busy', 'false');
  const value = async (selector: string) => amountOf((await reports.locator(selector).first().textContent()) ?? '');
  const month = bangkokDay().slice(0, 7);
  const row = reports.locator(`[data-reports-revenue] tr[data-month="${month}"] [data-net]`);
  return {
    requests: await value('[data-kpi="requests"] [data-value]'),
    won: await value('[data-kpi="won"] [data-value]'),
    fromOrders: await value('[data-source="order"] [data-count]'),
    approved: await value('[data-reports-pipeline] [data-status="approved"] [data-count]'),
    net: (await row.count()) ? amountOf((await row.textContent()) ?? '') : 0,
  };
}

async function showToday(page: Page, lang: keyof typeof text) {
  const today = bangkokDay();
  await page.locator('[data-reports-from]').fill(today);
  await page.locator('[data-reports-to]').fill(today);
  await page.getByRole('button', { name: text[lang].show, exact: true }).click();
  await expect(page.locator('[data-reports]')).toHaveAttribute('aria-busy', 'false');
}

for (const lang of ['en', 'th'] as const) {
  const p = prefixOf(lang);
  const t = text[lang];

  if (runsIn(lang, 'th'))
    test(`${lang}: the Reports tab counts a paid order and the CSV carries it with Thai intact`, async ({ page, browser }) => {
      test.setTimeout(150_000);
      // The admin's figures for today, before.
      await adminSession(page, lang);
      await page.getByRole('tab', { name: t.tab }).click();
      await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      await showToday(page, lang);
      const before = await figures(page);

      // A Thai-named customer orders two Business Websites (฿49,800) and pays.
      const context = await browser.newContext();
      const client = await context.newPage();
      const email = uniqueEmail(`reports-${lang}`);
      const name = `สมหญิง รายงาน ${lang}`;
      await clientSession(client, lang, { name, email, password: 'reports-pass-1' });
      await client.waitForURL(`**${p}/dashboard`);
      const ordered = await orderPackage(client.request, { business: 'ร้านกาแฟรายงาน', quantity: 2, locale: lang });
      await client.goto(await checkoutUrlOf(ordered));
      await client.getByRole('button', { name: t.pay }).click();
      await client.waitForURL(new RegExp(`${p}/dashboard`));
      await context.close();

      // After: at least this request, this order's source, this (paid, so won) quote and its ฿49,800.
      await showToday(page, lang);
      const after = await figures(page);
      expect(after.requests).toBeGreaterThanOrEqual(before.requests + 1);
      expect(after.fromOrders).toBeGreaterThanOrEqual(before.fromOrders + 1);
      expect(after.won).toBeGreaterThanOrEqual(before.won + 1);
      // Its payment approved it (decision 0065).
      expect(after.approved).toBeGreaterThanOrEqual(before.approved + 1);
      expect(after.net).toBeGreaterThanOrEqual(before.net + 49_800);
      // The month is named in the reader's calendar: พ.ย. 2569 in Thai (Buddhist era), Nov 2026 in English.
      const month = page.locator(`[data-reports-revenue] tr[data-month="${bangkokDay().slice(0, 7)}"] th`);
      await expect(month).toHaveText(t.month(new Date()));
      await expect(page.locator('[data-source="order"]')).toContainText(t.order);

      // The accountant's CSV for today: UTF-8 with a BOM, the header in the admin's language, this
      // customer's Thai name as typed.
      for (const [link, kind] of [
        [t.quotesCsv, 'quotes'],
        [t.ordersCsv, 'orders'],
      ] as const) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
        expect(download.suggestedFilename()).toBe(`${kind}-${bangkokDay()}_to_${bangkokDay()}.csv`);
        const bytes = readFileSync((await download.path()) ?? '');
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const csv = bytes.subarray(3).toString('utf8');
        if (kind === 'quotes') expect(csv.startsWith(t.header)).toBe(true);
        const row = csv.split('\r\n').find((line) => line.includes(email));
        expect(row, `${kind}: a row for ${email}`).toBeTruthy();
        expect(row).toContain(name);
        expect(row).toContain('49800');
      }

      // The output-tax register of this Bangkok month (the picker's default) carries the order's
      // receipt/tax invoice, dated today in Bangkok, for ฿49,800.00 VAT included; the PDF downloads too.
      await expect(page.locator('[data-reports-tax-month]')).toHaveValue(bangkokDay().slice(0, 7));
      const [register] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.taxCsv }).click()]);
      expect(register.suggestedFilename()).toBe(`output-tax-${bangkokDay().slice(0, 7)}.csv`);
      const registerCsv = readFileSync((await register.path()) ?? '')
        .subarray(3)
        .toString('utf8');
      expect(registerCsv.startsWith(t.taxHeader)).toBe(true);
      const receipt = registerCsv.split('\r\n').find((line) => line.includes(name));
      expect(receipt, `the register lists ${name}`).toMatch(
        new RegExp(`^\\d+,${bangkokDay()},RT-\\d{4}-\\d{4},.*,46542\\.06,3257\\.94,49800\\.00$`),
      );
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.taxPdf }).click()]);
      expect(
        readFileSync((await pdf.path()) ?? '')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
}

test('the CSV is refused to the signed out and to customers', async ({ page, request }) => {
  expect((await request.get('/api/admin/export/quotes')).status()).toBe(401);
  const email = uniqueEmail('reports-nosy');
  await clientSession(page, 'en', { name: 'Nosy Customer', email, password: 'reports-pass-1' });
  await page.waitForURL('**/dashboard');
  const refused = await page.request.get('/api/admin/export/orders');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('@');
});
