// receipt_refunds RLS (decision 0064): money the studio paid back against a receipt, written only by
// public.record_receipt_refund (security definer, admin at aal2). The client reads their own, admins and
// the service read all; nobody inserts, updates or deletes directly.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { asPasswordOnlyAdmin } from '../support/schedules';
import { addReceiptMoney } from '../support/receiptMoney';

describe.each(engines)('receipt_refunds RLS on %s', (engine) => {
  const suite = useSuite(engine, addReceiptMoney);
  const refundA = (s: Suite) => [s.ids['refundA']];

  matrix(suite, "select user A's refund", { sql: 'select id from public.receipt_refunds where id = $1', params: refundA }, ownerAndAdmins);
  matrix(
    suite,
    'select all refunds',
    { sql: 'select id from public.receipt_refunds' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  it('a password-only admin (aal1) reads none and records none', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.receipt_refunds')).toBe(0);
    expect(
      await asPasswordOnlyAdmin(
        suite,
        `select * from public.record_receipt_refund($1, 100, 'cash', '2026-12-01', '') where outcome = 'ok'`,
        [suite.ids['receiptA']],
      ),
    ).toBe(0);
  });
  matrix(
    suite,
    "record a refund on user A's receipt through the function",
    {
      sql: `select * from public.record_receipt_refund($1, 100, 'cash', '2026-12-01', '') where outcome = 'ok'`,
      params: (s) => [s.ids['receiptA']],
    },
    { visitor: 'denied', userA: 0, userB: 0, fakeAdmin: 0, admin: 1, appAdmin: 1, superAdmin: 1, service: 'denied' },
  );
  matrix(
    suite,
    'insert a refund directly',
    {
      sql: `insert into public.receipt_refunds (document_id, amount_satang, method, refunded_on) values ($1, 100, 'cash', '2026-12-01') returning id`,
      params: (s) => [s.ids['receiptA']],
    },
    nobody,
  );
  matrix(
    suite,
    "change user A's refund",
    { sql: 'update public.receipt_refunds set amount_satang = 1 where id = $1 returning id', params: refundA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's refund",
    { sql: 'delete from public.receipt_refunds where id = $1 returning id', params: refundA },
    nobody,
  );
});
