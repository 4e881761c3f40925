// payment_instalments RLS (decision 0050): written by public.set_payment_schedule, made due by
// public.mark_instalment_due (admin at aal2) or by the service on acceptance, which also sets the
// invoice. The client reads their own, admins and the service read all; only the service updates, and
// only due_at and invoice_document_id (a column grant; the trigger that sets each once is tested in
// ../schedule/instalments.test.ts); nobody inserts or deletes directly.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, onlyService, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addSchedules, asPasswordOnlyAdmin } from '../support/schedules';

describe.each(engines)('payment_instalments RLS on %s', (engine) => {
  const suite = useSuite(engine, addSchedules);
  const launchA = (s: Suite) => [s.ids['launchA']];

  matrix(
    suite,
    "select user A's deposit",
    { sql: 'select id from public.payment_instalments where id = $1', params: (s) => [s.ids['depositA']] },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all instalments',
    { sql: 'select id from public.payment_instalments' },
    { visitor: 'denied', userA: 2, userB: 2, fakeAdmin: 0, admin: 4, appAdmin: 4, superAdmin: 4, service: 4 },
  );
  it('a password-only admin (aal1) reads no instalment', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.payment_instalments')).toBe(0);
  });
  matrix(
    suite,
    "add an instalment to user A's schedule",
    {
      sql: `insert into public.payment_instalments (schedule_id, quote_id, user_id, position, label_en, label_th, due_trigger, amount_satang)
            values ($1, $2, $3, 3, 'Extra', 'เพิ่มเติม', 'milestone', 100) returning id`,
      params: (s) => [s.ids['scheduleA'], s.ids['quoteA'], s.cast.userA.id],
    },
    nobody,
  );
  matrix(
    suite,
    "mark user A's launch instalment due directly",
    { sql: 'update public.payment_instalments set due_at = now() where id = $1 returning id', params: launchA },
    onlyService,
  );
  matrix(
    suite,
    "give user A's launch instalment its due date and invoice",
    {
      sql: 'update public.payment_instalments set due_at = now(), invoice_document_id = gen_random_uuid() where id = $1 returning id',
      params: launchA,
    },
    onlyService,
  );
  it('a password-only admin (aal1) cannot mark an instalment due directly', async () => {
    const sql = 'update public.payment_instalments set due_at = now() where id = $1 returning id';
    expect(await asPasswordOnlyAdmin(suite, sql, [suite.ids['launchA']])).toBe('42501');
  });
  matrix(
    suite,
    "lower user A's launch instalment",
    { sql: 'update public.payment_instalments set amount_satang = 100 where id = $1 returning id', params: launchA },
    nobody,
  );
  matrix(
    suite,
    "move user A's launch instalment to user B",
    {
      sql: 'update public.payment_instalments set user_id = $2 where id = $1 returning id',
      params: (s) => [s.ids['launchA'], s.cast.userB.id],
    },
    nobody,
  );
  matrix(
    suite,
    "delete user A's launch instalment",
    { sql: 'delete from public.payment_instalments where id = $1 returning id', params: launchA },
    nobody,
  );
});
