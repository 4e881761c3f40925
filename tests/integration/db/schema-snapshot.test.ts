// supabase/schema.snapshot.sql is the database as every migration leaves it (decision 0073); this fails
// when the committed file differs from what the migrations produce now: a migration was added, changed
// or merged from another branch and `npm run db:snapshot` was not run.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_PATH, generateSchemaSnapshot } from '../../../scripts/db-snapshot';
import { SUPABASE_DIR } from '../support/database';

describe('supabase/schema.snapshot.sql', () => {
  it('is what the migrations build now', async () => {
    const expected = await generateSchemaSnapshot(SUPABASE_DIR);
    const committed = await readFile(SNAPSHOT_PATH, 'utf8');
    if (committed !== expected) {
      const a = committed.split('\n');
      const b = expected.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      expect.fail(
        'supabase/schema.snapshot.sql disagrees with supabase/migrations: run `npm run db:snapshot` and commit the result ' +
          `(after merging a branch with new migrations too). First difference at line ${line + 1}:\n` +
          `  committed: ${a[line] ?? '(end of file)'}\n  migrations: ${b[line] ?? '(end of file)'}`,
      );
    }
  }, 60_000);

  it('holds every table, policy and function body of the migrations', async () => {
    const snapshot = await readFile(SNAPSHOT_PATH, 'utf8');
    expect(snapshot).toContain('create table public.quotes (');
    expect(snapshot).toMatch(/create policy "[^"]+" on public\.quotes /);
    expect(snapshot).toContain('CREATE OR REPLACE FUNCTION public.accept_quote(');
    expect(snapshot).toContain('CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users');
  });
});
