import { expect, test } from '@playwright/test';
import enSocial from '../../src/i18n/en/social';
import thSocial from '../../src/i18n/th/social';
import { expectOnlyNewAddressSignsIn, prefixOf, signUp, text, uniqueEmail } from '../e2e/support/auth';
import { authMail, sql } from './support/stack';
import { runsIn } from './support/journeys';

// Changing the e-mail address on the production stack (decision 0049 addendum (b)): the form calls
// Supabase Auth's updateUser({ email }), the stand-in mails the new address its link, the site's outbox
// tells the old address, and once the link is followed the new address signs in and the old one does not.
const dictionaries = { en: enSocial, th: thSocial };
test.describe.configure({ timeout: 240_000 });

for (const lang of ['en', 'th'] as const) {
  const t = (key: keyof typeof enSocial) => dictionaries[lang][key];
  const u = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: the e-mail address changes through Supabase Auth once the new address's link is followed`, async ({ page }) => {
      const user = {
        name: lang === 'th' ? 'ปิ่น เปลี่ยนอีเมล' : 'Pin Change',
        email: uniqueEmail(`prod-change-${lang}`),
        password: 'secret-123',
      };
      const next = uniqueEmail(`prod-new-${lang}`);
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      const form = page.locator('[data-change-email]');
      await form.getByLabel(t('account.changeEmail.field')).fill(next);
      await form.getByLabel(t('account.changeEmail.password')).fill('not-the-password');
      await form.getByRole('button', { name: t('account.changeEmail.submit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('account.changeEmail.error.invalid_credentials'));
      await expect(form.getByLabel(t('account.changeEmail.field'))).toHaveValue(next);
      await form.getByLabel(t('account.changeEmail.password')).fill(user.password);
      await form.getByRole('button', { name: t('account.changeEmail.submit') }).click();
      await expect(page.locator('[data-email-change-sent]')).toContainText(next);

      // Auth mailed the new address; the site's outbox queued the notice to the old one.
      await expect.poll(async () => (await authMail(next, 'email_change')).length).toBe(1);
      const notices = await sql<{ kind: string }>(
        `select kind from public.email_outbox where to_email = $1 and kind = 'account_email_change_requested'`,
        [user.email],
      );
      expect(notices).toHaveLength(1);
      const [mail] = await authMail(next, 'email_change');
      await page.goto(mail!.link);
      await expect(page.getByRole('heading', { level: 1, name: u.confirmedTitle })).toBeVisible();
      await page.getByRole('link', { name: u.goToDashboard }).click();
      await expect(page.locator('[data-change-email] [data-current-email]')).toHaveText(next);
      const [profile] = await sql<{ email: string | null }>(
        `select p.email from public.profiles p join auth.users u on u.id = p.id where u.email = $1`,
        [next],
      );
      expect(profile).toEqual({ email: next });

      await expectOnlyNewAddressSignsIn(page, lang, { old: user.email, next }, user.password);
    });
}
