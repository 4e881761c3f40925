// Limits hold across server processes sharing one PostgreSQL (decision 0011): two Node processes, each
// with the app's postgres engine and limiter, consume the same key at the same moment; the total
// allowed is the limit. PostgreSQL only (PGlite is one process's database): skipped without
// TEST_DATABASE_URL (eval "$(bash scripts/ci-postgres.sh)").
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { openTestDatabase } from '../support/database';

const SCRIPT = fileURLToPath(new URL('../support/limiterProcess.ts', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const LIMIT = 25;
const CALLS_EACH = 60;

interface Child {
  process: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
  result: Promise<{ allowed: number; refused: number; ms: number }>;
}

function start(url: string, key: string): Child {
  const child = spawn(process.execPath, [TSX, SCRIPT, url, key, String(LIMIT), String(CALLS_EACH)], { stdio: 'pipe' });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const result = new Promise<{ allowed: number; refused: number; ms: number }>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') onReady();
      else if (line.startsWith('{')) resolve(JSON.parse(line) as { allowed: number; refused: number; ms: number });
    });
    child.on('exit', (code) => reject(new Error(`limiter process exited with ${code}: ${stderr}`)));
  });
  // A process that dies before it is ready fails the test instead of hanging it.
  return { process: child, ready: Promise.race([ready, result.then(() => undefined)]), result };
}

describe('rate limits across processes', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two server processes sharing one PostgreSQL: the limit holds in total, and after both have exited',
    async () => {
      const test = await openTestDatabase('postgres');
      try {
        const key = `203.0.113.9-${Date.now()}`;
        const children = [start(test.url!, key), start(test.url!, key)];
        await Promise.all(children.map((c) => c.ready));
        for (const c of children) c.process.stdin.write('go\n');
        const results = await Promise.all(children.map((c) => c.result));
        console.info(`[two processes] ${JSON.stringify(results)}`);
        expect(results.reduce((sum, r) => sum + r.allowed, 0)).toBe(LIMIT);
        expect(results.reduce((sum, r) => sum + r.refused, 0)).toBe(2 * CALLS_EACH - LIMIT);
        // Both "instances" are gone; a new one still sees the spent limit.
        const limiter = new DatabaseRateLimiter(test.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: LIMIT }));
        expect(await limiter.consume('leadSubmissions', key)).toMatchObject({ allowed: false, remaining: 0 });
      } finally {
        await test.close();
      }
    },
    60_000,
  );
});
