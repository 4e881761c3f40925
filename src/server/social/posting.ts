/**
 * Posting blog posts to X (portal spec §2 "{host} Posting tab", §4, §5, §8): post now, schedule,
 * cancel, the log of the latest 50 entries. Scheduled posts are rows run by a scheduled function
 * (Netlify) or the local runner with the service role, not by a browser timer.
 */
import type { Database, JwtClaims, Tx } from '../db/types';
import { SocialError, type SocialPort } from './types';
import { validateSchedule, validateTweet } from '../../domain/blog/tweet';

export const LOG_ENTRIES = 50;
/** A scheduled post that keeps failing is given up after this many tries (then shown as failed). */
export const MAX_ATTEMPTS = 3;

export type PostOutcome = { ok: true; tweetId: string; url: string } | { ok: false; message: string };

function failureMessage(error: unknown): string {
  if (error instanceof SocialError) return error.message;
  return `Failed to post: ${error instanceof Error ? error.message : String(error)}`;
}

/** Marks the blog post's X fields; states other than posted clear x_posted_at (spec §4). */
async function markPost(tx: Tx, postId: string | null, status: 'posted' | 'failed' | 'pending', tweet?: { id: string; url: string }) {
  if (!postId) return;
  await tx.query(
    `update public.blog_posts set x_post_status = $2,
       x_posted_at = case when $2 = 'posted' then now() else null end,
       x_post_id = case when $2 = 'posted' then $3 else x_post_id end,
       x_post_url = case when $2 = 'posted' then $4 else x_post_url end
     where id = $1`,
    [postId, status, tweet?.id ?? null, tweet?.url ?? null],
  );
}

async function log(tx: Tx, entry: { status: string; message: string; postId: string | null; tweet?: { id: string; url: string } }) {
  await tx.query('insert into public.x_post_log (status, message, tweet_id, tweet_url, post_id) values ($1, $2, $3, $4, $5)', [
    entry.status,
    entry.message,
    entry.tweet?.id ?? null,
    entry.tweet?.url ?? null,
    entry.postId,
  ]);
}

/** Posts now and records the outcome (log + the blog post's X status), as the admin. */
export async function recordXPost(db: Database, claims: JwtClaims, social: SocialPort, request: { postId: string | null; text: string }): Promise<PostOutcome> {
  const check = validateTweet(request.text);
  if (!check.ok) return { ok: false, message: check.message };
  // Nothing leaves for X unless the caller may write the log: the permission check comes first.
  const allowed = await db.asCaller(claims, (tx) => tx.one<{ admin: boolean }>('select public.is_admin() as admin'));
  if (!allowed?.admin) return { ok: false, message: 'Failed to post: not allowed' };
  let outcome: PostOutcome;
  try {
    const tweet = await social.post(request.text);
    outcome = { ok: true, tweetId: tweet.id, url: tweet.url };
  } catch (error) {
    console.error('[x] post failed', error);
    outcome = { ok: false, message: failureMessage(error) };
  }
  await db.asCaller(claims, async (tx) => {
    if (outcome.ok) {
      const tweet = { id: outcome.tweetId, url: outcome.url };
      await markPost(tx, request.postId, 'posted', tweet);
      await log(tx, { status: 'posted', message: request.text, postId: request.postId, tweet });
    } else {
      await markPost(tx, request.postId, 'failed');
      await log(tx, { status: 'failed', message: outcome.message, postId: request.postId });
    }
  });
  return outcome;
}

export type ScheduleOutcome = { ok: true; id: string } | { ok: false; message: string };

export async function scheduleXPost(db: Database, claims: JwtClaims, request: { postId: string | null; text: string; runAt: Date; now: Date }): Promise<ScheduleOutcome> {
  const text = validateTweet(request.text);
  if (!text.ok) return text;
  const time = validateSchedule(request.runAt, request.now);
  if (!time.ok) return time;
  return db.asCaller(claims, async (tx) => {
    const row = await tx.one<{ id: string }>('insert into public.scheduled_x_posts (post_id, text, run_at) values ($1, $2, $3) returning id', [
      request.postId,
      request.text,
      request.runAt.toISOString(),
    ]);
    await markPost(tx, request.postId, 'pending');
    await log(tx, { status: 'scheduled', message: `Scheduled for ${request.runAt.toISOString()}: ${request.text}`, postId: request.postId });
    return row ? { ok: true as const, id: row.id } : { ok: false as const, message: 'Failed to post: could not schedule' };
  });
}

export async function cancelScheduledXPost(db: Database, claims: JwtClaims, id: string): Promise<boolean> {
  return db.asCaller(claims, async (tx) => {
    const row = await tx.one<{ post_id: string | null; text: string }>(
      `update public.scheduled_x_posts set status = 'cancelled' where id = $1 and status = 'scheduled' returning post_id, text`,
      [id],
    );
    if (!row) return false;
    // With nothing else scheduled for it, the post is back to "not posted" (and listed again).
    await tx.query(
      `update public.blog_posts set x_post_status = null
       where id = $1 and x_post_status = 'pending'
         and not exists (select 1 from public.scheduled_x_posts where post_id = $1 and status = 'scheduled')`,
      [row.post_id],
    );
    await log(tx, { status: 'cancelled', message: row.text, postId: row.post_id });
    return true;
  });
}

export interface XOverview {
  /** Published posts whose X status is pending, failed or unset. */
  candidates: { id: string; title: string; slug: string; excerpt: string; xPostStatus: string | null }[];
  scheduled: { id: string; postId: string | null; text: string; runAt: string }[];
  log: { id: string; createdAt: string; status: string; message: string; tweetId: string | null; tweetUrl: string | null }[];
}

export async function loadXOverview(db: Database, claims: JwtClaims): Promise<XOverview> {
  return db.asCaller(claims, async (tx) => {
    const candidates = await tx.query<{ id: string; title: string; slug: string; excerpt: string | null; x_post_status: string | null }>(
      `select id, title, slug, excerpt, x_post_status from public.blog_posts
       where status = 'published' and (x_post_status is null or x_post_status in ('pending', 'failed'))
       order by published_at desc nulls last`,
    );
    const scheduled = await tx.query<{ id: string; post_id: string | null; text: string; run_at: Date | string }>(
      `select id, post_id, text, run_at from public.scheduled_x_posts where status = 'scheduled' order by run_at`,
    );
    const entries = await tx.query<{ id: string; created_at: Date | string; status: string; message: string; tweet_id: string | null; tweet_url: string | null }>(
      'select id, created_at, status, message, tweet_id, tweet_url from public.x_post_log order by created_at desc limit $1',
      [LOG_ENTRIES],
    );
    return {
      candidates: candidates.map((c) => ({ id: c.id, title: c.title, slug: c.slug, excerpt: c.excerpt ?? '', xPostStatus: c.x_post_status })),
      scheduled: scheduled.map((s) => ({ id: s.id, postId: s.post_id, text: s.text, runAt: new Date(s.run_at).toISOString() })),
      log: entries.map((e) => ({
        id: e.id,
        createdAt: new Date(e.created_at).toISOString(),
        status: e.status,
        message: e.message,
        tweetId: e.tweet_id,
        tweetUrl: e.tweet_url,
      })),
    };
  });
}

export async function clearXLog(db: Database, claims: JwtClaims): Promise<void> {
  await db.asCaller(claims, (tx) => tx.query('delete from public.x_post_log'));
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
      tx.one<{ id: string; post_id: string | null; text: string; attempts: number; due_at: Date | string }>(
        `with claimed as (
           select id, run_at from public.scheduled_x_posts
           where status = 'scheduled' and run_at <= $1 order by run_at limit 1 for update skip locked
         )
         update public.scheduled_x_posts s set run_at = $2, attempts = s.attempts + 1
         from claimed where s.id = claimed.id
         returning s.id, s.post_id, s.text, s.attempts, claimed.run_at as due_at`,
        [now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString()],
      ),
    );
    if (!due) return counts;
    try {
      const tweet = await social.post(due.text);
      await db.asService(async (tx) => {
        await tx.query(`update public.scheduled_x_posts set status = 'posted', tweet_id = $2 where id = $1`, [due.id, tweet.id]);
        await markPost(tx, due.post_id, 'posted', tweet);
        await log(tx, { status: 'posted', message: due.text, postId: due.post_id, tweet });
      });
      counts.posted += 1;
    } catch (error) {
      const message = failureMessage(error);
      const giveUp = due.attempts >= MAX_ATTEMPTS || (error instanceof SocialError && error.code === 'not_configured');
      await db.asService(async (tx) => {
        await tx.query(
          // Given up: back to the time it was due (what the admin scheduled); else tried again later.
          `update public.scheduled_x_posts set last_error = $2, status = $3, run_at = $4 where id = $1`,
          [due.id, message, giveUp ? 'failed' : 'scheduled', giveUp ? new Date(due.due_at).toISOString() : new Date(now.getTime() + RETRY_MS).toISOString()],
        );
        if (giveUp) await markPost(tx, due.post_id, 'failed');
        await log(tx, { status: 'failed', message, postId: due.post_id });
      });
      counts.failed += 1;
    }
  }
}
