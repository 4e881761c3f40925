/**
 * A fake Netlify build hook on 127.0.0.1: POST /build_hooks/<id> answers 200 with an empty body, as
 * Netlify does, and every request is recorded (publishing a post calls it with ?trigger_title=…; see
 * src/server/site/rebuild.ts). Another path is 404 and another method 405, also recorded.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_BUILD_HOOK_PATH = '/build_hooks/0123456789abcdef01234567';

export interface BuildHookCall {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  /** What Netlify shows in the deploy list (the query's trigger_title), or null. */
  triggerTitle: string | null;
  body: string;
  contentType: string | null;
  /** What the fake answered. */
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export type FakeBuildHook = Awaited<ReturnType<typeof startFakeBuildHook>>;

export async function startFakeBuildHook(options: { port?: number; path?: string } = {}) {
  const hookPath = options.path ?? FAKE_BUILD_HOOK_PATH;
  const calls: BuildHookCall[] = [];
  /** Statuses for the next calls to the hook (e.g. 500: Netlify is having a bad day); then 200. */
  const answers: number[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.url ?? '/', 'http://hook');
      const status = url.pathname !== hookPath ? 404 : req.method !== 'POST' ? 405 : (answers.shift() ?? 200);
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        triggerTitle: url.searchParams.get('trigger_title'),
        body: Buffer.concat(chunks).toString('utf8'),
        contentType: req.headers['content-type'] ?? null,
        status,
        at: Date.now(),
      });
      const text: Record<number, string> = { 200: '', 404: 'Not Found', 405: 'Method Not Allowed' };
      res.writeHead(status, status === 405 ? { allow: 'POST' } : {}).end(text[status] ?? 'Internal Server Error');
    })();
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    /** The URL the site calls (NETLIFY_BUILD_HOOK_URL). */
    hookUrl: `${url}${hookPath}`,
    calls,
    fail(...statuses: number[]) {
      answers.push(...statuses);
    },
    reset() {
      calls.length = 0;
      answers.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
