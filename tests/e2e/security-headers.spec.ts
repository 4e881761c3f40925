/**
 * Security headers and the Content-Security-Policy (docs/decisions/0010): the headers on static,
 * on-demand, action, redirect and 404 responses, then every public page in both languages (and the
 * admin's post preview) loads, hydrates and plays with no CSP violation.
 */
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { prefixOf, waitForIslands } from './support/auth';
import { locales, localized, publicRoutes } from './support/routes';
import { startUsingContactForm } from './support/contact';
import { adminSession } from './support/sessions';

const FRAME_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** A policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
  expect(headers['x-frame-options']).toBe('DENY');
  // HSTS only over HTTPS (Netlify); never from the local http server.
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  return headers;
}

/** The page policy: strict scripts (hashes, no 'unsafe-inline'), and only what the site loads. */
function expectPagePolicy(policy: string) {
  const d = directives(policy);
  expect(d.get('default-src')).toEqual(["'self'"]);
  const scripts = d.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).length).toBeGreaterThan(0);
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(d.get('style-src')?.[0]).toBe("'self'");
  expect(d.get('style-src')).not.toContain("'unsafe-inline'");
  expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(d.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
  // Not named: they fall back to default-src 'self'.
  for (const fallsBack of ['media-src', 'font-src', 'connect-src']) expect(d.get(fallsBack) ?? d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('form-action')).toEqual(["'self'"]);
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

test.describe('headers', () => {
  for (const path of ['/', '/th']) {
    test(`static page ${path}: the frame policy in the header, the page policy in a <meta>`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = expectCommonHeaders(response);
      expect(headers['content-security-policy']).toBe(FRAME_POLICY);
      const meta = metaPolicy(await response.text());
      expect(meta, 'Astro’s <meta> policy').toBeDefined();
      expectPagePolicy(meta ?? '');
      // Ignored (with a console warning) in a <meta>: only the header carries it.
      expect(directives(meta ?? '').has('frame-ancestors')).toBe(false);
    });
  }

  for (const path of ['/blog', '/auth', '/th/auth']) {
    test(`on-demand page ${path}: one header policy, page and frame directives together`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = expectCommonHeaders(response);
      expectPagePolicy(headers['content-security-policy'] ?? '');
      expect(metaPolicy(await response.text())).toBeUndefined();
    });
  }

  test('an action answer, a redirect and static files carry them too', async ({ request }) => {
    const action = await request.post('/_actions/auth.signIn', { data: { email: 42, password: null } });
    expect(action.status()).toBe(400);
    expect(expectCommonHeaders(action)['content-security-policy']).toBe(FRAME_POLICY);

    const redirect = await request.get('/dashboard', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expectCommonHeaders(redirect);

    for (const path of ['/robots.txt', '/favicon.svg', '/video/hero.mp4', '/businessplan.html']) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      expect(expectCommonHeaders(file)['content-security-policy'], path).toBe(FRAME_POLICY);
    }
  });

  test('hashed assets keep their long cache', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /(\/_astro\/[^"'\s)]+\.(?:js|woff2|webp))/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(asset ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectCommonHeaders(response);
  });

  for (const path of ['/no-such-page', '/th/no-such-page']) {
    test(`404 ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expectPagePolicy(expectCommonHeaders(response)['content-security-policy'] ?? '');
    });
  }
});

/** Collects every CSP violation (event and console report) and page error of a page and its frames. */
async function watchForViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, message: string) => {
    problems.push(message);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (message: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} from ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Brings every island into view (client:visible), then waits until all have hydrated. */
async function hydrateAll(page: Page) {
  for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
  await waitForIslands(page);
}

test.describe('no CSP violation', () => {
  // With no motion preference, so the home page's video loads under the policy too (the suite's browser
  // otherwise prefers reduced motion: playwright.config.ts).
  test.use({ reducedMotion: 'no-preference' });
  for (const locale of locales) {
    for (const route of publicRoutes) {
      const path = localized(route, locale);
      test(`${path} loads and hydrates`, async ({ page }) => {
        const problems = await watchForViolations(page);
        await page.goto(path);
        await page.waitForLoadState('load');
        await hydrateAll(page);
        if (route === '/contact') {
          // The contact form's island loads on first use; once used, it has hydrated: Astro removed its `ssr` attribute.
          await startUsingContactForm(page.locator('[data-contact-form]'));
          await expect(page.locator('[data-contact-form] astro-island')).toHaveCount(1);
          await expect(page.locator('[data-contact-form] astro-island')).not.toHaveAttribute('ssr');
          await expect(page.locator('[data-contact-form] form')).toBeVisible();
        }
        if (route === '/') {
          const video = page.locator('[data-hero-video]');
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/video\/hero\.(webm|mp4)$/);
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2)).toBe(true);
        }
        expect(problems).toEqual([]);
      });
    }

    test(`${prefixOf(locale)}/blog, a post, /auth and the 404 page (${locale})`, async ({ page }) => {
      const problems = await watchForViolations(page);
      await page.goto(`${prefixOf(locale)}/blog`);
      // The seeded posts (supabase/seed.sql) are published.
      await page.locator('[data-blog-list] a').first().click();
      await page.waitForURL(/\/blog\/[^/]+$/);
      await page.waitForLoadState('load');
      await page.goto(`${prefixOf(locale)}/auth`);
      await waitForIslands(page);
      await expect(page.locator('astro-island')).not.toHaveCount(0);
      await page.goto(`${prefixOf(locale)}/no-such-page`);
      await page.waitForLoadState('load');
      expect(problems).toEqual([]);
    });
  }

  test('the partner documents (plain HTML files) load', async ({ page }) => {
    const problems = await watchForViolations(page);
    for (const path of ['/businessplan.html', '/summary.html']) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    expect(problems).toEqual([]);
  });

  test('the admin post editor’s sandboxed preview renders', async ({ page }) => {
    const problems = await watchForViolations(page);
    await adminSession(page, 'en');
    await page.getByRole('tab', { name: 'Blog Management' }).click();
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await page.getByLabel('Content (HTML)').fill('<h2>Preview check</h2><p>Inline <b>markup</b>.</p>');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.frameLocator('[data-content-preview]');
    await expect(preview.getByRole('heading', { name: 'Preview check' })).toBeVisible();
    // The preview's own style attribute (font, padding) applied: not blocked by the inherited policy.
    expect(await preview.locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('16px');
    expect(problems).toEqual([]);
  });
});

test.describe('the policy is enforced', () => {
  for (const path of ['/', '/auth']) {
    test(`an injected inline script does not run on ${path}`, async ({ page }) => {
      const problems = await watchForViolations(page);
      await page.goto(path);
      await page.waitForLoadState('load');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => problems.some((p) => p.startsWith('script-src'))).toBe(true);
    });
  }

  test('no page can be framed (frame-ancestors)', async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    await page.setContent(
      `<iframe src="${baseURL}/" title="framed"></iframe><iframe src="${baseURL}/auth" title="framed on demand"></iframe>`,
    );
    await expect.poll(() => refused.length).toBe(2);
  });
});
