// Several deliverers at once: concurrent runs (two scheduled invocations, a kick during the loop) send
// every row exactly once; kickDelivery never throws into a request; the local loop delivers and stops.
import { describe, expect, it, vi } from 'vitest';
import { deliverDueEmails, kickDelivery, startLocalDeliveryLoop } from '../../../src/server/mail/deliver';
import { MailQueue } from '../../../src/server/mail/outbox';
import { LocalTransport, SendGridTransport } from '../../../src/server/mail/transport';
import type { Database } from '../../../src/server/db/types';
import { engines } from '../support/database';
import { FAKE_SENDGRID_KEY, outboxRow, testClock, useMailHarness } from '../support/fakeSendgrid';

const mail = new MailQueue({ logToConsole: false });

describe.each(engines)('concurrent outbox delivery on %s', (engine) => {
  const h = useMailHarness(engine, (fake) => fake.always({ status: 202, delayMs: 10 }));
  const transport = () => new SendGridTransport({ apiKey: FAKE_SENDGRID_KEY, baseUrl: h.fake().url, timeoutMs: 2000 });
  const queueMany = (count: number) =>
    h.db().asService(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        ids.push(
          await mail.queueRendered(tx, {
            to: `lead${i}@example.test`,
            subject: `Lead ${i}`,
            text: `Lead ${i}`,
            html: `<p>Lead ${i}</p>`,
            kind: 'contact_thank_you',
            locale: 'en',
          }),
        );
      }
      return ids;
    });
  const statuses = async (ids: string[]) => (await Promise.all(ids.map((id) => outboxRow(h.db(), id)))).map((row) => row.status);

  it('two runs at the same time send each e-mail exactly once', async () => {
    const ids = await queueMany(12);
    const clock = testClock();
    const [a, b] = await Promise.all([
      deliverDueEmails(h.db(), transport(), { now: clock.now, batchSize: 8, concurrency: 3 }),
      deliverDueEmails(h.db(), transport(), { now: clock.now, batchSize: 8, concurrency: 3 }),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(12);
    expect(a?.sent).toBeGreaterThan(0);
    expect(b?.sent).toBeGreaterThan(0);
    expect(h.fake().recipients().sort()).toEqual(Array.from({ length: 12 }, (_, i) => `lead${i}@example.test`).sort());
    expect(await statuses(ids)).toEqual(Array(12).fill('sent'));
  });

  it('many runs racing over a few e-mails still send each one once', async () => {
    const ids = await queueMany(3);
    const clock = testClock();
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverDueEmails(h.db(), transport(), { now: clock.now })));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
    expect(h.fake().requests).toHaveLength(3);
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'sent']);
  });

  it('kickDelivery sends what was just committed, folding concurrent kicks into one follow-up run', async () => {
    const ids = await queueMany(2);
    const target = { db: h.db(), transport: transport() };
    await Promise.all([kickDelivery(target), kickDelivery(target), kickDelivery(target)]);
    expect(await statuses(ids)).toEqual(['sent', 'sent']);
    expect(h.fake().requests).toHaveLength(2);
  });

  it('kickDelivery never rejects: a broken database is logged and left to the next run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { asService: () => Promise.reject(new Error('connection lost')) } as unknown as Database;
    await expect(kickDelivery({ db: broken, transport: transport() })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[mail] delivery after commit failed'), expect.any(Error));
    error.mockRestore();
  });

  it('the local loop prints each due e-mail to the console, marks it sent, and stops', async () => {
    const lines: string[] = [];
    const [id] = await queueMany(1);
    const stop = startLocalDeliveryLoop(h.db(), new LocalTransport((line) => lines.push(line)), 20);
    await expect.poll(async () => (await outboxRow(h.db(), id ?? '')).status).toBe('sent');
    await stop();
    expect(lines.join('\n')).toContain('To: lead0@example.test');
    expect(lines.join('\n')).toContain('Subject: Lead 0');

    const [later] = await queueMany(1);
    await new Promise((done) => setTimeout(done, 100));
    expect((await outboxRow(h.db(), later ?? '')).status).toBe('pending');
  });
});
