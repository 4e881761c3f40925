// scheduled_x_posts RLS: admins only; the scheduled runner works with the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite, type Suite } from '../support/matrix';
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

const adminsOnly = { visitor: 'denied', userA: 0, fakeAdmin: 0, admin: 1, appAdmin: 1, service: 1 } as const;
const adminsInsert = { visitor: 'denied', userA: 'rls', fakeAdmin: 'rls', admin: 1, appAdmin: 1, service: 1 } as const;

describe.each(engines)('scheduled_x_posts RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const scheduled = (s: Suite) => [s.ids['scheduled']];

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
  matrix(
    suite,
    'delete a scheduled post',
    { sql: 'delete from public.scheduled_x_posts where id = $1 returning id', params: scheduled },
    adminsOnly,
  );
});
