// scheduled_x_posts: the text and status constraints.
// Who may read and write scheduled posts and the log: tests/integration/rls/scheduled_x_posts.test.ts and x_post_log.test.ts.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';

describe.each(engines)('X posting on %s', (engine) => {
  const suite = useSuite(engine);

  describe('scheduled_x_posts', () => {
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
});
