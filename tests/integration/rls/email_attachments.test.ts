// email_attachments RLS (issue 22, docs/decisions/0051): the service stores an e-mail's files with it,
// in the transaction that queues it, and removes them (with the e-mail); whoever reads the outbox row
// reads its files (admins at aal2, never a secret kind's e-mail; customers nothing), the service reads
// all; nobody changes a file once queued, not even the service, so what is delivered is what was queued.
import { describe, it } from 'vitest';
import { engines } from '../support/database';
import { adminsOnly, expectPasswordOnlyAdmins, matrix, nobody, onlyService, useSuite, type Suite } from '../support/matrix';

const queue = (kind: string) =>
  `insert into public.email_outbox (to_email, to_name, subject, html, text, kind, locale)
   values ('ann@example.test', 'Ann', 'Your receipt', '<p>Attached</p>', 'Attached', '${kind}', 'en') returning id`;

const ATTACH = `insert into public.email_attachments (email_id, position, filename, content_type, content_base64)
                values ($1, $2, 'receipt.pdf', 'application/pdf', 'JVBERi0xLjcK') returning id`;

async function setup(suite: Suite) {
  await suite.db.asService(async (tx) => {
    for (const [key, kind] of [
      ['receipt', 'quote_status'],
      ['reset', 'password_reset'],
    ] as const) {
      const mail = await tx.one<{ id: string }>(queue(kind));
      suite.ids[`${key}Mail`] = mail?.id ?? '';
      suite.ids[`${key}File`] = (await tx.one<{ id: string }>(ATTACH, [mail?.id, 0]))?.id ?? '';
    }
  });
}

describe.each(engines)('email_attachments RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const receiptFile = (s: Suite) => [s.ids['receiptFile']];

  matrix(
    suite,
    "read a receipt e-mail's attachment",
    { sql: 'select id from public.email_attachments where id = $1', params: receiptFile },
    adminsOnly,
  );
  matrix(
    suite,
    'read all attachments (never a password-reset e-mail’s)',
    { sql: 'select id from public.email_attachments' },
    { userA: 0, fakeAdmin: 0, admin: 1, appAdmin: 1, superAdmin: 1, service: 2 },
  );
  matrix(suite, 'attach a file to a queued e-mail', { sql: ATTACH, params: (s) => [s.ids['receiptMail'], 1] }, onlyService);
  matrix(
    suite,
    'replace the content of a queued attachment',
    { sql: `update public.email_attachments set content_base64 = 'AAAA' where id = $1 returning id`, params: receiptFile },
    nobody,
  );
  matrix(
    suite,
    'remove a queued attachment',
    { sql: 'delete from public.email_attachments where id = $1 returning id', params: receiptFile },
    onlyService,
  );

  it('shows a password-only (aal1) admin no attachment', async () => {
    await expectPasswordOnlyAdmins(suite, 'select id from public.email_attachments', 0);
  });
});
