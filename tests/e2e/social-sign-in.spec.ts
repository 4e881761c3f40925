// Sign in with LINE and Google on the local adapter (decision 0048), in both languages, against the
// fake OIDC providers (tests/integration/support/fakeOidc.ts) that fakeServices.ts starts: a person
// clicks the button, picks an account at the provider and allows it, as they would at LINE or Google.
import { expect, test } from '@playwright/test';
import { confirmationLink, prefixOf, signIn, text, uniqueEmail, type Lang } from './support/auth';
import { runsIn } from './support/languages';
import { allowAt, googleLoginWithAnOwnersAddress, linkGoogleThenRemoveLine, methodsCard, socialWords } from './support/social';

const words = socialWords;

for (const lang of ['en', 'th'] as const satisfies Lang[]) {
  const w = words[lang];
  const prefix = prefixOf(lang);

  test.describe(`social sign-in (${lang})`, () => {
    // The first on-demand request of a run opens the database; the providers' discovery comes on top.
    test.setTimeout(90_000);
    if (runsIn(lang, 'th'))
      test('LINE creates an account that is asked for its e-mail; Google links; the last way in stays', async ({ page }) => {
        const user = `somchai-${lang}-${Date.now().toString(36)}`;
        await page.goto(`${prefix}/auth`);
        await page.getByRole('button', { name: w.line }).click();
        await allowAt(page, user);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));

        // LINE gave no address: the dashboard asks for one before quotes can be sent.
        const prompt = page.locator('[data-add-email]');
        await expect(prompt.getByRole('heading', { name: w.addEmailTitle })).toBeVisible();
        const email = uniqueEmail(`line-${lang}`);
        await prompt.getByLabel(w.emailField).fill(email);
        await prompt.getByRole('button', { name: w.saveEmail }).click();
        // The address is the account's once the link mailed to it is followed (decision 0049): until then
        // the prompt stays and says where the link went.
        await expect(page.locator('[data-email-sent]')).toContainText(w.emailSent(email));
        // The page comes back at the prompt, not at the settings further down.
        await expect(page.locator('[data-email-sent]')).toBeInViewport();
        await expect(page.locator('[data-add-email]').getByLabel(w.emailField)).toHaveValue(email);
        await page.goto(await confirmationLink(page, email));
        await expect(page.getByRole('heading', { level: 1, name: text[lang].confirmedTitle })).toBeVisible();
        await page.getByRole('link', { name: text[lang].goToDashboard }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
        await expect(page.locator('[data-add-email]')).toHaveCount(0);

        // LINE is the only way in: no Remove, and the server refuses a crafted request too.
        const card = methodsCard(page);
        await expect(card.getByRole('heading', { name: w.methods })).toBeVisible();
        await expect(card.locator('[data-identity]')).toHaveCount(1);
        await expect(card.getByText(w.onlyOne)).toBeVisible();
        await expect(card.getByRole('button', { name: w.removeLine })).toHaveCount(0);
        const origin = new URL(page.url()).origin;
        await page.evaluate(
          async ({ origin, lang }) => {
            const form = document.createElement('form');
            form.method = 'post';
            form.action = `${origin}/api/auth/identities`;
            for (const [name, value] of Object.entries({ provider: 'line', locale: lang })) {
              const input = document.createElement('input');
              input.type = 'hidden';
              input.name = name;
              input.value = value;
              form.append(input);
            }
            document.body.append(form);
            form.submit();
          },
          { origin, lang },
        );
        await expect(page).toHaveURL(/identity_error=last_sign_in_method/);
        await expect(methodsCard(page).getByRole('alert')).toContainText(w.lastMethod);

        // Link Google from the settings, with the same person's Google account; now LINE can go, and then
        // Google is the last way in.
        await linkGoogleThenRemoveLine(page, lang, user);

        // Signing in with Google again is the same account.
        await page.context().clearCookies();
        await page.goto(`${prefix}/auth`);
        await page.getByRole('button', { name: w.google }).click();
        await allowAt(page, user);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
        await expect(methodsCard(page).locator('[data-identity="google"]')).toBeVisible();
        await expect(page.locator('[data-add-email]')).toHaveCount(0);
      });

    if (runsIn(lang, 'en'))
      test("a Google login with an existing account's address does not sign in to it; its owner links it", async ({ page }) => {
        const { email, password } = await googleLoginWithAnOwnersAddress(page, lang, `owner-${lang}`);
        // Not signed in: the dashboard sends back to /auth.
        await page.goto(`${prefix}/dashboard`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/auth`));

        // The owner signs in with the password, then links the same Google account.
        await signIn(page, lang, email, password);
        await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard`));
        await methodsCard(page).getByRole('button', { name: w.linkGoogle }).click();
        await allowAt(page, email);
        await expect(methodsCard(page).getByText(w.linked)).toBeVisible();
        await expect(methodsCard(page).locator('[data-identity="email"]')).toBeVisible();
        await expect(methodsCard(page).locator('[data-identity="google"]')).toBeVisible();
      });
  });
}

test('the buttons work before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/th/auth');
  await page.getByRole('button', { name: words.th.line }).click();
  await allowAt(page, `nojs-${Date.now().toString(36)}`);
  await expect(page).toHaveURL(/\/th\/dashboard/);
  await context.close();
});
