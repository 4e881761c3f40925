// Opens a fresh, migrated and seeded database per suite on each engine under test:
// PGlite always (from a snapshot cached on disk), plain PostgreSQL when TEST_DATABASE_URL is set
// (a new database per suite cloned from a migrated template, dropped afterwards). See
// scripts/ci-postgres.sh for a local server, and decision 0058 for what each costs.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { migrate, listMigrations } from '../../../src/server/db/migrate';
import { createSnapshot, openPglite, type PgliteRuntime } from '../../../src/server/db/pglite';
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
    const db = await openPglite({ snapshot: await pgliteSnapshot(), runtime: await pgliteRuntime() });
    return { db, close: () => db.close() };
  }
  return openPostgresTestDatabase();
}

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const serverUrl = requireServerUrl();
  // A copy of the migrated and seeded template: the same database a migration would make, in a fraction
  // of the time (migrating every suite's own database cost seconds of each file's run).
  const created = await createPostgresDatabase(serverUrl, await postgresTemplate(serverUrl));
  const db = await openPostgres(created.url, { max: 4 });
  return {
    db,
    url: created.url,
    close: async () => {
      await db.close();
      await created.drop();
    },
  };
}

/** A new, empty database. On PostgreSQL each open() is a separate pool; PGlite has one connection, so one engine. */
export interface EmptyDatabase {
  url?: string;
  open(): Promise<DatabaseEngine>;
  close(): Promise<void>;
}

/** A database with nothing migrated, for the tests of the migration runner itself. */
export async function openEmptyDatabase(engine: EngineName): Promise<EmptyDatabase> {
  if (engine === 'pglite') {
    const db = await openPglite();
    return { open: async () => db, close: () => db.close() };
  }
  const created = await createPostgresDatabase(requireServerUrl());
  const opened: DatabaseEngine[] = [];
  return {
    url: created.url,
    async open() {
      const db = await openPostgres(created.url, { max: 4 });
      opened.push(db);
      return db;
    },
    async close() {
      await Promise.all(opened.map((db) => db.close()));
      await created.drop();
    },
  };
}

function requireServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return serverUrl;
}

/** A new database of its own on the server (a copy of `template` when given), and how to drop it. */
async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await server.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  } catch (error) {
    await server.end({ timeout: 5 });
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end({ timeout: 5 });
    },
  };
}

// One template database per content of the SQL files, like the PGlite snapshot (same key), on the server.
let template: Promise<string> | undefined;

/**
 * The name of a migrated and seeded database on the server at `serverUrl`, made once per content of the
 * SQL files and cloned by each suite (CREATE DATABASE ... TEMPLATE). Parallel workers, and other checkouts
 * sharing the server, build it at most once between them: the build holds a server-wide advisory lock.
 */
export function postgresTemplate(serverUrl: string): Promise<string> {
  template ??= ensurePostgresTemplate(serverUrl).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${await snapshotKey()}`;
  // One connection, so the session-level lock and the statements after it share a session.
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const exists = async () => (await server`select 1 from pg_database where datname = ${name}`).length > 0;
  try {
    if (await exists()) return name;
    await server`select pg_advisory_lock(hashtext('siam-studio test template'))`;
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete, so no suite ever clones half a template.
      // A build left by an interrupted run is dropped: only a lock holder builds, and we hold it.
      for (const { datname } of await server<
        { datname: string }[]
      >`select datname from pg_database where datname like 'test\_building\_%'`) {
        await server.unsafe(`drop database if exists ${datname} with (force)`);
      }
      const building = `test_building_${randomBytes(6).toString('hex')}`;
      await server.unsafe(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const db = await openPostgres(url.toString(), { max: 1 });
      try {
        await migrate(db, { root: SUPABASE_DIR, seed: true });
      } finally {
        await db.close();
      }
      await server.unsafe(`alter database ${building} rename to ${name}`);
      // Nobody connects to it: CREATE DATABASE ... TEMPLATE fails while the template has a session.
      await server.unsafe(`alter database ${name} with is_template true allow_connections false`);
      return name;
    } finally {
      await server`select pg_advisory_unlock(hashtext('siam-studio test template'))`;
    }
  } finally {
    await server.end({ timeout: 5 });
  }
}

let runtime: Promise<PgliteRuntime> | undefined;

/**
 * PGlite's WebAssembly compiled once per worker and its file bundle read once: without them every open
 * compiles 9 MB of WebAssembly again (about a third of an open's CPU time, measured).
 */
function pgliteRuntime(): Promise<PgliteRuntime> {
  runtime ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(join(dist, 'pglite.wasm')), readFile(join(dist, 'pglite.data'))]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return runtime;
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
