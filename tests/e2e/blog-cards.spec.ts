// Issue 25 item 12: a post without a featured image gets a designed card (its category's look, its
// title), and the home and About heroes fill the right half of a wide screen with portfolio art that
// phones never download.
import { expect, test } from '@playwright/test';
import { locales, localized } from './support/routes';

for (const locale of locales) {
  test(`${locale}: blog cards without an image show their title and category on a designed placeholder`, async ({ page }) => {
    await page.goto(localized('/blog', locale));
    const cards = page.locator('[data-blog-list] article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    let placeholders = 0;
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      if ((await card.locator('img').count()) > 0) continue;
      placeholders++;
      const art = card.locator('[data-post-placeholder]');
      await expect(art).toHaveAttribute('aria-hidden', 'true');
      await expect(art).toContainText((await card.locator('h2').textContent())!.trim());
      // A pattern over a gradient, never a flat fill; and no image file behind it.
      const background = await art.evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).toMatch(/gradient.*gradient/);
      expect(background).not.toContain('url(');
      const box = await art.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    }
    expect(placeholders).toBeGreaterThan(0);
  });

  for (const route of ['/', '/about'] as const) {
    test(`${locale}: ${route} hero fills its right half at 1366 px and loads no art at 390 px`, async ({ browser }) => {
      const wide = await browser.newPage({ viewport: { width: 1366, height: 800 } });
      await wide.goto(localized(route, locale));
      const art = wide.locator('[data-hero-art]');
      await expect(art).toBeVisible();
      const box = await art.boundingBox();
      expect(box!.x).toBeGreaterThan(1366 / 2 - 100);
      expect(box!.y + box!.height).toBeLessThan(800);
      await expect(art.locator('img')).toHaveCount(3);
      await expect.poll(() => art.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
      await wide.close();

      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const fetched: string[] = [];
      phone.on('request', (request) => {
        if (/\/_astro\/(muay-fit|krung-deliver|baan-suan-hotel)\./.test(request.url())) fetched.push(request.url());
      });
      await phone.goto(localized(route, locale), { waitUntil: 'load' });
      await expect(phone.locator('[data-hero-art]')).toBeHidden();
      await phone.waitForTimeout(500);
      expect(fetched).toEqual([]);
      await phone.close();
    });
  }
}
