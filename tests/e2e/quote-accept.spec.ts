// A client accepts a custom quote and pays it (decision 0018), in English and Thai: the client pays
// the catalogue price, the studio quotes more, the client asks a question (the admin sees it, the
// studio gets it by e-mail), accepts, sees the arithmetic, cancels the checkout (still due), pays with
// "Pay now" and the dashboard shows the quote paid. A lower custom price gives a credit note instead.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { mailsTo } from './support/wizard';
import { refreshAdmin } from './support/admin';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { acceptOnDashboard, priceQuote, quoteDialog } from './support/quoteDialog';
import { checkoutUrlOf, orderPackage } from './support/clients';

const STUDIO_EMAIL = 'hello@siampixel.example';

const text = {
  en: {
    ...quoteDialog.en,
    demoPay: (amount: string) => `Pay ${amount} (demo)`,
    demoCancel: 'Cancel checkout',
    ask: 'Ask a question',
    question: 'Your question',
    send: 'Send question',
    sent: 'Your question was sent to the studio. The reply will appear here, and we will e-mail you.',
    tooLong: 'Your question is too long (at most 2,000 characters)',
    required: 'Please write your question',
    payNow: (amount: string) => `Pay now ${amount}`,
    stillDue: 'The payment was not completed: the amount is still due.',
    paidInFull: 'Paid in full',
    balanceOrder: 'Custom quote payment',
    adminMessages: 'Conversation with the client',
    money: (n: string) => `THB\u00a0${n}`,
    credit: 'A credit note of',
    item: 'Custom quote: Business Website',
    approved: 'Approved',
    approvedHeadline: 'Project approved! Starting soon...',
  },
  th: {
    ...quoteDialog.th,
    demoPay: (amount: string) => `ชำระ ${amount} (ทดลอง)`,
    demoCancel: 'ยกเลิกการชำระเงิน',
    ask: 'สอบถามเพิ่มเติม',
    question: 'คำถามของคุณ',
    send: 'ส่งคำถาม',
    sent: 'ส่งคำถามถึงทีมงานแล้ว คำตอบจะแสดงที่นี่ และเราจะแจ้งทางอีเมล',
    tooLong: 'คำถามยาวเกินไป (ไม่เกิน 2,000 ตัวอักษร)',
    required: 'กรุณาพิมพ์คำถามของคุณ',
    payNow: (amount: string) => `ชำระเงิน ${amount}`,
    stillDue: 'การชำระเงินยังไม่เสร็จสมบูรณ์ ยอดนี้ยังค้างชำระอยู่',
    paidInFull: 'ชำระครบแล้ว',
    balanceOrder: 'ชำระตามใบเสนอราคา',
    adminMessages: 'การสนทนากับลูกค้า',
    money: (n: string) => `฿${n}`,
    credit: 'ออกใบลดหนี้',
    item: 'ใบเสนอราคาเฉพาะ:',
    approved: 'อนุมัติแล้ว',
    approvedHeadline: 'อนุมัติโปรเจกต์แล้ว เตรียมเริ่มงานเร็ว\u00a0ๆ นี้...',
  },
} as const;

/** A client who ordered one Business Website (24,900) and paid it with the demo checkout. */
async function clientWhoPaidThePackage(browser: Browser, lang: Lang) {
  const t = text[lang];
  const p = prefixOf(lang);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('quote-client');
  await clientSession(page, lang, { name: 'Ploy Chaiyo', email, password: 'client-pass-1' });
  await page.waitForURL(`**${p}/dashboard`);
  const response = await orderPackage(page.request, { business: `Ploy Spa ${Date.now()}`, locale: lang });
  // The action's answer names the demo checkout to go to, as the order form reads it.
  await page.goto(await checkoutUrlOf(response));
  await page.getByRole('button', { name: t.demoPay(t.money('24,900')) }).click();
  await page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received&session_id=demo_cs_`), { timeout: 10_000 });
  return { page, email, close: () => context.close() };
}

async function openAdmin(page: Page, lang: Lang) {
  await adminSession(page, lang);
}

async function openDashboard(page: Page, lang: Lang, query = '') {
  await page.goto(`${prefixOf(lang)}/dashboard${query}`);
  await waitForIslands(page);
  return page.locator('[data-quote-response]').first();
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: a client asks about a custom quote, accepts it, cancels checkout, then pays the difference`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const client = await clientWhoPaidThePackage(browser, lang);
      await openAdmin(page, lang);
      const row = await priceQuote(page, lang, client.email, '45000', '3 weeks');

      // The client sees the custom price, the timeline and the arithmetic before accepting.
      const answer = await openDashboard(client.page, lang);
      await expect(answer).toHaveAttribute('data-quote-status', 'quoted');
      await expect(client.page.locator('[data-quotes] tbody tr').first()).toContainText('3 weeks');
      await expect(answer.locator('[data-sum-price]')).toHaveText(t.money('45,000'));
      await expect(answer.locator('[data-sum-paid]')).toHaveText(`− ${t.money('24,900')}`);
      await expect(answer.locator('[data-sum-result="due"]')).toHaveText(`= ${t.money('20,100')}`);

      // Ask a question: validated (empty, too long), then sent and kept under the quote.
      await answer.getByRole('button', { name: t.ask }).click();
      await answer.getByRole('button', { name: t.send }).click();
      await expect(answer.getByText(t.required)).toBeVisible();
      const field = answer.getByLabel(t.question);
      await expect(field).toHaveAttribute('maxlength', '2000');
      await field.fill('Can the booking page show <b>Thai</b> and English?\nThanks');
      await answer.getByRole('button', { name: t.send }).click();
      await expect(answer.locator('[data-question-sent]')).toHaveText(t.sent);
      await expect(answer.locator('[data-quote-message="client"]')).toContainText('Can the booking page show <b>Thai</b> and English?');

      // The studio has it by e-mail (reply-to the client) and in the quote dialog.
      const studioMails = (await mailsTo(page, client.email)).filter((m) => m.kind === 'quote_question');
      expect(studioMails).toHaveLength(1);
      expect(studioMails[0]?.to).toBe(STUDIO_EMAIL);
      expect(studioMails[0]?.text).toContain('> Can the booking page show <b>Thai</b> and English?');
      await refreshAdmin(page, t.refresh);
      await row.getByRole('button', { name: t.manage }).click();
      const messages = page.locator('[data-admin-quote-messages]');
      await expect(messages).toContainText(t.adminMessages);
      await expect(messages.locator('[data-quote-message="client"]')).toContainText('Can the booking page show <b>Thai</b> and English?');
      await page.keyboard.press('Escape');

      // Accept, confirmed: a checkout for the difference only; a double click opens one checkout.
      await acceptOnDashboard(answer, lang, { doubleClick: true });
      await client.page.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
      await expect(client.page.getByRole('button', { name: t.demoPay(t.money('20,100')) })).toBeVisible();
      await expect(client.page.locator('[data-demo-item]')).toContainText(t.item);
      await client.page.getByRole('button', { name: t.demoCancel }).click();

      // Cancelled: still approved with the amount due, and Pay now opens a new checkout.
      await client.page.waitForURL(new RegExp(`${p}/dashboard\\?checkout=cancelled$`));
      await waitForIslands(client.page);
      const due = client.page.locator('[data-quote-response]').first();
      await expect(due).toHaveAttribute('data-quote-status', 'approved');
      await expect(due.locator('[data-quote-still-due]')).toHaveText(t.stillDue);
      await expect(due.locator('[data-sum-result="due"]')).toHaveText(`= ${t.money('20,100')}`);
      await due.getByRole('button', { name: t.payNow(t.money('20,100')) }).click();
      await client.page.waitForURL(new RegExp(`${p}/checkout/demo/demo_cs_`));
      await client.page.getByRole('button', { name: t.demoPay(t.money('20,100')) }).click();

      // Paid: the dashboard shows it, in the arithmetic and among the orders.
      await client.page.waitForURL(new RegExp(`${p}/dashboard\\?payment=received&session_id=demo_cs_`), { timeout: 10_000 });
      await waitForIslands(client.page);
      const paid = client.page.locator('[data-quote-response]').first();
      await expect(paid.locator('[data-quote-paid]')).toHaveText(t.paidInFull);
      await expect(paid.locator('[data-sum-paid]')).toHaveText(`− ${t.money('45,000')}`);
      await expect(paid.locator('[data-sum-result="settled"]')).toHaveText(`= ${t.money('0')}`);
      await expect(paid.getByRole('button', { name: t.payNow(t.money('20,100')) })).toHaveCount(0);
      // The cancelled checkout stays listed as cancelled; the paid one is in progress.
      const balance = client.page.locator('[data-orders] tbody tr').filter({ hasText: t.balanceOrder });
      await expect(balance).toHaveCount(2);
      const paidBalance = balance.filter({ has: client.page.locator('[data-status="processing"]') });
      await expect(paidBalance).toHaveCount(1);
      await expect(paidBalance.locator('[data-amount]')).toHaveText(t.money('20,100'));
      await expect(balance.filter({ has: client.page.locator('[data-status="cancelled"]') })).toHaveCount(1);

      // One acceptance e-mail to the studio, one receipt to the client in their language.
      const mails = await mailsTo(page, client.email);
      expect(mails.filter((m) => m.kind === 'quote_accepted').map((m) => m.to)).toEqual([STUDIO_EMAIL]);
      const receipts = mails.filter((m) => m.kind === 'quote_payment_received');
      expect(receipts.map((m) => m.to)).toEqual([client.email]);
      expect(receipts[0]?.text).toContain(t.money('20,100'));
      await client.close();
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: a custom price below what was paid gives a credit note, no checkout`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const client = await clientWhoPaidThePackage(browser, lang);
      await openAdmin(page, lang);
      await priceQuote(page, lang, client.email, '20000', '3 weeks');

      const answer = await openDashboard(client.page, lang);
      await expect(answer.locator('[data-sum-result="credit"]')).toHaveText(`= ${t.money('4,900')}`);
      // The panel and its question form pass axe (WCAG 2 A/AA, 2.2 AA).
      await answer.getByRole('button', { name: t.ask }).click();
      await client.page.emulateMedia({ reducedMotion: 'reduce' });
      const results = await new AxeBuilder({ page: client.page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
        .include('[data-quotes]')
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await answer.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'ยกเลิก' }).click();
      // On a phone (390 px) the arithmetic and the buttons stay on screen.
      await client.page.setViewportSize({ width: 390, height: 844 });
      for (const part of [answer.locator('[data-sum-result]'), answer.getByRole('button', { name: t.accept })]) {
        const box = await part.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      }
      await client.page.setViewportSize({ width: 1280, height: 720 });
      await acceptOnDashboard(answer, lang);
      await expect(answer).toHaveAttribute('data-quote-status', 'approved');
      // The quote's row says Approved at once, not Quoted until a reload (issue 21).
      const row = client.page.locator('tr[data-quote]');
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-status]')).toHaveText(t.approved);
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
      await expect(row.locator('[data-quote-headline]')).toHaveText(t.approvedHeadline);
      await expect(answer.locator('[data-quote-credit]')).toContainText(t.credit);
      await expect(answer.locator('[data-quote-credit]')).toContainText(t.money('4,900'));
      await expect(client.page).toHaveURL(new RegExp(`${p}/dashboard$`));
      // After a reload it reads the same from the server: credited, nothing due.
      const reloaded = await openDashboard(client.page, lang);
      await expect(reloaded.locator('[data-sum-credited]')).toHaveText(`+ ${t.money('4,900')}`);
      await expect(reloaded.locator('[data-quote-credit]')).toContainText(t.money('4,900'));
      await expect(reloaded.getByRole('button', { name: t.accept })).toHaveCount(0);

      const mails = await mailsTo(page, client.email);
      expect(mails.filter((m) => m.kind === 'quote_credit_note').map((m) => m.to)).toEqual([client.email]);
      await client.close();
    });
}

test('questions are rate limited per account, and only the quote owner may ask', async ({ browser }) => {
  test.setTimeout(90_000);
  const client = await clientWhoPaidThePackage(browser, 'en');
  const quoteId = await client.page.locator('[data-quotes] tbody tr[data-quote]').first().getAttribute('data-quote');
  expect(quoteId).toBeTruthy();
  const ask = (page: Page, body: string) =>
    page.request.post('/_actions/quotes.ask', { data: { quoteId, body, locale: 'en' }, headers: { 'Content-Type': 'application/json' } });

  // Somebody else's quote is not found, and nothing is stored for them.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await clientSession(stranger, 'en', { name: 'Someone Else', email: uniqueEmail('quote-stranger'), password: 'client-pass-1' });
  await stranger.waitForURL('**/dashboard');
  const refused = await ask(stranger, 'Is this mine?');
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('quote_not_found');
  await other.close();

  // The owner may ask 10 an hour (times the suite's RATE_LIMIT_MULTIPLIER): then 429.
  let last = 0;
  let sent = 0;
  for (let i = 0; i < 40 && last !== 429; i++) {
    last = (await ask(client.page, `Question ${i}`)).status();
    if (last === 200) sent += 1;
  }
  expect(last).toBe(429);
  expect(sent).toBeGreaterThanOrEqual(10);
  await client.close();
});
