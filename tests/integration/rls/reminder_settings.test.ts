// reminder_settings RLS (issue 38, decision 0071): only the studio's admins (at aal2) read and switch
// each kind of reminder; the reminder run (the service) reads them; nobody deletes one.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, adminsOnly, matrix, nobody, useSuite } from '../support/matrix';

describe.each(engines)('reminder_settings RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asCaller(s.cast.admin.claims, (tx) =>
      tx.query(`insert into public.reminder_settings (kind, enabled) values ('quote_lapsing', false)`),
    );
  });

  matrix(suite, 'read the switches', { sql: `select kind from public.reminder_settings where kind = 'quote_lapsing'` }, adminsOnly);
  matrix(
    suite,
    'switch a kind off',
    { sql: `insert into public.reminder_settings (kind, enabled) values ('instalment_overdue', false) returning kind` },
    { ...adminsInsert, service: 'denied' },
  );
  matrix(
    suite,
    'switch a kind back on',
    {
      sql: `update public.reminder_settings set enabled = true, updated_by = auth.uid() where kind = 'quote_lapsing' returning kind`,
    },
    { ...adminsOnly, service: 'denied' },
  );
  matrix(suite, 'delete a switch', { sql: 'delete from public.reminder_settings returning kind' }, nobody);
});
