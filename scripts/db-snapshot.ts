// `npm run db:snapshot`: writes supabase/schema.snapshot.sql, the database as it stands after every
// migration, in one file to read (decision 0073): each table with its columns, constraints, indexes,
// row-level security, policies, triggers and grants; views; and every function's current body with who
// may execute it. A function replaced by three migrations (accept_quote) is read here once, as it is.
//
// supabase/migrations stays the single source of truth: like `npm run db:types`, this applies
// local/bootstrap.sql and the migrations to a fresh in-memory PGlite and reads the catalogue back, in a
// fixed order, so the text changes only when the schema does. It is not a migration and nothing runs
// it. tests/integration/db/schema-snapshot.test.ts regenerates it in memory and fails on any difference:
// after adding or merging a migration, run `npm run db:snapshot` and commit the file.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { defaultSupabaseDir, listMigrations } from '../src/server/db/migrate';

export const SNAPSHOT_PATH = fileURLToPath(new URL('../supabase/schema.snapshot.sql', import.meta.url));

/** The schemas the migrations own. auth is Supabase's (here local/bootstrap.sql's): only the triggers the migrations put on it. */
const OWN_SCHEMAS = ['public', 'private'];
const ROLES = ['anon', 'authenticated', 'service_role'];

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

export async function generateSchemaSnapshot(root: string = defaultSupabaseDir()): Promise<string> {
  const pg = await PGlite.create();
  try {
    await pg.exec(await readFile(join(root, 'local/bootstrap.sql'), 'utf8'));
    const migrations = await listMigrations(root);
    for (const file of migrations) await pg.exec(file.sql);
    // Every name written with its schema, whatever the migrations' search_path was.
    await pg.exec(`set search_path = ''`);
    const query: Query = async (sql, params) => (await pg.query(sql, params)).rows as never;
    const last = migrations.at(-1)?.name ?? '(none)';
    return [
      header(migrations.length, last),
      ...(await schemas(query)),
      ...(await tables(query)),
      ...(await views(query)),
      ...(await functions(query)),
    ]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
  } finally {
    await pg.close();
  }
}

function header(count: number, last: string): string {
  return [
    '-- The database schema as it stands after every migration (decision 0073). GENERATED: do not edit.',
    '-- Regenerate with `npm run db:snapshot` after adding or merging a migration, and commit the result;',
    '-- tests/integration/db/schema-snapshot.test.ts fails while this file and supabase/migrations disagree.',
    '-- To change the database, write a migration (supabase/migrations/); this file is for reading only.',
    `-- ${count} migrations, the last ${last}.`,
    '',
  ].join('\n');
}

const schemaList = OWN_SCHEMAS.map((s) => `'${s}'`).join(', ');
const roleList = ROLES.map((r) => `'${r}'`).join(', ');

async function schemas(query: Query): Promise<string[]> {
  const rows = await query<{ name: string; grants: string | null }>(
    `select n.nspname as name,
            (select string_agg(format('%s to %s', lower(a.privilege_type), coalesce(r.rolname, 'public')), ', ' order by coalesce(r.rolname, 'public'), a.privilege_type)
               from aclexplode(n.nspacl) a left join pg_roles r on r.oid = a.grantee
              where coalesce(r.rolname, 'public') in (${roleList}, 'public')) as grants
       from pg_namespace n where n.nspname in (${schemaList}) order by n.nspname`,
  );
  return [
    '-- ===== Schemas =====',
    ...rows.map((r) => `schema ${r.name}: ${r.grants ? `granted ${r.grants}` : 'no grants to API roles'}`),
    '',
  ];
}

async function tables(query: Query): Promise<string[]> {
  const list = await query<{ oid: number; name: string; rls: boolean; forced: boolean }>(
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in (${schemaList}) order by n.nspname, c.relname`,
  );
  const out = ['-- ===== Tables =====', ''];
  for (const table of list) {
    const columns = await query<{ line: string }>(
      `select format('  %I %s%s%s%s', a.attname, format_type(a.atttypid, a.atttypmod),
                case when a.attnotnull then ' not null' else '' end,
                case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
                     when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end,
                case when a.attidentity = 'a' then ' generated always as identity'
                     when a.attidentity = 'd' then ' generated by default as identity' else '' end) as line
         from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [table.oid],
    );
    const constraints = await query<{ line: string }>(
      `select format('  constraint %I %s', conname, pg_get_constraintdef(oid, true)) as line
         from pg_constraint where conrelid = $1 and contype <> 'n' order by contype, conname`,
      [table.oid],
    );
    out.push(`create table ${table.name} (`, [...columns, ...constraints].map((r) => r.line).join(',\n'), ');');
    const indexes = await query<{ def: string }>(
      `select pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = $1 and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
        order by c.relname`,
      [table.oid],
    );
    out.push(...indexes.map((r) => `${r.def};`));
    if (table.rls) out.push(`alter table ${table.name} enable row level security;`);
    if (table.forced) out.push(`alter table ${table.name} force row level security;`);
    const policies = await query<{ line: string }>(
      `select format('create policy %I on %s as %s for %s to %s%s%s;', p.polname, $2::text,
                case when p.polpermissive then 'permissive' else 'restrictive' end,
                case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end,
                (select string_agg(case when r = 0 then 'public' else pg_get_userbyid(r) end, ', ' order by 1) from unnest(p.polroles) r),
                coalesce(E'\\n  using (' || pg_get_expr(p.polqual, p.polrelid) || ')', ''),
                coalesce(E'\\n  with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', '')) as line
         from pg_policy p where p.polrelid = $1 order by p.polname`,
      [table.oid, table.name],
    );
    out.push(...policies.map((r) => r.line));
    out.push(...(await triggersOn(query, table.oid)));
    out.push(...(await grantsOn(query, table.oid, table.name)));
    out.push('');
  }
  const foreign = await query<{ oid: number }>(
    `select distinct t.tgrelid::int as oid from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname not in (${schemaList}) order by 1`,
  );
  if (foreign.length > 0) {
    out.push('-- ===== Triggers the migrations put on Supabase tables =====', '');
    for (const { oid } of foreign) out.push(...(await triggersOn(query, oid)));
    out.push('');
  }
  return out;
}

async function triggersOn(query: Query, oid: number): Promise<string[]> {
  const rows = await query<{ def: string }>(
    `select pg_get_triggerdef(oid, true) as def from pg_trigger where tgrelid = $1 and not tgisinternal order by tgname`,
    [oid],
  );
  return rows.map((r) => `${r.def};`);
}

async function grantsOn(query: Query, oid: number, name: string): Promise<string[]> {
  const table = await query<{ grantee: string; privileges: string }>(
    `select coalesce(r.rolname, 'public') as grantee, string_agg(a.privilege_type, ', ' order by a.privilege_type) as privileges
       from pg_class c, aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
      where c.oid = $1 and coalesce(r.rolname, 'public') in (${roleList}, 'public')
      group by 1 order by 1`,
    [oid],
  );
  const columns = await query<{ grantee: string; privilege: string; columns: string }>(
    `select coalesce(r.rolname, 'public') as grantee, a.privilege_type as privilege,
            string_agg(quote_ident(att.attname), ', ' order by att.attnum) as columns
       from pg_attribute att, aclexplode(att.attacl) a left join pg_roles r on r.oid = a.grantee
      where att.attrelid = $1 and att.attacl is not null and coalesce(r.rolname, 'public') in (${roleList}, 'public')
      group by 1, 2 order by 1, 2`,
    [oid],
  );
  return [
    ...table.map((g) => `grant ${g.privileges.toLowerCase()} on ${name} to ${g.grantee};`),
    ...columns.map((g) => `grant ${g.privilege.toLowerCase()} (${g.columns}) on ${name} to ${g.grantee};`),
  ];
}

async function views(query: Query): Promise<string[]> {
  const rows = await query<{ oid: number; name: string; def: string; options: string | null }>(
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name, pg_get_viewdef(c.oid, true) as def,
            array_to_string(c.reloptions, ', ') as options
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('v', 'm') and n.nspname in (${schemaList}) order by n.nspname, c.relname`,
  );
  if (rows.length === 0) return [];
  const out = ['-- ===== Views =====', ''];
  for (const view of rows) {
    out.push(`create view ${view.name}${view.options ? ` with (${view.options})` : ''} as`, `${view.def.trimEnd()}`, '');
    out.push(...(await grantsOn(query, view.oid, view.name)), '');
  }
  return out;
}

async function functions(query: Query): Promise<string[]> {
  const rows = await query<{ signature: string; def: string; execute: string | null }>(
    `select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as signature,
            pg_get_functiondef(p.oid) as def,
            (select string_agg(coalesce(r.rolname, 'public'), ', ' order by coalesce(r.rolname, 'public'))
               from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a left join pg_roles r on r.oid = a.grantee
              where a.privilege_type = 'EXECUTE' and coalesce(r.rolname, 'public') in (${roleList}, 'public')) as execute
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in (${schemaList}) and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const out = ['-- ===== Functions =====', ''];
  for (const fn of rows) {
    out.push(`-- ${fn.signature}: execute granted to ${fn.execute ?? 'no API role'}`, `${fn.def.trimEnd()};`, '');
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(SNAPSHOT_PATH, await generateSchemaSnapshot());
  console.log(`wrote ${SNAPSHOT_PATH}`);
}
