import { expect, test, type Locator, type Page } from '@playwright/test';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import { prefixOf, uniqueEmail } from './support/auth';
import { startUsingContactForm } from './support/contact';
import { runsIn } from './support/languages';

/**
 * The contact form keeps what was typed for the tab (issue 25, item 2; docs/decisions/0029): a reload,
 * or a header link followed by Back, finds every field as it was left, before the island has loaded
 * and after; a sent message leaves nothing behind; storage refused does not stop the form.
 */

const words = { en: enForm, th: thForm } as const;

function fieldsOf(card: Locator, t: Record<keyof (typeof words)['en'], string>) {
  return {
    name: card.getByRole('textbox', { name: t['contactForm.name'], exact: true }),
    email: card.getByRole('textbox', { name: t['contactForm.email'], exact: true }),
    phone: card.getByLabel(t['contactForm.phone']),
    company: card.getByLabel(t['contactForm.company']),
    subject: card.getByRole('textbox', { name: t['contactForm.subject'], exact: true }),
    message: card.getByRole('textbox', { name: t['contactForm.message'], exact: true }),
    send: card.getByRole('button', { name: t['contactForm.submit'], exact: true }),
  };
}

type Fields = ReturnType<typeof fieldsOf>;
type Typed = Record<'name' | 'email' | 'phone' | 'company' | 'subject' | 'message', string>;

async function fill(f: Fields, typed: Typed) {
  for (const key of Object.keys(typed) as (keyof Typed)[]) await f[key].fill(typed[key]);
}

async function expectTyped(f: Fields, typed: Typed | null) {
  for (const key of ['name', 'email', 'phone', 'company', 'subject', 'message'] as const) {
    await expect(f[key], key).toHaveValue(typed ? typed[key] : '');
  }
}

const island = (card: Locator) => card.locator('astro-island');

async function openContact(page: Page, lang: 'en' | 'th') {
  await page.goto(`${prefixOf(lang)}/contact`);
  return page.locator('[data-contact-form]');
}

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];
  const typedFor = (tag: string): Typed => ({
    name: lang === 'th' ? 'สมหญิง ร่างจดหมาย' : 'Malee Draft',
    email: uniqueEmail(`contact-draft-${tag}-${lang}`),
    phone: '081 234 5678',
    company: lang === 'th' ? 'ร้านกาแฟดี' : 'Good Coffee Co.',
    subject: `${lang === 'th' ? 'เว็บไซต์ร้านกาแฟ' : 'A cafe website'} ${Date.now()}`,
    message: lang === 'th' ? 'อยากได้เว็บไซต์ที่รับออร์เดอร์ล่วงหน้าได้' : 'We would like a site that takes orders ahead.',
  });

  if (runsIn(lang, 'th'))
    test(`${lang}: the contact form keeps every field across a reload, and forgets them once sent`, async ({ page }) => {
      const typed = typedFor('reload');
      let card = await openContact(page, lang);
      await startUsingContactForm(card);
      let f = fieldsOf(card, t);
      await fill(f, typed);

      await page.reload();
      card = page.locator('[data-contact-form]');
      f = fieldsOf(card, t);
      // Back in the fields before the island has loaded (it loads on first use)...
      await expect(island(card)).toHaveAttribute('ssr', '');
      await expectTyped(f, typed);
      // ...and still there once it has: the island adopts them rather than resetting them.
      await startUsingContactForm(card);
      await expectTyped(f, typed);

      await f.send.click();
      await expect(card.locator('[data-contact-thanks]')).toBeVisible({ timeout: 15_000 });
      await page.reload();
      await expectTyped(fieldsOf(page.locator('[data-contact-form]'), t), null);
    });

  if (runsIn(lang, 'en'))
    test(`${lang}: the contact form keeps every field after a header link and Back`, async ({ page }) => {
      const typed = typedFor('back');
      const card = await openContact(page, lang);
      await startUsingContactForm(card);
      await fill(fieldsOf(card, t), typed);

      await page
        .locator('header nav')
        .first()
        .locator(`a[href$="${prefixOf(lang)}/about"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/about/?$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/contact/?$`));
      await expectTyped(fieldsOf(page.locator('[data-contact-form]'), t), typed);
    });

  if (runsIn(lang, 'th'))
    test(`${lang}: the contact form still sends when storage is refused`, async ({ page }) => {
      // Private mode in some browsers: every storage call throws.
      await page.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        for (const method of ['getItem', 'setItem', 'removeItem'] as const) Storage.prototype[method] = refuse;
      });
      const typed = typedFor('blocked');
      const card = await openContact(page, lang);
      await startUsingContactForm(card);
      const f = fieldsOf(card, t);
      await fill(f, typed);
      await expectTyped(f, typed);
      await f.send.click();
      await expect(card.locator('[data-contact-thanks]')).toBeVisible({ timeout: 15_000 });
    });
}
