// scheduled_x_posts RLS: admins only; the scheduled runner works with the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, adminsOnly, except, matrix, useSuite, type Suite } from '../support/matrix';
import { SEED } from '../support/seed';

async function setup(suite: Suite) {
  await suite.db.asService(async (tx) => {
    const scheduled = await tx.one<{ id: string }>(
      `insert into public.scheduled_x_posts (post_id, text, run_at) values ($1, 'New on the blog: local SEO in Bangkok', now() + interval '1 hour') returning id`,
      [SEED.posts.localSeo],
    );
    suite.ids['scheduled'] = scheduled?.id ?? '';
  });
}

// The studio's rules, tried on a customer (user A), a fake admin and two of the real admins.
const studioOnly = except(adminsOnly, 'userB', 'superAdmin');
const studioInsert = except(adminsInsert, 'userB', 'superAdmin');

describe.each(engines)('scheduled_x_posts RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const scheduled = (s: Suite) => [s.ids['scheduled']];

  matrix(suite, 'select scheduled posts', { sql: 'select id from public.scheduled_x_posts' }, studioOnly);
  matrix(
    suite,
    'schedule a post',
    { sql: `insert into public.scheduled_x_posts (text, run_at) values ('Hello Bangkok', now() + interval '1 day') returning id` },
    studioInsert,
  );
  matrix(
    suite,
    'cancel a scheduled post',
    { sql: `update public.scheduled_x_posts set status = 'cancelled' where id = $1 returning id`, params: scheduled },
    studioOnly,
  );
  matrix(
    suite,
    'delete a scheduled post',
    { sql: 'delete from public.scheduled_x_posts where id = $1 returning id', params: scheduled },
    studioOnly,
  );
});
