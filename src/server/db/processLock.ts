// One process at a time on an embedded database directory. PGlite is Postgres in this process's memory:
// two processes on the same files both start, both acknowledge writes and leave a directory neither can
// open again. The lock is a file beside the directory (`.data/pglite` -> `.data/pglite.lock`, so
// db:reset and initdb never see it) holding {pid, startedAt, command}:
//
// - created atomically (open with 'wx'), so of two processes starting together exactly one gets it;
// - a lock whose process is gone (kill -9, a crash, a reboot) is stale and taken over; takeovers are
//   serialised by a second file, `<lock>.takeover`, whose holder re-reads the lock and removes it only if
//   it is still the stale one it saw (nobody can replace a lock that exists, so it cannot change under it);
// - released by close, and at process exit for whatever is still held.
//
// Within one process the lock is shared: scripts/serve.mjs takes it at start (so a second server refuses
// to start at all) and the database it then opens takes it again; the file goes with the last release.
//
// A directory that cannot be written (read-only mount, permissions, disk full) is reported here, where
// local mode first writes, as one line naming it (DataDirNotWritableError), not a stack trace.
//
// Also loaded unbundled by scripts/serve.mjs and scripts/db-reset.mjs through Node's type stripping:
// erasable TypeScript only, and no imports but node: built-ins and ../dataDir.ts (which has none).
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { uptime } from 'node:os';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { LocalDataError, asNotWritable } from '../dataDir.ts';

export interface LockOwner {
  pid: number;
  /** ISO time the lock was taken. */
  startedAt: string;
  /** What runs in that process, for the message (e.g. "serve.mjs", "astro.mjs dev"). */
  command: string;
  /** Tells this process's own lock from a stale one with a reused pid. */
  token?: string;
}

export interface ProcessLock {
  readonly path: string;
  /** Gives this hold up; the file is removed with the process's last hold. Safe to call twice. */
  release(): void;
}

export class DatabaseInUseError extends LocalDataError {
  readonly code = 'DATABASE_IN_USE';
  readonly dataDir: string;
  readonly lockPath: string;
  readonly owner: LockOwner;

  constructor(dataDir: string, lockPath: string, owner: LockOwner) {
    super(
      `The local database ${shown(dataDir)} is in use by another process (pid ${owner.pid}` +
        `${owner.command ? `, ${owner.command}` : ''}, started ${localTime(owner.startedAt)}). ` +
        `Stop it first, or set LOCAL_DATA_DIR to another directory. (Lock file: ${shown(lockPath)}.)`,
    );
    this.name = 'DatabaseInUseError';
    this.dataDir = dataDir;
    this.lockPath = lockPath;
    this.owner = owner;
  }
}

export function lockPathFor(dataDir: string): string {
  return `${resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;
}

export interface AcquireOptions {
  /** Shown to other processes; the script's name and arguments by default. */
  command?: string;
  /** For the hold of an open database: a second one in this process is refused too. */
  opensDatabase?: boolean;
  /** How long to keep trying while other processes create, release or take over the lock. */
  waitMs?: number;
}

/**
 * Takes the lock of `dataDir` for this process, or throws DatabaseInUseError naming the live process
 * that holds it. Synchronous, so nothing else of this process runs in between.
 */
export function acquireProcessLock(dataDir: string, options: AcquireOptions = {}): ProcessLock {
  const path = lockPathFor(dataDir);
  const held = heldLocks();
  const mine = held.get(path);
  if (mine) {
    if (options.opensDatabase && mine.open)
      throw new Error(`The local database ${shown(resolve(dataDir))} is already open in this process.`);
    mine.holds += 1;
    if (options.opensDatabase) mine.open = true;
    return holdOf(path, options.opensDatabase === true);
  }

  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw asNotWritable(error, dirname(path));
  }
  const owner: LockOwner = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: options.command ?? currentCommand(),
    token: randomUUID(),
  };
  const content = `${JSON.stringify(owner, null, 2)}\n`;
  const deadline = Date.now() + (options.waitMs ?? 3_000);
  for (;;) {
    if (create(path, content)) {
      held.set(path, { content, holds: 1, open: options.opensDatabase === true });
      releaseAtExit();
      return holdOf(path, options.opensDatabase === true);
    }
    const current = readLock(path);
    if (current.kind === 'live') throw new DatabaseInUseError(resolve(dataDir), path, current.owner);
    if (current.kind === 'stale') takeOver(path, current.raw);
    // 'missing' (released meanwhile), 'writing' (just created), or after a takeover: try again.
    if (Date.now() > deadline) {
      throw new Error(`Could not take the lock ${shown(path)} of the local database; another process keeps changing it.`);
    }
    if (current.kind === 'writing') sleep(20);
  }
}

/** The live process holding the lock of `dataDir`, if any (a stale lock counts as free). */
export function lockHolder(dataDir: string): LockOwner | null {
  const current = readLock(lockPathFor(dataDir));
  return current.kind === 'live' ? current.owner : null;
}

// ---------------------------------------------------------------------------------------------------

type Held = Map<string, { content: string; holds: number; open: boolean }>;
const HELD = Symbol.for('siam-studio.processLocks');
const AT_EXIT = Symbol.for('siam-studio.processLocks.atExit');

/** Kept on globalThis: serve.mjs's copy of this module and the built server's copy share it. */
function heldLocks(): Held {
  const holder = globalThis as { [HELD]?: Held };
  holder[HELD] ??= new Map();
  return holder[HELD];
}

function holdOf(path: string, opensDatabase: boolean): ProcessLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      const held = heldLocks();
      const entry = held.get(path);
      if (!entry) return;
      if (opensDatabase) entry.open = false;
      entry.holds -= 1;
      if (entry.holds > 0) return;
      held.delete(path);
      removeIfMine(path, entry.content);
    },
  };
}

function releaseAtExit(): void {
  const holder = globalThis as { [AT_EXIT]?: boolean };
  if (holder[AT_EXIT]) return;
  holder[AT_EXIT] = true;
  process.on('exit', () => {
    const held = heldLocks();
    for (const [path, entry] of held) removeIfMine(path, entry.content);
    held.clear();
  });
}

function removeIfMine(path: string, content: string): void {
  try {
    if (readFileSync(path, 'utf8') === content) unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** Creates the lock file with `content`, or returns false when it exists. */
function create(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw asNotWritable(error, dirname(path));
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

type LockState = { kind: 'missing' } | { kind: 'writing' } | { kind: 'live'; owner: LockOwner } | { kind: 'stale'; raw: string };

/** A lock file left half-written (its writer died between create and write) is stale after this. */
const WRITING_MS = 2_000;

function readLock(path: string): LockState {
  let raw: string;
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(path).mtimeMs;
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const owner = parseOwner(raw);
  if (!owner) return ageMs < WRITING_MS ? { kind: 'writing' } : { kind: 'stale', raw };
  return isRunning(owner) ? { kind: 'live', owner } : { kind: 'stale', raw };
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    if (typeof value.startedAt !== 'string' || Number.isNaN(Date.parse(value.startedAt))) return null;
    return { pid: value.pid, startedAt: value.startedAt, command: typeof value.command === 'string' ? value.command : '' };
  } catch {
    return null;
  }
}

/** Some slack for clock adjustments when comparing the lock's time with boot and process start. */
const CLOCK_SLACK_MS = 60_000;

function isRunning(owner: LockOwner): boolean {
  const startedAt = Date.parse(owner.startedAt);
  // Taken before this machine booted: its pid, if alive, is some other process now.
  if (startedAt < Date.now() - uptime() * 1000 - CLOCK_SLACK_MS) return false;
  if (owner.pid === process.pid) {
    // Not in this process's table (checked first), so either another thread of this process took it
    // (live), or a previous process with our pid did (after a container restart, say).
    return startedAt >= Date.now() - process.uptime() * 1000 - CLOCK_SLACK_MS;
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return codeOf(error) !== 'ESRCH';
  }
  return !isZombie(owner.pid);
}

/** Linux: a process killed but not yet reaped by its parent still answers kill(pid, 0). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ...": the command may hold spaces and parentheses, the state follows the last ')'.
    return /^\s*[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 1));
  } catch {
    return false;
  }
}

/** A takeover left behind by a process killed in the middle of one (a few system calls long). */
const ABANDONED_TAKEOVER_MS = 5_000;

/** Removes the stale lock whose content is `staleRaw`, unless another process got there first. */
function takeOver(path: string, staleRaw: string): void {
  const guard = `${path}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o644);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
    // Another process is taking over right now: wait for it (the caller reads the lock again).
    try {
      if (Date.now() - statSync(guard).mtimeMs > ABANDONED_TAKEOVER_MS) unlinkSync(guard);
    } catch {
      // Gone meanwhile.
    }
    sleep(20);
    return;
  }
  try {
    let now: string | undefined;
    try {
      now = readFileSync(path, 'utf8');
    } catch {
      now = undefined;
    }
    // Only this guard's holder removes a stale lock, and a lock that exists cannot be replaced, so if it
    // still reads the same it is still the stale one.
    if (now === staleRaw) unlinkSync(path);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

function currentCommand(): string {
  const [, script, ...args] = process.argv;
  return [script ? basename(script) : basename(process.execPath), ...args].join(' ').slice(0, 120);
}

function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : path;
}

function localTime(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
