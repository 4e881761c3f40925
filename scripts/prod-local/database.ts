/**
 * A database on Debian's PostgreSQL prepared the way a Supabase project is, for the production rehearsal:
 * Supabase's roles and auth schema (supabase/local/bootstrap.sql stands in for what the platform
 * provides), then supabase/migrations and seed.sql in the order `supabase db reset` applies them.
 *
 * The site connects as `<database>_app`: a login role that is neither superuser nor table owner and may only
 * switch to anon, authenticated and service_role, like the pooler's user on Supabase; so nothing the app
 * does can pass because it happened to run as the owner.
 */
import postgres from 'postgres';
import { openPostgres } from '../../src/server/db/postgres';
import { prepareSupabaseLike } from '../lib/supabase-like';

export interface PreparedDatabase {
  /** The owner's URL (migrations, the GoTrue stand-in as Supabase's auth admin). */
  ownerUrl: string;
  /** The site's DATABASE_URL. */
  appUrl: string;
  /** Signs the studio's first admin up through Supabase Auth and promotes them (README, "Deploy", step 1.8). */
  createAdmin(authUrl: string, anonKey: string): Promise<{ email: string; password: string }>;
}

export const ADMIN = { email: 'admin@siampixel.example', password: 'admin-siam-2026', fullName: 'Studio Admin' };

export async function prepareDatabase(options: {
  serverUrl: string;
  name: string;
  appPassword: string;
  reset: boolean;
  log: (line: string) => void;
}): Promise<PreparedDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.name)) throw new Error(`Not a plain database name: ${options.name}`);
  const ownerUrl = withDatabase(options.serverUrl, options.name);
  // Roles are the server's, not the database's: one per rehearsal database, so two stacks on one server never share one.
  const appRole = `${options.name}_app`;
  // `supabase db reset`: bootstrap, migrations and seed, recorded in supabase_migrations as the CLI does.
  await prepareSupabaseLike(ownerUrl, { reset: options.reset, seed: true, log: (line) => options.log(`[db] ${line}`) });

  const owner = await openPostgres(ownerUrl, { max: 1 });
  try {
    // The pooler's user on Supabase: may switch to the API roles, owns nothing, bypasses nothing.
    await owner.asOwner((tx) =>
      tx.exec(`
        do $$ begin
          if not exists (select 1 from pg_roles where rolname = '${appRole}') then
            create role ${appRole} login nosuperuser nocreatedb nocreaterole noinherit nobypassrls;
          end if;
        end $$;
        alter role ${appRole} password '${options.appPassword.replace(/'/g, "''")}';
        grant anon, authenticated, service_role to ${appRole};
      `),
    );
  } finally {
    await owner.close();
  }

  const app = new URL(ownerUrl);
  app.username = appRole;
  app.password = options.appPassword;
  return {
    ownerUrl,
    appUrl: app.toString(),
    async createAdmin(authUrl, anonKey) {
      const response = await fetch(`${authUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: ADMIN.email,
          password: ADMIN.password,
          data: { full_name: ADMIN.fullName, role: 'user', locale: 'en' },
        }),
      });
      // 422: already there (--keep-database); promoting again is harmless.
      if (!response.ok && response.status !== 422)
        throw new Error(`Signing the admin up failed: ${response.status} ${await response.text()}`);
      const sql = postgres(ownerUrl, { max: 1, onnotice: () => {} });
      try {
        const rows = await sql`update public.profiles set role = 'admin' where lower(email) = lower(${ADMIN.email}) returning id`;
        if (rows.length === 0) throw new Error('The admin has no profile: the signup trigger did not run.');
      } finally {
        await sql.end({ timeout: 5 });
      }
      return { email: ADMIN.email, password: ADMIN.password };
    },
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
