// Serves the production build locally the way a CDN would: static files from dist/client, compressed
// at build time, with long immutable cache headers on hashed assets (/_astro/*); everything else
// (on-demand pages, actions, the 404 page) goes to the Astro handler built in middleware mode.
// Every response carries the security headers of src/server/http/securityHeaders.mjs (never HSTS:
// this server speaks plain http); src/middleware.ts sets them again, with the page policy, on
// on-demand responses.
// Usage: node scripts/serve.mjs  (PORT and HOST from the environment; default 127.0.0.1:4321)
//
// With the embedded database (no DATABASE_URL) this process takes the data directory's lock before
// serving, so a second server on the same data refuses to start; that, a read-only data directory or
// an old-style LOCAL_DATA_DIR stops it with one line saying what to do (src/server/dataDir.ts). SIGINT/SIGTERM stop accepting, close
// the database (a checkpoint, not a crash recovery next time), release the lock and exit 0.
// The two TypeScript modules load through Node 24's type stripping (npm runs Node 24).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { acquireProcessLock } from '../src/server/db/processLock.ts';
import { checkedLocalDataPaths, LocalDataError } from '../src/server/dataDir.ts';
import { stopOnSignals } from '../src/server/db/shutdown.ts';
import { handler } from '../dist/server/entry.mjs';
import { securityHeaders } from '../src/server/http/securityHeaders.mjs';
import { bodyLimitFor } from '../src/server/http/bodyLimits.ts';
import { takeBody } from '../src/server/http/nodeBody.ts';
import { Admission, admissionLimits, answerBusy, LagGauge } from '../src/server/http/admission.ts';
import { startMemoryRelief } from '../src/server/http/memoryRelief.ts';
import { trailingSlashRedirect } from '../src/server/http/trailingSlash.ts';

let lock;
if (!process.env.DATABASE_URL) {
  try {
    lock = acquireProcessLock(checkedLocalDataPaths(process.env.LOCAL_DATA_DIR?.trim() || undefined).database);
  } catch (error) {
    if (!(error instanceof LocalDataError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? 4321);
// An empty HOST (a copied .env line) is unset, as src/server/config.ts reads it: never "every address".
const host = process.env.HOST || '127.0.0.1';
const compress = compression({ threshold: 512 });
const assets = sirv(fileURLToPath(new URL('../dist/client', import.meta.url)), {
  etag: true,
  // The build writes x.br and x.gz at the highest levels (src/build/precompress.ts); `compress`
  // leaves a response that already has a Content-Encoding alone.
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      // Everything else (the pages, robots.txt) is checked with the server on each use: `no-cache` says
      // that in 8 bytes where `public, max-age=0, must-revalidate` took 43 (the Thai home page's first
      // response must fit its first round trip, decision 0025).
      pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

// Behind a TLS-terminating proxy the operator trusts (TRUST_PROXY=true, see README), the request was
// https for the browser: Astro then builds https URLs, so its origin check accepts same-site form posts.
const trustProxy = process.env.TRUST_PROXY === 'true';

// On-demand requests run a few at a time behind a bounded queue; one that cannot start soon is answered
// 503 at once (src/server/http/admission.ts, figures in docs/capacity.md).
const lag = new LagGauge();
const admission = new Admission(admissionLimits(process.env), lag);
// After a busy spell, once quiet, the heap V8 grew for it is given back (src/server/http/memoryRelief.ts);
// that pause is not load.
const relief = startMemoryRelief({ afterCollection: () => lag.reset() });

/** An on-demand request: admitted, its body read once under its route's cap, then Astro's. */
async function onDemand(req, res) {
  relief?.count();
  // A client that leaves while its request waits for a turn must not hold the turn it is then given.
  let gone = false;
  res.once('close', () => (gone = true));
  const release = await admission.enter();
  if (!release) return answerBusy(req, res);
  if (gone) return release();
  res.once('close', release);
  // The lag is watched from the first answer on: creating or opening the embedded database on the
  // first request holds the thread for seconds, and that is start-up, not load.
  res.once('finish', () => lag.start());
  const pathname = (req.url ?? '/').split('?')[0];
  if (!(await takeBody(req, res, bodyLimitFor(pathname)))) return;
  await handler(req, res);
}

const server = http.createServer((req, res) => {
  if (trustProxy)
    req.socket.encrypted =
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim() === 'https';
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // One address per page: /about/ is answered with a permanent redirect to /about (decision 0042).
  const moved = trailingSlashRedirect(req.method ?? 'GET', req.url ?? '/');
  if (moved) {
    res.writeHead(moved.status, { Location: moved.location, 'Cache-Control': 'public, max-age=3600' }).end();
    return;
  }
  compress(req, res, () => {
    // Without a `next`, the Astro handler renders the 404 page itself for unknown paths.
    assets(req, res, () =>
      onDemand(req, res).catch((error) => {
        console.error('[server] could not handle the request', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
        else res.destroy();
      }),
    );
  });
});

// Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment gets
// ECONNRESET (seen under load in the hostile-input suite). Idle connections live longer than common
// clients' and proxies' own pools; shutdown still closes them at once (stopOnSignals).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port}/`);
});

stopOnSignals(server, { after: () => lock?.release() });
