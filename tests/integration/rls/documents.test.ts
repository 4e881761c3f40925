// documents RLS (issue 22): the buyer reads their own documents, the studio reads all; nobody inserts
// one except through issue_document (service role), and nobody changes or deletes one, not even an
// admin or the service (a trigger refuses it to the table's owner too: tests/integration/documents).
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, ownerAndAdmins, refusedToAllBut, useSuite } from '../support/matrix';

/** No grant to anyone; the service role's update or delete reaches the trigger that refuses it (42501). */
const nobody = refusedToAllBut({ code: '42501' });

describe.each(engines)('documents RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    const rows = await s.db.asService((tx) =>
      tx.query<{ id: string }>(`select id from public.issue_document('receipt', now(), $1, null, null, '{"version":1}'::jsonb)`, [
        s.cast.userA.id,
      ]),
    );
    s.ids['documentA'] = rows[0]!.id;
  });
  const documentA = () => [suite.ids['documentA']];

  matrix(suite, "read user A's receipt", { sql: 'select id from public.documents where id = $1', params: documentA }, ownerAndAdmins);
  matrix(
    suite,
    "rewrite user A's receipt",
    { sql: `update public.documents set snapshot = '{}'::jsonb where id = $1 returning id`, params: documentA },
    nobody,
  );
  matrix(suite, "delete user A's receipt", { sql: 'delete from public.documents where id = $1 returning id', params: documentA }, nobody);
  matrix(
    suite,
    'issue a document by hand',
    {
      sql: `insert into public.documents (doc_type, be_year, sequence, number, snapshot)
            values ('receipt', 2569, 99, public.document_number('receipt', 2569, 99), '{}'::jsonb) returning id`,
    },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: { code: '23514' } },
  );
  matrix(
    suite,
    'call issue_document',
    { sql: `select id from public.issue_document('receipt', now(), null, null, null, '{}'::jsonb)` },
    { visitor: 'denied', userA: 'denied', admin: 'denied', service: 1 },
  );
});
