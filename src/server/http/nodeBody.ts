// The Node server's edge for request bodies (scripts/serve.mjs): the body is read once, from the
// socket, with the route's cap enforced while it streams in, before Astro sees the request. Over the
// cap the answer is 413 at once, whether the length was declared or the body is chunked, and the rest
// is discarded as it arrives. Under the cap Astro gets the bytes (`req.body`, which its Node adapter
// takes as the body), so nothing downstream reads the socket or holds a second copy.
// Loaded through Node's type stripping: erasable TypeScript only, and no imports but node: built-ins
// and the imports-free limits table.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseContentLength } from './bodyLimits.ts';

/** How long a refused body may go on arriving before the connection is closed. */
const DISCARD_FOR_MS = 5_000;

function hasBody(req: IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  return req.headers['transfer-encoding'] !== undefined || (parseContentLength(req.headers['content-length']) ?? 0) > 0;
}

/**
 * Answers 413 and lets the rest of the body drain into nothing: closing at once on unread data makes
 * the kernel reset the connection, and the client may then lose the answer. A client that keeps
 * sending for longer than DISCARD_FOR_MS loses the connection instead.
 */
function refuse(req: IncomingMessage, res: ServerResponse, limit: number): void {
  res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`Request body too large (limit ${limit} bytes).`);
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_FOR_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}

/**
 * Reads the body of `req` up to `limit` bytes into `req.body`. Resolves true when the request may go
 * on to the handler; false when it has been answered here (413) or the client went away.
 */
export function takeBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<boolean> {
  if (!hasBody(req)) return Promise.resolve(true);
  const declared = parseContentLength(req.headers['content-length']);
  if (declared !== undefined && declared > limit) {
    refuse(req, res, limit);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('aborted', onGone);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= limit) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      refuse(req, res, limit);
      resolve(false);
    };
    const onEnd = () => {
      stop();
      // The Node adapter uses a Buffer in `req.body` as the request's body (astro/app/node).
      (req as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks, received);
      resolve(true);
    };
    const onGone = () => {
      stop();
      chunks.length = 0;
      resolve(false);
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onGone);
    req.once('aborted', onGone);
  });
}
