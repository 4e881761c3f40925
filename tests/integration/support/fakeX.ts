/**
 * A fake of X API v2's POST /2/tweets (and the two reads that find the account's recent tweets,
 * GET /2/users/me and GET /2/users/:id/tweets) on 127.0.0.1. It authenticates like X: an OAuth 1.0a header is
 * verified for real (the signature recomputed from the request with the known secrets, by a signer
 * written separately from the adapter's, so a broken signer fails), or an OAuth 2.0 Bearer token is
 * compared. It records every request, rejects replayed nonces and stale timestamps and duplicate
 * text, and answers what the test queued next (401, 403, 429 with rate-limit headers, 5xx, a 2xx
 * without an id, a delay, or no answer at all).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import twitter from 'twitter-text';
import { XSocial } from '../../../src/server/social';
import { listen, stop } from './localServer';
import { takeReply } from './replyQueue';

export const FAKE_X_CREDENTIALS = {
  consumerKey: 'fake-consumer-key-xvz1evFS4wEEPTGE',
  consumerSecret: 'fake-consumer-secret-kAcSOqF21Fu85e7zjz7ZN2U4ZRhf',
  token: '1234567890-fakeAccessTokenGmHxMAgYyLbNEtIKZeRN',
  tokenSecret: 'fake-token-secret-LswwdoUaIvS8ltyTt5jkRh4J',
} as const;
export const FAKE_X_BEARER = 'fake-oauth2-user-access-token';

export interface RecordedXRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  scheme: 'oauth1' | 'bearer' | 'none';
  /** The decoded oauth_* fields of an OAuth header (oauth_signature included). */
  oauth: Record<string, string> | undefined;
  /** Why the fake refused the credentials, when it did. */
  authError: string | undefined;
  body: unknown;
  /** What the fake answered (0 while hanging). */
  status: number;
}

export type XReply =
  /** `forText`: only for a post whose text contains it (other tests may post meanwhile). */
  | { status: 401 | 403 | 429 | 500 | 503; delayMs?: number; forText?: string }
  | { status: 200 | 201; body: unknown; delayMs?: number }
  | { delayMs: number }
  | 'hang'
  /** X takes the post, then the answer is lost (the caller times out): the tweet exists all the same. */
  | 'post-then-hang';

export type FakeX = Awaited<ReturnType<typeof startFakeX>>;

/** The account the fake posts as. */
export const FAKE_X_USER = { id: '1600000000000000001', username: 'siampixel' } as const;

// ---- An independent OAuth 1.0a signer (RFC 5849), byte by byte rather than via encodeURIComponent ----

const UNRESERVED = /[A-Za-z0-9\-._~]/;

export function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The RFC 5849 HMAC-SHA1 signature of a request, from its method, URL (query included) and parameters. */
export function referenceSignature(input: {
  method: string;
  url: string;
  params: [string, string][];
  consumerSecret: string;
  tokenSecret: string;
}): string {
  const url = new URL(input.url);
  const port =
    url.port && !((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443'))
      ? `:${url.port}`
      : '';
  const baseUri = `${url.protocol.toLowerCase()}//${url.hostname.toLowerCase()}${port}${url.pathname}`;
  const encoded: [string, string][] = [...url.searchParams.entries(), ...input.params].map(([k, v]) => [rfc3986(k), rfc3986(v)]);
  encoded.sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])) || Buffer.compare(Buffer.from(a[1]), Buffer.from(b[1])));
  const normalized = encoded.map(([k, v]) => `${k}=${v}`).join('&');
  const base = [input.method.toUpperCase(), rfc3986(baseUri), rfc3986(normalized)].join('&');
  return createHmac('sha1', `${rfc3986(input.consumerSecret)}&${rfc3986(input.tokenSecret)}`)
    .update(base, 'utf8')
    .digest('base64');
}

/** `OAuth a="b", c="d"` into its decoded fields; null when it is not an OAuth header. */
export function parseOAuthHeader(header: string): Record<string, string> | null {
  if (!/^OAuth\s+/i.test(header)) return null;
  const fields: Record<string, string> = {};
  for (const part of header.replace(/^OAuth\s+/i, '').split(',')) {
    const match = /^\s*([^=\s]+)="([^"]*)"\s*$/.exec(part);
    if (!match?.[1] || match[2] === undefined) return null;
    fields[decodeURIComponent(match[1])] = decodeURIComponent(match[2]);
  }
  return fields;
}

const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title, detail, type: 'about:blank', status, ...extra });

/**
 * A text as X's API returns it: each link X recognises (X's own twitter-text rules) as a t.co
 * address, then &, < and > as HTML entities.
 */
function asXShowsIt(text: string): string {
  let out = '';
  let at = 0;
  twitter.extractUrlsWithIndices(text).forEach(({ indices }, n) => {
    out += `${text.slice(at, indices[0])}https://t.co/fake${n.toString(36)}`;
    at = indices[1];
  });
  return (out + text.slice(at)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const FAILURES = {
  401: () => problem(401, 'Unauthorized', 'Unauthorized'),
  403: () => problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.'),
  429: () => problem(429, 'Too Many Requests', 'Too Many Requests'),
  500: () => problem(500, 'Internal Server Error', 'Internal Server Error'),
  503: () => problem(503, 'Service Unavailable', 'Service Unavailable'),
};

export interface FakeXOptions {
  credentials?: typeof FAKE_X_CREDENTIALS | { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
  bearer?: string;
  /** How far oauth_timestamp may be from now; X allows a few minutes. */
  maxSkewSeconds?: number;
  /** A fixed port (the browser tests' site is configured before the fake starts); random by default. */
  port?: number;
}

export async function startFakeX(options: FakeXOptions = {}) {
  const credentials = options.credentials ?? FAKE_X_CREDENTIALS;
  const bearer = options.bearer ?? FAKE_X_BEARER;
  const maxSkew = options.maxSkewSeconds ?? 300;
  const requests: RecordedXRequest[] = [];
  const replies: XReply[] = [];
  const nonces = new Set<string>();
  const posted = new Map<string, { id: string; at: number }>(); // text -> tweet, for X's duplicate-content refusal
  let nextId = 1_850_000_000_000_000_000n;
  let origin = '';
  let lookups: 'allowed' | 'forbidden' = 'allowed';

  /** Null when the request may act as the account, else why not. */
  const authenticate = (req: IncomingMessage, record: RecordedXRequest): string | null => {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Bearer ')) {
      record.scheme = 'bearer';
      return header === `Bearer ${bearer}` ? null : 'unknown bearer token';
    }
    const oauth = parseOAuthHeader(header);
    if (!oauth) return 'no credentials';
    record.scheme = 'oauth1';
    record.oauth = oauth;
    const { oauth_signature: signature, ...signed } = oauth;
    if (oauth.oauth_consumer_key !== credentials.consumerKey) return 'unknown consumer key';
    if (oauth.oauth_token !== credentials.token) return 'unknown access token';
    if (oauth.oauth_signature_method !== 'HMAC-SHA1') return `unsupported signature method ${oauth.oauth_signature_method}`;
    if (oauth.oauth_version !== '1.0') return 'oauth_version must be 1.0';
    if (!oauth.oauth_nonce) return 'missing nonce';
    const timestamp = Number(oauth.oauth_timestamp);
    if (!/^\d+$/.test(oauth.oauth_timestamp ?? '') || Math.abs(timestamp - Date.now() / 1000) > maxSkew) return 'timestamp out of bounds';
    const expected = referenceSignature({
      method: req.method ?? '',
      url: `${origin}${req.url ?? '/'}`,
      params: Object.entries(signed),
      consumerSecret: credentials.consumerSecret,
      tokenSecret: credentials.tokenSecret,
    });
    if (signature !== expected) return `bad signature (expected ${expected})`;
    // Checked after the signature, as a replay only counts for a validly signed request.
    if (nonces.has(oauth.oauth_nonce)) return 'nonce already used';
    nonces.add(oauth.oauth_nonce);
    return null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, record: RecordedXRequest) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body);
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    const timeline = `/2/users/${FAKE_X_USER.id}/tweets`;
    const known =
      (req.method === 'POST' && url.pathname === '/2/tweets') ||
      (req.method === 'GET' && (url.pathname === '/2/users/me' || url.pathname === timeline));
    if (!known) {
      send(404, problem(404, 'Not Found Error', 'Sorry, that page does not exist.'));
      return;
    }
    record.authError = authenticate(req, record) ?? undefined;
    if (record.authError) {
      send(401, FAILURES[401]());
      return;
    }
    if (req.method === 'GET') {
      if (lookups === 'forbidden') {
        send(403, problem(403, 'Forbidden', 'Your client app is not permitted to access this resource.'));
        return;
      }
      if (url.pathname === '/2/users/me') {
        send(200, JSON.stringify({ data: { ...FAKE_X_USER, name: 'Siam Pixel' } }));
        return;
      }
      // As X: newest first, since start_time (whole seconds, required format), links as t.co, & < > as entities.
      const start = url.searchParams.get('start_time') ?? '';
      if (start !== '' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(start)) {
        send(400, problem(400, 'Invalid Request', `Invalid start_time: ${start}`));
        return;
      }
      const from = start === '' ? 0 : Date.parse(start);
      const tweets = [...posted.entries()]
        .filter(([, tweet]) => tweet.at >= from)
        .sort(([, a], [, b]) => b.at - a.at)
        .map(([text, tweet]) => ({ id: tweet.id, text: asXShowsIt(text), edit_history_tweet_ids: [tweet.id] }));
      send(
        200,
        JSON.stringify(tweets.length > 0 ? { data: tweets, meta: { result_count: tweets.length } } : { meta: { result_count: 0 } }),
      );
      return;
    }
    let json: { ok: true; value: unknown } | { ok: false } = { ok: false };
    try {
      json = { ok: true, value: JSON.parse(raw) };
      record.body = json.value;
    } catch {
      // answered below, unless a queued reply comes first
    }
    const sentText = json.ok ? (json.value as { text?: unknown } | null)?.text : undefined;
    const reply = takeReply(replies, typeof sentText === 'string' ? sentText : undefined);
    if (reply === 'hang') return;
    if (reply === 'post-then-hang') {
      const text = json.ok ? (json.value as { text?: unknown } | null)?.text : undefined;
      if (typeof text === 'string') posted.set(text, { id: String(nextId++), at: Date.now() });
      return;
    }
    if (reply?.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs));
    if (reply && 'status' in reply) {
      if (reply.status === 200 || reply.status === 201) {
        send(reply.status, JSON.stringify(reply.body));
      } else if (reply.status === 429) {
        const reset = String(Math.floor(Date.now() / 1000) + 900);
        send(429, FAILURES[429](), { 'x-rate-limit-limit': '17', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': reset });
      } else {
        send(reply.status, FAILURES[reply.status]());
      }
      return;
    }
    if (!record.contentType?.startsWith('application/json')) {
      send(415, problem(415, 'Unsupported Media Type', 'Content-Type must be application/json'));
      return;
    }
    if (!json.ok) {
      send(400, problem(400, 'Invalid Request', 'Request body is not valid JSON'));
      return;
    }
    const text = (json.value as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.trim() === '') {
      const errors = [{ message: '$.text: is missing but it is required' }];
      send(400, problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', { errors }));
      return;
    }
    if (posted.has(text)) {
      send(403, FAILURES[403]());
      return;
    }
    const id = String(nextId++);
    posted.set(text, { id, at: Date.now() });
    send(201, JSON.stringify({ data: { id, text, edit_history_tweet_ids: [id] } }));
  };

  const server = createServer((req, res) => {
    const record: RecordedXRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      scheme: 'none',
      oauth: undefined,
      authError: undefined,
      body: undefined,
      status: 0,
    };
    requests.push(record);
    handle(req, res, record).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  origin = await listen(server, options.port);

  return {
    url: origin,
    requests,
    /** The texts X accepted, in order. */
    posted: () => [...posted.keys()],
    /** Whether the account may read its tweets ('forbidden': an access tier without reads). */
    lookups(mode: 'allowed' | 'forbidden') {
      lookups = mode;
    },
    /** The tweet X holds for a text, if any. */
    tweetOf: (text: string) => posted.get(text),
    /** Answers for the next authenticated POSTs, in order; afterwards X's own behaviour. */
    reply(...next: XReply[]) {
      replies.push(...next);
    },
    reset() {
      requests.length = 0;
      replies.length = 0;
      nonces.clear();
      posted.clear();
      lookups = 'allowed';
    },
    close: () => stop(server),
  };
}

/** A fake X and the app's client on it, signing with the fake's OAuth 1.0a credentials. */
export async function startFakeXWithClient(): Promise<{ fake: FakeX; social: XSocial }> {
  const fake = await startFakeX();
  return { fake, social: new XSocial({ auth: { kind: 'oauth1', ...FAKE_X_CREDENTIALS }, baseUrl: fake.url, timeoutMs: 2000 }) };
}
