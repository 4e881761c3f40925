// Opens a fresh, migrated and seeded database per suite on each engine under test:
// PGlite always (from a snapshot cached on disk), plain PostgreSQL when TEST_DATABASE_URL is set
// (a new database per suite, dropped afterwards). See scripts/ci-postgres.sh for a local server.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { migrate, listMigrations } from '../../../src/server/db/migrate';
import { createSnapshot, openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import type { DatabaseEngine } from '../../../src/server/db/types';

export type EngineName = 'pglite' | 'postgres';

export const SUPABASE_DIR = fileURLToPath(new URL('../../../supabase', import.meta.url));
const SNAPSHOT_DIR = fileURLToPath(new URL('../../../.data/test-snapshots', import.meta.url));

export const engines: EngineName[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: DatabaseEngine;
  /** The database's URL on PostgreSQL (another process can connect to it); undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

export async function openTestDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = await openPglite({ snapshot: await pgliteSnapshot() });
    return { db, close: () => db.close() };
  }
  return openPostgresTestDatabase();
}

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 4 });
  const drop = async () => {
    await db.close();
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end({ timeout: 5 });
  };
  try {
    await migrate(db, { root: SUPABASE_DIR, seed: true });
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, url: url.toString(), close: drop };
}

// One snapshot per content of the SQL files (and PGlite version), shared by every suite and run.
let snapshot: Promise<Blob> | undefined;

/** The migrated and seeded database as a tarball (see createSnapshot), built once per content of the SQL files. */
export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreateSnapshot();
  return snapshot;
}

async function loadOrCreateSnapshot(): Promise<Blob> {
  const key = await snapshotKey();
  const file = join(SNAPSHOT_DIR, `${key}.tar`);
  const lock = `${file}.lock`;
  await mkdir(SNAPSHOT_DIR, { recursive: true });

  // Suites run in parallel workers: the first to take the lock builds the snapshot, the others wait for
  // the file (and build their own only if the builder seems to have died).
  const deadline = Date.now() + 90_000;
  while (!existsSync(file)) {
    const handle = await open(lock, 'wx').catch(() => undefined);
    if (handle) {
      try {
        if (!existsSync(file)) await writeSnapshot(file, key);
      } finally {
        await handle.close();
        await rm(lock, { force: true });
      }
      break;
    }
    // A lock left behind by an interrupted run is older than any real build takes.
    const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
    if (age > 60_000) await rm(lock, { force: true });
    if (Date.now() > deadline) return createSnapshot({ root: SUPABASE_DIR });
    await new Promise((done) => setTimeout(done, 200));
  }
  return new Blob([await readFile(file)]);
}

async function writeSnapshot(file: string, key: string): Promise<void> {
  const blob = await createSnapshot({ root: SUPABASE_DIR });
  // Written under a temporary name and renamed, so no suite ever reads half a file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, new Uint8Array(await blob.arrayBuffer()));
  await rename(temporary, file);
  for (const old of await readdir(SNAPSHOT_DIR)) {
    if (old.endsWith('.tar') && !old.startsWith(key)) await rm(join(SNAPSHOT_DIR, old), { force: true });
  }
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version as string);
  for (const path of ['local/bootstrap.sql', 'seed.sql']) hash.update(await readFile(join(SUPABASE_DIR, path)));
  for (const file of await listMigrations(SUPABASE_DIR)) hash.update(file.name).update(file.sql);
  hash.update(await readFile(fileURLToPath(new URL('../../../src/server/db/migrate.ts', import.meta.url))));
  return hash.digest('hex').slice(0, 16);
}
