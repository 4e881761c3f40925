// orders RLS: written only by the service role (payment webhook, demo checkout); customers read their own,
// admins read all.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, onlyService, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addOrders } from '../support/rows';

describe.each(engines)('orders RLS on %s', (engine) => {
  const suite = useSuite(engine, addOrders);
  const orderA = (s: Suite) => [s.ids['orderA']];

  matrix(suite, "select user A's order", { sql: 'select id from public.orders where id = $1', params: orderA }, ownerAndAdmins);
  matrix(suite, 'select all orders', { sql: 'select id from public.orders' }, { userA: 1, userB: 1, fakeAdmin: 0, admin: 2 });

  matrix(
    suite,
    'insert an order for oneself',
    {
      sql: `insert into public.orders (user_id, total_amount, payment_session_id) values ($1, 1, 'cs_forged') returning id`,
      params: (s) => [s.cast.userA.id],
    },
    onlyService,
  );
  matrix(
    suite,
    "reopen user A's completed order",
    { sql: `update public.orders set status = 'processing' where id = $1 returning id`, params: orderA },
    onlyService,
  );
  // Whoever may write orders still meets the transitions (decision 0041): a paid order is never cancelled.
  matrix(
    suite,
    "cancel user A's completed order",
    { sql: `update public.orders set status = 'cancelled' where id = $1 returning id`, params: orderA },
    { ...onlyService, service: { code: '23514' } },
  );
  matrix(suite, "delete user A's order", { sql: 'delete from public.orders where id = $1 returning id', params: orderA }, onlyService);
});
