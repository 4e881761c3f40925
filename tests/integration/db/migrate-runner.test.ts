// The migration runner follows the Supabase CLI (decision 0016): the file names it accepts, in its order,
// warnings for the files it would skip; each file once when two processes migrate at once; and
// db:push prepares a plain PostgreSQL that `supabase db push` takes for one it migrated itself.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSupabaseLike } from '../../../scripts/lib/supabase-like';
import { listMigrations, migrate, scanMigrations } from '../../../src/server/db/migrate';
import { openPostgres } from '../../../src/server/db/postgres';
import { splitStatements } from '../../../src/server/db/sql-statements';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { SUPABASE_DIR, engines, openEmptyDatabase, openTestDatabase } from '../support/database';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const DB_PUSH = fileURLToPath(new URL('../../../scripts/db-push.ts', import.meta.url));

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'studio-runner-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A supabase/ directory holding the real bootstrap and the given migrations (file name -> SQL; a name ending in / is a directory). */
async function supabaseDir(name: string, migrations: Record<string, string>): Promise<string> {
  const root = join(scratch, name);
  await mkdir(join(root, 'migrations'), { recursive: true });
  await cp(join(SUPABASE_DIR, 'local'), join(root, 'local'), { recursive: true });
  for (const [file, sql] of Object.entries(migrations)) {
    if (file.endsWith('/')) await mkdir(join(root, 'migrations', file), { recursive: true });
    else await writeFile(join(root, 'migrations', file), sql);
  }
  return root;
}

const rows = (db: DatabaseEngine, sql: string) => db.asOwner((tx) => tx.query(sql));

describe('the migration files the Supabase CLI accepts', () => {
  it('skips an old first <timestamp>_init.sql as the CLI does, and warns', async () => {
    const root = await supabaseDir('old-init', { '20200101000000_init.sql': 'select 1;', '20261122090000_y.sql': 'select 2;' });
    const { files, warnings } = await scanMigrations(root);
    expect(files.map((file) => file.name)).toEqual(['20261122090000_y.sql']);
    expect(warnings).toEqual([expect.stringMatching(/^migrations\/20200101000000_init\.sql: Supabase would skip it/)]);
  });

  it('refuses two files with one version, which supabase db push could not record', async () => {
    const root = await supabaseDir('twins', { '1_a.sql': 'select 1;', '1_init.sql': 'select 2;' });
    await expect(scanMigrations(root)).rejects.toThrow(/Migrations 1_a\.sql and 1_init\.sql share version 1; supabase db push would fail/);
  });
});

describe.each(engines)('the migration runner on %s', (engine) => {
  it('applies each file exactly once when two runs start at once on a new database', async () => {
    const fresh = await openEmptyDatabase(engine);
    try {
      const [first, second] = [await fresh.open(), await fresh.open()];
      const results = await Promise.all([first, second].map((db) => migrate(db, { root: SUPABASE_DIR, seed: true })));
      const expected = ['local/bootstrap.sql', ...(await listMigrations(SUPABASE_DIR)).map((file) => file.name), 'seed.sql'];
      expect(results.flatMap((result) => result.applied).sort()).toEqual(expected.sort());
      expect(await rows(first, 'select count(*)::int as n from local_meta.schema_migrations')).toEqual([{ n: expected.length }]);
      // Seeded once: ten packages, not twenty (nor a duplicate-key failure).
      expect(await rows(second, 'select count(*)::int as n from public.packages')).toEqual([{ n: 10 }]);
      expect(
        (await Promise.all([first, second].map((db) => migrate(db, { root: SUPABASE_DIR, seed: true })))).flatMap((r) => r.applied),
      ).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it("applies every name the CLI accepts in the CLI's order, records them as it does, and warns about the others", async () => {
    const insert = (name: string) => `insert into public.run_order (name) values ('${name}');\n`;
    const root = await supabaseDir(`names-${engine}`, {
      '10_first.sql': `create table public.run_order (position serial primary key, name text not null);\n${insert('10_first')}`,
      '1_init.sql': insert('1_init'),
      '20261122090000_y.sql': insert('20261122090000_y'),
      '20261201_x.sql': insert('20261201_x'),
      'init.sql': insert('init'),
      '2026_.SQL': insert('2026_.SQL'),
      '.gitkeep': '',
      'old/': '',
    });
    const fresh = await openEmptyDatabase(engine);
    try {
      const db = await fresh.open();
      const messages: string[] = [];
      const result = await migrate(db, { root, supabaseHistory: true, log: (message) => messages.push(message) });
      // Go's sort by name, byte by byte: "10_" before "1_" ('0' < '_'), "1_" before "2026…".
      const order = ['10_first.sql', '1_init.sql', '20261122090000_y.sql', '20261201_x.sql'];
      expect(result.applied).toEqual(['local/bootstrap.sql', ...order]);
      expect(await rows(db, 'select name from public.run_order order by position')).toEqual(
        order.map((name) => ({ name: name.slice(0, -4) })),
      );
      expect(messages.filter((message) => message.startsWith('warning:'))).toEqual([
        expect.stringMatching(/^warning: migrations\/2026_\.SQL: Supabase would skip it/),
        expect.stringMatching(/^warning: migrations\/init\.sql: Supabase would skip it/),
        expect.stringMatching(/^warning: migrations\/old\/ is a directory/),
        expect.stringMatching(/^warning: migrations\/10_first\.sql sorts before 1_init\.sql by name but after it by version/),
      ]);
      expect(
        await rows(
          db,
          'select version, name, array_to_json(statements) as statements from supabase_migrations.schema_migrations order by version',
        ),
      ).toEqual([
        { version: '1', name: 'init', statements: ["insert into public.run_order (name) values ('1_init')"] },
        {
          version: '10',
          name: 'first',
          statements: [
            'create table public.run_order (position serial primary key, name text not null)',
            "insert into public.run_order (name) values ('10_first')",
          ],
        },
        { version: '20261122090000', name: 'y', statements: ["insert into public.run_order (name) values ('20261122090000_y')"] },
        { version: '20261201', name: 'x', statements: ["insert into public.run_order (name) values ('20261201_x')"] },
      ]);

      // A file older than the newest applied one still applies, with the CLI's objection.
      await writeFile(join(root, 'migrations', '15_late.sql'), insert('15_late'));
      messages.length = 0;
      expect((await migrate(db, { root, supabaseHistory: true, log: (message) => messages.push(message) })).applied).toEqual([
        '15_late.sql',
      ]);
      expect(messages).toContainEqual(expect.stringMatching(/^warning: 15_late\.sql is older than 20261201_x\.sql.*--include-all/));
      expect((await migrate(db, { root, supabaseHistory: true })).applied).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe.runIf(engines.includes('postgres'))('db:push (a plain PostgreSQL prepared the way a Supabase project is)', () => {
  let server: postgres.Sql;
  const created: string[] = [];
  const newUrl = () => {
    const name = `test_push_${randomBytes(6).toString('hex')}`;
    created.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  beforeAll(() => {
    server = postgres(process.env.TEST_DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    for (const name of created) await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end({ timeout: 5 });
  });

  it('applies bootstrap, migrations and seed in the CLI order, records them as the CLI does, and a second run applies nothing', async () => {
    const url = newUrl();
    const lines: string[] = [];
    const first = await prepareSupabaseLike(url, { root: SUPABASE_DIR, reset: true, seed: true, log: (line) => lines.push(line) });
    const migrations = await listMigrations(SUPABASE_DIR);
    const expected = ['local/bootstrap.sql', ...migrations.map((file) => file.name), 'seed.sql'];
    expect(first.applied).toEqual(expected);
    expect(lines).toEqual([`recreated database ${new URL(url).pathname.slice(1)}`, ...expected.map((name) => `applied ${name}`)]);

    lines.length = 0;
    const second = await prepareSupabaseLike(url, { root: SUPABASE_DIR, seed: true, log: (line) => lines.push(line) });
    expect(second.applied).toEqual([]);
    expect(lines).toEqual(['up to date: nothing to apply']);

    const db = await openPostgres(url, { max: 1 });
    try {
      // The CLI's CreateMigrationTable and CreateSeedTable, and what its ExecBatch and SeedData insert.
      const columns = `select table_name, column_name, data_type, is_nullable from information_schema.columns
                       where table_schema = 'supabase_migrations' order by table_name, ordinal_position`;
      expect(await rows(db, columns)).toEqual([
        { table_name: 'schema_migrations', column_name: 'version', data_type: 'text', is_nullable: 'NO' },
        { table_name: 'schema_migrations', column_name: 'statements', data_type: 'ARRAY', is_nullable: 'YES' },
        { table_name: 'schema_migrations', column_name: 'name', data_type: 'text', is_nullable: 'YES' },
        { table_name: 'seed_files', column_name: 'path', data_type: 'text', is_nullable: 'NO' },
        { table_name: 'seed_files', column_name: 'hash', data_type: 'text', is_nullable: 'NO' },
      ]);
      const history =
        'select version, name, array_to_json(statements) as statements from supabase_migrations.schema_migrations order by version';
      expect(await rows(db, history)).toEqual(
        migrations.map((file) => ({ version: file.version, name: file.description, statements: splitStatements(file.sql) })),
      );
      const seedHash = createHash('sha256')
        .update(await readFile(join(SUPABASE_DIR, 'seed.sql')))
        .digest('hex');
      expect(await rows(db, 'select path, hash from supabase_migrations.seed_files')).toEqual([
        { path: 'supabase/seed.sql', hash: seedHash },
      ]);
      expect(await rows(db, 'select count(*)::int as n from public.packages')).toEqual([{ n: 10 }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('npm run db:push prints one line per file, then nothing to apply; and wants a URL', async () => {
    const url = newUrl();
    const run = (...args: string[]) => spawnSync(TSX, [DB_PUSH, ...args], { encoding: 'utf8', timeout: 60_000 });
    const first = run(url, '--reset');
    expect(first.status, first.stderr).toBe(0);
    const migrations = await listMigrations(SUPABASE_DIR);
    expect(first.stdout).toBe(
      [
        `recreated database ${new URL(url).pathname.slice(1)}`,
        'applied local/bootstrap.sql',
        ...migrations.map((file) => `applied ${file.name}`),
      ]
        .map((line) => `${line}\n`)
        .join(''),
    );
    const again = run(url);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toBe('up to date: nothing to apply\n');
    const bad = run();
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: npm run db:push -- <postgres-url> [--reset] [--seed]');
  }, 120_000);

  it('refuses a database migrated without the Supabase history rather than misstate what ran', async () => {
    const opened = await openTestDatabase('postgres');
    try {
      await expect(prepareSupabaseLike(opened.url ?? '', { root: SUPABASE_DIR, log: () => {} })).rejects.toThrow(
        /supabase_migrations\.schema_migrations does not match .*db:push --reset/,
      );
    } finally {
      await opened.close();
    }
  }, 120_000);
});

it('db:push refuses a Supabase host: production is migrated by supabase db push', async () => {
  await expect(prepareSupabaseLike('postgres://postgres:secret@db.abcdefgh.supabase.co:5432/postgres', { reset: true })).rejects.toThrow(
    /db\.abcdefgh\.supabase\.co is a Supabase host/,
  );
});
