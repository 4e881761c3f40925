// `npm run db:lock [-- --force-edit <file> ...]`: adds the checksum of every new migration to
// supabase/migrations.sha256 (scripts/lib/migration-manifest.ts). Run it when a migration is ready to
// be merged; CI fails on a migration without a line, or one that changed after it was locked.
// --force-edit <file> re-locks an edited migration, or drops the line of a deleted one: only for a
// migration that never reached production (it would never run there again).
import { parseArgs } from 'node:util';
import { defaultSupabaseDir } from '../src/server/db/migrate';
import { MANIFEST, lockMigrations } from './lib/migration-manifest';

try {
  const { values } = parseArgs({ options: { 'force-edit': { type: 'string', multiple: true } } });
  const result = await lockMigrations(defaultSupabaseDir(), { forceEdit: values['force-edit'] ?? [] });
  for (const name of result.added) console.log(`locked ${name}`);
  for (const name of result.changed) console.log(`re-locked ${name} (--force-edit)`);
  for (const name of result.removed) console.log(`dropped ${name} (--force-edit)`);
  if (result.added.length + result.changed.length + result.removed.length === 0) console.log(`supabase/${MANIFEST} is up to date`);
} catch (error) {
  console.error(`db:lock: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
