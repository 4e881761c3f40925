// Posting to X on the real schema against a fake X that verifies OAuth 1.0a signatures: post now
// (checks first, nothing sent on a bad text), schedule and cancel, the admin's overview and log,
// and the scheduled runner (due rows only, once each with two runners, retries then failure,
// not_configured failing at once). A customer gets nothing done (RLS). Fixed clocks throughout.
import { bindCaller } from '../../../src/server/db/caller';
import twitter from 'twitter-text';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { socialFrom, XSocial } from '../../../src/server/social';
import { configFrom } from '../../../src/server/config';
import {
  cancelScheduledXPost,
  clearXLog,
  LOG_ENTRIES,
  loadXOverview,
  MAX_ATTEMPTS,
  recordXPost,
  runDueXPosts,
  scheduleXPost,
} from '../../../src/server/social/posting';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { FAKE_X_USER, startFakeXWithClient, type FakeX } from '../support/fakeX';
import { SEED } from '../support/seed';

const NOW = new Date('2026-11-22T03:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

interface ScheduledRow {
  id: string;
  post_id: string | null;
  text: string;
  run_at: Date | string;
  status: string;
  attempts: number;
  last_error: string | null;
  tweet_id: string | null;
  unconfirmed_since: Date | string | null;
}
interface LogRow {
  status: string;
  message: string;
  tweet_id: string | null;
  tweet_url: string | null;
  post_id: string | null;
}
interface PostXRow {
  x_post_status: string | null;
  x_post_id: string | null;
  x_post_url: string | null;
  x_posted_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

describe.each(engines)('posting to X on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let fake: FakeX;
  let social: XSocial;
  let admin: User;
  let customer: User;
  /** Published posts made for this suite: x_post_status pending and skipped at the start. */
  let extraPending: string;
  let extraSkipped: string;

  const scheduledRows = () =>
    db.asOwner((tx) => tx.query<ScheduledRow>('select * from public.scheduled_x_posts order by run_at, created_at'));
  const scheduledRow = (id: string) =>
    db.asOwner((tx) => tx.one<ScheduledRow>('select * from public.scheduled_x_posts where id = $1', [id]));
  const logRows = () =>
    db.asOwner((tx) =>
      tx.query<LogRow>('select status, message, tweet_id, tweet_url, post_id from public.x_post_log order by created_at, id'),
    );
  const postX = (id: string) =>
    db.asOwner((tx) =>
      tx.one<PostXRow>('select x_post_status, x_post_id, x_post_url, x_posted_at from public.blog_posts where id = $1', [id]),
    );
  const setPostX = (id: string, status: string | null) =>
    db.asOwner((tx) => tx.query('update public.blog_posts set x_post_status = $2 where id = $1', [id, status]));
  const schedule = async (text: string, runAt: Date, postId: string | null = null): Promise<string> => {
    const outcome = await scheduleXPost(bindCaller(db, admin.claims), { postId, text, runAt, now: NOW });
    if (!outcome.ok) throw new Error('reason' in outcome ? outcome.reason.key : 'missing post');
    return outcome.id;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    ({ fake, social } = await startFakeXWithClient());
    admin = await createUser(db, { email: `x-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `x-customer-${engine}@example.test` });
    const insert = (title: string, slug: string) =>
      db.asOwner(async (tx) => {
        const row = await tx.one<{ id: string }>(
          `insert into public.blog_posts (title, slug, content, excerpt, status, auto_post_to_x)
           values ($1, $2, '<p>Body</p>', 'Body', 'published', true) returning id`,
          [title, slug],
        );
        return row?.id ?? '';
      });
    extraPending = await insert('Website Care Plans Explained', 'website-care-plans-explained');
    extraSkipped = await insert('Our New Office in Ari', 'our-new-office-in-ari');
  });
  afterAll(async () => {
    await fake.close();
    await test.close();
  });
  beforeEach(async () => {
    fake.reset();
    await db.asOwner(async (tx) => {
      await tx.query('delete from public.scheduled_x_posts');
      await tx.query('delete from public.x_post_log');
      await tx.query('update public.blog_posts set x_post_status = null, x_post_id = null, x_post_url = null, x_posted_at = null');
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('recordXPost', () => {
    it('refuses an empty text and one longer than X counts, and sends nothing', async () => {
      const empty = { ok: false, reason: { key: 'xposting.check.empty' }, byX: false };
      expect(await recordXPost(bindCaller(db, admin.claims), social, { postId: SEED.posts.localSeo, text: '' })).toEqual(empty);
      expect(await recordXPost(bindCaller(db, admin.claims), social, { postId: SEED.posts.localSeo, text: '  \n\t ' })).toEqual(empty);

      // Thai counts 1, CJK 2, a link 23 whatever its length: 200 + 1 + 60 + 1 + 23 = 285 (341 characters).
      const long = `${'ก'.repeat(200)} ${'日'.repeat(30)} https://siampixel.co.th/blog/${'a'.repeat(80)}`;
      expect(twitter.parseTweet(long).weightedLength).toBe(285);
      expect(Array.from(long)).toHaveLength(341);
      expect(await recordXPost(bindCaller(db, admin.claims), social, { postId: SEED.posts.localSeo, text: long })).toEqual({
        ok: false,
        reason: { key: 'xposting.check.tooLong', vars: { length: 285, max: 280 } },
        byX: false,
      });

      expect(fake.requests).toHaveLength(0);
      expect(await logRows()).toEqual([]);
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBeNull();
    });

    it('posts a text X counts as 280 or less even when it has more characters', async () => {
      const text = `Read the full guide: https://siampixel.co.th/blog/${'local-seo-'.repeat(30)}`;
      expect(text.length).toBeGreaterThan(280);
      const outcome = await recordXPost(bindCaller(db, admin.claims), social, { postId: null, text });
      expect(outcome.ok).toBe(true);
      expect(fake.posted()).toEqual([text]);
    });

    it('posts, logs the tweet and marks the post posted', async () => {
      const text = 'New on the blog: Local SEO in Bangkok https://siampixel.co.th/blog/local-seo';
      const outcome = await recordXPost(bindCaller(db, admin.claims), social, { postId: SEED.posts.localSeo, text });

      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.tweetId).toMatch(/^\d{19}$/);
      expect(outcome.url).toBe(`https://x.com/i/web/status/${outcome.tweetId}`);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ scheme: 'oauth1', authError: undefined, status: 201, body: { text } });
      expect(await logRows()).toEqual([
        { status: 'posted', message: text, tweet_id: outcome.tweetId, tweet_url: outcome.url, post_id: SEED.posts.localSeo },
      ]);
      const post = await postX(SEED.posts.localSeo);
      expect(post).toMatchObject({ x_post_status: 'posted', x_post_id: outcome.tweetId, x_post_url: outcome.url });
      expect(post?.x_posted_at).not.toBeNull();
    });

    it('logs a refusal by X and marks the post failed', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.reply({ status: 500 });
      const outcome = await recordXPost(bindCaller(db, admin.claims), social, {
        postId: SEED.posts.thaiShoppers,
        text: 'PromptPay, LINE and mobile',
      });

      const reason = { key: 'xposting.reason.apiError', vars: { status: 500, statusText: 'Internal Server Error' } };
      expect(outcome).toEqual({ ok: false, reason, byX: true });
      expect(errors).toHaveBeenCalledTimes(1);
      // The English sentence for whoever reads the table (and what older rows hold alone), the reason for the admin's page.
      expect(await logRows()).toEqual([
        {
          status: 'failed',
          message: 'Failed to post tweet: 500 Internal Server Error',
          tweet_id: null,
          tweet_url: null,
          post_id: SEED.posts.thaiShoppers,
        },
      ]);
      // The entry names the post it failed for (its message is only the reason).
      const title = await db.asService((tx) =>
        tx.one<{ title: string }>('select title from public.blog_posts where id = $1', [SEED.posts.thaiShoppers]),
      );
      expect((await loadXOverview(bindCaller(db, admin.claims))).log[0]).toMatchObject({
        message: 'Failed to post tweet: 500 Internal Server Error',
        reason,
        postTitle: title?.title,
      });
      expect(title?.title).toBeTruthy();
      expect(await postX(SEED.posts.thaiShoppers)).toMatchObject({ x_post_status: 'failed', x_post_id: null, x_posted_at: null });
    });
  });

  describe('a post id that names no post', () => {
    const missing = '00000000-0000-4000-8000-00000000dead';

    it('posting sends nothing to X and records nothing: the id is refused before anything leaves', async () => {
      const outcome = await recordXPost(bindCaller(db, admin.claims), social, { postId: missing, text: 'A tweet for nothing' });
      expect(outcome).toEqual({ ok: false, missingPost: true });
      expect(fake.requests).toHaveLength(0);
      expect(await logRows()).toEqual([]);
    });

    it('scheduling stores nothing (no foreign-key failure)', async () => {
      const outcome = await scheduleXPost(bindCaller(db, admin.claims), {
        postId: missing,
        text: 'Later, for nothing',
        runAt: new Date(NOW.getTime() + 3_600_000),
        now: NOW,
      });
      expect(outcome).toEqual({ ok: false, missingPost: true });
      expect(await scheduledRows()).toEqual([]);
      expect(await logRows()).toEqual([]);
    });
  });

  describe('scheduleXPost and cancelScheduledXPost', () => {
    it('refuses a time that is not in the future, and an empty text, changing nothing', async () => {
      for (const runAt of [minutes(-1), NOW, new Date('not a date')]) {
        expect(await scheduleXPost(bindCaller(db, admin.claims), { postId: SEED.posts.localSeo, text: 'Later', runAt, now: NOW })).toEqual({
          ok: false,
          reason: { key: 'xposting.check.pastSchedule' },
        });
      }
      expect(
        await scheduleXPost(bindCaller(db, admin.claims), { postId: SEED.posts.localSeo, text: ' ', runAt: minutes(60), now: NOW }),
      ).toEqual({
        ok: false,
        reason: { key: 'xposting.check.empty' },
      });
      expect(await scheduledRows()).toEqual([]);
      expect(await logRows()).toEqual([]);
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBeNull();
    });

    it('schedules a post: a row to run, the post pending, a log entry', async () => {
      const runAt = minutes(90);
      const id = await schedule('Local SEO in Bangkok, tomorrow morning', runAt, SEED.posts.localSeo);

      const row = await scheduledRow(id);
      expect(row).toMatchObject({
        post_id: SEED.posts.localSeo,
        text: 'Local SEO in Bangkok, tomorrow morning',
        status: 'scheduled',
        attempts: 0,
        tweet_id: null,
      });
      expect(iso(row?.run_at ?? '')).toBe(runAt.toISOString());
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBe('pending');
      // The due time is kept as a time (the admin's page shows it in Bangkok time, in their language).
      expect(await logRows()).toEqual([
        {
          status: 'scheduled',
          message: 'Local SEO in Bangkok, tomorrow morning',
          tweet_id: null,
          tweet_url: null,
          post_id: SEED.posts.localSeo,
        },
      ]);
      const [logged] = await db.asOwner((tx) => tx.query<{ scheduled_for: Date | string }>('select scheduled_for from public.x_post_log'));
      expect(iso(logged!.scheduled_for)).toBe(runAt.toISOString());
      const overview = await loadXOverview(bindCaller(db, admin.claims));
      expect(overview.log[0]).toMatchObject({ status: 'scheduled', scheduledFor: runAt.toISOString() });
      expect(fake.requests).toHaveLength(0);
    });

    it('schedules a text with a long link that X counts as 280 or less (the 2000-character column cap)', async () => {
      const text = `Read the full guide: https://siampixel.co.th/blog/${'local-seo-'.repeat(30)}`;
      expect(text.length).toBeGreaterThan(280);
      const id = await schedule(text, minutes(10));
      expect((await scheduledRow(id))?.text).toBe(text);
    });

    it('cancels a scheduled post once, and logs it', async () => {
      const id = await schedule('Cancel me', minutes(30), SEED.posts.localSeo);
      const keep = await schedule('Keep me', minutes(40));

      expect(await cancelScheduledXPost(bindCaller(db, admin.claims), id)).toBe(true);
      expect(await cancelScheduledXPost(bindCaller(db, admin.claims), id)).toBe(false);
      expect(await cancelScheduledXPost(bindCaller(db, admin.claims), crypto.randomUUID())).toBe(false);

      expect((await scheduledRow(id))?.status).toBe('cancelled');
      expect((await scheduledRow(keep))?.status).toBe('scheduled');
      const cancelled = (await logRows()).filter((entry) => entry.status === 'cancelled');
      expect(cancelled).toEqual([
        { status: 'cancelled', message: 'Cancel me', tweet_id: null, tweet_url: null, post_id: SEED.posts.localSeo },
      ]);
      expect((await loadXOverview(bindCaller(db, admin.claims))).scheduled.map((s) => s.id)).toEqual([keep]);

      // A cancelled post is not run.
      expect(await runDueXPosts(db, social, minutes(60))).toEqual({ posted: 1, failed: 0 });
      expect(fake.posted()).toEqual(['Keep me']);
    });
  });

  describe('loadXOverview and clearXLog', () => {
    it('offers published posts not yet posted (null, pending, failed), newest first', async () => {
      await db.asOwner((tx) => tx.query(`update public.blog_posts set x_post_status = 'posted'`));
      await setPostX(SEED.posts.bilingualWebsite, 'posted');
      await setPostX(SEED.posts.thaiShoppers, 'failed');
      await setPostX(SEED.posts.localSeo, null);
      await setPostX(SEED.posts.draftThaiFonts, null); // a draft: never a candidate
      await setPostX(extraPending, 'pending');
      await setPostX(extraSkipped, 'skipped');

      const { candidates } = await loadXOverview(bindCaller(db, admin.claims));

      expect(candidates.map((c) => [c.id, c.xPostStatus])).toEqual([
        [extraPending, 'pending'],
        [SEED.posts.localSeo, null],
        [SEED.posts.thaiShoppers, 'failed'],
      ]);
      expect(candidates[1]).toMatchObject({
        title: 'Local SEO in Bangkok: How to Get Found on Google Maps',
        slug: 'local-seo-in-bangkok-how-to-get-found-on-google-maps',
      });
      expect(candidates[1]?.excerpt).toMatch(/^When someone nearby searches/);
    });

    it('lists only scheduled rows, by run_at', async () => {
      const third = await schedule('Third', minutes(300));
      const first = await schedule('First', minutes(100));
      const second = await schedule('Second', minutes(200));
      const cancelled = await schedule('Cancelled', minutes(150));
      await cancelScheduledXPost(bindCaller(db, admin.claims), cancelled);

      const { scheduled } = await loadXOverview(bindCaller(db, admin.claims));
      expect(scheduled).toEqual([
        { id: first, postId: null, text: 'First', runAt: minutes(100).toISOString() },
        { id: second, postId: null, text: 'Second', runAt: minutes(200).toISOString() },
        { id: third, postId: null, text: 'Third', runAt: minutes(300).toISOString() },
      ]);
    });

    it('shows the newest 50 log entries first, and clearXLog empties the log', async () => {
      await db.asService(async (tx) => {
        for (let i = 0; i < 55; i += 1) {
          await tx.query(`insert into public.x_post_log (created_at, status, message) values ($1, 'posted', $2)`, [
            minutes(-i).toISOString(),
            `entry ${i}`,
          ]);
        }
      });

      const { log } = await loadXOverview(bindCaller(db, admin.claims));
      expect(LOG_ENTRIES).toBe(50);
      expect(log).toHaveLength(50);
      expect(log.map((entry) => entry.message)).toEqual(Array.from({ length: 50 }, (_, i) => `entry ${i}`));
      expect(log[0]).toMatchObject({ createdAt: NOW.toISOString(), status: 'posted', tweetId: null, tweetUrl: null });
      expect(log[49]?.createdAt).toBe(minutes(-49).toISOString());

      await clearXLog(bindCaller(db, admin.claims));
      expect(await logRows()).toEqual([]);
      expect((await loadXOverview(bindCaller(db, admin.claims))).log).toEqual([]);
    });
  });

  describe('a customer (profiles.role user)', () => {
    it('cannot schedule (RLS refuses the insert), and nothing is written', async () => {
      await expect(
        scheduleXPost(bindCaller(db, customer.claims), { postId: SEED.posts.localSeo, text: 'Spam', runAt: minutes(60), now: NOW }),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await scheduledRows()).toEqual([]);
      expect(await logRows()).toEqual([]);
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBeNull();
    });

    it('cannot clear the log, cancel, or see the schedule and log', async () => {
      const id = await schedule('Admins only', minutes(60));
      const before = await logRows();
      expect(before).toHaveLength(1);

      await expect(clearXLog(bindCaller(db, customer.claims))).resolves.toBeUndefined();
      expect(await logRows()).toEqual(before);

      expect(await cancelScheduledXPost(bindCaller(db, customer.claims), id)).toBe(false);
      expect((await scheduledRow(id))?.status).toBe('scheduled');

      const overview = await loadXOverview(bindCaller(db, customer.claims));
      expect(overview.scheduled).toEqual([]);
      expect(overview.log).toEqual([]);
    });
  });

  describe('runDueXPosts', () => {
    it('posts only the rows that are due (run_at <= now), each once', async () => {
      const early = await schedule('Due an hour from now', minutes(60), SEED.posts.localSeo);
      const exact = await schedule('Due exactly at the run', minutes(120));
      const later = await schedule('Not due yet', minutes(121));

      expect(await runDueXPosts(db, social, minutes(120))).toEqual({ posted: 2, failed: 0 });

      expect(fake.posted()).toEqual(['Due an hour from now', 'Due exactly at the run']);
      expect(fake.requests.map((request) => request.status)).toEqual([201, 201]);
      const earlyRow = await scheduledRow(early);
      expect(earlyRow).toMatchObject({ status: 'posted', attempts: 1, last_error: null });
      expect(earlyRow?.tweet_id).toMatch(/^\d{19}$/);
      expect((await scheduledRow(exact))?.status).toBe('posted');
      expect(await scheduledRow(later)).toMatchObject({ status: 'scheduled', attempts: 0, tweet_id: null });

      const post = await postX(SEED.posts.localSeo);
      expect(post).toMatchObject({
        x_post_status: 'posted',
        x_post_id: earlyRow?.tweet_id,
        x_post_url: `https://x.com/i/web/status/${earlyRow?.tweet_id ?? ''}`,
      });
      const posted = (await logRows()).filter((entry) => entry.status === 'posted');
      expect(posted).toHaveLength(2);
      expect(posted).toContainEqual({
        status: 'posted',
        message: 'Due an hour from now',
        tweet_id: earlyRow?.tweet_id,
        tweet_url: `https://x.com/i/web/status/${earlyRow?.tweet_id ?? ''}`,
        post_id: SEED.posts.localSeo,
      });

      // Nothing more is due at the same time.
      expect(await runDueXPosts(db, social, minutes(120))).toEqual({ posted: 0, failed: 0 });
      expect(fake.requests).toHaveLength(2);
    });

    it('posts each due row exactly once when two runs start together', async () => {
      const texts = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((word) => `Scheduled post ${word}`);
      const ids: string[] = [];
      for (const [i, text] of texts.entries()) ids.push(await schedule(text, minutes(10 + i)));
      // A little latency at X, so the two runners overlap on PostgreSQL.
      fake.reply(...texts.map(() => ({ delayMs: 25 })));

      const [one, two] = await Promise.all([runDueXPosts(db, social, minutes(60)), runDueXPosts(db, social, minutes(60))]);

      expect(one.failed + two.failed).toBe(0);
      expect(one.posted + two.posted).toBe(texts.length);
      expect(fake.requests).toHaveLength(texts.length);
      expect([...fake.posted()].sort()).toEqual([...texts].sort());
      const rows = await scheduledRows();
      expect(rows.map((row) => row.status)).toEqual(texts.map(() => 'posted'));
      expect(rows.map((row) => row.attempts)).toEqual(texts.map(() => 1));
      expect(new Set(rows.map((row) => row.tweet_id)).size).toBe(texts.length);
    });

    it('retries a refused post 5 minutes later, then gives up after MAX_ATTEMPTS', async () => {
      expect(MAX_ATTEMPTS).toBe(3);
      const id = await schedule('X is down today', minutes(60), SEED.posts.localSeo);
      fake.reply({ status: 500 }, { status: 500 }, { status: 500 });

      let at = minutes(60);
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        expect(await runDueXPosts(db, social, at)).toEqual({ posted: 0, failed: 1 });
        const row = await scheduledRow(id);
        expect(row).toMatchObject({
          status: 'scheduled',
          attempts: attempt,
          last_error: 'Failed to post tweet: 500 Internal Server Error',
        });
        const next = new Date(at.getTime() + 5 * 60_000);
        expect(iso(row?.run_at ?? '')).toBe(next.toISOString());
        expect((await postX(SEED.posts.localSeo))?.x_post_status).toBe('pending');
        // Not due again until then.
        expect(await runDueXPosts(db, social, new Date(next.getTime() - 1))).toEqual({ posted: 0, failed: 0 });
        at = next;
      }
      expect(await runDueXPosts(db, social, at)).toEqual({ posted: 0, failed: 1 });

      const row = await scheduledRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, tweet_id: null });
      expect(iso(row?.run_at ?? '')).toBe(at.toISOString());
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBe('failed');
      expect(fake.requests).toHaveLength(MAX_ATTEMPTS);
      const failed = (await logRows()).filter((entry) => entry.status === 'failed');
      expect(failed).toHaveLength(MAX_ATTEMPTS);
      expect(
        failed.every(
          (entry) => entry.message === 'Failed to post tweet: 500 Internal Server Error' && entry.post_id === SEED.posts.localSeo,
        ),
      ).toBe(true);

      // A failed row is never run again.
      expect(await runDueXPosts(db, social, minutes(24 * 60))).toEqual({ posted: 0, failed: 0 });
      expect(fake.requests).toHaveLength(MAX_ATTEMPTS);
    });

    it('posts on a retry after one refusal', async () => {
      const id = await schedule('Second time lucky', minutes(5), SEED.posts.thaiShoppers);
      fake.reply({ status: 503 });
      expect(await runDueXPosts(db, social, minutes(5))).toEqual({ posted: 0, failed: 1 });
      expect(await runDueXPosts(db, social, minutes(10))).toEqual({ posted: 1, failed: 0 });
      const row = await scheduledRow(id);
      expect(row).toMatchObject({ status: 'posted', attempts: 2, last_error: 'Failed to post tweet: 503 Service Unavailable' });
      expect((await postX(SEED.posts.thaiShoppers))?.x_post_status).toBe('posted');
    });

    describe('a post whose answer from X was lost', () => {
      const posts = () => fake.requests.filter((request) => request.method === 'POST');

      it('is looked up before the retry: the tweet that went through is recorded, never posted twice', async () => {
        const text = 'Launch day & new work: https://siampixel.co.th/blog/launch';
        const id = await schedule(text, minutes(5), SEED.posts.thaiShoppers);
        fake.reply('post-then-hang');
        expect(await runDueXPosts(db, social, minutes(5))).toEqual({ posted: 0, failed: 1 });
        const first = await scheduledRow(id);
        expect(first).toMatchObject({ status: 'scheduled', attempts: 1 });
        expect(first?.unconfirmed_since).not.toBeNull();
        const onX = fake.tweetOf(text);
        expect(onX).toBeDefined();

        expect(await runDueXPosts(db, social, minutes(10))).toEqual({ posted: 1, failed: 0 });
        expect(posts()).toHaveLength(1);
        expect(fake.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
          'POST /2/tweets',
          'GET /2/users/me',
          `GET /2/users/${FAKE_X_USER.id}/tweets`,
        ]);
        expect(await scheduledRow(id)).toMatchObject({ status: 'posted', attempts: 2, tweet_id: onX?.id });
        expect(await postX(SEED.posts.thaiShoppers)).toMatchObject({ x_post_status: 'posted', x_post_id: onX?.id });
        expect((await logRows()).at(-1)).toMatchObject({ status: 'posted', message: text, tweet_id: onX?.id });
      });

      it('is posted again when X has no such tweet', async () => {
        const text = 'Lost on the way there';
        const id = await schedule(text, minutes(5));
        fake.reply('hang');
        expect(await runDueXPosts(db, social, minutes(5))).toEqual({ posted: 0, failed: 1 });
        expect(fake.tweetOf(text)).toBeUndefined();
        expect(await runDueXPosts(db, social, minutes(10))).toEqual({ posted: 1, failed: 0 });
        expect(posts()).toHaveLength(2);
        expect(await scheduledRow(id)).toMatchObject({ status: 'posted', tweet_id: fake.tweetOf(text)?.id });
      });

      it('counts X refusing the retry as a duplicate as the earlier tweet when the account may not read', async () => {
        const text = 'Posted, though nobody heard';
        const id = await schedule(text, minutes(5), SEED.posts.localSeo);
        fake.lookups('forbidden');
        fake.reply('post-then-hang');
        vi.spyOn(console, 'error').mockImplementation(() => {});
        expect(await runDueXPosts(db, social, minutes(5))).toEqual({ posted: 0, failed: 1 });
        expect(await runDueXPosts(db, social, minutes(10))).toEqual({ posted: 1, failed: 0 });
        expect(posts().map((request) => request.status)).toEqual([0, 403]);
        expect(await scheduledRow(id)).toMatchObject({ status: 'posted', tweet_id: null });
        expect((await postX(SEED.posts.localSeo))?.x_post_status).toBe('posted');
        expect((await logRows()).at(-1)).toMatchObject({ status: 'posted', message: text, tweet_id: null });
      });

      it('still fails a duplicate refusal when no earlier attempt went unanswered', async () => {
        const text = 'Said twice on purpose';
        await social.post(text);
        const id = await schedule(text, minutes(5));
        expect(await runDueXPosts(db, social, minutes(5))).toEqual({ posted: 0, failed: 1 });
        expect(await scheduledRow(id)).toMatchObject({ status: 'scheduled', unconfirmed_since: null });
        expect(fake.requests.filter((request) => request.method === 'GET')).toHaveLength(0);
      });
    });

    it.each([
      ['socialFrom(configFrom({}).x)', () => socialFrom(configFrom({}).x)],
      ['an XSocial without credentials', () => new XSocial({ baseUrl: fake.url })],
    ])('fails a row at once when X is not configured (%s)', async (_name, make) => {
      const id = await schedule('Nobody to post as', minutes(60), SEED.posts.localSeo);

      expect(await runDueXPosts(db, make(), minutes(60))).toEqual({ posted: 0, failed: 1 });

      expect(await scheduledRow(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'X API credentials are not configured' });
      expect((await postX(SEED.posts.localSeo))?.x_post_status).toBe('failed');
      expect(fake.requests).toHaveLength(0);
      expect((await logRows()).filter((entry) => entry.status === 'failed')).toEqual([
        {
          status: 'failed',
          message: 'X API credentials are not configured',
          tweet_id: null,
          tweet_url: null,
          post_id: SEED.posts.localSeo,
        },
      ]);
      // The admin's page words it in the admin's language.
      expect((await loadXOverview(bindCaller(db, admin.claims))).log[0]).toMatchObject({
        status: 'failed',
        reason: { key: 'xposting.reason.notConfigured' },
      });
    });
  });
});
