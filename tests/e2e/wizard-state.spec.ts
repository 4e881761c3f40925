/**
 * The wizard keeps its state (issue 9, docs/decisions/0019): the plan made in the browser and priced
 * again by the server, the draft across reloads, Back/Forward and the sign-in round trip, what was
 * typed before the island ran, and the first step without JavaScript. In English and Thai.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, prefixOf, signIn, uniqueEmail } from './support/auth';
import { runsIn } from './support/languages';
import { descriptions, generateButton, generatePlan, mailsTo, openWizard, priceOf, showWizard, wizard, wizardText } from './support/wizard';
import { holdChunk } from './support/holdChunk';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  expect((await request.get('/api/me')).ok()).toBe(true);
});

test('the server prices a plan lead itself, whatever price the browser sends', async ({ page }) => {
  const email = uniqueEmail('wizard-price');
  // A plain site (15,000) with the mobile app (25,000): 40,000, whatever the request claims.
  const response = await page.request.post('/_actions/leads.submitPlan', {
    data: {
      description: descriptions.en.plain,
      featureIds: [8],
      finalPrice: 1,
      basePrice: 1,
      plan: { basePrice: 1, finalPrice: 1, optionalFeatures: [] },
      contact: { name: 'Price Check', email, phone: '', company: '' },
      password: '',
      skipAccount: true,
      website: '',
      locale: 'en',
    },
  });
  expect(response.status()).toBe(200);
  await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.kind).sort()).toContain('custom_project_plan');
  const plan = (await mailsTo(page, email)).find((m) => m.kind === 'custom_project_plan')!;
  expect(plan.text).toContain('40,000');
  expect(plan.text).not.toMatch(/฿\s?1\b|THB 1\b/);
});

test('the plan pages answer odd posts with a page, never a server error', async ({ request, baseURL }) => {
  const long = descriptions.en.plain.repeat(200);
  const cases: {
    path: string;
    form?: Record<string, string>;
    multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
    status: number;
  }[] = [
    { path: '/plan', form: {}, status: 422 },
    { path: '/plan', form: { description: long }, status: 422 },
    { path: '/plan', form: { description: `${descriptions.en.plain}\u0000` }, status: 422 },
    {
      path: '/plan',
      multipart: { description: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from(descriptions.en.plain) } },
      status: 422,
    },
    { path: '/th/plan', form: { description: descriptions.th.plain }, status: 200 },
    { path: '/plan/send', form: { description: 'short' }, status: 422 },
    {
      path: '/plan/send',
      form: { description: descriptions.en.plain, 'feature-9': 'on', 'feature-x': 'on', name: '', email: 'not-an-address' },
      status: 422,
    },
  ];
  for (const { path, form, multipart, status } of cases) {
    // A browser's form post names its origin (Astro refuses a cross-site one).
    const response = await request.post(path, {
      ...(form ? { form } : { multipart: multipart! }),
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status(), `${path} ${JSON.stringify(form ?? 'multipart')}`).toBe(status);
    expect(await response.text()).toContain('id="call-to-action"');
  }
});

/** The wizard island's code (its chunk). */
const wizardChunk = (url: URL) => /\/_astro\/Wizard\.[\w-]+\.js$/.test(url.pathname);

for (const lang of ['en', 'th'] as const) {
  const w = wizardText[lang];
  const prefix = prefixOf(lang);
  const person = { name: lang === 'th' ? 'สมหญิง จำได้' : 'Dao Remembers', phone: '+66 81 555 0101', company: 'Keep Co.' };

  // Behavioural journeys run in one language each, alternating (issue 34).
  if (runsIn(lang, 'en'))
    test(`${lang}: a reload on the plan and on the contact step comes back to the same step with the same data`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      await generatePlan(page, lang, descriptions[lang].shop);
      // The shop's plan (38,000) with the mobile app added: 63,000.
      await ui.getByRole('checkbox', { name: w.featureName.mobile }).check();
      await ui.getByRole('checkbox', { name: w.featureName.multilingual }).uncheck();
      await expect.poll(() => priceOf(page.locator('[data-plan-final-price]'))).toBe(38000 + 25000 - 8000);

      await page.reload();
      await showWizard(page);
      await expect(ui).toHaveAttribute('data-wizard-step', '1');
      await expect(ui.getByRole('heading', { name: w.planHeading })).toBeVisible();
      expect(await priceOf(page.locator('[data-plan-final-price]'))).toBe(55000);
      await expect(ui.getByRole('checkbox', { name: w.featureName.mobile })).toBeChecked();
      await expect(ui.getByRole('checkbox', { name: w.featureName.multilingual })).not.toBeChecked();
      await expect(page.locator('[data-recommended]')).toHaveCount(2);

      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await ui.getByLabel(w.name, { exact: true }).fill(person.name);
      await ui.getByLabel(w.email, { exact: true }).fill('dao@example.com');
      await ui.getByLabel(w.phone).fill(person.phone);
      await ui.getByLabel(w.company).fill(person.company);
      await ui.getByLabel(w.password).fill('secret-123');

      await page.reload();
      await showWizard(page);
      await expect(ui).toHaveAttribute('data-wizard-step', '2');
      await expect(ui.getByLabel(w.name, { exact: true })).toHaveValue(person.name);
      await expect(ui.getByLabel(w.email, { exact: true })).toHaveValue('dao@example.com');
      await expect(ui.getByLabel(w.phone)).toHaveValue(person.phone);
      await expect(ui.getByLabel(w.company)).toHaveValue(person.company);
      // The password is never stored.
      await expect(ui.getByLabel(w.password)).toHaveValue('');
      expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toContain('secret-123');
      await expect(ui.getByText('55,000')).toBeVisible();

      // Back to the description: still the same text.
      await ui.getByRole('button', { name: w.startOver }).click();
      await page.reload();
      await showWizard(page);
      await expect(ui).toHaveAttribute('data-wizard-step', '0');
      await expect(ui.getByLabel(w.descriptionLabel)).toHaveValue(descriptions[lang].shop);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: Back and Forward move between the steps on the same page, with the data kept`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      const url = page.url();
      // A mark on this document: a page load would lose it.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

      await generatePlan(page, lang, descriptions[lang].plain);
      await ui.getByRole('checkbox', { name: w.featureName.seo }).check();
      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await ui.getByLabel(w.name, { exact: true }).fill(person.name);

      await page.goBack();
      await expect(ui).toHaveAttribute('data-wizard-step', '1');
      await expect(ui.getByRole('heading', { name: w.planHeading })).toBeFocused();
      // Each step Back or Forward shows is on screen: the browser's scroll restoration does not undo it.
      await expect(wizard(page)).toBeInViewport();
      await expect(ui.getByRole('checkbox', { name: w.featureName.seo })).toBeChecked();
      expect(await priceOf(page.locator('[data-plan-final-price]'))).toBe(15000 + 10000);
      await page.goBack();
      await expect(ui).toHaveAttribute('data-wizard-step', '0');
      await expect(ui.getByLabel(w.descriptionLabel)).toHaveValue(descriptions[lang].plain);
      expect(page.url()).toBe(url);
      expect(await samePage()).toBe(true);
      await expect(wizard(page)).toBeInViewport();

      await page.goForward();
      await expect(ui).toHaveAttribute('data-wizard-step', '1');
      await expect(ui.getByRole('checkbox', { name: w.featureName.seo })).toBeChecked();
      await expect(wizard(page)).toBeInViewport();
      await page.goForward();
      await expect(ui).toHaveAttribute('data-wizard-step', '2');
      await expect(ui.getByLabel(w.name, { exact: true })).toHaveValue(person.name);
      expect(page.url()).toBe(url);
      expect(await samePage()).toBe(true);
      await expect(wizard(page)).toBeInViewport();

      // Sent: the draft is gone, and Back does not return to a form that would send it again.
      await ui.getByLabel(w.skip).check();
      await ui.getByLabel(w.email, { exact: true }).fill(uniqueEmail(`wizard-history-${lang}`));
      await ui.getByRole('button', { name: w.submit }).click();
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('siam-pixel.wizard.draft'))).toBeNull();
      await page.goBack();
      await expect(ui).toHaveAttribute('data-wizard-step', '3');
      // A reload keeps the confirmation (issue 39, decision 0068); Start new project gives an empty first step.
      await page.reload();
      await showWizard(page);
      await expect(ui).toHaveAttribute('data-wizard-step', '3');
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      await ui.getByRole('button', { name: w.startNew }).click();
      await expect(ui).toHaveAttribute('data-wizard-step', '0');
      await expect(ui.getByLabel(w.descriptionLabel)).toHaveValue('');
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: an existing customer sent to sign in comes back to the contact step with their data`, async ({ page }) => {
      const ui = wizard(page);
      await openWizard(page, lang);
      await generatePlan(page, lang, descriptions[lang].shop);
      await ui.getByRole('checkbox', { name: w.featureName.mobile }).check();
      await ui.getByRole('button', { name: w.continue, exact: true }).click();
      await ui.getByLabel(w.name, { exact: true }).fill(person.name);
      await ui.getByLabel(w.email, { exact: true }).fill(ADMIN.email);
      await ui.getByLabel(w.password).fill('secret-123');
      await ui.getByRole('button', { name: w.submit }).click();
      const signInLink = ui.getByRole('alert').getByRole('link', { name: lang === 'th' ? 'เข้าสู่ระบบ' : 'Sign in' });
      await expect(signInLink).toBeVisible();
      await page.clock.resume();
      await signInLink.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth\\?next=`));
      await signIn(page, lang, ADMIN.email, ADMIN.password, '');

      await expect(page).toHaveURL(new RegExp(`${prefix || '/'}#call-to-action$`));
      await showWizard(page);
      await expect(ui).toHaveAttribute('data-wizard-step', '2');
      await expect(page.locator('[data-wizard-signed-in]')).toContainText(ADMIN.email);
      await expect(ui.getByLabel(w.name, { exact: true })).toHaveValue(person.name);
      await expect(ui.getByLabel(w.email, { exact: true })).toHaveValue(ADMIN.email);
      await expect(ui.getByText('63,000')).toBeVisible();
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: what is typed into the description while the wizard's code is on its way is all kept`, async ({ page }) => {
      const release = await holdChunk(page, wizardChunk);
      await page.goto(`${prefix}/`);
      const field = wizard(page).getByLabel(w.descriptionLabel);
      await field.scrollIntoViewIfNeeded();
      await field.pressSequentially(descriptions[lang].shop);
      await expect(page.locator('astro-island[ssr]:has([data-wizard])')).toHaveCount(1);
      release();
      await expect(page.locator('astro-island[ssr]:has([data-wizard])')).toHaveCount(0);
      await expect(field).toHaveValue(descriptions[lang].shop);
      await expect(page.locator('[data-description-count]')).toContainText(String(Array.from(descriptions[lang].shop).length));
      await expect(generateButton(page)).toBeEnabled();
      // And it goes on from there: one more character is counted.
      await field.press('End');
      await field.pressSequentially('!');
      await expect(field).toHaveValue(`${descriptions[lang].shop}!`);
    });
}

for (const lang of ['en', 'th'] as const) {
  const w = wizardText[lang];
  const prefix = prefixOf(lang);

  // The server's answer in each language is the no-JavaScript journey's (both languages, below); this
  // one is about the island taking it over.
  if (runsIn(lang, 'en'))
    test(`${lang}: a description sent before the island ran comes back in place, and the island takes it over`, async ({ page }) => {
      const release = await holdChunk(page, wizardChunk);
      await page.goto(`${prefix}/`);
      const ui = wizard(page);
      const field = ui.getByLabel(w.descriptionLabel);
      await field.fill('A small cafe website');
      await generateButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/plan#call-to-action$`));
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toBeVisible();

      release();
      await showWizard(page);
      await expect(field).toHaveValue('A small cafe website');
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toBeVisible();
      await expect(generateButton(page)).toBeDisabled();
      // The island goes on from there: the message goes once the text is long enough.
      await field.fill(descriptions[lang].plain);
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toHaveCount(0);
      await expect(generateButton(page)).toBeEnabled();
    });

  test(`${lang}: the plan page answered to a posted description passes axe`, async ({ page }) => {
    // The island never runs here: the page as a browser without JavaScript (or a slow one) sees it.
    await page.route(wizardChunk, () => new Promise(() => {}));
    await page.goto(`${prefix}/`);
    await wizard(page).getByLabel(w.descriptionLabel).fill(descriptions[lang].shop);
    await generateButton(page).click();
    await expect(wizard(page).getByRole('heading', { name: w.planHeading })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).include('#call-to-action').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A GET of either page goes back to the wizard.
    for (const path of ['/plan', '/plan/send']) {
      const response = await page.request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toBe(`${prefix || '/'}#call-to-action`);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'th'] as const) {
    const w = wizardText[lang];
    const prefix = prefixOf(lang);

    test(`${lang}: the first step posts and answers in place, the plan's form sends the lead`, async ({ page }) => {
      const ui = wizard(page);
      const email = uniqueEmail(`wizard-nojs-${lang}`);
      await page.goto(`${prefix}/`);
      const field = ui.getByLabel(w.descriptionLabel);
      const short = lang === 'th' ? 'ร้านกาแฟเล็ก\u00a0ๆ' : 'A small cafe';

      // Too short: the message in the page's language, in place, with the text kept.
      await field.fill(short);
      const refused = page.waitForResponse((r) => new URL(r.url()).pathname === `${prefix}/plan` && r.request().method() === 'POST');
      await generateButton(page).click();
      expect((await refused).status()).toBe(422);
      await expect(ui.getByRole('alert').filter({ hasText: w.descriptionMin })).toBeVisible();
      await expect(field).toHaveValue(short);
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      // Long enough: the plan, its price and timeline, the recommended enhancements ticked.
      await field.fill(descriptions[lang].shop);
      await generateButton(page).click();
      await expect(ui.getByRole('heading', { name: w.planHeading })).toBeVisible();
      await expect(page.locator('[data-plan-timeline]')).toHaveText(lang === 'th' ? '4–6 สัปดาห์' : '4–6 weeks');
      expect(await priceOf(page.locator('[data-plan-base-price]'))).toBe(25000);
      expect(await priceOf(page.locator('[data-plan-final-price]'))).toBe(38000);
      await expect(ui.getByRole('checkbox', { name: w.featureName.ecommerce })).toBeChecked();
      await expect(ui.getByRole('checkbox', { name: w.featureName.multilingual })).toBeChecked();

      // The plan's form: a missing name is said in place, with what was chosen and typed kept.
      await ui.getByRole('checkbox', { name: w.featureName.mobile }).check();
      await ui.getByRole('checkbox', { name: w.featureName.multilingual }).uncheck();
      await ui.getByLabel(w.email, { exact: true }).fill(email);
      await ui.getByRole('button', { name: w.submit }).click();
      await expect(ui.getByRole('alert').filter({ hasText: w.nameRequired })).toBeVisible();
      await expect(ui.getByLabel(w.email, { exact: true })).toHaveValue(email);
      await expect(ui.getByRole('checkbox', { name: w.featureName.mobile })).toBeChecked();
      await expect(ui.getByRole('checkbox', { name: w.featureName.multilingual })).not.toBeChecked();

      await ui.getByLabel(w.name, { exact: true }).fill(lang === 'th' ? 'มานะ ไม่มีสคริปต์' : 'Mana Noscript');
      await ui.getByRole('button', { name: w.submit }).click();
      await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();
      await expect(page.locator('[data-wizard-email-only]')).toContainText(w.emailOnly(email));

      // Priced by the server from the choice: 25,000 + e-commerce 5,000 + mobile app 25,000.
      await expect.poll(async () => (await mailsTo(page, email)).map((m) => m.kind)).toContain('custom_project_plan');
      expect((await mailsTo(page, email)).find((m) => m.kind === 'custom_project_plan')!.text).toContain('55,000');
    });
  }
});

// Before the island hydrates (its script slow, blocked or off) nothing counts what is typed: the
// server-rendered "0 / 50" and its bar must not stay on screen as if they did.
for (const [locale, label, minimum] of [
  ['en', 'Your project description', 'Minimum 50 characters required'],
  ['th', 'รายละเอียดโปรเจกต์ของคุณ', 'ต้องมีอย่างน้อย 50 ตัวอักษร'],
] as const) {
  // The page's own CSS at work, whatever the language: one run, in Thai (issue 34).
  if (runsIn(locale, 'th'))
    test(`${locale}: before the wizard hydrates, typing hides the count it cannot keep`, async ({ page }) => {
      // The island's module never arrives: the page stays as the server rendered it.
      await page.route(wizardChunk, () => new Promise(() => {}));
      await page.goto(locale === 'th' ? '/th#call-to-action' : '/#call-to-action');
      const count = page.locator('[data-description-count]');
      await expect(count).toBeVisible();
      await expect(count).toContainText('0');
      await page.getByLabel(label).pressSequentially('A small cafe site');
      await expect(count).toBeHidden();
      await expect(page.locator('[data-description-bar]')).toBeHidden();
      await expect(page.getByText(minimum)).toBeVisible();
      await expect(page.locator('astro-island[ssr]').filter({ has: page.getByLabel(label) })).toHaveCount(1);
    });
}
