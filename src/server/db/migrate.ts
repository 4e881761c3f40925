// The migration runner for the local engines (PGlite, and plain PostgreSQL in tests and in the production
// rehearsal of scripts/db-push.ts). Production Supabase gets the same files through `supabase db push`,
// never from here. docs/decisions/0016-migration-runner.md lists the Supabase CLI rules followed here.
//
// Order, as `supabase db reset` has it: supabase/local/bootstrap.sql (what Supabase itself provides), then
// the files of supabase/migrations the CLI accepts, in the CLI's order, each in its own transaction and
// recorded in local_meta.schema_migrations; then supabase/seed.sql, when the database was created by this
// run. With `supabaseHistory`, migrations and seed are also recorded the way the CLI records them.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { splitStatements } from './sql-statements';
import type { DatabaseEngine, OwnerTx } from './types';

export interface MigrateOptions {
  /** The supabase/ directory. Default: ./supabase under the working directory. */
  root?: string;
  /** Apply seed.sql when the database is new. Default false. */
  seed?: boolean;
  /** Progress and warnings (one line each); silent when omitted. */
  log?: (message: string) => void;
  /**
   * A migration whose text changed after it was applied: 'fail' (the default) throws before anything is
   * applied, naming every such file; 'warn' logs each and goes on. Only the app's own local database
   * (src/server/db/index.ts), which `npm run db:reset` rebuilds, asks for 'warn'.
   */
  onEdited?: 'warn' | 'fail';
  /**
   * Also keep the history `supabase db push` keeps: supabase_migrations.schema_migrations (version, name,
   * statements) and supabase_migrations.seed_files (path, hash), so that the CLI takes the database for one
   * it migrated itself. Seeding then follows the CLI's rule: seed.sql runs whenever `seed` is set and it
   * has not run yet. Refused on a database whose two histories disagree (prepare it again from scratch).
   */
  supabaseHistory?: boolean;
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

/** A file of supabase/migrations that the Supabase CLI applies. */
export interface MigrationFile extends SqlFile {
  /** The digits before the first underscore: the CLI's `version`, the key of its migration history. */
  version: string;
  /** The rest of the file name without `.sql`: the CLI's `name` column. */
  description: string;
}

const BOOTSTRAP = 'local/bootstrap.sql';
const SEED = 'seed.sql';
/** Where the CLI finds and records the seed: [db.seed] sql_paths defaults to ./seed.sql under supabase/. */
const SUPABASE_SEED_PATH = 'supabase/seed.sql';

// The Supabase CLI's rules for supabase/migrations (pkg/migration/file.go and list.go, decision 0016):
// `<digits>_<anything>.sql`, case-sensitive (Go's `.` stops at a newline, hence [^\n]) ...
const MIGRATION_FILE = /^([0-9]+)_([^\n]*)\.sql$/;
// ... except a first entry `<14 digits>_init.sql` older than 2021-12-09, the old CLI's initial schema.
const OLD_INIT_SCHEMA = /([0-9]{14})_init\.sql/;
const OLD_INIT_BEFORE = 20211209000000;

/** Any fixed key, the same in every process that migrates this project ('siammigr' as an int8). */
const LOCK_KEY = '8316285309531285362';

export function defaultSupabaseDir(): string {
  return resolve(join(process.cwd(), 'supabase'));
}

/** The migrations the Supabase CLI applies, in its order; every other entry of migrations/ gets a warning. */
export async function scanMigrations(root: string = defaultSupabaseDir()): Promise<{ files: MigrationFile[]; warnings: string[] }> {
  const dir = join(root, 'migrations');
  // The CLI lists the directory with Go's fs.ReadDir: sorted by file name, byte by byte. So `10_a.sql`
  // comes before `1_b.sql`, and the order is the names', not the versions' as numbers.
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => compareBytes(a.name, b.name));
  const files: MigrationFile[] = [];
  const warnings: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const { name } = entry;
    if (entry.isDirectory()) {
      warnings.push(`migrations/${name}/ is a directory: the Supabase CLI reads no subdirectory of migrations/ and would skip it`);
      continue;
    }
    const init = OLD_INIT_SCHEMA.exec(name);
    if (index === 0 && init && Number(init[1]) < OLD_INIT_BEFORE) {
      warnings.push(
        `migrations/${name}: Supabase would skip it (a first migration named <timestamp>_init.sql before 20211209000000); rename it`,
      );
      continue;
    }
    const match = MIGRATION_FILE.exec(name);
    if (!match) {
      // Dotfiles (.gitkeep, .DS_Store) are not mistakes; the CLI skips them too, with a message.
      if (!name.startsWith('.')) {
        warnings.push(`migrations/${name}: Supabase would skip it, the name is not <digits>_<name>.sql (lower-case .sql)`);
      }
      continue;
    }
    files.push({ ...(await readSqlFile(join(dir, name), name)), version: match[1] ?? '', description: match[2] ?? '' });
  }

  const byVersion = new Map<string, MigrationFile>();
  for (const [index, file] of files.entries()) {
    // Two files with one version: the CLI's history insert fails on the second (its primary key).
    const twin = byVersion.get(file.version);
    if (twin)
      throw new Error(`Migrations ${twin.name} and ${file.name} share version ${file.version}; supabase db push would fail. Rename one.`);
    byVersion.set(file.version, file);
    // The CLI walks the files in name order against the applied versions in version order (text); where
    // the two orders differ, `supabase db push` fails once both are applied (supabase/cli#6036).
    const previous = files[index - 1];
    if (previous && compareBytes(previous.version, file.version) > 0) {
      warnings.push(
        `migrations/${previous.name} sorts before ${file.name} by name but after it by version; once both are applied, ` +
          `supabase db push stops with "Remote migration versions not found in local migrations directory". Rename one.`,
      );
    }
  }
  return { files, warnings };
}

/** The migration files in the order they apply: what the Supabase CLI accepts, in its order. */
export async function listMigrations(root: string = defaultSupabaseDir()): Promise<MigrationFile[]> {
  return (await scanMigrations(root)).files;
}

export async function migrate(db: DatabaseEngine, options: MigrateOptions = {}): Promise<MigrateResult> {
  const root = options.root ?? defaultSupabaseDir();
  const log = options.log ?? (() => {});
  const onEdited = options.onEdited ?? 'fail';
  const history = options.supabaseHistory ?? false;

  const { files: migrations, warnings } = await scanMigrations(root);
  for (const warning of warnings) log(`warning: ${warning}`);
  const bootstrap = await readSqlFile(join(root, BOOTSTRAP), BOOTSTRAP);

  const recorded = await readRecorded(db, history);
  const checksums = new Map(recorded.map((row) => [row.name, row.checksum]));
  const created = checksums.size === 0;
  const applied: string[] = [];

  const reportEdited = (names: string[]) => {
    if (names.length === 0) return;
    if (onEdited === 'fail') {
      throw new Error(
        `Applied migration${names.length > 1 ? 's were' : ' was'} edited: ${names.join(', ')}. A migration that ran must not change ` +
          `(production will never run it again): restore ${names.length > 1 ? 'them' : 'it'} and put the change in a new migration.`,
      );
    }
    for (const name of names) {
      log(`warning: ${name} changed after it was applied; run \`npm run db:reset\` to rebuild the local database`);
    }
  };
  reportEdited(
    migrations.filter((file) => checksums.has(file.name) && checksums.get(file.name) !== file.checksum).map((file) => file.name),
  );

  const apply = async (kind: Kind, file: SqlFile | MigrationFile) => {
    let outcome: 'applied' | 'recorded' | 'edited';
    try {
      outcome = await applyInTransaction(db, kind, file, history);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Applying ${file.name} failed: ${reason}`, { cause: error });
    }
    if (outcome === 'edited') reportEdited([file.name]);
    if (outcome !== 'applied') return;
    applied.push(file.name);
    log(`applied ${file.name}`);
  };

  // The bootstrap is idempotent, so it simply runs again whenever its text changes.
  if (checksums.get(BOOTSTRAP) !== bootstrap.checksum) await apply('bootstrap', bootstrap);

  const newestApplied = newestAppliedOf(migrations, checksums);
  for (const file of migrations) {
    if (checksums.has(file.name)) continue;
    if (newestApplied && compareBytes(file.version, newestApplied.version) < 0) {
      log(
        `warning: ${file.name} is older than ${newestApplied.name}, already applied; supabase db push applies it only with --include-all`,
      );
    }
    await apply('migration', file);
  }

  const seedable = history || created;
  if (options.seed && seedable && !checksums.has(SEED) && existsSync(join(root, SEED))) {
    await apply('seed', await readSqlFile(join(root, SEED), SEED));
  }

  return { applied, created };
}

/**
 * The files this database has recorded, after creating the record table if it is new.
 *
 * Two processes may migrate one database at once (two app instances starting, parallel CI jobs). Every
 * transaction of a run first takes one transaction-level advisory lock, and a file is applied only
 * after checking, under that lock, that it is still unrecorded; so each file applies exactly once.
 * A session-level lock held across the run would need one connection for the whole run, which the
 * engines do not promise (postgres-js takes any pooled connection for each transaction); the
 * transaction lock needs none, and is released by commit or rollback, so never left held. PGlite has
 * advisory locks too (one connection: they only order its own transactions, which it queues anyway).
 */
async function readRecorded(db: DatabaseEngine, history: boolean): Promise<{ name: string; checksum: string }[]> {
  return db.asOwner(async (tx) => {
    await lock(tx);
    await tx.exec(`
      create schema if not exists local_meta;
      revoke all on schema local_meta from public;
      create table if not exists local_meta.schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
    `);
    const rows = await tx.query<{ name: string; checksum: string }>('select name, checksum from local_meta.schema_migrations');
    if (history) await prepareSupabaseHistory(tx, rows);
    return rows;
  });
}

type Kind = 'bootstrap' | 'migration' | 'seed';

/**
 * Applies one file in its own transaction under the lock, and records it (with the CLI's history when
 * asked); 'recorded' when another process recorded it meanwhile, 'edited' when a migration's text changed.
 */
async function applyInTransaction(
  db: DatabaseEngine,
  kind: Kind,
  file: SqlFile | MigrationFile,
  history: boolean,
): Promise<'applied' | 'recorded' | 'edited'> {
  return db.asOwner(async (tx) => {
    await lock(tx);
    // Recorded meanwhile by another process (or, for the bootstrap, unchanged): nothing to do.
    const row = await tx.one<{ checksum: string }>('select checksum from local_meta.schema_migrations where name = $1', [file.name]);
    if (row && (row.checksum === file.checksum || kind === 'seed')) return 'recorded';
    if (row && kind === 'migration') return 'edited';
    await tx.exec(file.sql);
    await tx.query(
      `insert into local_meta.schema_migrations (name, checksum) values ($1, $2)
       on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
      [file.name, file.checksum],
    );
    if (history && 'version' in file) {
      // As the CLI's INSERT_MIGRATION_VERSION, in the migration's own transaction.
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements)
         values ($1, $2, (select array_agg(statement order by position) from jsonb_array_elements_text($3::jsonb) with ordinality as s (statement, position)))`,
        [file.version, file.description, JSON.stringify(splitStatements(file.sql))],
      );
    }
    if (history && kind === 'seed') {
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        [SUPABASE_SEED_PATH, file.checksum],
      );
    }
    return 'applied';
  });
}

/** The newest migration (by version) already applied; undefined on a new database. */
function newestAppliedOf(migrations: MigrationFile[], checksums: Map<string, string>): MigrationFile | undefined {
  return migrations
    .filter((file) => checksums.has(file.name))
    .reduce<MigrationFile | undefined>(
      (newest, file) => (newest && compareBytes(newest.version, file.version) > 0 ? newest : file),
      undefined,
    );
}

async function lock(tx: OwnerTx): Promise<void> {
  // Read committed whatever the server's default, so the check that follows the lock sees what the
  // previous holder committed (a repeatable-read snapshot would be taken before the wait).
  await tx.query('set transaction isolation level read committed');
  await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
}

/**
 * Creates the CLI's history tables as its CreateMigrationTable and CreateSeedTable do, and refuses a
 * database whose Supabase history does not match local_meta: migrated by the CLI itself, or by this
 * runner without supabaseHistory. Recording one history over the other would misstate what ran.
 */
async function prepareSupabaseHistory(tx: OwnerTx, recorded: { name: string }[]): Promise<void> {
  await tx.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;
    create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
  `);
  const ours = recorded.flatMap((row) => MIGRATION_FILE.exec(row.name)?.[1] ?? []).sort(compareBytes);
  const theirs = (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
    (row) => row.version,
  );
  theirs.sort(compareBytes);
  if (ours.join() !== theirs.join()) {
    throw new Error(
      'supabase_migrations.schema_migrations does not match the migrations this runner recorded in local_meta ' +
        `(${theirs.length} versions there, ${ours.length} here): the database was migrated some other way. Prepare it again from scratch (db:push --reset).`,
    );
  }
}

async function readSqlFile(path: string, name: string): Promise<SqlFile> {
  const bytes = await readFile(path);
  // The checksum of the bytes, as sha256sum and the CLI's seed hash compute it.
  return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
}

/** Go's string order: byte by byte (UTF-8), not JavaScript's UTF-16 code units. */
function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
