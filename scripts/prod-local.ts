/**
 * The production path, run whole on this machine and offline (issue 8; docs/decisions/0017):
 *
 *   npm run prod:local                 build for Netlify, then serve   (http://127.0.0.1:8888)
 *   npm run prod:local -- --no-build   serve the last Netlify build (staged in .netlify/prod-local)
 *   npm run prod:local -- --stage-only stage the last Netlify build and exit (npm test does this)
 *
 * Real parts wherever they exist here:
 *   - the Netlify build, served by Netlify's local emulation (scripts/prod-local/netlifyHost.ts): the
 *     SSR function, static files, netlify.toml headers, scheduled functions run by a clock;
 *   - Debian's PostgreSQL, prepared as a Supabase project is (roles and auth schema, then
 *     supabase/migrations and seed.sql in the CLI's order), reached by the app as a login role that is
 *     neither superuser nor owner, without prepared statements and with a small pool, as through the pooler;
 *   - Supabase Auth through @supabase/ssr against a GoTrue stand-in that keeps users in auth.users of
 *     that database, so the signup trigger, profiles, roles and RLS run as on Supabase;
 *   - Stripe Checkout, webhooks over HTTP, SendGrid, X, the AI and stock photos: fakes on 127.0.0.1.
 *
 * Options: --port (8888), --fakes-port (port + 20: fakes use it and the next few), --database (siam_prod_local),
 * --schedule-seconds (60, as the functions' cron), --keep-database (do not rebuild it), --cold-functions
 * (every function invocation a fresh instance, a cold start, instead of one warm instance per function).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scheduledFunctionNames, stageDeploy, startNetlifyHost } from './prod-local/netlifyHost';
import { stackPorts } from './prod-local/ports';
import { prepareDatabase } from './prod-local/database';
import { startFakeGotrue } from '../tests/integration/support/fakeGotrue';
import { FAKE_OIDC_CLIENTS, startFakeOidc } from '../tests/integration/support/fakeOidc';
import { startProductionFakes } from '../tests/production/support/fakeServices';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8888' },
    'fakes-port': { type: 'string' },
    database: { type: 'string', default: 'siam_prod_local' },
    'schedule-seconds': { type: 'string', default: '60' },
    'no-build': { type: 'boolean', default: false },
    'stage-only': { type: 'boolean', default: false },
    'keep-database': { type: 'boolean', default: false },
    'cold-functions': { type: 'boolean', default: false },
  },
});
const root = process.cwd();
/** The variables of .env.example that the site reads. */
const SITE_VARIABLES =
  /^(APP_MODE|SITE_URL|DATABASE_|SUPABASE_|MAIL_|SENDGRID_|STRIPE_|AI_|PEXELS_|X_|NETLIFY_BUILD_HOOK_URL|RATE_LIMIT_|SIGN_UP_|LEAD_|AUTH_|SELLER_|ETAX_)/;
const port = Number(values.port);
const ports = stackPorts(port, values['fakes-port'] ? Number(values['fakes-port']) : undefined);
const siteUrl = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[prod:local] ${line}`);

if (!values['no-build'] && !values['stage-only']) {
  log('building for Netlify (DEPLOY_TARGET=netlify astro build)');
  const built = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DEPLOY_TARGET: 'netlify', SITE_URL: siteUrl },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!values['no-build'] || values['stage-only']) {
  const stageDir = stageDeploy({ root });
  log(`staged the deploy in ${stageDir}`);
  if (values['stage-only']) process.exit(0);
}

// Another stack on these ports would lose its database to this one's reset: refuse before touching anything.
const busy = await portsInUse([port, ports.hostControl, ...Object.values(ports.fakes), ports.gotrue, ...Object.values(ports.oidc)]);
if (busy.length > 0) {
  console.error(`[prod:local] ports in use: ${busy.join(', ')} (another prod:local?). Stop it or pass --port.`);
  process.exit(1);
}

// PostgreSQL from Debian (scripts/ci-postgres.sh starts it when needed and prints the server URL).
const pg = spawnSync('bash', ['scripts/ci-postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const serverUrl = /TEST_DATABASE_URL=(\S+)/.exec(pg.stdout ?? '')?.[1];
if (pg.status !== 0 || !serverUrl) {
  console.error('[prod:local] PostgreSQL is not available (scripts/ci-postgres.sh failed).');
  process.exit(1);
}
const appPassword = randomBytes(12).toString('hex');
const database = await prepareDatabase({ serverUrl, name: values.database, appPassword, reset: !values['keep-database'], log });

// The anon key is public by design (it only names the project); the stand-in accepts only this one.
const anonKey = `sb_publishable_${randomBytes(12).toString('hex')}`;
// The server's secret key (decision 0049: recovery codes through the admin MFA API); never in the browser.
const serviceRoleKey = `sb_secret_${randomBytes(16).toString('hex')}`;
// LINE and Google as production reaches them: fake OIDC providers (decision 0048). LINE signs HS256 with
// the channel secret, as LINE's web login does; the site runs its flow (decision 0060, addendum), Google
// goes through Supabase.
const line = await startFakeOidc({ mode: 'line', port: ports.oidc.line });
const google = await startFakeOidc({ mode: 'google', port: ports.oidc.google });
const gotrue = await startFakeGotrue({
  databaseUrl: database.ownerUrl,
  port: ports.gotrue,
  anonKey,
  serviceRoleKey,
  recordRequests: false,
  settings: { siteUrl },
  oauthProviders: {
    google: { issuer: google.url, ...FAKE_OIDC_CLIENTS.google },
  },
});
// A cold start (the first invocation of an instance, or every one with --cold-functions) takes several
// seconds on a busy machine: Stripe's deliveries get 30 s before they count as failed and are retried.
const fakes = await startProductionFakes({ base: ports.fakesBase, siteUrl, webhookTimeoutMs: 30_000 });

// The site's environment, as an operator sets it on Netlify (README, "Deploy", step 2).
const siteEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => SITE_VARIABLES.test(key)));
Object.assign(process.env, {
  APP_MODE: 'production',
  SITE_URL: siteUrl,
  DATABASE_URL: database.appUrl,
  DATABASE_POOL_MAX: '2',
  SUPABASE_URL: gotrue.url,
  SUPABASE_ANON_KEY: anonKey,
  SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
  AUTH_SUPABASE_PROVIDERS: 'google,line',
  // LINE's channel, for the site's own LINE flow (README, "Deploy": LINE Login).
  AUTH_LINE_CLIENT_ID: FAKE_OIDC_CLIENTS.line.clientId,
  AUTH_LINE_CLIENT_SECRET: FAKE_OIDC_CLIENTS.line.clientSecret,
  AUTH_LINE_ISSUER: line.url,
  MAIL_FROM: 'hello@siampixel.example',
  MAIL_STUDIO_INBOX: 'studio@siampixel.example',
  // The studio's legal identity, complete, so production issues and serves documents (invoices,
  // receipts/tax invoices, credit notes) as it will once the operator sets it (README, step 2).
  SELLER_NAME_TH: 'บริษัท สยามพิกเซล สตูดิโอ จำกัด',
  SELLER_NAME_EN: 'Siam Pixel Studio Co., Ltd.',
  SELLER_ADDRESS_TH: '88 ซอยสุขุมวิท 23 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
  SELLER_ADDRESS_EN: '88 Sukhumvit Soi 23, Khlong Toei Nuea, Watthana, Bangkok 10110',
  SELLER_TAX_ID: '0105566012344',
  SELLER_BRANCH: '00000',
  SELLER_VAT_REGISTERED: 'true',
  SELLER_VAT_RATE: '7',
  SELLER_BANK_NAME: 'ธนาคารกสิกรไทย (Kasikornbank)',
  SELLER_BANK_ACCOUNT_NAME: 'บริษัท สยามพิกเซล สตูดิโอ จำกัด',
  SELLER_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
  SELLER_PROMPTPAY_ID: '0105566012344',
  // e-Tax Invoice by Time Stamp on (decisions 0069, 0076), as an operator registered for it enables it:
  // the seller's address in ETDA's codes, so each tax document is a PDF/A-3 carrying its XML, rendered
  // by the function bundle; and sending, so it goes to the buyer through SendGrid with the time-stamp
  // mailbox in cc, from the registered sender.
  ETAX_SELLER_BUILDING_NUMBER: '88',
  ETAX_SELLER_ADDRESS_LINE: 'ซอยสุขุมวิท 23',
  ETAX_SELLER_POSTCODE: '10110',
  ETAX_SELLER_DISTRICT_CODE: '1039',
  ETAX_SELLER_SUBDISTRICT_CODE: '103901',
  ETAX_SELLER_PROVINCE_CODE: '10',
  ETAX_ENABLED: 'true',
  ETAX_SENDER: 'etax@siampixel.example',
  ETAX_RD_MAILBOX: 'csemail@etax.teda.th',
  ...fakes.env,
});

// What the functions see, for `npm run bench:functions` (local fakes' keys only; the file is the owner's).
writeFileSync(`${root}/.netlify/prod-local/env-${port}.json`, JSON.stringify(siteEnv(), null, 2), { mode: 0o600 });

const host = await startNetlifyHost({
  stageDir: `${root}/.netlify/prod-local`,
  port,
  controlPort: ports.hostControl,
  scheduled: scheduledFunctionNames(root),
  scheduleSeconds: Number(values['schedule-seconds']),
  log,
  statsFile: `${root}/.netlify/prod-local/invocations-${port}.json`,
  warmFunctions: !values['cold-functions'],
});

const admin = await database.createAdmin(gotrue.url, anonKey);
log(
  `site ${host.url} (production mode, Netlify emulation, ${values['cold-functions'] ? 'a cold start per invocation' : 'warm function instances'})`,
);
log(`admin ${admin.email} / ${admin.password}`);
log(
  `scheduled functions: ${scheduledFunctionNames(root).join(', ')} every ${values['schedule-seconds']} s; run one now: curl -X POST ${host.controlUrl}/run/deliver-outbox`,
);
log(
  `fakes: ${fakes.urls.control} (sent mail, Stripe deliveries, X posts, build hook calls); Supabase Auth ${gotrue.url} (mails at /__fake/outbox)`,
);

const stop = async () => {
  await host.stop();
  await Promise.allSettled([fakes.close(), gotrue.close(), line.close(), google.close()]);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

function portsInUse(candidates: number[]): Promise<number[]> {
  const probe = (p: number) =>
    new Promise<number | null>((done) => {
      const server = createServer();
      server.once('error', () => done(p));
      server.listen(p, '127.0.0.1', () => server.close(() => done(null)));
    });
  return Promise.all(candidates.map(probe)).then((results) => results.filter((p): p is number => p !== null));
}
