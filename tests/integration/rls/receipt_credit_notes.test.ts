// receipt_credit_notes RLS (decision 0064): a credit note the studio issued against one receipt, written
// only by public.record_receipt_credit_note (security definer, admin at aal2), with its CN document. The
// client reads their own, admins and the service read all; nobody inserts, updates or deletes directly.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { asPasswordOnlyAdmin } from '../support/schedules';
import { addReceiptMoney, creditSnapshot } from '../support/receiptMoney';

describe.each(engines)('receipt_credit_notes RLS on %s', (engine) => {
  const suite = useSuite(engine, addReceiptMoney);
  const creditA = (s: Suite) => [s.ids['creditA']];

  matrix(
    suite,
    "select user A's credit note",
    { sql: 'select id from public.receipt_credit_notes where id = $1', params: creditA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all credit notes',
    { sql: 'select id from public.receipt_credit_notes' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  it('a password-only admin (aal1) reads none and issues none', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.receipt_credit_notes')).toBe(0);
    const issued = await asPasswordOnlyAdmin(
      suite,
      `select * from public.record_receipt_credit_note($1, 100, 'Goodwill', $2::jsonb) where outcome = 'ok'`,
      [suite.ids['receiptA'], creditSnapshot('RT-x', 100, 'Goodwill')],
    );
    expect(issued).toBe(0);
  });
  matrix(
    suite,
    "issue a credit note on user A's receipt through the function",
    {
      sql: `select * from public.record_receipt_credit_note($1, 100, 'Goodwill', $2::jsonb) where outcome = 'forbidden'`,
      params: (s) => [s.ids['receiptA'], creditSnapshot('RT-x', 100, 'Goodwill')],
    },
    // Answered 'forbidden' to everyone but the studio (whose call fails the snapshot check instead).
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 1, admin: 0, appAdmin: 0, superAdmin: 0, service: 'denied' },
  );
  matrix(
    suite,
    'insert a credit note directly',
    {
      sql: `insert into public.receipt_credit_notes (original_document_id, document_id, amount_satang, reason)
            values ($1, gen_random_uuid(), 100, 'Direct') returning id`,
      params: (s) => [s.ids['receiptA']],
    },
    nobody,
  );
  matrix(
    suite,
    "change user A's credit note",
    { sql: 'update public.receipt_credit_notes set amount_satang = 1 where id = $1 returning id', params: creditA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's credit note",
    { sql: 'delete from public.receipt_credit_notes where id = $1 returning id', params: creditA },
    nobody,
  );
});
