// supabase/migrations.sha256: the checksum of every migration that may have reached production, in
// sha256sum's format (`cd supabase/migrations && sha256sum -c ../migrations.sha256` checks it too).
// A migration that ran in production never runs there again, so an edit to it would only change local
// and test databases: tests/integration/db/migration-manifest.test.ts fails CI on such an edit and on a
// migration without a line; `npm run db:lock` (scripts/db-lock.ts) adds the lines of new migrations.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listMigrations } from '../../src/server/db/migrate';

export const MANIFEST = 'migrations.sha256';

/** name -> sha256 (hex), in the manifest's order. */
export async function readManifest(root: string): Promise<Map<string, string>> {
  const path = join(root, MANIFEST);
  const entries = new Map<string, string>();
  if (!existsSync(path)) return entries;
  for (const [index, line] of (await readFile(path, 'utf8')).split('\n').entries()) {
    if (line.trim() === '') continue;
    // sha256sum writes "<hash>  <name>" (text mode) or "<hash> *<name>" (binary mode).
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`supabase/${MANIFEST} line ${index + 1} is not "<sha256>  <file name>": ${line}`);
    entries.set(match[2], match[1]);
  }
  return entries;
}

/** What is wrong between supabase/migrations and the manifest, one sentence each; empty when they agree. */
export async function checkManifest(root: string): Promise<string[]> {
  const locked = await readManifest(root);
  const problems: string[] = [];
  const names = new Set<string>();
  for (const file of await listMigrations(root)) {
    names.add(file.name);
    const checksum = locked.get(file.name);
    if (checksum === undefined) {
      problems.push(
        `${file.name} has no line in supabase/${MANIFEST}: run \`npm run db:lock\` and commit the manifest with the migration.`,
      );
    } else if (checksum !== file.checksum) {
      problems.push(
        `${file.name} was edited after it was locked: a released migration never runs again in production. Restore it and put the ` +
          `change in a new migration (only if it never left this branch: \`npm run db:lock -- --force-edit ${file.name}\`).`,
      );
    }
  }
  for (const name of locked.keys()) {
    if (!names.has(name)) {
      problems.push(
        `${name} is locked in supabase/${MANIFEST} but no longer a migration: a released migration was deleted or renamed ` +
          `(only if it never left this branch: \`npm run db:lock -- --force-edit ${name}\`).`,
      );
    }
  }
  return problems;
}

export interface LockResult {
  added: string[];
  changed: string[];
  removed: string[];
}

/**
 * Adds a line for each migration without one. An existing line changes (or goes, for a file that is gone)
 * only for the files named in `forceEdit`; any other difference is refused and nothing is written.
 */
export async function lockMigrations(root: string, options: { forceEdit?: string[] } = {}): Promise<LockResult> {
  const locked = await readManifest(root);
  const forced = new Set(options.forceEdit ?? []);
  const result: LockResult = { added: [], changed: [], removed: [] };
  const refused: string[] = [];
  const lines: string[] = [];
  const migrations = await listMigrations(root);
  for (const file of migrations) {
    const checksum = locked.get(file.name);
    if (checksum === undefined) result.added.push(file.name);
    else if (checksum !== file.checksum) {
      if (forced.has(file.name)) result.changed.push(file.name);
      else refused.push(`${file.name} differs from its locked checksum`);
    }
    lines.push(`${checksum !== undefined && !forced.has(file.name) ? checksum : file.checksum}  ${file.name}`);
  }
  const names = new Set(migrations.map((file) => file.name));
  for (const name of locked.keys()) {
    if (names.has(name)) continue;
    if (forced.has(name)) result.removed.push(name);
    else refused.push(`${name} is locked but no longer a migration`);
  }
  for (const name of forced) {
    if (!result.changed.includes(name) && !result.removed.includes(name))
      refused.push(`--force-edit ${name}: it is neither edited nor gone`);
  }
  if (refused.length > 0) {
    throw new Error(
      `Not changing supabase/${MANIFEST}: ${refused.join('; ')}. A released migration must not change; if it never left this ` +
        'branch, name it with --force-edit <file>.',
    );
  }
  if (result.added.length + result.changed.length + result.removed.length > 0) {
    await writeFile(join(root, MANIFEST), lines.map((line) => `${line}\n`).join(''));
  }
  return result;
}
