// quotation_revisions RLS (decision 0053): the client reads the revisions of their own quote, admins (aal2)
// and the service read all; only the service inserts (in the admin's pricing transaction, checked by a
// trigger), and nobody updates or deletes one, the service included.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, ownerAndAdmins, refusedToAllBut, useSuite, type Suite } from '../support/matrix';
import { addQuotations } from '../support/quotations';
import { asPasswordOnlyAdmin } from '../support/schedules';

/** No grant to anyone; the service role's update or delete reaches the trigger that refuses it (42501). */
const nobody = refusedToAllBut({ code: '42501' });

describe.each(engines)('quotation_revisions RLS on %s', (engine) => {
  const suite = useSuite(engine, addQuotations);
  const revisionA = (s: Suite) => [s.ids['revisionA']];

  matrix(
    suite,
    "read user A's revision",
    { sql: 'select id from public.quotation_revisions where id = $1', params: revisionA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'read all revisions',
    { sql: 'select id from public.quotation_revisions' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  it('a password-only admin (aal1) reads no revision', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.quotation_revisions')).toBe(0);
  });
  matrix(
    suite,
    "lower user A's quoted price",
    { sql: 'update public.quotation_revisions set price = 1 where id = $1 returning id', params: revisionA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's revision",
    { sql: 'delete from public.quotation_revisions where id = $1 returning id', params: revisionA },
    nobody,
  );
  matrix(
    suite,
    "add a revision to user B's quote at another price",
    {
      sql: `insert into public.quotation_revisions (quote_id, user_id, revision, price, valid_until) values ($1, $2, 2, 1, '2027-01-01') returning id`,
      params: (s) => [s.ids['quoteB'], s.cast.userB.id],
    },
    { visitor: 'denied', userA: 'denied', userB: 'denied', admin: 'denied', service: { code: '23514' } },
  );
  matrix(
    suite,
    "skip a number on user B's quote",
    {
      sql: `insert into public.quotation_revisions (quote_id, user_id, revision, price, valid_until) values ($1, $2, 3, 30000, '2027-01-01') returning id`,
      params: (s) => [s.ids['quoteB'], s.cast.userB.id],
    },
    { service: { code: '23514' } },
  );
  matrix(
    suite,
    "add user B's next revision as the server does",
    {
      sql: `insert into public.quotation_revisions (quote_id, user_id, revision, price, valid_until) values ($1, $2, 2, 30000, '2027-01-01') returning id`,
      params: (s) => [s.ids['quoteB'], s.cast.userB.id],
    },
    { userB: 'denied', admin: 'denied', service: 1 },
  );
});
