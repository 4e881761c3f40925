// Gives memory back after a burst of load (scripts/serve.mjs). Under load V8 grows its heap to keep up
// with the allocation rate and keeps the grown heap afterwards: measured, the embedded server went
// from about 600 MB to 1.1 GB at 100 connections and stayed there a minute later although the live
// objects were back to their idle size (docs/capacity.md). Once the server is quiet again after a busy
// spell, one full collection of everything frees the emptied pages and V8 returns them to the system.
// It runs only when quiet, so its pause (tens of milliseconds) lands on nobody's request.
// Loaded through Node's type stripping: erasable TypeScript only, and no imports but node: built-ins.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface ReliefOptions {
  /** How often the server's activity is looked at. */
  everyMs: number;
  /** Requests since the last collection that make a spell "busy". */
  busyAfter: number;
  /** At most this many requests in the last period count as quiet. */
  quietBelow: number;
  /** Called after each collection. */
  afterCollection: () => void;
}

const DEFAULTS: ReliefOptions = { everyMs: 10_000, busyAfter: 500, quietBelow: 20, afterCollection: () => {} };

type Collect = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** `gc` without starting Node with --expose-gc: the flag set at run time, the function taken from a new context. */
function collector(): Collect | null {
  const existing = (globalThis as { gc?: Collect }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as Collect) : null;
  } catch {
    return null;
  }
}

/**
 * Starts watching; call the returned `count` once per request. Returns null when the runtime offers
 * no way to collect (then nothing is watched).
 */
export function startMemoryRelief(options: Partial<ReliefOptions> = {}): { count: () => void; collections: () => number } | null {
  const { everyMs, busyAfter, quietBelow, afterCollection } = { ...DEFAULTS, ...options };
  const collect = collector();
  if (!collect) return null;
  let sinceCollection = 0;
  let inPeriod = 0;
  let collections = 0;
  const timer = setInterval(() => {
    const quiet = inPeriod < quietBelow;
    inPeriod = 0;
    if (!quiet || sinceCollection < busyAfter) return;
    sinceCollection = 0;
    collections += 1;
    // 'last-resort' is V8's collection of all available garbage, which also releases the pages it
    // pooled for reuse: a regular one shrank the heap by 280 MB but gave the system nothing back.
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    afterCollection();
  }, everyMs);
  timer.unref();
  return {
    count: () => {
      sinceCollection += 1;
      inPeriod += 1;
    },
    collections: () => collections,
  };
}
