// scheduled_x_posts and x_post_log: admins only; the scheduled runner works with the service role.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite, type Suite } from './support/matrix';
import { SEED } from './support/seed';

async function setup(suite: Suite) {
  await suite.db.asService(async (tx) => {
    const scheduled = await tx.one<{ id: string }>(
      `insert into public.scheduled_x_posts (post_id, text, run_at) values ($1, 'New on the blog: local SEO in Bangkok', now() + interval '1 hour') returning id`,
      [SEED.posts.localSeo],
    );
    const logged = await tx.one<{ id: string }>(
      `insert into public.x_post_log (status, message, tweet_id, tweet_url, post_id)
       values ('posted', 'Posted', '123', 'https://x.com/i/status/123', $1) returning id`,
      [SEED.posts.localSeo],
    );
    suite.ids['scheduled'] = scheduled?.id ?? '';
    suite.ids['logged'] = logged?.id ?? '';
  });
}

const adminsOnly = { visitor: 'denied', userA: 0, fakeAdmin: 0, admin: 1, appAdmin: 1, service: 1 } as const;
const adminsInsert = { visitor: 'denied', userA: 'rls', fakeAdmin: 'rls', admin: 1, appAdmin: 1, service: 1 } as const;

describe.each(engines)('X posting on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const scheduled = (s: Suite) => [s.ids['scheduled']];
  const logged = (s: Suite) => [s.ids['logged']];

  describe('scheduled_x_posts', () => {
    matrix(suite, 'select scheduled posts', { sql: 'select id from public.scheduled_x_posts' }, adminsOnly);
    matrix(
      suite,
      'schedule a post',
      { sql: `insert into public.scheduled_x_posts (text, run_at) values ('Hello Bangkok', now() + interval '1 day') returning id` },
      adminsInsert,
    );
    matrix(
      suite,
      'cancel a scheduled post',
      { sql: `update public.scheduled_x_posts set status = 'cancelled' where id = $1 returning id`, params: scheduled },
      adminsOnly,
    );
    matrix(suite, 'delete a scheduled post', { sql: 'delete from public.scheduled_x_posts where id = $1 returning id', params: scheduled }, adminsOnly);
    matrix(
      suite,
      // The weighted 280 (links count 23) is checked by the application with twitter-text; the table
      // refuses blank text and anything beyond 2000 raw characters.
      'schedule a blank or 2001-character post',
      { sql: `insert into public.scheduled_x_posts (text, run_at) values (repeat('a', 2001), now()) returning id` },
      { admin: { code: '23514' } },
    );
    matrix(
      suite,
      'schedule a blank post',
      { sql: `insert into public.scheduled_x_posts (text, run_at) values ('   ', now()) returning id` },
      { admin: { code: '23514' } },
    );
    matrix(
      suite,
      'schedule a post with an unknown status',
      { sql: `insert into public.scheduled_x_posts (text, run_at, status) values ('Hi', now(), 'queued') returning id` },
      { service: { code: '23514' } },
    );
  });

  describe('x_post_log', () => {
    matrix(suite, 'select the log', { sql: 'select id from public.x_post_log' }, adminsOnly);
    matrix(
      suite,
      'write a log entry',
      { sql: `insert into public.x_post_log (status, message) values ('failed', 'Failed to post tweet: 401') returning id` },
      adminsInsert,
    );
    matrix(suite, 'edit a log entry', { sql: `update public.x_post_log set message = 'edited' where id = $1 returning id`, params: logged }, adminsOnly);
    matrix(suite, 'delete a log entry', { sql: 'delete from public.x_post_log where id = $1 returning id', params: logged }, adminsOnly);
  });
});
