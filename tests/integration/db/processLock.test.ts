// The lock that keeps an embedded database directory to one process (src/server/db/processLock.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, acquireProcessLock, lockHolder, lockPathFor } from '../../../src/server/db/processLock';
import { start } from './fixtures/children';

let scratch: string;
let count = 0;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'studio-lock-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});
const freshDir = () => join(scratch, `db-${(count += 1)}`);

/** A pid no process has any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

const writeLock = (dataDir: string, owner: object) => writeFileSync(lockPathFor(dataDir), JSON.stringify(owner));
const lockFile = (dataDir: string) =>
  JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as { pid: number; startedAt: string; command: string };

describe('the process lock of a data directory', () => {
  it('is a file beside the directory naming this process, shared within it and gone with the last release', () => {
    const dataDir = freshDir();
    const first = acquireProcessLock(dataDir);
    expect(first.path).toBe(`${dataDir}.lock`);
    expect(lockFile(dataDir)).toMatchObject({ pid: process.pid, command: expect.any(String) });
    expect(Date.now() - Date.parse(lockFile(dataDir).startedAt)).toBeLessThan(60_000);
    expect(lockHolder(dataDir)?.pid).toBe(process.pid);

    const database = acquireProcessLock(dataDir, { opensDatabase: true });
    expect(() => acquireProcessLock(dataDir, { opensDatabase: true })).toThrow(/already open in this process/);
    database.release();
    first.release();
    first.release();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    expect(lockHolder(dataDir)).toBeNull();
  });

  it('refuses while another live process holds it, naming that process', () => {
    const dataDir = freshDir();
    const other = { pid: process.ppid, startedAt: new Date().toISOString(), command: 'serve.mjs' };
    writeLock(dataDir, other);
    let error: unknown;
    try {
      acquireProcessLock(dataDir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^The local database .*db-\\d+ is in use by another process \\(pid ${process.ppid}, serve\\.mjs, started \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\)\\. Stop it first, or set LOCAL_DATA_DIR to another directory\\.`,
      ),
    );
    expect(lockFile(dataDir)).toEqual(other);
  });

  it('takes over a stale lock: its process is gone, it predates the last boot, or it was left half-written', () => {
    const stale = [
      { pid: deadPid(), startedAt: new Date().toISOString(), command: 'serve.mjs' },
      // A live pid, but the lock is older than this boot: the pid belongs to someone else now.
      { pid: process.ppid, startedAt: '2001-01-01T00:00:00.000Z', command: 'serve.mjs' },
    ];
    for (const owner of stale) {
      const dataDir = freshDir();
      writeLock(dataDir, owner);
      const lock = acquireProcessLock(dataDir);
      expect(lockFile(dataDir).pid).toBe(process.pid);
      lock.release();
    }
    const dataDir = freshDir();
    writeFileSync(lockPathFor(dataDir), '');
    utimesSync(lockPathFor(dataDir), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    acquireProcessLock(dataDir).release();
  });

  it('goes to exactly one of several processes taking over the same stale lock at once', async () => {
    const dataDir = freshDir();
    writeLock(dataDir, { pid: deadPid(), startedAt: new Date().toISOString(), command: 'serve.mjs' });
    const go = join(scratch, 'go');
    const children = Array.from({ length: 6 }, () => start('tests/integration/db/fixtures/hold-lock.ts', [dataDir, go]));
    try {
      await Promise.all(children.map((child) => child.line(/^waiting$/)));
      writeFileSync(go, '');
      const outcomes = await Promise.all(children.map(async (child) => (await child.line(/^(held|refused \d+)$/))[0]));
      const holders = children.filter((_, index) => outcomes[index] === 'held');
      expect(holders).toHaveLength(1);
      const holderPid = holders[0]?.process.pid;
      expect(outcomes.filter((outcome) => outcome !== 'held')).toEqual(Array(5).fill(`refused ${holderPid}`));
      expect(lockFile(dataDir).pid).toBe(holderPid);
      expect(existsSync(`${lockPathFor(dataDir)}.takeover`)).toBe(false);
    } finally {
      for (const child of children) child.process.kill('SIGTERM');
      await Promise.all(children.map((child) => child.ended));
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  }, 60_000);
});
