// payment_reconciliations RLS: written only by the service role (the payment webhook); admins read every row
// and may set resolved_at, nothing else; customers and visitors see nothing.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite, type Suite } from '../support/matrix';

async function setup(suite: Suite) {
  const row = await suite.db.asService((tx) =>
    tx.one<{ id: string }>(
      `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency, customer_email, metadata)
       values ('stripe', 'cs_test_unmatched', 'unknown_quote', 49800, 'THB', 'payer@example.test', $1::jsonb) returning id`,
      [JSON.stringify({ user_id: suite.cast.userA.id })],
    ),
  );
  suite.ids['row'] = row?.id ?? '';
}

describe.each(engines)('payment_reconciliations RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const theRow = (s: Suite) => [s.ids['row']];
  const onlyService = {
    visitor: 'denied',
    userA: 'denied',
    userB: 'denied',
    fakeAdmin: 'denied',
    admin: 'denied',
    appAdmin: 'denied',
    superAdmin: 'denied',
    service: 1,
  } as const;

  matrix(
    suite,
    'select every reconciliation',
    { sql: 'select id, metadata from public.payment_reconciliations' },
    {
      visitor: 'denied',
      // Even the customer the metadata names: the row is the studio's working list.
      userA: 0,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      superAdmin: 1,
      service: 1,
    },
  );

  matrix(
    suite,
    'mark it resolved',
    { sql: 'update public.payment_reconciliations set resolved_at = now() where id = $1 returning id', params: theRow },
    { visitor: 'denied', userA: 0, userB: 0, fakeAdmin: 0, admin: 1, appAdmin: 1, superAdmin: 1, service: 1 },
  );

  matrix(
    suite,
    'change its reason or amount',
    { sql: `update public.payment_reconciliations set reason = 'mismatch', amount = 0 where id = $1 returning id`, params: theRow },
    onlyService,
  );

  matrix(
    suite,
    'record a reconciliation',
    {
      sql: `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency)
            values ('stripe', 'cs_test_forged', 'mismatch', 1, 'THB') returning id`,
    },
    onlyService,
  );

  matrix(suite, 'delete it', { sql: 'delete from public.payment_reconciliations where id = $1 returning id', params: theRow }, onlyService);
});
