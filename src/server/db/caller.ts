import type { Database, JwtClaims, Tx } from './types';

/**
 * The database as one caller: `run` is a transaction as that caller (their role and claims, so RLS
 * decides), the one way the request's own reads and writes reach the database. The middleware puts the
 * request's caller in Astro.locals.caller, and the action wrapper hands it to every handler as
 * ctx.caller; server functions take it instead of a database and claims threaded side by side.
 * `db` stays reachable for the few steps that are the system's (each says why).
 */
export interface CallerDb {
  readonly db: Database;
  /** The verified session's claims; null for a visitor. */
  readonly claims: JwtClaims | null;
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** A signed-in caller: the claims are there. */
export interface SignedInCallerDb extends CallerDb {
  readonly claims: JwtClaims;
}

export function bindCaller(db: Database, claims: JwtClaims): SignedInCallerDb;
export function bindCaller(db: Database, claims: JwtClaims | null): CallerDb;
export function bindCaller(db: Database, claims: JwtClaims | null): CallerDb {
  return { db, claims, run: (fn) => db.asCaller(claims, fn) };
}
