/**
 * Serves a Netlify build the way Netlify runs it, on this machine and offline: the publish directory,
 * the SSR function and the scheduled functions, through Netlify's own local emulation (@netlify/dev, which
 * @astrojs/netlify installs): netlify.toml headers and redirects, static files preferred over the
 * function, each function invocation in a fresh worker as a cold instance would run it.
 *
 * What the emulation does not do, this host does, as Netlify's platform would:
 *   - scheduled functions are not reachable by URL (404 here too); a clock invokes them every
 *     `scheduleSeconds`, and the control port runs one on demand (`POST /run/<name>`).
 *   - the client address reaches the function from the socket, never from a header the client sent.
 *   - Netlify's Image CDN (`/.netlify/images?url=…`) answers with the source file from the publish
 *     directory, untransformed. With the emulation's images off, those requests went to the SSR function:
 *     a cold start per picture (four on the home page), which the Image CDN never costs in production
 *     and which held up the next page on a busy machine. The transform is Netlify's, not the site's.
 *
 * docs/decisions/0017-production-rehearsal.md says why this and not a hand-written harness.
 */
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { installFunctionInstances } from './warmFunctions';

export interface StageOptions {
  /** The project root (netlify.toml, netlify/functions, dist, .netlify/v1). */
  root: string;
  /** Where the deploy is assembled (default <root>/.netlify/prod-local). */
  stageDir?: string;
}

/** The scheduled functions of this project (netlify/functions/*.mts), by name. */
export function scheduledFunctionNames(root: string): string[] {
  return readdirSync(join(root, 'netlify/functions'))
    .filter((name) => /\.m?[jt]s$/.test(name) && /schedule:\s*'/.test(readFileSync(join(root, 'netlify/functions', name), 'utf8')))
    .map((name) => name.replace(/\.m?[jt]s$/, ''));
}

/**
 * Assembles what Netlify deploys from a `DEPLOY_TARGET=netlify astro build`: the publish directory, the
 * framework's SSR function and the user functions, with netlify.toml pointing at them. Copied, so a later
 * Node build (which writes dist/ too) does not change what is served.
 */
export function stageDeploy({ root, stageDir = join(root, '.netlify/prod-local') }: StageOptions): string {
  const dist = join(root, 'dist');
  const ssr = join(root, '.netlify/v1/functions/ssr');
  if (!existsSync(join(ssr, 'ssr.mjs'))) throw new Error('No Netlify build: run `DEPLOY_TARGET=netlify npx astro build` first.');
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(join(stageDir, 'functions'), { recursive: true });
  cpSync(dist, join(stageDir, 'publish'), { recursive: true });
  cpSync(ssr, join(stageDir, 'functions/ssr'), { recursive: true, verbatimSymlinks: true });
  // User functions stay where they are (their imports are relative to the repository); Netlify bundles
  // them from source at deploy, and so does the emulation.
  for (const name of readdirSync(join(root, 'netlify/functions')).filter((n) => /\.m?[jt]s$/.test(n))) {
    symlinkSync(resolve(root, 'netlify/functions', name), join(stageDir, 'functions', name));
  }
  const toml = readFileSync(join(root, 'netlify.toml'), 'utf8')
    .replace(/^\s*publish\s*=.*$/m, '  publish = "publish"')
    .replace(/^\[build\]$/m, '[build]\n  functions = "functions"');
  writeFileSync(join(stageDir, 'netlify.toml'), toml);
  return stageDir;
}

export interface HostOptions {
  stageDir: string;
  port: number;
  host?: string;
  /** The control server (scheduled runs on demand); default port + 9. */
  controlPort?: number;
  /** How often the clock runs every scheduled function (Netlify: the cron in each function, here every minute). */
  scheduleSeconds?: number;
  /** Names of the scheduled functions. */
  scheduled: string[];
  log?: (line: string) => void;
  /**
   * Where the host keeps its count of function invocations (JSON, rewritten after each one), so a run
   * can say what it cost after Playwright has killed the server; also at the control port's /stats.
   */
  statsFile?: string;
  /**
   * One warm instance per function serves every invocation (scripts/prod-local/warmFunctions.ts), as
   * Netlify keeps an instance warm between requests; false: a fresh worker per invocation, every one a
   * cold start (the emulation as it is). The control port's /cold runs one request cold either way.
   */
  warmFunctions?: boolean;
}

export interface NetlifyHost {
  url: string;
  controlUrl: string;
  runScheduled(name: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export async function startNetlifyHost(options: HostOptions): Promise<NetlifyHost> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const url = `http://${host}:${options.port}`;
  // The emulation falls back to a framework dev server when nothing matches; a deploy has none.
  const nothing = createServer((_req, res) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  await listen(nothing, 0, host);
  const netlify = new NetlifyDev({
    projectRoot: options.stageDir,
    skipGitignore: true,
    serverAddress: `http://${host}:${port(nothing)}`,
    // Offline: no geolocation lookup, no Netlify account features.
    geolocation: { enabled: false },
    edgeFunctions: { enabled: false },
    images: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
  });
  await netlify.start();
  // One per site port: two hosts may serve the same staged deploy, and each clears its own at start.
  const buildRoot = join(options.stageDir, `.netlify/functions-serve/host-${options.port}`);
  const builds = buildDirectories(buildRoot);
  const stats = invocationStats(options.statsFile);
  const functions = await installFunctionInstances({
    warm: options.warmFunctions ?? true,
    buildRoot,
    pin: builds.pin,
    onColdStart: stats.coldStart,
    log,
  });

  const scheduled = new Set(options.scheduled);
  const runScheduled = async (name: string) => {
    if (!scheduled.has(name)) return { status: 404, body: `No scheduled function ${name}` };
    const id = requestId();
    const request = () => withRequestId(new Request(`${url}/.netlify/functions/${name}`, { method: 'POST' }), id);
    const handled = await handleInPlace(netlify, builds.next(), request(), request);
    stats.record(name, handled?.type);
    const result = handled?.response;
    const body = (await result?.text()) ?? '';
    if (!result?.ok) log(`[schedule] ${name} answered ${result?.status ?? 'nothing'}: ${body.slice(0, 300)}`);
    return { status: result?.status ?? 404, body };
  };

  const site = createServer((req, res) => {
    void serve(req, res).catch((error: unknown) => {
      log(`[host] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('Bad gateway');
    });
  });
  async function serve(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname;
    if (path === '/.netlify/images') return imageCdn(req, res, join(options.stageDir, 'publish'), url);
    const fn = /^\/\.netlify\/functions\/([^/]+)/.exec(path)?.[1];
    // Scheduled functions cannot be invoked by URL on Netlify.
    if (fn && scheduled.has(fn)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    // Netlify's edge sets the client address; whatever the client sent is replaced.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const id = requestId();
    const result = await handleInPlace(netlify, builds.next(), toRequest(req, url, id, false), () => toRequest(req, url, id, true));
    stats.record(fn ?? 'ssr', result?.type);
    await send(res, result?.response ?? new Response('Not found', { status: 404 }));
  }
  site.keepAliveTimeout = 65_000;
  site.headersTimeout = 66_000;
  await listen(site, options.port, host);

  const controlPort = options.controlPort ?? options.port + 9;
  /**
   * One GET of the site (`/cold?path=/th/blog`) through the whole chain with its function invocation
   * in a fresh instance, answered as the site answers it plus `x-function-cold-starts` (how many fresh
   * instances it took): what a cold start gives, whatever the rest of the run keeps warm.
   */
  async function cold(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(new URL(req.url ?? '/', url).searchParams.get('path') ?? '/', url);
    const id = requestId();
    const request = () =>
      withRequestId(new Request(target, { headers: { accept: 'text/html', 'x-forwarded-for': req.socket.remoteAddress ?? '' } }), id);
    const { value: result, coldStarts } = await functions.cold(() => handleInPlace(netlify, builds.next(), request(), request));
    stats.record('ssr', result?.type);
    const response = result?.response ?? new Response('Not found', { status: 404 });
    const headers = new Headers(response.headers);
    headers.set('x-function-cold-starts', String(coldStarts));
    await send(res, new Response(response.body, { status: response.status, headers }));
  }

  const control = createServer((req, res) => {
    const name = /^\/run\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (req.url === '/health') return void res.writeHead(200).end('ok');
    if (req.method === 'GET' && req.url?.startsWith('/cold?'))
      return void cold(req, res).catch((error: unknown) => {
        log(`[host] cold ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('Bad gateway');
      });
    if (req.url === '/stats') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(stats.read()));
    if (req.method !== 'POST' || !name) return void res.writeHead(404).end();
    void runScheduled(name).then(({ status, body }) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(body));
  });
  await listen(control, controlPort, host);

  let clock: ReturnType<typeof setInterval> | undefined;
  if (options.scheduleSeconds) {
    let busy = false;
    clock = setInterval(() => {
      if (busy) return;
      busy = true;
      void Promise.all(
        options.scheduled.map((name) => runScheduled(name).catch((error: unknown) => log(`[schedule] ${name}: ${String(error)}`))),
      ).finally(() => (busy = false));
    }, options.scheduleSeconds * 1000);
  }

  return {
    url,
    controlUrl: `http://${host}:${controlPort}`,
    runScheduled,
    async stop() {
      if (clock) clearInterval(clock);
      builds.stop();
      await Promise.all([close(site), close(control), close(nothing)]);
      await functions.stop();
      await netlify.stop();
    },
  };
}

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** The Image CDN's stand-in: `?url=` names a file of the deploy; it is sent as it is, or 404. */
export function imageCdn(req: IncomingMessage, res: ServerResponse, publish: string, base: string) {
  const source = new URL(req.url ?? '/', base).searchParams.get('url') ?? '';
  const file = resolve(publish, `.${new URL(source, `${base}/`).pathname}`);
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type || !file.startsWith(`${publish}/`) || !existsSync(file) || !statSync(file).isFile())
    return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' });
  createReadStream(file).pipe(res);
}

/**
 * The emulation's public methods build each request's functions in a temporary directory and delete it
 * as soon as the Response object exists; a streamed page (Astro streams HTML) or work after the response
 * then finds its lazily imported chunks gone ("Cannot find module …/functions-serve/_x/…"). The same
 * request chain, with the directory kept until no invocation can still be running in it (see below).
 */
type InPlace = {
  handleInEphemeralDirectory(
    read: Request,
    write: () => Request,
    destPath: string,
  ): Promise<{ response: Response; type: 'edge-function' | 'image' | 'function' | 'static' | 'redirect' } | undefined>;
};
function handleInPlace(netlify: NetlifyDev, dir: string, read: Request, write: () => Request) {
  return (netlify as unknown as InPlace).handleInEphemeralDirectory(read, write, dir);
}

/**
 * One build directory per invocation (the emulation rebuilds the function into it each time, so two
 * invocations must not share one), removed two minutes later: longer than a function may run
 * (Netlify stops synchronous functions after 60 s at most).
 */
function buildDirectories(root: string) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const created: { dir: string; at: number }[] = [];
  // Directories a warm instance was loaded from: kept until the host stops (one per function, or a few
  // more if an instance had to be replaced).
  const pinned = new Set<string>();
  let counter = 0;
  const sweep = setInterval(() => {
    while (created.length && Date.now() - created[0]!.at > 120_000) {
      const { dir } = created.shift()!;
      if (!pinned.has(dir)) rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);
  sweep.unref();
  return {
    next(): string {
      const dir = join(root, String((counter += 1)));
      mkdirSync(dir);
      created.push({ dir, at: Date.now() });
      return dir;
    },
    pin: (dir: string) => void pinned.add(dir),
    stop: () => clearInterval(sweep),
  };
}

/**
 * Function invocations so far, by function (the site's requests all go to the SSR function when they
 * reach one; the others are the scheduled functions), and how many fresh instances (cold starts) they took.
 */
export interface InvocationStats {
  invocations: Record<string, number>;
  coldStarts: number;
}
function invocationStats(file: string | undefined) {
  const state: InvocationStats = { invocations: {}, coldStarts: 0 };
  const save = () => {
    if (file) writeFileSync(file, JSON.stringify(state));
  };
  save();
  return {
    record(name: string, type: string | undefined) {
      if (type !== 'function') return;
      state.invocations[name] = (state.invocations[name] ?? 0) + 1;
      save();
    },
    coldStart() {
      state.coldStarts += 1;
      save();
    },
    read: (): InvocationStats => structuredClone(state),
  };
}

let requestCounter = 0;
const requestId = () => `prod-local-${Date.now().toString(36)}-${(requestCounter += 1)}`;
function withRequestId(request: Request, id: string): Request {
  request.headers.set('x-nf-request-id', id);
  return request;
}

/** A web Request for the chain: the matching copy has no body; the handling copy streams it. */
function toRequest(req: IncomingMessage, origin: string, id: string, withBody: boolean): Request {
  const method = req.method?.toUpperCase() ?? 'GET';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = withBody && method !== 'GET' && method !== 'HEAD';
  return withRequestId(
    new Request(new URL(req.url ?? '/', origin), {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
      // Node's fetch needs this for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit),
    id,
  );
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  await new Promise<void>((done, fail) => {
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
      .pipe(res)
      .on('finish', done)
      .on('error', fail);
  });
}

const port = (server: Server) => (server.address() as { port: number }).port;
const listen = (server: Server, p: number, host: string) =>
  new Promise<void>((done, fail) => server.once('error', fail).listen(p, host, () => done()));
const close = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    // Idle keep-alive connections would hold the close for their 65 s.
    server.closeAllConnections();
  });
