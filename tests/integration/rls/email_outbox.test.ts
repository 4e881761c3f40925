// email_outbox RLS: the service role queues and delivers; admins may queue and read (never secret links);
// customers and visitors get nothing, so the outbox can never be used as a mail relay.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { adminsInsert, adminsOnly, except, matrix, useSuite, type Suite } from '../support/matrix';

const queue = (kind: string) =>
  `insert into public.email_outbox (to_email, to_name, subject, html, text, kind, locale)
   values ('client@example.test', 'Client', 'Your quote', '<p>Hello</p>', 'Hello', '${kind}', 'en') returning id, status, attempts`;

async function setup(suite: Suite) {
  await suite.db.asService(async (tx) => {
    suite.ids['quoteMail'] = (await tx.one<{ id: string }>(queue('quote_status')))?.id ?? '';
    suite.ids['resetMail'] = (await tx.one<{ id: string }>(queue('password_reset')))?.id ?? '';
    suite.ids['confirmMail'] = (await tx.one<{ id: string }>(queue('auth_confirm_email')))?.id ?? '';
  });
}

describe.each(engines)('email_outbox RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const quoteMail = (s: Suite) => [s.ids['quoteMail']];
  const onlyService = {
    visitor: 'denied',
    userA: 'denied',
    admin: 'denied',
    appAdmin: 'denied',
    superAdmin: 'denied',
    service: 1,
  } as const;

  describe('select', () => {
    matrix(
      suite,
      'select outbox e-mails',
      { sql: 'select id from public.email_outbox' },
      { ...except(adminsOnly, 'superAdmin'), service: 3 },
    );
    matrix(
      suite,
      'select password-reset and auth e-mails',
      { sql: `select id from public.email_outbox where kind = 'password_reset' or kind like 'auth%'` },
      { admin: 0, superAdmin: 0, service: 2 },
    );
  });

  describe('queue', () => {
    matrix(suite, 'queue an e-mail', { sql: queue('quote_status') }, except(adminsInsert, 'userB', 'superAdmin'));
    matrix(suite, 'queue a password-reset e-mail', { sql: queue('password_reset') }, { admin: 'rls', service: 1 });
    matrix(
      suite,
      "queue an e-mail already marked 'sent'",
      {
        sql: `insert into public.email_outbox (to_email, subject, text, kind, status, sent_at)
              values ('x@example.test', 'Hi', 'Hi', 'quote_status', 'sent', now()) returning id`,
      },
      { admin: 'rls', service: 1 },
    );
  });

  describe('delivery state', () => {
    matrix(
      suite,
      'mark an e-mail sent',
      {
        sql: `update public.email_outbox set status = 'sent', attempts = attempts + 1, sent_at = now() where id = $1 returning id`,
        params: quoteMail,
      },
      onlyService,
    );
    matrix(
      suite,
      'record a failed attempt',
      {
        sql: `update public.email_outbox set attempts = attempts + 1, last_error = '503', next_attempt_at = now() + interval '5 minutes'
              where id = $1 returning id`,
        params: quoteMail,
      },
      onlyService,
    );
    matrix(
      suite,
      'delete an e-mail',
      { sql: 'delete from public.email_outbox where id = $1 returning id', params: quoteMail },
      onlyService,
    );
  });
});
