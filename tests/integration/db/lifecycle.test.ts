// One process per embedded database, and a clean stop: a second server, admin:promote and db:reset all
// refuse while a server has the directory (naming it, exiting non-zero, changing nothing); SIGTERM closes
// the database (the next open replays nothing), releases the lock and exits 0; then the script works.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/server/db/pglite';
import { lockPathFor } from '../../../src/server/db/processLock';
import { SHUT_DOWN, clusterState, createDataDir, run, start, type Child } from './fixtures/children';

const EMAIL = 'someone@example.com';
const inUse = (pid: number) =>
  new RegExp(
    `The local database .*pglite is in use by another process \\(pid ${pid}, server\\.ts, started \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\)\\. ` +
      'Stop it first, or set LOCAL_DATA_DIR to another directory\\.',
  );

let scratch: string;
let dataDir: string;
let env: Record<string, string | undefined>;
let server: Child | undefined;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'studio-lifecycle-'));
  // LOCAL_DATA_DIR holds the database in pglite/ (src/server/dataDir.ts).
  dataDir = join(scratch, 'pglite');
  env = { LOCAL_DATA_DIR: scratch, DATABASE_URL: undefined, FIXTURE_USER_EMAIL: EMAIL };
  await createDataDir(dataDir);
}, 120_000);
afterAll(async () => {
  server?.process.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

describe('the embedded database is one process’s', () => {
  it('refuses a second server, admin:promote and db:reset while a server runs, and stops cleanly on SIGTERM', async () => {
    server = start('tests/integration/db/fixtures/server.ts', [], env);
    const port = Number((await server.line(/^ready (\d+)$/))[1]);
    const pid = server.process.pid ?? 0;
    const role = async () => ((await (await fetch(`http://127.0.0.1:${port}/role?email=${EMAIL}`)).json()) as { role: string | null }).role;
    expect(await role()).toBe('user');

    const second = await run('tests/integration/db/fixtures/server.ts', [], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(inUse(pid));

    const promote = await run('scripts/promote-admin.ts', [EMAIL], env);
    expect(promote.code).toBe(1);
    expect(promote.stderr).toMatch(inUse(pid));

    const reset = await run('scripts/db-reset.mjs', [], env);
    expect(reset.code).toBe(1);
    expect(reset.stderr).toMatch(inUse(pid));
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    // The first one is untouched and still answers from the database.
    expect(await role()).toBe('user');

    server.process.kill('SIGTERM');
    expect(await server.ended).toEqual({ code: 0, signal: null });
    server = undefined;
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    expect(clusterState(dataDir)).toBe(SHUT_DOWN);

    // Now the script runs, and closes cleanly too.
    const promoted = await run('scripts/promote-admin.ts', [EMAIL], env);
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(`${EMAIL} is now an admin.`);
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    expect(clusterState(dataDir)).toBe(SHUT_DOWN);

    const db = await openPglite({ dataDir });
    try {
      const row = await db.asOwner((tx) => tx.one<{ role: string }>('select role from public.profiles where email = $1', [EMAIL]));
      expect(row).toEqual({ role: 'admin' });
    } finally {
      await db.close();
    }
  }, 120_000);

  it('closes the database on SIGINT in a process with no handler of its own (astro dev, scripts), then ends as the signal would', async () => {
    const before = await priceOfFirstPackage();
    const script = start('tests/integration/db/fixtures/script.ts', [], env);
    await script.line(/^ready$/);
    script.process.kill('SIGINT');
    expect(await script.ended).toEqual({ code: null, signal: 'SIGINT' });
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    expect(clusterState(dataDir)).toBe(SHUT_DOWN);
    expect(await priceOfFirstPackage()).toBe(before + 1);
  }, 60_000);
});

async function priceOfFirstPackage(): Promise<number> {
  const db = await openPglite({ dataDir });
  try {
    const row = await db.asOwner((tx) =>
      tx.one<{ price: number }>(`select price from public.packages where id = 'a0000000-0000-4000-8000-000000000001'`),
    );
    return Number(row?.price);
  } finally {
    await db.close();
  }
}
