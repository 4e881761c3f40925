// payment_schedules RLS (decision 0050): revisions of a quote's schedule, written only by
// public.set_payment_schedule (security definer, admin at aal2). The client of the quote reads its
// schedules, admins and the service read all; nobody inserts, updates or deletes directly (no grant,
// not even to the service role).
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addSchedules, asPasswordOnlyAdmin } from '../support/schedules';

describe.each(engines)('payment_schedules RLS on %s', (engine) => {
  const suite = useSuite(engine, addSchedules);
  const scheduleA = (s: Suite) => [s.ids['scheduleA']];

  matrix(
    suite,
    "select user A's schedule",
    { sql: 'select id from public.payment_schedules where id = $1', params: scheduleA },
    ownerAndAdmins,
  );
  matrix(
    suite,
    'select all schedules',
    { sql: 'select id from public.payment_schedules' },
    { visitor: 'denied', userA: 1, userB: 1, fakeAdmin: 0, admin: 2, appAdmin: 2, superAdmin: 2, service: 2 },
  );
  it('a password-only admin (aal1) reads no schedule', async () => {
    expect(await asPasswordOnlyAdmin(suite, 'select id from public.payment_schedules')).toBe(0);
  });
  matrix(
    suite,
    'add a revision directly',
    {
      sql: `insert into public.payment_schedules (quote_id, revision, total_satang) values ($1, 2, 100) returning id`,
      params: (s) => [s.ids['quoteA']],
    },
    nobody,
  );
  matrix(
    suite,
    "lower user A's schedule total",
    { sql: 'update public.payment_schedules set total_satang = 100 where id = $1 returning id', params: scheduleA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's schedule",
    { sql: 'delete from public.payment_schedules where id = $1 returning id', params: scheduleA },
    nobody,
  );
});
