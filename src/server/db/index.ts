// The application's database: getDatabase() returns the one Database of this process.
//
//   production         -> Supabase Postgres through postgres-js (production). Its schema is applied by
//                         `supabase db push`, never at runtime.
//   otherwise          -> PGlite in LOCAL_DATA_DIR (default .data/pglite), migrated on every start and
//                         seeded when created; data survives restarts. `npm run db:reset` deletes it.
import { resolve } from 'node:path';
import type { Database, DatabaseEngine } from './types';
import { getConfig } from '../config';
import { cancelCloseOnShutdown, closeOnShutdown } from './shutdown';

export type { Database, DatabaseEngine, DatabaseErrorLike, JwtClaims, OwnerTx, Tx } from './types';
export { PgErrorCode, isDatabaseError } from './types';
export { migrate, listMigrations, type MigrateOptions, type MigrateResult } from './migrate';

// Kept on globalThis so a dev-server module reload reuses the open database instead of opening the same
// PGlite directory twice.
const SINGLETON = Symbol.for('siam-studio.database');
type Holder = { [SINGLETON]?: Promise<DatabaseEngine> };

/** The embedded database's directory (LOCAL_DATA_DIR, default .data/pglite). */
export function localDataDir(): string {
  const { database } = getConfig();
  return resolve(database.kind === 'pglite' ? database.dataDir : '.data/pglite');
}

export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[SINGLETON] ??= openConfigured().catch((error: unknown) => {
    delete holder[SINGLETON];
    throw error;
  });
  return holder[SINGLETON];
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
  if (database.kind === 'postgres') {
    // Loaded lazily so each deployment only loads the engine it uses.
    const { openPostgres } = await import('./postgres');
    return openPostgres(database.url, { max: database.poolMax });
  }
  const [{ openPglite }, { migrate }] = await Promise.all([import('./pglite'), import('./migrate')]);
  const dataDir = localDataDir();
  const db = await openPglite({ dataDir });
  try {
    const { applied, created } = await migrate(db, {
      seed: true,
      log: (message) => console.info(`[db] ${message}`),
    });
    if (created) console.info(`[db] created the local database in ${dataDir}`);
    else if (applied.length > 0) console.info(`[db] ${dataDir}: applied ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }
  // One process at a time on the directory (openPglite holds its lock); closed on SIGINT/SIGTERM.
  closeOnShutdown(closeDatabase);
  return db;
}
