/**
 * The active catalogue as a visitor reads it, printed as JSON: for a build that has neither
 * DATABASE_URL nor the embedded database in its bundle (the Netlify build the production rehearsal
 * stages, scripts/test-all.mjs), /services still takes its prices from the catalogue's migrations and
 * seed (docs/decisions/0038), through a fresh embedded database in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLocalDatabase } from '../src/server/db/local';
import { bindCaller } from '../src/server/db/caller';
import { listPackages } from '../src/server/catalogue/packages';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
try {
  const db = await openLocalDatabase(join(dir, 'db'));
  const caller = bindCaller(db, null);
  const out = { en: await listPackages(caller, 'en'), th: await listPackages(caller, 'th') };
  await db.close();
  // After a marker: opening the database logs its migrations on the same stream.
  process.stdout.write(`\n${'@@catalogue@@'}${JSON.stringify(out)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
