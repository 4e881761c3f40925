// The mail-kind registry (src/server/mail/kinds.ts) and the database agree on which kinds carry a
// secret: public.is_secret_email_kind, from the real migrations, answers the registry's flag for every
// kind, and an admin reads and queues exactly the kinds without one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_KINDS, mailKinds, type MailKind } from '../../../src/server/mail/kinds';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { clearOutbox } from '../support/fakeSendgrid';

const insert = (kind: MailKind) => ({
  sql: `insert into public.email_outbox (to_email, subject, text, kind) values ('x@example.test', 'Hi', 'Hi', $1) returning id`,
  params: [kind],
});

describe.each(engines)('mail kinds against the database on %s', (engine) => {
  let handle: TestDatabase;
  let admin: User;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    admin = await createUser(handle.db, { email: `kinds-admin-${engine}-${Date.now()}@example.test` });
    await setProfileRole(handle.db, admin.id, 'admin');
  });
  afterAll(() => handle.close());
  beforeEach(() => clearOutbox(handle.db));

  it('registers at least the password reset as secret, and some kinds as not', () => {
    expect(MAIL_KINDS.password_reset.secret).toBe(true);
    expect(mailKinds.filter((kind) => !MAIL_KINDS[kind].secret).length).toBeGreaterThan(0);
  });

  it.each(mailKinds)('%s: is_secret_email_kind answers the registry', async (kind) => {
    const row = await handle.db.asService((tx) => tx.one<{ secret: boolean }>('select public.is_secret_email_kind($1) as secret', [kind]));
    expect(row?.secret).toBe(MAIL_KINDS[kind].secret);
  });

  it.each(mailKinds)('%s: an admin reads and queues it only when it carries no secret', async (kind) => {
    const { secret } = MAIL_KINDS[kind];
    const { sql, params } = insert(kind);
    await handle.db.asService((tx) => tx.query(sql, params));
    const seen = await handle.db.asCaller(admin.claims, (tx) => tx.query('select id from public.email_outbox where kind = $1', [kind]));
    expect(seen).toHaveLength(secret ? 0 : 1);
    const queued = handle.db.asCaller(admin.claims, (tx) => tx.query(sql, params));
    if (secret) await expect(queued).rejects.toMatchObject({ code: '42501' });
    else await expect(queued).resolves.toHaveLength(1);
  });
});
