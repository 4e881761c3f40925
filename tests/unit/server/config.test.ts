// The one configuration: how the mode is decided, what production requires, and that it fails closed.
import { describe, expect, it } from 'vitest';
import { configFrom, deploymentSigns, describeProblems, isLoopbackHost, readConfig } from '../../../src/server/config';
import { PRODUCTION_ENV } from '../support/productionEnv';

describe('the mode', () => {
  it('is local on a developer machine with nothing set, with every embedded default', () => {
    const config = configFrom({});
    expect(config.mode).toBe('local');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data' });
    expect(config.auth).toMatchObject({ kind: 'local', admin: { email: 'admin@siampixel.example' } });
    expect(config.payments).toEqual({ kind: 'demo' });
    expect(config.mail.sendgrid).toBeUndefined();
    expect(config.http).toEqual({ secureCookies: false, trustProxy: false });
  });

  it.each([
    ['NETLIFY', 'true'],
    ['NODE_ENV', 'production'],
    ['APP_MODE', 'production'],
    ['DATABASE_URL', 'postgres://db.example/postgres'],
    ['SUPABASE_URL', 'https://abcd.supabase.co'],
    ['SUPABASE_ANON_KEY', 'anon'],
    ['SUPABASE_SERVICE_ROLE_KEY', 'service'],
  ])('is production as soon as %s is set', (name, value) => {
    expect(deploymentSigns({ [name]: value })).toHaveLength(1);
    const result = readConfig({ [name]: value });
    expect(result).toMatchObject({ ok: false, mode: 'production' });
  });

  it('ignores empty values (a variable cleared in the Netlify UI) and other NODE_ENV values', () => {
    expect(deploymentSigns({ DATABASE_URL: '', SUPABASE_URL: '  ', NODE_ENV: 'development', NETLIFY: 'false' })).toEqual([]);
    expect(configFrom({ NODE_ENV: 'test' }).mode).toBe('local');
  });

  // Issue 19: only the exact lower-case spellings counted, so each of these ran local mode.
  it.each([
    ['NETLIFY', '1'],
    ['NETLIFY', 'TRUE'],
    ['NETLIFY', 'True'],
    ['NETLIFY', 'yes'],
    ['NETLIFY', 'on'],
    ['NETLIFY', ' true '],
    ['NODE_ENV', 'Production'],
    ['NODE_ENV', 'PRODUCTION'],
    ['NODE_ENV', 'prod'],
    ['NODE_ENV', 'staging'],
    ['CONTEXT', 'production'],
    ['CONTEXT', 'deploy-preview'],
    ['CONTEXT', 'branch-deploy'],
    ['CONTEXT', 'Production'],
    ['APP_MODE', 'Production'],
    ['APP_MODE', 'prod'],
    ['AWS_LAMBDA_FUNCTION_NAME', 'site-ssr'],
  ])('reads %s=%s as a deployment, whatever the spelling', (name, value) => {
    expect(deploymentSigns({ [name]: value })).toEqual([name === 'AWS_LAMBDA_FUNCTION_NAME' ? name : `${name}=${value.trim()}`]);
    expect(readConfig({ [name]: value })).toMatchObject({ ok: false, mode: 'production' });
  });

  it.each([
    ['NETLIFY', 'false'],
    ['NETLIFY', 'FALSE'],
    ['NETLIFY', '0'],
    ['NETLIFY', 'no'],
    ['NETLIFY', 'off'],
    ['NODE_ENV', 'development'],
    ['NODE_ENV', 'Development'],
    ['NODE_ENV', 'test'],
    // `netlify dev` on a developer's machine.
    ['CONTEXT', 'dev'],
    ['APP_MODE', 'local'],
    ['APP_MODE', 'LOCAL'],
  ])('reads %s=%s as no deployment', (name, value) => {
    expect(deploymentSigns({ [name]: value })).toEqual([]);
    expect(configFrom({ [name]: value }).mode).toBe('local');
  });

  it('fails closed on a NETLIFY value it does not know and a misspelt APP_MODE', () => {
    expect(deploymentSigns({ NETLIFY: 'maybe' })).toEqual(['NETLIFY=maybe']);
    const result = readConfig({ ...PRODUCTION_ENV, APP_MODE: 'prodution' });
    expect(result).toMatchObject({ ok: false, mode: 'production', problems: ['APP_MODE must be local or production'] });
  });

  it('lets no APP_MODE=local override a sign of deployment', () => {
    expect(readConfig({ APP_MODE: 'local', NETLIFY: '1' })).toMatchObject({ ok: false, mode: 'production' });
    expect(configFrom({ ...PRODUCTION_ENV, APP_MODE: 'local' }).mode).toBe('production');
  });
});

describe('local mode only on this machine', () => {
  it.each(['127.0.0.1', '127.0.1.1', '127.255.255.254', 'localhost', 'LocalHost', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    'serves on the loopback address %s',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
      expect(readConfig({ HOST: host })).toMatchObject({ ok: true, mode: 'local' });
    },
  );

  it('serves when HOST is unset or empty (scripts/serve.mjs then listens on 127.0.0.1)', () => {
    expect(readConfig({})).toMatchObject({ ok: true, mode: 'local' });
    expect(readConfig({ HOST: '' })).toMatchObject({ ok: true, mode: 'local' });
  });

  it.each(['0.0.0.0', '::', '[::]', '192.168.1.20', '10.0.0.5', 'studio.example', '128.0.0.1', '::2', '::ffff:10.0.0.1'])(
    'refuses to serve on %s without APP_MODE=local, saying why and how to opt in',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
      const result = readConfig({ HOST: host });
      expect(result).toMatchObject({ ok: false, mode: 'local', deploymentSigns: [] });
      if (result.ok) return;
      expect(result.problems).toHaveLength(1);
      const line = describeProblems(result);
      expect(line).toMatch(
        new RegExp(
          `^\\[config\\] local mode \\(no deployment signs\\) refuses to serve: local mode is only for this machine and HOST=${host.replace(/[[\]]/g, '\\$&')} is not a loopback address`,
        ),
      );
      expect(line).toContain('Set APP_MODE=local to serve local mode on this address anyway');
      expect(line).toContain('configure production (APP_MODE=production');
      expect(line).not.toContain('\n');
    },
  );

  it.each(['local', 'Local', ' LOCAL '])('serves on any address when APP_MODE=%s says so', (appMode) => {
    const config = configFrom({ HOST: '0.0.0.0', APP_MODE: appMode });
    expect(config.mode).toBe('local');
    expect(config.auth.kind).toBe('local');
  });
});

describe('production', () => {
  it('runs only the real services when everything is set', () => {
    const config = configFrom(PRODUCTION_ENV);
    expect(config.mode).toBe('production');
    expect(config.siteUrl).toBe('https://www.siampixel.example');
    expect(config.database).toEqual({ kind: 'postgres', url: PRODUCTION_ENV.DATABASE_URL, poolMax: 2 });
    expect(config.auth).toEqual({ kind: 'supabase', url: PRODUCTION_ENV.SUPABASE_URL, anonKey: 'anon-key' });
    expect(config.payments).toMatchObject({ kind: 'stripe', secretKey: 'sk_test_123', webhookSecret: 'whsec_123' });
    expect(config.mail.sendgrid?.apiKey).toBe('SG.test-key');
    expect(config.http.secureCookies).toBe(true);
  });

  it('never falls back to a local service: the local admin, demo checkout and console mail are unreachable', () => {
    // The admin's local password in the environment of a deployment changes nothing.
    const config = configFrom({ ...PRODUCTION_ENV, LOCAL_ADMIN_PASSWORD: 'x', LOCAL_DATA_DIR: '/tmp/x' });
    expect(config.auth.kind).toBe('supabase');
    expect(config.database.kind).toBe('postgres');
    expect(config.payments.kind).toBe('stripe');
  });

  it('names every missing variable in one problem list', () => {
    const result = readConfig({ NETLIFY: 'true' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'SITE_URL is missing (or URL, which Netlify sets)',
      'DATABASE_URL is missing',
      'SUPABASE_URL is missing',
      'SUPABASE_ANON_KEY is missing',
      'SENDGRID_API_KEY is missing',
      'STRIPE_SECRET_KEY is missing',
      'STRIPE_WEBHOOK_SECRET is missing',
    ]);
    expect(describeProblems(result)).toBe(
      '[config] production mode (NETLIFY=true) refuses to serve: SITE_URL is missing (or URL, which Netlify sets); DATABASE_URL is missing; ' +
        'SUPABASE_URL is missing; SUPABASE_ANON_KEY is missing; SENDGRID_API_KEY is missing; STRIPE_SECRET_KEY is missing; STRIPE_WEBHOOK_SECRET is missing',
    );
  });

  it.each([
    ['DATABASE_URL', 'mysql://db.example/x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['SUPABASE_URL', 'not a url', 'SUPABASE_URL is not a URL'],
    ['SUPABASE_URL', 'http://abcd.supabase.co', 'SUPABASE_URL must use https'],
    ['SITE_URL', 'http://www.siampixel.example', 'SITE_URL must use https'],
    ['STRIPE_SECRET_KEY', 'pk_live_123', 'STRIPE_SECRET_KEY must start with sk_ or rk_'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'STRIPE_WEBHOOK_SECRET must start with whsec_'],
    ['MAIL_FROM', 'studio', 'MAIL_FROM must be an e-mail address'],
    ['NETLIFY_BUILD_HOOK_URL', 'ftp://x', 'NETLIFY_BUILD_HOOK_URL must be an http(s) URL'],
    ['SENDGRID_TIMEOUT_MS', '-5', 'SENDGRID_TIMEOUT_MS must be a positive number'],
  ])('refuses a malformed %s (%s)', (name, value, problem) => {
    expect(readConfig({ ...PRODUCTION_ENV, [name]: value })).toMatchObject({ ok: false, problems: [problem] });
  });

  it('allows plain http only to this machine (fake services, a local rehearsal)', () => {
    const config = configFrom({ ...PRODUCTION_ENV, SITE_URL: 'http://127.0.0.1:8888', STRIPE_API_BASE: 'http://localhost:4500' });
    expect(config.siteUrl).toBe('http://127.0.0.1:8888');
  });
});

describe("the studio's legal identity for documents", () => {
  const SELLER_ENV = {
    SELLER_NAME_TH: 'บริษัท ตัวอย่าง จำกัด',
    SELLER_NAME_EN: 'Example Co., Ltd.',
    SELLER_ADDRESS_TH: '1 ถนนสีลม กรุงเทพมหานคร 10500',
    SELLER_ADDRESS_EN: '1 Silom Road, Bangkok 10500',
    SELLER_TAX_ID: '0-1055-36092-64-1',
    SELLER_BRANCH: '00000',
    SELLER_VAT_REGISTERED: 'true',
    SELLER_BANK_NAME: 'Bangkok Bank',
    SELLER_BANK_ACCOUNT_NAME: 'Example Co., Ltd.',
    SELLER_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
    SELLER_PROMPTPAY_ID: '0105536092641',
  };

  it('is the demo studio locally when nothing is set, with a valid check digit', async () => {
    const { isValidTaxId } = await import('../../../src/domain/money/taxId');
    const { seller } = configFrom({});
    expect(seller).toMatchObject({ ok: true, demo: true });
    if (seller.ok) expect(isValidTaxId(seller.identity.taxId)).toBe(true);
  });

  it('has no default in production: the site serves, documents are refused with every missing name', () => {
    const config = configFrom(PRODUCTION_ENV);
    expect(config.seller.ok).toBe(false);
    if (!config.seller.ok) expect(config.seller.problems).toContain('SELLER_TAX_ID is missing');
  });

  it('reads a complete identity', () => {
    const { seller } = configFrom({ ...PRODUCTION_ENV, ...SELLER_ENV, SELLER_BRANCH: '3' });
    expect(seller).toEqual({
      ok: true,
      demo: false,
      identity: {
        name: { th: 'บริษัท ตัวอย่าง จำกัด', en: 'Example Co., Ltd.' },
        address: { th: '1 ถนนสีลม กรุงเทพมหานคร 10500', en: '1 Silom Road, Bangkok 10500' },
        taxId: '0105536092641',
        branch: '00003',
        vat: { registered: true, rateBp: 700 },
        bank: { name: 'Bangkok Bank', accountName: 'Example Co., Ltd.', accountNumber: '123-4-56789-0' },
        promptPayId: '0105536092641',
      },
    });
    expect(configFrom({ ...PRODUCTION_ENV, ...SELLER_ENV, SELLER_VAT_REGISTERED: 'false' }).seller).toMatchObject({
      identity: { vat: { registered: false, rateBp: 0 } },
    });
  });

  it('requires the whole identity locally once any part is set (no real name beside a demo tax ID)', () => {
    expect(configFrom({ SELLER_NAME_EN: 'Real Co., Ltd.' }).seller).toMatchObject({ ok: false });
  });

  it.each([
    ['SELLER_TAX_ID', '0105536092642', 'SELLER_TAX_ID must be 13 digits with a valid check digit'],
    ['SELLER_BRANCH', 'main', 'SELLER_BRANCH must be 00000 (head office) or a branch number of up to 5 digits'],
    ['SELLER_VAT_REGISTERED', 'yes', 'SELLER_VAT_REGISTERED must be true or false'],
    ['SELLER_VAT_RATE', '7%', 'SELLER_VAT_RATE must be a percentage such as 7'],
    ['SELLER_BANK_ACCOUNT_NUMBER', '12345', 'SELLER_BANK_ACCOUNT_NUMBER must be 10 to 15 digits (dashes and spaces allowed)'],
    ['SELLER_PROMPTPAY_ID', '12345', 'SELLER_PROMPTPAY_ID must be a 13-digit tax ID or a 10-digit mobile number'],
  ])('refuses a malformed %s (%s)', (name, value, problem) => {
    expect(configFrom({ ...PRODUCTION_ENV, ...SELLER_ENV, [name]: value }).seller).toEqual({ ok: false, problems: [problem] });
  });
});

describe('the site URL every outbound link is built from', () => {
  it('is SITE_URL, else Netlify URL in production, without a trailing slash', () => {
    expect(configFrom({ ...PRODUCTION_ENV, SITE_URL: 'https://studio.example/' }).siteUrl).toBe('https://studio.example');
    expect(configFrom(PRODUCTION_ENV).siteUrl).toBe('https://www.siampixel.example');
  });

  it('is the address the local server listens on when none is configured', () => {
    expect(configFrom({}).siteUrl).toBe('http://localhost:4321');
    expect(configFrom({ HOST: '127.0.0.1', PORT: '4399' }).siteUrl).toBe('http://127.0.0.1:4399');
    expect(configFrom({ HOST: '0.0.0.0', PORT: '8080', APP_MODE: 'local' }).siteUrl).toBe('http://localhost:8080');
    expect(configFrom({ SITE_URL: 'http://studio.test:3000' }).siteUrl).toBe('http://studio.test:3000');
  });
});

describe('.env.example', () => {
  it('lists every variable the configuration reads', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync('src/server/config.ts', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    const read = new Set(
      [
        ...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\b(?:need|optionalUrl|optionalNumber|limitNumber|sellerValue)\('([A-Z][A-Z0-9_]+)'/g),
      ].map((m) => m[1] ?? m[2]),
    );
    // Set by the platform or the shell, not by an operator.
    for (const name of ['NETLIFY', 'NODE_ENV', 'URL', 'HOST', 'PORT']) read.delete(name);
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(25);
  });
});
