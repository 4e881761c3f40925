// quote_credit_notes RLS: issued only by the server (service role) when an accepted quote's price is
// below what was paid; the client reads their own, admins read all.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, onlyService, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuoteRows } from '../support/rows';

const addCreditNotes = (suite: Suite) =>
  addQuoteRows(suite, 'credit', `insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 4900) returning id`);

describe.each(engines)('quote_credit_notes RLS on %s', (engine) => {
  const suite = useSuite(engine, addCreditNotes);
  const creditA = (s: Suite) => [s.ids['creditA']];

  matrix(
    suite,
    "select user A's credit note",
    { sql: 'select id from public.quote_credit_notes where id = $1', params: creditA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all credit notes',
    { sql: 'select id from public.quote_credit_notes' },
    { userA: 1, userB: 1, fakeAdmin: 0, admin: 2 },
  );
  matrix(
    suite,
    'issue oneself a credit note',
    {
      sql: `insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 100000) returning id`,
      params: (s) => [s.ids['quoteA'], s.cast.userA.id],
    },
    onlyService,
  );
  matrix(
    suite,
    "raise user A's credit note",
    { sql: 'update public.quote_credit_notes set amount = 99999 where id = $1 returning id', params: creditA },
    onlyService,
  );
  matrix(
    suite,
    "delete user A's credit note",
    { sql: 'delete from public.quote_credit_notes where id = $1 returning id', params: creditA },
    onlyService,
  );
});
