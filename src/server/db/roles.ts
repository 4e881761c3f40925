// How a call becomes a Postgres role plus request.jwt.claims, shared by both engines.
import type { JwtClaims } from './types';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface CallerSettings {
  role: ApiRole;
  /** JSON text for request.jwt.claims. */
  claims: string;
}

/**
 * The first statement of every caller transaction. PostgREST starts each request the same way
 * (set_config('role', ...) is `set local role`, set_config(..., true) is transaction-local), and both
 * settings vanish at commit or rollback, so a pooled connection never leaks one caller into the next.
 */
export const BEGIN_AS_CALLER = "select set_config('role', $1, true) as role, set_config('request.jwt.claims', $2, true) as claims";

export function callerSettings(claims: JwtClaims | null): CallerSettings {
  if (claims === null) return { role: 'anon', claims: JSON.stringify({ role: 'anon' }) };
  if (claims.role === 'service_role') {
    throw new Error('asCaller() refuses service-role claims; use asService() so service access stays explicit.');
  }
  if (claims.role !== 'anon' && claims.role !== 'authenticated') {
    throw new Error(`Unknown JWT role: ${String(claims.role)}`);
  }
  return { role: claims.role, claims: JSON.stringify(claims) };
}

export const SERVICE_SETTINGS: CallerSettings = {
  role: 'service_role',
  claims: JSON.stringify({ role: 'service_role' }),
};

/**
 * Parameters as both engines should see them: undefined becomes null, plain objects become JSON text
 * (for json/jsonb columns), arrays stay Postgres arrays, everything else is passed through.
 */
export function normaliseParams(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((value) => {
    if (value === undefined) return null;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
      return JSON.stringify(value);
    }
    return value;
  });
}

type Run = (sql: string, params?: readonly unknown[]) => Promise<unknown>;

/**
 * Tx.asService for both engines: switch the transaction to the service role, run `fn`, switch back to
 * `own`. set_config(..., true) is SET LOCAL ROLE, allowed because the connection's login role is a
 * member of every API role (as PostgREST's authenticator is). When `fn` throws, the transaction is
 * rolled back by the caller anyway, so nothing is restored (a failed statement would refuse it).
 */
export async function asServiceWithin<T>(run: Run, own: CallerSettings, fn: () => Promise<T>): Promise<T> {
  if (own.role === 'service_role') return fn();
  await run(BEGIN_AS_CALLER, [SERVICE_SETTINGS.role, SERVICE_SETTINGS.claims]);
  const result = await fn();
  await run(BEGIN_AS_CALLER, [own.role, own.claims]);
  return result;
}
