// The contact form's copy to the sender is capped per recipient (decision 0011): beyond 3 a day the
// message is still stored and the studio still told; only the copy to the typed address is skipped.
import { describe, expect, it } from 'vitest';
import { leadEmails } from '../../../src/server/leads/emails';
import { storeContactMessage } from '../../../src/server/leads/store';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';

const STUDIO = 'studio@siampixel.example';

describe.each(engines)('contact copies on %s', (engine) => {
  const suite = useSuite(engine);
  const mail = new MailQueue({ logToConsole: false, studioInbox: STUDIO });
  const send = (email: string, subject: string) =>
    storeContactMessage(
      suite.db,
      mail,
      leadEmails('http://127.0.0.1:4321'),
      new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 3, signUpsPerHour: 10, leadsPerHour: 10 })),
      { name: 'Ploy', email, phone: '', company: '', subject, message: `Buy now! ${subject}`, locale: 'th' },
    );

  async function outbox(ids: string[]) {
    return suite.db.asService((tx) =>
      tx.query<{ kind: string; to_email: string; related_id: string }>(
        `select kind, to_email, related_id from public.email_outbox where related_table = 'contact_messages' and related_id = any($1::uuid[])`,
        [ids],
      ),
    );
  }

  it('stores every message and tells the studio every time, but sends the typed address 3 copies a day', async () => {
    const target = `victim-${engine}@example.test`;
    const results = [];
    // The cap follows the address however it is typed (and is not scaled by RATE_LIMIT_MULTIPLIER).
    for (const [i, email] of [target, target, target.toUpperCase(), target, target].entries())
      results.push(await send(email, `Message ${i}`));
    expect(results.map((r) => r.copySent)).toEqual([true, true, true, false, false]);

    const ids = results.map((r) => r.id);
    const stored = await suite.db.asService((tx) =>
      tx.query<{ id: string }>('select id from public.contact_messages where id = any($1::uuid[])', [ids]),
    );
    expect(stored).toHaveLength(5);

    const mails = await outbox(ids);
    const notifications = mails.filter((m) => m.kind === 'contact_notification');
    expect(notifications).toHaveLength(5);
    expect(notifications.every((m) => m.to_email === STUDIO)).toBe(true);
    const copies = mails.filter((m) => m.kind === 'contact_thank_you');
    expect(copies.map((m) => m.related_id).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it('counts each recipient on its own', async () => {
    const other = await send(`someone-else-${engine}@example.test`, 'Hello');
    expect(other.copySent).toBe(true);
    expect((await outbox([other.id])).map((m) => m.kind).sort()).toEqual(['contact_notification', 'contact_thank_you']);
  });
});
