/**
 * Visual regression (issue 25, Tests): every public page and the main dialogs, in both languages, at a
 * phone's 390 px and a laptop's 1366 px, compared with the committed baselines in tests/visual/baselines
 * (playwright.config.ts, project "visual": thresholds for font anti-aliasing, animations off, reduced
 * motion so the hero video never starts). A layout break such as issue 25's contact page fails here.
 *
 * Regenerate after an intended change (a build first: the suite serves dist/):
 *   npx astro build && E2E_PORT=4530 npx playwright test --project=visual --update-snapshots
 * Only one language: add `-g "th:"` (or `-g "en:"`).
 */
import { expect, test, type Page } from '@playwright/test';

const widths = [390, 1366] as const;
const locales = ['en', 'th'] as const;
type Locale = (typeof locales)[number];

/** Every public page, per language (the blog post is a seeded one, with its Thai slug under /th). */
const pages: Record<string, Record<Locale, string>> = {
  home: { en: '/', th: '/th' },
  about: { en: '/about', th: '/th/about' },
  services: { en: '/services', th: '/th/services' },
  portfolio: { en: '/portfolio', th: '/th/portfolio' },
  partners: { en: '/partners', th: '/th/partners' },
  contact: { en: '/contact', th: '/th/contact' },
  blog: { en: '/blog', th: '/th/blog' },
  post: {
    en: '/blog/why-your-thai-business-website-should-speak-thai-and-english',
    th: '/th/blog/website-thurakit-thai-song-phasa',
  },
  auth: { en: '/auth', th: '/th/auth' },
  privacy: { en: '/privacy', th: '/th/privacy' },
  // A confirmation link that does not work (decision 0049): the answer and the form for a new link.
  'confirm-invalid': { en: `/auth/confirm?token=${'x'.repeat(43)}`, th: `/th/auth/confirm?token=${'x'.repeat(43)}` },
  'not-found': { en: '/no-such-page', th: '/th/no-such-page' },
};

/** The seeded posts (supabase/seed.sql): other suites publish posts into the same database while this runs. */
const SEEDED_POSTS = [
  'why-your-thai-business-website-should-speak-thai-and-english',
  'promptpay-line-and-mobile-what-thai-shoppers-expect',
  'local-seo-in-bangkok-how-to-get-found-on-google-maps',
  'website-thurakit-thai-song-phasa',
  'promptpay-line-mue-thue-ran-kha-online',
  'local-seo-krungthep-google-maps',
];

/** What changes by itself: dates (relative to the day the suite runs) and the footer's year. */
const masks = (page: Page) => [page.locator('time'), page.locator('[data-current-year]')];

// The local database starts on the first request that needs it (15 s or more on a busy machine).
test.beforeAll(async ({ playwright }, info) => {
  info.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: String(info.project.use.baseURL) });
  await api.get('/blog', { timeout: 85_000 });
  await api.dispose();
});

/** Loads everything a full-page shot shows: lazy images, islands that hydrate when visible, fonts. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(400, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const late = await page.evaluate(async () => {
    await document.fonts.ready;
    // Only images that are laid out: a lazy image in a hidden block (the hero art on a phone) never loads.
    const shown = [...document.images].filter((img) => img.getClientRects().length > 0);
    // A lazy image the quick scroll above passed before its load began would start only when the
    // full-page capture enlarges the viewport, and two captures taken before it arrives agree with each
    // other: the comparison then fails on a loaded machine (the portfolio at 390 did, once). Load them
    // all now, and wait until each is decoded, so the capture never races a picture.
    for (const img of shown) if (img.loading === 'lazy') img.loading = 'eager';
    const pending = shown.filter((img) => !img.complete);
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            if (img.complete) return resolve(null);
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
    return shown.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
  // An image that never arrived is a broken page, not a reason to compare pixels.
  expect(late, 'images laid out but not loaded').toEqual([]);
}

/** Only the seeded posts on the blog list, whatever other suites published meanwhile. */
async function onlySeededPosts(page: Page) {
  await page.evaluate((seeded) => {
    for (const item of document.querySelectorAll('[data-blog-list] > li')) {
      const slug = decodeURIComponent(item.querySelector<HTMLAnchorElement>('h2 a')?.pathname.split('/').pop() ?? '');
      if (!seeded.includes(slug)) item.remove();
    }
  }, SEEDED_POSTS);
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 1000 ? 844 : 800 } });

    for (const locale of locales) {
      for (const [name, paths] of Object.entries(pages)) {
        test(`${locale}: ${name} at ${width}`, async ({ page }) => {
          await page.goto(paths[locale]);
          if (name === 'blog') await onlySeededPosts(page);
          await settle(page);
          await expect(page).toHaveScreenshot(`${locale}-${name}-${width}.png`, { fullPage: true, mask: masks(page) });
        });
      }

      test(`${locale}: Start Your Project modal at ${width}`, async ({ page }) => {
        await page.goto(pages.portfolio![locale]);
        await page.locator('a[data-start-project]').first().click();
        const dialog = page.locator('dialog[open]');
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog.locator('[data-package-card]').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${locale}-modal-${width}.png`, { mask: masks(page) });
      });

      test(`${locale}: wizard first step at ${width}`, async ({ page }) => {
        await page.goto(`${pages.home![locale]}#call-to-action`);
        const wizard = page.locator('[data-wizard]');
        await wizard.scrollIntoViewIfNeeded();
        await expect(page.locator('astro-island:has([data-wizard])')).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        await expect(wizard).toHaveScreenshot(`${locale}-wizard-${width}.png`);
      });
    }
  });
}

for (const locale of locales) {
  test(`${locale}: phone menu at 390`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pages.about![locale]);
    await page.locator('[data-menu-open]').click({ timeout: 15_000 });
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${locale}-phone-menu-390.png`, { mask: masks(page) });
  });
}
