// A conversation per quote (issue 21, decision 0040), in English and Thai: the studio replies in the
// quote dialog (checked, plain text, escaped, kept on a failed send), the reply reaches the client's
// dashboard (marked new until opened) and the outbox (in the client's language, with a link to the
// dashboard); the client answers, and the admin's list shows the quote waiting for an answer and
// unread until the dialog is opened.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { refreshAdmin } from './support/admin';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { orderPackage } from './support/clients';
import { outboxPath } from './support/outbox';

const text = {
  en: {
    manage: /^Manage quote /,
    refresh: 'Refresh',
    conversation: 'Conversation with the client',
    empty: 'No messages yet.',
    replyLabel: 'Reply to the client',
    send: 'Send reply',
    required: 'Please write your reply',
    failed: 'The reply could not be sent. What you wrote is kept: please try again.',
    sent: 'Reply sent. The client was e-mailed.',
    subject: 'The studio replied about your quote',
    unreadClient: 'New replies: 1',
    newMark: 'New',
    ask: 'Ask a question',
    question: 'Your question',
    sendQuestion: 'Send question',
    waiting: 'Waiting for an answer',
    unreadStudio: 'Unread: 1',
    reply: 'Yes, we can start on 5 January.\n<b>Bold?</b> No: plain text.',
  },
  th: {
    manage: /^จัดการใบเสนอราคา /,
    refresh: 'รีเฟรช',
    conversation: 'การสนทนากับลูกค้า',
    empty: 'ยังไม่มีข้อความ',
    replyLabel: 'ตอบกลับลูกค้า',
    send: 'ส่งคำตอบ',
    required: 'กรุณาพิมพ์คำตอบ',
    failed: 'ส่งคำตอบไม่สำเร็จ ข้อความที่พิมพ์ไว้ยังอยู่ กรุณาลองอีกครั้ง',
    sent: 'ส่งคำตอบแล้ว และแจ้งลูกค้าทางอีเมลแล้ว',
    subject: 'ทีมงานตอบกลับเรื่องใบเสนอราคาของคุณ',
    unreadClient: 'ข้อความตอบกลับใหม่ 1 ข้อความ',
    newMark: 'ใหม่',
    ask: 'สอบถามเพิ่มเติม',
    question: 'คำถามของคุณ',
    sendQuestion: 'ส่งคำถาม',
    waiting: 'รอการตอบกลับ',
    unreadStudio: 'ยังไม่ได้อ่าน 1',
    reply: 'เริ่มงานได้วันที่ 5 มกราคมครับ\n<b>ตัวหนา?</b> ไม่ใช่: ข้อความธรรมดา',
  },
} as const;

/** A signed-up client with one pending quote (a package order not paid yet), in `lang`. */
async function clientWithQuote(browser: Browser, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('talk-client');
  await clientSession(page, lang, { name: 'Ploy Chaiyo', email, password: 'client-pass-1' });
  await page.waitForURL(`**${prefixOf(lang)}/dashboard`);
  await orderPackage(page.request, { business: `Ploy Spa ${Date.now()}`, locale: lang });
  return { page, email, close: () => context.close() };
}

/** The outbox's e-mails of one kind to one address: subject, language and text. */
async function outbox(page: Page, to: string, kind: string) {
  const list = await page.context().newPage();
  try {
    await list.goto(outboxPath(to));
    const items = await list.locator(`[data-outbox-item][data-kind="${kind}"][data-to="${to}"]`).evaluateAll((nodes) =>
      nodes.map((node) => ({
        head: (node.querySelector('p') as HTMLElement).innerText,
        subject: (node.querySelector('h2') as HTMLElement).innerText,
        text: (node.querySelector('[data-outbox-text]') as HTMLElement).innerText,
      })),
    );
    return items;
  } finally {
    await list.close();
  }
}

for (const lang of ['en', 'th'] as const) {
  const t = text[lang];
  const p = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: a reply reaches the client's dashboard and the outbox; the client's answer waits in the admin list`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const client = await clientWithQuote(browser, lang);

      // The studio opens the quote: no messages yet, and the reply box.
      await adminSession(page, lang);
      const row = page.locator('[data-admin-quote]').filter({ hasText: client.email });
      await expect(row).toHaveCount(1);
      await expect(row.locator('[data-waiting-for-answer]')).toHaveCount(0);
      await row.getByRole('button', { name: t.manage }).click();
      const dialog = page.locator('[data-quote-dialog]');
      const conversation = dialog.locator('[data-quote-conversation]');
      await expect(conversation.locator('[data-admin-quote-messages]')).toContainText(t.conversation);
      await expect(conversation).toContainText(t.empty);

      // Empty: refused on the spot. Too long: the box stops at 2,000 characters.
      await conversation.getByRole('button', { name: t.send }).click();
      await expect(conversation.getByText(t.required)).toBeVisible();
      const box = conversation.getByLabel(t.replyLabel);
      await expect(box).toHaveAttribute('maxlength', '2000');

      // A failed send keeps what was typed.
      await box.fill(t.reply);
      await page.route(
        (url) => url.pathname.replace(/\/$/, '') === '/_actions/admin.replyQuote',
        (route) => route.abort(),
        { times: 1 },
      );
      await conversation.getByRole('button', { name: t.send }).click();
      await expect(conversation.getByRole('alert')).toHaveText(t.failed);
      await expect(box).toHaveValue(t.reply);

      // Sent: in the thread as typed (the tag is text), the box emptied.
      await conversation.getByRole('button', { name: t.send }).click();
      await expect(conversation.locator('[data-reply-sent]')).toHaveText(t.sent);
      const studioMessage = conversation.locator('[data-quote-message="studio"]');
      await expect(studioMessage).toHaveCount(1);
      await expect(studioMessage).toContainText('<b>');
      await expect(studioMessage.locator('b')).toHaveCount(0);
      await expect(box).toHaveValue('');

      // The outbox: one e-mail to the client, in their language, with the reply and the dashboard link.
      const mails = await outbox(page, client.email, 'quote_reply');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.head).toContain(`quote_reply · ${lang}`);
      expect(mails[0]?.subject).toBe(t.subject);
      expect(mails[0]?.text).toContain(`> ${t.reply.split('\n')[0]}`);
      expect(mails[0]?.text).toMatch(new RegExp(`https?://[^\\s]+${p}/dashboard`));
      await page.keyboard.press('Escape');

      // The client's dashboard: the quote says a reply is new, the thread marks it, opening reads it.
      await client.page.goto(`${p}/dashboard`);
      const quoteRow = client.page.locator('[data-quotes] tbody tr').first();
      await expect(quoteRow.locator('[data-unread]')).toHaveText(t.unreadClient);
      await waitForIslands(client.page);
      const thread = client.page.locator('[data-quote-response] [data-quote-messages]');
      const reply = thread.locator('[data-quote-message="studio"]');
      await expect(reply).toContainText(t.reply.split('\n')[0]!);
      await expect(reply).toContainText('<b>');
      await expect(reply).toHaveAttribute('data-new', '');
      await expect(reply).toContainText(t.newMark);
      await expect
        .poll(async () => {
          await client.page.reload();
          return client.page.locator('[data-quotes] tbody tr').first().locator('[data-unread]').count();
        })
        .toBe(0);

      // The client answers in the thread.
      await waitForIslands(client.page);
      const panel = client.page.locator('[data-quote-response]').first();
      await panel.getByRole('button', { name: t.ask }).click();
      await panel.getByLabel(t.question).fill('Great, see you then.');
      await panel.getByRole('button', { name: t.sendQuestion }).click();
      await expect(panel.locator('[data-quote-message="client"]')).toContainText('Great, see you then.');

      // The admin list: waiting for an answer and unread; opening the dialog reads it, still waiting.
      await refreshAdmin(page, t.refresh);
      await expect(row.locator('[data-waiting-for-answer]')).toHaveText(t.waiting);
      await expect(row.locator('[data-unread]')).toHaveText(t.unreadStudio);
      await row.getByRole('button', { name: t.manage }).click();
      await expect(conversation.locator('[data-quote-message="client"]')).toHaveAttribute('data-new', '');
      await expect(row.locator('[data-unread]')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await refreshAdmin(page, t.refresh);
      await expect(row.locator('[data-unread]')).toHaveCount(0);
      await expect(row.locator('[data-waiting-for-answer]')).toHaveText(t.waiting);
      await client.close();
    });
}
