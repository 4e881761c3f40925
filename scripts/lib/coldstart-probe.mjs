// One cold start of a built Netlify function, in this (fresh) process, printed as one JSON line:
//   node scripts/lib/coldstart-probe.mjs <function entry .mjs> [--path /auth] [--count]
// {"importMs","requestMs","totalMs","cpuMs","status","modules","bytes"}: the time to import the function's entry,
// the time of its first request (the whole body read, as a client would), the CPU time of both, and with --count how many
// modules (files, ESM and CommonJS) and bytes of source were loaded by the end of that request.
// Counting goes through a loader hook, which adds a little time per module; the benchmark times
// processes without it and counts in a separate one (scripts/bench-coldstart.mjs). The function's
// environment (its mode, its database) is this process's: the caller sets it.
import { registerHooks } from 'node:module';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string', default: '/auth' }, count: { type: 'boolean', default: false } },
});
const entry = positionals[0];
if (!entry) {
  console.error('usage: node scripts/lib/coldstart-probe.mjs <function entry .mjs> [--path /auth] [--count]');
  process.exit(2);
}

const loaded = new Map();
if (values.count) {
  // registerHooks runs in this thread, synchronously, for import and require alike: every file the
  // function reaches passes here once (Node caches a module after its first load).
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (url.startsWith('file:') && !loaded.has(url)) loaded.set(url, sizeOf(url, result.source));
      return result;
    },
  });
}

function sizeOf(url, source) {
  if (typeof source === 'string') return Buffer.byteLength(source);
  if (source && typeof source.byteLength === 'number') return source.byteLength;
  try {
    return statSync(fileURLToPath(url)).size;
  } catch {
    return 0;
  }
}

// CPU time as well as wall time: on a busy machine the wall clock also counts other processes' turns.
const startedCpu = process.cpuUsage();
const started = performance.now();
const { default: handler } = await import(pathToFileURL(resolve(entry)).href);
const imported = performance.now();
// Netlify's context, as far as Astro's handler reads it (the client address).
const response = await handler(new Request(`http://127.0.0.1${values.path}`), { ip: '127.0.0.1', geo: {}, cookies: undefined });
await response.text();
const answered = performance.now();
const cpu = process.cpuUsage(startedCpu);

const bytes = [...loaded.values()].reduce((sum, size) => sum + size, 0);
const result = {
  importMs: round(imported - started),
  requestMs: round(answered - imported),
  totalMs: round(answered - started),
  cpuMs: round((cpu.user + cpu.system) / 1000),
  status: response.status,
  ...(values.count ? { modules: loaded.size, bytes } : {}),
};
if (process.env.COLDSTART_LIST) result.files = [...loaded.keys()];
console.log(JSON.stringify(result));
// Whatever the function left open (a database pool, timers) must not hold the measurement.
process.exit(0);

function round(ms) {
  return Math.round(ms * 10) / 10;
}
