// "Download my data" holds every row about a person (issue 38): every column of the migrated schema
// that names a user, by id or by e-mail address, is listed in src/server/privacy/sources.ts. A new
// table with a user column and no line there fails here.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { PERSONAL_SOURCES } from '../../../src/server/privacy/sources';

// Columns that look like a user's but name none: the e-mail of an outbox row's attachment, the message id,
// whether a sign-in flow may end without an address.
const NOT_A_PERSON = new Set(['public.email_attachments.email_id', 'auth.users.email_confirmed_at', 'auth.flow_state.email_optional']);

describe.each(engines)('personal data coverage on %s', (engine) => {
  const suite = useSuite(engine);

  it('lists every column that names a user, by id or e-mail, in PERSONAL_SOURCES', async () => {
    const columns = await suite.db.asOwner((tx) =>
      tx.query<{ name: string }>(
        `select distinct c.table_schema || '.' || c.table_name || '.' || c.column_name as name
           from information_schema.columns c
           join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema in ('public', 'auth', 'private') and t.table_type = 'BASE TABLE'
            and (
              (c.data_type = 'uuid' and (c.column_name in ('user_id', 'author_id', 'reader_id', 'actor_id') or c.column_name like '%\\_by'))
              or c.column_name like '%email%'
              or c.column_name = 'reply_to'
              or (c.table_schema || '.' || c.table_name, c.column_name) in (
                select cl.relnamespace::regnamespace::text || '.' || cl.relname, a.attname
                  from pg_constraint k
                  join pg_class cl on cl.oid = k.conrelid
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
                 where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
              )
              or (c.table_schema = 'auth' and c.table_name = 'users' and c.column_name = 'id')
              or (c.table_schema = 'public' and c.table_name = 'profiles' and c.column_name = 'id')
            )
          order by 1`,
      ),
    );
    const listed = new Set(
      PERSONAL_SOURCES.flatMap((source) => [...(source.ids ?? []), ...(source.emails ?? [])].map((column) => `${source.table}.${column}`)),
    );
    const found = columns.map((row) => row.name).filter((name) => !NOT_A_PERSON.has(name));
    expect(found.length).toBeGreaterThan(25);
    expect(
      found.filter((name) => !listed.has(name)),
      'user columns missing from src/server/privacy/sources.ts',
    ).toEqual([]);
  });

  it('lists only tables and columns that exist', async () => {
    for (const source of PERSONAL_SOURCES) {
      const columns = [
        ...(source.ids ?? []),
        ...(source.emails ?? []),
        ...(source.quote ? ['quote_id'] : []),
        ...(source.omit ?? []),
        ...[...(source.jsonIds ?? []), ...(source.jsonEmails ?? [])].map(([column]) => column),
        ...(source.via ? [source.via.column] : []),
      ];
      const rows = await suite.db.asOwner((tx) =>
        tx.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema || '.' || table_name = $1 and column_name = any($2::text[])`,
          [source.table, columns],
        ),
      );
      expect(rows.map((row) => row.column_name).sort(), source.table).toEqual([...new Set(columns)].sort());
    }
  });

  // Supabase Auth keeps people in places no column name gives away (an audit payload, a challenge that
  // hangs off a factor): every table of the auth schema is listed, or said to hold nobody's data.
  it('accounts for every table of the auth schema', async () => {
    const tables = await suite.db.asOwner((tx) =>
      tx.query<{ name: string }>(
        `select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema = 'auth' and table_type = 'BASE TABLE' order by 1`,
      ),
    );
    const listed = new Set(PERSONAL_SOURCES.map((source) => source.table));
    expect(tables.length).toBeGreaterThanOrEqual(11);
    expect(tables.map((row) => row.name).filter((name) => !listed.has(name))).toEqual([]);
  });
});
