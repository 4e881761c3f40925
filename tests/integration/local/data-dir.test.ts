// Everything local mode writes stays inside LOCAL_DATA_DIR (src/server/dataDir.ts): the database in
// pglite/, its lock, and the generated sign-in secret; an old-style LOCAL_DATA_DIR (a database itself)
// is refused with how to move it rather than silently replaced by an empty one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '../../../src/server/config';
import { OldDataDirLayoutError, checkedLocalDataPaths, localDataPaths } from '../../../src/server/dataDir';
import { localDataDir } from '../../../src/server/db/index';
import { lockPathFor } from '../../../src/server/db/processLock';
import { localAuth } from '../../../src/server/local';
import type { Database } from '../../../src/server/db/types';
import type { MailQueue } from '../../../src/server/mail/outbox';

let scratch: string;
let previous: Record<string, string | undefined>;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'studio-data-dir-'));
  previous = { LOCAL_DATA_DIR: process.env.LOCAL_DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATABASE_URL;
});
afterEach(() => {
  for (const [key, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadConfig();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the local data directory', () => {
  it('holds the database, its lock and the secret; the default keeps the paths of existing installs', () => {
    const root = join(scratch, 'srv', 'data');
    const paths = localDataPaths(root);
    expect(paths).toEqual({ root, database: join(root, 'pglite'), secret: join(root, 'auth-secret') });
    expect(lockPathFor(paths.database)).toBe(join(root, 'pglite.lock'));
    // Before: database .data/pglite, secret .data/auth-secret, lock .data/pglite.lock. The same files.
    expect(localDataPaths()).toEqual({
      root: join(process.cwd(), '.data'),
      database: join(process.cwd(), '.data', 'pglite'),
      secret: join(process.cwd(), '.data', 'auth-secret'),
    });
  });

  it('gets the generated sign-in secret inside LOCAL_DATA_DIR, never beside it', () => {
    const root = join(scratch, 'srv', 'data');
    process.env.LOCAL_DATA_DIR = root;
    reloadConfig();
    localAuth({} as Database, undefined, {} as MailQueue);
    expect(existsSync(join(root, 'auth-secret'))).toBe(true);
    expect(existsSync(join(scratch, 'srv', 'auth-secret'))).toBe(false);
    // Kept: the next start signs with the same key, so sessions survive a restart.
    const secret = readFileSync(join(root, 'auth-secret'), 'utf8');
    localAuth({} as Database, undefined, {} as MailQueue);
    expect(readFileSync(join(root, 'auth-secret'), 'utf8')).toBe(secret);
  });

  it('refuses an old-style LOCAL_DATA_DIR that is a database, saying how to move it', () => {
    const old = join(scratch, 'srv', 'data');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'PG_VERSION'), '17\n');
    expect(() => checkedLocalDataPaths(old)).toThrow(OldDataDirLayoutError);
    expect(() => checkedLocalDataPaths(old)).toThrow(
      `LOCAL_DATA_DIR=${old} is a database directory, its meaning before: it now names the directory that holds the database (in pglite/), ` +
        `its lock and auth-secret. Move it, e.g. mkdir ${scratch}/srv/local && mv ${old} ${scratch}/srv/local/pglite && ` +
        `mv ${scratch}/srv/auth-secret ${scratch}/srv/local/ (the secret keeps sessions signed in), then set LOCAL_DATA_DIR=${scratch}/srv/local.`,
    );
    process.env.LOCAL_DATA_DIR = old;
    reloadConfig();
    expect(() => localDataDir()).toThrow(OldDataDirLayoutError);
    // db:reset says the same and deletes nothing.
    const reset = spawnSync(process.execPath, ['scripts/db-reset.mjs'], { env: { ...process.env, LOCAL_DATA_DIR: old }, encoding: 'utf8' });
    expect(reset.status).toBe(1);
    expect(reset.stderr).toMatch(/^db:reset: LOCAL_DATA_DIR=.* is a database directory/);
    expect(existsSync(join(old, 'PG_VERSION'))).toBe(true);
  });
});
