// payment_reconciliations RLS: written only by the service role (the payment webhook); admins read every row
// and may set resolved_at, nothing else; customers and visitors see nothing.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, matrix, onlyService, useSuite, type Suite } from '../support/matrix';
import { addReconciliation } from '../support/rows';

describe.each(engines)('payment_reconciliations RLS on %s', (engine) => {
  const suite = useSuite(engine, addReconciliation);
  const theRow = (s: Suite) => [s.ids['reconciliation']];

  // Not even the customer the metadata names (user A) reads it: the row is the studio's working list.
  matrix(suite, 'select every reconciliation', { sql: 'select id, metadata from public.payment_reconciliations' }, adminsOnly);

  matrix(
    suite,
    'mark it resolved',
    { sql: 'update public.payment_reconciliations set resolved_at = now() where id = $1 returning id', params: theRow },
    adminsOnly,
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
