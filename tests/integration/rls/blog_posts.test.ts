// blog_posts RLS: visitors and customers read published posts; admins read and write every post.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, adminsOnly, except, matrix, publicRead, useSuite } from '../support/matrix';
import { SEED } from '../support/seed';

const draft = () => [SEED.posts.draftThaiFonts];
const published = () => [SEED.posts.localSeo];
const insertPost = `insert into public.blog_posts (title, slug, content) values ('New post', 'new-post', '<p>Hello</p>') returning id, created_by, author_id, status`;

describe.each(engines)('blog_posts RLS on %s', (engine) => {
  const suite = useSuite(engine);

  describe('select', () => {
    matrix(suite, 'select all posts', { sql: 'select id from public.blog_posts' }, publicRead(SEED.publishedPostCount, 1));
    matrix(suite, 'select the draft post', { sql: 'select id from public.blog_posts where id = $1', params: draft }, publicRead(0, 1));
    matrix(
      suite,
      'select a published post by slug',
      {
        sql: `select id from public.blog_posts where slug = 'local-seo-in-bangkok-how-to-get-found-on-google-maps' and status = 'published'`,
      },
      { visitor: 1, userA: 1 },
    );
  });

  describe('insert', () => {
    matrix(suite, 'create a post', { sql: insertPost }, except(adminsInsert, 'userB', 'superAdmin'));
  });

  describe('update and delete', () => {
    const publish = { sql: `update public.blog_posts set status = 'published' where id = $1 returning id`, params: draft };
    matrix(suite, 'publish the draft', publish, except(adminsOnly, 'userB', 'superAdmin'));
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
      'delete a published post',
      { sql: 'delete from public.blog_posts where id = $1 returning id', params: published },
      except(adminsOnly, 'userB', 'superAdmin'),
    );
  });
});
