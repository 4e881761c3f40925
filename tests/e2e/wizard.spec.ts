/**
 * The project-planning wizard in #call-to-action (public-site §2, §4, §5, §8, §9), in both languages,
 * against the built site and its local database. Time is Playwright's fake clock: the progress
 * messages, the 60 s cooldown and the 3 s redirect run when a test says so, not in real time.
 *
 * Plans are made in the browser (docs/decisions/0019): only the submit reaches the server.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, followConfirmationLink, prefixOf, text, uniqueEmail, waitForIslands, type Lang } from './support/auth';
import {
  COOLDOWN_MS,
  descriptions,
  expectAccessibleWizard,
  generateButton,
  generatePlan,
  mailsTo,
  openWizard,
  showWizard,
  priceOf,
  PROGRESS_STEPS_MS,
  wizard,
  wizardText,
} from './support/wizard';
import { expectBreaksOnlyBetween } from './support/lines';
import { runsIn } from './support/languages';

// Flows run axe per step.
test.describe.configure({ timeout: 120_000 });

// A fresh server creates its database on the first request that needs it (seconds, blocking):
// do that before the first test's clock-driven steps.
test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/me')).ok()).toBe(true);
});

// The home in its one form (decision 0042): / and /th.
const homeUrl = (lang: Lang) => new RegExp(`:\\d+${prefixOf(lang) || '/'}(#call-to-action)?$`);

async function me(page: Page) {
  const response = await page.request.get('/api/me');
  return (await response.json()) as { signedIn: boolean; email?: string; fullName?: string; phone?: string; company?: string };
}

/** The stored quote's id, as the confirmation step shows it (its reference is the first 8 characters). */
async function quoteIdShown(page: Page): Promise<string> {
  const reference = wizard(page).locator('[data-quote-id]');
  const id = (await reference.getAttribute('data-quote-id')) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(reference).toContainText(id.slice(0, 8).toUpperCase());
  return id;
}

/** The wizard's top edge is just under the fixed header after a step change. */
async function expectScrolledToWizard(page: Page) {
  await expect.poll(() => wizard(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThan(200);
  await expect.poll(() => wizard(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
}

for (const lang of ['en', 'th'] as const) {
  const w = wizardText[lang];
  const prefix = prefixOf(lang);

  // Behavioural journeys run in one language each, alternating (issue 34). The first step's rules
  // (minimum, cooldown, limit) in both languages' words: tests/component/wizard.test.tsx.
  if (runsIn(lang, 'en'))
    test(`${lang}: a visitor plans a project, creates an account, confirms the address from the e-mail and finds the quote signed in`, async ({
      page,
    }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      await expectAccessibleWizard(page);

      // Step 0: the counter counts characters; the progress messages take 1000, 1000, 1000 and 800 ms.
      await ui.getByLabel(w.descriptionLabel).fill(descriptions[lang].shop);
      await expect(page.locator('[data-description-count]')).toContainText(String(Array.from(descriptions[lang].shop).length));
      await generateButton(page).click();
      const progress = page.locator('[data-wizard-progress]');
      for (const [index, ms] of PROGRESS_STEPS_MS.entries()) {
        await expect(progress).toHaveText(w.progress[index]!);
        await page.clock.runFor(ms - 1);
        await expect(progress).toHaveText(w.progress[index]!);
        await page.clock.runFor(1);
      }

      // Step 1: the plan, presented as AI-made, with the detected needs recommended and selected.
      const planHeading = ui.getByRole('heading', { name: w.planHeading });
      await expect(planHeading).toBeVisible({ timeout: 15_000 });
      await expect(planHeading).toBeFocused();
      await expect(page.locator('[data-plan-badge]')).toHaveText(w.planBadge);
      await expect(page.locator('[data-plan-timeline]')).toHaveText(lang === 'th' ? '4–6 สัปดาห์' : '4–6 weeks');
      for (const key of ['ecommerce', 'multilingual'] as const) {
        const feature = page.locator(`[data-feature="${key}"]`);
        await expect(feature.locator('[data-recommended]')).toHaveText(w.recommended);
        await expect(feature.getByRole('checkbox')).toBeChecked();
      }
      await expect(page.locator('[data-recommended]')).toHaveCount(2);
      expect(await priceOf(page.locator('[data-plan-base-price]'))).toBe(25000);
      expect(await priceOf(page.locator('[data-plan-final-price]'))).toBe(38000);
      await expectAccessibleWizard(page);

      // Step 2: the page scrolls back up to the wizard; the required fields alert when left empty.
      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await expect(ui.getByRole('heading', { name: w.contactHeading })).toBeFocused();
      await expectScrolledToWizard(page);
      const submit = ui.getByRole('button', { name: w.submit });
      await expect(submit).toBeDisabled();
      await ui.getByLabel(w.name, { exact: true }).focus();
      await ui.getByLabel(w.email, { exact: true }).focus();
      await ui.getByLabel(w.phone).focus();
      await expect(ui.getByRole('alert').filter({ hasText: w.nameRequired })).toBeVisible();
      await expect(ui.getByRole('alert').filter({ hasText: w.emailRequired })).toBeVisible();
      await expect(ui.getByLabel(w.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleWizard(page);

      const user = {
        name: lang === 'th' ? 'สมชาย วางแผน' : 'Nok Planner',
        email: uniqueEmail(`wizard-account-${lang}`),
        phone: '+66 81 234 5678',
        company: 'Sweet Bangkok Co.',
      };
      await ui.getByLabel(w.name, { exact: true }).fill(user.name);
      await ui.getByLabel(w.email, { exact: true }).fill(ADMIN.email);
      await ui.getByLabel(w.phone).fill(user.phone);
      await ui.getByLabel(w.company).fill(user.company);
      await expect(ui.getByText(w.skip)).toBeVisible();

      // A password of 5 characters is refused in the browser; nothing is sent.
      await ui.getByLabel(w.password).fill('12345');
      await submit.click();
      await expect(ui.getByRole('alert').filter({ hasText: w.passwordMin })).toBeVisible();
      await expect(ui.getByLabel(w.password)).toHaveAttribute('aria-invalid', 'true');

      // An address that already has an account: the server refuses with a way to sign in.
      await ui.getByLabel(w.password).fill('secret-123');
      await submit.click();
      const errorBox = ui
        .getByRole('alert')
        .filter({ hasText: lang === 'th' ? 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว' : 'An account with this e-mail already exists' });
      await expect(errorBox).toBeVisible();
      await expect(errorBox.getByRole('link', { name: lang === 'th' ? 'เข้าสู่ระบบ' : 'Sign in' })).toHaveAttribute('href', /\/auth\?next=/);
      await expectAccessibleWizard(page);

      await ui.getByLabel(w.email, { exact: true }).fill(user.email);
      await submit.click();

      // Step 3: the request is stored; the new account awaits its confirmation link (decision 0049), so
      // the step says where the link went and opens no dashboard: nobody is signed in yet.
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeFocused();
      await expect(page.locator('[data-wizard-confirm-email]')).toContainText(user.email);
      await expect(ui.getByRole('link', { name: w.goToDashboard })).toHaveCount(0);
      const quoteId = await quoteIdShown(page);
      await page.clock.runFor(5000);
      await expect(page).toHaveURL(homeUrl(lang));
      expect(await me(page)).toMatchObject({ signedIn: false });

      // The link in the confirmation e-mail signs the owner in; the quote is on their dashboard.
      await followConfirmationLink(page, lang, user.email);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(user.name);
      await expect(page.locator(`tr[data-quote="${quoteId}"]`)).toBeVisible();
      expect(await me(page)).toMatchObject({
        signedIn: true,
        email: user.email,
        fullName: user.name,
        phone: user.phone,
        company: user.company,
      });

      // The quote went out: the plan to the customer, the request to the studio, both at 38,000 baht.
      await expect
        .poll(async () => (await mailsTo(page, user.email)).map((m) => m.kind).sort())
        .toEqual(expect.arrayContaining(['custom_project_plan', 'onboarding_request']));
      const mails = await mailsTo(page, user.email);
      const plan = mails.find((m) => m.kind === 'custom_project_plan')!;
      expect(plan.to).toBe(user.email);
      expect(plan.text).toContain('38,000');
      expect(plan.text).toContain(`${prefix}/dashboard`);
      // The studio's alert names the stored quote (written in the same transaction as the e-mails).
      const request = mails.find((m) => m.kind === 'onboarding_request')!;
      expect(request.text).toContain('38,000');
      expect(request.text).toContain(quoteId);
      expect(mails.some((m) => m.kind === 'quote_request_without_account')).toBe(false);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: a visitor who skips the account gets the quote by e-mail only and stays signed out`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      // Axe also checks the wizard while the progress messages show.
      await generatePlan(page, lang, descriptions[lang].plain, () => expectAccessibleWizard(page));

      // Nothing detected: no recommendation, the base price alone; then enhancements add exactly their price.
      await expect(page.locator('[data-recommended]')).toHaveCount(0);
      const total = page.locator('[data-plan-final-price]');
      expect(await priceOf(total)).toBe(15000);
      await ui.getByRole('checkbox', { name: w.featureName.mobile }).check();
      await expect.poll(() => priceOf(total)).toBe(15000 + 25000);
      await ui.getByRole('checkbox', { name: w.featureName.seo }).check();
      await expect.poll(() => priceOf(total)).toBe(15000 + 25000 + 10000);
      await ui.getByRole('checkbox', { name: w.featureName.mobile }).uncheck();
      await expect.poll(() => priceOf(total)).toBe(15000 + 10000);
      expect(await priceOf(page.locator('[data-plan-base-price]'))).toBe(15000);

      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await expect(ui.getByLabel(w.password)).toBeVisible();
      await ui.getByLabel(w.skip).check();
      await expect(ui.getByLabel(w.password)).toHaveCount(0);
      const visitor = { name: lang === 'th' ? 'มานี ไม่มีบัญชี' : 'Mali Mailonly', email: uniqueEmail(`wizard-skip-${lang}`) };
      await ui.getByLabel(w.name, { exact: true }).fill(visitor.name);
      await ui.getByLabel(w.email, { exact: true }).fill(visitor.email);
      await ui.getByRole('button', { name: w.submit }).click();

      // A sensible end: where the quote went, no dashboard to open, no redirect.
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      await expect(page.locator('[data-wizard-email-only]')).toContainText(w.emailOnly(visitor.email));
      await expect(ui.getByRole('link', { name: w.goToDashboard })).toHaveCount(0);
      const quoteId = await quoteIdShown(page);
      // A reload shows the confirmation again, with its reference (issue 39: an empty first step).
      await page.reload();
      await showWizard(page);
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      expect(await quoteIdShown(page)).toBe(quoteId);
      await expectAccessibleWizard(page);
      await page.clock.runFor(10_000);
      await expect(page).toHaveURL(homeUrl(lang));
      expect((await me(page)).signedIn).toBe(false);
      await expect(page.locator('[data-member-toggle]')).toBeHidden();

      // The plan to the visitor (no dashboard link) and the no-account alert to the studio, at 25,000 baht.
      await expect
        .poll(async () => (await mailsTo(page, visitor.email)).map((m) => m.kind).sort())
        .toEqual(['custom_project_plan', 'quote_request_without_account']);
      const mails = await mailsTo(page, visitor.email);
      const plan = mails.find((m) => m.kind === 'custom_project_plan')!;
      expect(plan.to).toBe(visitor.email);
      expect(plan.text).toContain('25,000');
      expect(plan.text).toContain(w.featureName.seo);
      expect(plan.text).not.toContain('/dashboard');
      const alert = mails.find((m) => m.kind === 'quote_request_without_account')!;
      expect(alert.text).toContain('25,000');
      expect(alert.text).toContain(descriptions[lang].plain);
      expect(alert.text).toContain(quoteId);

      // Start new project resets everything: text, plan, attempt count and cooldown.
      await ui.getByRole('button', { name: w.startNew }).click();
      await expect(ui.getByRole('heading', { name: w.planHeading })).toHaveCount(0);
      await expect(ui.getByLabel(w.descriptionLabel)).toHaveValue('');
      await ui.getByLabel(w.descriptionLabel).fill(descriptions[lang].shop);
      await expect(generateButton(page)).toBeEnabled();
      await expect(generateButton(page)).toHaveText(w.generate);
      await page.reload();
      await showWizard(page);
      await ui.getByLabel(w.descriptionLabel).fill(descriptions[lang].shop);
      await expect(generateButton(page)).toBeEnabled();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a signed-in user finds the contact details prefilled and no password field`, async ({ page }) => {
      const ui = wizard(page);
      const user = {
        name: lang === 'th' ? 'วิภา ลูกค้าเดิม' : 'Wipa Returning',
        email: uniqueEmail(`wizard-member-${lang}`),
        phone: '+66 2 987 6543',
        company: 'Chiang Mai Builds',
      };
      await page.goto(`${prefix}/auth?mode=signUp`);
      await waitForIslands(page);
      await page.getByLabel(text[lang].fullName).fill(user.name);
      await page.getByLabel(text[lang].email).fill(user.email);
      await page.getByLabel(text[lang].password, { exact: true }).fill('secret-123');
      await page.getByLabel(text[lang].confirm).fill('secret-123');
      await page.getByLabel(w.authPhone).fill(user.phone);
      await page.getByLabel(w.authCompany).fill(user.company);
      await page.getByRole('button', { name: text[lang].createButton, exact: true }).click();
      // The address is confirmed from the e-mailed link, which signs the person in (decision 0049).
      await expect(page.getByRole('heading', { name: text[lang].accountCreated })).toBeVisible();
      await followConfirmationLink(page, lang, user.email);

      await openWizard(page, lang);
      await generatePlan(page, lang, descriptions[lang].shop);
      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await expect(ui.getByLabel(w.name, { exact: true })).toHaveValue(user.name);
      await expect(ui.getByLabel(w.email, { exact: true })).toHaveValue(user.email);
      await expect(ui.getByLabel(w.phone)).toHaveValue(user.phone);
      await expect(ui.getByLabel(w.company)).toHaveValue(user.company);
      await expect(page.locator('[data-wizard-signed-in]')).toContainText(user.email);
      await expect(ui.getByLabel(w.password)).toHaveCount(0);
      await expect(ui.getByLabel(w.skip)).toHaveCount(0);
      await expectAccessibleWizard(page);

      await ui.getByRole('button', { name: w.submit }).click();
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      const quoteId = await quoteIdShown(page);
      await expectAccessibleWizard(page);
      await ui.getByRole('link', { name: w.goToDashboard }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      await expect
        .poll(async () => (await mailsTo(page, user.email)).map((m) => m.kind))
        .toEqual(expect.arrayContaining(['custom_project_plan', 'onboarding_request']));
      const mails = await mailsTo(page, user.email);
      expect(mails.find((m) => m.kind === 'custom_project_plan')!.text).toContain('38,000');
      expect(mails.find((m) => m.kind === 'onboarding_request')!.text).toContain(quoteId);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: after a generation, another is blocked for 60 s with a countdown, across a reload`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      await generatePlan(page, lang, descriptions[lang].plain);
      await ui.getByRole('button', { name: w.continue, exact: true }).click();

      // Start over from step 2: back to step 0 with the text kept and no stale plan.
      await ui.getByRole('button', { name: w.startOver }).click();
      await expect(wizard(page)).toHaveAttribute('data-wizard-step', '0');
      await expect(wizard(page).getByRole('heading', { level: 3 })).toBeFocused();
      await expect(ui.getByLabel(w.descriptionLabel)).toHaveValue(descriptions[lang].plain);
      await expect(page.locator('[data-plan-final-price]')).toHaveCount(0);

      const button = generateButton(page);
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(w.countdown(60));
      await expect(ui.getByRole('status').filter({ hasText: w.cooldown })).toBeVisible();
      await expectAccessibleWizard(page);
      await page.clock.runFor(30_000);
      await expect(button).toHaveText(w.countdown(30));
      await page.clock.runFor(29_000);
      await expect(button).toHaveText(w.countdown(1));
      await expect(button).toBeDisabled();
      await page.clock.runFor(1000);
      await expect(button).toBeEnabled();
      await expect(button).toHaveText(w.generate);
      await expect(ui.getByText(w.cooldown)).toHaveCount(0);

      // The second generation starts a new cooldown, and the time of it survives a reload.
      await generatePlan(page, lang);
      await ui.getByRole('button', { name: w.startOver }).click();
      await page.reload();
      await showWizard(page);
      await ui.getByLabel(w.descriptionLabel).fill(descriptions[lang].plain);
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(new RegExp(w.countdown(999).replace('999', '\\d+')));
      await expect(ui.getByRole('status').filter({ hasText: w.cooldown })).toBeVisible();
      await page.clock.runFor(COOLDOWN_MS);
      await expect(button).toBeEnabled();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: 49 characters keep the generate button disabled with the hint`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      const field = ui.getByLabel(w.descriptionLabel);
      // 48 letters and an emoji: 49 characters (50 UTF-16 units).
      await field.fill(`${(lang === 'th' ? 'ก' : 'a').repeat(48)}😀`);
      await expect(page.locator('[data-description-count]')).toContainText('49');
      await expect(generateButton(page)).toBeDisabled();
      await expect(ui.getByText(w.minHint)).toBeVisible();
      await field.blur();
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleWizard(page);

      await field.press('End');
      await field.pressSequentially('!');
      await expect(page.locator('[data-description-count]')).toContainText('50');
      await expect(generateButton(page)).toBeEnabled();
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toHaveCount(0);
    });
}

test('ten generations reach the limit, and a reload keeps the count', async ({ page }) => {
  const ui = wizard(page);
  test.setTimeout(180_000);
  const w = wizardText.en;
  await openWizard(page, 'en');
  await ui.getByLabel(w.descriptionLabel).fill(descriptions.en.plain);
  for (let generation = 1; generation <= 10; generation += 1) {
    await generatePlan(page, 'en');
    await ui.getByRole('button', { name: w.startOver }).click();
    await page.clock.runFor(COOLDOWN_MS);
    if (generation === 1) await expect(page.getByText('9 of 10 plan generations left')).toBeVisible();
  }
  const maxed = ui.getByRole('alert').filter({ hasText: w.maxAttempts });
  await expect(maxed).toBeVisible();
  await expect(generateButton(page)).toBeDisabled();
  await expect(generateButton(page)).toHaveText(w.generate);
  await expectAccessibleWizard(page);

  await page.reload();
  await showWizard(page);
  await expect(maxed).toBeVisible();
  await ui.getByLabel(w.descriptionLabel).fill(descriptions.en.shop);
  await expect(generateButton(page)).toBeDisabled();

  // The count belongs to the browser, whatever the language.
  await page.goto('/th');
  await showWizard(page);
  await expect(ui.getByRole('alert').filter({ hasText: wizardText.th.maxAttempts })).toBeVisible();
  await expectAccessibleWizard(page);
});

test('the home page loads no React until the wizard scrolls into view', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The wizard island, React's renderer (client.*.js) or React itself.
  const reactish = (path: string) => /\/_astro\/(Wizard|client|react)\.[\w-]+\.js$/.test(path);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(reactish)).toEqual([]);
  await showWizard(page);
  expect(scripts.filter((path) => /\/_astro\/Wizard\./.test(path))).toHaveLength(1);
});

// Four step labels share a phone's width: Thai ones break between words, never inside one
// (the browser's dictionary alone gives "รายละเอียดโปร / เจกต์").
test('th: at 390px the step labels break only between words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/th');
  await showWizard(page);
  const labels = wizard(page).locator('nav li > span:last-child');
  const words = [['รายละเอียด', 'โปรเจกต์'], ['แผน', 'โปรเจกต์'], ['ข้อมูล', 'ติดต่อ'], ['ยืนยัน']];
  await expect(labels).toHaveCount(words.length);
  for (const [index, label] of words.entries()) await expectBreaksOnlyBetween(labels.nth(index), label);
});
