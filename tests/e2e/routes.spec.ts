import { expect, test } from '@playwright/test';
import { locales, localized } from './support/routes';

/**
 * Every page answers in every language, and only under its language's prefix: a lost language
 * variant, or a route tree that starts serving /en/..., /fr/... or /th/th/..., fails here.
 * Anonymous requests, so the portal pages answer with their redirect to sign in.
 */
const POST = 'why-your-thai-business-website-should-speak-thai-and-english';
/** The same post's Thai version has a slug of its own (issue 26). */
const POST_TH = 'website-thurakit-thai-song-phasa';
const pages: { path: string; answer: 'page' | 'sign in' }[] = [
  ...['/', '/about', '/services', '/portfolio', '/partners', '/contact'].map((path) => ({ path, answer: 'page' as const })),
  ...['/blog', `/blog/${POST}`, '/auth', '/auth/reset'].map((path) => ({ path, answer: 'page' as const })),
  ...['/dashboard', '/packages', '/admin', '/order/abc', '/checkout/demo/abc'].map((path) => ({ path, answer: 'sign in' as const })),
];
const unwantedPrefixes = ['/en', '/fr', '/th/th', '/th/en', '/en/th', '/TH'];

for (const locale of locales) {
  test(`${locale}: every page answers in its language`, async ({ request }) => {
    for (const page of pages) {
      const { answer } = page;
      const path = locale === 'th' && page.path === `/blog/${POST}` ? `/blog/${POST_TH}` : page.path;
      const url = localized(path, locale);
      const response = await request.get(url, { maxRedirects: 0 });
      if (answer === 'page') {
        expect(response.status(), url).toBe(200);
        expect(await response.text(), url).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      } else {
        expect(response.status(), url).toBe(302);
        expect(response.headers()['location'], url).toBe(`${localized('/auth', locale)}?next=${encodeURIComponent(url)}`);
      }
    }
  });
}

test('the English slug of a post under /th leads to its Thai version', async ({ request }) => {
  const response = await request.get(localized(`/blog/${POST}`, 'th'), { maxRedirects: 0 });
  expect([301, 302, 308]).toContain(response.status());
  expect(response.headers()['location']).toMatch(new RegExp(`/th/blog/${POST_TH}$`));
});

test('no page answers under a prefix that is not a language', async ({ request }) => {
  for (const { path } of pages) {
    for (const prefix of unwantedPrefixes) {
      const url = path === '/' ? prefix : `${prefix}${path}`;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain('<meta name="robots" content="noindex');
    }
  }
});
