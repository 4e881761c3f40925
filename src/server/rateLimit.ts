/**
 * Limits for public writes, kept in the database (private.rate_limits, decision 0011) so they hold
 * across server processes, Netlify function instances and restarts, on PGlite and PostgreSQL alike.
 *
 * One port, `RateLimiter`; one adapter, `DatabaseRateLimiter`, over the SQL functions of
 * supabase/migrations/20261124090100_rate_limits.sql, called with the service role. Keys are hashed
 * (an e-mail address is the visitor's to choose), so a key is short and never the value itself.
 *
 * Actions use the process's limiter through `allow` / `consume` / `beginSignIn` below.
 */
import { createHash } from 'node:crypto';
import type { AppConfig } from './config';
import { getConfig } from './config';
import { getDatabase } from './db/index';
import { call } from './db/builder';
import type { Database, Tx } from './db/types';

export interface LimitPolicy {
  /** Calls allowed per window. */
  points: number;
  windowSeconds: number;
}

export type LimitName =
  | 'signInPerAddress'
  | 'signUp'
  | 'passwordReset'
  | 'passwordResetInbox'
  | 'confirmResend'
  | 'confirmResendInbox'
  | 'leadSubmissions'
  | 'leadsPerAddress'
  | 'orderSubmissions'
  | 'quoteActions'
  | 'quoteMessages'
  | 'quoteReplies'
  | 'contactMessages'
  | 'contactCopies'
  | 'oneClickUnsubscribes';

export type LimitPolicies = Record<LimitName, LimitPolicy>;

const HOUR = 60 * 60;

/** How many senders' worth of leads one client address may send an hour (a shared office or carrier). */
export const LEADS_PER_ADDRESS_FACTOR = 6;

/**
 * The limits. Per client address unless said otherwise; RATE_LIMIT_MULTIPLIER scales the ones that
 * cap a client's throughput (load tests, the browser suite), not the ones that protect somebody else:
 * the sign-in backoff (one account) and the contact copies and reset e-mails (one recipient's inbox).
 */
export function limitPolicies(limits: AppConfig['limits']): LimitPolicies {
  const m = limits.multiplier;
  return {
    // A flood guard only: the account itself is protected by the sign-in backoff, whatever the address,
    // so this can stay generous enough for a carrier-grade NAT or an office behind one address.
    signInPerAddress: { points: 300 * m, windowSeconds: 15 * 60 },
    signUp: { points: limits.signUpsPerHour * m, windowSeconds: HOUR },
    passwordReset: { points: 5 * m, windowSeconds: HOUR },
    // Per recipient address, whoever asks (decision 0026): without it, many client addresses could fill
    // one inbox with reset e-mails. The window is no longer than a reset link lives (60 min), so however
    // often someone else asks, the owner always holds a working link or can ask for one. No daily cap
    // for that reason: it would let a stranger keep the owner from resetting for the rest of the day.
    passwordResetInbox: { points: 3, windowSeconds: HOUR },
    // Confirmation e-mails sent again (decision 0049), the same two caps as resets: per client address,
    // and per recipient inbox whoever asks, so nobody can fill a stranger's inbox with them.
    confirmResend: { points: 5 * m, windowSeconds: HOUR },
    confirmResendInbox: { points: 3, windowSeconds: HOUR },
    // Leads and contact messages (docs/decisions/0036): per sender e-mail, LEAD_LIMIT_PER_HOUR (10) an
    // hour each; and per client address a ceiling LEADS_PER_ADDRESS_FACTOR times higher (60), shared by
    // every lead form, so an office or a mobile carrier behind one address is not refused after ten
    // visitors while one address still cannot flood the studio.
    leadSubmissions: { points: limits.leadsPerHour * m, windowSeconds: HOUR },
    leadsPerAddress: { points: limits.leadsPerHour * LEADS_PER_ADDRESS_FACTOR * m, windowSeconds: HOUR },
    // Per account: each order opens a checkout at the provider and queues two e-mails.
    orderSubmissions: { points: 10 * m, windowSeconds: HOUR },
    // Per account: accepting a quote or paying it may open a checkout at the provider.
    quoteActions: { points: 20 * m, windowSeconds: HOUR },
    // Per account: each question is stored and e-mailed to the studio.
    quoteMessages: { points: 10 * m, windowSeconds: HOUR },
    // Per admin account: each reply is stored and e-mailed to the client; the studio answers many
    // clients in a row, so the ceiling is higher than a client's (decision 0040).
    quoteReplies: { points: 60 * m, windowSeconds: HOUR },
    contactMessages: { points: limits.leadsPerHour * m, windowSeconds: HOUR },
    // Per recipient address: the sender's copy of a contact message repeats what was typed, to whatever
    // address was typed. Beyond this the message is still stored and the studio told; the copy is skipped.
    contactCopies: { points: 3, windowSeconds: 24 * HOUR },
    // Per signed link (one person, one topic; decision 0075), not per address: a mail provider posts
    // every one-click unsubscribe of its users from a few addresses. A forged link is refused before.
    oneClickUnsubscribes: { points: 10 * m, windowSeconds: HOUR },
  };
}

/**
 * Per account, whatever the address: the first `freeAttempts` failures cost nothing, then each attempt
 * waits 2^(failures - freeAttempts) s since the last one, at most `maxDelaySeconds`. Failures are
 * forgotten a day after the last attempt, and at once on a successful sign-in. An attempt from a known
 * device of the account (decision 0026) runs the same backoff under a key of its own.
 */
export const SIGN_IN_BACKOFF = { freeAttempts: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * HOUR } as const;

export interface LimitDecision {
  allowed: boolean;
  /** Calls left in the window (0 when refused). */
  remaining: number;
  /** When refused, seconds until a call can be allowed again; 0 when allowed. */
  retryAfterSeconds: number;
}

export type SignInOutcome = 'succeeded' | 'failed' | 'unknown';

export interface SignInAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /**
   * Records how the attempt ended: a success clears the account's failures, a failure stays counted
   * (it was counted when the attempt began), an attempt without an answer (the provider failed) is
   * given back. Never throws: a bookkeeping failure must not turn a sign-in into an error.
   */
  settle(outcome: SignInOutcome): Promise<void>;
}

export interface RateLimiter {
  /** Counts one call for `key` under `limit`, in its own transaction. */
  consume(limit: LimitName, key: string): Promise<LimitDecision>;
  /** The same inside a caller's transaction: the count commits or rolls back with it. */
  consumeIn(tx: Tx, limit: LimitName, key: string): Promise<LimitDecision>;
  /**
   * Starts a sign-in attempt for an e-mail address: under the per-account backoff, or, given the id of
   * a verified device cookie naming this account (auth/limits/signInDevices.ts), under that device's own.
   */
  beginSignIn(email: string, trustedDevice?: string): Promise<SignInAttempt>;
  /** The same backoff under a key of the caller's (two-step codes per account: decision 0045). */
  beginAttempt(key: string): Promise<SignInAttempt>;
}

/** `<limit>:<sha-256 of the key, base64url>`: 50-some characters whatever the visitor typed. */
export function limitKey(limit: string, key: string): string {
  return `${limit}:${createHash('sha256').update(key, 'utf8').digest('base64url')}`;
}

/** E-mail addresses count as one however they are typed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Limits counted per e-mail address (a recipient's inbox, a lead's sender): however it is typed, it counts once. */
const PER_RECIPIENT: ReadonlySet<LimitName> = new Set([
  'contactCopies',
  'passwordResetInbox',
  'confirmResendInbox',
  'leadSubmissions',
  'contactMessages',
]);

/** The key a limit is counted under (e-mail recipients normalised). */
function keyFor(limit: LimitName, key: string): string {
  return limitKey(limit, PER_RECIPIENT.has(limit) ? normaliseEmail(key) : key);
}

/**
 * The backoff key of a sign-in attempt: the account's, or the account's on one known device. The
 * device id comes only from a cookie the server signed, so nobody can pick a fresh key per guess.
 */
export function signInKey(email: string, trustedDevice?: string): string {
  const account = normaliseEmail(email);
  return trustedDevice === undefined ? limitKey('signIn', account) : limitKey('signInDevice', `${account}\n${trustedDevice}`);
}

export class DatabaseRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly policies: LimitPolicies,
    private readonly backoff: typeof SIGN_IN_BACKOFF = SIGN_IN_BACKOFF,
  ) {}

  consume(limit: LimitName, key: string): Promise<LimitDecision> {
    return this.db.asService((tx) => this.consumeIn(tx, limit, key));
  }

  async consumeIn(tx: Tx, limit: LimitName, key: string): Promise<LimitDecision> {
    const policy = this.policies[limit];
    const row = await tx.db
      .selectFrom(
        call(
          'public.consume_rate_limit',
          keyFor(limit, key),
          Math.max(1, Math.floor(policy.points)),
          Math.max(1, Math.floor(policy.windowSeconds)),
        ).as('r'),
      )
      .select(['allowed', 'remaining', 'retry_after_seconds'])
      .executeTakeFirst();
    if (!row) throw new Error('consume_rate_limit returned no row');
    return { allowed: row.allowed, remaining: row.remaining, retryAfterSeconds: row.retry_after_seconds };
  }

  beginSignIn(email: string, trustedDevice?: string): Promise<SignInAttempt> {
    // A success clears only this key: the owner signing in on a known device leaves a stranger's
    // guesses at the account as slowed as they were.
    return this.beginAttempt(signInKey(email, trustedDevice));
  }

  async beginAttempt(key: string): Promise<SignInAttempt> {
    const { freeAttempts, maxDelaySeconds, forgetAfterSeconds } = this.backoff;
    const row = await this.db.asService((tx) =>
      tx.db
        .selectFrom(call('public.begin_sign_in_attempt', key, freeAttempts, maxDelaySeconds, forgetAfterSeconds).as('r'))
        .select(['allowed', 'retry_after_seconds'])
        .executeTakeFirst(),
    );
    if (!row) throw new Error('begin_sign_in_attempt returned no row');
    const settle = async (outcome: SignInOutcome): Promise<void> => {
      if (!row.allowed || outcome === 'failed') return;
      const fn = outcome === 'succeeded' ? 'public.clear_rate_limit' : 'public.refund_sign_in_attempt';
      try {
        await this.db.asService((tx) => tx.db.selectNoFrom(call(fn, key).as('done')).execute());
      } catch (error) {
        console.error(`[limits] could not record a sign-in ${outcome}`, error);
      }
    };
    return { allowed: row.allowed, retryAfterSeconds: row.retry_after_seconds, settle };
  }
}

// --- the process's limiter --------------------------------------------------------------------------

let limiter: Promise<RateLimiter> | undefined;

/** The process's limiter, over its database and the configured limits. */
export function getRateLimiter(): Promise<RateLimiter> {
  if (!limiter) {
    limiter = getDatabase().then((db) => new DatabaseRateLimiter(db, limitPolicies(getConfig().limits)));
    // A database that failed to open is tried again on the next call.
    limiter.catch(() => {
      limiter = undefined;
    });
  }
  return limiter;
}

/** Consumes one call and tells how many are left (0 when refused). */
export async function consume(limit: LimitName, key: string): Promise<LimitDecision> {
  return (await getRateLimiter()).consume(limit, key);
}

/** Consumes one call; resolves false when the caller is over the limit. */
export async function allow(limit: LimitName, key: string): Promise<boolean> {
  return (await consume(limit, key)).allowed;
}

/**
 * A lead or contact message from `email` at `address`: the address's shared ceiling first (a refused
 * flood costs the sender's own count nothing), then the sender's own limit (`limit`).
 */
export async function allowLead(
  limit: 'leadSubmissions' | 'contactMessages',
  address: string,
  email: string,
  limiter?: RateLimiter,
): Promise<boolean> {
  const counts = limiter ?? (await getRateLimiter());
  return (await counts.consume('leadsPerAddress', address)).allowed && (await counts.consume(limit, email)).allowed;
}

/** Starts a sign-in attempt under the per-account (or per known device) backoff. */
export async function beginSignIn(email: string, trustedDevice?: string): Promise<SignInAttempt> {
  return (await getRateLimiter()).beginSignIn(email, trustedDevice);
}
