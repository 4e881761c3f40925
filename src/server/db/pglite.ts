// PGlite engine: embedded WASM Postgres, in memory or file-backed (.data/pglite for the app).
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { migrate, type MigrateOptions } from './migrate';
import { acquireProcessLock, type ProcessLock } from './processLock';
import { builderOver } from './builder';
import { BEGIN_AS_CALLER, SERVICE_SETTINGS, asServiceWithin, callerSettings, normaliseParams, type CallerSettings } from './roles';
import type { DatabaseEngine, JwtClaims, OwnerTx, Tx } from './types';

export interface PgliteOptions {
  /**
   * A directory for a file-backed database; in memory when absent. Created if missing. Held by this
   * process until close() (processLock.ts): opening it while another process has it open throws
   * DatabaseInUseError before anything is read or written.
   */
  dataDir?: string;
  /** A tarball from createSnapshot() (or dumpDataDir) to start from, in memory. */
  snapshot?: Blob | File;
  /**
   * PGlite's compiled WebAssembly and its file bundle, when the caller already has them: a process
   * that opens many databases (a test worker) compiles and reads them once instead of at every open.
   */
  runtime?: PgliteRuntime;
}

export interface PgliteRuntime {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseEngine> {
  if (options.dataDir && options.snapshot) throw new Error('openPglite: pass dataDir or snapshot, not both.');
  const lock = options.dataDir ? acquireProcessLock(options.dataDir, { opensDatabase: true }) : undefined;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pg = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
      ...options.runtime,
    });
    return engineOver(pg, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A migrated and seeded database as an uncompressed tarball. Creating a database costs seconds (initdb
 * plus migrations), loading this snapshot with openPglite({ snapshot }) about half a second: test suites
 * build it once and load it per suite.
 */
export async function createSnapshot(options: MigrateOptions = {}): Promise<Blob> {
  const pg = await PGlite.create();
  try {
    await migrate(engineOver(pg), { seed: true, ...options });
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function engineOver(pg: PGlite, lock?: ProcessLock): DatabaseEngine {
  // PGlite runs one transaction at a time and queues the rest, so calls never interleave.
  const as = <T>(settings: CallerSettings, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    pg.transaction(async (tx) => {
      await tx.query(BEGIN_AS_CALLER, [settings.role, settings.claims]);
      return fn(callerTx(tx, settings));
    });
  return {
    engine: 'pglite',
    asCaller: async <T>(claims: JwtClaims | null, fn: (tx: Tx) => Promise<T>) => as(callerSettings(claims), fn),
    asService: <T>(fn: (tx: Tx) => Promise<T>) => as(SERVICE_SETTINGS, fn),
    asOwner: <T>(fn: (tx: OwnerTx) => Promise<T>) => pg.transaction((tx) => fn(ownerTx(tx))),
    // close() checkpoints, so the next open needs no crash recovery; then the directory is free.
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** `own`: the transaction's role and claims, which Tx.asService returns to. */
function callerTx(tx: Transaction, own: CallerSettings): Tx {
  const query = async <R>(sql: string, params?: readonly unknown[]): Promise<R[]> => (await tx.query<R>(sql, normaliseParams(params))).rows;
  const self: Tx = {
    db: builderOver(query<Record<string, unknown>>),
    query,
    one: async <R>(sql: string, params?: readonly unknown[]) => (await query<R>(sql, params))[0] ?? null,
    asService: (fn) => asServiceWithin(query, own, () => fn(self)),
  };
  return self;
}

function ownerTx(tx: Transaction): OwnerTx {
  return {
    // The owner is above every API role: its asService runs as the owner still.
    ...callerTx(tx, SERVICE_SETTINGS),
    async exec(script: string) {
      await tx.exec(script);
    },
  };
}
