// blog_posts: the seeded posts, what the triggers record (creator, author, published_at) and the constraints.
// Who may read and write posts: tests/integration/rls/blog_posts.test.ts.
import { describe, expect, it } from 'vitest';
import { engines } from './support/database';
import { expectOutcome, matrix, probe, useSuite } from './support/matrix';
import { SEED } from './support/seed';

const draft = () => [SEED.posts.draftThaiFonts];
const published = () => [SEED.posts.localSeo];
const insertPost = `insert into public.blog_posts (title, slug, content) values ('New post', 'new-post', '<p>Hello</p>') returning id, created_by, author_id, status`;

describe.each(engines)('blog posts on %s', (engine) => {
  const suite = useSuite(engine);

  describe('the seeded posts', () => {
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

  describe('insert and publish', () => {
    it('records the admin as creator and author, as a draft', async () => {
      const outcome = await probe(suite, 'admin', insertPost);
      expect(outcome).toEqual({
        ok: true,
        rows: [{ id: expect.any(String), created_by: suite.cast.admin.id, author_id: suite.cast.admin.id, status: 'draft' }],
      });
    });

    it('stamps published_at when a post is published without one', async () => {
      const outcome = await probe(
        suite,
        'admin',
        `update public.blog_posts set status = 'published' where id = $1 returning published_at`,
        draft(),
      );
      expectOutcome(outcome, 1);
      expect(outcome.ok && outcome.rows[0]?.['published_at']).toBeInstanceOf(Date);
    });

    matrix(
      suite,
      'create a post with a taken slug',
      {
        sql: `insert into public.blog_posts (title, slug, content) values ('Again', 'choosing-thai-web-fonts-that-load-fast', 'x') returning id`,
      },
      { admin: { code: '23505' } },
    );
    matrix(
      suite,
      'create a post with an invalid slug or status',
      { sql: `insert into public.blog_posts (title, slug, content, status) values ('Bad', 'Bad Slug!', 'x', 'live') returning id` },
      { admin: { code: '23514' } },
    );
  });

  describe('update', () => {
    matrix(
      suite,
      'set an unknown X post status',
      { sql: `update public.blog_posts set x_post_status = 'queued' where id = $1 returning id`, params: published },
      { admin: { code: '23514' } },
    );
  });
});
