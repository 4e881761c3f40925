// instalment_transfers RLS (decision 0050): a bank transfer or PromptPay payment the studio marked
// received, written only by public.record_instalment_transfer (security definer, admin at aal2) with
// its paid order. The client reads their own, admins and the service read all; nobody inserts, updates
// or deletes directly (no grant, not even to the service role).
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addSchedules, asPasswordOnlyAdmin } from '../support/schedules';

describe.each(engines)('instalment_transfers RLS on %s', (engine) => {
  const suite = useSuite(engine, addSchedules);
  const transferA = (s: Suite) => [s.ids['transferA']];

  matrix(
    suite,
    "select user A's transfer",
    { sql: 'select id from public.instalment_transfers where id = $1', params: transferA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all transfers',
    { sql: 'select id from public.instalment_transfers' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  it('a password-only admin (aal1) reads no transfer', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.instalment_transfers')).toBe(0);
  });
  matrix(
    suite,
    "record a transfer for user A's launch instalment directly",
    {
      sql: `insert into public.instalment_transfers (instalment_id, order_id, user_id, method, amount_satang, received_satang, received_on)
            values ($1, $2, $3, 'transfer', 2675000, 2675000, '2026-11-27') returning id`,
      params: (s) => [s.ids['launchA'], s.ids['transferOrderA'], s.cast.userA.id],
    },
    nobody,
  );
  matrix(
    suite,
    "lower what user A's transfer received",
    {
      sql: 'update public.instalment_transfers set received_satang = 100, withheld_satang = 2674900 where id = $1 returning id',
      params: transferA,
    },
    nobody,
  );
  matrix(
    suite,
    "delete user A's transfer",
    { sql: 'delete from public.instalment_transfers where id = $1 returning id', params: transferA },
    nobody,
  );
});
