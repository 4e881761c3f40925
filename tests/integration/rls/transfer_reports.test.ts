// transfer_reports RLS (decision 0064): a client's "I have transferred" with the slip's place in the
// slip store, written only by public.report_transfer (security definer) for the caller's own due
// instalment. The client reads their own, admins and the service read all; nobody writes directly.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addReceiptMoney, PNG_BYTES } from '../support/receiptMoney';

describe.each(engines)('transfer_reports RLS on %s', (engine) => {
  const suite = useSuite(engine, addReceiptMoney);
  const reportA = (s: Suite) => [s.ids['reportA']];

  matrix(suite, "select user A's report", { sql: 'select id from public.transfer_reports where id = $1', params: reportA }, ownerAndAdmins);
  matrix(
    suite,
    'select all reports',
    { sql: 'select id from public.transfer_reports' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  matrix(
    suite,
    "report a transfer for user A's launch instalment",
    {
      sql: `select * from public.report_transfer($1, 100, now()::text, $2, 'image/png', $3) where outcome = 'ok'`,
      params: (s) => [s.ids['launchA'], `slips/${s.cast.userA.id}/${crypto.randomUUID()}.png`, PNG_BYTES.length],
    },
    // Only its client; an admin is not the client (the function answers not_due to anyone else).
    { visitor: 'denied', userA: 1, userB: 0, fakeAdmin: 0, admin: 0, appAdmin: 0, superAdmin: 0, service: 'denied' },
  );
  matrix(
    suite,
    'insert a report directly',
    {
      sql: `insert into public.transfer_reports (instalment_id, quote_id, user_id, amount_satang, transferred_at, slip_path, slip_type, slip_bytes)
            values ($1, $2, $3, 100, now(), $4, 'image/png', 10) returning id`,
      params: (s) => [s.ids['launchA'], s.ids['quoteA'], s.cast.userA.id, `slips/${s.cast.userA.id}/${crypto.randomUUID()}.png`],
    },
    nobody,
  );
  matrix(
    suite,
    "change user A's report",
    { sql: 'update public.transfer_reports set amount_satang = 1 where id = $1 returning id', params: reportA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's report",
    { sql: 'delete from public.transfer_reports where id = $1 returning id', params: reportA },
    nobody,
  );
});
