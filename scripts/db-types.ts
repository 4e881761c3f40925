// `npm run db:types`: writes src/server/db/schema.generated.ts, the table types the query builder uses,
// from the database the migrations build. supabase/migrations stays the single source of truth: this
// applies them (after local/bootstrap.sql, as migrate.ts does) to a fresh in-memory PGlite and reads the
// catalogue back. tests/integration/db/generated-types.test.ts regenerates in memory and fails on drift.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import {
  BLOG_STATUSES,
  EMAIL_STATUSES,
  ORDER_PURPOSES,
  ORDER_STATUSES,
  QUOTE_MESSAGE_AUTHORS,
  QUOTE_STATUSES,
  SCHEDULED_X_POST_STATUSES,
  X_POST_STATUSES,
} from '../src/domain/statuses';
import { defaultSupabaseDir, listMigrations } from '../src/server/db/migrate';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const GENERATED_PATH = fileURLToPath(new URL('../src/server/db/schema.generated.ts', import.meta.url));

/** The schemas application code queries (auth as local/bootstrap.sql defines it for the local adapter). */
const SCHEMAS = ['public', 'private', 'auth'];

/**
 * Columns typed with a union declared in src/domain/statuses.ts. The column's check constraint must
 * allow exactly that list, else generation fails: the domain and the SQL cannot drift apart.
 */
const DOMAIN_UNIONS: Record<string, { type: string; values: readonly string[] }> = {
  'public.quotes.status': { type: 'QuoteStatus', values: QUOTE_STATUSES },
  'public.orders.status': { type: 'OrderStatus', values: ORDER_STATUSES },
  'public.orders.purpose': { type: 'OrderPurpose', values: ORDER_PURPOSES },
  'public.quote_messages.author_role': { type: 'QuoteMessageAuthor', values: QUOTE_MESSAGE_AUTHORS },
  'public.blog_posts.status': { type: 'BlogStatus', values: BLOG_STATUSES },
  'public.blog_posts.x_post_status': { type: 'XPostStatus', values: X_POST_STATUSES },
  'public.scheduled_x_posts.status': { type: 'ScheduledXPostStatus', values: SCHEDULED_X_POST_STATUSES },
  'public.email_outbox.status': { type: 'EmailStatus', values: EMAIL_STATUSES },
};

/**
 * Postgres types as both engines return them: PGlite's parsers, and postgres.ts configures postgres-js
 * to match (int8 as number, json parsed). A type missing here stops generation, so a migration that
 * introduces one forces a decision instead of a silent `unknown`.
 */
const TYPES: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  name: 'string',
  inet: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  timestamptz: 'Timestamp',
  timestamp: 'Timestamp',
  date: 'Timestamp',
  json: 'Json',
  jsonb: 'Json',
};

interface ColumnInfo {
  table_schema: string;
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
  is_generated: 'ALWAYS' | 'NEVER';
}

interface FunctionInfo {
  schema: string;
  name: string;
  returns_set: boolean;
  return_type: string;
  args: { name: string | null; type: string; mode: string }[];
}

interface CheckInfo {
  table_schema: string;
  table_name: string;
  column_name: string;
  definition: string;
}

/** Migrates a fresh in-memory database and returns the text of schema.generated.ts. */
export async function generateSchemaTypes(root: string = defaultSupabaseDir()): Promise<string> {
  const pg = await PGlite.create();
  try {
    await pg.exec(await readFile(join(root, 'local/bootstrap.sql'), 'utf8'));
    for (const file of await listMigrations(root)) await pg.exec(file.sql);
    const columns = (
      await pg.query<ColumnInfo>(
        `select c.table_schema, c.table_name, c.column_name, c.udt_name, c.is_nullable,
                (c.column_default is not null or c.is_identity = 'YES') as has_default, c.is_generated
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = any($1)
         order by c.table_schema, c.table_name, c.ordinal_position`,
        [SCHEMAS],
      )
    ).rows;
    const checks = (
      await pg.query<CheckInfo>(
        `select n.nspname as table_schema, r.relname as table_name, a.attname as column_name,
                pg_get_constraintdef(k.oid) as definition
         from pg_constraint k
         join pg_class r on r.oid = k.conrelid
         join pg_namespace n on n.oid = r.relnamespace
         join pg_attribute a on a.attrelid = r.oid and a.attnum = k.conkey[1]
         where k.contype = 'c' and cardinality(k.conkey) = 1 and n.nspname = any($1)
         order by 1, 2, 3, k.conname`,
        [SCHEMAS],
      )
    ).rows;
    const functions = (
      await pg.query<FunctionInfo>(
        `select n.nspname as schema, p.proname as name, p.proretset as returns_set, rt.typname as return_type,
                coalesce((select json_agg(json_build_object('name', p.proargnames[u.i], 'type', t.typname,
                                                            'mode', coalesce(p.proargmodes[u.i]::text, 'i')) order by u.i)
                          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(oid, i)
                          join pg_type t on t.oid = u.oid), '[]'::json) as args
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
         where n.nspname = any($1) and p.prokind = 'f' and rt.typname <> 'trigger'
         order by 1, 2`,
        [SCHEMAS],
      )
    ).rows;
    return render(columns, allowedValues(checks), functions);
  } finally {
    await pg.close();
  }
}

/** `check (col in ('a', 'b'))`, as Postgres prints it back, becomes ['a', 'b'] keyed by schema.table.column. */
export function allowedValues(checks: readonly CheckInfo[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const check of checks) {
    const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(check.definition);
    if (!match || match[1] !== check.column_name) continue;
    const values = [...(match[2] ?? '').matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => (m[1] ?? '').replaceAll("''", "'"));
    result.set(`${check.table_schema}.${check.table_name}.${check.column_name}`, values);
  }
  return result;
}

function render(columns: readonly ColumnInfo[], allowed: Map<string, string[]>, functions: readonly FunctionInfo[]): string {
  const tables = new Map<string, ColumnInfo[]>();
  for (const column of columns) {
    const key = `${column.table_schema}.${column.table_name}`;
    tables.set(key, [...(tables.get(key) ?? []), column]);
  }
  const usedDomain = new Set<string>();
  const interfaces: string[] = [];
  const entries: string[] = [];
  for (const [table, cols] of tables) {
    const name = pascal(table);
    const fields = cols.map((column) => {
      const key = `${table}.${column.column_name}`;
      let type = columnType(column, key, allowed, usedDomain);
      if (column.is_nullable === 'YES') type += ' | null';
      if (column.is_generated === 'ALWAYS') type = `GeneratedAlways<${type}>`;
      else if (column.has_default) type = `Generated<${type}>`;
      return `  ${column.column_name}: ${type};`;
    });
    interfaces.push(`export interface ${name} {\n${fields.join('\n')}\n}`);
    entries.push(`  '${table}': ${name};`);
  }
  for (const key of Object.keys(DOMAIN_UNIONS)) {
    if (!usedDomain.has(key)) throw new Error(`db-types: ${key} (a domain status union) is not a column of the migrated database.`);
  }
  const domainTypes = [...usedDomain].map((key) => DOMAIN_UNIONS[key]?.type).sort();
  return `${[
    '// Generated by `npm run db:types` (scripts/db-types.ts) from supabase/migrations: do not edit.',
    '// After changing a migration, run `npm run db:types`; tests/integration/db/generated-types.test.ts',
    '// fails while this file differs from what the migrations produce.',
    "import type { ColumnType } from 'kysely';",
    `import type { ${domainTypes.join(', ')} } from '../../domain/statuses';`,
    '',
    "/** A column with a default: optional on insert. Unwraps ColumnType (Kysely's own Generated would nest it). */",
    'export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;',
    '/** A generated column: read only. */',
    'export type GeneratedAlways<T> = T extends ColumnType<infer S> ? ColumnType<S, never, never> : ColumnType<T, never, never>;',
    '',
    '/** timestamptz: a Date from both engines; a Date or an ISO string going in. */',
    'export type Timestamp = ColumnType<Date, Date | string, Date | string>;',
    '',
    'export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };',
    '/** json/jsonb: parsed on the way out; an object (sent as JSON text) or JSON text going in. */',
    'export type Json = ColumnType<JsonValue, JsonValue | string, JsonValue | string>;',
    '',
    interfaces.join('\n\n'),
    '',
    'export interface DB {',
    entries.join('\n'),
    '}',
    '',
    '/**',
    ' * SQL functions the application calls (through `call` in builder.ts). Postgres cannot declare a function',
    ' * result not null; these are typed as declared, and the functions in the migrations never return null.',
    ' */',
    'export interface Functions {',
    renderFunctions(functions),
    '}',
  ].join('\n')}\n`;
}

function renderFunctions(functions: readonly FunctionInfo[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const fn of functions) {
    const key = `${fn.schema}.${fn.name}`;
    if (seen.has(key)) throw new Error(`db-types: ${key} is overloaded; give the overloads distinct names.`);
    seen.add(key);
    const tsType = (type: string) => {
      if (type === 'void') return 'void';
      const array = type.startsWith('_');
      const base = TYPES[array ? type.slice(1) : type];
      if (!base) throw new Error(`db-types: no TypeScript type for ${type} in ${key}; add one to TYPES in scripts/db-types.ts.`);
      // Function arguments and results are plain values, not columns with separate insert types.
      const plain = base === 'Timestamp' ? 'Date' : base === 'Json' ? 'JsonValue' : base;
      return array ? `${plain}[]` : plain;
    };
    const args = fn.args
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b')
      .map((arg, i) => `${arg.name ?? `arg${i + 1}`}: ${tsType(arg.type)}`);
    const columns = fn.args.filter((arg) => arg.mode === 't' || arg.mode === 'o').map((arg) => `${arg.name}: ${tsType(arg.type)}`);
    const result = columns.length > 0 ? `{ ${columns.join('; ')} }` : tsType(fn.return_type);
    lines.push(`  '${key}': { args: [${args.join(', ')}]; returns: ${result}; set: ${fn.returns_set} };`);
  }
  return lines.join('\n');
}

function columnType(column: ColumnInfo, key: string, allowed: Map<string, string[]>, usedDomain: Set<string>): string {
  const values = allowed.get(key);
  const domain = DOMAIN_UNIONS[key];
  if (domain) {
    if (!values || values.join() !== domain.values.join()) {
      throw new Error(
        `db-types: ${key} allows (${values?.join(', ') ?? 'anything'}) in SQL but src/domain/statuses.ts declares ` +
          `(${domain.values.join(', ')}). Change one so they agree.`,
      );
    }
    usedDomain.add(key);
    return domain.type;
  }
  // Other `in (...)` checks (roles, locales, categories) become literal unions straight from the SQL.
  if (values && column.udt_name === 'text') return values.map((value) => `'${value.replaceAll("'", "\\'")}'`).join(' | ');
  const array = column.udt_name.startsWith('_');
  const base = TYPES[array ? column.udt_name.slice(1) : column.udt_name];
  if (!base) throw new Error(`db-types: no TypeScript type for ${key} (${column.udt_name}); add one to TYPES in scripts/db-types.ts.`);
  return array ? `${base}[]` : base;
}

function pascal(table: string): string {
  return table
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(GENERATED_PATH, await generateSchemaTypes());
  console.log(`wrote ${GENERATED_PATH}`);
}
