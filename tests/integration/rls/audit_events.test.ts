// audit_events RLS (issue 21, decision 0041): written only by triggers, in the transaction of the
// change; admins read it, customers never (not even about their own quote), and nobody, not even the
// service role, inserts, changes or deletes a line of it.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, matrix, nobody, useSuite, type Suite } from '../support/matrix';
import { addQuotes } from '../support/rows';

describe.each(engines)('audit_events RLS on %s', (engine) => {
  // Inserting the quotes wrote one 'created' line each.
  const suite = useSuite(engine, addQuotes);
  const quoteA = (s: Suite) => [s.ids['quoteA']];

  matrix(
    suite,
    "read the trail of user A's quote",
    { sql: 'select id from public.audit_events where quote_id = $1', params: quoteA },
    adminsOnly,
  );
  matrix(
    suite,
    'write a line into the trail',
    {
      sql: `insert into public.audit_events (actor_kind, subject, subject_id, action) values ('admin', 'quote', $1, 'created') returning id`,
      params: quoteA,
    },
    nobody,
  );
  matrix(
    suite,
    "rewrite who changed user A's quote",
    { sql: `update public.audit_events set actor_email = 'someone@example.test' where quote_id = $1 returning id`, params: quoteA },
    nobody,
  );
  matrix(
    suite,
    "erase the trail of user A's quote",
    { sql: 'delete from public.audit_events where quote_id = $1 returning id', params: quoteA },
    nobody,
  );
});
