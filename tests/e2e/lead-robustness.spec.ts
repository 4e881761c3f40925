import { expect, test, type Page } from '@playwright/test';
import enForm from '../../src/i18n/en/contactForm';
import { uniqueEmail } from './support/auth';
import { startUsingContactForm } from './support/contact';
import { outboxPath } from './support/outbox';

/** Hostile and clumsy input: HTML and script in every field, emoji, Thai, a double click. */

const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" 🎉 ภาษาไทย`;

async function outboxFor(page: Page, email: string, kind: string) {
  await page.goto(outboxPath(email));
  // The page lists this address's e-mails only, however busy the suite.
  const others = await page
    .locator('[data-outbox-item]')
    .evaluateAll((items, to) => items.filter((item) => item.getAttribute('data-to') !== to).length, email);
  expect(others).toBe(0);
  return page.locator(`[data-outbox-item][data-kind="${kind}"][data-to="${email}"]`);
}

test('a contact message with markup and emoji, sent with a double click, is stored and mailed once', async ({ page }) => {
  const email = uniqueEmail('hostile');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/contact');
  const card = page.locator('[data-contact-form]');
  await startUsingContactForm(card);
  await card.getByRole('textbox', { name: enForm['contactForm.name'], exact: true }).fill(hostile);
  await card.getByRole('textbox', { name: enForm['contactForm.email'], exact: true }).fill(email);
  await card.getByRole('textbox', { name: enForm['contactForm.subject'], exact: true }).fill(hostile);
  await card.getByRole('textbox', { name: enForm['contactForm.message'], exact: true }).fill(`${hostile}\n${'ข้อความยาว '.repeat(200)}`);
  await card.getByRole('button', { name: enForm['contactForm.submit'], exact: true }).dblclick();
  await expect(card.getByText(enForm['contactForm.success.title'])).toBeVisible({ timeout: 20_000 });

  const studio = await outboxFor(page, 'hello@siampixel.example', 'contact_notification');
  const mine = studio.filter({ hasText: email });
  await expect(mine).toHaveCount(1);
  // The outbox page shows the text part; the markup arrives as inert text, never as HTML.
  await expect(mine.locator('[data-outbox-text]')).toContainText('<script>alert("x")</script>');
  await expect(await outboxFor(page, email, 'contact_thank_you')).toHaveCount(1);
  expect(dialogs).toEqual([]);
});
