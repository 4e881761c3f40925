/**
 * Local auth adapter: users live in auth.users of the local database (so the same trigger creates
 * profiles), passwords are hashed with Argon2id, access tokens are HS256 JWTs in Supabase's claim
 * shape, refresh tokens rotate and are stored hashed, sessions can be revoked.
 */
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { AuthUsers, DB, JsonValue } from '../../db/schema.generated';
import type { Database, Tx } from '../../db/types';
import { clearSessionCookies, ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from './cookies';
import { hashToken, randomToken } from './tokens';
import { DEFAULT_LOCAL_MFA_KEY, decryptSecret, encryptSecret, matchingStep, newRecoveryCodes, newTotpSecret, secretKey } from './totp';
import {
  AuthError,
  type AccessClaims,
  type AuthPort,
  type AuthUser,
  type CookieJar,
  type MfaFactor,
  type RecoveryOutcome,
  type SignedIn,
  type SignOutScope,
  type ConfirmLanding,
  type EmailChange,
  type SignUpData,
  type TotpEnrolment,
  type VerifiedSession,
} from '../types';
import { formatRecoveryCode, normaliseRecoveryCode, normaliseTotpCode, type Aal } from '../../../domain/auth/twoStep';
import type { MailQueue } from '../../mail/outbox';
import { LocalIdentities } from './identities';
import { OidcClients } from './oidc';
import type { AccountIdentity, SocialResult } from '../types';
import type { SocialProvider } from '../../../domain/auth/identities';
import { localePrefix, type Locale } from '../../../i18n/locales';
import { queueAddedAddress, queueConfirmation, queueEmailChange, takeConfirmation } from './localConfirmation';
import { sameEmail } from '../../../domain/auth/emailChange';

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

/** Whether the user of session `s` has a verified factor: then the session owes a code until aal2. */
const HAS_VERIFIED_FACTOR = sql<boolean>`exists (select 1 from auth.mfa_factors f where f.user_id = s.user_id and f.status = 'verified')`;

type AmrClaim = { method: string; timestamp: number };

/** The session's `amr` claim, oldest first, as Supabase puts it in the JWT. */
async function amrOf(tx: Tx, sessionId: string): Promise<AmrClaim[]> {
  const rows = await tx.db
    .selectFrom('auth.mfa_amr_claims')
    .select(['authentication_method', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ method: row.authentication_method, timestamp: Math.floor(new Date(row.created_at).getTime() / 1000) }));
}

const asAal = (value: string): Aal => (value === 'aal2' ? 'aal2' : 'aal1');

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
  /** AES-256-GCM key of the stored TOTP secrets (totp.ts secretKey); the embedded local default without one. */
  mfaKey?: Buffer;
  mail: MailQueue;
  /** Injectable clock (seconds) for tests of expiry and refresh. */
  now?: () => number;
  /** Social sign-in providers (oidc.ts); none without. */
  oidc?: OidcClients;
}

export class LocalAuth implements AuthPort {
  readonly kind = 'local' as const;
  private readonly db: Database;
  private readonly secret: Uint8Array;
  private readonly mfaKey: Buffer;
  private readonly mail: MailQueue;
  private readonly now: () => number;
  private readonly identities: LocalIdentities;

  constructor(options: LocalAuthOptions) {
    this.db = options.db;
    this.secret = options.jwtSecret;
    this.mfaKey = options.mfaKey ?? secretKey(DEFAULT_LOCAL_MFA_KEY);
    this.mail = options.mail;
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.identities = new LocalIdentities({
      db: this.db,
      oidc: options.oidc ?? new OidcClients({}),
      toUser,
      startSession: async (cookies, user) => {
        await this.startSession(cookies, user, 'oauth');
        return this.db.asService(async (tx) => {
          const factor = await tx.db
            .selectFrom('auth.mfa_factors')
            .select('id')
            .where('user_id', '=', user.id)
            .where('status', '=', 'verified')
            .executeTakeFirst();
          return factor !== undefined;
        });
      },
    });
  }

  async signUp(_cookies: CookieJar, data: SignUpData): Promise<{ user: AuthUser; signedIn: boolean }> {
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
            // Unconfirmed until the link in the confirmation e-mail is followed (decision 0049).
            email_confirmed_at: null,
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
        const created = toUser(row);
        // The account and its confirmation e-mail in one transaction: no account without its link.
        await queueConfirmation(
          tx,
          this.mail,
          { id: created.id, email: data.email, name: data.fullName },
          { origin: data.origin, locale: data.locale, next: data.next },
        );
        return created;
      } catch (error) {
        // Spec §8: trigger and profile failures surface as one generic message.
        if ((error as { code?: string }).code === '23505') throw new AuthError('user_already_exists', 'User already registered');
        console.error('[auth] sign-up failed', error);
        throw new AuthError('unexpected_failure', 'Database error saving new user');
      }
    });
    // No session until the address is confirmed: the spec's "Account Created Successfully!" panel.
    return { user, signedIn: false };
  }

  async signIn(cookies: CookieJar, email: string, password: string): Promise<SignedIn> {
    const row = await this.db.asService((tx) =>
      tx.db
        .selectFrom('auth.users')
        .select([...USER_COLUMNS, 'banned_until', 'email_confirmed_at'])
        .where(emailIs(email))
        .executeTakeFirst(),
    );
    const valid = await verify(row?.encrypted_password ?? (await DUMMY_HASH), password);
    if (!row || !valid) throw new AuthError('invalid_credentials', 'Invalid login credentials');
    // Said only to whoever knows the password (GoTrue's order too), so it tells a stranger nothing.
    if (!row.email_confirmed_at) throw new AuthError('email_not_confirmed', 'Email not confirmed');
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
    const factor = await this.db.asService((tx) =>
      tx.db.selectFrom('auth.mfa_factors').select('id').where('user_id', '=', row.id).where('status', '=', 'verified').executeTakeFirst(),
    );
    return { ...user, twoStepRequired: factor !== undefined };
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
          .selectFrom('auth.sessions as s')
          .select(['s.id', HAS_VERIFIED_FACTOR.as('has_factor')])
          .where('s.id', '=', claims.session_id)
          .where('s.user_id', '=', claims.sub)
          .executeTakeFirst(),
      );
      if (alive) return { claims, user: userFromClaims(claims), nextAal: alive.has_factor ? 'aal2' : 'aal1' };
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

  async confirmEmail(cookies: CookieJar, token: string): Promise<{ state: 'confirmed' | 'alreadyConfirmed'; signedIn: boolean }> {
    // The browser's own session, if any: a changed address ends the account's other sessions, not this one.
    const current = await this.getSession(cookies);
    const taken = await this.db.asService((tx) => takeConfirmation(tx, token, current?.claims.session_id));
    if (taken.state === 'invalid') throw new AuthError('invalid_token', 'Email link is invalid or has expired');
    if (taken.state === 'alreadyConfirmed') return { state: taken.state, signedIn: false };
    if (taken.addedAddress) {
      // The link proves the inbox, not the account: whoever holds an address typed by mistake must not
      // be signed in to the account that typed it. The owner's own browser gets a token with the address.
      const refresh = cookies.get(REFRESH_COOKIE);
      if (current?.user.id !== taken.userId || !refresh) return { state: 'confirmed', signedIn: false };
      await this.refresh(cookies, refresh);
      return { state: 'confirmed', signedIn: true };
    }
    // The link proved the inbox minutes after the password was chosen: it signs the owner in, as
    // Supabase's confirmation link does (decision 0049).
    const row = await this.db.asService((tx) =>
      tx.db.selectFrom('auth.users').select(USER_COLUMNS).where('id', '=', taken.userId).executeTakeFirstOrThrow(),
    );
    await this.startSession(cookies, toUser(row));
    return { state: 'confirmed', signedIn: true };
  }

  async resendConfirmation(_cookies: CookieJar, email: string, landing: ConfirmLanding): Promise<void> {
    await this.db.asService(async (tx) => {
      const user = await tx.db
        .selectFrom('auth.users as u')
        .leftJoin('public.profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'p.full_name as name'])
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)])))
        .where('u.email_confirmed_at', 'is', null)
        .executeTakeFirst();
      // A confirmed or unknown address gets nothing, and the caller answers the same either way.
      if (!user?.email) return;
      await queueConfirmation(tx, this.mail, { id: user.id, email: user.email, name: user.name ?? '' }, landing);
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
        // The reset link proved the inbox too: an unconfirmed address is confirmed (as GoTrue does).
        .set({ encrypted_password: passwordHash, updated_at: now, email_confirmed_at: sql<Date>`coalesce(email_confirmed_at, now())` })
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

  async listFactors(_cookies: CookieJar, session: VerifiedSession): Promise<MfaFactor[]> {
    const rows = await this.db.asService((tx) =>
      tx.db
        .selectFrom('auth.mfa_factors')
        .select(['id', 'friendly_name', 'status', 'created_at'])
        .where('user_id', '=', session.user.id)
        .orderBy('created_at')
        .execute(),
    );
    return rows.map((row) => ({
      id: row.id,
      friendlyName: row.friendly_name,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async enrollTotp(_cookies: CookieJar, session: VerifiedSession, friendlyName: string): Promise<TotpEnrolment> {
    const fresh = await newTotpSecret(session.user.email);
    const factorId = await this.db.asService(async (tx) => {
      // An enrolment left unconfirmed is dropped by the next one (as GoTrue does), so its name is free again.
      await tx.db.deleteFrom('auth.mfa_factors').where('user_id', '=', session.user.id).where('status', '=', 'unverified').execute();
      const taken = await tx.db
        .selectFrom('auth.mfa_factors')
        .select('id')
        .where('user_id', '=', session.user.id)
        .where('friendly_name', '=', friendlyName)
        .executeTakeFirst();
      if (taken) throw new AuthError('factor_name_taken', 'A factor with this friendly name already exists');
      const row = await tx.db
        .insertInto('auth.mfa_factors')
        .values({ user_id: session.user.id, friendly_name: friendlyName, secret: encryptSecret(this.mfaKey, fresh.secret) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return { factorId, friendlyName, ...fresh };
  }

  async confirmTotp(cookies: CookieJar, session: VerifiedSession, factorId: string, code: string): Promise<{ recoveryCodes: string[] }> {
    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((plain) => hash(plain)));
    await this.db.asService(async (tx) => {
      await this.acceptCode(tx, session.user.id, code, { factorId, status: 'unverified' });
      await tx.db
        .updateTable('auth.mfa_factors')
        .set({ status: 'verified', updated_at: sql<Date>`now()` })
        .where('id', '=', factorId)
        .execute();
      // A new set replaces the old one: codes written down for an earlier factor stop working.
      await tx.db.deleteFrom('auth.mfa_recovery_codes').where('user_id', '=', session.user.id).execute();
      await tx.db
        .insertInto('auth.mfa_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: session.user.id, code_hash })))
        .execute();
      // Enrolling a factor signs out the other devices: whoever held a session without it is out.
      await tx.db.deleteFrom('auth.sessions').where('user_id', '=', session.user.id).where('id', '<>', session.claims.session_id).execute();
    });
    await this.raiseToAal2(cookies, session, 'totp', factorId);
    return { recoveryCodes: recoveryCodes.map(formatRecoveryCode) };
  }

  async verifyTotp(cookies: CookieJar, session: VerifiedSession, code: string): Promise<void> {
    const factorId = await this.db.asService((tx) => this.acceptCode(tx, session.user.id, code, { status: 'verified' }));
    await this.raiseToAal2(cookies, session, 'totp', factorId);
  }

  async verifyRecoveryCode(cookies: CookieJar, session: VerifiedSession, typed: string): Promise<RecoveryOutcome> {
    await this.db.asService((tx) => this.spendRecoveryCode(tx, session.user.id, typed));
    await this.raiseToAal2(cookies, session, 'recovery', null);
    return 'signedIn';
  }

  async recoveryCodesLeft(_cookies: CookieJar, session: VerifiedSession): Promise<number | null> {
    return this.db.asService(async (tx) => {
      const row = await tx.db
        .selectFrom('auth.mfa_recovery_codes')
        .select([
          (eb) => eb.fn.countAll<string>().as('issued'),
          (eb) => eb.fn.count<string>('id').filterWhere('used_at', 'is', null).as('left'),
        ])
        .where('user_id', '=', session.user.id)
        .executeTakeFirst();
      return Number(row?.issued ?? 0) === 0 ? null : Number(row?.left ?? 0);
    });
  }

  async renewRecoveryCodes(_cookies: CookieJar, session: VerifiedSession, code: string): Promise<string[]> {
    const recoveryCodes = newRecoveryCodes();
    const hashes = await Promise.all(recoveryCodes.map((plain) => hash(plain)));
    await this.db.asService(async (tx) => {
      const hasFactor = await tx.db
        .selectFrom('auth.mfa_factors')
        .select('id')
        .where('user_id', '=', session.user.id)
        .where('status', '=', 'verified')
        .executeTakeFirst();
      if (!hasFactor) throw new AuthError('invalid_code', 'No verified factor');
      // A current code of an authenticator, or one of the codes being replaced: whoever finds a session
      // left open cannot swap the codes the owner wrote down.
      if (normaliseTotpCode(code)) await this.acceptCode(tx, session.user.id, code, { status: 'verified' });
      else await this.spendRecoveryCode(tx, session.user.id, code);
      await tx.db.deleteFrom('auth.mfa_recovery_codes').where('user_id', '=', session.user.id).execute();
      await tx.db
        .insertInto('auth.mfa_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: session.user.id, code_hash })))
        .execute();
    });
    return recoveryCodes.map(formatRecoveryCode);
  }

  async unenrollTotp(_cookies: CookieJar, session: VerifiedSession, factorId: string, code: string): Promise<void> {
    await this.db.asService(async (tx) => {
      const factor = await tx.db
        .selectFrom('auth.mfa_factors')
        .select('status')
        .where('id', '=', factorId)
        .where('user_id', '=', session.user.id)
        .executeTakeFirst();
      if (!factor) throw new AuthError('invalid_code', 'Factor not found');
      // A fresh code of a verified factor: a session left open on a shared computer cannot remove it.
      await this.acceptCode(tx, session.user.id, code, { status: 'verified' });
      await tx.db.deleteFrom('auth.mfa_factors').where('id', '=', factorId).execute();
      const left = await tx.db
        .selectFrom('auth.mfa_factors')
        .select('id')
        .where('user_id', '=', session.user.id)
        .where('status', '=', 'verified')
        .executeTakeFirst();
      if (!left) await tx.db.deleteFrom('auth.mfa_recovery_codes').where('user_id', '=', session.user.id).execute();
    });
  }

  // Social sign-in and identities (docs/decisions/0048): identities.ts does the work.

  socialProviders(): SocialProvider[] {
    return this.identities.providers();
  }

  startSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    options: { callbackUrl: string; link: VerifiedSession | null },
  ): Promise<string> {
    return this.identities.start(cookies, provider, options.callbackUrl, options.link);
  }

  finishSocial(
    cookies: CookieJar,
    provider: SocialProvider,
    callbackUrl: URL,
    context: { session: VerifiedSession | null; locale: Locale },
  ): Promise<SocialResult> {
    return this.identities.finish(cookies, provider, callbackUrl, context.session, context.locale);
  }

  listIdentities(_cookies: CookieJar, session: VerifiedSession): Promise<AccountIdentity[]> {
    return this.identities.list(session);
  }

  unlinkIdentity(_cookies: CookieJar, session: VerifiedSession, provider: SocialProvider): Promise<void> {
    return this.identities.unlink(session, provider);
  }

  async setEmail(_cookies: CookieJar, session: VerifiedSession, email: string, landing: ConfirmLanding): Promise<void> {
    // The address waits for its link (localConfirmation.ts); the access token gets it once it is followed.
    await this.identities.setEmail(session, email, (tx, user) => queueAddedAddress(tx, this.mail, user, email, landing));
  }

  async changeEmail(_cookies: CookieJar, session: VerifiedSession, input: EmailChange, landing: ConfirmLanding): Promise<void> {
    const account = await this.db.asService((tx) =>
      tx.db
        .selectFrom('auth.users as u')
        .leftJoin('public.profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'u.email', 'u.encrypted_password', 'p.full_name'])
        .where('u.id', '=', session.user.id)
        .executeTakeFirst(),
    );
    // An account without an address adds one (setEmail); this replaces one.
    if (!account?.email) throw new AuthError('not_signed_in', 'The account has no address to change');
    // The password is the proof when the account has one (a session left open elsewhere is not enough);
    // a social-only account has none, and its session (aal2 with a factor) is the proof.
    if (account.encrypted_password && !(await verify(account.encrypted_password, input.currentPassword))) {
      throw new AuthError('invalid_credentials', 'Current password is wrong');
    }
    if (sameEmail(account.email, input.email)) throw new AuthError('email_unchanged', 'This is already the account address');
    await this.db.asService(async (tx) => {
      const taken = await tx.db.selectFrom('auth.users').select('id').where(emailIs(input.email)).executeTakeFirst();
      // Another account's address: the same answer as success and nothing sent (no account probing).
      if (taken) return;
      await queueEmailChange(tx, this.mail, { id: account.id, name: account.full_name ?? '' }, input.email, landing);
    });
  }

  /**
   * Accepts a code of one of the user's factors (the given one, or any in the given status): right
   * within ±1 step, and of a later step than the last code that factor accepted. The step is stored in
   * the same statement that checks it, so two requests with one code cannot both pass. Answers the factor.
   */
  /** Marks a right, unused recovery code of the account used, or refuses it. */
  private async spendRecoveryCode(tx: Tx, userId: string, typed: string): Promise<void> {
    const plain = normaliseRecoveryCode(typed);
    if (!plain) throw new AuthError('invalid_code', 'Invalid recovery code');
    const rows = await tx.db
      .selectFrom('auth.mfa_recovery_codes')
      .select(['id', 'code_hash'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    let matched: string | undefined;
    for (const row of rows) if (!matched && (await verify(row.code_hash, plain))) matched = row.id;
    if (!matched) throw new AuthError('invalid_code', 'Invalid recovery code');
    // used_at is null in the condition: two requests racing with one code, only one marks it.
    const used = await tx.db
      .updateTable('auth.mfa_recovery_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', matched)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw new AuthError('code_already_used', 'Recovery code already used');
  }

  private async acceptCode(
    tx: Tx,
    userId: string,
    typed: string,
    which: { factorId?: string; status: 'verified' | 'unverified' },
  ): Promise<string> {
    const code = normaliseTotpCode(typed);
    if (!code) throw new AuthError('invalid_code', 'Invalid TOTP code entered');
    let query = tx.db
      .selectFrom('auth.mfa_factors')
      .select(['id', 'secret', 'last_used_step'])
      .where('user_id', '=', userId)
      .where('status', '=', which.status);
    if (which.factorId) query = query.where('id', '=', which.factorId);
    const now = this.now();
    for (const factor of await query.execute()) {
      const step = matchingStep(decryptSecret(this.mfaKey, factor.secret), code, now);
      if (step === null) continue;
      const accepted = await tx.db
        .updateTable('auth.mfa_factors')
        .set({ last_used_step: step, last_challenged_at: sql<Date>`now()` })
        .where('id', '=', factor.id)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      if (!accepted) throw new AuthError('code_already_used', 'This code was already used');
      return factor.id;
    }
    throw new AuthError('invalid_code', 'Invalid TOTP code entered');
  }

  /** The session passed its second step: aal2 in the database and in a new access token. */
  private async raiseToAal2(
    cookies: CookieJar,
    session: VerifiedSession,
    method: 'totp' | 'recovery',
    factorId: string | null,
  ): Promise<void> {
    const sessionId = session.claims.session_id;
    const amr = await this.db.asService(async (tx) => {
      await tx.db.updateTable('auth.sessions').set({ aal: 'aal2', factor_id: factorId }).where('id', '=', sessionId).execute();
      await tx.db
        .insertInto('auth.mfa_amr_claims')
        .values({ session_id: sessionId, authentication_method: method })
        .onConflict((oc) => oc.columns(['session_id', 'authentication_method']).doNothing())
        .execute();
      return amrOf(tx, sessionId);
    });
    const refresh = cookies.get(REFRESH_COOKIE);
    if (!refresh) throw new AuthError('not_signed_in');
    setSessionCookies(cookies, await this.signAccess(session.user, sessionId, 'aal2', amr), refresh);
  }

  private async startSession(cookies: CookieJar, user: AuthUser, method: 'password' | 'oauth' = 'password'): Promise<void> {
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
      await tx.db.insertInto('auth.mfa_amr_claims').values({ session_id: session.id, authentication_method: method }).execute();
      return { id: session.id, amr: await amrOf(tx, session.id) };
    });
    setSessionCookies(cookies, await this.signAccess(user, sessionId.id, 'aal1', sessionId.amr), refreshToken);
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
        .select(['s.aal', HAS_VERIFIED_FACTOR.as('has_factor')])
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
      return {
        user: toUser(user),
        sessionId,
        aal: asAal(user.aal),
        amr: await amrOf(tx, sessionId),
        nextAal: user.has_factor ? 'aal2' : 'aal1',
      } as const;
    });
    if (!result) {
      clearSessionCookies(cookies);
      return null;
    }
    const access = await this.signAccess(result.user, result.sessionId, result.aal, result.amr);
    setSessionCookies(cookies, access, next);
    const claims = await this.verifyAccess(access);
    return claims ? { claims, user: result.user, nextAal: result.nextAal } : null;
  }

  private async signAccess(user: AuthUser, sessionId: string, aal: Aal, amr: AmrClaim[]): Promise<string> {
    const now = this.now();
    return new SignJWT({
      email: user.email,
      role: 'authenticated',
      session_id: sessionId,
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      aal,
      amr,
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
