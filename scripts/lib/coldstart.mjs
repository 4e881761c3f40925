// Shared by `npm run bench:coldstart` and tests/production/module-budget.spec.ts: one cold start of a
// built Netlify function in a fresh node process (./coldstart-probe.mjs), and the environment the
// project's function is given for it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROBE = fileURLToPath(new URL('./coldstart-probe.mjs', import.meta.url));

/**
 * Production mode (a Netlify build refuses local mode: it carries no embedded database) with keys that
 * only have the right shape and this machine's PostgreSQL. A first GET of /auth or a public page
 * without a session reads no table and calls no service, so nothing needs to answer but the function;
 * a request that did reach one would fail loudly (the probe requires a 200).
 */
export const COLDSTART_ENV = {
  APP_MODE: 'production',
  SITE_URL: 'http://127.0.0.1:5601',
  DATABASE_URL: process.env.COLDSTART_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  DATABASE_POOL_MAX: '2',
  SUPABASE_URL: 'http://127.0.0.1:5602',
  SUPABASE_ANON_KEY: 'sb_publishable_coldstart',
  SENDGRID_API_KEY: 'SG.coldstart',
  STRIPE_SECRET_KEY: 'sk_test_coldstart',
  STRIPE_WEBHOOK_SECRET: 'whsec_coldstart',
  MAIL_FROM: 'hello@siampixel.example',
};

/**
 * Imports `entry` (a function's ssr.mjs) in a fresh process and sends it one GET of `path`.
 * Resolves to {importMs, requestMs, totalMs, cpuMs, status} and, with `count`, {modules, bytes, files}.
 * @param {string} entry
 * @param {{ path?: string, count?: boolean, env?: Record<string, string> }} [options]
 * @returns {{ importMs: number, requestMs: number, totalMs: number, cpuMs: number, status: number, modules?: number, bytes?: number, files?: string[] }}
 */
export function probeColdStart(entry, { path = '/auth', count = false, env = {} } = {}) {
  const args = [PROBE, entry, '--path', path, ...(count ? ['--count'] : [])];
  // process.execPath: the Node running the caller (npm's Node 24), not whatever `node` is on PATH.
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...(count ? { COLDSTART_LIST: '1' } : {}), ...env },
  });
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  if (result.status !== 0 || !line.startsWith('{')) throw new Error(`probe of ${entry} failed:\n${result.stderr}${result.stdout}`);
  const measured = JSON.parse(line);
  if (measured.status !== 200) throw new Error(`${entry} answered GET ${path} with ${measured.status}:\n${result.stderr}`);
  return measured;
}
