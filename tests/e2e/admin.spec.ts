import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, prefixOf, uniqueEmail, type Lang } from './support/auth';
import { mailsTo } from './support/wizard';
import { refreshAdmin } from './support/admin';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { quoteDialog } from './support/quoteDialog';
import { BUSINESS_WEBSITE, checkoutUrlOf, orderPackage } from './support/clients';

const text = {
  en: {
    ...quoteDialog.en,
    notes: 'Admin notes',
    cancel: 'Cancel',
    sendEmail: 'Send Email Update',
    emailSent: 'Email sent!',
    customPrice: 'Custom price',
    quoted: 'Quoted',
    approved: 'Approved',
    customers: 'Customers',
    quotes: 'Quotes',
    priceError: 'Enter a whole number of baht, or leave it empty',
    ready: '✓ Custom quote ready for review',
    approvedHint: 'Project approved! Starting soon...',
    quotedPrice: 'THB 45,000',
    signOut: 'Sign Out',
    forbidden: 'Admins only',
    totalQuotes: 'Total Quotes',
    active: 'Active',
    packageName: 'Business Website',
    pending: 'Pending',
    cancelled: 'Cancelled',
    confirmYes: 'Yes, change it',
    notAllowed: 'That change is not allowed',
    savedOrder: (id: string) => `Order #${id} is now Completed.`,
    demoPay: 'Pay THB\u00a049,800 (demo)',
    trail: 'History',
    cameFrom: 'Came from: Package order',
    language: 'Language: English',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    reviewed: 'Reviewed',
    quoteView: 'Show',
    sort: 'Sort',
    oldestFirst: 'Oldest first',
    next: 'Next',
  },
  th: {
    ...quoteDialog.th,
    notes: 'หมายเหตุจากทีมงาน',
    cancel: 'ยกเลิก',
    sendEmail: 'ส่งอีเมลแจ้งความคืบหน้า',
    emailSent: 'ส่งอีเมลแล้ว',
    customPrice: 'ราคาที่กำหนดเอง',
    quoted: 'เสนอราคาแล้ว',
    approved: 'อนุมัติแล้ว',
    customers: 'ลูกค้า',
    quotes: 'ใบเสนอราคา',
    priceError: 'กรอกจำนวนเงินเป็นบาทแบบจำนวนเต็ม หรือเว้นว่างไว้',
    ready: '✓ ใบเสนอราคาเฉพาะของคุณพร้อมให้ตรวจสอบแล้ว',
    approvedHint: 'อนุมัติโปรเจกต์แล้ว เตรียมเริ่มงานเร็ว\u00a0ๆ นี้...',
    quotedPrice: '฿45,000',
    signOut: 'ออกจากระบบ',
    forbidden: 'Admins only',
    totalQuotes: 'ใบเสนอราคาทั้งหมด',
    active: 'ใช้งานอยู่',
    packageName: 'เว็บไซต์ธุรกิจ',
    pending: 'รอดำเนินการ',
    cancelled: 'ยกเลิกแล้ว',
    confirmYes: 'ยืนยันการเปลี่ยน',
    notAllowed: 'เปลี่ยนสถานะนี้ไม่ได้',
    savedOrder: (id: string) => `เปลี่ยนสถานะคำสั่งซื้อ #${id} เป็น “เสร็จสมบูรณ์” แล้ว`,
    demoPay: 'ชำระ ฿49,800 (ทดลอง)',
    trail: 'ประวัติการเปลี่ยนแปลง',
    cameFrom: 'ช่องทาง: สั่งซื้อแพ็กเกจ',
    language: 'ภาษา: ไทย',
    range: (from: number, to: number, total: number) => `${from}–${to} จาก ${total}`,
    reviewed: 'ตรวจสอบแล้ว',
    quoteView: 'แสดง',
    sort: 'เรียงตาม',
    oldestFirst: 'เก่าสุดก่อน',
    next: 'ถัดไป',
  },
} as const;

/** A customer with one order quote, made through the order action as the order page does. */
async function customerWithQuote(browser: Browser, lang: Lang, business: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('admin-client');
  await clientSession(page, lang, { name: 'Nok Srisuk', email, password: 'client-pass-1' });
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);
  const response = await orderPackage(page.request, { business, quantity: 2, locale: lang });
  // The action's answer names the demo checkout to go to, as the order form reads it.
  const checkoutUrl = await checkoutUrlOf(response);
  return { page, email, checkoutUrl, close: () => context.close() };
}

/** Searches one of the panel's lists as the studio would (other tests add quotes at the same time). */
async function search(page: Page, list: 'quote' | 'order', term: string) {
  const field = page.locator(`#${list}-list-search`);
  await field.fill(term);
  await field.press('Enter');
  await expect(page.locator(`[data-list-filters="${list}-list"]`)).toBeVisible();
}

async function openAdmin(page: Page, lang: Lang) {
  await adminSession(page, lang);
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: an admin prices a quote, e-mails the client, and the client sees it`, async ({ page, browser }) => {
      // Two people, a payment and a dozen round trips.
      test.slow();
      const business = `Nok Bakery ${Date.now()}`;
      const client = await customerWithQuote(browser, lang, business);
      await openAdmin(page, lang);

      await expect(page.locator('[data-counter="adminStatus"] [data-value]')).toHaveText(t.active);
      await search(page, 'quote', client.email);
      const row = page.locator('[data-admin-quote]').filter({ hasText: client.email });
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-custom-price]')).toHaveCount(0);
      // The package in the admin page's language (the quote stores the English name; issue 10).
      await expect(row.locator('td').first()).toContainText(t.packageName);
      // The order form opened a (demo) checkout: its pending order is listed for the studio.
      await search(page, 'order', client.email);
      const order = page.locator('[data-admin-order]').filter({ hasText: client.email });
      await expect(order).toHaveCount(1);
      await expect(order.locator('td').first()).toContainText(t.packageName);
      await expect(order.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
      // Unpaid, it can only be cancelled: Completed is not even offered (decision 0041).
      await expect(order.locator('select option')).toHaveText([t.pending, t.cancelled]);
      // Meanwhile the client pays; the studio's page still says pending, so cancelling now is refused, with a message.
      await client.page.goto(client.checkoutUrl);
      await client.page.getByRole('button', { name: t.demoPay }).click();
      await client.page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received`), { timeout: 10_000 });
      await order.locator('select').selectOption('cancelled');
      const confirm = page.locator('[data-order-confirm]');
      await confirm.getByRole('button', { name: t.confirmYes }).click();
      await expect(page.locator('[data-admin-orders] [role="alert"]')).toContainText(t.notAllowed);
      // Refreshed, it is paid: the studio completes it, confirms, and the client is told and counts it.
      await refreshAdmin(page, t.refresh);
      await expect(order.locator('[data-status]')).toHaveAttribute('data-status', 'processing');
      await order.locator('select').selectOption('completed');
      await confirm.getByRole('button', { name: t.confirmYes }).click();
      const orderId = ((await order.getAttribute('data-admin-order')) ?? '').slice(0, 8);
      await expect(page.locator('[data-order-saved]')).toHaveText(t.savedOrder(orderId));
      await expect(order.locator('[data-status]')).toHaveAttribute('data-status', 'completed');
      await client.page.goto(`${p}/dashboard`);
      await expect(client.page.locator('[data-counter="completed"] [data-value]')).toHaveText('1');
      await expect.poll(async () => (await mailsTo(page, client.email)).filter((m) => m.kind === 'order_status').length).toBe(1);

      // A click on the row opens the dialog, with the client's details.
      await row.locator('td').first().click();
      const dialog = page.locator('[data-quote-dialog]');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(client.email);
      await expect(dialog).toContainText(business);
      await expect(dialog).toContainText(t.packageName);

      await dialog.getByRole('button', { name: t.edit, exact: true }).click();
      await dialog.getByLabel(t.status).selectOption('quoted');
      await dialog.getByLabel(t.price).fill('45.5');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByText(t.priceError)).toBeVisible();
      await dialog.getByLabel(t.price).fill('45,000');
      await dialog.getByLabel(t.timeline).fill('2-3 weeks');
      await dialog.getByLabel(t.notes).fill('Includes <b>LINE</b> OA setup');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.saved);
      await expect(dialog).toContainText('Includes <b>LINE</b> OA setup');
      // The trail names the admin and the new price; the order's payment is on the quote too.
      const trail = dialog.locator('[data-quote-trail]');
      await expect(trail.locator('[data-trail-entry="quote.changed"]').first()).toContainText(ADMIN.email);
      await expect(trail.locator('[data-trail-entry="quote.changed"]').first().locator('[data-trail-change="quoted_price"]')).toContainText(
        t.quotedPrice,
      );
      await expect(dialog.locator('[data-quote-orders] [data-quote-order]')).toHaveCount(1);
      // Where the request came from and the language of its e-mails read in words, not as codes.
      await expect(trail.locator('[data-trail-entry="quote.created"] [data-trail-change="source"]')).toHaveText(t.cameFrom);
      await expect(trail.locator('[data-trail-entry="email.created"] [data-trail-change="locale"]').first()).toHaveText(t.language);
      await expect(trail.locator('[data-trail-change="kind"]')).toHaveCount(0);

      await dialog.getByRole('button', { name: t.sendEmail }).click();
      await expect(dialog.getByRole('button', { name: t.emailSent })).toBeVisible();
      // Back to the idle label after 3 seconds.
      await expect(dialog.getByRole('button', { name: t.sendEmail })).toBeVisible({ timeout: 6_000 });

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row.locator('[data-price]')).toHaveText(t.quotedPrice);
      await expect(row.locator('[data-custom-price]')).toHaveText(t.customPrice);
      await expect(row.locator('[data-status]')).toHaveText(t.quoted);
      // The saved row keeps the name in the page's language.
      await expect(row.locator('td').first()).toContainText(t.packageName);

      // The change is stored: a refresh reads it back from the server.
      await refreshAdmin(page, t.refresh);
      await expect(row.locator('[data-status]')).toHaveText(t.quoted);

      const mails = await mailsTo(page, client.email);
      const statusMails = mails.filter((m) => m.kind === 'quote_status' && m.to === client.email);
      expect(statusMails).toHaveLength(1);
      // The client's language names the package too.
      expect(statusMails[0]?.text).toContain(t.packageName);

      await client.page.goto(`${p}/dashboard`);
      const quote = client.page.locator('[data-quotes] tbody tr').first();
      await expect(quote.locator('[data-price]')).toHaveText(t.quotedPrice);
      await expect(quote).toContainText('2-3 weeks');
      await expect(quote).toContainText(t.ready);
      await expect(quote.locator('[data-admin-notes]')).toContainText('Includes <b>LINE</b> OA setup');
      await expect(quote.locator('[data-admin-notes] b')).toHaveCount(0);

      // Approving shows the client the approval line.
      await row.getByRole('button', { name: t.manage }).click();
      await dialog.getByRole('button', { name: t.edit, exact: true }).click();
      await dialog.getByLabel(t.status).selectOption('approved');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.saved);
      // Back closes the dialog (useDialog) and stays on the panel. While a request is on its way the
      // dialog refuses to close (by design): wait until none is, as a person sees the buttons settle.
      await expect(dialog.locator('button[aria-busy="true"]')).toHaveCount(0);
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${p}/admin/?$`));
      await client.page.reload();
      await expect(client.page.locator('[data-quotes] tbody tr').first()).toContainText(t.approvedHint);
      await client.close();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: with more than ten requests, the oldest is found by search and by status, edited and e-mailed`, async ({
      page,
      browser,
    }) => {
      // Eleven requests first.
      test.slow();
      const context = await browser.newContext();
      const clientPage = await context.newPage();
      const email = uniqueEmail('many-quotes');
      const stamp = Date.now();
      await clientSession(clientPage, lang, { name: 'Mali Many', email, password: 'client-pass-1' });
      await clientPage.waitForURL(`**${p}/dashboard`);
      for (let i = 1; i <= 11; i++) {
        const response = await clientPage.request.post('/_actions/leads.requestPackage', {
          data: {
            packageId: BUSINESS_WEBSITE,
            description: `Request ${i}: a website for our bakery with a menu and a map.`,
            contact: { name: 'Mali Many', email, phone: '', company: i === 1 ? `Oldest Bakery ${stamp}` : `Bakery ${stamp}-${i}` },
            locale: lang,
          },
          headers: { 'Content-Type': 'application/json' },
        });
        expect(response.status()).toBe(200);
      }
      await openAdmin(page, lang);
      const list = page.locator('[data-admin-quote-list]');
      const rows = list.locator('[data-admin-quote]');
      // By e-mail: eleven, ten on the first page, the eleventh on the next.
      await search(page, 'quote', email);
      await expect(list.locator('[data-list-range]')).toHaveText(t.range(1, 10, 11));
      await expect(rows).toHaveCount(10);
      await list.getByRole('button', { name: t.next }).click();
      await expect(list.locator('[data-list-range]')).toHaveText(t.range(11, 11, 11));
      await expect(rows).toHaveCount(1);
      // By status and oldest first: the first row is the oldest request.
      await list.getByLabel(t.quoteView, { exact: true }).selectOption('pending');
      await list.getByLabel(t.sort, { exact: true }).selectOption('oldest');
      await expect(list.locator('[data-list-range]')).toHaveText(t.range(1, 10, 11));
      await rows.first().getByRole('button', { name: t.manage }).click();
      const dialog = page.locator('[data-quote-dialog]');
      await expect(dialog.locator('[data-quote-request]')).toBeVisible();
      await expect(dialog).toContainText(`Oldest Bakery ${stamp}`);
      await page.keyboard.press('Escape');
      // By company: exactly the one.
      await search(page, 'quote', `Oldest Bakery ${stamp}`);
      await expect(rows).toHaveCount(1);
      await rows.first().getByRole('button', { name: t.manage }).click();
      await dialog.getByRole('button', { name: t.edit, exact: true }).click();
      await dialog.getByLabel(t.status).selectOption('reviewed');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.getByRole('status')).toHaveText(t.saved);
      await dialog.getByRole('button', { name: t.sendEmail }).click();
      await expect(dialog.getByRole('button', { name: t.emailSent })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(rows.first().locator('[data-status]')).toHaveText(t.reviewed);
      const mails = await mailsTo(page, email);
      expect(mails.filter((m) => m.kind === 'quote_status')).toHaveLength(1);
      await context.close();
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: the customers tab lists customers, and Sign Out goes home`, async ({ page, browser }) => {
      const client = await customerWithQuote(browser, lang, 'Tab Test Co');
      // Signed out at the end: a session of this test's own, not the worker's.
      await adminSession(page, lang, '/admin', { fresh: true });
      await page.getByRole('tab', { name: t.customers }).click();
      const customers = page.locator('[data-admin-customers]');
      await expect(customers).toBeVisible();
      await expect(customers.locator('tbody tr').first()).toBeVisible();
      // Other tests sign people up at the same time and may push this one off the first page of ten:
      // find it by address, as the studio would.
      await customers.locator('#admin-customer-search').fill(client.email);
      await customers.locator('#admin-customer-search').press('Enter');
      await expect(customers.locator('tbody tr')).toHaveCount(1);
      await expect(customers.locator('tbody tr').filter({ hasText: client.email })).toHaveCount(1);
      await expect(customers).not.toContainText(ADMIN.email);
      // The arrow keys move between the tabs from the tab list.
      await page.getByRole('tab', { name: t.customers }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: t.quotes })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: t.signOut }).first().click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${p || '/'}$`));
      await client.close();
    });
}

test('a customer can neither open the panel nor call its actions', async ({ page }) => {
  await clientSession(page, 'en', { name: 'Not Admin', email: uniqueEmail('not-admin'), password: 'client-pass-1' });
  await page.waitForURL('**/dashboard');
  const view = await page.goto('/admin');
  expect(view?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.en.forbidden);
  for (const [action, data] of [
    ['admin.overview', {}],
    ['admin.saveQuote', { id: '00000000-0000-4000-8000-000000000000', status: 'approved', quotedPrice: 1 }],
    ['admin.emailQuote', { id: '00000000-0000-4000-8000-000000000000' }],
  ] as const) {
    const response = await page.request.post(`/_actions/${action}`, { data, headers: { 'Content-Type': 'application/json' } });
    expect(response.status(), action).toBe(403);
  }
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the admin panel and the open quote dialog pass axe', async ({ page, browser }) => {
    // A sign-up, the admin's sign-in with a code and two axe scans of a large panel (the edit form now
    // has the quotation lines editor): more than 30 s on a busy machine, as the other admin axe test.
    test.slow();
    const client = await customerWithQuote(browser, 'th', 'Axe Co');
    await openAdmin(page, 'th');
    const scan = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await scan()).toEqual([]);
    await page.locator('[data-admin-quote]').first().getByRole('button').click();
    await page.locator('[data-quote-dialog]').getByRole('button', { name: text.th.edit }).click();
    expect(await scan()).toEqual([]);
    await client.close();
  });
});

test('/admin-test tells any signed-in user whether they are an admin and why, with their own data only', async ({ page, browser }) => {
  // A customer: shown, not refused; their own id and e-mail, and the reason they are not an admin.
  const email = uniqueEmail('diagnostics');
  await clientSession(page, 'en', { name: 'Diag Nostic', email, password: 'client-pass-1' });
  await page.waitForURL('**/dashboard');
  const view = await page.goto('/admin-test');
  expect(view?.status()).toBe(200);
  const field = (name: string) => page.locator(`[data-diagnostics] [data-field="${name}"]`);
  await expect(field('Email')).toHaveText(email);
  await expect(field('Is admin')).toHaveText('false');
  await expect(field('profiles.role')).toHaveText('user');
  await expect(field('Why')).toHaveText(
    "Not an admin: app_metadata.role is not set and profiles.role is 'user'. An admin sets profiles.role to 'admin' (README, Deploy, step 1.8).",
  );
  await expect(page.locator('body')).not.toContainText(ADMIN.email);

  // The admin: why they are one.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await adminSession(admin, 'en', '/dashboard');
  expect((await admin.goto('/admin-test'))?.status()).toBe(200);
  await expect(admin.locator('[data-field="Is admin"]')).toHaveText('true');
  await expect(admin.locator('[data-field="Why"]')).toHaveText("Admin because profiles.role is 'admin'.");
  await expect(admin.locator('body')).not.toContainText(email);
  await context.close();
});
