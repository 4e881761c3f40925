// quotes RLS: a customer requests quotes for themselves (pending, no admin fields) and reads only their
// own; admins read and write all; a visitor's quote (no account) is inserted by the server as the service role.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, except, matrix, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuotes, insertQuote } from '../support/rows';

describe.each(engines)('quotes RLS on %s', (engine) => {
  const suite = useSuite(engine, addQuotes);
  const own = (s: Suite) => [s.cast.userA.id];
  const quoteA = (s: Suite) => [s.ids['quoteA']];

  describe('select', () => {
    matrix(
      suite,
      "select user A's quote",
      { sql: 'select id from public.quotes where id = $1', params: quoteA },
      except(ownerAndAdmins, 'superAdmin'),
    );
    matrix(
      suite,
      'select all quotes',
      { sql: 'select id from public.quotes' },
      {
        userA: 1,
        userB: 1,
        fakeAdmin: 0,
        admin: 3,
        appAdmin: 3,
      },
    );
  });

  describe('insert by a customer', () => {
    matrix(
      suite,
      'request a pending quote for oneself',
      { sql: insertQuote('', ''), params: own },
      {
        visitor: 'denied',
        userA: 1,
        userB: 'rls',
        fakeAdmin: 'rls',
        admin: 1,
        service: 1,
      },
    );
    matrix(
      suite,
      'request a quote without a user',
      { sql: insertQuote('', ''), params: () => [null] },
      {
        userA: 'rls',
        service: 1,
      },
    );
    matrix(
      suite,
      "request a quote already 'approved'",
      { sql: insertQuote(', status', ", 'approved'"), params: own },
      {
        userA: 'rls',
        admin: 1,
      },
    );
    matrix(
      suite,
      'request a quote with a quoted_price',
      { sql: insertQuote(', quoted_price', ', 1'), params: own },
      {
        userA: 'rls',
        admin: 1,
      },
    );
    matrix(suite, 'request a quote with admin notes', { sql: insertQuote(', admin_notes', ", 'vip'"), params: own }, { userA: 'rls' });
    matrix(
      suite,
      'request a quote with the studio’s own quotation lines',
      { sql: insertQuote(', custom_lines', `, '[{"description":"Free extra","amount":1}]'`), params: own },
      { userA: 'rls', admin: 1 },
    );
    matrix(
      suite,
      'request a quote with a quoted timeline',
      { sql: insertQuote(', quoted_timeline', ", '1 day'"), params: own },
      {
        userA: 'rls',
      },
    );
  });

  describe('update', () => {
    const setStatus = (status: string) => ({
      sql: `update public.quotes set status = '${status}', quoted_price = 30000, quoted_timeline = '3 weeks', admin_notes = 'ok'
            where id = $1 returning id, updated_at`,
      params: quoteA,
    });
    matrix(suite, "quote user A's request", setStatus('quoted'), except(adminsOnly, 'superAdmin'));
    matrix(
      suite,
      'write the quotation lines of own quote',
      {
        sql: `update public.quotes set custom_lines = '[{"description":"Free extra","amount":1}]' where id = $1 returning id`,
        params: quoteA,
      },
      { visitor: 'denied', userA: 0, userB: 0, fakeAdmin: 0, admin: 1 },
    );
    matrix(
      suite,
      'edit the description of own quote',
      { sql: `update public.quotes set project_description = 'changed' where id = $1 returning id`, params: quoteA },
      { userA: 0 },
    );
  });

  describe('delete', () => {
    matrix(
      suite,
      "delete user A's quote",
      { sql: 'delete from public.quotes where id = $1 returning id', params: quoteA },
      except(adminsOnly, 'superAdmin'),
    );
  });
});
