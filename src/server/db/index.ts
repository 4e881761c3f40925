// The application's database: getDatabase() returns the one Database of this process.
//
//   production         -> Supabase Postgres through postgres-js (./deployed). Its schema is applied by
//                         `supabase db push`, never at runtime.
//   otherwise          -> PGlite in LOCAL_DATA_DIR/pglite (default .data/pglite), migrated on every
//                         start and seeded when created; data survives restarts. `npm run db:reset`
//                         deletes it. Everything local mode writes stays in LOCAL_DATA_DIR (../dataDir.ts).
import type { Database, DatabaseEngine } from './types';
import { getConfig } from '../config';
import { cancelCloseOnShutdown, closeOnShutdown } from './shutdown';
import { localEnginesBundled } from '../buildTarget';
import { DEFAULT_LOCAL_DATA_DIR, checkedLocalDataPaths, type LocalDataPaths } from '../dataDir';

export type { Database, DatabaseEngine, DatabaseErrorLike, JwtClaims, OwnerTx, Tx } from './types';
export { PgErrorCode, isDatabaseError } from './types';

// Kept on globalThis so a dev-server module reload reuses the open database instead of opening the same
// PGlite directory twice.
const SINGLETON = Symbol.for('siam-studio.database');
type Holder = { [SINGLETON]?: Promise<DatabaseEngine> };

/** Where local mode keeps its files (LOCAL_DATA_DIR, default .data); refuses an old-style LOCAL_DATA_DIR. */
export function localDataPaths(): LocalDataPaths {
  const { database } = getConfig();
  return checkedLocalDataPaths(database.kind === 'pglite' ? database.dataDir : DEFAULT_LOCAL_DATA_DIR);
}

/** The embedded database's directory (LOCAL_DATA_DIR/pglite, default .data/pglite). */
export function localDataDir(): string {
  return localDataPaths().database;
}

export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[SINGLETON] ??= openConfigured().catch((error: unknown) => {
    delete holder[SINGLETON];
    throw error;
  });
  return holder[SINGLETON];
}

let deferred: Database | undefined;
/**
 * The same database as getDatabase(), to hand out before it is open: it opens on the first
 * transaction. The middleware gives every request one (Astro.locals.caller), and most requests (a
 * visitor's page) run no query, so they never load the engine (docs/decisions/0055).
 */
export function deferredDatabase(): Database {
  return (deferred ??= {
    asCaller: async (claims, fn) => (await getDatabase()).asCaller(claims, fn),
    asService: async (fn) => (await getDatabase()).asService(fn),
    // Closing never opens it first: closeDatabase() closes it only if it was opened.
    close: () => closeDatabase(),
  });
}

/** Closes the process's database (tests, graceful shutdown). The next getDatabase() opens it again. */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[SINGLETON];
  delete holder[SINGLETON];
  cancelCloseOnShutdown();
  if (pending) await (await pending).close();
}

async function openConfigured(): Promise<DatabaseEngine> {
  const { database } = getConfig();
  // Loaded lazily too: postgres.js and Kysely, for the first request that runs a query (0055).
  if (database.kind === 'postgres') return (await import('./deployed')).openDeployedDatabase(database);
  if (!localEnginesBundled) throw new Error('This build carries no embedded database: configure DATABASE_URL (see README).');
  // Loaded lazily so a deployment never loads the embedded engine.
  const { openLocalDatabase } = await import('./local');
  const db = await openLocalDatabase(localDataDir());
  // One process at a time on the directory (openPglite holds its lock); closed on SIGINT/SIGTERM.
  closeOnShutdown(closeDatabase);
  return db;
}
