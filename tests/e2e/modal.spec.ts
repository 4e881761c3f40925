import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import enModal from '../../src/i18n/en/modal';
import thModal from '../../src/i18n/th/modal';
import enLead from '../../src/i18n/en/leadErrors';
import thLead from '../../src/i18n/th/leadErrors';
import { followConfirmationLink, prefixOf, uniqueEmail, type Lang } from './support/auth';
import { expectBreaksOnlyBetween, renderedLines } from './support/lines';
import { openStartProject } from './support/startProject';
import { runsIn } from './support/languages';
import { clientSession } from './support/sessions';
import { outboxPath } from './support/outbox';

/** The Start Your Project modal (spec public-site §2, §5, §8, §9). */

const STUDIO_EMAIL = 'hello@siampixel.example';
const tags = ['wcag2a', 'wcag2aa', 'wcag22aa'];
const dictionaries = { en: enModal, th: thModal } as const;
type Key = keyof typeof enModal;

function textFor(lang: Lang) {
  return (key: Key, vars: Record<string, string | number> = {}) =>
    dictionaries[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A description of exactly `length` characters as the site counts them (code points, trimmed). */
function descriptionOf(lang: Lang, length: number): string {
  const source =
    lang === 'th'
      ? 'ร้านกาแฟในกรุงเทพฯต้องการเว็บไซต์สองภาษาพร้อมระบบจองโต๊ะและเมนูออนไลน์สำหรับลูกค้าชาวไทยและต่างชาติ'
      : 'A bilingual website for our Bangkok coffee shop with table booking and an online menu for guests.';
  const points = Array.from(source.repeat(4)).slice(0, length);
  if (points.at(-1) === ' ') points[points.length - 1] = 'x';
  return points.join('');
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).include('dialog[open]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function controls(dialog: Locator, t: ReturnType<typeof textFor>) {
  return {
    previous: dialog.getByRole('button', { name: t('modal.previous'), exact: true }),
    next: dialog.getByRole('button', { name: t('modal.next'), exact: true }),
    step: dialog.locator('[data-step-indicator]'),
  };
}

/** Matches the requests of one leads action (POST /_actions/leads.<name>). */
const action = (name: string) => (url: URL) => url.pathname.replace(/\/$/, '') === `/_actions/leads.${name}`;

/** Holds the next request to an action until `release()`, so the busy state can be seen. */
async function holdAction(page: Page, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(action(name), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The studio alert (naming the customer and the package) and the customer's confirmation in the local outbox. */
async function expectLeadEmails(page: Page, customer: string, packageName: string, customerPackageName = packageName) {
  await page.goto(outboxPath(STUDIO_EMAIL, customer));
  const studio = page.locator(`[data-outbox-item][data-kind="onboarding_request"][data-to="${STUDIO_EMAIL}"]`);
  await expect(studio.filter({ hasText: customer }).filter({ hasText: packageName })).toHaveCount(1);
  // The customer's copy names the package in their language.
  await page.goto(outboxPath(customer));
  const copy = page.locator(`[data-outbox-item][data-kind="onboarding_confirmation"][data-to="${customer}"]`);
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText(customerPackageName);
}

test('the English modal text is the specification, word for word', () => {
  expect(enModal['modal.title']).toBe('Start Your Project');
  expect(enModal['modal.packages.select']).toBe('Please select a package');
  expect(enModal['modal.packages.moreFeatures']).toBe('+{count} more features');
  expect(enModal['modal.stepOf']).toBe('Step {current} of {total}');
  expect(enModal['modal.quote.label']).toBe('Describe Your Project');
  expect(enModal['modal.quote.hint']).toBe('Minimum 50 characters. Be as detailed as possible for accurate pricing.');
  expect(enModal['modal.quote.ready']).toBe('Great! Your description is detailed enough for an accurate quote.');
  expect(enModal['modal.contact.name']).toBe('Full Name');
  expect(enModal['modal.contact.email']).toBe('Email Address');
  expect(enModal['modal.contact.password']).toBe('Password');
  expect(enModal['modal.contact.passwordHint']).toBe('Password must be at least 6 characters long');
  expect(enModal['modal.submit.sending']).toBe('Sending Request...');
  expect(enModal['modal.submit.creating']).toBe('Creating Account & Sending Request...');
  expect(enModal['modal.failure.title']).toBe('Submission Failed');
  expect(enModal['modal.error.generic']).toBe('Failed to submit project request. Please try again.');
  expect(enModal['modal.error.requestEmail']).toBe('Failed to send project request email');
  expect(enModal['modal.failure.contact']).toBe('Please try again or contact us directly at {email}');
});

/** The catalogue in each language (supabase/seed.sql); e-mails to the studio keep the English name. */
const catalogue = {
  en: {
    starter: 'Starter Website',
    business: 'Business Website',
    starterFeatures: ['Up to 5 pages', 'Mobile-friendly design', 'Thai or English'],
  },
  th: { starter: 'เว็บไซต์สตาร์ทเตอร์', business: 'เว็บไซต์ธุรกิจ', starterFeatures: ['สูงสุด 5 หน้า', 'ดีไซน์รองรับมือถือ', 'ภาษาไทยหรือภาษาอังกฤษ'] },
} as const;

for (const lang of ['en', 'th'] as const) {
  const t = textFor(lang);
  const prefix = prefixOf(lang);
  const names = catalogue[lang];

  if (runsIn(lang, 'th'))
    test(`${lang}: a visitor walks the five steps, gets an account, confirms it from the e-mail and lands on the dashboard`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      const email = uniqueEmail(`modal-visitor-${lang}`);
      await page.goto(`${prefix}/about`);
      const dialog = await openStartProject(page.locator('a[data-start-project]').first());
      const { previous, next, step } = controls(dialog, t);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(t('modal.title'));

      // 1. Packages: from the database, cheapest first, three features each and '+N more features'.
      await expect(step).toHaveText(t('modal.stepOf', { current: 1, total: 5 }));
      const cards = dialog.locator('[data-package-card]');
      await expect(cards).toHaveCount(9);
      const prices = await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price'))));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const count of await cards.evaluateAll((els) => els.map((el) => el.querySelectorAll('[data-package-features] li').length))) {
        expect(count).toBe(3);
      }
      const starter = cards.filter({ has: page.getByRole('radio', { name: names.starter }) });
      await expect(starter.locator('[data-more-features]')).toHaveText(t('modal.packages.moreFeatures', { count: 4 }));
      await expect(starter.locator('[data-package-features] li')).toHaveText([...names.starterFeatures]);
      await expect(previous).toBeDisabled();
      await expect(next).toBeDisabled();
      await expect(dialog.getByText(t('modal.packages.select'), { exact: true })).toBeVisible();
      await axe(page);
      await dialog.getByRole('radio', { name: names.starter }).check();
      await expect(next).toBeEnabled();
      await next.click();

      // 2. Quote: Next waits for 50 characters; the hint, then the green message at exactly 50.
      await expect(step).toHaveText(t('modal.stepOf', { current: 2, total: 5 }));
      await expect(previous).toBeEnabled();
      const description = dialog.getByLabel(t('modal.quote.label'));
      await expect(dialog.getByText(t('modal.quote.hint'))).toBeVisible();
      await description.fill(descriptionOf(lang, 49));
      await expect(next).toBeDisabled();
      await expect(dialog.getByText(t('modal.quote.hint'))).toBeVisible();
      await expect(dialog.getByText(t('modal.quote.ready'))).toHaveCount(0);
      const text = descriptionOf(lang, 50);
      await description.fill(text);
      await expect(dialog.getByText(t('modal.quote.ready'))).toBeVisible();
      await expect(dialog.locator('[data-description-note="ready"]')).toHaveClass(/text-green/);
      await expect(next).toBeEnabled();
      await axe(page);
      // Previous keeps what was chosen.
      await previous.click();
      await expect(dialog.getByRole('radio', { name: names.starter })).toBeChecked();
      await next.click();
      await expect(description).toHaveValue(text);
      await next.click();

      // 3. Contact: name and e-mail, and a password of at least 6 characters for a visitor.
      await expect(step).toHaveText(t('modal.stepOf', { current: 3, total: 5 }));
      await expect(next).toBeDisabled();
      await expect(dialog.getByText(t('modal.contact.passwordHint'))).toBeVisible();
      await dialog.getByLabel(t('modal.contact.name')).fill(lang === 'th' ? 'สมศรี ทดสอบ' : 'Mali Visitor');
      const emailField = dialog.getByLabel(t('modal.contact.email'));
      await emailField.fill('not-an-email');
      await expect(next).toBeDisabled();
      const password = dialog.getByLabel(t('modal.contact.password'));
      await password.fill('12345');
      await expect(next).toBeDisabled();
      await password.fill('123456');
      await expect(next).toBeEnabled();
      // Next checks the e-mail's format and stays, with the message under the field.
      await next.click();
      await expect(step).toHaveText(t('modal.stepOf', { current: 3, total: 5 }));
      await expect(dialog.getByText((lang === 'th' ? thLead : enLead)['lead.error.invalidEmail'])).toBeVisible();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).toBeFocused();
      await emailField.fill(email);
      await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel(t('modal.contact.phone')).fill('+66 81 234 5678');
      await axe(page);
      await next.click();

      // 4. Account (visitors only).
      await expect(step).toHaveText(t('modal.stepOf', { current: 4, total: 5 }));
      await expect(dialog.getByText(t('modal.account.signInAs', { email }))).toBeVisible();
      // The modal takes its links from the page it opened on: this language, and back to this page.
      await expect(dialog.getByRole('link', { name: t('modal.account.signIn') })).toHaveAttribute(
        'href',
        `${prefix}/auth?next=${encodeURIComponent(`${prefix}/about`)}`,
      );
      await axe(page);
      await next.click();

      // 5. Submit: no Next; the busy label while the request is on its way.
      await expect(step).toHaveText(t('modal.stepOf', { current: 5, total: 5 }));
      await expect(next).toHaveCount(0);
      await expect(dialog.getByText(text)).toBeVisible();
      await axe(page);
      const release = await holdAction(page, 'requestPackage');
      await dialog.getByRole('button', { name: t('modal.submit.sendAndCreate'), exact: true }).click();
      const busy = dialog.getByRole('button', { name: t('modal.submit.creating'), exact: true });
      await expect(busy).toBeDisabled();
      release();

      // The request is stored; the account awaits its confirmation link (decision 0049): no redirect.
      await expect(dialog.getByRole('heading', { name: t('modal.success.title') })).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByText(t('modal.success.confirmEmail'))).toBeVisible();
      await expect(dialog.getByRole('link', { name: t('modal.success.dashboard') })).toHaveCount(0);
      await page.clock.fastForward(5000);
      await expect(page).toHaveURL(new RegExp(`${prefix}/about$`));
      await followConfirmationLink(page, lang, email);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'th' ? 'สมศรี' : 'Mali');
      await expect(page.locator('tr[data-quote]')).toHaveCount(1);

      await expectLeadEmails(page, email, 'Starter Website', names.starter);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: a signed-in user walks four steps (no account step) with their details filled in`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.clock.install();
      const user = {
        name: lang === 'th' ? 'วิชัย สมาชิก' : 'Somchai Member',
        email: uniqueEmail(`modal-member-${lang}`),
        password: 'secret-123',
      };
      await clientSession(page, lang, user);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

      await page.goto(`${prefix}/services`);
      const dialog = await openStartProject(page.locator('a[data-start-project]').last());
      const { next, step } = controls(dialog, t);
      await expect(step).toHaveText(t('modal.stepOf', { current: 1, total: 4 }));
      await dialog.getByRole('radio', { name: names.business }).check();
      await next.click();
      await expect(step).toHaveText(t('modal.stepOf', { current: 2, total: 4 }));
      await dialog.getByLabel(t('modal.quote.label')).fill(descriptionOf(lang, 80));
      await next.click();

      await expect(step).toHaveText(t('modal.stepOf', { current: 3, total: 4 }));
      await expect(dialog.getByLabel(t('modal.contact.name'))).toHaveValue(user.name);
      await expect(dialog.getByLabel(t('modal.contact.email'))).toHaveValue(user.email);
      await expect(dialog.getByLabel(t('modal.contact.password'))).toHaveCount(0);
      await expect(next).toBeEnabled();
      await axe(page);
      await next.click();

      await expect(step).toHaveText(t('modal.stepOf', { current: 4, total: 4 }));
      await expect(next).toHaveCount(0);
      const release = await holdAction(page, 'requestPackage');
      await dialog.getByRole('button', { name: t('modal.submit.send'), exact: true }).click();
      await expect(dialog.getByRole('button', { name: t('modal.submit.sending'), exact: true })).toBeDisabled();
      // axe on the success screen takes longer than its 3 s: answer the redirect with 204 (the browser
      // then stays on the page) and check that it was asked for.
      const toDashboard = (url: URL) => url.pathname === `${prefix}/dashboard`;
      await page.route(toDashboard, (route) => route.fulfill({ status: 204 }));
      const redirect = page.waitForRequest((request) => toDashboard(new URL(request.url())) && request.isNavigationRequest());
      release();
      await expect(dialog.getByRole('heading', { name: t('modal.success.title') })).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByText(t('modal.success.account'))).toHaveCount(0);
      await axe(page);
      await page.clock.fastForward(3000);
      // Until the 204 has answered it, that navigation is still under way and would cut off the next goto.
      await (await redirect).response();
      await page.unroute(toDashboard);

      await expectLeadEmails(page, user.email, 'Business Website', names.business);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: closes on the close button, Escape and the backdrop, and resumes until Start over`, async ({ page }) => {
      await page.goto(`${prefix}/portfolio`);
      const trigger = page.locator('a[data-start-project]').first();
      const open = page.locator('dialog[open]');
      let dialog = await openStartProject(trigger);
      let { next, step } = controls(dialog, t);
      await expect(dialog.getByRole('button', { name: t('modal.startOver') })).toHaveCount(0);
      await dialog.locator('input[type="radio"]').first().check();
      await next.click();
      await expect(step).toHaveText(t('modal.stepOf', { current: 2, total: 5 }));
      await dialog.getByLabel(t('modal.quote.label')).fill('Something typed');

      // Closing is not a new start (decision 0029): the next opening resumes.
      await page.keyboard.press('Escape');
      await expect(open).toHaveCount(0);
      await expect(trigger).toBeFocused();
      dialog = await openStartProject(trigger);
      ({ next, step } = controls(dialog, t));
      await expect(step).toHaveText(t('modal.stepOf', { current: 2, total: 5 }));
      await expect(dialog.getByLabel(t('modal.quote.label'))).toHaveValue('Something typed');

      // "Start over" is: a blank first step, and nothing comes back after closing.
      await dialog.getByRole('button', { name: t('modal.startOver') }).click();
      await expect(step).toHaveText(t('modal.stepOf', { current: 1, total: 5 }));
      await expect(dialog.locator('input[type="radio"]:checked')).toHaveCount(0);
      await expect(next).toBeDisabled();
      await dialog.getByRole('button', { name: t('modal.close'), exact: true }).click();
      await expect(open).toHaveCount(0);
      await page.reload();
      dialog = await openStartProject(page.locator('a[data-start-project]').first());
      await expect(controls(dialog, t).step).toHaveText(t('modal.stepOf', { current: 1, total: 5 }));
      await expect(dialog.locator('input[type="radio"]:checked')).toHaveCount(0);

      await expect(dialog.locator('input[type="radio"]').first()).toBeVisible();
      // A click inside the dialog keeps it open; one on the backdrop closes it.
      await dialog.getByRole('heading', { level: 2 }).click();
      await expect(open).toHaveCount(1);
      await page.mouse.click(8, 8);
      await expect(open).toHaveCount(0);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: what was typed survives a reload and a header link with Back, never the password`, async ({ page }) => {
      await page.goto(`${prefix}/portfolio`);
      let dialog = await openStartProject(page.locator('a[data-start-project]').first());
      let { next, step } = controls(dialog, t);
      await dialog.locator('input[type="radio"]').nth(1).check();
      const chosen = await dialog.locator('input[type="radio"]').nth(1).getAttribute('value');
      await next.click();
      const text = descriptionOf(lang, 80);
      await dialog.getByLabel(t('modal.quote.label')).fill(text);
      await next.click();
      await dialog.getByLabel(t('modal.contact.name')).fill(lang === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
      await dialog.getByLabel(t('modal.contact.email')).fill('somchai@example.test');
      await dialog.getByLabel(t('modal.contact.password')).fill('secret-pass-1');
      await expect(step).toHaveText(t('modal.stepOf', { current: 3, total: 5 }));
      const stored = await page.evaluate(() => sessionStorage.getItem('siam-pixel.modal.draft') ?? '');
      expect(stored).not.toContain('secret-pass-1');

      // A reload: the page opens with the modal closed; opening it resumes at the same step.
      await page.reload();
      dialog = await openStartProject(page.locator('a[data-start-project]').first());
      ({ next, step } = controls(dialog, t));
      await expect(step).toHaveText(t('modal.stepOf', { current: 3, total: 5 }));
      await expect(dialog.getByLabel(t('modal.contact.name'))).toHaveValue(lang === 'th' ? 'สมชาย ใจดี' : 'Somchai Jaidee');
      await expect(dialog.getByLabel(t('modal.contact.email'))).toHaveValue('somchai@example.test');
      await expect(dialog.getByLabel(t('modal.contact.password'))).toHaveValue('');
      await controls(dialog, t).previous.click();
      await expect(dialog.getByLabel(t('modal.quote.label'))).toHaveValue(text);
      await controls(dialog, t).previous.click();
      await expect(dialog.locator('input[type="radio"]:checked')).toHaveAttribute('value', chosen ?? '');

      // Closed, a header link followed, then Back: still there.
      await dialog.getByRole('button', { name: t('modal.close'), exact: true }).click();
      await page
        .getByRole('navigation', { name: lang === 'th' ? 'เมนูหลัก' : 'Main navigation' })
        .first()
        .getByRole('link', { name: lang === 'th' ? 'เกี่ยวกับเรา' : 'About', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/about$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefix}/portfolio$`));
      dialog = await openStartProject(page.locator('a[data-start-project]').first());
      await expect(controls(dialog, t).step).toHaveText(t('modal.stepOf', { current: 1, total: 5 }));
      await expect(dialog.locator('input[type="radio"]:checked')).toHaveAttribute('value', chosen ?? '');
      await controls(dialog, t).next.click();
      await expect(dialog.getByLabel(t('modal.quote.label'))).toHaveValue(text);
    });
}

test('focus stays inside the open modal: Tab and Shift+Tab cycle through it', async ({ page }) => {
  await page.goto('/about');
  const dialog = await openStartProject(page.locator('a[data-start-project]').first());
  await dialog.locator('input[type="radio"]').first().check();
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
  const current = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

  const forward: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
    forward.push(await current());
  }
  // Close, one radio, Next: after the last element Tab comes back to the first.
  expect(new Set(forward).size).toBeLessThan(forward.length);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
});

test('the failure screens: an existing account, a failed request e-mail and a lost connection', async ({ page }) => {
  test.setTimeout(60_000);
  const t = textFor('en');
  await page.goto('/about');
  const dialog = await openStartProject(page.locator('a[data-start-project]').first());
  const { next, step } = controls(dialog, t);
  await dialog.getByRole('radio', { name: 'SEO Launch' }).check();
  await next.click();
  await dialog.getByLabel(t('modal.quote.label')).fill(descriptionOf('en', 60));
  await next.click();
  await dialog.getByLabel(t('modal.contact.name')).fill('Already Here');
  // The local admin's address: the account exists, so the server refuses to create it.
  await dialog.getByLabel(t('modal.contact.email')).fill('admin@siampixel.example');
  await dialog.getByLabel(t('modal.contact.password')).fill('whatever-1');
  await next.click();
  await next.click();
  const submit = dialog.getByRole('button', { name: t('modal.submit.sendAndCreate'), exact: true });
  await submit.click();

  const failure = dialog.locator('[data-modal-failure]');
  await expect(failure.getByRole('heading', { name: 'Submission Failed' })).toBeVisible();
  await expect(failure.locator('[data-failure-message]')).toHaveText(t('modal.error.userExists'));
  await expect(failure).toContainText(`Please try again or contact us directly at ${STUDIO_EMAIL}`);
  await expect(failure.getByRole('link', { name: STUDIO_EMAIL })).toHaveAttribute('href', `mailto:${STUDIO_EMAIL}`);
  await axe(page);

  // Try Again goes back to the last step with everything kept.
  await failure.getByRole('button', { name: t('modal.failure.retry') }).click();
  await expect(step).toHaveText(t('modal.stepOf', { current: 5, total: 5 }));

  await page.route(action('requestPackage'), (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'AstroActionError', code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'request_email_failed' }),
    }),
  );
  await submit.click();
  await expect(failure.locator('[data-failure-message]')).toHaveText('Failed to send project request email');
  await failure.getByRole('button', { name: t('modal.failure.retry') }).click();

  await page.unroute(action('requestPackage'));
  await page.route(action('requestPackage'), (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await submit.click();
  await expect(failure.locator('[data-failure-message]')).toHaveText('Failed to submit project request. Please try again.');
  await failure.getByRole('button', { name: t('modal.failure.retry') }).click();

  await page.unroute(action('requestPackage'));
  await page.route(action('requestPackage'), (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(failure.getByRole('heading', { name: 'Submission Failed' })).toBeVisible();
  await expect(failure.locator('[data-failure-message]')).toHaveText(t('modal.error.connection'));
});

test('the Thai failure screen', async ({ page }) => {
  const t = textFor('th');
  await page.goto('/th/services');
  const dialog = await openStartProject(page.locator('a[data-start-project]').first());
  const { next } = controls(dialog, t);
  await dialog.locator('input[type="radio"]').first().check();
  await next.click();
  await dialog.getByLabel(t('modal.quote.label')).fill(descriptionOf('th', 55));
  await next.click();
  await dialog.getByLabel(t('modal.contact.name')).fill('ทดสอบ ล้มเหลว');
  await dialog.getByLabel(t('modal.contact.email')).fill(uniqueEmail('modal-fail-th'));
  await dialog.getByLabel(t('modal.contact.password')).fill('secret-123');
  await next.click();
  await next.click();
  await page.route(action('requestPackage'), (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await dialog.getByRole('button', { name: t('modal.submit.sendAndCreate'), exact: true }).click();
  const failure = dialog.locator('[data-modal-failure]');
  await expect(failure.getByRole('heading', { name: t('modal.failure.title') })).toBeVisible();
  await expect(failure.locator('[data-failure-message]')).toHaveText(t('modal.error.generic'));
  await expect(failure).toContainText(t('modal.failure.contact', { email: STUDIO_EMAIL }));
  await axe(page);
});

for (const lang of ['en', 'th'] as const) {
  test(`${lang}: at 320px the modal fits the screen and its footer labels stay on one line`, async ({ page }) => {
    const t = textFor(lang);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${prefixOf(lang)}/services`);
    const dialog = await openStartProject(page.locator('a[data-start-project]').first());
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 320).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const lineHeight = (locator: Locator) =>
      locator.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    const { next } = controls(dialog, t);
    const previous = dialog.getByRole('button', { name: t('modal.previous'), exact: true });
    for (const label of [next, previous, dialog.locator('[data-step-indicator]')]) {
      // One line of text (buttons add their padding, hence below 2 lines rather than exactly 1).
      expect(await lineHeight(label)).toBeLessThan(2.5);
    }
    const buttonsRow = await Promise.all([previous.boundingBox(), next.boundingBox()]);
    expect(Math.abs((buttonsRow[0]?.y ?? 0) - (buttonsRow[1]?.y ?? 100))).toBeLessThan(2);
  });
}

// Thai has no spaces between words: at a phone's width no label may break inside one ("ย้อน / กลับ",
// "รายละเอียดโปร / เจกต์"), and a long e-mail (no break opportunity at all) stays inside its card.
test('th: at 390px the labels break only between words and a long e-mail stays inside the review card', async ({ page }) => {
  test.setTimeout(60_000);
  const t = textFor('th');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/th/services');
  const dialog = await openStartProject(page.locator('a[data-start-project]').first());
  const { previous, next, step } = controls(dialog, t);
  const title = dialog.locator('#start-project-step');
  // Issue 39: each step starts with the modal's title in sight, and the modal's top stays put.
  const top = async () => (await dialog.boundingBox())!.y;
  const firstTop = await top();
  const titleInSight = async () => {
    expect(await top()).toBeCloseTo(firstTop, 0);
    expect((await dialog.locator('#start-project-title').boundingBox())!.y).toBeGreaterThanOrEqual(firstTop);
  };
  await dialog.getByRole('radio', { name: catalogue.th.starter }).check();
  await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await next.click();
  await titleInSight();
  await expectBreaksOnlyBetween(title, ['รายละเอียด', 'โปรเจกต์']);
  await dialog.getByLabel(t('modal.quote.label')).fill(descriptionOf('th', 60));
  await next.click();
  await dialog.getByLabel(t('modal.contact.name')).fill('สมศรี ทดสอบ');
  const email = uniqueEmail('siriwanna.phongphaibun.procurement-department.bangkok-office');
  expect(email.length).toBeGreaterThan(60);
  await dialog.getByLabel(t('modal.contact.email')).fill(email);
  await dialog.getByLabel(t('modal.contact.password')).fill('123456');
  await next.click();

  const insideDialog = async (locator: Locator) => {
    const [outer, inner] = await Promise.all([dialog.boundingBox(), locator.boundingBox()]);
    expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
  };
  // 4. The account step names the e-mail in a tinted box: it wraps inside it.
  await expect(step).toHaveText('ขั้นตอนที่ 4 จาก 5');
  await titleInSight();
  const signInAs = dialog.getByText(t('modal.account.signInAs', { email }));
  await insideDialog(signInAs);
  expect(await signInAs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await next.click();

  // 5. Review: the footer's labels, the step's title and the contact row.
  await expect(step).toHaveText('ขั้นตอนที่ 5 จาก 5');
  expect(await renderedLines(step)).toEqual(['ขั้นตอนที่ 5 จาก 5']);
  expect(await renderedLines(previous)).toEqual(['ย้อนกลับ']);
  await expectBreaksOnlyBetween(dialog.getByRole('button', { name: t('modal.submit.sendAndCreate'), exact: true }), [
    'สร้าง',
    'บัญชี',
    'และ',
    'ส่ง',
    'คำขอ',
  ]);
  await expectBreaksOnlyBetween(title, ['ตรวจสอบ', 'และ', 'ส่ง', 'คำขอ']);
  const card = dialog.locator('dl');
  const contactRow = card.locator('dd').filter({ hasText: email });
  const [cardBox, rowBox] = await Promise.all([card.boundingBox(), contactRow.boundingBox()]);
  expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await contactRow.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await insideDialog(card);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

for (const lang of ['en', 'th'] as const) {
  test(`${lang}: the About page downloads no React until the modal opens`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${prefixOf(lang)}/about`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island')).toHaveCount(0);

    const reactCode = /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/;
    const loadedBefore = [...scripts];
    for (const url of loadedBefore) {
      expect(url).not.toMatch(/\/(client|react|jsx-runtime|mount)\.[\w-]+\.js/);
      expect(await (await page.request.get(url)).text(), url).not.toMatch(reactCode);
    }

    await page.locator('a[data-start-project]').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    const loadedAfter = scripts.slice(loadedBefore.length);
    expect(loadedAfter.some((url) => /\/mount\.[\w-]+\.js/.test(url))).toBe(true);
    const bodies = await Promise.all(loadedAfter.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => reactCode.test(body))).toBe(true);
  });
}

test('without JavaScript the start-project links still lead to the quote section', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/th/about');
  const link = page.locator('a[data-start-project]').first();
  await expect(link).toHaveAttribute('href', '/th#call-to-action');
  await link.click();
  await expect(page).toHaveURL(/\/th#call-to-action$/);
  await context.close();
});
