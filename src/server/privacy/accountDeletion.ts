/**
 * Delete my account (issue 38, PDPA section 33; decision 0070). The person proves it is them (password,
 * two-step code, or a fresh LINE/Google sign-in: domain/privacy/deletion.ts), then one transaction
 * erases the account (public.erase_account), logs the request and queues the person's confirmation and
 * the studio's notice; the browser's session cookies are cleared after. The sessions themselves end
 * with the login (auth.sessions and refresh tokens go with auth.users).
 */
import { deletionCheck, type DeletingAccount, type DeletionInput } from '../../domain/privacy/deletion';
import type { Locale } from '../../i18n/locales';
import { AuthError, type AuthPort, type CookieJar, type VerifiedSession } from '../auth/types';
import { withCodeLimit } from '../auth/limits/limitedTwoStep';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE } from '../auth/adapters/cookies';
import type { Database } from '../db/types';
import { call } from '../db/builder';
import type { MailQueue } from '../mail/outbox';
import { limitKey, type RateLimiter } from '../rateLimit';

export type DeletionOutcome =
  { ok: true } | { ok: false; reason: 'notConfirmed' | 'proofMissing' | 'signInAgain' | 'wrongProof' | 'rateLimited' | 'lastAdmin' };

export interface DeletionDeps {
  db: Database;
  auth: AuthPort;
  mail: MailQueue;
  limiter: RateLimiter;
}

const SESSION_COOKIES = new Set([ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE]);

/** A jar that keeps nothing: the password check's own sign-in must not touch the browser's cookies. */
class ScratchJar implements CookieJar {
  private readonly values = new Map<string, string>();
  get = (name: string) => this.values.get(name);
  set = (name: string, value: string) => void this.values.set(name, value);
  delete = (name: string) => void this.values.delete(name);
  all = () => [...this.values].map(([name, value]) => ({ name, value }));
}

/** When this session last proved who it is (the newest `amr` entry), in seconds ago. */
function sessionAge(session: VerifiedSession): number | null {
  const newest = Math.max(...(session.claims.amr ?? []).map((entry) => entry.timestamp));
  return Number.isFinite(newest) ? Math.floor(Date.now() / 1000) - newest : null;
}

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  // Service role: auth.users is Auth's own table; only whether a password is set is read.
  const row = await db.asService((tx) =>
    tx.db.selectFrom('auth.users').select('encrypted_password').where('id', '=', userId).executeTakeFirst(),
  );
  return Boolean(row?.encrypted_password);
}

/** What the deletion form asks for: the password, a code, or a fresh sign-in. */
export async function deletingAccount(
  deps: Pick<DeletionDeps, 'db' | 'auth'>,
  jar: CookieJar,
  session: VerifiedSession,
): Promise<DeletingAccount> {
  const factors = await deps.auth.listFactors(jar, session).catch(() => []);
  return {
    hasPassword: await hasPassword(deps.db, session.user.id),
    hasAuthenticator: factors.some((factor) => factor.status === 'verified'),
    sessionAgeSeconds: sessionAge(session),
  };
}

/** Runs the proof the input offers: null when it holds, else why not. */
async function proven(deps: DeletionDeps, jar: CookieJar, session: VerifiedSession, input: DeletionInput): Promise<DeletionOutcome | null> {
  const account = await deletingAccount(deps, jar, session);
  const check = deletionCheck(account, input);
  if (check.kind === 'refused') return { ok: false, reason: check.reason };
  if (check.kind === 'freshSignIn') return null;
  try {
    if (check.kind === 'code') {
      await withCodeLimit(deps.limiter, session.user.id, () => deps.auth.verifyTotp(jar, session, check.code));
      return null;
    }
    // The password under the sign-in backoff of its own key: guessing it here costs what it costs there.
    const attempt = await deps.limiter.beginAttempt(limitKey('accountDeletion', session.user.id));
    if (!attempt.allowed) return { ok: false, reason: 'rateLimited' };
    try {
      await deps.auth.signIn(new ScratchJar(), session.user.email, check.password);
      await attempt.settle('succeeded');
      return null;
    } catch (error) {
      await attempt.settle(error instanceof AuthError && error.code === 'invalid_credentials' ? 'failed' : 'unknown');
      throw error;
    }
  } catch (error) {
    if (error instanceof AuthError && error.code === 'rate_limited') return { ok: false, reason: 'rateLimited' };
    if (error instanceof AuthError) return { ok: false, reason: 'wrongProof' };
    throw error;
  }
}

export async function deleteAccount(
  deps: DeletionDeps,
  jar: CookieJar,
  session: VerifiedSession,
  input: DeletionInput,
  locale: Locale,
): Promise<DeletionOutcome> {
  const refused = await proven(deps, jar, session, input);
  if (refused) return refused;
  const user = session.user;
  // Service role: the erasure reaches Auth's tables and every table's rows about the person, in one
  // transaction with the log entry and both e-mails (decision 0070).
  const outcome = await deps.db.asService(async (tx) => {
    const profile = await tx.db.selectFrom('public.profiles').select('full_name').where('id', '=', user.id).executeTakeFirst();
    const kept = await tx.db.selectFrom('public.documents').select('number').where('user_id', '=', user.id).orderBy('issued_at').execute();
    const erased = await tx.db.selectNoFrom(call('public.erase_account', user.id).as('result')).executeTakeFirst();
    if (erased?.result === 'last_admin') return 'lastAdmin' as const;
    if (erased?.result !== 'erased') return 'gone' as const;
    const deletedAt = new Date();
    const logged = await tx.db
      .insertInto('public.data_requests')
      .values({ kind: 'deletion', user_id: null, requested_at: deletedAt, completed_at: deletedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const related = { relatedTable: 'data_requests', relatedId: logged.id };
    await deps.mail.enqueue(
      tx,
      'account_deleted',
      { to: user.email, name: profile?.full_name ?? '', locale, deletedAt: deletedAt.toISOString(), keptDocuments: kept.length },
      related,
    );
    await deps.mail.enqueue(
      tx,
      'account_deleted_studio',
      { requestId: logged.id, deletedAt: deletedAt.toISOString(), documentNumbers: kept.map((row) => row.number) },
      related,
    );
    return 'erased' as const;
  });
  if (outcome === 'lastAdmin') return { ok: false, reason: 'lastAdmin' };
  // The login is gone with its sessions; what is left is this browser's cookies.
  await deps.auth.signOut(jar, 'local').catch(() => undefined);
  for (const { name } of jar.all()) if (SESSION_COOKIES.has(name) || name.startsWith('sb-')) jar.delete(name);
  return { ok: true };
}
