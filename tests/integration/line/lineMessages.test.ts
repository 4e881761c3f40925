// LINE messages (issue 38 point 1, docs/decisions/0072) on the real schema and RLS, on both engines,
// against a fake Messaging API on 127.0.0.1: only a client with LINE linked turns updates on; a studio
// reply then queues a LINE push in the client's language next to the e-mail (nobody else reads it);
// a 429 puts it back for later without spending an attempt and it goes through afterwards; a 403
// (blocked or unfollowed) fails it and turns the client's setting off, so nothing more is queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { LineQueue } from '../../../src/server/mail/line/outbox';
import { deliverDueLineMessages, QUOTA_WAIT_MS } from '../../../src/server/mail/line/deliver';
import { LineMessagingTransport } from '../../../src/server/mail/line/transport';
import { ownLineSetting, setOwnLineUpdates } from '../../../src/server/mail/line/preferences';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { FAKE_LINE_TOKEN, startFakeLine } from '../support/fakeLine';
import { testClock } from '../support/fakeSendgrid';

const LINE_SUBJECT = 'U4af4980629a0b7c1d2e3f4a5b6c7d8e9';
const SUPABASE_SUBJECT = 'U0000000000000000000000000000beef';

describe.each(engines)('LINE messages on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let client: User;
  let supabaseClient: User;
  let noLine: User;
  let admin: User;
  let fake: Awaited<ReturnType<typeof startFakeLine>>;
  const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example', line: new LineQueue() });

  const reply = (to: User, locale: 'en' | 'th' = 'th') =>
    db.asCaller(admin.claims, (tx) =>
      mail.enqueue(
        tx,
        'quote_reply',
        {
          locale,
          client: { name: 'สมชาย ใจดี', email: to.email },
          quoteId: crypto.randomUUID(),
          link: `http://127.0.0.1:4321${locale === 'th' ? '/th' : ''}/dashboard#quotes`,
          reply: 'ได้เลยครับ',
          hasAccount: true,
        },
        { relatedTable: 'quotes' },
      ),
    );
  const lineRows = (userId: string) =>
    db.asService((tx) => tx.db.selectFrom('public.line_outbox').selectAll().where('user_id', '=', userId).orderBy('created_at').execute());
  const transport = () => new LineMessagingTransport({ token: FAKE_LINE_TOKEN, baseUrl: fake.url, timeoutMs: 2000 });

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    fake = await startFakeLine();
    client = await createUser(db, { email: `line-client-${engine}@example.test` });
    // The local adapter's LINE identity (auth.identities); Supabase keeps the subject in app_metadata.
    await db.asService((tx) =>
      tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, '{}'::jsonb, 'line')`, [
        LINE_SUBJECT,
        client.id,
      ]),
    );
    supabaseClient = await createUser(db, {
      email: `line-supabase-${engine}@example.test`,
      appMetadata: { line_subject: SUPABASE_SUBJECT },
    });
    noLine = await createUser(db, { email: `no-line-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-line-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
  });

  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });

  it('lets only a client with LINE linked turn updates on, and shows each their own setting', async () => {
    const own = (user: User) => bindCaller(db, user.claims);
    expect(await ownLineSetting(own(client), client.id)).toEqual({ linked: true, on: false, blocked: false });
    expect(await ownLineSetting(own(noLine), noLine.id)).toMatchObject({ linked: false, on: false });
    await expect(setOwnLineUpdates(own(noLine), noLine.id, true)).rejects.toThrow();
    await setOwnLineUpdates(own(noLine), noLine.id, false);

    await setOwnLineUpdates(own(client), client.id, true);
    await setOwnLineUpdates(own(supabaseClient), supabaseClient.id, true);
    expect(await ownLineSetting(own(client), client.id)).toEqual({ linked: true, on: true, blocked: false });
    expect(await ownLineSetting(own(supabaseClient), supabaseClient.id)).toMatchObject({ linked: true, on: true });
    // Another client neither reads nor changes it; nobody signed in reads a LINE user id.
    const seen = await db.asCaller(noLine.claims, (tx) => tx.query('select user_id from public.line_preferences'));
    expect(seen).toEqual([{ user_id: noLine.id }]);
    await db.asCaller(noLine.claims, (tx) =>
      tx.query('update public.line_preferences set updates = false where user_id = $1', [client.id]),
    );
    expect(await ownLineSetting(own(client), client.id)).toMatchObject({ on: true });
    await expect(db.asCaller(admin.claims, (tx) => tx.query('select * from public.line_outbox'))).rejects.toThrow();
    await expect(db.asCaller(client.claims, (tx) => tx.query('select public.line_subject_of($1)', [client.id]))).rejects.toThrow();
  });

  it('queues a LINE push in the client’s language next to the e-mail, only for clients who turned it on', async () => {
    await reply(client, 'th');
    await reply(supabaseClient, 'en');
    await reply(noLine, 'en');
    const [thai] = await lineRows(client.id);
    expect(thai).toMatchObject({ to_line_user: LINE_SUBJECT, kind: 'quote_reply', locale: 'th', status: 'pending', attempts: 0 });
    expect(thai!.text).toContain('เราตอบข้อความเรื่องใบเสนอราคาของคุณแล้ว');
    expect(thai!.text).toContain('http://127.0.0.1:4321/th/dashboard#quotes');
    const [english] = await lineRows(supabaseClient.id);
    expect(english).toMatchObject({ to_line_user: SUPABASE_SUBJECT, locale: 'en' });
    expect(english!.text).toMatch(/we replied to your message/);
    expect(await lineRows(noLine.id)).toEqual([]);
    // E-mail stays the record: each of the three got theirs.
    const emails = await db.asService((tx) =>
      tx.db
        .selectFrom('public.email_outbox')
        .select('to_email')
        .where('kind', '=', 'quote_reply')
        .where('to_email', 'in', [client.email, supabaseClient.email, noLine.email])
        .execute(),
    );
    expect(emails).toHaveLength(3);
  });

  it('commits or rolls back with the e-mail it goes with', async () => {
    const before = (await lineRows(client.id)).length;
    await expect(
      db.asCaller(admin.claims, async (tx) => {
        await mail.enqueue(tx, 'quote_reply', {
          locale: 'th',
          client: { name: 'สมชาย ใจดี', email: client.email },
          quoteId: crypto.randomUUID(),
          link: 'http://127.0.0.1:4321/th/dashboard',
          reply: 'x',
          hasAccount: true,
        });
        throw new Error('the reply could not be saved');
      }),
    ).rejects.toThrow('the reply could not be saved');
    expect(await lineRows(client.id)).toHaveLength(before);
  });

  it('retries after a 429 (never dropped, no attempt spent) and then delivers with the retry key', async () => {
    const clock = testClock();
    fake.reply({ status: 429, retryAfter: '60' });
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 2, turnedOff: 0 });
    expect(fake.pushes).toHaveLength(1); // the rest of the batch waited with it
    for (const row of [...(await lineRows(client.id)), ...(await lineRows(supabaseClient.id))]) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.next_attempt_at.getTime()).toBe(clock.ms + 60_000);
    }
    clock.advance(59_000);
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toMatchObject({ sent: 0 });
    clock.advance(1_000);
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toEqual({ sent: 2, failed: 0, retried: 0, turnedOff: 0 });
    const [sent] = await lineRows(client.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const push = fake.pushes.find((entry) => entry.body.to === LINE_SUBJECT && entry.retryKey === sent!.id);
    expect(push?.authorization).toBe(`Bearer ${FAKE_LINE_TOKEN}`);
    expect(push?.body.messages).toEqual([{ type: 'text', text: sent!.text }]);
  });

  it('waits a quarter of an hour after a 429 that names no wait (the month’s quota)', async () => {
    await reply(client, 'en');
    const clock = testClock();
    fake.reply({ status: 429, message: 'You have reached your monthly limit.' });
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toMatchObject({ retried: 1 });
    const waiting = (await lineRows(client.id)).find((row) => row.status === 'pending')!;
    expect(waiting.last_error).toBe('LINE 429: You have reached your monthly limit.');
    expect(waiting.next_attempt_at.getTime()).toBe(clock.ms + QUOTA_WAIT_MS);
    clock.advance(QUOTA_WAIT_MS);
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toMatchObject({ sent: 1 });
  });

  it('turns the setting off when LINE says the client blocked or unfollowed, and queues no more', async () => {
    await reply(client, 'th');
    fake.reply({ status: 403 });
    const clock = testClock();
    expect(await deliverDueLineMessages(db, transport(), { now: clock.now })).toEqual({ sent: 0, failed: 1, retried: 0, turnedOff: 1 });
    const failed = (await lineRows(client.id)).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', last_error: 'LINE 403: Failed to send messages' });
    expect(await ownLineSetting(bindCaller(db, client.claims), client.id)).toEqual({ linked: true, on: false, blocked: true });
    const before = (await lineRows(client.id)).length;
    await reply(client, 'th');
    expect(await lineRows(client.id)).toHaveLength(before);
    // The client turns it on again (after adding the account back): the notice goes.
    await setOwnLineUpdates(bindCaller(db, client.claims), client.id, true);
    expect(await ownLineSetting(bindCaller(db, client.claims), client.id)).toEqual({ linked: true, on: true, blocked: false });
  });

  it('queues from the system’s own runs too (a webhook, the schedule), as the service', async () => {
    await db.asService((tx) =>
      mail.enqueue(tx, 'instalment_due', {
        locale: 'en',
        client: { name: 'Sam', email: supabaseClient.email },
        quoteId: crypto.randomUUID(),
        instalment: { position: 1, count: 2, label: { en: 'Deposit', th: 'เงินมัดจำ' } },
        amount: 2_000_000,
        withholding: 0,
        dueDate: '2026-12-20',
        link: 'http://127.0.0.1:4321/dashboard/payments',
        onAcceptance: false,
      }),
    );
    const latest = (await lineRows(supabaseClient.id)).at(-1)!;
    expect(latest).toMatchObject({ kind: 'instalment_due', status: 'pending', to_line_user: SUPABASE_SUBJECT });
    expect(latest.text).toContain('instalment 1 of 2 is now due');
  });
});
