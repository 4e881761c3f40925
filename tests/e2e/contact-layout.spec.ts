import { expect, test, type Locator } from '@playwright/test';
import enContact from '../../src/i18n/en/contact';
import thContact from '../../src/i18n/th/contact';
import enCommon from '../../src/i18n/en/common';
import thCommon from '../../src/i18n/th/common';
import enForm from '../../src/i18n/en/contactForm';
import thForm from '../../src/i18n/th/contactForm';
import { prefixOf } from './support/auth';

/**
 * The /contact page's layout (issue 25, item 1): the form card stretched to its column's full height,
 * which pushed "What happens next" and "Visit the studio" out of the column, behind the Contact details
 * panel on phones and tablets and under the footer on a desktop, and left a large empty area under
 * "Send Message". Nothing looked: every other check passed. These measure what a person sees.
 */

const words = {
  en: { ...enContact, ...enCommon, ...enForm },
  th: { ...thContact, ...thCommon, ...thForm },
} as const;

/** The card's padding (p-6) and border, plus a little slack: more than this under the button is empty card. */
const MAX_SPACE_UNDER_SUBMIT = 48;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found as Box;
}

/** True when two boxes share any area (touching edges do not count). */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['en', 'th'] as const) {
  const t = words[lang];
  for (const width of [320, 390, 768, 1366]) {
    test(`${lang}: /contact at ${width} px keeps its cards in flow, clear of the panel and the footer`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefixOf(lang)}/contact`);
      await page.evaluate(() => document.fonts.ready);

      // The box of each card: the nearest element with the card class around its heading.
      const cardOf = (title: string) =>
        page.getByRole('heading', { level: 2, name: title, exact: true }).locator('xpath=ancestor::*[contains(@class, "card")][1]');
      const form = page.locator('[data-contact-form]');
      const next = cardOf(t['contactPage.expect.title']);
      const visit = cardOf(t['contactPage.visit.title']);
      const panel = page.locator('aside[aria-labelledby="contact-panel-title"]');
      const submit = form.getByRole('button', { name: t['contactForm.submit'], exact: true });
      const footer = page.locator('body > footer, footer').last();

      // Kept with the results (and the report), to look at what was measured.
      const shot = info.outputPath(`contact-${lang}-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await info.attach(`contact-${lang}-${width}`, { path: shot, contentType: 'image/png' });

      const boxes = {
        form: await box(form),
        next: await box(next),
        visit: await box(visit),
        panel: await box(panel),
        footer: await box(footer),
      };
      const named = Object.entries(boxes).filter(([name]) => name !== 'footer');
      for (const [i, [a, boxA]] of named.entries()) {
        for (const [b, boxB] of named.slice(i + 1)) {
          expect(overlaps(boxA, boxB), `${a} and ${b} overlap: ${JSON.stringify(boxA)} ${JSON.stringify(boxB)}`).toBe(false);
        }
        expect(boxA.y + boxA.height, `${a} ends above the footer`).toBeLessThanOrEqual(boxes.footer.y);
      }

      // The two cards come after the form in reading order and on screen.
      expect(boxes.next.y).toBeGreaterThanOrEqual(boxes.form.y + boxes.form.height);
      expect(boxes.visit.y).toBeGreaterThanOrEqual(boxes.form.y + boxes.form.height);

      // The form card ends just under its button.
      const button = await box(submit);
      const under = boxes.form.y + boxes.form.height - (button.y + button.height);
      expect(under, 'empty space under the submit button').toBeLessThanOrEqual(MAX_SPACE_UNDER_SUBMIT);

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
