// quote_messages RLS: a client reads and writes (as 'client') only on their own quotes; admins read all
// and write as 'studio'; nobody edits or deletes a message except the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, onlyService, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuoteRows } from '../support/rows';

// Each quote's owner asks on it as the client.
const addMessages = (suite: Suite) =>
  addQuoteRows(
    suite,
    'message',
    `insert into public.quote_messages (quote_id, author_id, author_role, body) values ($1, $2, 'client', 'Can you start in January?') returning id`,
  );

describe.each(engines)('quote_messages RLS on %s', (engine) => {
  const suite = useSuite(engine, addMessages);
  const messageA = (s: Suite) => [s.ids['messageA']];

  matrix(
    suite,
    "select a message on user A's quote",
    { sql: 'select id from public.quote_messages where id = $1', params: messageA },
    ownerAndAdmins,
  );
  // A client reads only their own threads (issue 21): B finds nothing on A's quote, whatever the filter.
  matrix(
    suite,
    "read user A's thread",
    { sql: 'select id from public.quote_messages where quote_id = $1', params: (s) => [s.ids['quoteA']] },
    ownerAndAdmins,
  );
  matrix(suite, 'select all messages', { sql: 'select id from public.quote_messages' }, { userA: 1, userB: 1, fakeAdmin: 0, admin: 2 });

  matrix(
    suite,
    "ask as the client on user A's quote",
    {
      sql: `insert into public.quote_messages (quote_id, author_role, body) values ($1, 'client', 'When can you start?') returning id`,
      params: (s) => [s.ids['quoteA']],
    },
    // Only A owns the quote; an admin may not write as the client.
    { visitor: 'denied', userA: 1, userB: 'rls', fakeAdmin: 'rls', admin: 'rls', appAdmin: 'rls', superAdmin: 'rls' },
  );
  matrix(
    suite,
    "answer as the studio on user A's quote",
    {
      sql: `insert into public.quote_messages (quote_id, author_role, body) values ($1, 'studio', 'Yes, from 5 January.') returning id`,
      params: (s) => [s.ids['quoteA']],
    },
    { visitor: 'denied', userA: 'rls', userB: 'rls', fakeAdmin: 'rls', admin: 1, appAdmin: 1, superAdmin: 1 },
  );
  matrix(
    suite,
    'write a message in somebody else’s name',
    {
      sql: `insert into public.quote_messages (quote_id, author_id, author_role, body) values ($1, $2, 'client', 'Forged') returning id`,
      params: (s) => [s.ids['quoteA'], s.cast.userB.id],
    },
    { userA: 'rls', userB: 'rls', admin: 'rls' },
  );
  matrix(
    suite,
    "edit user A's message",
    { sql: `update public.quote_messages set body = 'Edited' where id = $1 returning id`, params: messageA },
    onlyService,
  );
  matrix(
    suite,
    "delete user A's message",
    { sql: 'delete from public.quote_messages where id = $1 returning id', params: messageA },
    onlyService,
  );
});
