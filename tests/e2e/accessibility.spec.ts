import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { locales, localized, publicRoutes } from './support/routes';
import { openClientMenu, waitForIslands } from './support/auth';
import { adminSession } from './support/sessions';

const tags = ['wcag2a', 'wcag2aa', 'wcag22aa'];

// Colour transitions (e.g. a button enabling when its island hydrates) would let axe sample a
// colour halfway; reduced motion makes every transition instant, as it does for users who ask.
test.use({ reducedMotion: 'reduce' });

for (const locale of locales) {
  for (const route of [...publicRoutes, '/no-such-page']) {
    const path = localized(route, locale);
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}

test('axe finds no violations in the open mobile menu and the portfolio detail', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/th');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  let results = await new AxeBuilder({ page }).withTags(tags).include('#mobile-menu').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio');
  await page.getByRole('button', { name: /Details: Siam Stream/ }).click();
  results = await new AxeBuilder({ page }).withTags(tags).include('dialog[open]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test.describe('portal pages', () => {
  for (const path of ['/auth', '/th/auth', `/auth/reset?token=${'x'.repeat(30)}`, '/th/auth/reset']) {
    test(`axe finds no WCAG A/AA violations on ${path.split('?')[0]}`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const lang of ['en', 'th'] as const) {
    test(`axe finds no violations on the ${lang} dashboard, admin panel and open Client Area menu`, async ({ page }) => {
      // The admin's sign-in with its code, then three full axe runs.
      test.slow();
      await adminSession(page, lang, '/dashboard');
      await waitForIslands(page);
      let results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await openClientMenu(page, lang);
      results = await new AxeBuilder({ page }).withTags(tags).include('#client-menu').analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await page.goto(lang === 'th' ? '/th/admin' : '/admin');
      results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
