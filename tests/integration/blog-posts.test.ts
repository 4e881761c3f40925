// blog_posts: visitors and customers read published posts; admins read and write every post.
import { describe, expect, it } from 'vitest';
import { engines } from './support/database';
import { expectOutcome, matrix, probe, useSuite } from './support/matrix';
import { SEED } from './support/seed';

const draft = () => [SEED.posts.draftThaiFonts];
const published = () => [SEED.posts.localSeo];
const insertPost = `insert into public.blog_posts (title, slug, content) values ('New post', 'new-post', '<p>Hello</p>') returning id, created_by, author_id, status`;

describe.each(engines)('blog posts on %s', (engine) => {
  const suite = useSuite(engine);

  describe('select', () => {
    matrix(suite, 'select all posts', { sql: 'select id from public.blog_posts' }, {
      visitor: SEED.publishedPostCount,
      userA: SEED.publishedPostCount,
      fakeAdmin: SEED.publishedPostCount,
      admin: SEED.publishedPostCount + 1,
      appAdmin: SEED.publishedPostCount + 1,
      service: SEED.publishedPostCount + 1,
    });
    matrix(suite, 'select the draft post', { sql: 'select id from public.blog_posts where id = $1', params: draft }, {
      visitor: 0,
      userA: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
    });
    matrix(
      suite,
      'select a published post by slug',
      { sql: `select id from public.blog_posts where slug = 'local-seo-in-bangkok-how-to-get-found-on-google-maps' and status = 'published'` },
      { visitor: 1, userA: 1 },
    );

    it('seeds published posts with HTML content, excerpts, tags and 2026 dates', async () => {
      const rows = await suite.db.asCaller(null, (tx) =>
        tx.query<{ content: string; excerpt: string; tags: string[]; published_at: Date; category: string }>(
          'select content, excerpt, tags, published_at, category from public.blog_posts order by published_at',
        ),
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.content).toMatch(/<h2>.+<\/h2>/);
        expect(row.content).toMatch(/<ul>/);
        expect(row.excerpt.length).toBeGreaterThan(40);
        expect(row.tags.length).toBeGreaterThan(1);
        expect(row.published_at.getUTCFullYear()).toBe(2026);
      }
    });
  });

  describe('insert', () => {
    matrix(suite, 'create a post', { sql: insertPost }, {
      visitor: 'denied',
      userA: 'rls',
      fakeAdmin: 'rls',
      admin: 1,
      appAdmin: 1,
      service: 1,
    });

    it('records the admin as creator and author, as a draft', async () => {
      const outcome = await probe(suite, 'admin', insertPost);
      expect(outcome).toEqual({
        ok: true,
        rows: [{ id: expect.any(String), created_by: suite.cast.admin.id, author_id: suite.cast.admin.id, status: 'draft' }],
      });
    });

    it('stamps published_at when a post is published without one', async () => {
      const outcome = await probe(suite, 'admin', `update public.blog_posts set status = 'published' where id = $1 returning published_at`, draft());
      expectOutcome(outcome, 1);
      expect(outcome.ok && outcome.rows[0]?.['published_at']).toBeInstanceOf(Date);
    });

    matrix(
      suite,
      'create a post with a taken slug',
      { sql: `insert into public.blog_posts (title, slug, content) values ('Again', 'choosing-thai-web-fonts-that-load-fast', 'x') returning id` },
      { admin: { code: '23505' } },
    );
    matrix(
      suite,
      'create a post with an invalid slug or status',
      { sql: `insert into public.blog_posts (title, slug, content, status) values ('Bad', 'Bad Slug!', 'x', 'live') returning id` },
      { admin: { code: '23514' } },
    );
  });

  describe('update and delete', () => {
    const publish = { sql: `update public.blog_posts set status = 'published' where id = $1 returning id`, params: draft };
    matrix(suite, 'publish the draft', publish, { visitor: 'denied', userA: 0, fakeAdmin: 0, admin: 1, appAdmin: 1 });
    matrix(
      suite,
      'edit a published post',
      { sql: `update public.blog_posts set title = 'Defaced' where id = $1 returning id`, params: published },
      { visitor: 'denied', userA: 0, fakeAdmin: 0, admin: 1, service: 1 },
    );
    matrix(
      suite,
      'record the X post of a published post',
      {
        sql: `update public.blog_posts set x_post_status = 'posted', x_posted_at = now(), x_post_id = '1', x_post_url = 'https://x.com/i/status/1'
              where id = $1 returning id`,
        params: published,
      },
      { userA: 0, admin: 1, service: 1 },
    );
    matrix(
      suite,
      'set an unknown X post status',
      { sql: `update public.blog_posts set x_post_status = 'queued' where id = $1 returning id`, params: published },
      { admin: { code: '23514' } },
    );
    matrix(suite, 'delete a published post', { sql: 'delete from public.blog_posts where id = $1 returning id', params: published }, {
      visitor: 'denied',
      userA: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
    });
  });
});
