/**
 * A small in-memory fake of Supabase Auth (GoTrue) for integration tests: the endpoints
 * @supabase/auth-js calls, with the status codes and error bodies the real server answers.
 * Listens on 127.0.0.1 only. Tokens are RS256 or ES256 JWTs verifiable through the served JWKS.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type JWK, type JWTPayload } from 'jose';

export type Json = Record<string, unknown>;

/** One request as received; `path` is the full path, e.g. /auth/v1/token. */
export type RecordedRequest = { method: string; path: string; query: Record<string, string>; body: Json | null } & {
  authorization: string | undefined;
  apikey: string | undefined;
};
export type FakeUser = { id: string; email: string; password: string; user_metadata: Json; app_metadata: Json } & {
  email_confirmed_at: string | null;
  created_at: string;
};
/** A mail Auth would have sent; `code` is the PKCE auth code its link carries (none for the implicit flow). */
export type SentEmail = { to: string; type: 'recovery'; redirectTo: string | undefined; code: string | undefined };

export interface FakeSettings {
  /** "Confirm email" on: sign-up answers a user without a session. */
  confirmEmail: boolean;
  accessTokenTtl: number;
  /** Seconds added to the server clock when issuing tokens (negative: issue already-expired tokens). */
  clockOffset: number;
  /** 'auto': the 2024-01-01 error shape when the client asks for it; 'legacy': {code: status, error_code, msg}. */
  errorStyle: 'auto' | 'legacy';
}
const DEFAULT_SETTINGS: FakeSettings = { confirmEmail: false, accessTokenTtl: 3600, clockOffset: 0, errorStyle: 'auto' };

export type FakeGotrue = Awaited<ReturnType<typeof startFakeGotrue>>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

const VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };
const base64url = (buf: Buffer) => buf.toString('base64url');

export async function startFakeGotrue(options: { alg?: 'RS256' | 'ES256' } = {}) {
  const alg = options.alg ?? 'RS256';
  const { publicKey, privateKey } = await generateKeyPair(alg);
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig', key_ops: ['verify'] };
  const settings: FakeSettings = { ...DEFAULT_SETTINGS };
  const requests: RecordedRequest[] = [];
  const outbox: SentEmail[] = [];
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, { userId: string; revoked: boolean }>();
  const refreshTokens = new Map<string, { sessionId: string; used: boolean }>();
  const flows = new Map<string, { userId: string; challenge: string; method: string }>();
  const failures = new Map<string, { status: number; body: Json }>();
  let url = '';
  const now = () => Math.floor(Date.now() / 1000) + settings.clockOffset;
  const iss = () => `${url}/auth/v1`;

  const publicUser = ({ password: _password, ...u }: FakeUser) => ({
    ...u,
    aud: 'authenticated',
    role: 'authenticated',
    phone: '',
    identities: [],
    updated_at: u.created_at,
    is_anonymous: false,
  });
  const userById = (id: string) => [...users.values()].find((u) => u.id === id);

  async function issueSession(user: FakeUser, existingSessionId?: string) {
    const sessionId = existingSessionId ?? randomUUID();
    if (!existingSessionId) sessions.set(sessionId, { userId: user.id, revoked: false });
    const iat = now();
    const exp = iat + settings.accessTokenTtl;
    const { email, app_metadata, user_metadata } = user;
    const amr = [{ method: 'password', timestamp: iat }];
    const claims = {
      email,
      phone: '',
      app_metadata,
      user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: false,
    };
    const access_token = await new SignJWT(claims)
      .setProtectedHeader({ alg, kid, typ: 'JWT' })
      .setIssuer(iss())
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(privateKey);
    const refresh_token = base64url(randomBytes(9)); // rotated on every refresh, single use
    refreshTokens.set(refresh_token, { sessionId, used: false });
    return { access_token, token_type: 'bearer', expires_in: exp - iat, expires_at: exp, refresh_token, user: publicUser(user) };
  }

  /** The user and session of a bearer token: 403 bad_jwt when unverifiable, 401 when its session was ended. */
  async function authenticate(req: IncomingMessage): Promise<{ user: FakeUser; sessionId: string }> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, publicKey, { issuer: iss(), audience: 'authenticated', currentDate: new Date(now() * 1000) }));
    } catch (error) {
      throw new HttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    const session = sessions.get(String(payload['session_id']));
    const user = userById(String(payload.sub));
    // Revoked session: answered 401 as Auth releases before v2.145 did, the case spec §8 ignores on sign-out.
    if (!session || session.revoked || !user) throw new HttpError(401, 'bad_jwt', 'invalid JWT: session has been revoked');
    return { user, sessionId: String(payload['session_id']) };
  }

  const weak = (password: unknown) => typeof password !== 'string' || password.length < 6;
  const weakError = () =>
    new HttpError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });

  async function route(method: string, path: string, query: Record<string, string>, body: Json, req: IncomingMessage): Promise<unknown> {
    switch (`${method} ${path}`) {
      case 'GET /.well-known/jwks.json':
        return { keys: [jwk] };
      case 'POST /signup': {
        const email = String(body['email'] ?? '').toLowerCase();
        if (users.has(email)) throw new HttpError(422, 'user_already_exists', 'User already registered');
        if (weak(body['password'])) throw weakError();
        const id = randomUUID();
        const confirmed = settings.confirmEmail ? null : new Date().toISOString();
        const user_metadata = { ...(body['data'] as Json), email, email_verified: Boolean(confirmed), phone_verified: false, sub: id };
        const app_metadata = { provider: 'email', providers: ['email'] };
        const created_at = new Date().toISOString();
        const user: FakeUser = {
          id,
          email,
          password: String(body['password']),
          user_metadata,
          app_metadata,
          email_confirmed_at: confirmed,
          created_at,
        };
        users.set(email, user);
        return settings.confirmEmail ? { ...publicUser(user), confirmation_sent_at: new Date().toISOString() } : issueSession(user);
      }
      case 'POST /token':
        return token(query['grant_type'], body);
      case 'POST /logout': {
        const { user, sessionId } = await authenticate(req);
        const scope = query['scope'] ?? 'global';
        for (const [id, s] of sessions) {
          if (s.userId !== user.id) continue;
          if (scope === 'global' || (scope === 'local' && id === sessionId) || (scope === 'others' && id !== sessionId)) s.revoked = true;
        }
        return null;
      }
      case 'GET /user':
        return publicUser((await authenticate(req)).user);
      case 'PUT /user': {
        const { user } = await authenticate(req);
        if (body['password'] !== undefined) {
          if (weak(body['password'])) throw weakError();
          if (body['password'] === user.password)
            throw new HttpError(422, 'same_password', 'New password should be different from the old password.');
          user.password = String(body['password']);
        }
        if (body['data']) user.user_metadata = { ...user.user_metadata, ...(body['data'] as Json) };
        return publicUser(user);
      }
      case 'POST /recover': {
        // Same answer for unknown addresses: no account probing.
        const user = users.get(String(body['email'] ?? '').toLowerCase());
        if (user) {
          let code: string | undefined;
          if (typeof body['code_challenge'] === 'string') {
            code = randomUUID();
            flows.set(code, { userId: user.id, challenge: body['code_challenge'], method: String(body['code_challenge_method']) });
          }
          outbox.push({ to: user.email, type: 'recovery', redirectTo: query['redirect_to'], code });
        }
        return {};
      }
      default:
        throw new HttpError(404, 'not_found', `no route ${method} ${path}`);
    }
  }

  async function token(grant: string | undefined, body: Json) {
    if (grant === 'password') {
      const user = users.get(String(body['email'] ?? '').toLowerCase());
      if (!user || user.password !== body['password']) throw new HttpError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) throw new HttpError(400, 'email_not_confirmed', 'Email not confirmed');
      return issueSession(user);
    }
    if (grant === 'refresh_token') {
      const entry = refreshTokens.get(String(body['refresh_token']));
      if (!entry) throw new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = sessions.get(entry.sessionId);
      const user = session && userById(session.userId);
      if (!session || session.revoked || !user)
        throw new HttpError(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Revoked by Newer Login)');
      if (entry.used) throw new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      entry.used = true;
      return issueSession(user, entry.sessionId);
    }
    if (grant === 'pkce') {
      const flow = flows.get(String(body['auth_code']));
      const user = flow && userById(flow.userId);
      if (!flow || !user) throw new HttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const verifier = String(body['code_verifier'] ?? '');
      const computed = flow.method === 's256' ? base64url(createHash('sha256').update(verifier).digest()) : verifier;
      if (computed !== flow.challenge)
        throw new HttpError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      flows.delete(String(body['auth_code']));
      return issueSession(user);
    }
    throw new HttpError(400, 'validation_failed', 'unsupported_grant_type');
  }

  function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(payload === null ? '' : JSON.stringify(payload));
  }

  const server = createServer(async (req, res) => {
    // Like Auth: the 2024-01-01 error shape (and header) when the client asks for that API version.
    const versioned = settings.errorStyle === 'auto' && Boolean(req.headers['x-supabase-api-version']);
    try {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Json) : null;
      const query = Object.fromEntries(parsed.searchParams);
      const apikey = req.headers['apikey'];
      const method = req.method ?? 'GET';
      requests.push({
        method,
        path: parsed.pathname,
        query,
        body,
        authorization: req.headers.authorization,
        apikey: typeof apikey === 'string' ? apikey : undefined,
      });
      if (!apikey) return send(res, 401, { message: 'No API key found in request' });
      const path = parsed.pathname.replace(/^\/auth\/v1/, '');
      const failure = failures.get(`${method} ${path}`);
      if (failure) return send(res, failure.status, failure.body, versioned ? VERSION_HEADER : {});
      const result = await route(method, path, query, body ?? {}, req);
      send(res, result === null ? 204 : 200, result);
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'unexpected_failure', String(error));
      if (versioned) send(res, e.status, { code: e.code, message: e.message, ...e.extra }, VERSION_HEADER);
      else send(res, e.status, { code: e.status, error_code: e.code, msg: e.message, ...e.extra });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    kid,
    settings,
    requests,
    outbox,
    users,
    /** Requests with this method and path (without /auth/v1), e.g. calls('POST', '/logout'). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === `/auth/v1${path}`),
    /** Answers `METHOD /path` (path without /auth/v1) with this status and raw body until reset(). */
    failWith: (routeKey: string, status: number, body: Json) => void failures.set(routeKey, { status, body }),
    /** Ends every session of the user, as an admin or a password change elsewhere would. */
    revokeSessions(email: string) {
      for (const s of sessions.values()) if (s.userId === users.get(email)?.id) s.revoked = true;
    },
    activeSessionIds: (email: string) => [...sessions].filter(([, s]) => !s.revoked && s.userId === users.get(email)?.id).map(([id]) => id),
    /** Whether the server would still accept this refresh token. */
    refreshTokenUsable(t: string) {
      const entry = refreshTokens.get(t);
      return Boolean(entry && !entry.used && !sessions.get(entry.sessionId)?.revoked);
    },
    reset() {
      for (const m of [users, sessions, refreshTokens, flows, failures]) m.clear();
      requests.length = 0;
      outbox.length = 0;
      Object.assign(settings, DEFAULT_SETTINGS);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
