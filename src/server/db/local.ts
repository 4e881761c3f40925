// The embedded database of local mode: PGlite in LOCAL_DATA_DIR, migrated on every start and seeded when
// created. Loaded only in local mode, and absent from the Netlify build (src/server/buildTarget.ts).
import { openPglite } from './pglite';
import { migrate } from './migrate';
import type { DatabaseEngine } from './types';

export async function openLocalDatabase(dataDir: string): Promise<DatabaseEngine> {
  const db = await openPglite({ dataDir });
  try {
    const { applied, created } = await migrate(db, {
      seed: true,
      // A developer's own database: an edited migration is worth a warning (with the db:reset hint),
      // not a site that will not start. Everywhere else an edited migration fails (decision 0016).
      onEdited: 'warn',
      log: (message) => console.info(`[db] ${message}`),
    });
    if (created) console.info(`[db] created the local database in ${dataDir}`);
    else if (applied.length > 0) console.info(`[db] ${dataDir}: applied ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
