// The table types the query builder uses are generated from the migrations; this fails when the committed
// file differs from what the migrations produce now (a migration changed and `npm run db:types` was not run).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, allowedValues, generateSchemaTypes } from '../../../scripts/db-types';
import { SUPABASE_DIR } from '../support/database';

describe('src/server/db/schema.generated.ts', () => {
  it('is what the migrations generate now', async () => {
    const expected = await generateSchemaTypes(SUPABASE_DIR);
    const committed = await readFile(GENERATED_PATH, 'utf8');
    if (committed !== expected) {
      expect.fail(
        'src/server/db/schema.generated.ts is out of date with supabase/migrations: run `npm run db:types` and commit the result.',
      );
    }
  }, 60_000);

  it('reads `in (...)` check constraints back as their allowed values', () => {
    const check = { table_schema: 'public', table_name: 'quotes', column_name: 'status' };
    expect(allowedValues([{ ...check, definition: "CHECK ((status = ANY (ARRAY['pending'::text, 'it''s'::text])))" }])).toEqual(
      new Map([['public.quotes.status', ['pending', "it's"]]]),
    );
    // Anything else (a length check, another column's name) is not a list of values.
    expect(allowedValues([{ ...check, definition: 'CHECK ((char_length(status) <= 10))' }]).size).toBe(0);
    expect(allowedValues([{ ...check, definition: "CHECK ((other = ANY (ARRAY['a'::text])))" }]).size).toBe(0);
  });
});
