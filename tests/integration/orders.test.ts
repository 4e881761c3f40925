// orders: one order per checkout session, known statuses and quantities.
// Who may read and write orders: tests/integration/rls/orders.test.ts.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite, type Suite } from './support/matrix';
import { SEED } from './support/seed';

async function setup(suite: Suite) {
  const add = (userId: string, session: string) =>
    suite.db.asService(async (tx) => {
      const row = await tx.one<{ id: string }>(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
         values ($1, $2, 2, 49800, 'completed', $3) returning id`,
        [userId, SEED.packages.businessWebsite, session],
      );
      return row?.id ?? '';
    });
  suite.ids['orderA'] = await add(suite.cast.userA.id, 'cs_test_a');
  suite.ids['orderB'] = await add(suite.cast.userB.id, 'cs_test_b');
}

describe.each(engines)('orders on %s', (engine) => {
  const suite = useSuite(engine, setup);

  matrix(
    suite,
    'record the same checkout session twice',
    {
      sql: `insert into public.orders (user_id, total_amount, payment_session_id) values ($1, 49800, 'cs_test_a') returning id`,
      params: (s) => [s.cast.userA.id],
    },
    { service: { code: '23505' } },
  );
  matrix(
    suite,
    'record an order with quantity 0 or an unknown status',
    { sql: `insert into public.orders (total_amount, quantity, status) values (0, 0, 'paid') returning id` },
    { service: { code: '23514' } },
  );
});
