// The database-backed rate limiter (decision 0011): public.consume_rate_limit's fixed window, its
// atomicity under concurrent callers, its housekeeping, and who may call its functions (the table's own RLS:
// tests/integration/rls/rate_limits.test.ts).
import { describe, expect, it } from 'vitest';
import { DatabaseRateLimiter, limitKey, limitPolicies, type LimitPolicies } from '../../../src/server/rateLimit';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { engines } from '../support/database';
import { matrix, useSuite } from '../support/matrix';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Row = { allowed: boolean; remaining: number; retry_after_seconds: number };
let n = 0;
const freshKey = () => `test:${process.pid}:${++n}:${Math.random()}`;

function consumeSql(db: DatabaseEngine, key: string, limit: number, windowSeconds: number): Promise<Row> {
  return db.asService(async (tx) => {
    const row = await tx.one<Row>('select * from public.consume_rate_limit($1, $2, $3)', [key, limit, windowSeconds]);
    if (!row) throw new Error('no row');
    return row;
  });
}

const policies = (overrides: Partial<LimitPolicies> = {}): LimitPolicies => ({
  ...limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }),
  ...overrides,
});

describe.each(engines)('rate limits in the database on %s', (engine) => {
  const suite = useSuite(engine);

  it('allows the limit, counting down what remains, then refuses until the window ends', async () => {
    const key = freshKey();
    const rows: Row[] = [];
    for (let i = 0; i < 5; i++) rows.push(await consumeSql(suite.db, key, 3, 600));
    expect(rows.slice(0, 3)).toEqual([
      { allowed: true, remaining: 2, retry_after_seconds: 0 },
      { allowed: true, remaining: 1, retry_after_seconds: 0 },
      { allowed: true, remaining: 0, retry_after_seconds: 0 },
    ]);
    for (const refused of rows.slice(3)) {
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      expect(refused.retry_after_seconds).toBeGreaterThan(590);
      expect(refused.retry_after_seconds).toBeLessThanOrEqual(600);
    }
    // Refused calls do not pile up: the stored count stops at limit + 1.
    const stored = await suite.db.asOwner((tx) => tx.one<{ count: number }>('select count from private.rate_limits where key = $1', [key]));
    expect(stored?.count).toBe(4);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = freshKey();
    expect((await consumeSql(suite.db, key, 2, 600)).allowed).toBe(true);
    expect((await consumeSql(suite.db, key, 2, 600)).allowed).toBe(true);
    expect((await consumeSql(suite.db, key, 2, 600)).allowed).toBe(false);
    // The window ends (the database's clock decides).
    await suite.db.asOwner((tx) =>
      tx.query(
        `update private.rate_limits set window_start = now() - interval '601 seconds', expires_at = now() - interval '1 second' where key = $1`,
        [key],
      ),
    );
    expect(await consumeSql(suite.db, key, 2, 600)).toEqual({ allowed: true, remaining: 1, retry_after_seconds: 0 });
    expect(await consumeSql(suite.db, key, 2, 600)).toEqual({ allowed: true, remaining: 0, retry_after_seconds: 0 });
    expect((await consumeSql(suite.db, key, 2, 600)).allowed).toBe(false);
  });

  it('really forgets a window after its seconds have passed', async () => {
    const key = freshKey();
    expect((await consumeSql(suite.db, key, 1, 1)).allowed).toBe(true);
    await sleep(1_100);
    expect(await consumeSql(suite.db, key, 1, 1)).toEqual({ allowed: true, remaining: 0, retry_after_seconds: 0 });
  });

  it('keeps keys apart', async () => {
    const [a, b] = [freshKey(), freshKey()];
    expect((await consumeSql(suite.db, a, 1, 600)).allowed).toBe(true);
    expect((await consumeSql(suite.db, a, 1, 600)).allowed).toBe(false);
    expect((await consumeSql(suite.db, b, 1, 600)).allowed).toBe(true);
  });

  it('lets exactly the limit through when 50 callers consume at once', async () => {
    const key = freshKey();
    const rows = await Promise.all(Array.from({ length: 50 }, () => consumeSql(suite.db, key, 10, 600)));
    expect(rows.filter((row) => row.allowed)).toHaveLength(10);
    // Each allowed caller saw a different count.
    expect(
      rows
        .filter((row) => row.allowed)
        .map((row) => row.remaining)
        .sort((x, y) => x - y),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses a limit or window below 1', async () => {
    await expect(consumeSql(suite.db, freshKey(), 0, 60)).rejects.toMatchObject({ code: '22023' });
    await expect(consumeSql(suite.db, freshKey(), 5, 0)).rejects.toMatchObject({ code: '22023' });
  });

  it('deletes a few expired rows on each call', async () => {
    const prefix = `expired:${Math.random()}:`;
    await suite.db.asOwner((tx) =>
      tx.query(
        `insert into private.rate_limits (key, window_start, count, expires_at)
         select $1 || i, now() - interval '2 hours', 1, now() - interval '1 hour' - i * interval '1 second' from generate_series(1, 8) i`,
        [prefix],
      ),
    );
    const left = () =>
      suite.db.asOwner((tx) =>
        tx.one<{ n: number }>(`select count(*)::int as n from private.rate_limits where key like $1 || '%'`, [prefix]),
      );
    await consumeSql(suite.db, freshKey(), 5, 60);
    expect((await left())?.n).toBeLessThan(8);
    await consumeSql(suite.db, freshKey(), 5, 60);
    await consumeSql(suite.db, freshKey(), 5, 60);
    expect((await left())?.n).toBe(0);
  });

  it('stores a hash, never what the visitor typed, and the limits of the policy', async () => {
    const limiter = new DatabaseRateLimiter(suite.db, policies({ contactCopies: { points: 2, windowSeconds: 600 } }));
    const email = `someone+${'x'.repeat(300)}@example.test`;
    const decisions = [
      await limiter.consume('contactCopies', email),
      await limiter.consume('contactCopies', email.toUpperCase()),
      await limiter.consume('contactCopies', ` ${email} `),
    ];
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions[2]!.retryAfterSeconds).toBeGreaterThan(0);
    const key = limitKey('contactCopies', email);
    expect(key.length).toBeLessThan(64);
    const rows = await suite.db.asOwner((tx) =>
      tx.query<{ key: string }>(`select key from private.rate_limits where key like 'contactCopies:%'`),
    );
    expect(rows.map((row) => row.key)).toContain(key);
    expect(rows.some((row) => row.key.includes('example.test'))).toBe(false);
  });

  it('counts inside a caller transaction, and forgets the count when it rolls back', async () => {
    const limiter = new DatabaseRateLimiter(suite.db, policies({ leadSubmissions: { points: 1, windowSeconds: 600 } }));
    const key = freshKey();
    await expect(
      suite.db.asService(async (tx) => {
        expect((await limiter.consumeIn(tx, 'leadSubmissions', key)).allowed).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await limiter.consume('leadSubmissions', key)).allowed).toBe(true);
    expect((await limiter.consume('leadSubmissions', key)).allowed).toBe(false);
  });

  // Nobody but the server (service role, through these functions) touches the counters: see
  // tests/integration/rls/rate_limits.test.ts for the table itself.
  matrix(
    suite,
    'consume a limit',
    { sql: `select * from public.consume_rate_limit('matrix', 5, 60)` },
    {
      visitor: 'denied',
      userA: 'denied',
      admin: 'denied',
      superAdmin: 'denied',
      service: 1,
    },
  );
  for (const sql of [
    `select * from public.begin_sign_in_attempt('matrix', 5, 900, 86400)`,
    `select public.clear_rate_limit('matrix')`,
    `select public.refund_sign_in_attempt('matrix')`,
  ]) {
    matrix(suite, sql, { sql }, { visitor: 'denied', userA: 'denied', admin: 'denied', service: 1 });
  }
});
