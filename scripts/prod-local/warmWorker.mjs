// @ts-check
// A warm function instance for the Netlify emulation (scripts/prod-local/warmFunctions.ts): the same
// work as @netlify/functions-dev's worker.js (import the built function, run it through lambda-local,
// hand a streamed body back over a local socket), except that the function is imported once and then
// invoked for every message, as a warm Netlify instance keeps its module scope between requests.
// Plain JavaScript, like the emulation's own worker: no TypeScript loader in function threads.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('warmWorker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ entryFilePath: string, emulationWorker: string, environment: Record<string, string> }} */
const { entryFilePath, emulationWorker, environment = {} } = workerData;
// The emulation's own dependencies, the copies its worker.js uses.
const emulation = createRequire(emulationWorker);
const load = (/** @type {string} */ name) => import(pathToFileURL(emulation.resolve(name)).href);
const [{ isStream }, { default: lambdaLocal }, { default: sourceMapSupport }] = await Promise.all([
  load('is-stream'),
  load('lambda-local'),
  load('source-map-support'),
]);
sourceMapSupport.install();
lambdaLocal.getLogger().level = 'alert';

// https://github.com/nodejs/undici/blob/a36e299d544863c5ade17d4090181be894366024/lib/web/fetch/constants.js#L6
const nullBodyStatus = new Set([101, 204, 205, 304]);

for (const key in environment) process.env[key] = environment[key];
// A failed import ends this instance ('error' in the host): its first invocation fails as a cold
// worker's would, and the next one starts a new instance.
const lambdaFunc = await import(entryFilePath);

/** As worker.js: a streamed body goes back through a one-use local server; its port is in the result. */
async function streamPortFor(/** @type {any} */ result) {
  if (!result || !isStream(result.body)) return undefined;
  const { body } = result;
  delete result.body;
  if (nullBodyStatus.has(result.statusCode)) return undefined;
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      body.pipe(socket).on('end', () => server.close());
    });
    server.on('error', reject);
    server.listen({ port: 0, host: 'localhost' }, () => {
      const address = server.address();
      resolve(address && typeof address !== 'string' ? address.port : undefined);
    });
  });
}

port.on('message', async (/** @type {{ id: number, clientContext: string, event: unknown, timeoutMs: number }} */ message) => {
  const { id, clientContext, event, timeoutMs } = message;
  try {
    const result = await lambdaLocal.execute({ clientContext, event, lambdaFunc, region: 'dev', timeoutMs, verboseLevel: 3 });
    const streamPort = await streamPortFor(result);
    port.postMessage({ id, result: { ...result, streamPort } });
  } catch (error) {
    port.postMessage({ id, error: cloneable(error) });
  }
});

/** An Error crosses to the main thread as an Error; lambda-local's own failures are plain data. */
function cloneable(/** @type {unknown} */ error) {
  if (error instanceof Error) return error;
  try {
    return JSON.parse(JSON.stringify(error));
  } catch {
    return new Error(String(error));
  }
}
