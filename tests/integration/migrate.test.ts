// The migration runner and the app's local database: each file once, in order, in its own transaction;
// the seed only when the database is created; data kept across restarts; db:reset starts over.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase } from '../../src/server/db/index';
import { listMigrations, migrate } from '../../src/server/db/migrate';
import type { DatabaseEngine } from '../../src/server/db/types';
import { reloadConfig } from '../../src/server/config';
import { SUPABASE_DIR, engines, openTestDatabase, type TestDatabase } from './support/database';

const RESET_SCRIPT = fileURLToPath(new URL('../../scripts/db-reset.mjs', import.meta.url));

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'studio-migrate-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A copy of supabase/ the test may add files to. */
async function copyOfSupabase(name: string): Promise<string> {
  const root = join(scratch, name);
  await cp(SUPABASE_DIR, root, { recursive: true });
  return root;
}

const count = (db: DatabaseEngine, sql: string) => db.asOwner(async (tx) => (await tx.one<{ n: number }>(sql))?.n);

describe.each(engines)('migrate on %s', (engine) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase(engine);
  }, 120_000);
  afterAll(() => opened.close());

  it('applies nothing on a database that is up to date, and does not seed again', async () => {
    const result = await migrate(opened.db, { root: SUPABASE_DIR, seed: true });
    expect(result).toEqual({ applied: [], created: false });
    expect(await count(opened.db, 'select count(*)::int as n from public.packages')).toBe(10);
  });

  it('applies a new migration once, in its own transaction, and records it', async () => {
    const root = await copyOfSupabase(`new-${engine}`);
    await writeFile(
      join(root, 'migrations', '29991231000000_example.sql'),
      'create table public.example (id int);\nalter table public.example enable row level security;\n',
    );
    expect((await migrate(opened.db, { root })).applied).toEqual(['29991231000000_example.sql']);
    expect((await migrate(opened.db, { root })).applied).toEqual([]);
    await opened.db.asOwner((tx) => tx.exec('drop table public.example'));
  });

  it('stops at a failing migration, names it, and records nothing of it', async () => {
    const root = await copyOfSupabase(`failing-${engine}`);
    await writeFile(
      join(root, 'migrations', '29991231000001_broken.sql'),
      'create table public.half_done (id int);\nselect no_such_function();\n',
    );
    await expect(migrate(opened.db, { root })).rejects.toThrow(/Applying 29991231000001_broken\.sql failed: .*no_such_function/);
    expect(await count(opened.db, `select count(*)::int as n from pg_tables where tablename = 'half_done'`)).toBe(0);
    expect(
      await count(opened.db, `select count(*)::int as n from local_meta.schema_migrations where name = '29991231000001_broken.sql'`),
    ).toBe(0);
  });

  it('fails, applying nothing, when an applied migration was edited, and names each edited file', async () => {
    const root = await copyOfSupabase(`edited-fail-${engine}`);
    const [first, second] = await listMigrations(root);
    await appendFile(join(root, 'migrations', first?.name ?? ''), '\n-- edited\n');
    await appendFile(join(root, 'migrations', second?.name ?? ''), '\n-- edited\n');
    await appendFile(join(root, 'local', 'bootstrap.sql'), '\n-- edited\n');
    await writeFile(join(root, 'migrations', '29991231000002_after_the_edit.sql'), 'create table public.after_the_edit (id int);\n');
    await expect(migrate(opened.db, { root })).rejects.toThrow(
      new RegExp(`Applied migrations were edited: ${first?.name}, ${second?.name}\\. .*new migration`),
    );
    expect(await count(opened.db, `select count(*)::int as n from pg_tables where tablename = 'after_the_edit'`)).toBe(0);
    const bootstrap = createHash('sha256')
      .update(await readFile(join(SUPABASE_DIR, 'local', 'bootstrap.sql')))
      .digest('hex');
    const recordedBootstrap = `select count(*)::int as n from local_meta.schema_migrations where name = 'local/bootstrap.sql' and checksum = '${bootstrap}'`;
    expect(await count(opened.db, recordedBootstrap)).toBe(1);
  });

  it("warns when an applied migration was edited with onEdited 'warn', and re-runs an edited bootstrap", async () => {
    const root = await copyOfSupabase(`edited-${engine}`);
    const [first] = await listMigrations(root);
    await appendFile(join(root, 'migrations', first?.name ?? ''), '\n-- edited\n');
    await appendFile(join(root, 'local', 'bootstrap.sql'), '\n-- edited\n');
    const messages: string[] = [];
    const result = await migrate(opened.db, { root, onEdited: 'warn', log: (message) => messages.push(message) });
    expect(result.applied).toEqual(['local/bootstrap.sql']);
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`warning: ${first?.name} changed .*npm run db:reset`)));
  });
});

describe('the local database of the app', () => {
  it('creates and seeds LOCAL_DATA_DIR/pglite on first start, keeps the data, and db:reset deletes it', async () => {
    const dataDir = join(scratch, 'app-data');
    const database = join(dataDir, 'pglite');
    const previous = { dir: process.env.LOCAL_DATA_DIR, url: process.env.DATABASE_URL };
    process.env.LOCAL_DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    reloadConfig();
    try {
      const first = await getDatabase();
      expect(await getDatabase()).toBe(first);
      const packages = await first.asCaller(null, (tx) => tx.query('select id from public.packages'));
      expect(packages).toHaveLength(9);
      await first.asService((tx) => tx.query(`update public.packages set price = 12345 where id = 'a0000000-0000-4000-8000-000000000001'`));
      await closeDatabase();

      const second = await getDatabase();
      expect(second).not.toBe(first);
      const row = await second.asCaller(null, (tx) =>
        tx.one(`select price from public.packages where id = 'a0000000-0000-4000-8000-000000000001'`),
      );
      expect(row).toEqual({ price: 12345 });
      await closeDatabase();

      const reset = spawnSync(process.execPath, [RESET_SCRIPT], { env: { ...process.env, LOCAL_DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(reset.status).toBe(0);
      expect(reset.stdout).toContain(`deleted ${database}`);
      expect(existsSync(database)).toBe(false);
    } finally {
      await closeDatabase();
      for (const [key, value] of [
        ['LOCAL_DATA_DIR', previous.dir],
        ['DATABASE_URL', previous.url],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      reloadConfig();
    }
  }, 60_000);

  it('db:reset refuses a directory that is not a database', async () => {
    const notData = join(scratch, 'not-data');
    await cp(join(SUPABASE_DIR, 'migrations'), join(notData, 'pglite'), { recursive: true });
    const reset = spawnSync(process.execPath, [RESET_SCRIPT], { env: { ...process.env, LOCAL_DATA_DIR: notData }, encoding: 'utf8' });
    expect(reset.status).toBe(1);
    expect(reset.stderr).toMatch(/not a PGlite data directory/);
    expect(existsSync(join(notData, 'pglite'))).toBe(true);
  });
});
