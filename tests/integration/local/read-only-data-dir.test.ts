// A data directory that cannot be written stops local mode with one line naming it and what to do,
// not an uncaught EROFS stack trace. The file system is stubbed here (a read-only mount needs root and
// mount rights); tests/e2e/local-mode.spec.ts starts the built server on a real read-only directory
// where the machine allows one.
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const READ_ONLY = '/mnt/read-only-data';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const erofs = (syscall: string, path: unknown) =>
    Object.assign(new Error(`EROFS: read-only file system, ${syscall} '${String(path)}'`), { code: 'EROFS', errno: -30, syscall, path });
  const guard =
    <A extends unknown[], R>(syscall: string, real: (path: unknown, ...rest: A) => R) =>
    (path: unknown, ...rest: A): R => {
      if (String(path).startsWith(READ_ONLY)) {
        // As on a read-only mount: the directory exists, nothing can be created in it.
        if (syscall === 'mkdir' && String(path) === READ_ONLY) return undefined as R;
        throw erofs(syscall, path);
      }
      return real(path, ...rest);
    };
  const patched = {
    ...fs,
    mkdirSync: guard('mkdir', fs.mkdirSync as (path: unknown, ...rest: unknown[]) => unknown),
    openSync: guard('open', fs.openSync as (path: unknown, ...rest: unknown[]) => unknown),
    writeFileSync: guard('open', fs.writeFileSync as (path: unknown, ...rest: unknown[]) => unknown),
    existsSync: (path: unknown) => (String(path).startsWith(READ_ONLY) ? String(path) === READ_ONLY : fs.existsSync(path as string)),
  };
  return { ...patched, default: patched };
});

// Vitest reuses a worker's modules across files (vitest.config.ts, decision 0058): what an earlier file
// loaded without this mock would be used as it is, so everything is loaded again under the mock here,
// and dropped after this file so that later files load the real modules again.
vi.resetModules();
afterAll(() => {
  vi.resetModules();
});

const { acquireProcessLock } = await import('../../../src/server/db/processLock');
const { DataDirNotWritableError, LocalDataError, localDataPaths } = await import('../../../src/server/dataDir');

describe('a read-only data directory', () => {
  it('is refused at the lock with one line naming the directory and what to do', () => {
    const { database } = localDataPaths(READ_ONLY);
    let error: unknown;
    try {
      acquireProcessLock(database);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirNotWritableError);
    // What scripts/serve.mjs, db:reset and admin:promote catch and print before exiting 1.
    expect(error).toBeInstanceOf(LocalDataError);
    expect((error as Error).message).toBe(
      `The local data directory ${READ_ONLY} is not writable (EROFS: read-only file system). ` +
        'Local mode keeps its database, lock and sign-in secret there: make it writable, or set LOCAL_DATA_DIR to a writable directory.',
    );
    expect((error as Error).message).not.toContain('\n');
  });

  it('names the directory when the place to create it is read-only', () => {
    expect(() => acquireProcessLock(join(READ_ONLY, 'new', 'pglite'))).toThrow(
      `The local data directory ${join(READ_ONLY, 'new')} is not writable (EROFS`,
    );
  });
});
