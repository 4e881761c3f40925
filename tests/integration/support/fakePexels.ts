/**
 * A fake of Pexels' search API on 127.0.0.1: GET /v1/search?query&per_page&page, checking the raw key
 * in Authorization (no Bearer) like the real one, recording every request, and answering from a
 * small catalogue keyed by query, or what the test queued next (an error status, a delay, no answer).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, serverFor, stop } from './localServer';

export const FAKE_PEXELS_KEY = 'fake-pexels-key-563492ad6f917000010000';

export interface PexelsPhotoJson {
  id: number;
  url: string;
  photographer: string;
  alt: string | null;
  src: { original?: string; large2x?: string; large?: string };
}

export interface RecordedPexelsRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  query: string | null;
  perPage: string | null;
  page: string | null;
}

export type PexelsReply = { status: 400 | 401 | 429 | 500 | 503; delayMs?: number } | { delayMs: number } | 'hang';

export type FakePexels = Awaited<ReturnType<typeof startFakePexels>>;

/** A photo as Pexels describes it; `name` makes the URLs recognisable in assertions. */
export function pexelsPhoto(id: number, name: string, overrides: Partial<PexelsPhotoJson> = {}): PexelsPhotoJson {
  return {
    id,
    url: `https://www.pexels.com/photo/${name}-${id}/`,
    photographer: `Photographer ${id}`,
    alt: `A photo of ${name.replaceAll('-', ' ')}`,
    src: {
      original: `https://images.pexels.com/photos/${id}/${name}.jpeg`,
      large2x: `https://images.pexels.com/photos/${id}/${name}.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `https://images.pexels.com/photos/${id}/${name}.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    },
    ...overrides,
  };
}

const MESSAGES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  429: 'Rate limit exceeded',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export async function startFakePexels(apiKey = FAKE_PEXELS_KEY, listenPort = 0) {
  const requests: RecordedPexelsRequest[] = [];
  const replies: PexelsReply[] = [];
  // Queries are matched case-insensitively, as a search would; unknown queries find nothing.
  const catalogue = new Map<string, PexelsPhotoJson[]>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    for await (const _ of req); // drain
    const json = { 'content-type': 'application/json' };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET' || url.pathname !== '/v1/search') {
      res.writeHead(404, json).end(JSON.stringify({ error: 'Not Found' }));
      return;
    }
    if (req.headers.authorization !== apiKey) {
      res.writeHead(401, json).end(JSON.stringify({ error: 'Unauthorized' }));
      return;
    }
    const query = url.searchParams.get('query');
    const perPage = url.searchParams.get('per_page');
    const page = url.searchParams.get('page');
    requests.push({ method: req.method, path: req.url ?? '', authorization: req.headers.authorization, query, perPage, page });
    const reply = replies.shift();
    if (reply === 'hang') return;
    if (reply?.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
    if (reply && 'status' in reply) {
      res.writeHead(reply.status, json).end(JSON.stringify({ error: MESSAGES[reply.status] }));
      return;
    }
    if (!query) {
      res.writeHead(400, json).end(JSON.stringify({ error: 'query is required' }));
      return;
    }
    const size = Math.min(Number(perPage ?? 15) || 15, 80);
    const current = Math.max(Number(page ?? 1) || 1, 1);
    const all = catalogue.get(query.toLowerCase()) ?? [];
    const photos = all.slice((current - 1) * size, current * size);
    res.writeHead(200, json).end(JSON.stringify({ page: current, per_page: size, photos, total_results: all.length }));
  };

  const server = serverFor(handle);
  const url = await listen(server, listenPort);

  return {
    url,
    requests,
    /** What a search for `query` finds (in this order). */
    photos(query: string, photos: PexelsPhotoJson[]) {
      catalogue.set(query.toLowerCase(), photos);
    },
    /** Answers for the next authorized requests, in order; afterwards the catalogue. */
    reply(...next: PexelsReply[]) {
      replies.push(...next);
    },
    reset() {
      requests.length = 0;
      replies.length = 0;
      catalogue.clear();
    },
    close: () => stop(server),
  };
}
