// quote_reads RLS (issue 21, decision 0040): each side of a quote's conversation moves only its own
// read marker: the quote's owner the client's, an admin the studio's. Nobody else reads or writes one,
// and nobody deletes one but the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuoteRows } from '../support/rows';

// Each quote's owner has opened their thread once.
const addReads = (suite: Suite) =>
  addQuoteRows(
    suite,
    'read',
    `insert into public.quote_reads (quote_id, side, reader_id) values ($1, 'client', $2) returning quote_id as id`,
  );

const refusedToAll = {
  visitor: 'denied',
  userA: 'rls',
  userB: 'rls',
  fakeAdmin: 'rls',
  admin: 'rls',
  appAdmin: 'rls',
  superAdmin: 'rls',
} as const;

describe.each(engines)('quote_reads RLS on %s', (engine) => {
  const suite = useSuite(engine, addReads);
  const quoteA = (s: Suite) => [s.ids['quoteA']];

  matrix(
    suite,
    "select user A's read marker",
    { sql: `select quote_id from public.quote_reads where quote_id = $1`, params: quoteA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all read markers',
    { sql: 'select quote_id from public.quote_reads' },
    { userA: 1, userB: 1, fakeAdmin: 0, admin: 2 },
  );

  matrix(
    suite,
    "mark user A's quote read for the client",
    {
      sql: `insert into public.quote_reads (quote_id, side) values ($1, 'client')
            on conflict (quote_id, side) do update set read_at = now(), reader_id = auth.uid() returning quote_id`,
      params: quoteA,
    },
    // Only A is the client here; an admin may not move the client's marker (it would hide unread replies).
    { ...refusedToAll, userA: 1 },
  );
  matrix(
    suite,
    "mark user A's quote read for the studio",
    {
      sql: `insert into public.quote_reads (quote_id, side) values ($1, 'studio')
            on conflict (quote_id, side) do update set read_at = now(), reader_id = auth.uid() returning quote_id`,
      params: quoteA,
    },
    { ...refusedToAll, admin: 1, appAdmin: 1, superAdmin: 1 },
  );
  matrix(
    suite,
    "move user B's client marker",
    {
      sql: `update public.quote_reads set read_at = now() where quote_id = $1 and side = 'client' returning quote_id`,
      params: (s) => [s.ids['quoteB']],
    },
    // Invisible to A; an admin sees it but the update policy is the owner's only.
    { visitor: 'denied', userA: 0, userB: 1, fakeAdmin: 0, admin: 0 },
  );
  matrix(
    suite,
    'mark a quote read in somebody else’s name',
    {
      sql: `insert into public.quote_reads (quote_id, side, reader_id) values ($1, 'client', $2)
            on conflict (quote_id, side) do update set read_at = now(), reader_id = excluded.reader_id returning quote_id`,
      params: (s) => [s.ids['quoteA'], s.cast.userB.id],
    },
    { userA: 'rls', userB: 'rls', admin: 'rls' },
  );
  matrix(
    suite,
    "delete user A's read marker",
    { sql: `delete from public.quote_reads where quote_id = $1 returning quote_id`, params: quoteA },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 1 },
  );
});
