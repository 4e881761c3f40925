// The migration runner for the local engines (PGlite, and plain PostgreSQL in tests). Production Supabase
// gets the same files through `supabase db push`, never from here.
//
// Order: supabase/local/bootstrap.sql (what Supabase itself provides), then supabase/migrations/*.sql by
// name, each in its own transaction, recorded in local_meta.schema_migrations; then, only when the
// database was created by this run, supabase/seed.sql (recorded too).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { DatabaseEngine } from './types';

export interface MigrateOptions {
  /** The supabase/ directory. Default: ./supabase under the working directory. */
  root?: string;
  /** Apply seed.sql when the database is new. Default false. */
  seed?: boolean;
  /** Progress and warnings (one line each); silent when omitted. */
  log?: (message: string) => void;
}

export interface MigrateResult {
  /** Names applied by this run, in order (bootstrap as "local/bootstrap.sql", seed as "seed.sql"). */
  applied: string[];
  /** True when the database had no migration recorded before this run. */
  created: boolean;
}

interface SqlFile {
  name: string;
  sql: string;
  checksum: string;
}

const BOOTSTRAP = 'local/bootstrap.sql';
const SEED = 'seed.sql';
const MIGRATION_FILE = /^\d{14}_[\w-]+\.sql$/;

export function defaultSupabaseDir(): string {
  return resolve(join(process.cwd(), 'supabase'));
}

/** The migration files in the order they apply: Supabase CLI names (timestamp_name.sql), sorted. */
export async function listMigrations(root: string = defaultSupabaseDir()): Promise<SqlFile[]> {
  const dir = join(root, 'migrations');
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(names.map((name) => readSqlFile(join(dir, name), name)));
}

export async function migrate(db: DatabaseEngine, options: MigrateOptions = {}): Promise<MigrateResult> {
  const root = options.root ?? defaultSupabaseDir();
  const log = options.log ?? (() => {});

  const recorded = await db.asOwner(async (tx) => {
    await tx.exec(`
      create schema if not exists local_meta;
      revoke all on schema local_meta from public;
      create table if not exists local_meta.schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
    `);
    return tx.query<{ name: string; checksum: string }>('select name, checksum from local_meta.schema_migrations');
  });
  const checksums = new Map(recorded.map((row) => [row.name, row.checksum]));
  const created = checksums.size === 0;
  const applied: string[] = [];

  const apply = async (file: SqlFile) => {
    try {
      await db.asOwner(async (tx) => {
        await tx.exec(file.sql);
        await tx.query(
          `insert into local_meta.schema_migrations (name, checksum) values ($1, $2)
           on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
          [file.name, file.checksum],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Applying ${file.name} failed: ${reason}`, { cause: error });
    }
    applied.push(file.name);
    log(`applied ${file.name}`);
  };

  // The bootstrap is idempotent, so it simply runs again whenever its text changes.
  const bootstrap = await readSqlFile(join(root, BOOTSTRAP), BOOTSTRAP);
  if (checksums.get(BOOTSTRAP) !== bootstrap.checksum) await apply(bootstrap);

  for (const file of await listMigrations(root)) {
    const checksum = checksums.get(file.name);
    if (checksum === undefined) await apply(file);
    else if (checksum !== file.checksum) {
      log(`warning: ${file.name} changed after it was applied; run \`npm run db:reset\` to rebuild the local database`);
    }
  }

  if (options.seed && created && !checksums.has(SEED) && existsSync(join(root, SEED))) {
    await apply(await readSqlFile(join(root, SEED), SEED));
  }

  return { applied, created };
}

async function readSqlFile(path: string, name: string): Promise<SqlFile> {
  const sql = await readFile(path, 'utf8');
  return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}
