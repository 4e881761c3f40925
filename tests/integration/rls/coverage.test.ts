// Every table with row-level security in the migrated database has its RLS tests here, in
// tests/integration/rls/<table>.test.ts, so a new table cannot land without them (and no file outlives
// its table).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const RLS_DIR = fileURLToPath(new URL('.', import.meta.url));

describe.each(engines)('RLS test coverage on %s', (engine) => {
  let opened: TestDatabase | undefined;
  let tables: { schema: string; table: string }[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase(engine);
    tables = await opened.db.asOwner((tx) =>
      tx.query<{ schema: string; table: string }>(
        `select n.nspname as schema, c.relname as table
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and c.relrowsecurity
           and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
         order by n.nspname, c.relname`,
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  }, 30_000);

  const files = () =>
    readdirSync(RLS_DIR)
      .filter((name) => name.endsWith('.test.ts') && name !== 'coverage.test.ts')
      .map((name) => name.slice(0, -'.test.ts'.length))
      .sort();

  it('finds the tables with row-level security in public and private', () => {
    expect(tables.map((t) => t.schema)).toContain('public');
    expect(tables).toContainEqual({ schema: 'private', table: 'rate_limits' });
  });

  it('has row-level security on every table of the public and private schemas', async () => {
    const unprotected = await opened!.db.asOwner((tx) =>
      tx.query<{ name: string }>(
        `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and not c.relrowsecurity and n.nspname in ('public', 'private')
         order by 1`,
      ),
    );
    expect(
      unprotected.map((row) => row.name),
      'tables without row-level security',
    ).toEqual([]);
  });

  it('has a tests/integration/rls/<table>.test.ts for every table with row-level security', () => {
    const missing = tables.filter((t) => !files().includes(t.table)).map((t) => `${t.schema}.${t.table}`);
    expect(missing, 'tables with RLS but no tests/integration/rls/<table>.test.ts').toEqual([]);
  });

  it('has no file in tests/integration/rls/ for a table that does not exist', () => {
    const names = new Set(tables.map((t) => t.table));
    expect(files().filter((file) => !names.has(file))).toEqual([]);
  });
});
