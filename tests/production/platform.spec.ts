import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import enUnsubscribe from '../../src/i18n/en/unsubscribe';
import thUnsubscribe from '../../src/i18n/th/unsubscribe';
import thPrivacy from '../../src/i18n/th/privacy';
import { oneClickToken } from '../../src/server/privacy/oneClick';
import { ADMIN } from '../e2e/support/auth';
import { coldGet, functionStats, runScheduled, sql } from './support/stack';

/** What Netlify's layer does with the deploy: headers from netlify.toml, the function's own, what is not exposed. */

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test('static pages come from the publish directory with netlify.toml security headers, assets cached for a year', async ({ request }) => {
  for (const path of ['/', '/th', '/services']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const name of [...SECURITY, 'strict-transport-security']) expect(response.headers()[name], `${path} ${name}`).toBeTruthy();
    expect(response.headers()['x-nf-invocation-metadata'], `${path} is not a function response`).toBeUndefined();
  }
  const asset = readdirSync('.netlify/prod-local/publish/_astro').find((name) => name.endsWith('.js'))!;
  const cached = await request.get(`/_astro/${asset}`);
  expect(cached.status()).toBe(200);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('on-demand pages are the SSR function, with the policy and cache headers the middleware sets', async ({ request }) => {
  const blog = await request.get('/th/blog');
  expect(blog.status()).toBe(200);
  expect(blog.headers()['x-nf-invocation-metadata']).toBeTruthy();
  for (const name of SECURITY) expect(blog.headers()[name], name).toBeTruthy();
  expect(blog.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(blog.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(await blog.text()).toContain('lang="th"');

  const dashboard = await request.get('/dashboard', { maxRedirects: 0 });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers()['cache-control']).toBe('private, no-store');
});

test("a cold start answers correctly: a fresh instance's first request renders the page from the database", async () => {
  // The run keeps one warm instance of the function (scripts/prod-local/warmFunctions.ts); this request
  // goes through a new one, the emulation's own worker importing the built function from nothing.
  const response = await coldGet('/th/blog');
  expect(response.status).toBe(200);
  expect(response.headers.get('x-function-cold-starts')).toBe('1');
  expect(response.headers.get('x-nf-invocation-metadata')).toBeTruthy();
  for (const name of SECURITY) expect(response.headers.get(name), name).toBeTruthy();
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain('lang="th"');
  expect(html).toContain('<title>บล็อก | Siam Pixel Studio');
  // A post of supabase/seed.sql: the first request of the instance reached the database.
  expect(html).toContain('href="/th/blog/local-seo-krungthep-google-maps"');
});

test('concurrent on-demand requests are answered each in its own language (together by one warm instance)', async ({ request }) => {
  const before = await functionStats();
  const paths = ['/th/blog', '/blog', '/th/blog', '/blog', '/th/blog', '/blog'];
  const pages = await Promise.all(paths.map(async (path) => ({ path, response: await request.get(path) })));
  for (const { path, response } of pages) {
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nf-invocation-metadata'], path).toBeTruthy();
    expect(await response.text(), path).toContain(path.startsWith('/th') ? 'lang="th"' : 'lang="en"');
  }
  expect((await functionStats()).invocations['ssr']! - (before.invocations['ssr'] ?? 0)).toBeGreaterThanOrEqual(paths.length);
});

test('nothing local answers in production, and scheduled functions cannot be called by URL', async ({ request }) => {
  expect((await request.get('/dev/outbox')).status()).toBe(404);
  expect((await request.post('/api/payments/demo', { data: {} })).status()).toBe(404);
  for (const name of [
    'deliver-outbox',
    'run-x-schedule',
    'publish-scheduled-posts',
    'expire-checkouts',
    'send-reminders',
    'purge-retention',
  ]) {
    expect((await request.post(`/.netlify/functions/${name}`)).status(), name).toBe(404);
  }
  // Netlify's clock (here the host's control port) runs them; with the configuration complete they answer JSON.
  expect(await runScheduled('deliver-outbox')).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });
  expect(await runScheduled('run-x-schedule')).toMatchObject({ posted: expect.any(Number), failed: expect.any(Number) });
  expect(await runScheduled<Record<string, unknown>>('publish-scheduled-posts')).toMatchObject({ published: expect.any(Array) });
  expect(await runScheduled('expire-checkouts')).toMatchObject({ expired: expect.any(Number) });
  expect(await runScheduled('send-reminders')).toMatchObject({ sent: expect.any(Number), already: expect.any(Number) });
  expect(await runScheduled('purge-retention')).toMatchObject({ emails: expect.any(Number), linePushes: expect.any(Number) });
});

test('an unsigned or tampered Stripe webhook is refused', async ({ request }) => {
  const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_forged' } } });
  const unsigned = await request.post('/api/payments/stripe-webhook', { data: body, headers: { 'content-type': 'application/json' } });
  expect(unsigned.status()).toBe(400);
  const forged = await request.post('/api/payments/stripe-webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
  });
  expect(forged.status()).toBe(400);
});

test('the deployed function carries no local-only code: no PGlite, no argon2, no migrations, no local data', () => {
  const fn = '.netlify/prod-local/functions/ssr';
  const modules = readdirSync(`${fn}/node_modules`);
  expect(modules).not.toContain('@electric-sql');
  expect(modules).not.toContain('@node-rs');
  // Nothing traced from the repository besides the build: no supabase/ migrations, no .data/.
  expect(readdirSync(fn).sort()).toEqual(['.netlify', 'node_modules', 'ssr.mjs']);
  const chunks = readdirSync(`${fn}/.netlify/build/chunks`);
  expect(chunks.filter((name) => /^(pglite|migrate|local|processLock)_/i.test(name))).toEqual([]);
});

test('one-click unsubscribe: the link asks first (Thai), a mail provider’s cross-site POST stops reminders (English), the retired marketing link only leads there', async ({
  page,
  request,
}) => {
  // The key the site derives from its stored secret (src/server/privacy/oneClick.ts), for a real account.
  const [stored] = await sql<{ secret: string }>(`select public.sign_in_device_key($1) as secret`, [randomBytes(32).toString('base64url')]);
  const key = createHmac('sha256', stored!.secret).update('one-click unsubscribe v1', 'utf8').digest();
  const [account] = await sql<{ id: string }>('select id from auth.users where email = $1', [ADMIN.email]);
  const token = oneClickToken(key, 'reminders', account!.id);
  const reminders = async () =>
    (await sql<{ reminders: boolean }>('select reminders from public.notification_preferences where user_id = $1', [account!.id]))[0]
      ?.reminders ?? true;
  await sql('delete from public.notification_preferences where user_id = $1', [account!.id]);
  try {
    // Opening the link (what a link scanner does) stops nothing; the button does.
    await page.goto(`/th/unsubscribe?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: thUnsubscribe['unsubscribe.confirm.reminders.title'] })).toBeVisible();
    expect(await reminders()).toBe(true);
    await page.getByRole('button', { name: thUnsubscribe['unsubscribe.confirm.reminders.button'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: thUnsubscribe['unsubscribe.done.reminders.title'] })).toBeVisible();
    expect(await reminders()).toBe(false);

    // RFC 8058: the provider posts from its own servers, no cookie, another origin; again is the same.
    const oneClick = await request.post(`/unsubscribe?token=${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain(enUnsubscribe['unsubscribe.done.reminders.title']);
    expect(await reminders()).toBe(false);
    // A token that is not the site's: refused, and a cross-site form post anywhere else still is.
    expect((await request.post('/unsubscribe?token=reminders.x.y', { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
    const elsewhere = await request.post('/api/account/reminders', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      data: 'reminders=off',
    });
    expect(elsewhere.status()).toBe(403);

    // The retired marketing link of decision 0070 (decision 0080): opening it stops nothing and leads to
    // the one-click page with the same person's marketing token; the done page points to Your data and privacy.
    const flash = createHmac('sha256', stored!.secret).update('form flash', 'utf8').digest();
    const oldKey = createHmac('sha256', flash).update('marketing unsubscribe', 'utf8').digest();
    const oldTag = createHmac('sha256', oldKey).update(account!.id, 'utf8').digest('base64url');
    await page.goto(`/th/privacy/unsubscribe?u=${account!.id}&t=${oldTag}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/th/unsubscribe?token=${oneClickToken(key, 'marketing', account!.id)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: thUnsubscribe['unsubscribe.confirm.marketing.title'] })).toBeVisible();
    await page.getByRole('button', { name: thUnsubscribe['unsubscribe.confirm.marketing.button'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: thUnsubscribe['unsubscribe.done.marketing.title'] })).toBeVisible();
    await expect(page.getByRole('link', { name: thPrivacy['privacy.rights.account'] })).toHaveAttribute('href', '/th/account/privacy');
  } finally {
    await sql('delete from public.notification_preferences where user_id = $1', [account!.id]);
  }
});
