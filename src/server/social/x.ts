/**
 * Posting to X through API v2 (POST {base}/2/tweets with a JSON body). Two ways to act as the account:
 * OAuth 1.0a user context (consumer key/secret + access token/secret, each request signed with
 * HMAC-SHA1 per RFC 5849), or an OAuth 2.0 user-context access token sent as a Bearer token.
 * X_API_BASE points it at a fake in tests.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SocialError, type PostedStatus, type SocialPort } from './types';
import { sameTweetText, X_REASONS } from '../../domain/blog/tweet';
import type { OAuth1Credentials, XAuth } from '../config';

export const DEFAULT_X_BASE = 'https://api.x.com';
export const DEFAULT_X_TIMEOUT_MS = 20_000;

// ---- OAuth 1.0a (RFC 5849) ----

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - . _ ~ (encodeURIComponent spares !'()* too). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export type OAuthParams = Record<string, string> | Iterable<readonly [string, string]>;

const pairs = (params: OAuthParams): (readonly [string, string])[] =>
  Symbol.iterator in params ? [...(params as Iterable<readonly [string, string]>)] : Object.entries(params);

/**
 * The signature base string (RFC 5849 3.4.1): METHOD & encoded base URI & encoded normalized parameters.
 * `params` are the oauth_* parameters (without oauth_signature) plus query and form parameters; the
 * URL's own query is added here. A JSON body is never part of it.
 */
export function oauth1BaseString(method: string, url: string, params: OAuthParams): string {
  const parsed = new URL(url);
  // URL lowercases scheme and host and drops a default port, as 3.4.1.2 asks.
  const baseUri = `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  const all = [...parsed.searchParams, ...pairs(params)];
  const normalized = all
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    // Sorted by encoded name, then value, comparing bytes (the encoded strings are ASCII).
    .sort(([ka, va], [kb, vb]) => (ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}&${percentEncode(baseUri)}&${percentEncode(normalized)}`;
}

/** HMAC-SHA1 of the base string, keyed with encoded consumer secret & encoded token secret, in base64. */
export function oauth1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(baseString)
    .digest('base64');
}

/** The credentials are configuration (src/server/config.ts reads them); the adapter signs with them. */
export type { OAuth1Credentials, XAuth };

export interface OAuth1Request {
  method: string;
  url: string;
  credentials: OAuth1Credentials;
  /** Query or form parameters that travel with the request (not a JSON body). */
  params?: Record<string, string> | undefined;
  /** Fixed in tests; random otherwise. */
  nonce?: string | undefined;
  /** Seconds since the epoch; fixed in tests, now otherwise. */
  timestamp?: number | string | undefined;
}

/** The oauth_* parameters of a request, oauth_signature included. */
export function oauth1Params(request: OAuth1Request): Record<string, string> {
  const oauth: Record<string, string> = {
    oauth_consumer_key: request.credentials.consumerKey,
    oauth_nonce: request.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(request.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_token: request.credentials.token,
    oauth_version: '1.0',
  };
  const base = oauth1BaseString(request.method, request.url, [...Object.entries(request.params ?? {}), ...Object.entries(oauth)]);
  return {
    ...oauth,
    oauth_signature: oauth1Signature(base, request.credentials.consumerSecret, request.credentials.tokenSecret),
  };
}

/** The Authorization header value: OAuth k="v", ... with names and values percent-encoded (3.5.1). */
export function oauth1Header(request: OAuth1Request): string {
  const fields = Object.entries(oauth1Params(request)).map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`);
  return `OAuth ${fields.join(', ')}`;
}

// ---- The adapter ----

export interface XOptions {
  /** Without credentials the adapter still exists, so the UI can show "not configured" when it is used. */
  auth?: XAuth | undefined;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
  /** For tests: fixed OAuth 1.0a nonce and timestamp (seconds). */
  nonce?: (() => string) | undefined;
  timestamp?: (() => number) | undefined;
}

export class XSocial implements SocialPort {
  private readonly auth: XAuth | undefined;
  private readonly base: string;
  /** POST target, {base}/2/tweets. */
  readonly endpoint: string;
  /** The account's user id, asked of X once (GET /2/users/me). */
  private userId: string | undefined;
  private readonly timeoutMs: number;
  private readonly nonce: (() => string) | undefined;
  private readonly timestamp: (() => number) | undefined;

  constructor(options: XOptions = {}) {
    this.auth = options.auth;
    this.base = (options.baseUrl || DEFAULT_X_BASE).replace(/\/+$/, '');
    this.endpoint = `${this.base}/2/tweets`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_X_TIMEOUT_MS;
    this.nonce = options.nonce;
    this.timestamp = options.timestamp;
  }

  /** The Authorization header for one request (an OAuth 1.0a signature covers the URL's query). */
  private authorization(method: 'GET' | 'POST', url: string): string {
    const auth = this.auth;
    if (!auth)
      throw new SocialError('not_configured', 'X API credentials are not configured', { reason: { key: X_REASONS.notConfigured } });
    if (auth.kind === 'bearer') return `Bearer ${auth.accessToken}`;
    return oauth1Header({ method, url, credentials: auth, nonce: this.nonce?.(), timestamp: this.timestamp?.() });
  }

  async post(text: string): Promise<PostedStatus> {
    const authorization = this.authorization('POST', this.endpoint);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw unreachable(error, this.timeoutMs);
    }
    if (!response.ok) {
      throw new SocialError('api_error', `Failed to post tweet: ${response.status} ${response.statusText}`, {
        status: response.status,
        statusText: response.statusText,
        detail: await problemDetail(response),
        reason: { key: X_REASONS.apiError, vars: { status: response.status, statusText: response.statusText } },
      });
    }
    let body: { data?: { id?: unknown } | null } | null;
    try {
      body = (await response.json()) as { data?: { id?: unknown } | null } | null;
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') throw unreachable(error, this.timeoutMs);
      body = null;
    }
    const id = body?.data?.id;
    // A 2xx without an id: X may have posted, but we cannot link to it; report rather than guess.
    if (typeof id !== 'string' || !id) {
      throw new SocialError('api_error', `Failed to post tweet: no tweet id in the ${response.status} answer`, {
        status: response.status,
        statusText: response.statusText,
        outcomeUnknown: true,
        reason: { key: X_REASONS.noTweetId, vars: { status: response.status } },
      });
    }
    return statusOf(id);
  }

  async findRecent(text: string, since: Date): Promise<PostedStatus | null> {
    this.userId ??= (await this.read<{ data?: { id?: unknown } }>(`${this.base}/2/users/me`)).data?.id as string | undefined;
    if (typeof this.userId !== 'string' || !this.userId) throw new SocialError('api_error', 'Failed to look up tweets: no user id from X');
    // X wants start_time in whole seconds; 100 is the most one page holds, plenty for a few minutes.
    const query = new URLSearchParams({ max_results: '100', start_time: `${since.toISOString().slice(0, 19)}Z` });
    const page = await this.read<{ data?: { id?: unknown; text?: unknown }[] }>(
      `${this.base}/2/users/${encodeURIComponent(this.userId)}/tweets?${query}`,
    );
    const found = (page.data ?? []).find((tweet) => typeof tweet.text === 'string' && sameTweetText(tweet.text, text));
    return typeof found?.id === 'string' && found.id ? statusOf(found.id) : null;
  }

  private async read<T>(url: string): Promise<T> {
    const authorization = this.authorization('GET', url);
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        throw new SocialError('api_error', `Failed to look up tweets: ${response.status} ${response.statusText}`, {
          status: response.status,
          statusText: response.statusText,
          detail: await problemDetail(response),
        });
      }
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof SocialError) throw error;
      throw new SocialError('api_error', 'Failed to look up tweets: X did not answer', { cause: error });
    }
  }
}

const statusOf = (id: string): PostedStatus => ({ id, url: `https://x.com/i/web/status/${id}` });

function unreachable(error: unknown, timeoutMs: number): SocialError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new SocialError('api_error', `Failed to post tweet: X did not answer within ${timeoutMs} ms`, {
      cause: error,
      outcomeUnknown: true,
      reason: { key: X_REASONS.timeout, vars: { ms: timeoutMs } },
    });
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  // Refused before connecting, X never saw the post; any other failure may have come after it did.
  const outcomeUnknown = !['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(String(cause?.code));
  return new SocialError('api_error', `Failed to post tweet: X unreachable${code}`, {
    cause: error,
    outcomeUnknown,
    reason: { key: X_REASONS.unreachable, vars: { code } },
  });
}

/** X's problem JSON ({title, detail, errors:[{message}]}) as one line; never throws. */
async function problemDetail(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { detail?: unknown; title?: unknown; errors?: unknown };
      const messages = Array.isArray(body.errors)
        ? body.errors.map((entry: unknown) => (entry as { message?: unknown } | null)?.message).filter((m) => typeof m === 'string')
        : [];
      const parts = [body.detail, ...messages].filter((part): part is string => typeof part === 'string' && part !== '');
      if (parts.length > 0) return parts.join('; ').slice(0, 500);
      if (typeof body.title === 'string') return body.title;
    } catch {
      // not JSON: the text itself
    }
    return text.trim().slice(0, 500) || undefined;
  } catch {
    return undefined;
  }
}
