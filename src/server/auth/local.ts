/**
 * Local auth adapter: users live in auth.users of the local database (so the same trigger creates
 * profiles), passwords are hashed with Argon2id, access tokens are HS256 JWTs in Supabase's claim
 * shape, refresh tokens rotate and are stored hashed, sessions can be revoked.
 */
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { AuthUsers, DB, JsonValue } from '../db/schema.generated';
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
import { localePrefix, type Locale } from '../../i18n/locales';

const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** Refresh a little before expiry so a request never races the clock. */
const REFRESH_MARGIN_SECONDS = 60;
/** Two tabs refreshing at once may present the same token; allow it briefly (as Supabase does). */
const REUSE_INTERVAL_SECONDS = 10;
const RESET_TOKEN_TTL_MINUTES = 60;
const AUDIENCE = 'authenticated';
const ISSUER = 'local-auth';

const USER_COLUMNS = ['id', 'email', 'encrypted_password', 'raw_user_meta_data', 'raw_app_meta_data', 'created_at'] as const;
type UserRow = Pick<Selectable<AuthUsers>, (typeof USER_COLUMNS)[number]>;

/** E-mail addresses match however they are cased (the unique index is on lower(email)). */
const emailIs = (email: string) => (eb: ExpressionBuilder<Pick<DB, 'auth.users'>, 'auth.users'>) =>
  eb(eb.fn('lower', ['auth.users.email']), '=', eb.fn('lower', [eb.val(email)]));

/** Metadata columns hold a JSON object; anything else reads as no metadata. */
function metadata(value: JsonValue): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

// A hash of a random password: signing in with an unknown e-mail costs the same time as a real one.
const DUMMY_HASH = hash(randomToken());

function toUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email ?? '',
    userMetadata: metadata(row.raw_user_meta_data),
    appMetadata: metadata(row.raw_app_meta_data),
    createdAt: row.created_at.toISOString(),
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
    // Service role throughout this adapter: it plays GoTrue, which owns the auth schema (no user role may
    // read or write auth.users, sessions or tokens).
    const user = await this.db.asService(async (tx) => {
      const existing = await tx.db.selectFrom('auth.users').select('id').where(emailIs(data.email)).executeTakeFirst();
      if (existing) throw new AuthError('user_already_exists', 'User already registered');
      try {
        const row = await tx.db
          .insertInto('auth.users')
          .values({
            email: data.email,
            encrypted_password: passwordHash,
            email_confirmed_at: sql<Date>`now()`,
            raw_user_meta_data: JSON.stringify({
              full_name: data.fullName,
              phone: data.phone,
              company: data.company,
              role: 'user',
              locale: data.locale,
            }),
            raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'] }),
          })
          .returning(USER_COLUMNS)
          .executeTakeFirst();
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
      tx.db
        .selectFrom('auth.users')
        .select([...USER_COLUMNS, 'banned_until'])
        .where(emailIs(email))
        .executeTakeFirst(),
    );
    const valid = await verify(row?.encrypted_password ?? (await DUMMY_HASH), password);
    if (!row || !valid) throw new AuthError('invalid_credentials', 'Invalid login credentials');
    if (row.banned_until && new Date(row.banned_until) > new Date()) throw new AuthError('invalid_credentials', 'User is banned');
    await this.db.asService((tx) =>
      tx.db
        .updateTable('auth.users')
        .set({ last_sign_in_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute(),
    );
    const user = toUser(row);
    await this.startSession(cookies, user);
    return user;
  }

  async signOut(cookies: CookieJar, scope: SignOutScope): Promise<void> {
    const claims = await this.verifyAccess(cookies.get(ACCESS_COOKIE), { allowExpired: true });
    if (claims) {
      await this.db.asService(async (tx) => {
        const sessions = tx.db.deleteFrom('auth.sessions');
        if (scope === 'local') await sessions.where('id', '=', claims.session_id).execute();
        else if (scope === 'global') await sessions.where('user_id', '=', claims.sub).execute();
        else await sessions.where('user_id', '=', claims.sub).where('id', '<>', claims.session_id).execute();
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
        tx.db
          .selectFrom('auth.sessions')
          .select('id')
          .where('id', '=', claims.session_id)
          .where('user_id', '=', claims.sub)
          .executeTakeFirst(),
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

  async requestPasswordReset(_cookies: CookieJar, email: string, locale: Locale, origin: string): Promise<void> {
    await this.db.asService(async (tx) => {
      const user = await tx.db
        .selectFrom('auth.users as u')
        .leftJoin('public.profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'p.full_name as name'])
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)])))
        .executeTakeFirst();
      // A user without an address cannot match lower(email) = lower($1); the check narrows the type.
      if (!user?.email) return;
      const token = randomToken();
      await tx.db
        .insertInto('auth.one_time_tokens')
        .values({ user_id: user.id, token_type: 'recovery_token', token_hash: hashToken(token), relates_to: user.email })
        .execute();
      const path = `${localePrefix(locale)}/auth/reset`;
      const link = `${origin}${path}?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue(tx, 'password_reset', { to: user.email, name: user.name ?? '', link, locale });
    });
  }

  async resetPassword(cookies: CookieJar, token: string, password: string): Promise<AuthUser> {
    const passwordHash = await hash(password);
    const user = await this.db.asService(async (tx) => {
      const row = await tx.db
        .selectFrom('auth.one_time_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', hashToken(token))
        .where('token_type', '=', 'recovery_token')
        .where('used_at', 'is', null)
        .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`)
        .executeTakeFirst();
      if (!row) throw new AuthError('invalid_token', 'Reset link is invalid or has expired');
      const now = sql<Date>`now()`;
      await tx.db
        .updateTable('auth.one_time_tokens')
        .set({ used_at: now })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      await tx.db
        .updateTable('auth.users')
        .set({ encrypted_password: passwordHash, updated_at: now })
        .where('id', '=', row.user_id)
        .execute();
      // A new password ends every existing session.
      await tx.db.deleteFrom('auth.sessions').where('user_id', '=', row.user_id).execute();
      // The token's user: the foreign key keeps it there while the token exists.
      return tx.db.selectFrom('auth.users').select(USER_COLUMNS).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    });
    const signedIn = toUser(user);
    await this.startSession(cookies, signedIn);
    return signedIn;
  }

  async updatePassword(_cookies: CookieJar, session: VerifiedSession, password: string): Promise<void> {
    const passwordHash = await hash(password);
    await this.db.asService(async (tx) => {
      await tx.db
        .updateTable('auth.users')
        .set({ encrypted_password: passwordHash, updated_at: sql<Date>`now()` })
        .where('id', '=', session.user.id)
        .execute();
      await tx.db.deleteFrom('auth.sessions').where('user_id', '=', session.user.id).where('id', '<>', session.claims.session_id).execute();
    });
  }

  private async startSession(cookies: CookieJar, user: AuthUser): Promise<void> {
    const refreshToken = randomToken();
    const sessionId = await this.db.asService(async (tx) => {
      const session = await tx.db
        .insertInto('auth.sessions')
        .values({ id: sql<string>`gen_random_uuid()`, user_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.db
        .insertInto('auth.refresh_tokens')
        .values({ token_hash: hashToken(refreshToken), user_id: user.id, session_id: session.id })
        .execute();
      return session.id;
    });
    setSessionCookies(cookies, await this.signAccess(user, sessionId), refreshToken);
  }

  private async refresh(cookies: CookieJar, refreshToken: string): Promise<VerifiedSession | null> {
    const next = randomToken();
    const result = await this.db.asService(async (tx: Tx) => {
      const row = await tx.db
        .selectFrom('auth.refresh_tokens')
        .select(['id', 'user_id', 'session_id', 'revoked', sql<number>`extract(epoch from now() - updated_at)::int`.as('age')])
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      // Tokens are always issued with a session; one without (the column allows it) refreshes nothing.
      if (!row?.session_id) return null;
      const sessionId = row.session_id;
      if (row.revoked && row.age > REUSE_INTERVAL_SECONDS) {
        // A rotated token presented again: treat as stolen and end that session.
        await tx.db.deleteFrom('auth.sessions').where('id', '=', sessionId).execute();
        return null;
      }
      const user = await tx.db
        .selectFrom('auth.users as u')
        .innerJoin('auth.sessions as s', 's.user_id', 'u.id')
        .select(USER_COLUMNS.map((column) => `u.${column}` as const))
        .where('s.id', '=', sessionId)
        .executeTakeFirst();
      if (!user) return null;
      await tx.db
        .updateTable('auth.refresh_tokens')
        .set({ revoked: true, updated_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .where('revoked', '=', false)
        .execute();
      await tx.db
        .insertInto('auth.refresh_tokens')
        .values({ token_hash: hashToken(next), user_id: row.user_id, session_id: sessionId, parent: hashToken(refreshToken) })
        .execute();
      return { user: toUser(user), sessionId };
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
