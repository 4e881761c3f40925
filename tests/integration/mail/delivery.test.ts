// Outbox delivery against a fake SendGrid: the payload that leaves, a permanent refusal, a provider
// that is down (nothing lost), and a send interrupted by a crash (reclaimed after the lease).
import { describe, expect, it } from 'vitest';
import { deliverDueEmails } from '../../../src/server/mail/deliver';
import { MailQueue } from '../../../src/server/mail/outbox';
import { SendGridTransport, type MailTransport } from '../../../src/server/mail/transport';
import { engines } from '../support/database';
import { FAKE_SENDGRID_KEY, outboxRow, testClock, unreachableUrl, useMailHarness } from '../support/fakeSendgrid';

const STUDIO = 'team@siampixel.example';
const FROM = { email: 'hello@siampixel.example', name: 'Siam Pixel Studio' };
const mail = new MailQueue({ logToConsole: false, studioInbox: STUDIO });
const contact = {
  name: 'Ann Arun',
  email: 'ann@example.test',
  phone: '+66 81 234 5678',
  company: 'Arun Co.',
  subject: 'A new shop',
  message: 'Hello, we need a shop.',
  locale: 'th' as const,
};

describe.each(engines)('outbox delivery on %s', (engine) => {
  const h = useMailHarness(engine);
  const transport = (baseUrl = h.fake().url) => new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl, from: FROM, timeoutMs: 2000 });
  const queueContact = () => h.db().asService((tx) => mail.enqueue(tx, 'contact_notification', contact));

  it('sends a due e-mail with its sender, recipient, reply-to, subject and both bodies, then marks it sent', async () => {
    const id = await queueContact();
    const clock = testClock();
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 1, failed: 0, retried: 0 });

    const row = await outboxRow(h.db(), id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at?.getTime()).toBe(clock.ms);
    expect(h.fake().requests).toHaveLength(1);
    const [request] = h.fake().requests;
    expect(request?.authorization).toBe(`Bearer ${FAKE_SENDGRID_KEY}`);
    expect(request?.body).toMatchObject({
      from: FROM,
      personalizations: [{ to: [{ email: STUDIO, name: 'Siam Pixel Studio' }] }],
      reply_to: { email: contact.email },
      subject: row.subject,
    });
    expect(request?.body.subject).toContain('A new shop');
    expect(request?.body.content).toEqual([
      { type: 'text/plain', value: row.text },
      { type: 'text/html', value: row.html },
    ]);
  });

  it('leaves nothing to send on the next run', async () => {
    await queueContact();
    const clock = testClock();
    await deliverDueEmails(h.db(), transport(), { now: clock.now });
    clock.advance(60 * 60_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(h.fake().requests).toHaveLength(1);
  });

  it('marks an e-mail the provider refuses with 400 as failed for good, with the reason', async () => {
    const id = await queueContact();
    h.fake().reply({ status: 400 });
    const clock = testClock();
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 0, failed: 1, retried: 0 });
    const row = await outboxRow(h.db(), id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row.last_error).toBe('SendGrid 400: The to array is required for all personalization objects');

    clock.advance(24 * 60 * 60_000);
    await deliverDueEmails(h.db(), transport(), { now: clock.now });
    expect(h.fake().requests).toHaveLength(1);
  });

  it('keeps the e-mail, unchanged and pending, while the provider is down, and sends it once it is back', async () => {
    const id = await queueContact();
    const before = await outboxRow(h.db(), id);
    const clock = testClock();

    const result = await deliverDueEmails(h.db(), transport(await unreachableUrl()), { now: clock.now });
    expect(result).toEqual({ sent: 0, failed: 0, retried: 1 });
    const waiting = await outboxRow(h.db(), id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, subject: before.subject, html: before.html, text: before.text });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(waiting.next_attempt_at.getTime()).toBe(clock.ms + 30_000);

    clock.advance(30_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 1 });
    expect(await outboxRow(h.db(), id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('reclaims an e-mail left "sending" by a crashed run once its 10-minute lease has passed', async () => {
    const id = await queueContact();
    const clock = testClock();
    const crashed: MailTransport = { send: () => new Promise<void>(() => {}) }; // the process died mid-send
    void deliverDueEmails(h.db(), crashed, { now: clock.now });
    await expect.poll(async () => (await outboxRow(h.db(), id)).status).toBe('sending');

    clock.advance(9 * 60_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 0 });
    clock.advance(60_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 1 });
    expect(await outboxRow(h.db(), id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(h.fake().requests).toHaveLength(1);
  });

  it('gives up on an e-mail whose sends keep being interrupted once it used its attempts', async () => {
    const id = await queueContact();
    const clock = testClock();
    const crashed: MailTransport = { send: () => new Promise<void>(() => {}) };
    for (let run = 0; run < 2; run++) {
      void deliverDueEmails(h.db(), crashed, { now: clock.now, maxAttempts: 2 });
      await expect.poll(async () => (await outboxRow(h.db(), id)).attempts).toBe(run + 1);
      clock.advance(10 * 60_000);
    }
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now, maxAttempts: 2 })).toEqual({ sent: 0, failed: 1, retried: 0 });
    const row = await outboxRow(h.db(), id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.last_error).toMatch(/stopped mid-send/);
    expect(h.fake().requests).toHaveLength(0);
  });
});
