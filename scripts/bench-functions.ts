/**
 * Cold and warm response times of the built Netlify SSR function, outside the emulation's own overhead:
 * each cold sample is a fresh Node process that loads the staged handler (.netlify/prod-local) and sends
 * it real `Request`s, as a new function instance would; the following requests in that process are warm.
 *
 *   npm run prod:local                 (in another terminal: database, Supabase Auth and fakes)
 *   npm run bench:functions [-- --port 8888 --cold 5 --warm 20]
 *
 * Prints a table and writes bench-results/functions.json (docs/capacity.md quotes it).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8888' }, cold: { type: 'string', default: '5' }, warm: { type: 'string', default: '20' } },
});
const root = process.cwd();
const site = `http://127.0.0.1:${values.port}`;
const env = JSON.parse(readFileSync(`${root}/.netlify/prod-local/env-${values.port}.json`, 'utf8')) as Record<string, string>;

// A signed-in customer: the stack's admin, signed in through the running site (Supabase Auth's cookies).
const signIn = await fetch(`${site}/_actions/auth.signIn`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: site },
  body: JSON.stringify({ email: 'admin@siampixel.example', password: 'admin-siam-2026', locale: 'en' }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
if (!signIn.ok || !cookie) throw new Error(`Signing in failed: ${signIn.status} ${await signIn.text()}`);

const quote = {
  locale: 'en',
  packageId: 'a0000000-0000-4000-8000-000000000002',
  description: 'A site for our coffee roastery in Chiang Mai with an online menu and opening hours.',
  contact: { name: 'Bench Customer', email: 'admin@siampixel.example' },
};
const scenarios = [
  { name: 'GET /blog/ (on demand)', method: 'GET', path: '/blog/', headers: {} },
  { name: 'GET /packages (signed in)', method: 'GET', path: '/packages', headers: { cookie } },
  {
    name: 'POST leads.requestPackage (quote action, signed in)',
    method: 'POST',
    path: '/_actions/leads.requestPackage',
    headers: { cookie, 'content-type': 'application/json', origin: site },
    body: JSON.stringify(quote),
  },
];

// The child: load the handler, send the request once (cold), then `warm` more times.
const child = `
const [handlerPath, scenarioJson, warm] = process.argv.slice(1);
const scenario = JSON.parse(scenarioJson);
const t0 = performance.now();
const { default: handler } = await import(handlerPath);
const loaded = performance.now();
const once = async () => {
  const started = performance.now();
  const response = await handler(new Request(${JSON.stringify(site)} + scenario.path, { method: scenario.method, headers: scenario.headers, body: scenario.body }), { ip: '127.0.0.1', requestId: 'bench' });
  await response.text();
  if (response.status >= 400) throw new Error(scenario.path + ' answered ' + response.status);
  return performance.now() - started;
};
const first = await once();
const times = [];
for (let i = 0; i < Number(warm); i++) times.push(await once());
console.log(JSON.stringify({ loadMs: loaded - t0, firstMs: first, warmMs: times }));
process.exit(0);
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;
const results = [];
for (const scenario of scenarios) {
  const samples: { loadMs: number; firstMs: number; warmMs: number[] }[] = [];
  for (let i = 0; i < Number(values.cold); i++) {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', child, `${root}/.netlify/prod-local/functions/ssr/ssr.mjs`, JSON.stringify(scenario), values.warm],
      {
        // The lead limit would refuse the repeated quote after ten; the limiter's own query still runs.
        env: { ...process.env, ...env, LEAD_LIMIT_PER_HOUR: '1000000' },
        encoding: 'utf8',
      },
    );
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{')) throw new Error(`${scenario.name}: ${run.stderr || run.stdout}`);
    samples.push(JSON.parse(line) as (typeof samples)[number]);
  }
  const cold = samples.map((s) => s.loadMs + s.firstMs);
  const warm = samples.flatMap((s) => s.warmMs);
  results.push({
    scenario: scenario.name,
    coldMedianMs: Math.round(median(cold)),
    loadMedianMs: Math.round(median(samples.map((s) => s.loadMs))),
    warmMedianMs: Math.round(median(warm)),
    warmP95Ms: Math.round(p95(warm)),
    samples: { cold: cold.length, warm: warm.length },
  });
}
console.table(results);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/functions.json', JSON.stringify({ measuredAt: new Date().toISOString(), site, results }, null, 2));
