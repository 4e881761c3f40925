/**
 * Posting blog posts to X (portal spec §2 "{host} Posting tab", §4, §5, §8): post now, schedule,
 * cancel, the log of the latest 50 entries. Scheduled posts are rows run by a scheduled function
 * (Netlify) or the local runner with the service role, not by a browser timer.
 */
import { sql } from 'kysely';
import type { XPostStatus } from '../../domain/statuses';
import { call } from '../db/builder';
import type { Database, Tx } from '../db/types';
import type { SignedInCallerDb } from '../db/caller';
import { SocialError, type PostedStatus, type SocialPort } from './types';
import { validateSchedule, validateTweet, X_REASONS } from '../../domain/blog/tweet';
import { asReason, type Reason } from '../../domain/errors';
import { isTranslationKey, translator } from '../../i18n/translate';

export const LOG_ENTRIES = 50;
/** A scheduled post that keeps failing is given up after this many tries (then shown as failed). */
export const MAX_ATTEMPTS = 3;

/**
 * A refusal's reason is worded by the admin's page; `byX` when X failed (or did not answer), not
 * when the text's checks, the permission or the missing credentials stopped it first.
 */
export type PostOutcome =
  | { ok: true; tweetId: string; url: string }
  | { ok: false; reason: Reason; byX: boolean }
  /** The blog post named does not exist (deleted meanwhile, or never was): nothing was sent. */
  | { ok: false; missingPost: true };

/** True when there is no post to attach a tweet to: `postId` names none the caller can see. */
async function postMissing(tx: Tx, postId: string | null): Promise<boolean> {
  if (!postId) return false;
  const row = await tx.db.selectFrom('public.blog_posts').select('id').where('id', '=', postId).executeTakeFirst();
  return !row;
}

function failureReason(error: unknown): Reason {
  if (error instanceof SocialError) return error.reason;
  return { key: X_REASONS.other, vars: { message: error instanceof Error ? error.message : String(error) } };
}

const english = translator('en');
/** The reason in English: the log's message (what older rows hold alone) and last_error, for people reading the database. */
export function reasonText(reason: Reason): string {
  return isTranslationKey(reason.key) ? english(reason.key, reason.vars) : reason.key;
}

/** Marks the blog post's X fields; states other than posted clear x_posted_at (spec §4). */
async function markPost(tx: Tx, postId: string | null, status: Exclude<XPostStatus, 'skipped'>, tweet?: { id: string; url: string }) {
  if (!postId) return;
  // A post keeps its last tweet's id and URL until another tweet replaces them.
  const fields =
    status === 'posted'
      ? { x_post_status: status, x_posted_at: sql<Date>`now()`, x_post_id: tweet?.id ?? null, x_post_url: tweet?.url ?? null }
      : { x_post_status: status, x_posted_at: null };
  await tx.db.updateTable('public.blog_posts').set(fields).where('id', '=', postId).execute();
}

async function log(
  tx: Tx,
  entry: {
    status: string;
    message: string;
    postId: string | null;
    tweet?: { id: string; url: string };
    scheduledFor?: Date;
    reason?: Reason;
  },
) {
  await tx.db
    .insertInto('public.x_post_log')
    .values({
      status: entry.status,
      message: entry.message,
      reason: entry.reason ? JSON.stringify(entry.reason) : null,
      tweet_id: entry.tweet?.id ?? null,
      tweet_url: entry.tweet?.url ?? null,
      post_id: entry.postId,
      scheduled_for: entry.scheduledFor?.toISOString() ?? null,
    })
    .execute();
}

/** Posts now and records the outcome (log + the blog post's X status), as the admin. */
export async function recordXPost(
  caller: SignedInCallerDb,
  social: SocialPort,
  request: { postId: string | null; text: string },
): Promise<PostOutcome> {
  const check = validateTweet(request.text);
  if (!check.ok) return { ok: false, reason: check.reason, byX: false };
  // Nothing leaves for X unless the caller may write the log: the permission check comes first.
  const allowed = await caller.run((tx) => tx.db.selectNoFrom(call('public.is_admin').as('admin')).executeTakeFirst());
  if (!allowed?.admin) return { ok: false, reason: { key: X_REASONS.notAllowed }, byX: false };
  // Checked before anything leaves for X: a tweet must never go out for a post whose log cannot be kept.
  if (await caller.run((tx) => postMissing(tx, request.postId))) return { ok: false, missingPost: true };
  let outcome: PostOutcome;
  try {
    const tweet = await social.post(request.text);
    outcome = { ok: true, tweetId: tweet.id, url: tweet.url };
  } catch (error) {
    console.error('[x] post failed', error);
    const notConfigured = error instanceof SocialError && error.code === 'not_configured';
    outcome = { ok: false, reason: failureReason(error), byX: !notConfigured };
  }
  await caller.run(async (tx) => {
    if (outcome.ok) {
      const tweet = { id: outcome.tweetId, url: outcome.url };
      await markPost(tx, request.postId, 'posted', tweet);
      await log(tx, { status: 'posted', message: request.text, postId: request.postId, tweet });
    } else {
      await markPost(tx, request.postId, 'failed');
      await log(tx, { status: 'failed', message: reasonText(outcome.reason), reason: outcome.reason, postId: request.postId });
    }
  });
  return outcome;
}

export type ScheduleOutcome = { ok: true; id: string } | { ok: false; reason: Reason } | { ok: false; missingPost: true };

export async function scheduleXPost(
  caller: SignedInCallerDb,
  request: { postId: string | null; text: string; runAt: Date; now: Date },
): Promise<ScheduleOutcome> {
  const text = validateTweet(request.text);
  if (!text.ok) return text;
  const time = validateSchedule(request.runAt, request.now);
  if (!time.ok) return time;
  return caller.run(async (tx): Promise<ScheduleOutcome> => {
    if (await postMissing(tx, request.postId)) return { ok: false, missingPost: true };
    const row = await tx.db
      .insertInto('public.scheduled_x_posts')
      .values({ post_id: request.postId, text: request.text, run_at: request.runAt.toISOString() })
      .returning('id')
      .executeTakeFirst();
    await markPost(tx, request.postId, 'pending');
    await log(tx, {
      status: 'scheduled',
      message: request.text,
      scheduledFor: request.runAt,
      postId: request.postId,
    });
    return row ? { ok: true as const, id: row.id } : { ok: false as const, reason: { key: X_REASONS.notScheduled } };
  });
}

export async function cancelScheduledXPost(caller: SignedInCallerDb, id: string): Promise<boolean> {
  return caller.run(async (tx) => {
    const row = await tx.db
      .updateTable('public.scheduled_x_posts')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returning(['post_id', 'text'])
      .executeTakeFirst();
    if (!row) return false;
    // With nothing else scheduled for it, the post is back to "not posted" (and listed again).
    await tx.db
      .updateTable('public.blog_posts')
      .set({ x_post_status: null })
      .where('id', '=', row.post_id)
      .where('x_post_status', '=', 'pending')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('public.scheduled_x_posts')
              .select(sql.lit(1).as('one'))
              .where('post_id', '=', row.post_id)
              .where('status', '=', 'scheduled'),
          ),
        ),
      )
      .execute();
    await log(tx, { status: 'cancelled', message: row.text, postId: row.post_id });
    return true;
  });
}

export interface XOverview {
  /** Published posts whose X status is pending, failed or unset. */
  candidates: { id: string; title: string; slug: string; excerpt: string; xPostStatus: string | null }[];
  scheduled: { id: string; postId: string | null; text: string; runAt: string }[];
  log: {
    id: string;
    createdAt: string;
    status: string;
    message: string;
    /** A failure's reason, worded by the page in the admin's language; null on older rows (their message is English). */
    reason: Reason | null;
    /** The blog post the entry is about (its title in the language it was written), null for a free tweet. */
    postTitle: string | null;
    /** When a scheduled post is due (status scheduled); the page shows it in Bangkok time. */
    scheduledFor: string | null;
    tweetId: string | null;
    tweetUrl: string | null;
  }[];
}

export async function loadXOverview(caller: SignedInCallerDb): Promise<XOverview> {
  return caller.run(async (tx) => {
    const candidates = await tx.db
      .selectFrom('public.blog_posts')
      .select(['id', 'title', 'slug', 'excerpt', 'x_post_status'])
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('x_post_status', 'is', null), eb('x_post_status', 'in', ['pending', 'failed'])]))
      .orderBy('published_at', (ob) => ob.desc().nullsLast())
      .execute();
    const scheduled = await tx.db
      .selectFrom('public.scheduled_x_posts')
      .select(['id', 'post_id', 'text', 'run_at'])
      .where('status', '=', 'scheduled')
      .orderBy('run_at')
      .execute();
    const entries = await tx.db
      .selectFrom('public.x_post_log as l')
      .leftJoin('public.blog_posts as p', 'p.id', 'l.post_id')
      .select([
        'l.id',
        'l.created_at',
        'l.status',
        'l.message',
        'l.reason',
        'l.scheduled_for',
        'l.tweet_id',
        'l.tweet_url',
        'p.title as post_title',
      ])
      .orderBy('l.created_at', 'desc')
      .limit(LOG_ENTRIES)
      .execute();
    return {
      candidates: candidates.map((c) => ({
        id: c.id,
        title: c.title,
        slug: c.slug,
        excerpt: c.excerpt ?? '',
        xPostStatus: c.x_post_status,
      })),
      scheduled: scheduled.map((s) => ({ id: s.id, postId: s.post_id, text: s.text, runAt: new Date(s.run_at).toISOString() })),
      log: entries.map((e) => ({
        id: e.id,
        createdAt: new Date(e.created_at).toISOString(),
        status: e.status,
        message: e.message,
        reason: asReason(e.reason),
        postTitle: e.post_title,
        scheduledFor: e.scheduled_for === null ? null : new Date(e.scheduled_for).toISOString(),
        tweetId: e.tweet_id,
        tweetUrl: e.tweet_url,
      })),
    };
  });
}

export async function clearXLog(caller: SignedInCallerDb): Promise<void> {
  await caller.run((tx) => tx.db.deleteFrom('public.x_post_log').execute());
}

/** How long a claimed post is hidden from other runners while this one talks to X. */
const CLAIM_MS = 10 * 60_000;
const RETRY_MS = 5 * 60_000;

/**
 * Runs the scheduled posts that are due, once each even with two runners at the same time: a short
 * transaction claims one row (`for update skip locked`, then pushes its run_at past the claim
 * window), X is called outside any transaction, and a second transaction records the outcome.
 * Service role: a job, not a person.
 */
export async function runDueXPosts(db: Database, social: SocialPort, now: Date): Promise<{ posted: number; failed: number }> {
  const counts = { posted: 0, failed: 0 };
  for (;;) {
    const due = await db.asService((tx) =>
      tx.db
        .with('claimed', (db) =>
          db
            .selectFrom('public.scheduled_x_posts')
            .select(['id', 'run_at'])
            .where('status', '=', 'scheduled')
            .where('run_at', '<=', now)
            .orderBy('run_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .updateTable('public.scheduled_x_posts as s')
        .set((eb) => ({ run_at: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb('s.attempts', '+', 1) }))
        .from('claimed')
        .whereRef('s.id', '=', 'claimed.id')
        .returning(['s.id', 's.post_id', 's.text', 's.attempts', 's.unconfirmed_since', 'claimed.run_at as due_at'])
        .executeTakeFirst(),
    );
    if (!due) return counts;
    const unconfirmedSince = due.unconfirmed_since === null ? null : new Date(due.unconfirmed_since);
    let tweet: PostedStatus | null = null;
    let failure: unknown = null;
    try {
      // An earlier attempt went unanswered: the tweet may exist. Look before posting it twice.
      if (unconfirmedSince) tweet = await findEarlierTweet(social, due.text, unconfirmedSince);
      tweet ??= await social.post(due.text);
    } catch (error) {
      failure = error;
    }
    // X refuses a text it already has: after an unanswered attempt, that is the earlier tweet.
    const alreadyOnX = failure instanceof SocialError && failure.isDuplicate && unconfirmedSince !== null;
    if (!failure || alreadyOnX) {
      await db.asService(async (tx) => {
        await tx.db
          .updateTable('public.scheduled_x_posts')
          .set({ status: 'posted', tweet_id: tweet?.id ?? null })
          .where('id', '=', due.id)
          .execute();
        await markPost(tx, due.post_id, 'posted', tweet ?? undefined);
        await log(tx, { status: 'posted', message: due.text, postId: due.post_id, ...(tweet ? { tweet } : {}) });
      });
      counts.posted += 1;
      continue;
    }
    const reason = failureReason(failure);
    const message = reasonText(reason);
    const giveUp = due.attempts >= MAX_ATTEMPTS || (failure instanceof SocialError && failure.code === 'not_configured');
    const unanswered = failure instanceof SocialError && failure.outcomeUnknown;
    await db.asService(async (tx) => {
      // Given up: back to the time it was due (what the admin scheduled); else tried again later.
      await tx.db
        .updateTable('public.scheduled_x_posts')
        .set({
          last_error: message,
          status: giveUp ? 'failed' : 'scheduled',
          run_at: giveUp ? new Date(due.due_at).toISOString() : new Date(now.getTime() + RETRY_MS).toISOString(),
          // The first unanswered attempt's time (its claim began at most a minute before `now`).
          ...(unanswered && !unconfirmedSince ? { unconfirmed_since: new Date(now.getTime() - 60_000).toISOString() } : {}),
        })
        .where('id', '=', due.id)
        .execute();
      if (giveUp) await markPost(tx, due.post_id, 'failed');
      await log(tx, { status: 'failed', message, reason, postId: due.post_id });
    });
    counts.failed += 1;
  }
}

/** The tweet an unanswered attempt may have made; null when X has none or cannot say (then it is posted again). */
async function findEarlierTweet(social: SocialPort, text: string, since: Date): Promise<PostedStatus | null> {
  try {
    return await social.findRecent(text, since);
  } catch (error) {
    // Reading may not be allowed (X's access tiers) or may fail: posting again is still safe, as X
    // refuses a duplicate, which the runner takes as the earlier tweet.
    console.error('[x] could not look up an unconfirmed post', error);
    return null;
  }
}
