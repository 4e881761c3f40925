// Everything local mode writes lives in one directory, LOCAL_DATA_DIR (default .data):
//
//   <LOCAL_DATA_DIR>/pglite/       the embedded database (a Postgres data directory)
//   <LOCAL_DATA_DIR>/pglite.lock   which process has it (processLock.ts)
//   <LOCAL_DATA_DIR>/auth-secret   the generated key that signs local sessions (unless LOCAL_AUTH_JWT_SECRET)
//
// So an operator can point it at one volume, back it up, or mount it read-write, and nothing lands
// beside it. Until issue 19, LOCAL_DATA_DIR named the database directory itself (default .data/pglite)
// and the secret went to its parent (LOCAL_DATA_DIR=/srv/data wrote /srv/auth-secret). The default
// paths are the same in both layouts, so a default install carries on untouched (same database, same
// secret, sessions kept). An explicit old-style setting is recognised (the directory is a database:
// it holds PG_VERSION) and refused with how to move it, instead of silently starting an empty database
// inside it and a new secret that signs everyone out.
//
// Loaded unbundled by scripts/serve.mjs and scripts/db-reset.mjs through Node's type stripping:
// erasable TypeScript only, and no imports but node: built-ins.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

export const DEFAULT_LOCAL_DATA_DIR = '.data';

export interface LocalDataPaths {
  /** LOCAL_DATA_DIR, absolute. */
  root: string;
  /** The PGlite database directory. */
  database: string;
  /** The generated JWT secret of local auth. */
  secret: string;
}

/** Where each file of local mode lives under `dataDir` (LOCAL_DATA_DIR). Pure. */
export function localDataPaths(dataDir: string = DEFAULT_LOCAL_DATA_DIR): LocalDataPaths {
  const root = resolve(dataDir);
  return { root, database: join(root, 'pglite'), secret: join(root, 'auth-secret') };
}

/** Something about the local data directory that stops local mode from starting; the message says what to do. */
export class LocalDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalDataError';
  }
}

/** The data directory (or where it would be created) cannot be written. */
export class DataDirNotWritableError extends LocalDataError {
  readonly dir: string;
  readonly code: string;

  constructor(dir: string, code: string) {
    super(
      `The local data directory ${shown(dir)} is not writable (${code}: ${REASONS[code] ?? 'refused'}). ` +
        'Local mode keeps its database, lock and sign-in secret there: make it writable, or set LOCAL_DATA_DIR to a writable directory.',
    );
    this.name = 'DataDirNotWritableError';
    this.dir = dir;
    this.code = code;
  }
}

const REASONS: Record<string, string> = {
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
};

/** The error of a failed write into `dir` as a one-line DataDirNotWritableError when it is one; else unchanged. */
export function asNotWritable(error: unknown, dir: string): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in REASONS ? new DataDirNotWritableError(dir, code) : error;
}

/** LOCAL_DATA_DIR still names a database directory, as it did before issue 19. */
export class OldDataDirLayoutError extends LocalDataError {
  constructor(root: string) {
    const parent = dirname(root);
    super(
      `LOCAL_DATA_DIR=${shown(root)} is a database directory, its meaning before: it now names the directory that holds ` +
        `the database (in pglite/), its lock and auth-secret. Move it, e.g. mkdir ${shown(parent)}/local && ` +
        `mv ${shown(root)} ${shown(parent)}/local/pglite && mv ${shown(parent)}/auth-secret ${shown(parent)}/local/ ` +
        `(the secret keeps sessions signed in), then set LOCAL_DATA_DIR=${shown(parent)}/local.`,
    );
    this.name = 'OldDataDirLayoutError';
  }
}

/** localDataPaths, refusing an old-style LOCAL_DATA_DIR (OldDataDirLayoutError). */
export function checkedLocalDataPaths(dataDir: string = DEFAULT_LOCAL_DATA_DIR): LocalDataPaths {
  const paths = localDataPaths(dataDir);
  if (existsSync(join(paths.root, 'PG_VERSION'))) throw new OldDataDirLayoutError(paths.root);
  return paths;
}

function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : path;
}
