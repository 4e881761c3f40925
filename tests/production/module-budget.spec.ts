/**
 * The Netlify function loads what a request needs (docs/decisions/0055): one GET of /auth on a cold
 * instance stays under a budget of modules and never loads the libraries of the actions, payments, X,
 * PDFs or two-step codes. Runs in the production phase because that is where the Netlify build exists
 * (scripts/test-all.mjs stages it into .netlify/prod-local); no browser: a fresh node process imports
 * the staged function and answers the request (scripts/lib/coldstart-probe.mjs), as a cold start does.
 */
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COLDSTART_ENV, probeColdStart } from '../../scripts/lib/coldstart.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The deploy the production phase serves; the last Netlify build when nothing is staged; or another build's ssr.mjs. */
const FUNCTION =
  process.env.COLDSTART_FUNCTION ??
  [`${root}.netlify/prod-local/functions/ssr/ssr.mjs`, `${root}.netlify/v1/functions/ssr/ssr.mjs`].find((path) => existsSync(path));

/**
 * 186 modules (3.18 MB) on 2026-12-02, from 267 (5.15 MB) in the first round and 1,176 (9.6 MB) before;
 * the anchor project of `npm run bench:coldstart` loads 149 (2.5 MB). About 15% of room for a new
 * page's own chunks or a dependency's minor release; a whole library reached by a static import goes
 * well past it.
 */
const MODULE_BUDGET = 214;
const BYTE_BUDGET = 3.67e6;

/** Packages that only some actions, endpoints, scheduled jobs or signed-in requests need; each once reached /auth. */
const NOT_ON_AUTH = [
  'stripe',
  'twitter-text',
  'core-js',
  'openid-client',
  'oauth4webapi',
  'qrcode',
  'otpauth',
  'promptpay-qr',
  'pdfkit',
  'fontkit',
  'jose',
  'sanitize-html',
  // A visitor's /auth has no session to read and runs no query: Supabase's client and the database
  // engine load with the first Supabase cookie or query (Kysely is bundled into the chunks: not named).
  '@supabase/supabase-js',
  '@supabase/ssr',
  'postgres',
];

test('a cold GET of /auth loads its modules and no more', () => {
  expect(FUNCTION, 'no Netlify build: run `DEPLOY_TARGET=netlify npx astro build` first').toBeDefined();
  const cold = probeColdStart(FUNCTION!, { path: '/auth', count: true, env: COLDSTART_ENV });
  const files = cold.files ?? [];
  const packages = new Set(files.map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]).filter(Boolean));
  test.info().annotations.push({ type: 'modules', description: `${cold.modules} modules, ${cold.bytes} bytes` });

  expect(NOT_ON_AUTH.filter((name) => packages.has(name))).toEqual([]);
  expect(cold.modules, `loaded:\n${files.join('\n')}`).toBeLessThanOrEqual(MODULE_BUDGET);
  expect(cold.bytes).toBeLessThanOrEqual(BYTE_BUDGET);
});
