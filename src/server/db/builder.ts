// The typed query builder inside our own transactions. Kysely compiles each query to SQL text plus $n
// parameters; this dialect hands them to the transaction the port already opened (after
// BEGIN_AS_CALLER set the role and claims), so every built query runs under the same RLS as raw SQL.
// Kysely never opens, commits or pools anything here: the engines (pglite.ts, postgres.ts) own that.
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import type { DB, Functions } from './schema.generated';

/** Runs one statement on the current transaction and returns its rows. */
export type RunStatement = (sql: string, params: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** The builder application code queries with: tables and column types generated from the migrations. */
export type QueryBuilder = Kysely<DB>;

class TransactionConnection implements DatabaseConnection {
  constructor(private readonly run: RunStatement) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // The rows' shape is what Kysely inferred from the generated DB types for this query.
    return { rows: (await this.run(compiled.sql, compiled.parameters)) as R[] };
  }

  // Never streams: both engines buffer a statement's rows anyway.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported inside a port transaction.');
  }
}

const ownedByPort = () => {
  throw new Error('The database port owns the transaction: use asCaller/asService, not Kysely transactions.');
};

class TransactionDriver implements Driver {
  constructor(private readonly run: RunStatement) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new TransactionConnection(this.run);
  }
  beginTransaction = ownedByPort;
  commitTransaction = ownedByPort;
  rollbackTransaction = ownedByPort;
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

class TransactionDialect implements Dialect {
  constructor(private readonly run: RunStatement) {}
  createDriver = () => new TransactionDriver(this.run);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createAdapter = () => new PostgresAdapter();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

/** A builder bound to one transaction. Cheap (a few small objects); made once per transaction. */
export function builderOver(run: RunStatement): QueryBuilder {
  return new Kysely<DB>({ dialect: new TransactionDialect(run) });
}

/**
 * A call of a SQL function of the migrations, typed from the generated Functions: use it as a value
 * (`db.selectNoFrom(call('public.is_admin').as('admin'))`) or, for a set-returning function, as a table
 * (`db.selectFrom(call('public.consume_rate_limit', key, 5, 60).as('r')).selectAll()`). Arguments are
 * sent as parameters; the name can only be one of the generated keys.
 */
export function call<F extends keyof Functions>(name: F, ...args: Functions[F]['args']): RawBuilder<Functions[F]['returns']> {
  return sql<Functions[F]['returns']>`${sql.raw(name)}(${sql.join(args.map((arg) => sql.val(arg)))})`;
}
