// The database port: one interface over the two engines (PGlite locally and in tests, Supabase Postgres
// through postgres-js in production). Every call runs in one transaction as one of Supabase's API roles,
// with the caller's JWT claims in request.jwt.claims, exactly as PostgREST does, so the row-level
// security policies of supabase/migrations decide what the caller may see and do.

import type { QueryBuilder } from './builder';

/** The claims of a Supabase access token (the parts the policies and the server read). */
export interface JwtClaims {
  /** User id (auth.users.id); what auth.uid() returns. */
  sub?: string;
  role: 'authenticated' | 'anon' | 'service_role';
  email?: string;
  phone?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  iss?: string;
  /** Written by the service role only; may hold `role: 'admin' | 'super_admin'`. Trusted by is_admin(). */
  app_metadata?: Record<string, unknown>;
  /** Writable by the user themselves; never trusted for authorisation (docs/decisions/0004). */
  user_metadata?: Record<string, unknown>;
  session_id?: string;
  aal?: 'aal1' | 'aal2';
  is_anonymous?: boolean;
}

/**
 * A transaction. Application code queries through `db`, whose row types come from the migrations
 * (schema.generated.ts); the raw `query`/`one` are for migrations, owner scripts and tests, and ESLint
 * refuses a caller-asserted row type (`query<Row>`) in application code.
 */
export interface Tx {
  /** The typed query builder, bound to this transaction (same role, claims and RLS). */
  readonly db: QueryBuilder;
  /** Runs one statement with $1-style parameters and returns its rows (use `returning` on writes). */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** The first row, or null when there is none. */
  one<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R | null>;
  /**
   * Runs `fn` as `service_role` inside THIS transaction, then returns to the transaction's own role and
   * claims. For the system's half of an owner's write (the e-mail outbox, a credit note), which must
   * commit or roll back with the write the database authorised as the caller. Keep `fn` narrow: every
   * use is a service-role call site and says why.
   */
  asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface Database {
  /**
   * Runs `fn` in one transaction as the caller: `anon` with claims {role: 'anon'} when `claims` is null,
   * else as `claims.role` ('authenticated', or 'anon') with those claims. Service-role claims are refused
   * here; use asService. Commits when `fn` resolves, rolls back when it throws.
   */
  asCaller<T>(claims: JwtClaims | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as `service_role` (bypasses RLS). For webhooks, jobs, the outbox. */
  asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A transaction as the database owner, able to run whole SQL scripts (migrations, seed). */
export interface OwnerTx extends Tx {
  /** Runs a script of several statements (no parameters), e.g. a migration file. */
  exec(script: string): Promise<void>;
}

/**
 * What the engines return: the Database port plus owner access for the migration runner and test setup.
 * Application code should only ever see `Database` (getDatabase() returns that type).
 */
export interface DatabaseEngine extends Database {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction as the connection's own role (the schema owner), with no claims. */
  asOwner<T>(fn: (tx: OwnerTx) => Promise<T>): Promise<T>;
}

/** Error fields both engines expose (PGlite's DatabaseError and postgres-js's PostgresError). */
export interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/** True for an error raised by Postgres, e.g. code 42501 for an RLS or privilege refusal. */
export function isDatabaseError(error: unknown): error is Error & DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** SQLSTATE codes the application reacts to. */
export const PgErrorCode = {
  insufficientPrivilege: '42501',
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
} as const;
