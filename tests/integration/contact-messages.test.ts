// contact_messages: the constraints on a message.
// Who may read and write messages: tests/integration/rls/contact_messages.test.ts.
import { describe } from 'vitest';
import { engines } from './support/database';
import { matrix, useSuite } from './support/matrix';

describe.each(engines)('contact messages on %s', (engine) => {
  const suite = useSuite(engine);

  matrix(
    suite,
    'insert a message without a subject or with an unknown locale',
    {
      sql: `insert into public.contact_messages (name, email, subject, message, locale) values ('A', 'a@example.test', ' ', 'Hi', 'fr') returning id`,
    },
    { service: { code: '23514' } },
  );
});
