// The production rehearsal's stand-in for Netlify's Image CDN (scripts/prod-local/netlifyHost.ts): a
// picture of the deploy comes back as it is, with its type; anything outside the publish directory, or
// not a picture, is 404 (a `?url=` is the client's to write).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCdn } from '../../../scripts/prod-local/netlifyHost';

describe("the rehearsal's Image CDN", () => {
  let server: Server;
  let base = '';
  const root = mkdtempSync(join(tmpdir(), 'image-cdn-'));
  const publish = join(root, 'publish');

  beforeAll(async () => {
    mkdirSync(join(publish, '_astro'), { recursive: true });
    writeFileSync(join(publish, '_astro', 'poster.abc.jpg'), 'jpeg bytes');
    writeFileSync(join(publish, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(root, 'secret.png'), 'outside');
    server = createServer((req, res) => imageCdn(req, res, publish, base));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const image = (url: string) => fetch(`${base}/.netlify/images?url=${encodeURIComponent(url)}&w=400&h=267`);

  it('answers with the source file and its type, cacheable', async () => {
    const response = await image('_astro/poster.abc.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('jpeg bytes');
    expect((await image('/_astro/poster.abc.jpg')).status).toBe(200);
  });

  it('refuses what is missing, not a picture, or outside the deploy', async () => {
    expect((await image('_astro/none.jpg')).status).toBe(404);
    expect((await image('robots.txt')).status).toBe(404);
    expect((await image('../secret.png')).status).toBe(404);
    expect((await image('/%2e%2e/secret.png')).status).toBe(404);
    expect((await image('')).status).toBe(404);
  });
});
