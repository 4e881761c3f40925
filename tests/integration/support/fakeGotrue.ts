/**
 * A small fake of Supabase Auth (GoTrue): the endpoints @supabase/auth-js calls, with the status codes
 * and error bodies the real server answers. Listens on 127.0.0.1 only. Tokens are RS256 or ES256 JWTs
 * verifiable through the served JWKS.
 *
 * Users live in memory (the default, for the adapter's own tests) or, with `databaseUrl`, in auth.users
 * of a PostgreSQL database prepared like Supabase, so sign-up runs the handle_new_user trigger and a
 * role set in the database reaches the next token (fakeGotrueUsers.ts). Sessions, refresh tokens, PKCE
 * flows and e-mail links stay in memory.
 *
 * The admin API the site uses (service-role key only): users created, read and given app_metadata, and
 * magic links generated without mail for verifyOtp (LINE run by the site, decision 0060 addendum).
 *
 * Mail is not sent: it lands in `outbox`, readable over HTTP at GET /__fake/outbox (see `control`) by a
 * browser test in another process, with the link the e-mail would carry (<url>/auth/v1/verify?token=…).
 *
 * Standalone (a production rehearsal):
 *   tsx tests/integration/support/fakeGotrue.ts --port 54321 --database-url postgres://…
 * prints SUPABASE_URL=…, SUPABASE_ANON_KEY=… and SUPABASE_SERVICE_ROLE_KEY=… on stdout; see main() for every flag and variable.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SignJWT, createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  HttpError,
  MemoryUserStore,
  PostgresUserStore,
  type FakeUser,
  type Json,
  type StoredUser,
  type UserStore,
} from './fakeGotrueUsers';

export { HttpError, MemoryUserStore, PostgresUserStore };
export type { FakeUser, Json, StoredUser, UserStore };

/** One request as received; `path` is the full path, e.g. /auth/v1/token. */
export type RecordedRequest = { method: string; path: string; query: Record<string, string>; body: Json | null } & {
  authorization: string | undefined;
  apikey: string | undefined;
};
/**
 * A mail Auth would have sent; `code` is the PKCE auth code its link leads to (none for the implicit
 * flow). The link itself: linkOf(mail), or GET /__fake/outbox.
 */
export type SentEmail = {
  to: string;
  type: 'recovery' | 'signup' | 'email_change';
  redirectTo: string | undefined;
  code: string | undefined;
};

export interface FakeSettings {
  /** "Confirm email" on: sign-up answers a user without a session and mails a confirmation link. */
  confirmEmail: boolean;
  accessTokenTtl: number;
  /** Seconds added to the server clock when issuing tokens (negative: issue already-expired tokens). */
  clockOffset: number;
  /** 'auto': the 2024-01-01 error shape when the client asks for it; 'legacy': {code: status, error_code, msg}. */
  errorStyle: 'auto' | 'legacy';
  /** Where a verified link goes when it names no redirect_to (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Seconds an e-mail link stays valid (GoTrue's MAILER_OTP_EXP). */
  linkTtl: number;
  /**
   * Addresses ending with this (lower case) sign up as with "Confirm email" on, whatever `confirmEmail`
   * says: a journey tests confirmation while the others, in parallel, sign up without it. '' for none.
   */
  confirmEmailSuffix: string;
}
const DEFAULT_SETTINGS: FakeSettings = {
  confirmEmail: false,
  accessTokenTtl: 3600,
  clockOffset: 0,
  errorStyle: 'auto',
  siteUrl: 'http://localhost:4321',
  linkTtl: 3600,
  confirmEmailSuffix: '',
};

export interface FakeGotrueOptions {
  alg?: 'RS256' | 'ES256';
  /** Port on 127.0.0.1 (default: any free one). */
  port?: number;
  /** Keep users in auth.users of this database (as its owner) instead of in memory. */
  databaseUrl?: string;
  /** Or any store; closed with the server. */
  store?: UserStore;
  /** Only this apikey is accepted (401 "Invalid API key" otherwise); by default any non-empty one is. */
  anonKey?: string;
  /**
   * The service-role key: accepted as an apikey too, and the only bearer the /admin endpoints take
   * (decision 0049: the admin MFA API behind recovery codes). Without it /admin answers 403.
   */
  serviceRoleKey?: string;
  /** Record every request in `requests` (default true; a long-running process turns it off). */
  recordRequests?: boolean;
  settings?: Partial<FakeSettings>;
  /**
   * Social providers (decision 0048) by Supabase's id (`google`, `custom:line`): the OIDC provider the
   * fake talks to as GoTrue would (discovery, code flow with PKCE, ID token checked against its JWKS).
   */
  oauthProviders?: Record<string, { issuer: string; clientId: string; clientSecret: string }>;
}

/** A user's social identity, as GoTrue lists it on the user (`identities`). */
interface OAuthIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  provider: string;
  identity_data: Json;
  created_at: string;
  last_sign_in_at: string;
  updated_at: string;
}

export type FakeGotrue = Awaited<ReturnType<typeof startFakeGotrue>>;

const VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };
const base64url = (buf: Buffer) => buf.toString('base64url');

/** GET /verify answers with a redirect, as GoTrue does for links opened in a browser. */
class Redirect {
  constructor(readonly location: string) {}
}

interface MailLink {
  userId: string;
  /** `magiclink`: made by the admin API's generateLink, never mailed (decision 0060 addendum). */
  type: SentEmail['type'] | 'magiclink';
  code: string | undefined;
  redirectTo: string | undefined;
  expiresAt: number;
}

export async function startFakeGotrue(options: FakeGotrueOptions = {}) {
  const alg = options.alg ?? 'RS256';
  const { publicKey, privateKey } = await generateKeyPair(alg);
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig', key_ops: ['verify'] };
  const defaults: FakeSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const settings: FakeSettings = { ...defaults };
  const store: UserStore = options.store ?? (options.databaseUrl ? new PostgresUserStore(options.databaseUrl) : new MemoryUserStore());
  const record = options.recordRequests ?? true;
  const requests: RecordedRequest[] = [];
  const outbox: SentEmail[] = [];
  const mailDetails = new WeakMap<SentEmail, { token: string; link: string; sentAt: string }>();
  type Amr = { method: string; timestamp: number };
  const sessions = new Map<string, { userId: string; email: string; revoked: boolean; method: string; aal: 'aal1' | 'aal2'; amr: Amr[] }>();
  // MFA, as Auth's /factors endpoints answer it (decision 0045): TOTP factors per user, in memory.
  interface Factor {
    id: string;
    friendly_name: string;
    factor_type: 'totp';
    status: 'unverified' | 'verified';
    secret: string;
    lastStep: number;
    created_at: string;
    updated_at: string;
  }
  const factors = new Map<string, Factor[]>();
  const challenges = new Map<string, { factorId: string; expiresAt: number }>();
  const factorsOf = (userId: string) => factors.get(userId) ?? [];
  const publicFactor = ({ secret: _secret, lastStep: _step, ...factor }: Factor) => factor;
  const refreshTokens = new Map<string, { sessionId: string; used: boolean }>();
  const flows = new Map<string, { userId: string; challenge: string; method: string; authMethod: string }>();
  const links = new Map<string, MailLink>();
  /** E-mail changes waiting for their link (GoTrue's auth.users.new_email), by user id. */
  const newEmails = new Map<string, string>();
  // Social sign-in (decision 0048): identities per user, and the flows waiting at a provider.
  const identities = new Map<string, OAuthIdentity[]>();
  const identitiesOf = (userId: string) => identities.get(userId) ?? [];
  const oauthStates = new Map<
    string,
    { provider: string; redirectTo: string; challenge: string; method: string; verifier: string; linkUserId: string | undefined }
  >();
  const linkTokens = new Map<string, string>();
  const failures = new Map<string, { status: number; body: Json }>();
  let url = '';
  const now = () => Math.floor(Date.now() / 1000) + settings.clockOffset;
  const iss = () => `${url}/auth/v1`;

  const publicUser = (u: StoredUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email,
    email_confirmed_at: u.email_confirmed_at,
    phone: '',
    confirmed_at: u.email_confirmed_at,
    last_sign_in_at: u.last_sign_in_at ?? null,
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    identities: identitiesView(u),
    factors: factorsOf(u.id).map(publicFactor),
    created_at: u.created_at,
    updated_at: u.updated_at ?? u.created_at,
    is_anonymous: false,
  });

  /** The e-mail identity of a password account (GoTrue keeps one per address), then its social ones. */
  function identitiesView(u: StoredUser): OAuthIdentity[] {
    const providers = Array.isArray(u.app_metadata['providers']) ? (u.app_metadata['providers'] as unknown[]) : [];
    const email: OAuthIdentity[] =
      providers.includes('email') && u.email
        ? [
            {
              identity_id: u.id,
              id: u.id,
              user_id: u.id,
              provider: 'email',
              identity_data: { email: u.email, sub: u.id },
              created_at: u.created_at,
              last_sign_in_at: u.created_at,
              updated_at: u.created_at,
            },
          ]
        : [];
    return [...email, ...identitiesOf(u.id)];
  }

  /** Claims built from the user as stored now: a role set in the database reaches the next token. */
  async function issueSession(user: StoredUser, session: { id: string; aal: 'aal1' | 'aal2'; amr: Amr[] }) {
    const iat = now();
    const exp = iat + settings.accessTokenTtl;
    const { email, app_metadata, user_metadata } = user;
    const claims = {
      email,
      phone: '',
      app_metadata,
      user_metadata,
      role: user.role ?? 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
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
    refreshTokens.set(refresh_token, { sessionId: session.id, used: false });
    return { access_token, token_type: 'bearer', expires_in: exp - iat, expires_at: exp, refresh_token, user: publicUser(user) };
  }

  /** A new session (sign-in, sign-up, link, code exchange): records last_sign_in_at, as GoTrue does. */
  async function startSession(user: StoredUser, method: string) {
    const id = randomUUID();
    const session = {
      userId: user.id,
      email: user.email.toLowerCase(),
      revoked: false,
      method,
      aal: 'aal1' as const,
      amr: [{ method, timestamp: now() }],
    };
    sessions.set(id, session);
    const signedIn = await store.update(user.id, { last_sign_in_at: new Date().toISOString() });
    return issueSession(signedIn, { id, ...session });
  }

  /** The user and session of a bearer token: 403 bad_jwt when unverifiable, 401 when its session was ended. */
  async function authenticate(req: IncomingMessage): Promise<{ user: StoredUser; sessionId: string }> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, publicKey, { issuer: iss(), audience: 'authenticated', currentDate: new Date(now() * 1000) }));
    } catch (error) {
      throw new HttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`);
    }
    const session = sessions.get(String(payload['session_id']));
    const user = session && (await store.byId(String(payload.sub)));
    // Revoked session: answered 401 as Auth releases before v2.145 did, the case spec §8 ignores on sign-out.
    if (!session || session.revoked || !user) throw new HttpError(401, 'bad_jwt', 'invalid JWT: session has been revoked');
    return { user, sessionId: String(payload['session_id']) };
  }

  const weak = (password: unknown) => typeof password !== 'string' || password.length < 6;
  const weakError = () =>
    new HttpError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } });

  /** A PKCE flow for this user when the request carries a code challenge; its auth code. */
  function startFlow(userId: string, body: Json, authMethod: string): string | undefined {
    if (typeof body['code_challenge'] !== 'string') return undefined;
    const code = randomUUID();
    flows.set(code, { userId, challenge: body['code_challenge'], method: String(body['code_challenge_method']), authMethod });
    return code;
  }

  /** Puts a mail in the outbox with the link GoTrue's template would carry ({{ .ConfirmationURL }}). */
  function sendMail(user: StoredUser, type: SentEmail['type'], redirectTo: string | undefined, code: string | undefined, to = user.email) {
    // One live link of each kind per user, as GoTrue keeps one recovery_token / confirmation_token.
    for (const [token, link] of links) if (link.userId === user.id && link.type === type) links.delete(token);
    const token = `${code ? 'pkce_' : ''}${createHash('sha224').update(randomBytes(32)).digest('hex')}`;
    links.set(token, { userId: user.id, type, code, redirectTo, expiresAt: now() + settings.linkTtl });
    const link = new URL(`${url}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', type);
    if (redirectTo) link.searchParams.set('redirect_to', redirectTo);
    const mail: SentEmail = { to, type, redirectTo, code };
    outbox.push(mail);
    mailDetails.set(mail, { token, link: link.toString(), sentAt: new Date().toISOString() });
  }

  /** The live link of this token and type, used up by this call; undefined when unknown, used or expired. */
  function takeLink(token: string, type: string): MailLink | undefined {
    const link = links.get(token);
    // "email" is the newer name of the sign-up confirmation type.
    const matches = link && (link.type === type || (type === 'email' && link.type === 'signup'));
    if (!link || !matches) return undefined;
    links.delete(token);
    return link.expiresAt >= now() ? link : undefined;
  }

  /**
   * A verified link: confirms the address of a sign-up link, makes the new address of an e-mail change
   * the user's (unless another user took it meanwhile); the user as stored afterwards.
   */
  async function useLink(link: MailLink): Promise<StoredUser | undefined> {
    const user = await store.byId(link.userId);
    if (user && link.type === 'email_change') {
      const email = newEmails.get(user.id);
      if (!email || (await store.byEmail(email))) return undefined;
      newEmails.delete(user.id);
      return store.update(user.id, { email, email_confirmed_at: new Date().toISOString() });
    }
    if (user && link.type === 'signup' && !user.email_confirmed_at) {
      const user_metadata = { ...user.user_metadata, email_verified: true };
      return store.update(user.id, { email_confirmed_at: new Date().toISOString(), user_metadata });
    }
    return user;
  }

  const amrOf = (type: MailLink['type']) => (type === 'recovery' ? 'recovery' : 'otp');

  /** GET /verify: the link of an e-mail, opened in a browser. Always a 303, errors included (as GoTrue). */
  async function verifyGet(query: Record<string, string>): Promise<Redirect> {
    const token = query['token'] ?? '';
    const target = new URL(query['redirect_to'] || links.get(token)?.redirectTo || settings.siteUrl);
    const link = takeLink(token, query['type'] ?? '');
    const user = link && (await useLink(link));
    if (!link || !user) {
      const error = {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      };
      // PKCE links carry the error in the query as well; the fragment always has it.
      if (token.startsWith('pkce_')) for (const [k, v] of Object.entries(error)) target.searchParams.set(k, v);
      target.hash = new URLSearchParams(error).toString();
      return new Redirect(target.toString());
    }
    if (link.code) {
      target.searchParams.set('code', link.code);
      return new Redirect(target.toString());
    }
    // Implicit flow: the session in the fragment.
    const session = await startSession(user, amrOf(link.type));
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: link.type,
    });
    target.hash = fragment.toString();
    return new Redirect(target.toString());
  }

  async function route(method: string, path: string, query: Record<string, string>, body: Json, req: IncomingMessage): Promise<unknown> {
    switch (`${method} ${path}`) {
      case 'GET /.well-known/jwks.json':
        return { keys: [jwk] };
      case 'GET /health':
        return { version: 'fake', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' };
      case 'POST /signup': {
        const email = String(body['email'] ?? '').toLowerCase();
        if (await store.byEmail(email)) throw new HttpError(422, 'user_already_exists', 'User already registered');
        if (weak(body['password'])) throw weakError();
        const id = randomUUID();
        const mustConfirm = settings.confirmEmail || (settings.confirmEmailSuffix !== '' && email.endsWith(settings.confirmEmailSuffix));
        const confirmed = mustConfirm ? null : new Date().toISOString();
        const user_metadata = { ...(body['data'] as Json), email, email_verified: Boolean(confirmed), phone_verified: false, sub: id };
        const app_metadata = { provider: 'email', providers: ['email'] };
        const user = await store.create({
          id,
          email,
          password: String(body['password']),
          user_metadata,
          app_metadata,
          email_confirmed_at: confirmed,
        });
        if (!mustConfirm) return startSession(user, 'password');
        sendMail(user, 'signup', query['redirect_to'], startFlow(user.id, body, 'email/signup'));
        return { ...publicUser(user), confirmation_sent_at: new Date().toISOString() };
      }
      case 'POST /token':
        return token(query['grant_type'], body);
      case 'GET /verify':
        return verifyGet(query);
      case 'POST /verify': {
        // verifyOtp({ token_hash, type }): the link's token, exchanged for a session directly.
        const link = takeLink(String(body['token_hash'] ?? ''), String(body['type'] ?? ''));
        const user = link && (await useLink(link));
        if (!link || !user) throw new HttpError(403, 'otp_expired', 'Token has expired or is invalid');
        return startSession(user, amrOf(link.type));
      }
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
        let { user } = await authenticate(req);
        if (typeof body['email'] === 'string' && body['email'].toLowerCase() !== user.email) {
          // An e-mail change waits in new_email for the link mailed to the new address (an account
          // without one, a LINE sign-up, has only that mail to confirm).
          const email = body['email'].toLowerCase();
          const owner = await store.byEmail(email);
          if (owner && owner.id !== user.id)
            throw new HttpError(422, 'email_exists', 'A user with this email address has already been registered');
          newEmails.set(user.id, email);
          sendMail(user, 'email_change', query['redirect_to'], startFlow(user.id, body, 'email_change'), email);
        }
        if (body['password'] !== undefined) {
          if (weak(body['password'])) throw weakError();
          if (await store.passwordMatches(user.id, String(body['password'])))
            throw new HttpError(422, 'same_password', 'New password should be different from the old password.');
          user = await store.update(user.id, { password: String(body['password']) });
        }
        if (body['data']) {
          // GoTrue merges the keys; a null value removes one.
          const merged: Json = { ...user.user_metadata, ...(body['data'] as Json) };
          for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
          user = await store.update(user.id, { user_metadata: merged });
        }
        return publicUser(user);
      }
      case 'POST /factors': {
        const { user } = await authenticate(req);
        const friendlyName = String(body['friendly_name'] ?? '');
        if (factorsOf(user.id).some((f) => f.friendly_name === friendlyName))
          throw new HttpError(
            422,
            'mfa_factor_name_conflict',
            `A factor with the friendly name "${friendlyName}" for this user already exists`,
          );
        const secret = new Secret({ size: 20 }).base32;
        const uri = new TOTP({ issuer: String(body['issuer'] ?? 'fake'), label: user.email, secret: Secret.fromBase32(secret) }).toString();
        const stamp = new Date().toISOString();
        const factor: Factor = {
          id: randomUUID(),
          friendly_name: friendlyName,
          factor_type: 'totp',
          status: 'unverified',
          secret,
          lastStep: -1,
          created_at: stamp,
          updated_at: stamp,
        };
        factors.set(user.id, [...factorsOf(user.id), factor]);
        // Auth answers the QR code as an SVG data URL with the SVG unencoded.
        const qr_code = `data:image/svg+xml;utf-8,${await QRCode.toString(uri, { type: 'svg' })}`;
        return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code, secret, uri } };
      }
      case 'POST /resend': {
        // A new sign-up link for an unconfirmed address; the same answer for any other (no probing).
        if (body['type'] !== 'signup') throw new HttpError(400, 'validation_failed', 'only type signup is supported here');
        const user = await store.byEmail(String(body['email'] ?? ''));
        if (user && !user.email_confirmed_at) sendMail(user, 'signup', query['redirect_to'], startFlow(user.id, body, 'email/signup'));
        return {};
      }
      case 'GET /authorize':
        return oauthAuthorize(query);
      case 'GET /callback':
        return oauthCallback(query);
      case 'GET /user/identities/authorize': {
        // linkIdentity: the URL to send the browser to, tied to this user (manual linking).
        const { user } = await authenticate(req);
        const linkToken = base64url(randomBytes(16));
        linkTokens.set(linkToken, user.id);
        const target = new URL(`${url}/auth/v1/authorize`);
        for (const [key, value] of Object.entries(query)) if (key !== 'skip_http_redirect') target.searchParams.set(key, value);
        target.searchParams.set('link_token', linkToken);
        return { url: target.toString() };
      }
      case 'POST /recover': {
        // Same answer for unknown addresses: no account probing.
        const user = await store.byEmail(String(body['email'] ?? ''));
        if (user) sendMail(user, 'recovery', query['redirect_to'], startFlow(user.id, body, 'recovery'));
        return {};
      }
      case 'POST /admin/users': {
        // auth.admin.createUser: an account made by the service (the site's LINE sign-in, decision 0060).
        requireService(req);
        const email = String(body['email'] ?? '').toLowerCase();
        if (!email) throw new HttpError(400, 'validation_failed', 'Unable to validate email address: invalid format');
        if (await store.byEmail(email))
          throw new HttpError(422, 'email_exists', 'A user with this email address has already been registered');
        const id = randomUUID();
        const confirmed = body['email_confirm'] === true ? new Date().toISOString() : null;
        const user = await store.create({
          id,
          email,
          password: typeof body['password'] === 'string' ? body['password'] : '',
          user_metadata: { ...(body['user_metadata'] as Json | undefined), email, email_verified: Boolean(confirmed), sub: id },
          // GoTrue gives an admin-made account the email provider, then merges what was asked.
          app_metadata: { provider: 'email', providers: ['email'], ...(body['app_metadata'] as Json | undefined) },
          email_confirmed_at: confirmed,
        });
        return publicUser(user);
      }
      case 'POST /admin/generate_link': {
        // auth.admin.generateLink: only `magiclink` here, for an existing user; nothing is mailed.
        requireService(req);
        if (body['type'] !== 'magiclink') throw new HttpError(400, 'validation_failed', 'only type magiclink is supported here');
        const user = await store.byEmail(String(body['email'] ?? ''));
        if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
        const hashed_token = createHash('sha224').update(randomBytes(32)).digest('hex');
        links.set(hashed_token, {
          userId: user.id,
          type: 'magiclink',
          code: undefined,
          redirectTo: undefined,
          expiresAt: now() + settings.linkTtl,
        });
        const action_link = `${url}/auth/v1/verify?token=${hashed_token}&type=magiclink`;
        return {
          ...publicUser(user),
          action_link,
          email_otp: '000000',
          hashed_token,
          verification_type: 'magiclink',
          redirect_to: settings.siteUrl,
        };
      }
      default: {
        const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
        if (adminUser && (method === 'GET' || method === 'PUT')) {
          requireService(req);
          let user = await store.byId(adminUser[1]!);
          if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
          if (method === 'PUT' && body['app_metadata']) {
            // GoTrue merges the keys; a null value removes one.
            const merged: Json = { ...user.app_metadata, ...(body['app_metadata'] as Json) };
            for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
            user = await store.update(user.id, { app_metadata: merged });
          }
          return publicUser(user);
        }
        const adminFactors = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
        if (adminFactors) return adminFactorAction(method, adminFactors[1]!, adminFactors[2], req);
        const identityRoute = /^\/user\/identities\/([^/]+)$/.exec(path);
        if (identityRoute && method === 'DELETE') {
          const { user } = await authenticate(req);
          const all = identitiesView(user);
          if (!all.some((each) => each.identity_id === identityRoute[1]))
            throw new HttpError(404, 'identity_not_found', "Identity doesn't exist");
          if (all.length <= 1)
            throw new HttpError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
          identities.set(
            user.id,
            identitiesOf(user.id).filter((each) => each.identity_id !== identityRoute[1]),
          );
          return {};
        }
        const factorRoute = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
        if (factorRoute) return factorAction(method, factorRoute[1]!, factorRoute[2] ?? '', body, req);
        throw new HttpError(404, 'not_found', `no route ${method} ${path}`);
      }
    }
  }

  /**
   * The admin MFA API (auth.admin.mfa.listFactors / deleteFactor), for the service role only. Deleting a
   * verified factor ends every session of the user, as Supabase documents for deleteFactor.
   */
  /** The /admin endpoints take the service-role key as their bearer, nothing else. */
  function requireService(req: IncomingMessage) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!options.serviceRoleKey || bearer !== options.serviceRoleKey) throw new HttpError(403, 'not_admin', 'User not allowed');
  }

  function adminFactorAction(method: string, userId: string, factorId: string | undefined, req: IncomingMessage) {
    requireService(req);
    if (method === 'GET' && factorId === undefined) return factorsOf(userId).map(publicFactor);
    if (method === 'DELETE' && factorId !== undefined) {
      const factor = factorsOf(userId).find((f) => f.id === factorId);
      if (!factor) throw new HttpError(404, 'mfa_factor_not_found', 'Factor not found');
      factors.set(
        userId,
        factorsOf(userId).filter((f) => f.id !== factorId),
      );
      if (factor.status === 'verified') for (const s of sessions.values()) if (s.userId === userId) s.revoked = true;
      return publicFactor(factor);
    }
    throw new HttpError(404, 'not_found', `no route ${method} /admin/users/${userId}/factors`);
  }

  /** POST /factors/:id/challenge, POST /factors/:id/verify, DELETE /factors/:id. */
  async function factorAction(method: string, factorId: string, action: string, body: Json, req: IncomingMessage) {
    const { user, sessionId } = await authenticate(req);
    const factor = factorsOf(user.id).find((f) => f.id === factorId);
    if (!factor) throw new HttpError(404, 'mfa_factor_not_found', 'Factor not found');
    const session = sessions.get(sessionId)!;
    if (method === 'POST' && action === '/challenge') {
      const id = randomUUID();
      challenges.set(id, { factorId, expiresAt: now() + 300 });
      return { id, type: 'totp', expires_at: now() + 300 };
    }
    if (method === 'POST' && action === '/verify') {
      const challenge = challenges.get(String(body['challenge_id'] ?? ''));
      if (!challenge || challenge.factorId !== factorId || challenge.expiresAt < now())
        throw new HttpError(
          422,
          'mfa_challenge_expired',
          'MFA challenge has expired, verify against another challenge or create a new challenge.',
        );
      challenges.delete(String(body['challenge_id']));
      const totp = new TOTP({ secret: Secret.fromBase32(factor.secret) });
      const timestamp = now() * 1000;
      const delta = totp.validate({ token: String(body['code'] ?? ''), timestamp, window: 1 });
      const step = delta === null ? null : totp.counter({ timestamp }) + delta;
      // A code is taken once (the step of the last one accepted), as the local adapter does.
      if (step === null || step <= factor.lastStep) throw new HttpError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      factor.lastStep = step;
      if (factor.status === 'unverified') {
        factor.status = 'verified';
        factor.updated_at = new Date().toISOString();
      }
      session.aal = 'aal2';
      session.amr = [...session.amr.filter((a) => a.method !== 'totp'), { method: 'totp', timestamp: now() }];
      return issueSession(user, { id: sessionId, aal: session.aal, amr: session.amr });
    }
    if (method === 'DELETE' && action === '') {
      // Auth removes a verified factor only from an aal2 session.
      if (factor.status === 'verified' && session.aal !== 'aal2')
        throw new HttpError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      factors.set(
        user.id,
        factorsOf(user.id).filter((f) => f.id !== factorId),
      );
      return { id: factorId };
    }
    throw new HttpError(404, 'not_found', `no route ${method} /factors/${factorId}${action}`);
  }

  const discovered = new Map<string, Promise<Json>>();
  function discover(provider: string): Promise<Json> {
    const config = options.oauthProviders?.[provider];
    if (!config) return Promise.reject(new HttpError(400, 'validation_failed', 'Unsupported provider: Provider is not enabled'));
    let found = discovered.get(provider);
    if (!found) {
      found = fetch(`${config.issuer}/.well-known/openid-configuration`).then((r) => r.json() as Promise<Json>);
      discovered.set(provider, found);
    }
    return found;
  }

  /** GET /authorize: on to the provider, with GoTrue's own state and PKCE towards it. */
  async function oauthAuthorize(query: Record<string, string>): Promise<Redirect> {
    const provider = query['provider'] ?? '';
    const config = options.oauthProviders?.[provider];
    if (!config) throw new HttpError(400, 'validation_failed', 'Unsupported provider: Provider is not enabled');
    const metadata = await discover(provider);
    const state = base64url(randomBytes(16));
    const verifier = base64url(randomBytes(32));
    const linkUserId = query['link_token'] ? linkTokens.get(query['link_token']) : undefined;
    if (query['link_token']) linkTokens.delete(query['link_token']);
    oauthStates.set(state, {
      provider,
      redirectTo: query['redirect_to'] || settings.siteUrl,
      challenge: query['code_challenge'] ?? '',
      method: query['code_challenge_method'] ?? 's256',
      verifier,
      linkUserId,
    });
    const target = new URL(String(metadata['authorization_endpoint']));
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('client_id', config.clientId);
    target.searchParams.set('redirect_uri', `${url}/auth/v1/callback`);
    target.searchParams.set('scope', query['scopes'] || 'openid profile email');
    target.searchParams.set('state', state);
    target.searchParams.set('code_challenge', base64url(createHash('sha256').update(verifier).digest()));
    target.searchParams.set('code_challenge_method', 'S256');
    return new Redirect(target.toString());
  }

  /** GET /callback: the provider's answer; the user found, linked or created; back to the site with a PKCE code. */
  async function oauthCallback(query: Record<string, string>): Promise<Redirect> {
    const flow = oauthStates.get(query['state'] ?? '');
    if (!flow) throw new HttpError(400, 'bad_oauth_state', 'OAuth state parameter missing or invalid');
    oauthStates.delete(query['state'] ?? '');
    const back = new URL(flow.redirectTo);
    const fail = (error: string, code: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_code', code);
      back.searchParams.set('error_description', description);
      return new Redirect(back.toString());
    };
    if (query['error']) return fail(query['error'], query['error'], 'The provider refused the request');
    const config = options.oauthProviders![flow.provider]!;
    const metadata = await discover(flow.provider);
    const answer = await fetch(String(metadata['token_endpoint']), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: query['code'] ?? '',
        redirect_uri: `${url}/auth/v1/callback`,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code_verifier: flow.verifier,
      }),
    });
    if (!answer.ok) return fail('server_error', 'unexpected_failure', 'Unable to exchange external code');
    const tokens = (await answer.json()) as { id_token?: string };
    const { payload } = await jwtVerify(tokens.id_token ?? '', createRemoteJWKSet(new URL(String(metadata['jwks_uri']))), {
      issuer: config.issuer,
      audience: config.clientId,
    });
    const sub = String(payload.sub);
    const email = payload['email_verified'] === true && typeof payload['email'] === 'string' ? payload['email'].toLowerCase() : '';
    const stamp = new Date().toISOString();
    const identityData: Json = {
      sub,
      name: payload['name'] ?? '',
      full_name: payload['name'] ?? '',
      email,
      email_verified: Boolean(email),
    };
    let owner: StoredUser | undefined;
    for (const [userId, list] of identities)
      if (list.some((each) => each.provider === flow.provider && each.id === sub)) owner = await store.byId(userId);
    const addIdentity = (userId: string) =>
      identities.set(userId, [
        ...identitiesOf(userId),
        {
          identity_id: randomUUID(),
          id: sub,
          user_id: userId,
          provider: flow.provider,
          identity_data: identityData,
          created_at: stamp,
          last_sign_in_at: stamp,
          updated_at: stamp,
        },
      ]);
    let user: StoredUser | undefined;
    if (flow.linkUserId) {
      if (owner && owner.id !== flow.linkUserId)
        return fail('server_error', 'identity_already_exists', 'Identity is already linked to another user');
      if (!owner) addIdentity(flow.linkUserId);
      user = await store.byId(flow.linkUserId);
    } else if (owner) {
      user = owner;
    } else {
      // GoTrue's automatic linking: a verified address of an existing user gets this identity.
      const existing = email ? await store.byEmail(email) : undefined;
      if (existing) {
        addIdentity(existing.id);
        user = existing;
      } else {
        const id = randomUUID();
        user = await store.create({
          id,
          email,
          password: base64url(randomBytes(24)),
          user_metadata: { ...identityData },
          app_metadata: { provider: flow.provider, providers: [flow.provider] },
          email_confirmed_at: email ? stamp : null,
        });
        addIdentity(id);
      }
    }
    if (!user) return fail('server_error', 'user_not_found', 'User not found');
    const code = randomUUID();
    flows.set(code, { userId: user.id, challenge: flow.challenge, method: flow.method, authMethod: 'oauth' });
    back.searchParams.set('code', code);
    return new Redirect(back.toString());
  }

  async function token(grant: string | undefined, body: Json) {
    if (grant === 'password') {
      const user = await store.byEmail(String(body['email'] ?? ''));
      if (!user || !(await store.passwordMatches(user.id, String(body['password'] ?? ''))))
        throw new HttpError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) throw new HttpError(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && Date.parse(user.banned_until) > Date.now()) throw new HttpError(400, 'user_banned', 'User is banned');
      return startSession(user, 'password');
    }
    if (grant === 'refresh_token') {
      const entry = refreshTokens.get(String(body['refresh_token']));
      if (!entry) throw new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = sessions.get(entry.sessionId);
      const user = session && (await store.byId(session.userId));
      if (!session || session.revoked || !user)
        throw new HttpError(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Revoked by Newer Login)');
      if (entry.used) throw new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      entry.used = true;
      return issueSession(user, { id: entry.sessionId, aal: session.aal, amr: session.amr });
    }
    if (grant === 'pkce') {
      const flow = flows.get(String(body['auth_code']));
      const user = flow && (await store.byId(flow.userId));
      if (!flow || !user) throw new HttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      const verifier = String(body['code_verifier'] ?? '');
      const computed = flow.method === 's256' ? base64url(createHash('sha256').update(verifier).digest()) : verifier;
      if (computed !== flow.challenge)
        throw new HttpError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      flows.delete(String(body['auth_code']));
      return startSession(user, flow.authMethod === 'recovery' ? 'recovery' : flow.authMethod === 'oauth' ? 'oauth' : 'otp');
    }
    throw new HttpError(400, 'validation_failed', 'unsupported_grant_type');
  }

  function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(payload === null ? '' : JSON.stringify(payload));
  }

  const mailView = (mail: SentEmail) => ({ ...mail, ...mailDetails.get(mail) });
  const activeSessionIds = (email: string) =>
    [...sessions].filter(([, s]) => !s.revoked && s.email === email.toLowerCase()).map(([id]) => id);

  function reset() {
    store.reset();
    for (const m of [sessions, refreshTokens, flows, links, newEmails, failures, factors, challenges, identities, oauthStates, linkTokens])
      m.clear();
    requests.length = 0;
    outbox.length = 0;
    Object.assign(settings, defaults);
  }

  /**
   * Test controls over HTTP, for a browser test in another process (no apikey needed):
   *   GET    /__fake/outbox[?to=<email>][&type=recovery|signup|email_change]  the mails, oldest first, each with its `link`
   *   DELETE /__fake/outbox                                      forgets them
   *   GET    /__fake/settings, POST /__fake/settings {…}         reads / changes FakeSettings (partial)
   *   GET    /__fake/sessions?email=<email>                      {active: [session ids]}
   *   POST   /__fake/reset                                       sessions, links, mails, settings (and in-memory users)
   */
  function control(method: string, path: string, query: Record<string, string>, body: Json): unknown {
    switch (`${method} ${path}`) {
      case 'GET /__fake/outbox': {
        const to = query['to']?.toLowerCase();
        return outbox.filter((m) => (!to || m.to.toLowerCase() === to) && (!query['type'] || m.type === query['type'])).map(mailView);
      }
      case 'DELETE /__fake/outbox':
        outbox.length = 0;
        links.clear();
        return null;
      case 'GET /__fake/settings':
        return settings;
      case 'POST /__fake/settings': {
        for (const [key, value] of Object.entries(body)) {
          if (!(key in settings)) throw new HttpError(400, 'validation_failed', `unknown setting ${key}`);
          if (typeof value !== typeof settings[key as keyof FakeSettings])
            throw new HttpError(400, 'validation_failed', `${key} must be a ${typeof settings[key as keyof FakeSettings]}`);
        }
        Object.assign(settings, body);
        return settings;
      }
      case 'GET /__fake/sessions':
        return { active: activeSessionIds(query['email'] ?? '') };
      case 'POST /__fake/reset':
        reset();
        return null;
      default:
        throw new HttpError(404, 'not_found', `no route ${method} ${path}`);
    }
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
      const method = req.method ?? 'GET';
      if (parsed.pathname.startsWith('/__fake/')) {
        const result = control(method, parsed.pathname, query, body ?? {});
        return send(res, result === null ? 204 : 200, result);
      }
      const apikey = req.headers['apikey'];
      if (record) {
        requests.push({
          method,
          path: parsed.pathname,
          query,
          body,
          authorization: req.headers.authorization,
          apikey: typeof apikey === 'string' ? apikey : undefined,
        });
      }
      const path = parsed.pathname.replace(/^\/auth\/v1/, '');
      // Supabase's gateway lets e-mail links (opened by a browser, no headers) and the JWKS through without a key.
      const open =
        (method === 'GET' && (path === '/verify' || path === '/authorize' || path === '/callback')) ||
        path === '/.well-known/jwks.json' ||
        path === '/health';
      if (!open && !apikey) return send(res, 401, { message: 'No API key found in request' });
      if (!open && options.anonKey !== undefined && apikey !== options.anonKey && apikey !== options.serviceRoleKey)
        return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      const failure = failures.get(`${method} ${path}`);
      if (failure) return send(res, failure.status, failure.body, versioned ? VERSION_HEADER : {});
      const result = await route(method, path, query, body ?? {}, req);
      if (result instanceof Redirect) {
        res.writeHead(303, { location: result.location });
        return res.end();
      }
      send(res, result === null ? 204 : 200, result);
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'unexpected_failure', String(error));
      if (versioned) send(res, e.status, { code: e.code, message: e.message, ...e.extra }, VERSION_HEADER);
      else send(res, e.status, { code: e.status, error_code: e.code, msg: e.message, ...e.extra });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    kid,
    settings,
    requests,
    outbox,
    store,
    /** The in-memory store's users by lower-cased e-mail (with a database store, query auth.users instead). */
    get users(): Map<string, FakeUser> {
      if (store instanceof MemoryUserStore) return store.users;
      throw new Error('fake.users is the in-memory store: with a database, read auth.users (or fake.store.byEmail)');
    },
    /** The link in this mail, as the e-mail would show it. */
    linkOf: (mail: SentEmail) => mailDetails.get(mail)?.link,
    /** Requests with this method and path (without /auth/v1), e.g. calls('POST', '/logout'). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === `/auth/v1${path}`),
    /** Answers `METHOD /path` (path without /auth/v1) with this status and raw body until reset(). */
    failWith: (routeKey: string, status: number, body: Json) => void failures.set(routeKey, { status, body }),
    /** Ends every session of the user, as an admin or a password change elsewhere would. */
    revokeSessions(email: string) {
      for (const s of sessions.values()) if (s.email === email.toLowerCase()) s.revoked = true;
    },
    activeSessionIds,
    /** Whether the server would still accept this refresh token. */
    refreshTokenUsable(t: string) {
      const entry = refreshTokens.get(t);
      return Boolean(entry && !entry.used && !sessions.get(entry.sessionId)?.revoked);
    },
    /** Forgets sessions, links, mails, failures and settings; users too with the in-memory store. */
    reset,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      });
      await store.close();
    },
  };
}

/**
 * Standalone: `tsx tests/integration/support/fakeGotrue.ts [flags]`, each flag also an environment variable:
 *   --port <n>            FAKE_GOTRUE_PORT          (default 54321; 0 for any free port)
 *   --database-url <url>  FAKE_GOTRUE_DATABASE_URL  users in auth.users of this database (as its owner); else in memory
 *   --anon-key <key>      FAKE_GOTRUE_ANON_KEY      the only apikey accepted (default: a random sb_publishable_… key)
 *   --site-url <url>      FAKE_GOTRUE_SITE_URL      where links without redirect_to land (default http://localhost:4321)
 *   --alg RS256|ES256     FAKE_GOTRUE_ALG
 *   --confirm-email       FAKE_GOTRUE_CONFIRM_EMAIL=1
 *   --service-role-key <key> FAKE_GOTRUE_SERVICE_ROLE_KEY (default: a random sb_secret_… key)
 * Prints SUPABASE_URL=…, SUPABASE_ANON_KEY=… and SUPABASE_SERVICE_ROLE_KEY=… (stdout, one per line), then serves until SIGINT/SIGTERM.
 * The signing keys live as long as the process: tokens from an earlier run no longer verify.
 */
async function main(): Promise<void> {
  const env = process.env;
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'database-url': { type: 'string' },
      'anon-key': { type: 'string' },
      'site-url': { type: 'string' },
      alg: { type: 'string' },
      'confirm-email': { type: 'boolean' },
      'service-role-key': { type: 'string' },
    },
  });
  const alg = values.alg ?? env['FAKE_GOTRUE_ALG'] ?? 'RS256';
  if (alg !== 'RS256' && alg !== 'ES256') throw new Error(`--alg must be RS256 or ES256, not ${alg}`);
  const port = Number(values.port ?? env['FAKE_GOTRUE_PORT'] ?? 54321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`);
  const databaseUrl = values['database-url'] ?? env['FAKE_GOTRUE_DATABASE_URL'];
  const anonKey = values['anon-key'] ?? env['FAKE_GOTRUE_ANON_KEY'] ?? `sb_publishable_${base64url(randomBytes(18))}`;
  const serviceRoleKey = values['service-role-key'] ?? env['FAKE_GOTRUE_SERVICE_ROLE_KEY'] ?? `sb_secret_${base64url(randomBytes(18))}`;
  const settings: Partial<FakeSettings> = {};
  const siteUrl = values['site-url'] ?? env['FAKE_GOTRUE_SITE_URL'];
  if (siteUrl) settings.siteUrl = siteUrl;
  if (values['confirm-email'] || env['FAKE_GOTRUE_CONFIRM_EMAIL'] === '1') settings.confirmEmail = true;

  if (databaseUrl) {
    // Fail now, not on the first sign-up, when the database is not prepared like Supabase.
    const probe = new PostgresUserStore(databaseUrl);
    try {
      await probe.sql`select 1 from auth.users limit 1`;
    } finally {
      await probe.close();
    }
  }
  const fake = await startFakeGotrue({
    alg,
    port,
    anonKey,
    serviceRoleKey,
    settings,
    recordRequests: false,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  console.log(`SUPABASE_URL=${fake.url}`);
  console.log(`SUPABASE_ANON_KEY=${anonKey}`);
  console.log(`SUPABASE_SERVICE_ROLE_KEY=${serviceRoleKey}`);
  console.error(
    `[fake-gotrue] users in ${databaseUrl ? 'auth.users of the database' : 'memory'}; mails at ${fake.url}/__fake/outbox; settings at ${fake.url}/__fake/settings`,
  );
  const stop = () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`[fake-gotrue] ${(error as Error).message}`);
    process.exit(1);
  });
}
