// Closing the embedded database on SIGINT/SIGTERM, so a stop is a checkpoint rather than a crash recovery.
//
// The database module registers how to close it (closeOnShutdown) on globalThis under
// Symbol.for('siam-studio.shutdown'), where a host that cannot import the built server's modules still
// finds it: scripts/serve.mjs (stopOnSignals below) stops accepting connections, lets requests in flight
// finish, calls the hook, releases its lock and exits 0. In a process without such a host (astro dev,
// the scripts) a listener here closes the database and then raises the signal again, so it takes its
// ordinary course (usually the end of the process) once the database is closed.
//
// Also loaded unbundled by scripts/serve.mjs through Node's type stripping: erasable TypeScript only,
// and no imports but node: built-ins.
import type { Server } from 'node:http';

type Hook = () => Promise<void>;
type Signal = 'SIGINT' | 'SIGTERM';
const SIGNALS: readonly Signal[] = ['SIGINT', 'SIGTERM'];

const SHUTDOWN = Symbol.for('siam-studio.shutdown');
const LISTENERS = Symbol.for('siam-studio.shutdown.listeners');
const HOSTED = Symbol.for('siam-studio.shutdown.hosted');
const RUNNING = Symbol.for('siam-studio.shutdown.running');
const CLOSING = Symbol.for('siam-studio.shutdown.closing');
type Holder = {
  [SHUTDOWN]?: Hook;
  [LISTENERS]?: Map<Signal, () => void>;
  /** Set by stopOnSignals: the host owns SIGINT/SIGTERM and runs the hook itself. */
  [HOSTED]?: boolean;
  [RUNNING]?: Promise<void>;
  [CLOSING]?: boolean;
};
const holder = globalThis as Holder;

/** How long closing may take before a signal goes ahead anyway. */
const CLOSE_TIMEOUT_MS = 5_000;

/** Closes the database with `close` when the process is asked to stop. */
export function closeOnShutdown(close: Hook): void {
  holder[SHUTDOWN] = close;
  if (holder[HOSTED]) return;
  const listeners = ownListeners();
  for (const signal of SIGNALS) {
    if (listeners.has(signal)) continue;
    const listener = () => void closeThenResignal(signal);
    listeners.set(signal, listener);
    process.on(signal, listener);
  }
}

/** Undoes closeOnShutdown (the database was closed). */
export function cancelCloseOnShutdown(): void {
  delete holder[SHUTDOWN];
  // Closing because of a signal: the listeners stay until closeThenResignal re-raises it.
  if (!holder[CLOSING]) removeOwnListeners();
}

/** Runs the registered hook, if any: closes this process's database. Callers at the same time share one run. */
export function runShutdown(): Promise<void> {
  const hook = holder[SHUTDOWN];
  if (!hook) return holder[RUNNING] ?? Promise.resolve();
  delete holder[SHUTDOWN];
  const running = hook().finally(() => {
    if (holder[RUNNING] === running) delete holder[RUNNING];
  });
  holder[RUNNING] = running;
  return running;
}

/**
 * For a process that owns its signals and serves HTTP (scripts/serve.mjs): on SIGINT or SIGTERM stop
 * accepting connections, let requests in flight finish (up to `graceMs`), close the database, run
 * `after` (release the server's own lock), and exit 0; 1 if closing failed. A second signal exits at once.
 */
export function stopOnSignals(
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>,
  options: { after?: () => void; graceMs?: number; log?: (message: string) => void } = {},
): void {
  const log = options.log ?? ((message: string) => console.log(message));
  // This process's signals are ours now, whenever the database opens.
  holder[HOSTED] = true;
  removeOwnListeners();
  let stopping = false;
  const stop = async (signal: Signal) => {
    if (stopping) {
      log(`${signal} again: exiting without waiting for the database to close.`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal}: stopping the server and closing the database...`);
    let code = 0;
    try {
      await closeServer(server, options.graceMs ?? 5_000);
      await runShutdown();
    } catch (error) {
      console.error('Could not stop cleanly:', error);
      code = 1;
    }
    options.after?.();
    log(code === 0 ? 'Stopped.' : 'Stopped, with errors.');
    process.exit(code);
  };
  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));
}

function closeServer(server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>, graceMs: number): Promise<void> {
  return new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}

async function closeThenResignal(signal: Signal): Promise<void> {
  // Other listeners may run too. Some re-raise the signal at once (when-exit, loaded by astro dev,
  // does): our listeners stay until the database is closed, so those repeats wait for it as well.
  if (holder[CLOSING]) return;
  holder[CLOSING] = true;
  try {
    await Promise.race([runShutdown(), new Promise((done) => setTimeout(done, CLOSE_TIMEOUT_MS))]);
  } catch (error) {
    console.error('[db] could not close the database', error);
  } finally {
    holder[CLOSING] = false;
  }
  removeOwnListeners();
  // Then the signal does what it would have done without us: usually, end the process.
  process.kill(process.pid, signal);
}

function ownListeners(): Map<Signal, () => void> {
  holder[LISTENERS] ??= new Map();
  return holder[LISTENERS];
}

function removeOwnListeners(): void {
  const listeners = ownListeners();
  for (const [signal, listener] of listeners) process.off(signal, listener);
  listeners.clear();
}
