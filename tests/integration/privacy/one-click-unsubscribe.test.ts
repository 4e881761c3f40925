// One-click unsubscribe (RFC 8058 + RFC 2369; issue 38, docs/decisions/0075) on the real schema, on both
// engines: the server's key is stable; the link stops the reminders of the person it names, without a
// sign-in, and again changes nothing; the service the link runs as can turn reminders off but never on;
// only the client's reminder kinds may carry a List-Unsubscribe link (never a receipt or a document);
// and delivery sends the two headers to SendGrid.
import { describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import { MailQueue } from '../../../src/server/mail/outbox';
import { deliverDueEmails } from '../../../src/server/mail/deliver';
import { SendGridTransport } from '../../../src/server/mail/transport';
import { oneClickKey, oneClickToken, oneClickUrl, readOneClickToken, stopByOneClick } from '../../../src/server/privacy/oneClick';
import { ownRemindersOn, setOwnReminders } from '../../../src/server/reminders/preferences';
import { createUser } from '../support/actors';
import { engines } from '../support/database';
import { FAKE_SENDGRID_KEY, useMailHarness } from '../support/fakeSendgrid';

const ORIGIN = 'https://studio.example';

describe.each(engines)('one-click unsubscribe on %s', (engine) => {
  const harness = useMailHarness(engine);
  const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });

  const reminderInput = (email: string) => ({
    locale: 'th' as const,
    client: { name: 'สมชาย ใจดี', email, phone: '', company: '' },
    packageName: 'Custom plan',
    link: `${ORIGIN}/th/dashboard`,
    stopLink: `${ORIGIN}/th/dashboard#reminders`,
    validUntil: '2026-12-20',
    daysLeft: 2,
  });

  it('keeps one key per server, and a token names one person and one topic', async () => {
    const db = harness.db();
    const key = await db.asService(oneClickKey);
    expect(Buffer.compare(key, await db.asService(oneClickKey))).toBe(0);
    const client = await createUser(db, { email: `one-click-key-${engine}@example.test` });
    const token = oneClickToken(key, 'reminders', client.id);
    expect(readOneClickToken(key, token)).toEqual({ topic: 'reminders', userId: client.id });
    expect(new URL(oneClickUrl(ORIGIN, 'th', token)).pathname).toBe('/th/unsubscribe');
  });

  it('stops the named client’s reminders without a sign-in, once; the service can never turn them on', async () => {
    const db = harness.db();
    const client = await createUser(db, { email: `one-click-stop-${engine}@example.test` });
    const other = await createUser(db, { email: `one-click-other-${engine}@example.test` });
    const own = (user: typeof client) => ownRemindersOn(bindCaller(db, user.claims), user.id);
    expect(await own(client)).toBe(true);

    await stopByOneClick(db, 'reminders', client.id, 'th');
    expect(await own(client)).toBe(false);
    expect(await own(other)).toBe(true);
    const stamp = () =>
      db.asService((tx) =>
        tx.one<{ updated_at: Date }>('select updated_at from public.notification_preferences where user_id = $1', [client.id]),
      );
    const first = await stamp();
    await stopByOneClick(db, 'reminders', client.id, 'th'); // a mail client posts twice: nothing changes
    expect(await stamp()).toEqual(first);
    expect(await own(client)).toBe(false);

    // The link's role may only stop: turning reminders on is the client's own, signed in.
    await expect(
      db.asService((tx) => tx.query('update public.notification_preferences set reminders = true where user_id = $1', [client.id])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asService((tx) => tx.query('insert into public.notification_preferences (user_id, reminders) values ($1, true)', [other.id])),
    ).rejects.toMatchObject({ code: '42501' });
    await setOwnReminders(bindCaller(db, client.claims), client.id, true);
    expect(await own(client)).toBe(true);

    // An account deleted since: nothing to stop, and no error for the mail client.
    await expect(stopByOneClick(db, 'reminders', crypto.randomUUID(), 'en')).resolves.toBeUndefined();
  });

  it('withdraws marketing consent with a marketing token, recording the one-click way', async () => {
    const db = harness.db();
    const client = await createUser(db, { email: `one-click-marketing-${engine}@example.test` });
    await db.asCaller(client.claims, (tx) =>
      tx.query(
        `insert into public.marketing_consents (given, wording_version, method, locale) values (true, '2026-12', 'account_settings', 'en')`,
      ),
    );
    await stopByOneClick(db, 'marketing', client.id, 'en');
    await stopByOneClick(db, 'marketing', client.id, 'en');
    const rows = await db.asService((tx) =>
      tx.query<{ given: boolean; method: string }>(
        'select given, method from public.marketing_consents where user_id = $1 order by created_at',
        [client.id],
      ),
    );
    expect(rows).toEqual([
      { given: true, method: 'account_settings' },
      { given: false, method: 'one_click_link' },
    ]);
    expect(await ownRemindersOn(bindCaller(db, client.claims), client.id)).toBe(true);
  });

  it('lets only the client’s reminder kinds carry a List-Unsubscribe link', async () => {
    const db = harness.db();
    const link = `${ORIGIN}/th/unsubscribe?token=x`;
    await db.asService((tx) =>
      mail.enqueue(tx, 'reminder_quote_lapsing', reminderInput('ok@example.test'), {}, [], { listUnsubscribe: link }),
    );
    // Nor anything but one plain link (the header is `<link>`: no spaces, brackets or commas).
    for (const bad of ['javascript:alert(1)', `${link}>, <mailto:x@example.test`, 'https://a.example/x y']) {
      await expect(
        db.asService((tx) =>
          tx.query(
            `insert into public.email_outbox (to_email, subject, text, kind, list_unsubscribe) values ('a@example.test', 's', 't', 'reminder_quote_lapsing', $1)`,
            [bad],
          ),
        ),
      ).rejects.toMatchObject({ code: '23514' });
    }
    for (const kind of ['order_receipt', 'quote_reply', 'reminder_studio_digest']) {
      await expect(
        db.asService((tx) =>
          tx.query(
            `insert into public.email_outbox (to_email, subject, text, kind, list_unsubscribe) values ('a@example.test', 's', 't', $1, $2)`,
            [kind, link],
          ),
        ),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post to SendGrid with the reminder, and nothing extra with other mail', async () => {
    const db = harness.db();
    const fake = harness.fake();
    const link = `${ORIGIN}/th/unsubscribe?token=reminders.abc`;
    await db.asService(async (tx) => {
      await mail.enqueue(tx, 'reminder_quote_lapsing', reminderInput('reminded@example.test'), {}, [], { listUnsubscribe: link });
      await mail.enqueue(tx, 'quote_reply', {
        locale: 'en',
        client: { name: 'Ann', email: 'plain@example.test' },
        quoteId: crypto.randomUUID(),
        link: `${ORIGIN}/dashboard#quotes`,
        reply: 'Yes',
        hasAccount: true,
      });
    });
    const transport = new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl: fake.url });
    expect(await deliverDueEmails(db, transport)).toMatchObject({ sent: 2 });
    const to = (address: string) => fake.requests.find((request) => request.body.personalizations[0]?.to[0]?.email === address)!.body;
    expect(to('reminded@example.test').headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(to('plain@example.test').headers).toBeUndefined();
  });
});
