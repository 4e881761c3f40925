// postgres-js engine: a real PostgreSQL server, in production Supabase through its transaction pooler.
import postgres from 'postgres';
import { builderOver } from './builder';
import { BEGIN_AS_CALLER, SERVICE_SETTINGS, asServiceWithin, callerSettings, normaliseParams, type CallerSettings } from './roles';
import type { DatabaseEngine, JwtClaims, OwnerTx, Tx } from './types';

export interface PostgresOptions {
  /** Pool size (default 10). Serverless functions want a small pool; the pooler does the rest. */
  max?: number;
  /**
   * Close a connection after this many idle seconds (default: keep it). A function instance between
   * invocations should hand its pooler connections back instead of holding them until it is recycled.
   */
  idleTimeoutSeconds?: number;
}

type Sql = postgres.Sql | postgres.TransactionSql;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseEngine> {
  const sql = postgres(url, {
    // Supabase's transaction pooler (port 6543) cannot keep prepared statements between transactions.
    prepare: false,
    max: options.max ?? 10,
    ...(options.idleTimeoutSeconds ? { idle_timeout: options.idleTimeoutSeconds } : {}),
    onnotice: () => {},
    // Values as PGlite gives and takes them, so code behaves the same on both engines:
    types: {
      // int8 (count(*), bigserial) comes back as a JS number.
      int8: { to: 20, from: [20], serialize: (value: unknown) => String(value), parse: (value: string) => Number(value) },
      // A string for a json/jsonb parameter is JSON text (JSON.stringify(value)), not a JSON string to
      // encode again; objects are encoded once.
      json: {
        to: 114,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (value: string) => JSON.parse(value) as unknown,
      },
    },
  });

  const as = <T>(settings: CallerSettings, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    begin(sql, async (tx) => {
      await tx.unsafe(BEGIN_AS_CALLER, [settings.role, settings.claims]);
      return fn(callerTx(tx, settings));
    });

  return {
    engine: 'postgres',
    asCaller: async <T>(claims: JwtClaims | null, fn: (tx: Tx) => Promise<T>) => as(callerSettings(claims), fn),
    asService: <T>(fn: (tx: Tx) => Promise<T>) => as(SERVICE_SETTINGS, fn),
    asOwner: <T>(fn: (tx: OwnerTx) => Promise<T>) => begin(sql, async (tx) => fn(ownerTx(tx))),
    close: () => sql.end({ timeout: 5 }),
  };
}

// sql.begin's declared result type unwraps arrays; the callbacks here already return what they mean.
function begin<T>(sql: postgres.Sql, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(fn) as Promise<T>;
}

/** `own`: the transaction's role and claims, which Tx.asService returns to. */
function callerTx(tx: Sql, own: CallerSettings): Tx {
  const query = async <R>(text: string, params?: readonly unknown[]): Promise<R[]> => {
    const rows = await tx.unsafe(text, normaliseParams(params) as postgres.ParameterOrJSON<never>[]);
    return Array.from(rows) as R[];
  };
  const self: Tx = {
    db: builderOver(query<Record<string, unknown>>),
    query,
    one: async <R>(text: string, params?: readonly unknown[]) => (await query<R>(text, params))[0] ?? null,
    asService: (fn) => asServiceWithin(query, own, () => fn(self)),
  };
  return self;
}

function ownerTx(tx: Sql): OwnerTx {
  return {
    // The owner is above every API role: its asService runs as the owner still.
    ...callerTx(tx, SERVICE_SETTINGS),
    async exec(script: string) {
      // The simple query protocol runs a script of several statements (no parameters).
      await tx.unsafe(script).simple();
    },
  };
}
