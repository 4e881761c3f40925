// The RLS matrix: one statement, tried by each actor in a transaction that is always rolled back, so
// every cell starts from the same data; the outcome must be exactly the one expected.
import { beforeAll, afterAll, expect, it } from 'vitest';
import { isDatabaseError } from '../../../src/server/db/types';
import type { DatabaseEngine, Tx } from '../../../src/server/db/types';
import { createCast, runAs, type ActorName, type Cast } from './actors';
import { openTestDatabase, type EngineName, type TestDatabase } from './database';

/**
 * A number: the statement succeeds and returns that many rows (writes use `returning`), so 0 means an
 * RLS-filtered select, update or delete. 'rls': 42501 "new row violates row-level security policy".
 * 'denied': 42501 "permission denied" (the role has no privilege at all). Or any other error code.
 */
export type Expected = number | 'rls' | 'denied' | { code: string; message?: RegExp };

export type Outcome = { ok: true; rows: Record<string, unknown>[] } | { ok: false; code: string; message: string };

export interface Suite {
  db: DatabaseEngine;
  cast: Cast;
  /** Row ids created by the suite's setup. */
  ids: Record<string, string>;
}

/** Opens a database and creates the cast (and the suite's own rows) before the suite's tests run. */
export function useSuite(engine: EngineName, setup?: (suite: Suite) => Promise<void>): Suite {
  const suite = { ids: {} } as Suite;
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(engine);
    suite.db = opened.db;
    suite.cast = await createCast(suite.db);
    await setup?.(suite);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  }, 30_000);
  return suite;
}

const ROLLBACK = Symbol('rollback');

/** Runs one statement as the actor and rolls it back whatever happened. */
export function probe(suite: Suite, actor: ActorName, sql: string, params: unknown[] = []): Promise<Outcome> {
  return rolledBack((fn) => runAs(suite.db, suite.cast, actor, fn), sql, params);
}

/**
 * Runs one statement as an admin of the cast signed in with a password only (aal1, decision 0045), rolled
 * back: admin-only policies must treat them as a customer.
 */
export function probePasswordOnly(
  suite: Suite,
  actor: 'admin' | 'appAdmin' | 'superAdmin',
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  const claims = { ...suite.cast[actor].claims, aal: 'aal1' as const };
  return rolledBack((fn) => suite.db.asCaller(claims, fn), sql, params);
}

async function rolledBack(run: (fn: (tx: Tx) => Promise<void>) => Promise<void>, sql: string, params: unknown[]): Promise<Outcome> {
  let rows: Record<string, unknown>[] = [];
  try {
    await run(async (tx: Tx) => {
      rows = await tx.query(sql, params);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return { ok: true, rows };
    if (isDatabaseError(error)) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('unreachable: the probe transaction must roll back');
}

export function expectOutcome(outcome: Outcome, expected: Expected): void {
  if (typeof expected === 'number') {
    expect(outcome.ok ? outcome.rows.length : outcome).toBe(expected);
    return;
  }
  if (outcome.ok) {
    expect.fail(`expected a refusal (${describeExpected(expected)}) but ${outcome.rows.length} row(s) came back`);
  }
  if (expected === 'rls') {
    expect(outcome).toMatchObject({ code: '42501', message: expect.stringMatching(/row-level security policy/) });
  } else if (expected === 'denied') {
    expect(outcome).toMatchObject({ code: '42501', message: expect.stringMatching(/^permission denied/) });
  } else {
    expect(outcome.code).toBe(expected.code);
    if (expected.message) expect(outcome.message).toMatch(expected.message);
  }
}

export function describeExpected(expected: Expected): string {
  if (typeof expected === 'number') return `${expected} row${expected === 1 ? '' : 's'}`;
  if (expected === 'rls') return 'refused by RLS (42501)';
  if (expected === 'denied') return 'permission denied (42501)';
  return `error ${expected.code}`;
}

export type Expectations = Partial<Record<ActorName, Expected>>;

// Expectations several tables share, named once so each file says which rule its table follows.

/** Every actor but the service role is refused outright (no grant); the service role gets `service`. */
export const refusedToAllBut = <const S extends Expected>(service: S) =>
  ({
    visitor: 'denied',
    userA: 'denied',
    userB: 'denied',
    fakeAdmin: 'denied',
    admin: 'denied',
    appAdmin: 'denied',
    superAdmin: 'denied',
    service,
  }) as const satisfies Expectations;

/** Every actor but the service role is refused outright: rows only the server writes. */
export const onlyService = refusedToAllBut(1);

/** Refused outright to every actor, the service role included: only security-definer functions or triggers write. */
export const nobody = refusedToAllBut('denied');

// The studio: every real admin, and the service role.
const studio = { admin: 1, appAdmin: 1, superAdmin: 1, service: 1 } as const;

/** A statement on one row that only the studio reaches: customers and a fake admin get nothing. */
export const adminsOnly = { visitor: 'denied', userA: 0, userB: 0, fakeAdmin: 0, ...studio } as const satisfies Expectations;

/** A statement on one row of user A's: the studio reaches it, and so does user A. */
export const ownerAndAdmins = { ...adminsOnly, userA: 1 } as const satisfies Expectations;

/** A select of every row where user A and user B own one each: each reads their own, the studio both. */
export const oneEach = {
  userA: 1,
  userB: 1,
  fakeAdmin: 0,
  admin: 2,
  appAdmin: 2,
  superAdmin: 2,
  service: 2,
} as const satisfies Expectations;

/** An insert only the studio makes: a visitor has no grant, customers and a fake admin are refused by RLS. */
export const adminsInsert = { ...adminsOnly, userA: 'rls', userB: 'rls', fakeAdmin: 'rls' } as const satisfies Expectations;

/** `expectations` without the `actors` a file does not try there. */
export function except<E extends Expectations, A extends keyof E & ActorName>(expectations: E, ...actors: A[]): Omit<E, A> {
  const kept: Expectations = { ...expectations };
  for (const actor of actors) delete kept[actor];
  return kept as Omit<E, A>;
}

/**
 * A select on a table everyone reads in part (published posts, active packages): `shown` rows for the
 * visitor, a customer and a fake admin; `shown + hidden` for real admins and the service role.
 */
export const publicRead = (shown: number, hidden: number) =>
  ({
    visitor: shown,
    userA: shown,
    fakeAdmin: shown,
    admin: shown + hidden,
    appAdmin: shown + hidden,
    service: shown + hidden,
  }) satisfies Expectations;

export interface Statement {
  sql: string;
  params?: (suite: Suite) => unknown[];
}

/**
 * One test per actor: `statement` run by that actor gives `expected`. Actors not listed are not tried
 * here (they get their own assertions where it matters).
 */
export function matrix(suite: Suite, title: string, statement: Statement, expectations: Expectations): void {
  const cases = Object.entries(expectations).map(([actor, expected]) => ({
    actor: actor as ActorName,
    expected: expected as Expected,
    outcome: describeExpected(expected as Expected),
  }));
  it.each(cases)(`${title}: $actor → $outcome`, async ({ actor, expected }) => {
    const outcome = await probe(suite, actor, statement.sql, statement.params?.(suite) ?? []);
    expectOutcome(outcome, expected);
  });
}

/** Each admin of the cast, signed in with a password only (aal1), runs `sql` and gets `expected`. */
export async function expectPasswordOnlyAdmins(suite: Suite, sql: string, expected: Expected, params: unknown[] = []): Promise<void> {
  for (const actor of ['admin', 'appAdmin', 'superAdmin'] as const) {
    expectOutcome(await probePasswordOnly(suite, actor, sql, params), expected);
  }
}
