// x_post_log RLS: admins only; the scheduled runner works with the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, adminsOnly, except, matrix, useSuite, type Suite } from '../support/matrix';
import { SEED } from '../support/seed';

async function setup(suite: Suite) {
  await suite.db.asService(async (tx) => {
    const logged = await tx.one<{ id: string }>(
      `insert into public.x_post_log (status, message, tweet_id, tweet_url, post_id)
       values ('posted', 'Posted', '123', 'https://x.com/i/status/123', $1) returning id`,
      [SEED.posts.localSeo],
    );
    suite.ids['logged'] = logged?.id ?? '';
  });
}

// The studio's rules, tried on a customer (user A), a fake admin and two of the real admins.
const studioOnly = except(adminsOnly, 'userB', 'superAdmin');
const studioInsert = except(adminsInsert, 'userB', 'superAdmin');

describe.each(engines)('x_post_log RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const logged = (s: Suite) => [s.ids['logged']];

  matrix(suite, 'select the log', { sql: 'select id from public.x_post_log' }, studioOnly);
  matrix(
    suite,
    'write a log entry',
    { sql: `insert into public.x_post_log (status, message) values ('failed', 'Failed to post tweet: 401') returning id` },
    studioInsert,
  );
  matrix(
    suite,
    'edit a log entry',
    { sql: `update public.x_post_log set message = 'edited' where id = $1 returning id`, params: logged },
    studioOnly,
  );
  matrix(suite, 'delete a log entry', { sql: 'delete from public.x_post_log where id = $1 returning id', params: logged }, studioOnly);
});
