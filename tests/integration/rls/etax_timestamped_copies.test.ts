// etax_timestamped_copies RLS (issue 37, decision 0076): only admins at aal2 record that the time-stamped
// copy of an e-Tax document (a receipt/tax invoice or a credit note) came back, as themselves, on a day
// between the document's issue and today (Bangkok); the document's client reads the records on it,
// admins read all, the service only reads; the log is append-only, so nobody updates or deletes a row.
import { describe, it } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, expectPasswordOnlyAdmins, matrix, nobody, oneEach, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';
import { issueTestDocument } from '../support/rows';

const TODAY = `((now() at time zone 'UTC') + interval '7 hours')::date`;
const RECORD = `insert into public.etax_timestamped_copies (document_id, received_on) values ($1, ${TODAY}) returning id`;

async function setup(suite: Suite) {
  const { userA, userB, admin } = suite.cast;
  suite.ids['docA'] = await issueTestDocument(suite, 'tax_invoice', userA.id, 0);
  suite.ids['docB'] = await issueTestDocument(suite, 'tax_invoice', userB.id, 0);
  // A plain receipt (a studio not VAT registered) is no e-Tax document.
  suite.ids['plainA'] = await issueTestDocument(suite, 'receipt', userA.id, 0);
  for (const doc of ['docA', 'docB'] as const) {
    const row = await suite.db.asCaller(admin.claims, (tx) => tx.one<{ id: string }>(RECORD, [suite.ids[doc]]));
    suite.ids[`${doc}Copy`] = row?.id ?? '';
  }
}

describe.each(engines)('etax_timestamped_copies RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const doc = (key: string) => (s: Suite) => [s.ids[key]];
  const copyA = doc('docACopy');

  describe('select', () => {
    matrix(
      suite,
      "read the record on user A's tax invoice",
      { sql: 'select id from public.etax_timestamped_copies where id = $1', params: copyA },
      ownerAndAdmins,
    );
    matrix(suite, 'read all records', { sql: 'select id from public.etax_timestamped_copies' }, oneEach);
  });

  describe('insert', () => {
    matrix(suite, "record user A's stamped copy", { sql: RECORD, params: doc('docA') }, { ...adminsInsert, service: 'denied' });
    matrix(suite, 'record a plain receipt', { sql: RECORD, params: doc('plainA') }, { admin: 'rls', superAdmin: 'rls' });
    matrix(
      suite,
      'record a day before the document was issued',
      {
        sql: `insert into public.etax_timestamped_copies (document_id, received_on) values ($1, ${TODAY} - 1) returning id`,
        params: doc('docA'),
      },
      { admin: 'rls', superAdmin: 'rls' },
    );
    matrix(
      suite,
      'record a day in the future',
      {
        sql: `insert into public.etax_timestamped_copies (document_id, received_on) values ($1, ${TODAY} + 1) returning id`,
        params: doc('docA'),
      },
      { admin: 'rls', superAdmin: 'rls' },
    );
    matrix(
      suite,
      'record in the name of another admin',
      {
        sql: `insert into public.etax_timestamped_copies (document_id, received_on, recorded_by) values ($1, ${TODAY}, $2) returning id`,
        params: (s) => [s.ids['docA'], s.cast.superAdmin.id],
      },
      { userA: 'denied', admin: 'denied', superAdmin: 'denied' },
    );
  });

  describe('append-only', () => {
    matrix(
      suite,
      "change the record on user A's tax invoice",
      { sql: `update public.etax_timestamped_copies set received_on = received_on where id = $1 returning id`, params: copyA },
      nobody,
    );
    matrix(
      suite,
      "delete the record on user A's tax invoice",
      { sql: 'delete from public.etax_timestamped_copies where id = $1 returning id', params: copyA },
      nobody,
    );
  });

  it('treats a password-only (aal1) admin as a customer: reads none, records none', async () => {
    await expectPasswordOnlyAdmins(suite, 'select id from public.etax_timestamped_copies', 0);
    await expectPasswordOnlyAdmins(suite, RECORD, 'rls', [suite.ids['docA']]);
  });
});
