/**
 * Issue 24: the planner reads how owners describe their projects and says why. A description with
 * booking and a deposit paid by bank transfer (slip attached) gets the e-commerce tier, with accounts
 * recommended (docs/decisions/0035-planner-booking.md), named as a booking site with payment (0068); the plan shows what it understood and from
 * which words, in the visitor's language, and the studio's e-mail carries the same lines. A reload on
 * the wizard returns to the wizard. In English and Thai, at 390 and 1366 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { prefixOf, uniqueEmail } from './support/auth';
import { generatePlan, mailsTo, openWizard, priceOf, showWizard, wizard, wizardText } from './support/wizard';
import { runsIn } from './support/languages';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  // A fresh database is created on this first request: slow on a busy machine.
  test.setTimeout(120_000);
  expect((await request.get('/api/me')).ok()).toBe(true);
});

const cases = {
  th: {
    description: 'ร้านทำเล็บย่านอารีย์ค่ะ อยากได้ระบบจองคิวออนไลน์ ลูกค้าจองแล้วโอนเงินมัดจำ แนบสลิปในเว็บได้เลยนะคะ',
    heading: 'สิ่งที่เราเข้าใจจากรายละเอียดของคุณ',
    title: 'แผนเว็บไซต์ระบบจองพร้อมรับชำระเงินออนไลน์',
    lines: ['รับชำระเงินออนไลน์ — จากคำว่า “โอนเงินมัดจำ แนบสลิป”', 'ระบบจองออนไลน์ — จากคำว่า “จองคิว”'],
    // The studio's alert is in English, quoting the visitor's Thai words.
    studio: ['Online payment — from “โอนเงินมัดจำ แนบสลิป”', 'Online booking — from “จองคิว”'],
  },
  en: {
    description:
      'Our nail salon in Ari wants online booking: clients book an appointment and pay a deposit by bank transfer, then upload the slip.',
    heading: 'What we understood',
    title: 'Booking Website with Online Payment Plan',
    lines: ['Online payment — from “pay a deposit by bank transfer”, “slip”', 'Online booking — from “booking”, “book an appointment”'],
    studio: ['Online payment — from “pay a deposit by bank transfer”, “slip”', 'Online booking — from “booking”, “book an appointment”'],
  },
} as const;

/** The wizard's box is in the viewport, its top under the fixed header. */
async function expectWizardInView(page: Page) {
  await expect
    .poll(() => wizard(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 })
    .toBeLessThan(page.viewportSize()!.height / 2);
  await expect.poll(() => wizard(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBeGreaterThan(0);
}

for (const lang of ['en', 'th'] as const) {
  const w = wizardText[lang];
  const c = cases[lang];

  test(`${lang}: booking with a deposit by bank transfer is priced as a sale with accounts, and the plan says why`, async ({
    page,
  }, testInfo) => {
    const ui = wizard(page);
    await openWizard(page, lang);
    await generatePlan(page, lang, c.description);

    // E-commerce tier (25,000) with e-commerce (5,000) and accounts (8,000) recommended and selected.
    expect(await priceOf(page.locator('[data-plan-base-price]'))).toBe(25000);
    expect(await priceOf(page.locator('[data-plan-final-price]'))).toBe(25000 + 5000 + 8000);
    await expect(ui.getByRole('checkbox', { name: w.featureName.ecommerce })).toBeChecked();
    await expect(ui.getByRole('checkbox', { name: w.featureName.auth })).toBeChecked();
    // Named for what was described, a booking site with payment, not a shop (issue 39).
    await expect.poll(() => ui.locator('[data-plan-title]').evaluate((el) => el.textContent?.replace(/\u200b/g, ''))).toBe(c.title);

    // Under the price: what was understood, from which words, in the visitor's language.
    const why = page.locator('[data-plan-understood]');
    await expect(why.getByRole('heading', { name: c.heading })).toBeVisible();
    await expect(why.locator('[data-understood]')).toHaveText([...c.lines]);

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await why.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`plan-why-${lang}-${width}.png`) });
      // Nothing in the explanation runs off the side of the page.
      const overflow = await why.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    // The studio's alert carries the same explanation (in English), priced by the server.
    await ui.getByRole('button', { name: w.continue, exact: true }).click();
    await ui.getByLabel(w.skip).check();
    const email = uniqueEmail(`planner-${lang}`);
    await ui.getByLabel(w.name, { exact: true }).fill(lang === 'th' ? 'สมศรี ทำเล็บ' : 'Somsri Nails');
    await ui.getByLabel(w.email, { exact: true }).fill(email);
    await ui.getByRole('button', { name: w.submit }).click();
    await expect(ui.getByRole('heading', { name: w.doneHeading })).toBeVisible();

    await expect
      .poll(async () => (await mailsTo(page, email)).map((m) => m.kind).sort())
      .toEqual(['custom_project_plan', 'quote_request_without_account']);
    const mails = await mailsTo(page, email);
    const alert = mails.find((m) => m.kind === 'quote_request_without_account')!;
    expect(alert.text).toContain('How the planner priced it');
    for (const line of c.studio) expect(alert.text).toContain(line);
    expect(alert.text).toContain('38,000');
    // The visitor's own copy explains it in their language.
    const plan = mails.find((m) => m.kind === 'custom_project_plan')!;
    for (const line of c.lines) expect(plan.text).toContain(line);
    expect(plan.text).toContain(c.title);
  });

  if (runsIn(lang, 'en'))
    test(`${lang}: a reload on the plan returns to the wizard, hydrated and on the same step`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openWizard(page, lang);
      await generatePlan(page, lang, c.description);
      await expectWizardInView(page);

      await page.reload();
      // No scrolling by the test: the page itself comes back to the wizard, which then hydrates.
      await expectWizardInView(page);
      await expect(page.locator('astro-island:has([data-wizard])')).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
      await expect(wizard(page).getByRole('heading', { name: w.planHeading })).toBeVisible();
      await expect(page.locator('[data-understood]')).toHaveText([...c.lines]);
      await expectWizardInView(page);
    });
}

test('a fresh visit to the home page still opens at the top', async ({ page }) => {
  await page.goto(`${prefixOf('en')}/`);
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await showWizard(page);
});
