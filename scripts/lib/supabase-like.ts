// A plain PostgreSQL database prepared the way a Supabase project is, for rehearsing production: its
// roles and auth schema (supabase/local/bootstrap.sql stands in for what Supabase provides), then
// supabase/migrations and supabase/seed.sql in the order `supabase db reset` applies them, recorded in
// supabase_migrations.schema_migrations and seed_files exactly as the CLI records them, so that
// `supabase db push` against it finds nothing to do. Decision 0016 has the CLI's rules.
//
// Imported by scripts/db-push.ts (npm run db:push) and by any tsx script that needs such a database.
import postgres from 'postgres';
import { migrate, type MigrateResult } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';

export interface SupabaseLikeOptions {
  /** Drop and create the database first (from the server's `postgres` database, or template1 for `postgres` itself). */
  reset?: boolean;
  /** Apply supabase/seed.sql unless it already ran, as `supabase db push --include-seed` does. */
  seed?: boolean;
  /** One line per file applied, and warnings. Default: console.log. */
  log?: (line: string) => void;
  /** The supabase/ directory. Default: ./supabase under the working directory. */
  root?: string;
}

export async function prepareSupabaseLike(url: string, options: SupabaseLikeOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const target = new URL(url);
  // bootstrap.sql recreates what Supabase provides; run against Supabase itself it would fight it.
  if (/(^|\.)supabase\.(co|com|net)$/i.test(target.hostname)) {
    throw new Error(
      `${target.hostname} is a Supabase host: production is migrated by \`supabase db push\`; this prepares a plain PostgreSQL only.`,
    );
  }
  if (options.reset) await recreateDatabase(target, log);

  const db = await openPostgres(url, { max: 1 });
  try {
    const result = await migrate(db, {
      ...(options.root ? { root: options.root } : {}),
      seed: options.seed ?? false,
      supabaseHistory: true,
      onEdited: 'fail',
      log,
    });
    if (result.applied.length === 0) log('up to date: nothing to apply');
    return result;
  } finally {
    await db.close();
  }
}

async function recreateDatabase(target: URL, log: (line: string) => void): Promise<void> {
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('The URL names no database to reset.');
  const maintenance = new URL(target);
  // One cannot drop the database one is connected to; the CLI's own reset of `postgres` goes through template1.
  maintenance.pathname = name === 'postgres' ? '/template1' : '/postgres';
  const server = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  const quoted = `"${name.replaceAll('"', '""')}"`;
  try {
    await server.unsafe(`drop database if exists ${quoted} with (force)`);
    await server.unsafe(`create database ${quoted}`);
  } finally {
    await server.end({ timeout: 5 });
  }
  log(`recreated database ${name}`);
}
