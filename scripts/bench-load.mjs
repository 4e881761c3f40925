// Load benchmark of the embedded server (what `npm start` serves): for 20, 50 and 100 connections it
// loads an on-demand public page, a signed-in page and a write, and reports requests/s, latency
// p50/p99, refusals (503 under overload, src/server/http/admission.ts) and errors, and the server's
// resident memory before, after each run, at the end and 60 s after the load ended.
// Writes bench-results/load.json and prints a table; docs/capacity.md keeps the figures.
// Usage: npm run bench:load   (builds first unless BENCH_SKIP_BUILD=1; BENCH_PORT picks the port;
//        LOAD_SECONDS sets each run's length (default 10); LOAD_SETTLE_SECONDS the wait after (default 60);
//        CONCURRENT_REQUESTS / QUEUED_REQUESTS / QUEUE_WAIT_MS pass through to the server)
// Not a test: the figures depend on the machine and on what else runs on it (see loadavg in the output).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4397);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS ?? 60);
const LEVELS = [20, 50, 100];

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A data directory of its own (the embedded database belongs to one process), fresh each run.
const dataDir = mkdtempSync(join(tmpdir(), 'siam-load-'));
const server = spawn('node', ['scripts/serve.mjs'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOCAL_DATA_DIR: dataDir,
    // The benchmark is one client address writing far more than a person would: the limits would
    // otherwise answer 429 and measure themselves, not the server.
    RATE_LIMIT_MULTIPLIER: '1000',
    LEAD_LIMIT_PER_HOUR: '1000000',
    SIGN_UP_LIMIT_PER_HOUR: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverOutput = '';
const keep = (chunk) => (serverOutput = (serverOutput + chunk.toString()).slice(-20_000));
server.stdout.on('data', keep);
server.stderr.on('data', keep);

const rssMiB = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForServer() {
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${ORIGIN}/auth`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`server did not start. Its output:\n${serverOutput.trim() || '(none)'}`);
}

/** A client account signed in: its session cookies, for the signed-in page. */
async function signedInCookie() {
  const email = `load-${Date.now()}@example.test`;
  const response = await fetch(`${ORIGIN}/_actions/auth.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'load-test-pass-1',
      confirmPassword: 'load-test-pass-1',
      fullName: 'Load Test',
      phone: '',
      company: '',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function scenarios(cookie) {
  const contact = JSON.stringify({
    locale: 'en',
    name: 'Load Test',
    email: 'load@example.test',
    phone: '',
    company: '',
    subject: 'Capacity',
    message: 'A message written by the load benchmark.',
    website: '',
  });
  return [
    { name: 'page (GET /th/blog, on demand)', opts: { url: `${ORIGIN}/th/blog` } },
    { name: 'signed-in (GET /dashboard)', opts: { url: `${ORIGIN}/dashboard`, headers: { cookie } } },
    {
      name: 'write (POST contact action)',
      opts: { url: `${ORIGIN}/_actions/leads.sendContact`, method: 'POST', headers: { 'content-type': 'application/json' }, body: contact },
    },
  ];
}

function run(opts, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, connections, duration: SECONDS, timeout: 30 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rows = [];
try {
  await waitForServer();
  const cookie = await signedInCookie();
  // Warm every path (first-use code, the database's caches), then let the process settle.
  for (const scenario of scenarios(cookie)) await run(scenario.opts, 2);
  await sleep(5_000);
  const idle = rssMiB();
  console.log(
    `idle RSS after warm-up: ${idle} MiB; loadavg at start ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const scenario of scenarios(cookie)) {
    for (const connections of LEVELS) {
      const before = rssMiB();
      const result = await run(scenario.opts, connections);
      const codes = result.statusCodeStats ?? {};
      const count = (code) => codes[code]?.count ?? 0;
      const ok = Object.entries(codes)
        .filter(([code]) => code.startsWith('2'))
        .reduce((sum, [, stat]) => sum + stat.count, 0);
      const row = {
        scenario: scenario.name,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        servedPerSecond: Math.round(ok / SECONDS),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        maxMs: result.latency.max,
        ok,
        refused503: count('503'),
        other4xx5xx: result.non2xx - count('503'),
        errors: result.errors,
        timeouts: result.timeouts,
        rssBeforeMiB: before,
        rssAfterMiB: rssMiB(),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      await sleep(2_000);
    }
  }
  const afterLoad = rssMiB();
  await sleep(SETTLE_SECONDS * 1000);
  const settled = rssMiB();
  const summary = {
    idleMiB: idle,
    afterLoadMiB: afterLoad,
    [`after${SETTLE_SECONDS}sMiB`]: settled,
    settledVsIdle: `${Math.round((settled / idle - 1) * 100)}%`,
  };
  console.table(rows.map(({ rssBeforeMiB, rssAfterMiB, ...rest }) => ({ ...rest, rss: `${rssBeforeMiB}->${rssAfterMiB}` })));
  console.log(summary);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/load.json',
    JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, loadavg: loadavg(), rows, memory: summary }, null, 2),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`server output:\n${serverOutput}`);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
