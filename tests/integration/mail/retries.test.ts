// Retries against a fake SendGrid, with time driven by an injected clock: exponential backoff after a
// 5xx, the provider's own wait after a 429, a hanging provider cut off by the timeout, and the final
// 'failed' once the attempts are used up.
import { describe, expect, it } from 'vitest';
import { backoffMs, deliverDueEmails } from '../../../src/server/mail/deliver';
import { MailQueue } from '../../../src/server/mail/outbox';
import { SendGridTransport } from '../../../src/server/mail/transport';
import { engines } from '../support/database';
import { FAKE_SENDGRID_KEY, outboxRow, testClock, useMailHarness } from '../support/fakeSendgrid';

const mail = new MailQueue({ logToConsole: false });

describe.each(engines)('outbox retries on %s', (engine) => {
  const h = useMailHarness(engine, (fake) => fake.always({ status: 202 }));
  const transport = (timeoutMs = 2000) => new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl: h.fake().url, timeoutMs });
  const queue = (to = 'ann@example.test') =>
    h
      .db()
      .asService((tx) =>
        mail.queueRendered(tx, { to, subject: 'Your plan', html: '<p>Plan</p>', text: 'Plan', kind: 'custom_project_plan', locale: 'en' }),
      );

  it('retries after a 500 once the backoff has passed, not before', async () => {
    const id = await queue();
    h.fake().reply({ status: 500 });
    const clock = testClock();
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 1 });
    const waiting = await outboxRow(h.db(), id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SendGrid 500: Internal server error' });
    expect(waiting.next_attempt_at.getTime()).toBe(clock.ms + 30_000);

    clock.advance(29_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 0 });
    clock.advance(1_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await outboxRow(h.db(), id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(h.fake().requests).toHaveLength(2);
  });

  it('doubles the wait after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('waits as long as Retry-After says after a 429', async () => {
    const id = await queue();
    h.fake().reply({ status: 429, retryAfter: '120' });
    const clock = testClock();
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ retried: 1 });
    const waiting = await outboxRow(h.db(), id);
    expect(waiting.next_attempt_at.getTime()).toBe(clock.ms + 120_000);
    expect(waiting.last_error).toBe('SendGrid 429: too many requests');

    clock.advance(119_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 0 });
    clock.advance(1_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 1 });
  });

  it('waits until X-RateLimit-Reset after a 429 without Retry-After', async () => {
    const id = await queue();
    h.fake().reply({ status: 429, rateLimitReset: String(Math.floor(Date.now() / 1000) + 90) });
    const clock = testClock();
    await deliverDueEmails(h.db(), transport(), { now: clock.now });
    const wait = (await outboxRow(h.db(), id)).next_attempt_at.getTime() - clock.ms;
    expect(wait).toBeGreaterThan(85_000);
    expect(wait).toBeLessThanOrEqual(90_000);

    clock.advance(wait - 1_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 0 });
    clock.advance(1_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 1 });
  });

  it('holds back the rest of the batch after a 429 without counting it as an attempt', async () => {
    const ids = [await queue('a@example.test'), await queue('b@example.test'), await queue('c@example.test')];
    h.fake().reply({ status: 429, retryAfter: '60' });
    const clock = testClock();
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now, concurrency: 1 })).toEqual({ sent: 0, failed: 0, retried: 3 });
    expect(h.fake().requests).toHaveLength(1);
    const rows = await Promise.all(ids.map((id) => outboxRow(h.db(), id)));
    expect(rows.map((row) => [row.status, row.attempts, row.next_attempt_at.getTime() - clock.ms])).toEqual([
      ['pending', 1, 60_000],
      ['pending', 0, 60_000],
      ['pending', 0, 60_000],
    ]);

    clock.advance(60_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 3 });
  });

  it('gives up on a provider that does not answer within the timeout and retries later', async () => {
    const id = await queue();
    h.fake().reply('hang');
    const clock = testClock();
    const started = performance.now();
    expect(await deliverDueEmails(h.db(), transport(300), { now: clock.now })).toEqual({ sent: 0, failed: 0, retried: 1 });
    expect(performance.now() - started).toBeLessThan(2_000);
    const waiting = await outboxRow(h.db(), id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toBe('SendGrid did not answer within 300 ms');

    clock.advance(30_000);
    expect(await deliverDueEmails(h.db(), transport(300), { now: clock.now })).toMatchObject({ sent: 1 });
    expect(h.fake().requests).toHaveLength(2);
  });

  it('marks the e-mail failed once every attempt failed', async () => {
    const id = await queue();
    h.fake().always({ status: 503 });
    const clock = testClock();
    const results = [];
    for (let run = 0; run < 3; run++) {
      results.push(await deliverDueEmails(h.db(), transport(), { now: clock.now, maxAttempts: 3 }));
      clock.advance(60 * 60_000);
    }
    expect(results).toEqual([
      { sent: 0, failed: 0, retried: 1 },
      { sent: 0, failed: 0, retried: 1 },
      { sent: 0, failed: 1, retried: 0 },
    ]);
    expect(await outboxRow(h.db(), id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'SendGrid 503: Service unavailable' });
    await deliverDueEmails(h.db(), transport(), { now: clock.now, maxAttempts: 3 });
    expect(h.fake().requests).toHaveLength(3);
  });

  it('keeps retrying while the API key is refused, so a key fixed later still delivers', async () => {
    const id = await queue();
    const clock = testClock();
    const wrongKey = new SendGridTransport({ apiKey: 'SG.revoked', baseUrl: h.fake().url });
    expect(await deliverDueEmails(h.db(), wrongKey, { now: clock.now })).toMatchObject({ retried: 1 });
    expect((await outboxRow(h.db(), id)).last_error).toMatch(/^SendGrid 401/);
    clock.advance(30_000);
    expect(await deliverDueEmails(h.db(), transport(), { now: clock.now })).toMatchObject({ sent: 1 });
  });
});
