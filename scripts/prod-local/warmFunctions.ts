/**
 * Warm function instances for the Netlify emulation (scripts/prod-local/netlifyHost.ts).
 *
 * The emulation (@netlify/functions-dev) runs every invocation in `new Worker(<its worker.js>,
 * { workerData })`: a fresh thread that imports the whole built function, runs one event through
 * lambda-local and posts one message back. That is a cold start per request, about 2 s each here,
 * where Netlify keeps a warm instance between the requests of a warm container. Everything before
 * that point stays the emulation's own: routing, static files first, netlify.toml headers and
 * redirects, the Netlify request headers, the client context, the lambda event and the response.
 *
 * Two things are taken over, both only for warm invocations (every one inside `cold(...)`, and every
 * one with `warm: false`, runs exactly as the emulation runs it):
 *   - the worker: `Worker` of node:worker_threads is wrapped (the emulation imports it as an ES binding,
 *     so the wrapper is published with syncBuiltinESMExports); a construction of the emulation's
 *     worker.js is answered by a stand-in that hands the same workerData to one long-lived instance per
 *     function (warmWorker.mjs) and emits the same one 'message' (or 'error'). Other Workers are real.
 *   - the build: before each invocation the emulation builds the function again from its source (for
 *     its file watching: 22 MB traced and copied for the SSR function, most of a request's time once the
 *     instance is warm). Netlify builds once, at deploy; a warm invocation reuses the first build.
 *     The hook is FunctionsHandler.prototype.invoke, the one place the emulation hands over the
 *     function object; its `build` is wrapped on that object.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Worker as WorkerType, WorkerOptions } from 'node:worker_threads';

const workerThreads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');

/** What the emulation passes its worker (@netlify/functions-dev, runtimes/nodejs). */
interface EmulationWorkerData {
  clientContext: string;
  environment: Record<string, string>;
  event: unknown;
  entryFilePath: string;
  timeoutMs: number;
}

export interface WarmFunctionsOptions {
  /** Where the host builds each invocation's function (one numbered directory per invocation). */
  buildRoot: string;
  /** The build directory an instance was loaded from must outlive it: lazily imported chunks live there. */
  pin(dir: string): void;
  /** Called for every fresh instance: a warm one's first load, or a one-shot cold worker. */
  onColdStart(name: string): void;
  log: (line: string) => void;
}

export interface WarmFunctions {
  /**
   * Runs `work` with every function invocation it causes in a fresh one-shot worker, the emulation's
   * cold start; returns how many there were.
   */
  cold<T>(work: () => Promise<T>): Promise<{ value: T; coldStarts: number }>;
  stop(): Promise<void>;
}

interface Instance {
  name: string;
  dir: string;
  worker: WorkerType;
  pending: Map<number, EventEmitter>;
  retired: boolean;
}

/** What the emulation's function object (NetlifyFunction, not exported) offers that is used here. */
interface EmulationFunction {
  name: string;
  buildData?: unknown;
  build(args: unknown): Promise<{ error?: unknown }>;
}
interface FunctionsHandlerPrototype {
  invoke(this: unknown, request: Request, route: unknown, func: EmulationFunction, buildDirectory: unknown): Promise<Response>;
}

/** Installs the wrappers; with `warm: false` every invocation stays a fresh worker (only counted). */
export async function installFunctionInstances(options: WarmFunctionsOptions & { warm: boolean }): Promise<WarmFunctions> {
  const RealWorker = workerThreads.Worker;
  const emulationWorkerFile = emulationWorkerPath();
  const emulationWorker = pathToFileURL(emulationWorkerFile).href;
  // The module @netlify/dev loaded (same file, same instance), not a copy of it.
  const { FunctionsHandler } = (await import(pathToFileURL(join(dirname(emulationWorkerFile), 'main.js')).href)) as {
    FunctionsHandler: { prototype: FunctionsHandlerPrototype };
  };
  const warmWorker = new URL('./warmWorker.mjs', import.meta.url);
  const coldScope = new AsyncLocalStorage<{ coldStarts: number }>();
  const instances = new Map<string, Instance>();
  let nextId = 0;

  /** The function an entry file belongs to, and the build directory it was built in. */
  const locate = (entryFilePath: string) => {
    const [dir = '', ...rest] = relative(options.buildRoot, fileURLToPath(entryFilePath)).split(sep);
    return { dir: join(options.buildRoot, dir), name: rest.join('/') };
  };

  const end = async (instance: Instance) => {
    await instance.worker.terminate();
  };

  const start = (data: EmulationWorkerData): Instance => {
    const { dir, name } = locate(data.entryFilePath);
    options.pin(dir);
    options.onColdStart(name);
    const worker = new RealWorker(warmWorker, {
      workerData: { entryFilePath: data.entryFilePath, emulationWorker, environment: data.environment },
    });
    const instance: Instance = { name, dir, worker, pending: new Map(), retired: false };
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: unknown }) => {
      const call = instance.pending.get(id);
      instance.pending.delete(id);
      if (error !== undefined) call?.emit('error', error);
      else call?.emit('message', result);
      if (instance.retired && instance.pending.size === 0) void end(instance);
    });
    // A crashed instance fails what it was running (as the crash of a Netlify instance would) and is
    // replaced at the next invocation.
    const fail = (error: unknown) => {
      options.log(`[functions] warm instance of ${name} ended: ${error instanceof Error ? error.message : String(error)}`);
      if (instances.get(name) === instance) instances.delete(name);
      for (const call of instance.pending.values()) call.emit('error', error instanceof Error ? error : new Error(String(error)));
      instance.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!instance.retired) fail(new Error(`exited with code ${code}`));
    });
    instances.set(name, instance);
    return instance;
  };

  const invoke = (data: EmulationWorkerData): EventEmitter => {
    const call = new EventEmitter();
    const instance = instances.get(locate(data.entryFilePath).name) ?? start(data);
    const id = (nextId += 1);
    instance.pending.set(id, call);
    instance.worker.postMessage({ id, clientContext: data.clientContext, event: data.event, timeoutMs: data.timeoutMs });
    return call;
  };

  const Wrapped = new Proxy(RealWorker, {
    construct(target, args: [string | URL, WorkerOptions?], newTarget) {
      const [filename, workerOptions] = args;
      if (String(filename) === emulationWorker) {
        const data = workerOptions?.workerData as EmulationWorkerData;
        const scope = coldScope.getStore();
        // The stand-in only needs what the emulation uses: on('message') and on('error').
        if (options.warm && !scope) return invoke(data) as unknown as WorkerType;
        if (scope) scope.coldStarts += 1;
        options.onColdStart(locate(data.entryFilePath).name);
      }
      return Reflect.construct(target, args, newTarget) as WorkerType;
    },
  });
  workerThreads.Worker = Wrapped;
  syncBuiltinESMExports();

  // The first warm build of each function, kept: later warm invocations reuse it (and its directory,
  // which the instance is loaded from). A failed build is not kept: the next invocation builds again.
  const warmBuilds = new WeakSet<EmulationFunction>();
  const reuseWarmBuild = (func: EmulationFunction) => {
    if (warmBuilds.has(func)) return;
    warmBuilds.add(func);
    const build = func.build.bind(func);
    let first: Promise<{ error?: unknown }> | undefined;
    let data: unknown;
    func.build = async (args) => {
      if (coldScope.getStore()) return build(args);
      first ??= build(args).then((result) => {
        if (result.error) first = undefined;
        else data = func.buildData;
        return result;
      });
      const result = await first;
      // A cold invocation in between built elsewhere; a warm one runs the warm build.
      if (data !== undefined) func.buildData = data;
      return result;
    };
  };
  const invokeFunction = FunctionsHandler.prototype.invoke;
  if (options.warm) {
    FunctionsHandler.prototype.invoke = function (request, route, func, buildDirectory) {
      reuseWarmBuild(func);
      return invokeFunction.call(this, request, route, func, buildDirectory);
    };
  }

  return {
    async cold(work) {
      const scope = { coldStarts: 0 };
      const value = await coldScope.run(scope, work);
      return { value, coldStarts: scope.coldStarts };
    },
    async stop() {
      workerThreads.Worker = RealWorker;
      syncBuiltinESMExports();
      FunctionsHandler.prototype.invoke = invokeFunction;
      const all = [...instances.values()];
      instances.clear();
      await Promise.all(all.map((instance) => ((instance.retired = true), end(instance))));
    },
  };
}

/** The emulation's worker.js, in the copy of @netlify/functions-dev that @netlify/dev loads. */
function emulationWorkerPath(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@netlify/dev')));
  for (;;) {
    const candidate = join(dir, 'node_modules/@netlify/functions-dev/dist/worker.js');
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error('@netlify/functions-dev (the emulation of Netlify Functions) is not installed');
    dir = up;
  }
}
