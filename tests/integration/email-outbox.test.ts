// email_outbox: the constraints on a queued e-mail.
// Who may queue, read and deliver e-mails: tests/integration/rls/email_outbox.test.ts.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';

describe.each(engines)('email outbox on %s', (engine) => {
  const suite = useSuite(engine);

  describe('queue', () => {
    matrix(
      suite,
      'queue an e-mail with neither html nor text',
      { sql: `insert into public.email_outbox (to_email, subject, kind) values ('x@example.test', 'Hi', 'quote_status') returning id` },
      { service: { code: '23514' } },
    );
  });
});
