// credit_note_documents RLS (issue 22, docs/decisions/0051): the service links a quote credit note to the
// ใบลดหนี้ issued for it; whoever may read that document (its buyer, admins at aal2) reads the link, the
// service reads all; nobody inserts one but the service, and nobody changes or deletes one, not even the
// service (no grant: the append-only trigger is never even reached).
import { describe, it } from 'vitest';
import { engines } from '../support/database';
import { expectPasswordOnlyAdmins, matrix, nobody, oneEach, onlyService, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { addQuoteRows, issueTestDocument } from '../support/rows';

async function setup(suite: Suite) {
  await addQuoteRows(
    suite,
    'credit',
    `insert into public.quote_credit_notes (quote_id, user_id, amount) values ($1, $2, 4900) returning id`,
  );
  const { userA, userB } = suite.cast;
  suite.ids['documentA'] = await issueTestDocument(suite, 'credit_note', userA.id, 0);
  suite.ids['documentB'] = await issueTestDocument(suite, 'credit_note', userB.id, 0);
  suite.ids['spareDocument'] = await issueTestDocument(suite, 'credit_note', userA.id, 0);
  await suite.db.asService(async (tx) => {
    for (const key of ['A', 'B']) {
      await tx.query('insert into public.credit_note_documents (credit_note_id, document_id) values ($1, $2)', [
        suite.ids[`credit${key}`],
        suite.ids[`document${key}`],
      ]);
    }
  });
}

describe.each(engines)('credit_note_documents RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const creditA = (s: Suite) => [s.ids['creditA']];

  matrix(
    suite,
    "read the link of user A's credit note",
    { sql: 'select document_id from public.credit_note_documents where credit_note_id = $1', params: creditA },
    ownerAndAdmins,
  );
  matrix(suite, 'read all links', { sql: 'select document_id from public.credit_note_documents' }, oneEach);
  matrix(
    suite,
    'link a credit note to its document',
    {
      sql: `insert into public.credit_note_documents (credit_note_id, document_id) values (gen_random_uuid(), $1) returning credit_note_id`,
      params: (s) => [s.ids['spareDocument']],
    },
    onlyService,
  );
  matrix(
    suite,
    "relink user A's credit note to another document",
    {
      sql: 'update public.credit_note_documents set document_id = $2 where credit_note_id = $1 returning credit_note_id',
      params: (s) => [s.ids['creditA'], s.ids['spareDocument']],
    },
    nobody,
  );
  matrix(
    suite,
    "unlink user A's credit note",
    { sql: 'delete from public.credit_note_documents where credit_note_id = $1 returning credit_note_id', params: creditA },
    nobody,
  );

  it('shows a password-only (aal1) admin no link but their own', async () => {
    await expectPasswordOnlyAdmins(suite, 'select document_id from public.credit_note_documents', 0);
  });
});
