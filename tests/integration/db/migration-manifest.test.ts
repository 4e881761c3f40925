// The CI guard on released migrations (decision 0016): supabase/migrations.sha256 holds the checksum of
// every migration, and this suite fails when a migration has no line or differs from its line.
import { spawnSync } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST, checkManifest, lockMigrations } from '../../../scripts/lib/migration-manifest';
import { SUPABASE_DIR } from '../support/database';

describe('supabase/migrations.sha256', () => {
  it('locks every migration with its checksum (else: npm run db:lock, or restore the edited migration)', async () => {
    const problems = await checkManifest(SUPABASE_DIR);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('is what sha256sum -c reads', () => {
    const check = spawnSync('sha256sum', ['--check', '--strict', join('..', MANIFEST)], {
      cwd: join(SUPABASE_DIR, 'migrations'),
      encoding: 'utf8',
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });
});

describe('db:lock and the guard', () => {
  let root: string;
  beforeAll(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'studio-manifest-')), 'supabase');
    await cp(SUPABASE_DIR, root, { recursive: true });
    // Its own manifest, so these cases do not depend on the real one being up to date.
    await rm(join(root, MANIFEST));
    await lockMigrations(root);
  });
  afterAll(async () => {
    await rm(join(root, '..'), { recursive: true, force: true });
  });
  const migration = (name: string) => join(root, 'migrations', name);

  it('a new migration fails the guard until db:lock adds its line, and only its line', async () => {
    const before = await readFile(join(root, MANIFEST), 'utf8');
    await writeFile(migration('29991231000000_new.sql'), 'create table public.new_one (id int);\n');
    expect(await checkManifest(root)).toEqual([expect.stringMatching(/^29991231000000_new\.sql has no line .*npm run db:lock/)]);
    expect(await lockMigrations(root)).toEqual({ added: ['29991231000000_new.sql'], changed: [], removed: [] });
    const after = await readFile(join(root, MANIFEST), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toMatch(/^[0-9a-f]{64} {2}29991231000000_new\.sql\n$/);
    expect(await checkManifest(root)).toEqual([]);
    expect(await lockMigrations(root)).toEqual({ added: [], changed: [], removed: [] });
  });

  it('an edited migration fails the guard, and db:lock refuses to re-lock it without --force-edit', async () => {
    const manifest = await readFile(join(root, MANIFEST), 'utf8');
    await appendFile(migration('20261122090100_profiles.sql'), '\n-- edited\n');
    expect(await checkManifest(root)).toEqual([expect.stringMatching(/^20261122090100_profiles\.sql was edited after it was locked/)]);
    await expect(lockMigrations(root)).rejects.toThrow(/20261122090100_profiles\.sql differs from its locked checksum.*--force-edit/);
    expect(await readFile(join(root, MANIFEST), 'utf8')).toBe(manifest);
    await expect(lockMigrations(root, { forceEdit: ['20261122090000_set_updated_at.sql'] })).rejects.toThrow(
      /--force-edit 20261122090000_set_updated_at\.sql: it is neither edited nor gone/,
    );
    expect(await lockMigrations(root, { forceEdit: ['20261122090100_profiles.sql'] })).toEqual({
      added: [],
      changed: ['20261122090100_profiles.sql'],
      removed: [],
    });
    expect(await checkManifest(root)).toEqual([]);
  });

  it('a deleted or renamed migration fails the guard', async () => {
    await rm(migration('29991231000000_new.sql'));
    expect(await checkManifest(root)).toEqual([expect.stringMatching(/^29991231000000_new\.sql is locked .* but no longer a migration/)]);
    await expect(lockMigrations(root)).rejects.toThrow(/29991231000000_new\.sql is locked but no longer a migration/);
    expect(await lockMigrations(root, { forceEdit: ['29991231000000_new.sql'] })).toEqual({
      added: [],
      changed: [],
      removed: ['29991231000000_new.sql'],
    });
    expect(await checkManifest(root)).toEqual([]);
  });
});
