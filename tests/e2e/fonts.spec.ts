import { expect, test, type Page } from '@playwright/test';
import { localized, publicRoutes } from './support/routes';

// English pages show Thai only in a few glyphs (the language switcher's "ไทย", "฿" on /partners):
// they come from the system's Thai font, so an English page never downloads the Noto Sans
// Thai file (20 KB, docs/decisions/0020 and 0024). Thai pages keep it.
const POST = '/blog/why-your-thai-business-website-should-speak-thai-and-english';
const englishPages = [...publicRoutes, '/blog', POST, '/auth'];
const THAI_FONT = /noto-sans-thai/i;

/** Loads a page, scrolls through it (islands render as they come into view) and lists font files fetched. */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await document.fonts.ready;
  });
  await page.waitForTimeout(300);
  return fonts;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of englishPages) {
      test(`${path} does not download the Noto Sans Thai font file`, async ({ page }) => {
        const fonts = await fontsFetched(page, path);
        expect(fonts.filter((url) => THAI_FONT.test(url))).toEqual([]);
        if (width < 640) return; // the header's switcher shows from 640 px (the menu has its own)
        // The switcher's Thai label is still drawn (by a system font), not as empty boxes.
        const thai = page.locator('header [data-lang-switch="th"]').first();
        await expect(thai).toHaveText('ไทย');
        expect((await thai.boundingBox())?.width ?? 0).toBeGreaterThan(20);
      });
    }

    for (const path of [localized('/', 'th'), localized('/partners', 'th')]) {
      test(`${path} renders in the Noto Sans Thai web font`, async ({ page }) => {
        const fonts = await fontsFetched(page, path);
        expect(
          fonts.some((url) => THAI_FONT.test(url)),
          path,
        ).toBe(true);
        const loaded = await page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Thai Variable' && face.status === 'loaded'),
        );
        expect(loaded, path).toBe(true);
        const family = await page
          .locator('h1')
          .first()
          .evaluate((h1) => getComputedStyle(h1).fontFamily);
        expect(family, path).toContain('Noto Sans Thai Variable');
      });
    }
  });
}
