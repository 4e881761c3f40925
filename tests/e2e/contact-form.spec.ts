import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import enLead from '../../src/i18n/en/leadErrors';
import thLead from '../../src/i18n/th/leadErrors';
import { prefixOf, uniqueEmail, type Lang } from './support/auth';
import { startUsingContactForm } from './support/contact';
import { runsIn } from './support/languages';
import { holdChunk } from './support/holdChunk';
import { outboxPath } from './support/outbox';

/** The contact form in the home page's #contact and on /contact (spec public-site §2, §4, §5, §8). */

const STUDIO_EMAIL = 'hello@siampixel.example';
const tags = ['wcag2a', 'wcag2aa', 'wcag22aa'];
const dictionaries = { en: { ...enForm, ...enLead }, th: { ...thForm, ...thLead } } as const;
type Key = keyof (typeof dictionaries)['en'];
const textFor = (lang: Lang) => (key: Key) => dictionaries[lang][key];

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).include('[data-contact-form]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The requests of the contact action (POST /_actions/leads.sendContact). */
const sendContact = (url: URL) => url.pathname.replace(/\/$/, '') === '/_actions/leads.sendContact';

/** Opens a page and starts using the form, which hydrates on its first focus. */
async function openForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const card = page.locator('[data-contact-form]');
  await startUsingContactForm(card);
  return card;
}

function fields(form: Locator, t: ReturnType<typeof textFor>) {
  return {
    name: form.getByRole('textbox', { name: t('contactForm.name'), exact: true }),
    email: form.getByRole('textbox', { name: t('contactForm.email'), exact: true }),
    phone: form.getByLabel(t('contactForm.phone')),
    company: form.getByLabel(t('contactForm.company')),
    subject: form.getByRole('textbox', { name: t('contactForm.subject'), exact: true }),
    message: form.getByRole('textbox', { name: t('contactForm.message'), exact: true }),
    send: form.getByRole('button', { name: t('contactForm.submit'), exact: true }),
  };
}

// The English failure messages are the specification's, word for word: tests/component/contactForm.test.tsx
// shows them on screen (with the Thai ones, and the required-field and e-mail messages in both languages).

for (const lang of ['en', 'th'] as const) {
  const t = textFor(lang);
  const prefix = prefixOf(lang);

  // Behavioural journeys run in one language each, alternating (issue 34).
  if (runsIn(lang, 'en'))
    test(`${lang}: /contact sends a message, says thank you, and sends another`, async ({ page }) => {
      const email = uniqueEmail(`contact-${lang}`);
      const subject = `${lang === 'th' ? 'ขอใบเสนอราคา' : 'Quote for a clinic website'} ${Date.now()}`;
      const card = await openForm(page, `${prefix}/contact`);
      const f = fields(card, t);

      // Required fields carry an asterisk; phone and company say they are optional.
      for (const key of ['contactForm.name', 'contactForm.email', 'contactForm.subject', 'contactForm.message'] as const) {
        await expect(
          card
            .locator('label', { hasText: t(key) })
            .first()
            .locator('xpath=..'),
        ).toContainText('*');
      }
      await expect(f.name).toHaveAttribute('required', '');
      await expect(card.locator('label', { hasText: t('contactForm.phone') }).locator('xpath=..')).not.toContainText('*');
      await expect(card.locator('label', { hasText: t('contactForm.company') })).toContainText(t('contactForm.optional'));
      await axe(page);

      await f.name.fill(lang === 'th' ? 'ปรีชา ติดต่อ' : 'Anong Contact');
      await f.email.fill(email);
      await f.phone.fill('02 123 4567');
      await f.company.fill('Clinic Co.');
      await f.subject.fill(subject);
      await f.message.fill(lang === 'th' ? 'อยากได้เว็บไซต์สำหรับคลินิกทันตกรรม' : 'We need a website for our dental clinic.');
      await f.send.click();

      const thanks = card.locator('[data-contact-thanks]');
      await expect(thanks.getByRole('heading', { name: t('contactForm.success.title') })).toBeVisible({ timeout: 15_000 });
      await expect(thanks).toContainText(t('contactForm.success.body'));
      await axe(page);

      await thanks.getByRole('button', { name: t('contactForm.success.again') }).click();
      await expect(f.name).toHaveValue('');
      await expect(f.subject).toHaveValue('');
      await expect(f.message).toHaveValue('');
      await expect(f.name).toBeFocused();

      // The studio alert and the thank-you copy to the sender.
      await page.goto(outboxPath(STUDIO_EMAIL, email));
      const studio = page.locator(`[data-outbox-item][data-kind="contact_notification"][data-to="${STUDIO_EMAIL}"]`);
      await expect(studio.filter({ hasText: subject }).filter({ hasText: email })).toHaveCount(1);
      await page.goto(outboxPath(email));
      await expect(page.locator(`[data-outbox-item][data-kind="contact_thank_you"][data-to="${email}"]`)).toHaveCount(1);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: the home page form checks required fields and the e-mail format`, async ({ page }) => {
      const formChunk: string[] = [];
      page.on('request', (request) => {
        if (/\/ContactForm\.[\w-]+\.js/.test(request.url())) formChunk.push(request.url());
      });
      await page.goto(`${prefix}/`);
      await page.waitForLoadState('networkidle');
      // Not in view yet: the form's code has not been fetched.
      expect(formChunk).toEqual([]);

      const card = page.locator('#contact [data-contact-form]');
      await card.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // In view but not used yet: still nothing fetched (the form works as HTML until then).
      expect(formChunk).toEqual([]);
      await startUsingContactForm(card);
      expect(formChunk.length).toBeGreaterThan(0);
      const f = fields(card, t);

      await f.send.click();
      await expect(card.getByText(t('lead.error.nameRequired'))).toBeVisible();
      await expect(card.getByText(t('lead.error.emailRequired'))).toBeVisible();
      await expect(card.getByText(t('lead.error.subjectRequired'))).toBeVisible();
      await expect(card.getByText(t('lead.error.messageRequired'))).toBeVisible();
      await expect(f.name).toHaveAttribute('aria-invalid', 'true');
      await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toBeFocused();
      await axe(page);

      await f.name.fill('Kittisak');
      await f.email.fill('not-an-email');
      await f.subject.fill('Hello');
      await f.message.fill('A question about hosting.');
      await f.send.click();
      await expect(card.getByText(t('lead.error.invalidEmail'))).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toBeFocused();
      await expect(card.getByText(t('lead.error.nameRequired'))).toHaveCount(0);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: the failure messages when sending fails`, async ({ page }) => {
      const card = await openForm(page, `${prefix}/contact`);
      const f = fields(card, t);
      await f.name.fill('Fail Test');
      await f.email.fill(uniqueEmail(`contact-fail-${lang}`));
      await f.subject.fill('Failure');
      await f.message.fill('This one will not arrive.');

      await page.route(sendContact, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await f.send.click();
      await expect(card.getByRole('alert')).toHaveText(t('contactForm.error.failed'));
      await expect(f.message).toHaveValue('This one will not arrive.');
      await axe(page);

      await page.unroute(sendContact);
      await page.route(sendContact, (route) => route.abort('internetdisconnected'));
      await f.send.click();
      await expect(card.getByRole('alert')).toHaveText(t('contactForm.error.exception'));

      // While sending, the button says so and cannot be pressed twice.
      await page.unroute(sendContact);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(sendContact, async (route) => {
        await gate;
        await route.fulfill({ status: 500, body: 'Internal Server Error' });
      });
      await f.send.click();
      await expect(card.getByRole('button', { name: t('contactForm.sending'), exact: true })).toBeDisabled();
      release();
      await expect(card.getByRole('alert')).toHaveText(t('contactForm.error.failed'));
    });
}

/** The contact form's code (its island chunk). */
const formChunk = (url: URL) => /\/ContactForm\.[\w-]+\.js$/.test(url.pathname);

for (const lang of ['en', 'th'] as const) {
  const t = textFor(lang);
  const prefix = prefixOf(lang);

  if (runsIn(lang, 'th'))
    test(`${lang}: what is typed while the form's code is still on its way is all kept, then sent in place`, async ({ page }) => {
      const email = uniqueEmail(`contact-early-${lang}`);
      const release = await holdChunk(page, formChunk);
      await page.goto(`${prefix}/contact`);
      const card = page.locator('[data-contact-form]');
      const f = fields(card, t);
      const typed = {
        name: lang === 'th' ? 'สมศรี ใจเย็น' : 'Somsri Early',
        email,
        phone: '081 234 5678',
        company: lang === 'th' ? 'ร้านกาแฟริมน้ำ' : 'Riverside Cafe',
        subject: lang === 'th' ? 'เว็บไซต์ร้านกาแฟ' : 'A website for our cafe',
        message: lang === 'th' ? 'เราอยากได้เว็บไซต์สองภาษาพร้อมเมนูออนไลน์' : 'We would like a bilingual site with our menu online.',
      };
      // Typing starts the download (the first focus); the code is held back while every field is filled.
      for (const [key, value] of Object.entries(typed)) await f[key as keyof typeof typed].pressSequentially(value);
      await expect(card.locator('astro-island[ssr]')).toHaveCount(1);
      release();
      await expect(card.locator('astro-island[ssr]')).toHaveCount(0);
      for (const [key, value] of Object.entries(typed)) await expect(f[key as keyof typeof typed]).toHaveValue(value);

      // The island sends it now (no page load), with the values it adopted.
      const sent = page.waitForRequest((request) => sendContact(new URL(request.url())));
      await f.send.click();
      expect((await sent).postDataJSON()).toMatchObject({ ...typed, locale: lang });
      await expect(card.locator('[data-contact-thanks]').getByRole('heading', { name: t('contactForm.success.title') })).toBeVisible();
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: /contact fetches no form code until someone uses the form`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${prefix}/contact`);
      await page.locator('[data-contact-form]').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => /ContactForm|client\.|react/i.test(path))).toEqual([]);
    });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: without JavaScript the form posts, shows its messages in place with what was typed, then says thank you`, async ({
      page,
    }) => {
      const email = uniqueEmail(`contact-nojs-${lang}`);
      const subject = `${lang === 'th' ? 'สอบถามราคา' : 'A price question'} ${Date.now()}`;
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${prefix}/contact`);
      const card = page.locator('[data-contact-form]');
      const f = fields(card, t);
      await f.name.fill(lang === 'th' ? 'วิภา ไม่มีสคริปต์' : 'Wipa NoScript');
      await f.email.fill('not-an-email');
      await f.message.fill(lang === 'th' ? 'อยากทราบราคาเว็บไซต์ร้านอาหาร' : 'How much is a restaurant website?');
      await f.send.click();

      // The server's answer: the page, in its language, with the messages at their fields.
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact/send#contact$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(card.getByText(t('lead.error.invalidEmail'))).toBeVisible();
      await expect(card.getByText(t('lead.error.subjectRequired'))).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveValue(lang === 'th' ? 'วิภา ไม่มีสคริปต์' : 'Wipa NoScript');
      await expect(f.email).toHaveValue('not-an-email');
      await expect(f.message).toHaveValue(lang === 'th' ? 'อยากทราบราคาเว็บไซต์ร้านอาหาร' : 'How much is a restaurant website?');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // Post/redirect/get (issue 39): the answer is a page of its own, so a reload shows it again and sends nothing.
      expect(posts).toEqual([`${prefix}/contact/send`]);
      await page.reload();
      await expect(card.getByText(t('lead.error.invalidEmail'))).toBeVisible();
      await expect(f.email).toHaveValue('not-an-email');
      await expect(f.message).toHaveValue(lang === 'th' ? 'อยากทราบราคาเว็บไซต์ร้านอาหาร' : 'How much is a restaurant website?');
      expect(posts).toHaveLength(1);

      await f.email.fill(email);
      await f.subject.fill(subject);
      await f.send.click();
      const thanks = card.locator('[data-contact-thanks]');
      await expect(thanks.getByRole('heading', { name: t('contactForm.success.title') })).toBeVisible();
      await page.reload();
      await expect(thanks.getByRole('heading', { name: t('contactForm.success.title') })).toBeVisible();
      expect(posts).toHaveLength(2);
      // "Send another message" is a link back to the empty form.
      await thanks.getByRole('link', { name: t('contactForm.success.again') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact#contact$`));
      await expect(f.name).toHaveValue('');

      // The message went where the island's would have: the studio's alert names it.
      await page.goto(outboxPath(STUDIO_EMAIL, subject));
      await expect(
        page.locator(`[data-outbox-item][data-kind="contact_notification"][data-to="${STUDIO_EMAIL}"]`).filter({ hasText: subject }),
      ).toHaveCount(1);
    });
  });
}
