// Each status union is declared once, in src/domain/statuses.ts; the SQL check constraints must allow
// exactly the same values (read back from the migrated database), so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import {
  BLOG_STATUSES,
  EMAIL_STATUSES,
  ORDER_STATUSES,
  QUOTE_STATUSES,
  SCHEDULED_X_POST_STATUSES,
  X_POST_STATUSES,
} from '../../../src/domain/statuses';
import { allowedValues } from '../../../scripts/db-types';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';

const declared: [string, readonly string[]][] = [
  ['public.quotes.status', QUOTE_STATUSES],
  ['public.orders.status', ORDER_STATUSES],
  ['public.blog_posts.status', BLOG_STATUSES],
  ['public.blog_posts.x_post_status', X_POST_STATUSES],
  ['public.scheduled_x_posts.status', SCHEDULED_X_POST_STATUSES],
  ['public.email_outbox.status', EMAIL_STATUSES],
];

describe.each(engines)('status check constraints on %s', (engine) => {
  const suite = useSuite(engine);

  it.each(declared)('%s allows exactly the domain list', async (column, values) => {
    const [schema, table, name] = column.split('.');
    const checks = await suite.db.asOwner((tx) =>
      tx.query<{ table_schema: string; table_name: string; column_name: string; definition: string }>(
        `select n.nspname as table_schema, r.relname as table_name, a.attname as column_name, pg_get_constraintdef(k.oid) as definition
         from pg_constraint k
         join pg_class r on r.oid = k.conrelid
         join pg_namespace n on n.oid = r.relnamespace
         join pg_attribute a on a.attrelid = r.oid and a.attnum = k.conkey[1]
         where k.contype = 'c' and n.nspname = $1 and r.relname = $2 and a.attname = $3`,
        [schema, table, name],
      ),
    );
    expect(allowedValues(checks).get(column)).toEqual([...values]);
  });
});
