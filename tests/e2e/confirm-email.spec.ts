import { expect, test } from '@playwright/test';
import enAuth from '../../src/i18n/en/auth';
import thAuth from '../../src/i18n/th/auth';
import { fillSignUp, openClientMenu, prefixOf, text, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import { mailsTo } from './support/wizard';
import { runsIn } from './support/languages';

// Confirmed e-mail addresses (issue 23, decision 0049), as a person meets them: the spec's panel after
// signing up, the right password refused with a clear message and a way to get a new link, an old link
// that no longer works, the newest one signing in, and a used link saying the address is confirmed.
const dictionaries = { en: enAuth, th: thAuth };
// Several page loads, and the first request of a run creates the database: 30 s is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });
const LINK = /https?:\/\/\S+\/auth\/confirm\?token=\S+/;

/** The confirmation links mailed to an address, oldest first. */
async function confirmationLinks(page: import('@playwright/test').Page, email: string): Promise<string[]> {
  const mails = (await mailsTo(page, email)).filter((mail) => mail.kind === 'auth_confirm_email');
  return mails.map((mail) => mail.text.match(LINK)?.[0] ?? '').reverse();
}

for (const lang of ['en', 'th'] as const satisfies Lang[]) {
  const t = (key: keyof typeof enAuth) => dictionaries[lang][key];
  const u = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: an unconfirmed sign-up cannot sign in until the e-mailed link is followed; a new link replaces the old`, async ({
      page,
    }) => {
      const user = {
        name: lang === 'th' ? 'นภา ยืนยันอีเมล' : 'Napa Confirm',
        email: uniqueEmail(`confirm-${lang}`),
        password: 'confirm-pass-1',
      };
      await fillSignUp(page, lang, user);

      // The spec's panel, word for word, and no session.
      await expect(page.getByRole('heading', { name: t('auth.signUp.successTitle') })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(t('auth.signUp.successBody'));
      expect((await (await page.request.get('/api/me')).json()) as { signedIn: boolean }).toMatchObject({ signedIn: false });
      await expect.poll(() => confirmationLinks(page, user.email)).toHaveLength(1);

      // The right password is refused with the reason and the way out, in the page's language.
      await page.getByRole('link', { name: t('auth.goToSignIn') }).click();
      await page.getByLabel(u.email).fill(user.email);
      await page.getByLabel(u.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: u.signInButton, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t('auth.error.email_not_confirmed'));
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth`));
      await page.getByRole('button', { name: t('auth.confirm.resend') }).click();
      await expect(page.locator('[data-resend-confirmation] [role="status"]')).toHaveText(
        t('auth.confirm.resent').replace('{email}', user.email),
      );
      await expect.poll(() => confirmationLinks(page, user.email)).toHaveLength(2);
      const [first, newest] = await confirmationLinks(page, user.email);

      // The first link was replaced: it says so and offers a new one; it signs nobody in.
      const refused = await page.goto(first!);
      expect(refused?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.invalidTitle'));
      await expect(page.getByRole('button', { name: t('auth.confirm.resend') })).toBeVisible();
      expect((await (await page.request.get('/api/me')).json()) as { signedIn: boolean }).toMatchObject({ signedIn: false });

      // The newest link confirms and signs in.
      await page.goto(newest!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.doneTitle'));
      await expect(page.locator('[data-confirm-state="signedIn"] [role="status"]')).toHaveText(t('auth.confirm.doneBody'));
      await page.getByRole('link', { name: t('auth.confirm.goToDashboard') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

      // Signed out, the password now works; the used link only says the address is confirmed.
      const menu = await openClientMenu(page, lang);
      await menu.getByRole('button', { name: u.signOut }).click();
      await expect(page.locator('[data-member-toggle]')).toBeHidden();
      await page.goto(newest!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.alreadyTitle'));
      expect((await (await page.request.get('/api/me')).json()) as { signedIn: boolean }).toMatchObject({ signedIn: false });
      await page.getByRole('link', { name: t('auth.goToSignIn') }).click();
      await waitForIslands(page);
      await page.getByLabel(u.email).fill(user.email);
      await page.getByLabel(u.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: u.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: asking for a new link answers the same for an address without an account, and sends nothing`, async ({ page }) => {
      const nobody = uniqueEmail(`confirm-nobody-${lang}`);
      // A link that does not work lands on a form asking for a new one (a plain form: it posts to /auth).
      await page.goto(`${prefix}/auth/confirm?token=${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.invalidTitle'));
      await page.getByLabel(t('auth.field.email')).fill(nobody);
      await page.getByRole('button', { name: t('auth.confirm.resend') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth$`));
      await expect(page.locator('[data-resend-confirmation] [role="status"]')).toHaveText(
        t('auth.confirm.resent').replace('{email}', nobody),
      );
      expect(await confirmationLinks(page, nobody)).toEqual([]);
    });
}
