// reminders_sent RLS (issue 38, decision 0071): the reminder run (the service) records each reminder it
// sends and links it to its e-mail; the studio reads the log; clients never see it; nobody deletes a row.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, matrix, nobody, onlyService, refusedToAllBut, useSuite } from '../support/matrix';

describe.each(engines)('reminders_sent RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asService((tx) =>
      tx.query(`insert into public.reminders_sent (event_key, kind) values ('studio_digest:2026-12-10', 'studio_digest')`),
    );
  });

  matrix(suite, 'read the log', { sql: `select id from public.reminders_sent where event_key = 'studio_digest:2026-12-10'` }, adminsOnly);
  matrix(
    suite,
    'record a reminder',
    { sql: `insert into public.reminders_sent (event_key, kind) values ('studio_digest:2026-12-11', 'studio_digest') returning id` },
    onlyService,
  );
  matrix(
    suite,
    'link a reminder to its e-mail',
    { sql: `update public.reminders_sent set outbox_id = null where event_key = 'studio_digest:2026-12-10' returning id` },
    onlyService,
  );
  matrix(
    suite,
    'rename what a reminder was about',
    { sql: `update public.reminders_sent set event_key = 'x' where event_key = 'studio_digest:2026-12-10' returning id` },
    refusedToAllBut('denied'),
  );
  matrix(suite, 'delete a reminder', { sql: 'delete from public.reminders_sent returning id' }, nobody);
});
