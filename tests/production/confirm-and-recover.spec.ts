// Decision 0049 against the production build and the Supabase stand-in: an address that must be
// confirmed (the stand-in's confirmEmailSuffix: "Confirm email" on for these addresses only, so the
// journeys signing up in parallel are unaffected) sees the panel, is refused at sign-in with a way to
// get a new link, and Supabase's link lands on /auth/confirm signed in; and a two-step recovery code
// works once on Supabase: it removes the authenticators, the password alone signs in, and the code is
// refused after a new enrolment.
import { expect, test, type Page } from '@playwright/test';
import enAuth from '../../src/i18n/en/auth';
import thAuth from '../../src/i18n/th/auth';
import { fillSignUp, openClientMenu, prefixOf, signIn, signUp, text, uniqueEmail, waitForIslands, type Lang } from '../e2e/support/auth';
import { totpCode, twoStepWords } from '../e2e/support/twoStep';
import { authMail, sql, urls } from './support/stack';
import { runsIn } from './support/journeys';

const CONFIRM_SUFFIX = '@confirm.example.com';
const dictionaries = { en: enAuth, th: thAuth };
const words = twoStepWords;

// The Netlify emulation cold-starts each function call: generous on a busy machine.
test.describe.configure({ timeout: 300_000 });
test.use({ navigationTimeout: 120_000 });

test.beforeAll(async () => {
  const response = await fetch(`${urls.gotrue}/__fake/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmEmailSuffix: CONFIRM_SUFFIX }),
  });
  expect(response.status).toBe(200);
});

async function enrol(page: Page, lang: Lang) {
  const w = words[lang];
  await page.goto(`${prefixOf(lang)}/account/two-step`);
  await page.getByRole('button', { name: w.start }).click();
  const secret = (await page.locator('[data-secret]').innerText()).trim();
  await page.locator('input[name="code"]').fill(totpCode(secret));
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.locator('[data-two-step-on]')).toBeVisible();
  const recoveryCodes = await page.locator('[data-recovery-codes] li').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  return recoveryCodes;
}

async function recoveryStep(page: Page, lang: Lang, email: string, password: string) {
  await signIn(page, lang, email, password);
  await page.getByRole('link', { name: words[lang].useRecovery }).click();
  return page.locator('[data-two-step-challenge]');
}

for (const lang of ['en', 'th'] as const) {
  const t = (key: keyof typeof enAuth) => dictionaries[lang][key];
  const u = text[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'en'))
    test(`${lang}: Supabase "Confirm email": the panel, sign-in refused with a new link, the link lands signed in and goes on to the order`, async ({
      page,
    }) => {
      const user = {
        name: lang === 'th' ? 'วรรณา ยืนยัน' : 'Wanna Confirm',
        email: `prod-confirm-${lang}-${Date.now().toString(36)}-${process.pid}${CONFIRM_SUFFIX}`,
        password: 'confirm-pass-1',
      };
      // On the way to an order: the link brings the new client back to it (the redirect keeps ?next=).
      const order = `${prefix}/order/a0000000-0000-4000-8000-000000000002`;
      await fillSignUp(page, lang, user, `/auth?${new URLSearchParams({ next: order })}`);
      await expect(page.getByRole('heading', { name: t('auth.signUp.successTitle') })).toBeVisible();
      const [row] = await sql<{ confirmed: boolean }>(
        'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
        [user.email],
      );
      expect(row).toEqual({ confirmed: false });

      await page.getByRole('link', { name: t('auth.goToSignIn') }).click();
      await page.getByLabel(u.email).fill(user.email);
      await page.getByLabel(u.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: u.signInButton, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t('auth.error.email_not_confirmed'));
      await page.getByRole('button', { name: t('auth.confirm.resend') }).click();
      await expect(page.locator('[data-resend-confirmation] [role="status"]')).toHaveText(
        t('auth.confirm.resent').replace('{email}', user.email),
        { timeout: 60_000 },
      );
      await expect.poll(async () => (await authMail(user.email, 'signup')).length).toBe(2);
      const mails = await authMail(user.email, 'signup');

      // Supabase verifies its link and redirects to /auth/confirm with the PKCE code: this browser signs in.
      await page.goto(mails[1]!.link);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/confirm\\?next=[^&]+&code=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.doneTitle'));
      await page.getByRole('link', { name: t('auth.confirm.continue') }).click();
      await expect(page).toHaveURL(new RegExp(`${order}$`));
      await page.goto(`${prefix}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);

      // The first link was replaced: Supabase refuses it and the page offers a new one.
      await openClientMenu(page, lang).then((menu) => menu.getByRole('button', { name: u.signOut }).click());
      await expect(page.locator('[data-member-toggle]')).toBeHidden();
      await page.goto(mails[0]!.link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.invalidTitle'));
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: a recovery code works once on Supabase: authenticators removed, password alone, refused after re-enrolling`, async ({
      page,
    }) => {
      const user = { name: 'Recover Production', email: uniqueEmail(`prod-recover-${lang}`), password: 'recover-pass-1' };
      await signUp(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      const codes = await enrol(page, lang);
      const [stored] = await sql<{ n: number }>(
        'select count(*)::int as n from public.mfa_recovery_codes c join auth.users u on u.id = c.user_id where u.email = $1',
        [user.email],
      );
      expect(stored).toEqual({ n: 10 });
      await openClientMenu(page, lang).then((menu) => menu.getByRole('button', { name: u.signOut }).click());

      let challenge = await recoveryStep(page, lang, user.email, user.password);
      await challenge.locator('input[name="code"]').fill(codes[2]!);
      await challenge.getByRole('button', { name: words[lang].verify }).click();
      await expect(page.locator('[data-factors-removed]')).toContainText(t('auth.twoStep.factorsRemovedTitle'));
      const [event] = await sql<{ event: string }>(
        'select e.event from public.auth_events e join auth.users u on u.id = e.user_id where u.email = $1',
        [user.email],
      );
      expect(event).toEqual({ event: 'mfa_recovery_code_used' });

      // The password alone now signs in: no code step.
      await waitForIslands(page);
      await page.getByLabel(u.email).fill(user.email);
      await page.getByLabel(u.password, { exact: true }).fill(user.password);
      await page.getByRole('button', { name: u.signInButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      // A new authenticator; the used code (and the old set) no longer work.
      await enrol(page, lang);
      await openClientMenu(page, lang).then((menu) => menu.getByRole('button', { name: u.signOut }).click());
      challenge = await recoveryStep(page, lang, user.email, user.password);
      await challenge.locator('input[name="code"]').fill(codes[2]!);
      await challenge.getByRole('button', { name: words[lang].verify }).click();
      await expect(page.getByRole('alert')).toHaveText(t('auth.error.invalidRecoveryCode'));
    });
}
