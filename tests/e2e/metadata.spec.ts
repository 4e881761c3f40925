import { expect, test } from '@playwright/test';
import { locales, localized, publicRoutes } from './support/routes';

const SITE = process.env.SITE_URL ?? 'https://www.siampixel.example';

for (const locale of locales) {
  for (const route of publicRoutes) {
    const path = localized(route, locale);
    test(`${path} answers 200 with ${locale} lang, title, canonical and alternates`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect((await page.title()).length).toBeGreaterThan(5);
      await expect(page.locator('h1')).toHaveCount(1);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // One form (decision 0042): no trailing slash but the root's.
      expect(canonical).toBe(new URL(localized(route, locale), SITE).href);

      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      const enHref = new URL(route, SITE).href;
      const thHref = new URL(localized(route, 'th'), SITE).href;
      expect(alternates).toEqual([
        ['en', enHref],
        ['th', thHref],
        ['x-default', enHref],
      ]);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(Array.from(description ?? '').length).toBeLessThanOrEqual(160);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/default\.png$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    });
  }
}

test('the landing page has Organization structured data and a Bangkok web design title', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localized('/', locale));
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('ProfessionalService');
    expect(data.address.addressLocality).toBe('Bangkok');
    expect(data.name).toBe('Siam Pixel Studio');
  }
  await page.goto('/');
  await expect(page).toHaveTitle(/Web Design.*Bangkok/);
  await page.goto('/th');
  await expect(page).toHaveTitle(/เว็บไซต์.*กรุงเทพ/);
});

test('sitemap, robots and favicon are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: ');
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemap = await request.get('/sitemap-0.xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const route of ['/about', '/th/portfolio', '/partners', '/th', '/blog', '/th/blog']) expect(locs).toContain(route);
  // One form everywhere (decision 0042): no address but the root ends in a slash.
  expect(locs.filter((path) => path !== '/' && path.endsWith('/'))).toEqual([]);
  expect(xml).toContain('hreflang="th"');
  // Only public pages: no portal page, no local-only tool.
  for (const hidden of ['/dev/outbox', '/dashboard', '/auth', '/admin']) expect(xml).not.toContain(hidden);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  const og = await request.get('/og/default.png');
  expect(og.status()).toBe(200);
});

test('unknown pages answer 404 in the visitor language', async ({ page }) => {
  const en = await page.goto('/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const th = await page.goto('/th/no-such-page');
  expect(th?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขออภัย เราไม่พบหน้าที่คุณต้องการ');
  await page.getByRole('link', { name: 'กลับสู่หน้าแรก' }).click();
  await expect(page).toHaveURL(/\/th$/);
});

test('responses are compressed and hashed assets are cached for a year', async ({ request, page }) => {
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  await page.goto('/portfolio');
  const asset = await page.locator('img[src*="/_astro/"]').first().getAttribute('src');
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
});

test.describe('one address per page (decision 0042)', () => {
  for (const [from, to] of [
    ['/about/', '/about'],
    ['/th/', '/th'],
    ['/th/services/?ref=mail', '/th/services?ref=mail'],
    ['/blog/', '/blog'],
    ['/th/blog/', '/th/blog'],
  ] as const) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('a form posted to the slash form keeps its method (308)', async ({ request }) => {
    const response = await request.post('/contact/send/', { maxRedirects: 0, form: { name: 'x' } });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/contact/send');
  });

  for (const locale of locales) {
    test(`internal links, canonical and hreflang use the one form (${locale})`, async ({ page }) => {
      for (const route of ['/', '/about', '/blog'] as const) {
        await page.goto(localized(route, locale));
        const addresses = await page.evaluate(() => [
          ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
          ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]')].map(
            (l) => new URL(l.href).pathname,
          ),
        ]);
        expect(addresses.length).toBeGreaterThan(10);
        const paths = addresses.map((href) => href.split(/[?#]/)[0]!);
        expect(paths.filter((path) => path !== '/' && path.endsWith('/'))).toEqual([]);
        expect(paths.filter((path) => path.endsWith('.html'))).toEqual([]);
      }
    });
  }
});
