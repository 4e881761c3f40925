import { expect, test } from '@playwright/test';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import { prefixOf, uniqueEmail } from '../e2e/support/auth';
import { descriptions, generateButton, showWizard, wizard, wizardText } from '../e2e/support/wizard';
import { deliveredMail, fakes, runScheduled, sendgridMail, sql } from './support/stack';
import { startUsingContactForm } from '../e2e/support/contact';
import { runsIn } from './support/journeys';

/** MAIL_STUDIO_INBOX as scripts/prod-local.ts configures the site. */
const STUDIO_INBOX = 'studio@siampixel.example';
const forms = { en: enForm, th: thForm } as const;

for (const lang of ['en', 'th'] as const) {
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: a contact message SendGrid first refuses is delivered by the scheduled function`, async ({ page }) => {
      const t = forms[lang];
      const email = uniqueEmail(`prod-contact-${lang}`);
      const subject = `${lang === 'th' ? 'ขอใบเสนอราคาเว็บไซต์คลินิก' : 'Clinic website quote'} ${Date.now()}`;
      // SendGrid is down for this sender's copy when the site tries to send it right after the message is saved.
      await fakes.post('/sendgrid/reply-to', { to: email, replies: [{ status: 503 }] });

      await page.goto(`${prefix}/contact`);
      const card = page.locator('[data-contact-form]');
      await startUsingContactForm(card);
      await card.getByRole('textbox', { name: t['contactForm.name'], exact: true }).fill(lang === 'th' ? 'ปรีชา ติดต่อ' : 'Anong Contact');
      await card.getByRole('textbox', { name: t['contactForm.email'], exact: true }).fill(email);
      await card.getByRole('textbox', { name: t['contactForm.subject'], exact: true }).fill(subject);
      await card
        .getByRole('textbox', { name: t['contactForm.message'], exact: true })
        .fill(lang === 'th' ? 'อยากได้เว็บไซต์สำหรับคลินิกทันตกรรม' : 'We need a website for our dental clinic.');
      await card.getByRole('button', { name: t['contactForm.submit'], exact: true }).click();
      await expect(card.locator('[data-contact-thanks]').getByRole('heading', { name: t['contactForm.success.title'] })).toBeVisible();

      // The refused attempt is recorded and the copy waits in the outbox with its backoff.
      await expect.poll(async () => (await sendgridMail(email, true)).map((mail) => mail.status)).toEqual([503]);
      // SendGrid has answered once the fake records it; the site marks the row a moment later, so wait for that.
      const outboxRow = async () =>
        (
          await sql<{ status: string; attempts: number; last_error: string | null }>(
            `select status, attempts, last_error from public.email_outbox where to_email = $1`,
            [email],
          )
        )[0];
      await expect.poll(async () => (await outboxRow())?.status).toBe('pending');
      const pending = await outboxRow();
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending!.last_error).toBeTruthy();

      // Until the backoff has passed, the scheduled run leaves it alone; once it has, the run sends it.
      await runScheduled('deliver-outbox');
      expect(await sendgridMail(email)).toEqual([]);
      await sql(`update public.email_outbox set next_attempt_at = now() where to_email = $1`, [email]);
      // This run, or one a parallel journey started a moment earlier, sends it: only scheduled runs are left.
      await runScheduled('deliver-outbox');
      const [copy] = await sendgridMail(email);
      expect(copy).toMatchObject({ accepted: true, to: [email] });
      const [sent] = await sql<{ status: string }>(`select status from public.email_outbox where to_email = $1`, [email]);
      expect(sent!.status).toBe('sent');

      // The studio's alert names the sender and the subject.
      const studio = (await deliveredMail(STUDIO_INBOX, 1)).filter((mail) => mail.text?.includes(subject));
      expect(studio).toHaveLength(1);
      expect(studio[0]!.text).toContain(email);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a wizard lead is priced, stored, and its e-mails go out through SendGrid`, async ({ page }) => {
      const w = wizardText[lang];
      const ui = wizard(page);
      // The real clock: the plan call is a cold function start here, slower than the progress messages.
      await page.goto(`${prefix}/`);
      await showWizard(page);
      await ui.getByLabel(w.descriptionLabel).fill(descriptions[lang].shop);
      await generateButton(page).click();
      await expect(ui.getByRole('heading', { name: w.planHeading })).toBeVisible({ timeout: 30_000 });
      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await ui.getByLabel(w.skip).check();
      const visitor = { name: lang === 'th' ? 'มานี โปรดักชัน' : 'Mali Production', email: uniqueEmail(`prod-wizard-${lang}`) };
      await ui.getByLabel(w.name, { exact: true }).fill(visitor.name);
      await ui.getByLabel(w.email, { exact: true }).fill(visitor.email);
      await ui.getByRole('button', { name: w.submit }).click();
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();

      // The server priced the plan itself (38,000 baht for this description) and stored the quote.
      const [quote] = await sql<{ price: string; status: string; source: string; locale: string }>(
        `select plan ->> 'finalPrice' as price, status, source, locale from public.quotes where contact_info ->> 'email' = $1`,
        [visitor.email],
      );
      expect(quote).toEqual({ price: '38000', status: 'pending', source: 'wizard', locale: lang });
      const [plan] = await deliveredMail(visitor.email, 1);
      expect(plan!.text).toContain('38,000');
      expect(plan!.text).toContain(visitor.name);
    });
}
