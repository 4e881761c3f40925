import { expect, test } from '@playwright/test';
import enSocial from '../../src/i18n/en/social';
import thSocial from '../../src/i18n/th/social';
import { confirmationLink, expectOnlyNewAddressSignsIn, type Lang, prefixOf, signIn, signUp, text, uniqueEmail } from './support/auth';
import { mailsTo } from './support/wizard';
import { runsIn } from './support/languages';

// Changing the account's e-mail address (issue 23, decision 0049 addendum (b)) as its owner does it: the
// form in the account settings asks for the current password (a wrong one is refused, the address typed
// stays), the new address gets a link, the old one a notice with the new address masked; until the link
// is followed the old address signs in; after it, the new one does, the old one is refused, and a second
// browser signed in to the account is signed out.
const dictionaries = { en: enSocial, th: thSocial };
test.describe.configure({ timeout: 120_000 });

for (const lang of ['en', 'th'] as const satisfies Lang[]) {
  const t = (key: keyof typeof enSocial) => dictionaries[lang][key];
  const u = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: changes the e-mail address once the link mailed to the new one is followed`, async ({ page, browser }) => {
      const user = {
        name: lang === 'th' ? 'นภา เปลี่ยนอีเมล' : 'Napa Change',
        email: uniqueEmail(`change-${lang}`),
        password: 'change-pass-1',
      };
      const next = uniqueEmail(`new-${lang}`);
      await signUp(page, lang, user);

      // A second device signed in to the same account.
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const otherPage = await other.newPage();
      await signIn(otherPage, lang, user.email, user.password);
      await expect(otherPage).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      await page.goto(`${prefix}/dashboard#change-email`);
      const form = page.locator('[data-change-email]');
      await expect(form.getByRole('heading', { name: t('account.changeEmail.title') })).toBeVisible();
      await expect(form.locator('[data-current-email]')).toHaveText(user.email);

      // A wrong password is refused in the page's language; the address typed is still there.
      await form.getByLabel(t('account.changeEmail.field')).fill(next);
      await form.getByLabel(t('account.changeEmail.password')).fill('not-my-password');
      await form.getByRole('button', { name: t('account.changeEmail.submit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('account.changeEmail.error.invalid_credentials'));
      await expect(form.getByLabel(t('account.changeEmail.field'))).toHaveValue(next);
      await expect(form.getByLabel(t('account.changeEmail.password'))).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel(t('account.changeEmail.password')).fill(user.password);
      await form.getByRole('button', { name: t('account.changeEmail.submit') }).click();
      await expect(form.getByRole('status')).toHaveText(
        t('account.changeEmail.sent').replace('{email}', next).replace('{current}', user.email),
      );
      // The old address is told, with the new one masked; nothing changed yet.
      await expect
        .poll(async () => (await mailsTo(page, user.email)).filter((mail) => mail.kind === 'account_email_change_requested').length)
        .toBe(1);
      const [notice] = (await mailsTo(page, user.email)).filter((mail) => mail.kind === 'account_email_change_requested');
      expect(notice!.text).toContain(`${next[0]}***@example.com`);
      expect(notice!.text).not.toContain(next);
      await expect(form.locator('[data-current-email]')).toHaveText(user.email);

      // The owner follows the link from the new address's inbox, in this browser.
      await page.goto(await confirmationLink(page, next));
      await expect(page.getByRole('heading', { level: 1, name: u.confirmedTitle })).toBeVisible();
      await page.getByRole('link', { name: u.goToDashboard }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.locator('[data-change-email] [data-current-email]')).toHaveText(next);

      // The other device is signed out.
      expect((await (await otherPage.request.get('/api/me')).json()) as { signedIn: boolean }).toMatchObject({ signedIn: false });
      await other.close();

      // The new address signs in; the old one is refused.
      await expectOnlyNewAddressSignsIn(page, lang, { old: user.email, next }, user.password);
      await expect(page.locator('[data-change-email] [data-current-email]')).toHaveText(next);
    });
}
