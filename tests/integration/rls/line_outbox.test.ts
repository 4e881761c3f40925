// line_outbox RLS (issue 38, decision 0072): LINE pushes are queued and delivered by the service alone,
// next to the e-mails they accompany; no client or admin reads a LINE user id from it; nobody deletes one.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, onlyService, useSuite } from '../support/matrix';

describe.each(engines)('line_outbox RLS on %s', (engine) => {
  const suite = useSuite(engine, async (s) => {
    await s.db.asService((tx) =>
      tx.query(
        `insert into public.line_outbox (user_id, to_line_user, kind, locale, text) values ($1, 'U-rls-a', 'quote_reply', 'th', 'ทีมงานตอบคำถามของคุณแล้ว')`,
        [s.cast.userA.id],
      ),
    );
  });
  const userA = () => [suite.cast.userA.id];

  matrix(suite, "read user A's pushes", { sql: 'select id from public.line_outbox where user_id = $1', params: userA }, onlyService);
  matrix(
    suite,
    'queue a push',
    {
      sql: `insert into public.line_outbox (user_id, to_line_user, kind, locale, text) values ($1, 'U-rls-a', 'quote_reply', 'en', 'A reply') returning id`,
      params: userA,
    },
    onlyService,
  );
  matrix(
    suite,
    'mark a push sent',
    { sql: `update public.line_outbox set status = 'sent', sent_at = now() where user_id = $1 returning id`, params: userA },
    onlyService,
  );
  matrix(suite, 'delete a push', { sql: 'delete from public.line_outbox returning id' }, nobody);
});
