// document_counters RLS (issue 22): the service role's alone, through issue_document; no customer or
// admin reads or moves a counter, and even the service moves it only up by one.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite } from '../support/matrix';

describe.each(engines)('document_counters RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asService((tx) =>
      tx.query(`select id from public.issue_document('invoice', '2030-06-01T00:00:00Z', null, null, null, '{}'::jsonb)`),
    );
  });

  matrix(
    suite,
    "read the invoices' counter",
    { sql: `select last_number from public.document_counters where doc_type = 'invoice' and be_year = 2573` },
    { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied', service: 1 },
  );
  matrix(
    suite,
    'move the counter on by one',
    {
      sql: `update public.document_counters set last_number = last_number + 1 where doc_type = 'invoice' and be_year = 2573 returning last_number`,
    },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 1 },
  );
  matrix(
    suite,
    'move the counter back',
    { sql: `update public.document_counters set last_number = 0 where doc_type = 'invoice' and be_year = 2573 returning last_number` },
    { service: { code: '23514' } },
  );
  matrix(
    suite,
    'delete the counter',
    { sql: `delete from public.document_counters where doc_type = 'invoice' returning be_year` },
    { userA: 'denied', admin: 'denied', service: 'denied' },
  );
});
