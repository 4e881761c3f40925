// orders: one order per checkout session, known statuses and quantities.
// Who may read and write orders: tests/integration/rls/orders.test.ts.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';
import { addOrders } from './support/rows';

describe.each(engines)('orders on %s', (engine) => {
  const suite = useSuite(engine, addOrders);

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
