// The database of a deployment: PostgreSQL, on Supabase through its transaction pooler. The scheduled
// functions open it through this module rather than ./index, so nothing of the embedded engine is traced
// into their bundles.
import { openPostgres } from './postgres';
import type { DatabaseEngine } from './types';
import type { AppConfig } from '../config';

export function openDeployedDatabase(database: { url: string; poolMax: number }): Promise<DatabaseEngine> {
  return openPostgres(database.url, { max: database.poolMax, idleTimeoutSeconds: 20 });
}

let opened: Promise<DatabaseEngine> | undefined;
/**
 * The scheduled functions' database, opened once per function instance and kept while it is warm.
 * They only ever run deployed, where the configuration names PostgreSQL.
 */
export function deployedDatabase(config: AppConfig): Promise<DatabaseEngine> {
  const { database } = config;
  if (database.kind !== 'postgres') return Promise.reject(new Error('A deployment needs DATABASE_URL.'));
  opened ??= openDeployedDatabase(database).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}
