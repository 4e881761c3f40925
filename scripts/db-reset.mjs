// npm run db:reset: deletes the local PGlite database, so the next start of the site creates it again
// from supabase/local/bootstrap.sql, supabase/migrations and supabase/seed.sql.
// Only the embedded database: with DATABASE_URL set (Supabase) there is nothing local to reset.
import { existsSync, readdirSync, rmSync } from 'node:fs';
// TypeScript, loaded through Node 24's type stripping (npm runs Node 24).
import { acquireProcessLock } from '../src/server/db/processLock.ts';
import { checkedLocalDataPaths, LocalDataError } from '../src/server/dataDir.ts';

/** Stops with the one-line message of a data directory problem (in use, read-only, old layout). */
function refuse(error) {
  if (!(error instanceof LocalDataError)) throw error;
  console.error(`db:reset: ${error.message}`);
  process.exit(1);
}

// The database only (LOCAL_DATA_DIR/pglite): auth-secret stays, it holds no data.
let dataDir;
try {
  dataDir = checkedLocalDataPaths(process.env.LOCAL_DATA_DIR?.trim() || undefined).database;
} catch (error) {
  refuse(error);
}

if (!existsSync(dataDir)) {
  console.log(`db:reset: nothing to delete, ${dataDir} does not exist. The next start creates it.`);
  process.exit(0);
}

// Refuse anything that does not look like a Postgres data directory (LOCAL_DATA_DIR set by mistake to
// the project or home directory, say): an empty directory or one holding PG_VERSION.
const entries = readdirSync(dataDir);
if (entries.length > 0 && !entries.includes('PG_VERSION')) {
  console.error(`db:reset: ${dataDir} is not a PGlite data directory (no PG_VERSION); not deleting it.`);
  process.exit(1);
}

// Never under a running site or script: holding the lock also keeps one from starting meanwhile.
let lock;
try {
  lock = acquireProcessLock(dataDir, { command: 'db:reset' });
} catch (error) {
  refuse(error);
}
try {
  rmSync(dataDir, { recursive: true, force: true });
} finally {
  lock.release();
}
console.log(`db:reset: deleted ${dataDir}. The next start re-creates, migrates and seeds the local database.`);
if (process.env.DATABASE_URL) {
  console.log('db:reset: note that DATABASE_URL is set, so the site uses that database, not the local one.');
}
