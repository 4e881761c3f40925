// The admin's blog on the real schema, as the caller: slugs (Thai titles, collisions, renames),
// automatic excerpts, nulls for empty fields, drafts in the list; a customer gets nothing done
// (RLS); publishing posts the composed tweet to a fake X that verifies OAuth 1.0a signatures,
// records the outcome and asks for a rebuild once; a visitor then reads the sanitised post.
import { bindCaller } from '../../../src/server/db/caller';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoExcerpt, composeTweet, type BlogPostInput } from '../../../src/domain/blog';
import { deletePost, listAllPosts, publishPost, saveAndPublish, savePost, type AdminPost } from '../../../src/server/blog/admin';
import { publishDuePosts } from '../../../src/server/blog/scheduled';
import { runDueXPosts } from '../../../src/server/social/posting';
import { getPublishedPost } from '../../../src/server/blog/posts';
import type { DatabaseEngine } from '../../../src/server/db/types';
import type { RebuildPort, RebuildResult } from '../../../src/server/site/rebuild';
import { XSocial } from '../../../src/server/social';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { startFakeXWithClient, type FakeX } from '../support/fakeX';
import { postInput, type PostInput } from '../support/rows';
import { SEED } from '../support/seed';

const SITE = 'https://siampixel.example';
const NOW = new Date('2026-11-22T03:00:00.000Z');
const LATER = new Date('2026-11-22T03:05:00.000Z');
const SEEDED_LOCAL_SEO_SLUG = 'local-seo-in-bangkok-how-to-get-found-on-google-maps';

/** Records what it was asked, answers 'live' like OnDemandSite. */
class RecordingRebuild implements RebuildPort {
  readonly reasons: string[] = [];
  request(reason: string): Promise<RebuildResult> {
    this.reasons.push(reason);
    return Promise.resolve({ status: 'live' });
  }
}

/** What the editor sends, with a short body unless `fields` give one. */
const input = (fields: Partial<PostInput> & Pick<PostInput, 'title'>) =>
  postInput({ content: '<p>A short post for the test.</p>', ...fields });

interface StoredPost {
  slug: string;
  status: string;
  excerpt: string | null;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  category: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  published_at: Date | string | null;
  x_post_status: string | null;
  x_post_id: string | null;
  x_post_url: string | null;
  x_posted_at: Date | string | null;
}

describe.each(engines)('admin blog on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let fake: FakeX;
  let social: XSocial;
  let admin: User;
  let customer: User;
  let rebuild: RecordingRebuild;

  const stored = (id: string) => db.asOwner((tx) => tx.one<StoredPost>('select * from public.blog_posts where id = $1', [id]));
  const logFor = (id: string) =>
    db.asOwner((tx) =>
      tx.query<{ status: string; message: string; tweet_id: string | null; tweet_url: string | null }>(
        'select status, message, tweet_id, tweet_url from public.x_post_log where post_id = $1 order by created_at',
        [id],
      ),
    );
  const create = async (fields: Partial<BlogPostInput> & Pick<BlogPostInput, 'title'>, now = NOW): Promise<AdminPost> => {
    const result = await savePost(db, admin.claims, input(fields), now);
    if (!result.ok) throw new Error(`could not create ${fields.title}: ${result.error}`);
    return result.post;
  };
  const publish = (claims: User['claims'], id: string) => publishPost({ db, social, rebuild }, claims, id, SITE);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    ({ fake, social } = await startFakeXWithClient());
    admin = await createUser(db, { email: `editor-${engine}@example.test`, userMetadata: { full_name: 'Ploy Editor' } });
    await setProfileRole(db, admin.id, 'admin');
    customer = await createUser(db, { email: `customer-${engine}@example.test`, userMetadata: { full_name: 'สมชาย ใจดี' } });
  });
  afterAll(async () => {
    await fake.close();
    await test.close();
  });
  beforeEach(() => {
    fake.reset();
    rebuild = new RecordingRebuild();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('savePost', () => {
    it('gives a Thai-only title the slug "post", and the next one post-<timestamp of now>', async () => {
      const first = await create({ title: 'ออกแบบเว็บไซต์ให้ธุรกิจร้านอาหาร' }, NOW);
      expect(first).toMatchObject({ title: 'ออกแบบเว็บไซต์ให้ธุรกิจร้านอาหาร', slug: 'post', status: 'draft' });

      const second = await create({ title: 'เคล็ดลับ SEO สำหรับร้านค้าออนไลน์' }, LATER);
      // "SEO" survives the a-z rule, so this one is not a Thai-only title: its slug is "seo".
      expect(second.slug).toBe('seo');

      const third = await create({ title: 'การตลาดออนไลน์สำหรับคลินิก' }, LATER);
      expect(third.slug).toBe(`post-${LATER.getTime()}`);
      expect(third.slug).toBe('post-1795316700000');
    });

    it('appends the timestamp when the title gives a seeded slug', async () => {
      const post = await create({ title: 'Local SEO in Bangkok: How to Get Found on Google Maps' }, NOW);
      expect(post.slug).toBe(`${SEEDED_LOCAL_SEO_SLUG}-${NOW.getTime()}`);
      // The seeded post keeps its own slug.
      expect((await stored(SEED.posts.localSeo))?.slug).toBe(SEEDED_LOCAL_SEO_SLUG);
    });

    it('makes an empty excerpt from the first 160 characters of the text, and keeps an own one', async () => {
      const content =
        '<h2>Why speed matters</h2><p>Visitors in Bangkok leave a slow site within seconds &amp; rarely come back.</p>' +
        `<script>track()</script><p>${'Every extra second costs sales. '.repeat(8)}</p>`;
      // The heading is not prose: it stays out of the excerpt (issue 21).
      const text = `Visitors in Bangkok leave a slow site within seconds & rarely come back. ${'Every extra second costs sales. '.repeat(8).trim()}`;
      const expected = `${text.slice(0, 160).trimEnd()}...`;

      const auto = await create({ title: 'Why Speed Matters', content, excerpt: '' });
      expect(auto.excerpt).toBe(expected);
      expect(auto.excerpt).toBe(autoExcerpt(content));
      expect(Array.from(auto.excerpt.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(160);
      expect((await stored(auto.id))?.excerpt).toBe(expected);

      const blank = await create({ title: 'Blank Excerpt', content: '<p>สวัสดีครับ ยินดีต้อนรับ</p>', excerpt: '   ' });
      expect(blank.excerpt).toBe('สวัสดีครับ ยินดีต้อนรับ');

      const own = await create({ title: 'Own Excerpt', content, excerpt: 'Speed sells.' });
      expect(own.excerpt).toBe('Speed sells.');
    });

    it('keeps the slug while the title stays, and makes it again when the title changes', async () => {
      const post = await create({ title: 'Fonts for Thai Websites' });
      expect(post.slug).toBe('fonts-for-thai-websites');

      const edited = await savePost(
        db,
        admin.claims,
        input({ id: post.id, title: 'Fonts for Thai Websites', content: '<p>New body.</p>', category: 'Design' }),
        LATER,
      );
      expect(edited).toMatchObject({
        ok: true,
        post: { id: post.id, slug: 'fonts-for-thai-websites', category: 'Design', excerpt: 'New body.' },
      });

      // Only case and punctuation changed: same slug, links keep working.
      const recased = await savePost(db, admin.claims, input({ id: post.id, title: 'Fonts for Thai websites!' }), LATER);
      expect(recased).toMatchObject({ ok: true, post: { slug: 'fonts-for-thai-websites' } });

      const renamed = await savePost(db, admin.claims, input({ id: post.id, title: 'Thai Web Fonts in 2027' }), LATER);
      expect(renamed).toMatchObject({ ok: true, post: { title: 'Thai Web Fonts in 2027', slug: 'thai-web-fonts-in-2027' } });

      // A new title that another post already uses gets the timestamp of this save.
      const clash = await savePost(db, admin.claims, input({ id: post.id, title: 'Choosing Thai Web Fonts That Load Fast' }), LATER);
      expect(clash).toMatchObject({ ok: true, post: { slug: `choosing-thai-web-fonts-that-load-fast-${LATER.getTime()}` } });
      expect((await stored(post.id))?.slug).toBe(`choosing-thai-web-fonts-that-load-fast-${LATER.getTime()}`);
    });

    it('answers not_found for an unknown id', async () => {
      const result = await savePost(db, admin.claims, input({ id: crypto.randomUUID(), title: 'Ghost' }), NOW);
      expect(result).toEqual({ ok: false, error: 'not_found' });
    });

    it("stores '' optional fields as null and gives them back as ''", async () => {
      const post = await create({ title: 'Nothing Optional' });
      expect(post).toMatchObject({
        featured_image_url: '',
        featured_image_alt: '',
        category: '',
        meta_title: '',
        meta_description: '',
        meta_keywords: '',
        tags: [],
        x_post_status: null,
        x_post_url: null,
        published_at: null,
      });
      expect(await stored(post.id)).toMatchObject({
        featured_image_url: null,
        featured_image_alt: null,
        category: null,
        meta_title: null,
        meta_description: null,
        meta_keywords: null,
        excerpt: 'A short post for the test.',
      });

      const full = await create({
        title: 'Everything Filled In',
        featured_image_url: 'https://images.example/photo.jpg',
        featured_image_alt: 'Bangkok skyline',
        category: 'SEO',
        tags: ['seo', 'bangkok'],
        meta_title: 'Meta title',
        meta_description: 'Meta description',
        meta_keywords: 'seo, bangkok',
      });
      expect(await stored(full.id)).toMatchObject({
        featured_image_url: 'https://images.example/photo.jpg',
        featured_image_alt: 'Bangkok skyline',
        category: 'SEO',
        meta_title: 'Meta title',
        meta_description: 'Meta description',
        meta_keywords: 'seo, bangkok',
      });
      expect(full.tags).toEqual(['seo', 'bangkok']);
    });
  });

  describe('listAllPosts', () => {
    it('lists drafts too, newest first', async () => {
      const newest = await create({ title: 'The Newest Draft' });
      const posts = await listAllPosts(bindCaller(db, admin.claims));
      const all = await db.asOwner((tx) => tx.query<{ id: string }>('select id from public.blog_posts order by created_at desc'));

      expect(posts.map((p) => p.id)).toEqual(all.map((p) => p.id));
      expect(posts[0]?.id).toBe(newest.id);
      expect(posts.map((p) => p.id)).toContain(SEED.posts.draftThaiFonts);
      expect(posts.find((p) => p.id === SEED.posts.draftThaiFonts)).toMatchObject({ status: 'draft', published_at: null });
      const times = posts.map((p) => Date.parse(p.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('shows a customer only the published posts (RLS)', async () => {
      const posts = await listAllPosts(bindCaller(db, customer.claims));
      expect(posts.length).toBeGreaterThanOrEqual(SEED.publishedPostCount);
      expect(posts.every((p) => p.status === 'published')).toBe(true);
      expect(posts.map((p) => p.id)).not.toContain(SEED.posts.draftThaiFonts);
    });
  });

  describe('a customer (profiles.role user)', () => {
    it('cannot create a post', async () => {
      const before = await db.asOwner((tx) => tx.one<{ count: number }>('select count(*)::int as count from public.blog_posts'));
      const result = await savePost(db, customer.claims, input({ title: 'Buy Cheap Followers' }), NOW);
      expect(result).toEqual({ ok: false, error: 'forbidden' });
      const after = await db.asOwner((tx) => tx.one<{ count: number }>('select count(*)::int as count from public.blog_posts'));
      expect(after?.count).toBe(before?.count);
    });

    it('cannot update: a draft is not_found, a published post forbidden, nothing changes', async () => {
      const draft = await savePost(db, customer.claims, input({ id: SEED.posts.draftThaiFonts, title: 'Hacked' }), NOW);
      expect(draft).toEqual({ ok: false, error: 'not_found' });
      const published = await savePost(db, customer.claims, input({ id: SEED.posts.localSeo, title: 'Hacked' }), NOW);
      expect(published).toEqual({ ok: false, error: 'forbidden' });
      expect(await stored(SEED.posts.localSeo)).toMatchObject({ slug: SEEDED_LOCAL_SEO_SLUG, status: 'published' });
      const title = await db.asOwner((tx) =>
        tx.one<{ title: string }>('select title from public.blog_posts where id = $1', [SEED.posts.localSeo]),
      );
      expect(title?.title).toBe('Local SEO in Bangkok: How to Get Found on Google Maps');
    });

    it('cannot delete or publish', async () => {
      expect(await deletePost(bindCaller(db, customer.claims), SEED.posts.localSeo)).toBe(false);
      expect(await deletePost(bindCaller(db, customer.claims), SEED.posts.draftThaiFonts)).toBe(false);
      expect(await stored(SEED.posts.localSeo)).not.toBeNull();

      expect(await publish(customer.claims, SEED.posts.draftThaiFonts)).toBeNull();
      expect(await stored(SEED.posts.draftThaiFonts)).toMatchObject({ status: 'draft', published_at: null, x_post_status: null });
      expect(fake.requests).toHaveLength(0);
      expect(rebuild.reasons).toEqual([]);
    });
  });

  describe('publishPost', () => {
    it('publishes a draft with auto-post: the composed tweet goes to X, the post and the log record it, one rebuild', async () => {
      const title = 'Core Web Vitals for Thai Online Stores';
      const draft = await create({ title, excerpt: 'Faster pages sell more.', auto_post_to_x: true });
      expect(draft.slug).toBe('core-web-vitals-for-thai-online-stores');
      const url = `${SITE}/blog/${draft.slug}`;
      const expectedText = composeTweet({ title, excerpt: 'Faster pages sell more.', slug: draft.slug }, url);
      expect(expectedText).toContain(title);
      expect(expectedText).toContain(url);

      const result = await publish(admin.claims, draft.id);

      expect(result?.x).toEqual({ status: 'posted' });
      expect(result?.rebuild).toEqual({ status: 'live' });
      expect(rebuild.reasons).toEqual([`Published: ${title}`]);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ scheme: 'oauth1', authError: undefined, status: 201, body: { text: expectedText } });
      expect(fake.posted()).toEqual([expectedText]);

      const row = await stored(draft.id);
      expect(row?.status).toBe('published');
      expect(row?.published_at).not.toBeNull();
      expect(row?.x_post_status).toBe('posted');
      expect(row?.x_post_id).toMatch(/^\d{19}$/);
      expect(row?.x_post_url).toBe(`https://x.com/i/web/status/${row?.x_post_id ?? ''}`);
      expect(row?.x_posted_at).not.toBeNull();
      expect(result?.post).toMatchObject({ status: 'published', x_post_status: 'posted', x_post_url: row?.x_post_url });
      expect(result?.post.published_at).not.toBeNull();

      expect(await logFor(draft.id)).toEqual([
        { status: 'posted', message: expectedText, tweet_id: row?.x_post_id, tweet_url: row?.x_post_url },
      ]);
    });

    it('still publishes when X answers 500, and records the failure', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const draft = await create({ title: 'Hosting in Thailand: What to Ask', excerpt: 'Five questions.', auto_post_to_x: true });
      fake.reply({ status: 500 });

      const result = await publish(admin.claims, draft.id);

      expect(result?.post.status).toBe('published');
      expect(result?.x.status).toBe('failed');
      expect(result?.x.reason).toEqual({ key: 'xposting.reason.apiError', vars: { status: 500, statusText: 'Internal Server Error' } });
      expect(result?.post.x_post_status).toBe('failed');
      expect(rebuild.reasons).toEqual(['Published: Hosting in Thailand: What to Ask']);
      expect(fake.requests).toHaveLength(1);
      expect(errors).toHaveBeenCalled();
      expect(await stored(draft.id)).toMatchObject({
        status: 'published',
        x_post_status: 'failed',
        x_post_id: null,
        x_post_url: null,
        x_posted_at: null,
      });
      expect(await logFor(draft.id)).toEqual([
        { status: 'failed', message: 'Failed to post tweet: 500 Internal Server Error', tweet_id: null, tweet_url: null },
      ]);
    });

    it('answers null for a post that is already published: no second tweet, no rebuild', async () => {
      const draft = await create({ title: 'Publish Me Twice', auto_post_to_x: true });
      const first = await publish(admin.claims, draft.id);
      expect(first?.x.status).toBe('posted');
      fake.reset();
      rebuild = new RecordingRebuild();

      expect(await publish(admin.claims, draft.id)).toBeNull();
      expect(await publish(admin.claims, SEED.posts.localSeo)).toBeNull();
      expect(fake.requests).toHaveLength(0);
      expect(rebuild.reasons).toEqual([]);
      expect(await logFor(draft.id)).toHaveLength(1);
    });

    it('tweets once when publishes of the same draft race (two admins, a double click)', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      // A few rounds, so a race that only sometimes overlaps on PostgreSQL still shows.
      for (const round of [1, 2, 3, 4]) {
        fake.reset();
        rebuild = new RecordingRebuild();
        const title = `Two Admins, One Button (round ${round})`;
        const draft = await create({ title, auto_post_to_x: true });

        const results = await Promise.all([1, 2, 3].map(() => publish(admin.claims, draft.id)));

        expect(results.filter((result) => result !== null)).toHaveLength(1);
        expect(fake.requests).toHaveLength(1);
        expect(await stored(draft.id)).toMatchObject({ status: 'published', x_post_status: 'posted' });
        expect((await logFor(draft.id)).map((entry) => entry.status)).toEqual(['posted']);
        expect(rebuild.reasons).toEqual([`Published: ${title}`]);
      }
      expect(errors).not.toHaveBeenCalled();
    });

    it('answers null for an unknown post', async () => {
      expect(await publish(admin.claims, crypto.randomUUID())).toBeNull();
      expect(rebuild.reasons).toEqual([]);
    });

    it('skips X when auto-post is off', async () => {
      const draft = await create({ title: 'No Tweet for This One', auto_post_to_x: false });
      const result = await publish(admin.claims, draft.id);
      expect(result?.x).toEqual({ status: 'skipped' });
      expect(result?.post).toMatchObject({ status: 'published', x_post_status: null });
      expect(fake.requests).toHaveLength(0);
      expect(rebuild.reasons).toEqual(['Published: No Tweet for This One']);
      expect(await logFor(draft.id)).toEqual([]);
    });

    it('skips X for a post that was live before (archived)', async () => {
      const archived = await create({ title: 'Back from the Archive', status: 'archived', auto_post_to_x: true });
      const result = await publish(admin.claims, archived.id);
      expect(result?.x).toEqual({ status: 'skipped' });
      expect(result?.post.status).toBe('published');
      expect(fake.requests).toHaveLength(0);
      expect(rebuild.reasons).toEqual(['Published: Back from the Archive']);
    });

    it('announces a scheduled post published ahead of its time, and clears its time', async () => {
      const scheduled = await create({
        title: 'Planned for Songkran',
        status: 'scheduled',
        publish_at: '2026-12-01T09:00:00+07:00',
        auto_post_to_x: true,
      });
      expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: '2026-12-01T02:00:00.000Z' });
      const result = await publish(admin.claims, scheduled.id);
      expect(result?.x).toEqual({ status: 'posted' });
      expect(result?.post).toMatchObject({ status: 'published', publish_at: null });
    });

    it('publishes the seeded draft with auto-post on', async () => {
      const result = await publish(admin.claims, SEED.posts.draftThaiFonts);
      expect(result?.x.status).toBe('posted');
      const text = (fake.requests[0]?.body as { text: string }).text;
      expect(text).toContain('Choosing Thai Web Fonts That Load Fast');
      expect(text).toContain(`${SITE}/blog/choosing-thai-web-fonts-that-load-fast`);
    });
  });

  describe('deletePost', () => {
    it('removes the post once', async () => {
      const post = await create({ title: 'Delete Me' });
      expect(await deletePost(bindCaller(db, admin.claims), post.id)).toBe(true);
      expect(await stored(post.id)).toBeNull();
      expect((await listAllPosts(bindCaller(db, admin.claims))).map((p) => p.id)).not.toContain(post.id);
      expect(await deletePost(bindCaller(db, admin.claims), post.id)).toBe(false);
    });
  });

  describe('what a visitor reads', () => {
    it('sees the post only once published, with the HTML sanitised', async () => {
      const post = await create({
        title: 'Safe HTML Only',
        content:
          '<p>Hello <strong>Bangkok</strong></p><script>alert(1)</script><img src="https://images.example/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      });
      expect(await getPublishedPost(db, post.slug)).toBeNull();

      await publish(admin.claims, post.id);
      const read = (await getPublishedPost(db, post.slug))?.post;

      expect(read).toMatchObject({ id: post.id, slug: 'safe-html-only', title: 'Safe HTML Only', excerpt: 'Hello Bangkok. x' });
      expect(read?.html).toContain('<p>Hello <strong>Bangkok</strong></p>');
      expect(read?.html).not.toContain('<script');
      expect(read?.html).not.toContain('alert');
      expect(read?.html).not.toContain('onerror');
      expect(read?.html).toContain('<img src="https://images.example/a.jpg" loading="lazy" />');
    });
  });
});

describe.each(engines)('saving as Published and scheduled publishing on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let fake: FakeX;
  let social: XSocial;
  let admin: User;
  let rebuild: RecordingRebuild;

  const stored = (id: string) => db.asOwner((tx) => tx.one<StoredPost>('select * from public.blog_posts where id = $1', [id]));
  const queued = (id: string) =>
    db.asOwner((tx) =>
      tx.query<{ text: string; run_at: Date; status: string }>(
        'select text, run_at, status from public.scheduled_x_posts where post_id = $1',
        [id],
      ),
    );
  const save = (fields: Partial<BlogPostInput> & Pick<BlogPostInput, 'title'> & { id?: string }, now = NOW) =>
    saveAndPublish({ db, social, rebuild }, admin.claims, input(fields), now, SITE);
  const scheduleAt = async (title: string, publishAt: string, autoPost = true) => {
    const result = await save({ title, status: 'scheduled', publish_at: publishAt, auto_post_to_x: autoPost });
    if (!result.ok) throw new Error(result.error);
    return result.post;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    ({ fake, social } = await startFakeXWithClient());
    admin = await createUser(db, { email: `scheduler-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
  });
  afterAll(async () => {
    await fake.close();
    await test.close();
  });
  beforeEach(async () => {
    fake.reset();
    rebuild = new RecordingRebuild();
    // Each test sees only its own scheduled posts.
    await db.asOwner((tx) => tx.query("update public.blog_posts set status = 'draft', publish_at = null where status = 'scheduled'"));
  });

  it('a new post saved as Published goes through publish: tweet, rebuild, published_at', async () => {
    const result = await save({ title: 'Saved Straight to Live', status: 'published', auto_post_to_x: true });
    expect(result.ok && result.published).toEqual({ x: { status: 'posted' }, rebuild: { status: 'live' } });
    expect(result.ok && result.post).toMatchObject({ status: 'published', x_post_status: 'posted' });
    expect(rebuild.reasons).toEqual(['Published: Saved Straight to Live']);
    expect(fake.posted()).toHaveLength(1);
  });

  it('an edited draft saved as Published is published once; saving it again publishes nothing', async () => {
    const draft = await save({ title: 'Edited Then Published', auto_post_to_x: true });
    if (!draft.ok) throw new Error(draft.error);
    expect(draft.published).toBeNull();
    const live = await save({ id: draft.post.id, title: 'Edited Then Published', status: 'published', auto_post_to_x: true });
    expect(live.ok && live.post.status).toBe('published');
    const again = await save({ id: draft.post.id, title: 'Edited Then Published', status: 'published', auto_post_to_x: true }, LATER);
    expect(again.ok && again.published).toBeNull();
    expect(fake.posted()).toHaveLength(1);
    expect(rebuild.reasons).toEqual(['Published: Edited Then Published']);
  });

  it('refuses a scheduled time that is not ahead, writing nothing', async () => {
    const result = await save({ title: 'Too Late Already', status: 'scheduled', publish_at: '2026-11-22T09:59:00+07:00' });
    expect(result).toEqual({ ok: false, error: 'publish_at_past' });
    expect(await db.asOwner((tx) => tx.query("select 1 from public.blog_posts where title = 'Too Late Already'"))).toHaveLength(0);
  });

  it('publishes due posts only, once each with two runners, queues the announcement and asks one rebuild', async () => {
    const due = await scheduleAt('Due at Ten', '2026-11-22T10:01:00+07:00');
    const quiet = await scheduleAt('Due Without a Tweet', '2026-11-22T10:02:00+07:00', false);
    const later = await scheduleAt('Due Tomorrow', '2026-11-23T10:00:00+07:00');
    const at = new Date('2026-11-22T03:03:00Z'); // 10:03 in Bangkok

    const runs = await Promise.all([publishDuePosts({ db, rebuild }, at, SITE), publishDuePosts({ db, rebuild }, at, SITE)]);

    expect(runs.flatMap((run) => run.published).sort()).toEqual(['Due Without a Tweet', 'Due at Ten']);
    expect(rebuild.reasons).toHaveLength(runs.filter((run) => run.published.length > 0).length);
    expect(await stored(due.id)).toMatchObject({ status: 'published', publish_at: null, x_post_status: 'pending' });
    expect((await stored(due.id))?.published_at).not.toBeNull();
    expect(await stored(quiet.id)).toMatchObject({ status: 'published', x_post_status: null });
    expect(await stored(later.id)).toMatchObject({ status: 'scheduled' });
    const text = composeTweet({ title: 'Due at Ten', excerpt: due.excerpt, slug: due.slug }, `${SITE}/blog/${due.slug}`);
    expect(await queued(due.id)).toEqual([{ text, run_at: expect.anything() as unknown, status: 'scheduled' }]);
    expect(await queued(quiet.id)).toEqual([]);
    // Nothing was posted by the publish itself: the X runner sends the queued announcement.
    expect(fake.requests).toHaveLength(0);
    expect(await runDueXPosts(db, social, at)).toEqual({ posted: 1, failed: 0 });
    expect(await stored(due.id)).toMatchObject({ x_post_status: 'posted' });
    expect(fake.posted()).toEqual([text]);

    // A second run at the same time finds nothing and rebuilds nothing.
    rebuild = new RecordingRebuild();
    expect(await publishDuePosts({ db, rebuild }, at, SITE)).toEqual({ published: [], rebuild: null });
    expect(rebuild.reasons).toEqual([]);
  });

  it('publishes even when its X post then fails, and the failure is logged against the post', async () => {
    const due = await scheduleAt('Live Though X Is Down', '2026-11-22T10:01:00+07:00');
    const at = new Date('2026-11-22T03:02:00Z');
    await publishDuePosts({ db, rebuild }, at, SITE);
    fake.reply({ status: 503 });
    expect(await runDueXPosts(db, social, at)).toEqual({ posted: 0, failed: 1 });
    expect(await stored(due.id)).toMatchObject({ status: 'published' });
    const log = await db.asOwner((tx) =>
      tx.query<{ status: string; message: string }>('select status, message from public.x_post_log where post_id = $1', [due.id]),
    );
    expect(log).toEqual([{ status: 'failed', message: 'Failed to post tweet: 503 Service Unavailable' }]);
  });
});
