import { expect, test, type Page } from '@playwright/test';
import enAuth from '../../src/i18n/en/auth';
import thAuth from '../../src/i18n/th/auth';
import { confirmationLink, prefixOf, signIn, text, uniqueEmail, type Lang } from './support/auth';
import { runsIn } from './support/languages';
import { holdChunk } from './support/holdChunk';
import { outboxPath } from './support/outbox';

// The auth forms are HTML forms first (issue 9): without JavaScript they post to /auth itself, which
// runs the same actions and answers in place; typed before the island runs, nothing is lost.
const dictionaries = { en: enAuth, th: thAuth };
type Key = keyof typeof enAuth;
const textFor = (lang: Lang) => (key: Key) => dictionaries[lang][key];
/** The reset link of the newest password e-mail to `email`, read from the local outbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  await page.goto(outboxPath(email));
  const body = await page
    .locator(`[data-outbox-item][data-kind="password_reset"][data-to="${email}"]`)
    .first()
    .locator('[data-outbox-text]')
    .textContent();
  const link = body?.match(/https?:\/\/\S+\/auth\/reset\?token=\S+/)?.[0];
  expect(link, `a reset link for ${email}`).toBeTruthy();
  return link!;
}
const panelChunk = (url: URL) => /\/AuthPanel\.[\w-]+\.js$/.test(url.pathname);
/** The auth island until it has hydrated (it loads on first use: client:interaction). */
const unhydratedPanel = '[client="interaction"][ssr][component-url*="AuthPanel"]';

for (const lang of ['en', 'th'] as const) {
  const t = textFor(lang);
  const u = text[lang];
  const prefix = prefixOf(lang);

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    // A long journey of page loads (sign up, out, in, reset): 30 s was too tight with CI's other work.
    test.describe.configure({ timeout: 90_000 });

    if (runsIn(lang, 'th'))
      test(`${lang}: without JavaScript one signs up, out, in (back to where one was going) and asks for a reset link`, async ({
        page,
      }) => {
        const email = uniqueEmail(`auth-nojs-${lang}`);
        const name = lang === 'th' ? 'ปรีชา ไม่มีสคริปต์' : 'Preecha NoScript';
        // A protected page sends the visitor to sign in with ?next; the mode switch keeps it.
        await page.goto(`${prefix}/dashboard`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
        await page.getByRole('link', { name: u.signUpLink, exact: true }).click();
        await expect(page).toHaveURL(/mode=signUp/);
        await page.getByLabel(u.fullName).fill(name);
        await page.getByLabel(u.email).fill('not-an-email');
        await page.getByLabel(u.password, { exact: true }).fill('secret-123');
        await page.getByLabel(u.confirm).fill('secret-124');
        await page.getByRole('button', { name: u.createButton, exact: true }).click();

        // The server's answer, in the page's language, at the fields; what was typed is kept, passwords are not.
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(t('auth.error.invalidEmail'))).toBeVisible();
        await expect(page.getByText(t('auth.error.passwordsDontMatch'))).toBeVisible();
        await expect(page.getByLabel(u.fullName)).toHaveValue(name);
        await expect(page.getByLabel(u.email)).toHaveValue('not-an-email');
        await expect(page.getByLabel(u.password, { exact: true })).toHaveValue('');

        await page.getByLabel(u.email).fill(email);
        await page.getByLabel(u.password, { exact: true }).fill('secret-123');
        await page.getByLabel(u.confirm).fill('secret-123');
        await page.getByRole('button', { name: u.createButton, exact: true }).click();
        // The spec's panel: the address must be confirmed before signing in (decision 0049).
        await expect(page.getByRole('heading', { name: t('auth.signUp.successTitle') })).toBeVisible();
        await expect(page.getByRole('status')).toContainText(t('auth.signUp.successBody'));
        await page.getByRole('link', { name: t('auth.goToSignIn') }).click();
        // The right password of an unconfirmed account: said in place, with a form asking for a new link.
        await page.getByLabel(u.email).fill(email);
        await page.getByLabel(u.password, { exact: true }).fill('secret-123');
        await page.getByRole('button', { name: u.signInButton, exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(t('auth.error.email_not_confirmed'));
        await page.getByRole('button', { name: t('auth.confirm.resend') }).click();
        await expect(page.getByRole('status')).toHaveText(t('auth.confirm.resent').replace('{email}', email));
        // The newest link signs in; its landing page goes on to the dashboard.
        await page.goto(await confirmationLink(page, email));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.doneTitle'));
        await page.getByRole('link', { name: t('auth.confirm.goToDashboard') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

        // Signed out (cookies gone), a wrong password is said in place with the e-mail kept; the right one goes on.
        await page.context().clearCookies();
        await page.goto(`${prefix}/dashboard`);
        await page.getByLabel(u.email).fill(email);
        await page.getByLabel(u.password, { exact: true }).fill('wrong-password');
        await page.getByRole('button', { name: u.signInButton, exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(u.invalidCredentials);
        await expect(page.getByLabel(u.email)).toHaveValue(email);
        await page.getByLabel(u.password, { exact: true }).fill('secret-123');
        await page.getByRole('button', { name: u.signInButton, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

        await page.context().clearCookies();
        await page.goto(`${prefix}/auth`);
        await page.getByRole('link', { name: t('auth.forgot.link') }).click();
        await page.getByLabel(u.email).fill(email);
        await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
        await expect(page.getByRole('status')).toContainText(t('auth.forgot.sent').replace('{email}', email));
        await page.getByRole('link', { name: t('auth.goToSignIn') }).click();
        await expect(page.getByRole('button', { name: u.signInButton, exact: true })).toBeVisible();

        // The e-mailed link's form posts too: a mismatch is said in place, then the new password holds.
        await page.goto(await resetLinkFor(page, email));
        await page.getByLabel(t('auth.field.newPassword')).fill('new-secret-9');
        await page.getByLabel(t('auth.field.confirmPassword')).fill('new-secret-8');
        await page.getByRole('button', { name: t('auth.reset.submit') }).click();
        await expect(page.getByText(t('auth.error.passwordsDontMatch'))).toBeVisible();
        await page.getByLabel(t('auth.field.newPassword')).fill('new-secret-9');
        await page.getByLabel(t('auth.field.confirmPassword')).fill('new-secret-9');
        await page.getByRole('button', { name: t('auth.reset.submit') }).click();
        await expect(page.getByRole('status')).toContainText(t('auth.reset.done'));
        await page.context().clearCookies();
        await signIn(page, lang, email, 'new-secret-9');
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      });
  });

  if (runsIn(lang, 'en'))
    test(`${lang}: what is typed while the sign-up code is on its way is kept when it arrives`, async ({ page }) => {
      const release = await holdChunk(page, panelChunk);
      await page.goto(`${prefix}/auth?mode=signUp`);
      const typed = {
        [u.fullName]: lang === 'th' ? 'ชไมพร พิมพ์ก่อน' : 'Chamaiporn Early',
        [u.email]: uniqueEmail(`auth-early-${lang}`),
        [u.password]: 'secret-123',
        [u.confirm]: 'secret-123',
      };
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).pressSequentially(value);
      await expect(page.locator(unhydratedPanel)).toHaveCount(1);
      release();
      await expect(page.locator(unhydratedPanel)).toHaveCount(0);
      for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      // The island sends what it adopted: the account is made and awaits its confirmation link.
      await page.getByRole('button', { name: u.createButton, exact: true }).click();
      await expect(page.getByRole('heading', { name: u.accountCreated })).toBeVisible();
    });
}

for (const lang of ['en', 'th'] as const) {
  const u = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: the sign-in page loads its code on first use; "Sign up" tapped while it loads switches in place, keeping the e-mail`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const release = await holdChunk(page, panelChunk);
      await page.goto(`${prefix}/auth?next=${encodeURIComponent(`${prefix}/packages`)}`);
      await page.waitForLoadState('networkidle');
      // Nothing but reading the page: no React, no form code.
      expect(requested.filter((url) => panelChunk(new URL(url)))).toEqual([]);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

      const email = uniqueEmail(`auth-switch-${lang}`);
      await page.getByLabel(u.email).pressSequentially(email);
      await expect.poll(() => requested.filter((url) => panelChunk(new URL(url))).length).toBe(1);
      await page.getByRole('link', { name: u.signUpLink, exact: true }).click();
      await expect(page.locator(unhydratedPanel)).toHaveCount(1);
      release();

      await expect(page.getByRole('heading', { name: u.createButton })).toBeVisible();
      await expect(page.getByLabel(u.email)).toHaveValue(email);
      // In place: the same document, its address saying the mode (and still where to go next).
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      expect(new URL(page.url()).searchParams.get('mode')).toBe('signUp');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`${prefix}/packages`);
      await page.reload();
      await expect(page.getByRole('heading', { name: u.createButton })).toBeVisible();
    });
}

const resetChunk = (url: URL) => /\/ResetPasswordForm\.[\w-]+\.js$/.test(url.pathname);

for (const lang of ['en', 'th'] as const) {
  const t = textFor(lang);
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: the new password typed while the reset form's code is on its way is kept and saved`, async ({ page }) => {
      const email = uniqueEmail(`reset-early-${lang}`);
      const signedUp = await page.request.post('/_actions/auth.signUp', {
        data: {
          fullName: 'Early Reset',
          email,
          password: 'old-secret-1',
          confirmPassword: 'old-secret-1',
          phone: '',
          company: '',
          locale: lang,
        },
      });
      expect(signedUp.status(), await signedUp.text()).toBe(200);
      await page.context().clearCookies();
      const asked = await page.request.post('/_actions/auth.requestPasswordReset', { data: { email, locale: lang } });
      expect(asked.status(), await asked.text()).toBe(200);
      const link = await resetLinkFor(page, email);

      const release = await holdChunk(page, resetChunk);
      await page.goto(link);
      await page.getByLabel(t('auth.field.newPassword')).pressSequentially('new-secret-7');
      await page.getByLabel(t('auth.field.confirmPassword')).pressSequentially('new-secret-7');
      await expect(page.locator('[client="interaction"][ssr][component-url*="ResetPasswordForm"]')).toHaveCount(1);
      release();
      await expect(page.locator('[client="interaction"][ssr][component-url*="ResetPasswordForm"]')).toHaveCount(0);
      await expect(page.getByLabel(t('auth.field.newPassword'))).toHaveValue('new-secret-7');
      await expect(page.getByLabel(t('auth.field.confirmPassword'))).toHaveValue('new-secret-7');
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await expect(page.getByRole('status')).toContainText(t('auth.reset.done'));

      await page.context().clearCookies();
      await signIn(page, lang, email, 'new-secret-7');
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    });
}
