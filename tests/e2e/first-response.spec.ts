/**
 * A public page's first response fits the first round trip of a new connection: ten TCP segments,
 * 14,600 bytes with its headers (what Lighthouse's simulation and a cold TCP connection allow). Past
 * it, the page, and every file the page names, waits one more round trip: 150 ms on slow 4G.
 * The build precompresses static files at the highest levels (docs/decisions/0025); this also checks
 * that the copies the server sends are the pages themselves, never stale.
 */
import { expect, test } from '@playwright/test';
import { localized, locales, publicRoutes } from './support/routes';

const FIRST_ROUND_TRIP = 10 * 1460;

test.describe('the first response fits the first round trip', () => {
  for (const locale of locales) {
    for (const route of publicRoutes) {
      const path = localized(route, locale);
      test(path, async ({ request }) => {
        const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding']).toBe('br');
        // Checked with the server on each use, said in the fewest header bytes (decision 0074).
        expect(headers['cache-control']).toBe('no-cache');
        // "HTTP/1.1 200 OK\r\n", each "name: value\r\n", the blank line.
        const headerBytes = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 19);
        const bytes = Number(headers['content-length']) + headerBytes;
        console.log(`[first response] ${path}: ${bytes} bytes (${headerBytes} of them headers)`);
        expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP);

        const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
        expect(plain.headers()['content-encoding']).toBeUndefined();
        const gzipped = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(gzipped.headers()['content-encoding']).toBe('gzip');
        const html = await plain.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(await response.text()).toBe(html);
        expect(await gzipped.text()).toBe(html);
      });
    }
  }
});
