// Updates on LINE (issue 38 point 1, decision 0072), in one language (Thai, where LINE lives): a client
// links LINE in Account Settings through the fake provider (LINE Login is asked to offer the Official
// Account as a friend: bot_prompt), turns updates on with a plain form, the studio replies to their
// quote, and the LINE push, in Thai with the dashboard link, is in the local outbox next to the e-mail.
// Then the client blocks the Official Account: LINE's signed unfollow webhook turns the setting off and
// the card says why (decision 0075; the signature refusals: tests/integration/line/lineWebhook.test.ts).
// Queueing, 429 and blocked accounts: tests/integration/line/lineMessages.test.ts.
import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { prefixOf, uniqueEmail, waitForIslands } from './support/auth';
import { runsIn } from './support/languages';
import { adminSession, clientSession } from './support/sessions';
import { orderPackage } from './support/clients';
import { outboxPath } from './support/outbox';
import { allowAt, methodsCard } from './support/social';
import { FAKE_OIDC_CLIENTS, subjectOf } from '../integration/support/fakeOidc';
import { FAKE_LINE_CHANNEL_SECRET } from '../integration/support/fakeLine';

const words = {
  en: {
    linkLine: 'Link LINE',
    turnOn: 'Turn on updates on LINE',
    saved: 'Saved.',
    on: 'Updates on LINE are on.',
    manage: /^Manage quote /,
    replyLabel: 'Reply to the client',
    send: 'Send reply',
    sent: 'Reply sent. The client was e-mailed.',
    reply: 'We can start on 5 January.',
    push: 'we replied to your message about your quote',
    blocked: 'We turned updates on LINE off because LINE could not deliver them',
  },
  th: {
    linkLine: 'เชื่อมต่อ LINE',
    turnOn: 'เปิดรับข่าวสารทาง LINE',
    saved: 'บันทึกแล้ว',
    on: 'เปิดรับข่าวสารทาง LINE อยู่',
    manage: /^จัดการใบเสนอราคา /,
    replyLabel: 'ตอบกลับลูกค้า',
    send: 'ส่งคำตอบ',
    sent: 'ส่งคำตอบแล้ว และแจ้งลูกค้าทางอีเมลแล้ว',
    reply: 'เริ่มงานได้วันที่ 5 มกราคมครับ',
    push: 'เราตอบข้อความเรื่องใบเสนอราคาของคุณแล้ว',
    blocked: 'เราปิดการรับข่าวสารทาง LINE แล้ว',
  },
} as const;

for (const lang of ['en', 'th'] as const) {
  const w = words[lang];
  const p = prefixOf(lang);
  if (runsIn(lang, 'th'))
    test(`${lang}: a client links LINE, turns on updates, and the studio's reply reaches them on LINE`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`line-updates-${lang}`);
      await clientSession(page, lang, { name: 'Ploy Chaiyo', email, password: 'client-pass-1' });
      const ordered = await orderPackage(page.request, { business: `Ploy LINE ${Date.now()}`, locale: lang });
      expect(ordered.status()).toBe(200);

      // Not linked yet: no LINE card. Linking asks LINE to offer the Official Account as a friend.
      await page.goto(`${p}/dashboard`);
      await waitForIslands(page);
      await expect(page.locator('[data-line-updates]')).toHaveCount(0);
      const authorize = page.waitForRequest(
        (request) => new URL(request.url()).searchParams.get('client_id') === FAKE_OIDC_CLIENTS.line.clientId,
      );
      await methodsCard(page).getByRole('button', { name: w.linkLine }).click();
      expect(new URL((await authorize).url()).searchParams.get('bot_prompt')).toBe('normal');
      const lineName = `ploy-${Date.now().toString(36)}`;
      await allowAt(page, lineName);
      await expect(methodsCard(page).locator('[data-identity="line"]')).toBeVisible();

      // The card, then a plain form post turns updates on.
      const card = page.locator('[data-line-updates]');
      await card.getByRole('button', { name: w.turnOn, exact: true }).click();
      await expect(card.getByRole('status')).toHaveText(w.saved);
      await expect(card.locator('[data-line-state]')).toHaveText(w.on);

      // The studio replies in the quote's conversation.
      const studio = await browser.newContext();
      const admin = await studio.newPage();
      await adminSession(admin, lang);
      const row = admin.locator('[data-admin-quote]').filter({ hasText: email });
      await row.getByRole('button', { name: w.manage }).click();
      const conversation = admin.locator('[data-quote-dialog] [data-quote-conversation]');
      await conversation.getByLabel(w.replyLabel).fill(w.reply);
      await conversation.getByRole('button', { name: w.send }).click();
      await expect(conversation.locator('[data-reply-sent]')).toHaveText(w.sent);
      await studio.close();

      // The local outbox: the e-mail (the record) and the LINE push, in the client's language, with the link.
      await page.goto(outboxPath(email));
      await expect(page.locator(`[data-outbox-item][data-kind="quote_reply"][data-to="${email}"]`)).toHaveCount(1);
      const push = page.locator(`[data-line-item][data-kind="quote_reply"][data-to="${email}"]`);
      await expect(push).toHaveCount(1);
      await expect(push).toHaveAttribute('data-locale', lang);
      await expect(push.locator('[data-line-text]')).toContainText(w.push);
      await expect(push.locator('[data-line-text]')).toContainText(`${p}/dashboard`);

      // The client blocks the Official Account: LINE posts a signed unfollow naming their LINE user id
      // (the sign-in's subject), and the setting goes off.
      const lineUser = subjectOf('line', lineName);
      const body = JSON.stringify({
        destination: 'U0',
        events: [{ type: 'unfollow', mode: 'active', source: { type: 'user', userId: lineUser } }],
      });
      const signature = createHmac('sha256', FAKE_LINE_CHANNEL_SECRET).update(body).digest('base64');
      const unfollow = await page.request.post('/api/line/webhook', {
        data: body,
        headers: { 'content-type': 'application/json', 'x-line-signature': signature },
      });
      expect(unfollow.status()).toBe(200);
      await page.goto(`${p}/dashboard`);
      await expect(card.locator('[data-line-state]')).toHaveAttribute('data-line-state', 'off');
      await expect(card).toContainText(w.blocked);
    });
}
