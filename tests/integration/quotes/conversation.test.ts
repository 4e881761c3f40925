// The conversation per quote on the real schema (issue 21, decision 0040): the studio's reply is kept
// on the quote and e-mailed to the client in the quote's language with a link to their dashboard (or
// to sign in for a quote without an account); each side's unread count; "waiting for an answer" in
// the admin list and as a filter; a client never reads or writes in another client's thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { askAboutQuote } from '../../../src/server/quotes/ask';
import { openThread, replyToQuote } from '../../../src/server/quotes/conversation';
import type { QuoteCaller } from '../../../src/server/billing/ledger/ledger';
import { loadDashboard } from '../../../src/server/portal/dashboard';
import { loadAdminOverview } from '../../../src/server/admin/pipeline';
import { countWaitingForAnswer, waitingForAnswer } from '../../../src/server/admin/conversation';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';

describe.each(engines)('the conversation per quote on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let alice: User;
  let bob: User;
  let admin: User;
  const caller = (user: User): QuoteCaller => ({ userId: user.id, claims: user.claims, email: user.email, origin });
  const as = (user: User) => bindCaller(db, user.claims);

  async function quoteOf(user: User | null, locale: 'en' | 'th', email = user?.email ?? 'lead@example.test'): Promise<string> {
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', $3) returning id`,
        [user?.id ?? null, JSON.stringify({ name: 'Ann Arun', email }), locale],
      ),
    );
    return row!.id;
  }
  const mails = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{ kind: string; to_email: string; locale: string; subject: string; text: string; html: string }>(
        `select kind, to_email, locale, subject, text, html from public.email_outbox where related_id = $1 and kind = 'quote_reply' order by created_at`,
        [quoteId],
      ),
    );
  const adminQuote = async (quoteId: string) => (await loadAdminOverview(as(admin))).quotes.rows.find((q) => q.id === quoteId);
  const dashboardQuote = async (user: User, quoteId: string) => (await loadDashboard(as(user), 'en')).quotes.find((q) => q.id === quoteId);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    alice = await createUser(db, { email: `alice-talk-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-talk-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-talk-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
  }, 120_000);
  afterAll(() => test.close());

  it('a question waits for an answer and is unread for the studio until it opens the thread', async () => {
    const quoteId = await quoteOf(alice, 'en');
    await askAboutQuote({ db, mail }, caller(alice), quoteId, 'Can you start in January?');
    expect(await adminQuote(quoteId)).toMatchObject({ waitingForAnswer: true, unreadMessages: 1 });
    expect(await openThread(as(admin), quoteId, 'studio')).toBe(true);
    expect(await adminQuote(quoteId)).toMatchObject({ waitingForAnswer: true, unreadMessages: 0 });
    // The client's own question is not unread for them.
    expect(await dashboardQuote(alice, quoteId)).toMatchObject({ unread: 0 });
  });

  it('the studio’s reply reaches the client’s thread, unread until opened, and their e-mail in their language', async () => {
    const quoteId = await quoteOf(alice, 'th');
    await askAboutQuote({ db, mail }, caller(alice), quoteId, 'เริ่มงานเดือนมกราคมได้ไหม');
    const reply = await replyToQuote(as(admin), mail, { quoteId, body: 'Yes: from 5 January.\n<b>Not bold</b>', origin });
    expect(reply).toMatchObject({ author: 'studio', body: 'Yes: from 5 January.\n<b>Not bold</b>' });
    // Answered: no longer waiting, and answering read the thread for the studio.
    expect(await adminQuote(quoteId)).toMatchObject({ waitingForAnswer: false, unreadMessages: 0 });
    const thread = await dashboardQuote(alice, quoteId);
    expect(thread?.messages.map((m) => m.author)).toEqual(['client', 'studio']);
    expect(thread?.unread).toBe(1);
    expect(await openThread(as(alice), quoteId, 'client')).toBe(true);
    expect((await dashboardQuote(alice, quoteId))?.unread).toBe(0);

    const [sent, ...more] = await mails(quoteId);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ to_email: alice.email, locale: 'th', subject: 'ทีมงานตอบกลับเรื่องใบเสนอราคาของคุณ' });
    expect(sent?.text).toContain('> Yes: from 5 January.');
    expect(sent?.text).toContain(`${origin}/th/dashboard`);
    // Escaped in the HTML part: the client's mail shows the tag as text.
    expect(sent?.html).toContain('&lt;b&gt;Not bold&lt;/b&gt;');
    expect(sent?.html).not.toContain('<b>Not bold</b>');
  });

  it('a quote without an account: the reply still goes to the contact e-mail, with a link to sign in', async () => {
    const quoteId = await quoteOf(null, 'en', 'walk-in@example.test');
    expect(await replyToQuote(as(admin), mail, { quoteId, body: 'Thanks for your request.', origin })).not.toBeNull();
    const [sent] = await mails(quoteId);
    expect(sent).toMatchObject({ to_email: 'walk-in@example.test', locale: 'en', subject: 'The studio replied about your quote' });
    expect(sent?.text).toContain(`${origin}/auth`);
    expect(sent?.text).not.toContain('/dashboard');
  });

  it('only an admin replies as the studio; a client reads and opens only their own threads', async () => {
    const quoteId = await quoteOf(alice, 'en');
    await askAboutQuote({ db, mail }, caller(alice), quoteId, 'Private question');
    // Bob, a client, cannot reply as the studio on Alice's quote, nor see it, nor mark it read.
    expect(await replyToQuote(as(bob), mail, { quoteId, body: 'Forged answer', origin })).toBeNull();
    // The owner sees the quote but the database refuses her a 'studio' message (the action is admins' anyway).
    await expect(replyToQuote(as(alice), mail, { quoteId, body: 'Answering myself', origin })).rejects.toThrow(/row-level security/);
    expect(await openThread(as(bob), quoteId, 'client')).toBe(false);
    expect(await dashboardQuote(bob, quoteId)).toBeUndefined();
    const bobSees = await as(bob).run((tx) =>
      tx.db.selectFrom('public.quote_messages').select('id').where('quote_id', '=', quoteId).execute(),
    );
    expect(bobSees).toEqual([]);
    // An admin may not mark the client's side read (it would hide replies the client never saw).
    await expect(openThread(as(admin), quoteId, 'client')).rejects.toThrow(/row-level security/);
    expect(await mails(quoteId)).toEqual([]);
  });

  it('waitingForAnswer filters a list query and counts the quotes waiting', async () => {
    const waiting = await quoteOf(bob, 'en');
    await askAboutQuote({ db, mail }, caller(bob), waiting, 'Still there?');
    const answered = await quoteOf(bob, 'en');
    await askAboutQuote({ db, mail }, caller(bob), answered, 'Question');
    await replyToQuote(as(admin), mail, { quoteId: answered, body: 'Answer', origin });
    const silent = await quoteOf(bob, 'en');
    const ids = await as(admin).run((tx) =>
      tx.db
        .selectFrom('public.quotes as q')
        .select('q.id')
        .where('q.id', 'in', [waiting, answered, silent])
        .where(waitingForAnswer('q.id'))
        .execute(),
    );
    expect(ids.map((r) => r.id)).toEqual([waiting]);
    const count = await as(admin).run((tx) => countWaitingForAnswer(tx));
    const expected = await db.asService((tx) =>
      tx.one<{ n: number }>(
        `select count(*)::int as n from public.quotes q
          where (select m.author_role from public.quote_messages m where m.quote_id = q.id order by m.created_at desc, m.id desc limit 1) = 'client'`,
      ),
    );
    expect(count).toBe(expected!.n);
    expect(count).toBeGreaterThanOrEqual(1);
    // A client counts nothing: RLS hides every other quote, and the helper reads as the caller.
    expect(await as(alice).run((tx) => countWaitingForAnswer(tx))).toBeLessThan(count);
  });
});
