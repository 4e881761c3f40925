// contact_messages RLS: the server inserts validated messages with the service role; admins read, mark
// handled and delete; visitors and customers cannot touch the table.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, except, matrix, onlyService, useSuite, type Suite } from '../support/matrix';

const insertMessage = `insert into public.contact_messages (name, email, subject, message, locale)
  values ('Ploy', 'ploy@example.test', 'New website', 'We need a bilingual site.', 'th') returning id`;

async function setup(suite: Suite) {
  const row = await suite.db.asService((tx) => tx.one<{ id: string }>(insertMessage));
  suite.ids['message'] = row?.id ?? '';
}

describe.each(engines)('contact_messages RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const message = (s: Suite) => [s.ids['message']];

  matrix(suite, 'select messages', { sql: 'select id from public.contact_messages' }, except(adminsOnly, 'userB', 'superAdmin'));
  matrix(suite, 'insert a message', { sql: insertMessage }, except(onlyService, 'userB', 'appAdmin'));
  matrix(
    suite,
    'mark a message handled',
    { sql: 'update public.contact_messages set handled_at = now() where id = $1 returning id', params: message },
    except(adminsOnly, 'userB', 'superAdmin'),
  );
  matrix(
    suite,
    'delete a message',
    { sql: 'delete from public.contact_messages where id = $1 returning id', params: message },
    except(adminsOnly, 'userB', 'superAdmin'),
  );
});
