/**
 * Local auth adapter: users live in auth.users of the local database (so the same trigger creates
 * profiles), passwords are hashed with Argon2id, access tokens are HS256 JWTs in Supabase's claim
 * shape, refresh tokens rotate and are stored hashed, sessions can be revoked.
 */
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Database, Tx } from '../db/types';
import { clearSessionCookies, ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from './cookies';
import { hashToken, randomToken } from './tokens';
import {
  AuthError,
  type AccessClaims,
  type AuthPort,
  type AuthUser,
  type CookieJar,
  type SignOutScope,
  type SignUpData,
  type VerifiedSession,
} from './types';
import type { MailQueue } from '../mail/outbox';
import { localePrefix } from '../../i18n/locales';

const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** Refresh a little before expiry so a request never races the clock. */
const REFRESH_MARGIN_SECONDS = 60;
/** Two tabs refreshing at once may present the same token; allow it briefly (as Supabase does). */
const REUSE_INTERVAL_SECONDS = 10;
const RESET_TOKEN_TTL_MINUTES = 60;
const AUDIENCE = 'authenticated';
const ISSUER = 'local-auth';

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  created_at: string;
}

// A hash of a random password: signing in with an unknown e-mail costs the same time as a real one.
const DUMMY_HASH = hash(randomToken());

function toUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    userMetadata: row.raw_user_meta_data ?? {},
    appMetadata: row.raw_app_meta_data ?? {},
    createdAt: row.created_at,
  };
}

export interface LocalAuthOptions {
  db: Database;
  jwtSecret: Uint8Array;
  mail: MailQueue;
  /** Injectable clock (seconds) for tests of expiry and refresh. */
  now?: () => number;
}

export class LocalAuth implements AuthPort {
  readonly kind = 'local' as const;
  private readonly db: Database;
  private readonly secret: Uint8Array;
  private readonly mail: MailQueue;
  private readonly now: () => number;

  constructor(options: LocalAuthOptions) {
    this.db = options.db;
    this.secret = options.jwtSecret;
    this.mail = options.mail;
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async signUp(cookies: CookieJar, data: SignUpData): Promise<{ user: AuthUser; signedIn: boolean }> {
    const passwordHash = await hash(data.password);
    const user = await this.db.asService(async (tx) => {
      const existing = await tx.one('select 1 from auth.users where lower(email) = lower($1)', [data.email]);
      if (existing) throw new AuthError('user_already_exists', 'User already registered');
      try {
        const row = await tx.one<UserRow>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
           values ($1, $2, now(), $3, $4)
           returning id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, created_at`,
          [
            data.email,
            passwordHash,
            JSON.stringify({ full_name: data.fullName, phone: data.phone, company: data.company, role: 'user', locale: data.locale }),
            JSON.stringify({ provider: 'email', providers: ['email'] }),
          ],
        );
        if (!row) throw new Error('insert returned no row');
        return toUser(row);
      } catch (error) {
        // Spec §8: trigger and profile failures surface as one generic message.
        if ((error as { code?: string }).code === '23505') throw new AuthError('user_already_exists', 'User already registered');
        console.error('[auth] sign-up failed', error);
        throw new AuthError('unexpected_failure', 'Database error saving new user');
      }
    });
    await this.startSession(cookies, user);
    return { user, signedIn: true };
  }

  async signIn(cookies: CookieJar, email: string, password: string): Promise<AuthUser> {
    const row = await this.db.asService((tx) =>
      tx.one<UserRow & { banned_until: string | null }>(
        `select id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, created_at, banned_until
         from auth.users where lower(email) = lower($1)`,
        [email],
      ),
    );
    const valid = await verify(row?.encrypted_password ?? (await DUMMY_HASH), password);
    if (!row || !valid) throw new AuthError('invalid_credentials', 'Invalid login credentials');
    if (row.banned_until && new Date(row.banned_until) > new Date()) throw new AuthError('invalid_credentials', 'User is banned');
    await this.db.asService((tx) => tx.query('update auth.users set last_sign_in_at = now() where id = $1', [row.id]));
    const user = toUser(row);
    await this.startSession(cookies, user);
    return user;
  }

  async signOut(cookies: CookieJar, scope: SignOutScope): Promise<void> {
    const claims = await this.verifyAccess(cookies.get(ACCESS_COOKIE), { allowExpired: true });
    if (claims) {
      await this.db.asService(async (tx) => {
        if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [claims.session_id]);
        else if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
        else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
      });
    }
    // "others" keeps this device signed in; every other scope ends the local session.
    if (scope !== 'others') clearSessionCookies(cookies);
  }

  async getSession(cookies: CookieJar): Promise<VerifiedSession | null> {
    const access = cookies.get(ACCESS_COOKIE);
    const refresh = cookies.get(REFRESH_COOKIE);
    if (!access && !refresh) return null;
    const claims = await this.verifyAccess(access);
    if (claims && claims.exp - this.now() > REFRESH_MARGIN_SECONDS) {
      const alive = await this.db.asService((tx) =>
        tx.one('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, claims.sub]),
      );
      if (alive) return { claims, user: userFromClaims(claims) };
      clearSessionCookies(cookies);
      return null;
    }
    if (!refresh) {
      clearSessionCookies(cookies);
      return null;
    }
    return this.refresh(cookies, refresh);
  }

  async requestPasswordReset(_cookies: CookieJar, email: string, locale: 'en' | 'th', origin: string): Promise<void> {
    await this.db.asService(async (tx) => {
      const user = await tx.one<{ id: string; email: string; name: string | null }>(
        `select u.id, u.email, p.full_name as name from auth.users u left join public.profiles p on p.id = u.id
         where lower(u.email) = lower($1)`,
        [email],
      );
      if (!user) return;
      const token = randomToken();
      await tx.query(
        `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, 'recovery_token', $2, $3)`,
        [user.id, hashToken(token), user.email],
      );
      const path = `${localePrefix(locale)}/auth/reset`;
      const link = `${origin}${path}?token=${encodeURIComponent(token)}`;
      await this.mail.enqueuePasswordReset(tx, { to: user.email, name: user.name ?? '', link, locale });
    });
  }

  async resetPassword(cookies: CookieJar, token: string, password: string): Promise<void> {
    const passwordHash = await hash(password);
    const user = await this.db.asService(async (tx) => {
      const row = await tx.one<{ id: string; user_id: string }>(
        `select id, user_id from auth.one_time_tokens
         where token_hash = $1 and token_type = 'recovery_token' and used_at is null
           and created_at > now() - make_interval(mins => $2)`,
        [hashToken(token), RESET_TOKEN_TTL_MINUTES],
      );
      if (!row) throw new AuthError('invalid_token', 'Reset link is invalid or has expired');
      await tx.query('update auth.one_time_tokens set used_at = now() where user_id = $1 and used_at is null', [row.user_id]);
      await tx.query('update auth.users set encrypted_password = $1, updated_at = now() where id = $2', [passwordHash, row.user_id]);
      // A new password ends every existing session.
      await tx.query('delete from auth.sessions where user_id = $1', [row.user_id]);
      return tx.one<UserRow>(
        'select id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data, created_at from auth.users where id = $1',
        [row.user_id],
      );
    });
    if (user) await this.startSession(cookies, toUser(user));
  }

  async updatePassword(_cookies: CookieJar, session: VerifiedSession, password: string): Promise<void> {
    const passwordHash = await hash(password);
    await this.db.asService(async (tx) => {
      await tx.query('update auth.users set encrypted_password = $1, updated_at = now() where id = $2', [passwordHash, session.user.id]);
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [session.user.id, session.claims.session_id]);
    });
  }

  private async startSession(cookies: CookieJar, user: AuthUser): Promise<void> {
    const refreshToken = randomToken();
    const sessionId = await this.db.asService(async (tx) => {
      const session = await tx.one<{ id: string }>('insert into auth.sessions (id, user_id) values (gen_random_uuid(), $1) returning id', [user.id]);
      if (!session) throw new Error('session insert returned no row');
      await tx.query('insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)', [
        hashToken(refreshToken),
        user.id,
        session.id,
      ]);
      return session.id;
    });
    setSessionCookies(cookies, await this.signAccess(user, sessionId), refreshToken);
  }

  private async refresh(cookies: CookieJar, refreshToken: string): Promise<VerifiedSession | null> {
    const next = randomToken();
    const result = await this.db.asService(async (tx: Tx) => {
      const row = await tx.one<{ id: number; user_id: string; session_id: string; revoked: boolean; age: number }>(
        `select id, user_id, session_id, revoked, extract(epoch from now() - updated_at)::int as age
         from auth.refresh_tokens where token_hash = $1`,
        [hashToken(refreshToken)],
      );
      if (!row) return null;
      if (row.revoked && row.age > REUSE_INTERVAL_SECONDS) {
        // A rotated token presented again: treat as stolen and end that session.
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return null;
      }
      const user = await tx.one<UserRow>(
        `select u.id, u.email, u.encrypted_password, u.raw_user_meta_data, u.raw_app_meta_data, u.created_at
         from auth.users u join auth.sessions s on s.user_id = u.id where s.id = $1`,
        [row.session_id],
      );
      if (!user) return null;
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and not revoked', [row.id]);
      await tx.query('insert into auth.refresh_tokens (token_hash, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        hashToken(next),
        row.user_id,
        row.session_id,
        hashToken(refreshToken),
      ]);
      return { user: toUser(user), sessionId: row.session_id };
    });
    if (!result) {
      clearSessionCookies(cookies);
      return null;
    }
    const access = await this.signAccess(result.user, result.sessionId);
    setSessionCookies(cookies, access, next);
    const claims = await this.verifyAccess(access);
    return claims ? { claims, user: result.user } : null;
  }

  private async signAccess(user: AuthUser, sessionId: string): Promise<string> {
    const now = this.now();
    return new SignJWT({
      email: user.email,
      role: 'authenticated',
      session_id: sessionId,
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      aal: 'aal1',
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  private async verifyAccess(token: string | undefined, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: new Date(this.now() * 1000),
        ...(options.allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
      });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
      return payload as unknown as AccessClaims;
    } catch (error) {
      // Tampered, malformed or expired: the caller falls back to the refresh token or signs out.
      if (!(error instanceof joseErrors.JOSEError)) throw error;
      return null;
    }
  }
}

function userFromClaims(claims: AccessClaims): AuthUser {
  return { id: claims.sub, email: claims.email, userMetadata: claims.user_metadata ?? {}, appMetadata: claims.app_metadata ?? {} };
}
