/**
 * One error vocabulary (issue 11): an action that fails unexpectedly answers only a reference, and
 * the island shows its generic message with that reference in the page's language. The action's
 * language comes with its input (`locale`), never from the Referer.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import { uniqueEmail } from './support/auth';
import { startServer, type TestServer } from './support/server';
import { startUsingContactForm } from './support/contact';
import { outboxPath } from './support/outbox';

test.describe('an unexpected failure shows its reference', () => {
  let server: TestServer;
  let dir: string;
  test.beforeAll(async () => {
    // The database directory (LOCAL_DATA_DIR/pglite) is a plain file: the first action that needs the
    // database fails unexpectedly.
    dir = mkdtempSync(join(tmpdir(), 'siam-broken-db-'));
    writeFileSync(join(dir, 'pglite'), 'not a database');
    server = await startServer({ LOCAL_DATA_DIR: dir });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [lang, words, reference] of [
    ['en', enForm, 'Reference'],
    ['th', thForm, 'หมายเลขอ้างอิง'],
  ] as const) {
    test(`${lang}: the contact form says what went wrong and gives the request's reference`, async ({ page }) => {
      await page.goto(`${server.url}${lang === 'th' ? '/th' : ''}/contact`);
      const card = page.locator('[data-contact-form]');
      await startUsingContactForm(card);
      await card.getByLabel(words['contactForm.name'], { exact: true }).fill('Failure Test');
      await card.getByLabel(words['contactForm.email'], { exact: true }).fill(uniqueEmail('broken-db'));
      await card.getByLabel(words['contactForm.subject'], { exact: true }).fill('A subject');
      await card.getByLabel(words['contactForm.message'], { exact: true }).fill('A message for a server whose database is broken.');
      const answered = page.waitForResponse((response) => response.url().includes('/_actions/leads.sendContact'));
      await card.getByRole('button', { name: words['contactForm.submit'] }).click();
      const response = await answered;
      expect(response.status()).toBe(500);
      const id = response.headers()['x-request-id'];
      expect(id).toMatch(/^[0-9a-f]{12}$/);
      const body = await response.text();
      expect(body).not.toMatch(/pglite|ENOTDIR|EEXIST|errno|at [\w.<>]+ \(/i);
      await expect(card.getByRole('alert')).toHaveText(`${words['contactForm.error.failed']} (${reference}: ${id})`);
    });
  }
});

test.describe('the action language comes with the input', () => {
  for (const [locale, subject] of [
    ['th', 'ขอบคุณที่ติดต่อ'],
    ['en', 'Thank you for contacting'],
  ] as const) {
    test(`a contact message sent with locale ${locale} and no Referer is answered in that language`, async ({ request }) => {
      const email = uniqueEmail(`locale-${locale}`);
      const response = await request.post('/_actions/leads.sendContact', {
        headers: { 'content-type': 'application/json' },
        data: { locale, name: 'Locale Test', email, subject: 'Locale', message: 'Which language is the reply in?' },
      });
      expect(response.status(), await response.text()).toBe(200);
      const outbox = await (await request.get(outboxPath(email))).text();
      const item =
        new RegExp(`data-kind="contact_thank_you" data-to="${email.replace(/[.+]/g, '\\$&')}"[\\s\\S]*?</li>`).exec(outbox)?.[0] ?? '';
      expect(item).toContain(subject);
    });
  }

  test('an unknown locale is refused as bad input', async ({ request }) => {
    const response = await request.post('/_actions/leads.sendContact', {
      headers: { 'content-type': 'application/json' },
      data: { locale: 'fr', name: 'Locale Test', email: uniqueEmail('locale-fr'), subject: 'Locale', message: 'Bonjour' },
    });
    expect(response.status()).toBe(400);
  });
});
