// payment_reconciliations: one row per payment session, known reasons, providers and currencies.
// Who may read and write reconciliations: tests/integration/rls/payment_reconciliations.test.ts.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite } from '../support/matrix';
import { addReconciliation } from '../support/rows';

describe.each(engines)('payment_reconciliations on %s', (engine) => {
  const suite = useSuite(engine, addReconciliation);

  matrix(
    suite,
    'record the same session twice',
    {
      sql: `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency)
            values ('stripe', 'cs_test_unmatched', 'mismatch', 1, 'THB') returning id`,
    },
    { service: { code: '23505' } },
  );

  matrix(
    suite,
    'record an unknown reason, provider or currency',
    {
      sql: `insert into public.payment_reconciliations (provider, payment_session_id, reason, amount, currency)
            values ('paypal', 'cs_test_other', 'because', -1, 'baht') returning id`,
    },
    { service: { code: '23514' } },
  );
});
