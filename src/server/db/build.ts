// The database a build reads (docs/decisions/0038): /services' starting prices are the catalogue's,
// read while the page is prerendered. Opened once per build process, on first use.
import { buildDatabaseConfig } from '../config';
import { localEnginesBundled } from '../buildTarget';
import { openDeployedDatabase } from './deployed';
import { checkedLocalDataPaths } from '../dataDir';
import type { DatabaseEngine } from './types';

let pending: Promise<DatabaseEngine> | undefined;

export function buildDatabase(): Promise<DatabaseEngine> {
  pending ??= open();
  return pending;
}

async function open(): Promise<DatabaseEngine> {
  const database = buildDatabaseConfig();
  if (database.kind === 'postgres') return openDeployedDatabase(database);
  if (!localEnginesBundled) throw new Error('This build carries no embedded database: set DATABASE_URL for the build (see README).');
  const { openLocalDatabase } = await import('./local');
  const db = await openLocalDatabase(checkedLocalDataPaths(database.dataDir).database);
  // The build process ends when its pages are written: let go of the files (and the lock) then.
  process.once('beforeExit', () => void db.close());
  return db;
}
