// quote_acceptances RLS (decision 0053): the client who accepted reads their record, admins (aal2) and
// the service read all; nobody inserts one directly (accept_quote writes it), nobody changes or deletes
// one, the service included.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody as noGrant, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuotations } from '../support/quotations';
import { asPasswordOnlyAdmin } from '../support/schedules';

describe.each(engines)('quote_acceptances RLS on %s', (engine) => {
  const suite = useSuite(engine, addQuotations);
  const acceptanceA = (s: Suite) => [s.ids['acceptanceA']];

  matrix(
    suite,
    "read user A's acceptance",
    { sql: 'select id from public.quote_acceptances where id = $1', params: acceptanceA },
    ownerAndAdmins,
  );
  it('a password-only admin (aal1) reads no acceptance', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.quote_acceptances')).toBe(0);
  });
  matrix(
    suite,
    "record an acceptance of user B's quote by hand",
    {
      sql: `insert into public.quote_acceptances (quote_id, user_id, price, client_address) values ($1, $2, 30000, '198.51.100.1') returning id`,
      params: (s) => [s.ids['quoteB'], s.cast.userB.id],
    },
    noGrant,
  );
  matrix(
    suite,
    "move user A's acceptance to another address",
    { sql: `update public.quote_acceptances set client_address = '198.51.100.1' where id = $1 returning id`, params: acceptanceA },
    noGrant,
  );
  matrix(
    suite,
    "delete user A's acceptance",
    { sql: 'delete from public.quote_acceptances where id = $1 returning id', params: acceptanceA },
    noGrant,
  );

  it('the table owner cannot change or delete an acceptance either', async () => {
    const id = suite.ids['acceptanceA'];
    await expect(suite.db.asOwner((tx) => tx.query(`update public.quote_acceptances set price = 1 where id = $1`, [id]))).rejects.toThrow(
      /never changed/,
    );
    await expect(suite.db.asOwner((tx) => tx.query('delete from public.quote_acceptances where id = $1', [id]))).rejects.toThrow(
      /never changed/,
    );
    await expect(suite.db.asOwner((tx) => tx.query('truncate public.quote_acceptances cascade'))).rejects.toThrow(/never changed/);
  });
});
