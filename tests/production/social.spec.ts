// Sign in with LINE and Google on the production path (decisions 0048, 0060 and its addendum): the
// Netlify build in production mode; LINE run by the site (its fake signs HS256 with the channel secret,
// as LINE's web login does) and the session minted through Supabase Auth's admin API; Google through
// Supabase Auth's stand-in; both fake OIDC providers on 127.0.0.1 (scripts/prod-local.ts).
import { expect, test } from '@playwright/test';
import { prefixOf, signIn, uniqueEmail, type Lang } from '../e2e/support/auth';
import { authMail, sql } from './support/stack';
import { runsIn } from './support/journeys';
import { allowAt, googleLoginWithAnOwnersAddress, linkGoogleThenRemoveLine, methodsCard, socialWords } from '../e2e/support/social';

const words = socialWords;

// Each journey crosses a dozen cold function starts (sign-in, callback, settings, link, callback, unlink).
test.describe.configure({ timeout: 360_000 });

for (const lang of ['en', 'th'] as const satisfies Lang[]) {
  const w = words[lang];
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: LINE (HS256, run by the site) makes an account without e-mail; Google links; the last way in stays`, async ({
      page,
    }) => {
      const user = `prod-somchai-${lang}-${Date.now().toString(36)}`;
      await page.goto(`${prefix}/auth`);
      await page.getByRole('button', { name: w.line }).click();
      await allowAt(page, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
      await expect(page.locator('[data-add-email]').getByRole('heading', { name: w.addEmailTitle })).toBeVisible();

      // In auth.users with the placeholder address (never mailed, never shown) and the LINE subject in
      // app_metadata; the profile, made by handle_new_user from the provider's name, has no address.
      const [row] = await sql<{ email: string; profile_email: string | null; full_name: string; line_subject: string | null }>(
        `select u.email, p.email as profile_email, p.full_name, u.raw_app_meta_data ->> 'line_subject' as line_subject
         from auth.users u join public.profiles p on p.id = u.id where p.full_name ilike $1`,
        [user.replace(/[._-]+/g, ' ')],
      );
      expect(row).toEqual({
        email: expect.stringMatching(/@line\.invalid$/),
        profile_email: null,
        full_name: expect.stringMatching(/^Prod Somchai/i),
        line_subject: expect.any(String),
      });

      // The address Auth mails its link to becomes the account's when the link is followed (decision 0049).
      const email = uniqueEmail(`prod-line-${lang}`);
      const prompt = page.locator('[data-add-email]');
      await prompt.getByLabel(w.emailField).fill(email);
      await prompt.getByRole('button', { name: w.saveEmail }).click();
      await expect(page.locator('[data-email-sent]')).toContainText(email);
      await expect.poll(async () => (await authMail(email, 'email_change')).length).toBe(1);
      const [mail] = await authMail(email, 'email_change');
      await page.goto(mail!.link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmed);
      await page.getByRole('link', { name: w.goToDashboard }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
      await expect(page.locator('[data-add-email]')).toHaveCount(0);
      const [profile] = await sql<{ email: string | null }>(
        `select p.email from public.profiles p join auth.users u on u.id = p.id where u.email = $1`,
        [email],
      );
      expect(profile).toEqual({ email });

      await expect(methodsCard(page).locator('[data-identity]')).toHaveCount(1);
      await expect(methodsCard(page).getByText(w.onlyOne)).toBeVisible();
      await linkGoogleThenRemoveLine(page, lang, user);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a Google login with an existing account's address is refused over Supabase's automatic linking`, async ({ page }) => {
      const { email, password } = await googleLoginWithAnOwnersAddress(page, lang, `prod-owner-${lang}`);

      await signIn(page, lang, email, password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
      await expect(methodsCard(page).locator('[data-identity]')).toHaveCount(1);
      await methodsCard(page).getByRole('button', { name: w.linkGoogle }).click();
      await allowAt(page, email);
      await expect(methodsCard(page).getByText(w.linked)).toBeVisible();
      await expect(methodsCard(page).locator('[data-identity="email"]')).toBeVisible();
      await expect(methodsCard(page).locator('[data-identity="google"]')).toBeVisible();
    });
}
