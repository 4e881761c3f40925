// data_requests RLS (issue 38, decision 0070): the log of exports and deletions, with an export's
// one-time link hash. Admins read it (their log); the service writes it; a client reads none of it
// (their link is theirs by the token, not by a query) and nobody deletes a line.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, matrix, nobody, onlyService, useSuite, type Suite } from '../support/matrix';
import { insertedId } from '../support/rows';

async function addRequests(suite: Suite) {
  suite.ids['exportA'] = await insertedId(
    suite,
    `insert into public.data_requests (kind, user_id, token_hash, expires_at) values ('export', $1, repeat('b', 64), now() + interval '15 minutes') returning id`,
    [suite.cast.userA.id],
  );
}

describe.each(engines)('data_requests RLS on %s', (engine) => {
  const suite = useSuite(engine, addRequests);
  const exportA = (s: Suite) => [s.ids['exportA']];

  matrix(suite, "select user A's export", { sql: 'select id from public.data_requests where id = $1', params: exportA }, adminsOnly);
  matrix(
    suite,
    'log an export',
    {
      sql: `insert into public.data_requests (kind, user_id, token_hash, expires_at) values ('export', $1, repeat('c', 64), now()) returning id`,
      params: (s) => [s.cast.userA.id],
    },
    onlyService,
  );
  matrix(
    suite,
    "use user A's export link",
    { sql: 'update public.data_requests set used_at = now() where id = $1 returning id', params: exportA },
    onlyService,
  );
  matrix(suite, "delete user A's export", { sql: 'delete from public.data_requests where id = $1 returning id', params: exportA }, nobody);
});
