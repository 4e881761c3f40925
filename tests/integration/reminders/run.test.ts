// Reminders that run themselves (issue 38, docs/decisions/0071), on the real schema and RLS, on both
// engines: a Thai client's quotation about to lapse and a deposit falling overdue. Two runs at once send
// each reminder once; the studio's switch and the client's own choice hold; the admin sees on the quote's
// record what was sent; nobody but the admin reads or switches the studio's settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { loadQuoteRecord } from '../../../src/server/admin/quoteRecord';
import { runReminders, type ReminderDeps } from '../../../src/server/reminders/run';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const origin = 'http://127.0.0.1:4321';
const SPLIT = JSON.stringify([
  { label_en: 'Deposit', label_th: 'เงินมัดจำ', trigger: 'acceptance', amount_satang: 2_000_000 },
  { label_en: 'Launch', label_th: 'เปิดตัวเว็บไซต์', trigger: 'milestone', amount_satang: 3_350_000 },
]);
const DAY = 86_400_000;

describe.each(engines)('reminders on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let client: User;
  let other: User;
  let admin: User;
  let lapsingQuote: string;
  let scheduledQuote: string;
  /** 10.00 in Bangkok, two days before the quotation's last valid day; the deposit is one day overdue. */
  let now: Date;
  let deps: ReminderDeps;

  const reminderMail = () =>
    db.asService((tx) =>
      tx.query<{ kind: string; to_email: string; subject: string; text: string; html: string; locale: string; related_id: string | null }>(
        `select kind, to_email, subject, text, html, locale, related_id from public.email_outbox where kind like 'reminder\\_%' order by created_at, id`,
      ),
    );
  const kindsSent = async () => (await reminderMail()).map((m) => m.kind);
  const later = (days: number) => new Date(now.getTime() + days * DAY);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    deps = { db, mail: new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' }), origin };
    client = await createUser(db, { email: `somchai-remind-${engine}@example.test`, userMetadata: { full_name: 'สมชาย ใจดี' } });
    other = await createUser(db, { email: `other-remind-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-remind-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    const insertQuote = (status: string) =>
      db.asService((tx) =>
        tx.one<{ id: string }>(
          `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
           values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'th', $3, 53500) returning id`,
          [client.id, JSON.stringify({ name: 'สมชาย ใจดี', email: client.email }), status],
        ),
      );
    lapsingQuote = (await insertQuote('reviewed'))!.id;
    // Priced the way the studio prices: revision 1 of the quotation, valid for its days from today.
    const saved = await updateQuote(bindCaller(db, admin.claims), {
      id: lapsingQuote,
      status: 'quoted',
      quotedPrice: 30_000,
      quotedTimeline: '4 weeks',
      adminNotes: '',
    });
    expect(typeof saved).toBe('object');
    const revision = await db.asService((tx) =>
      tx.one<{ valid_until: string }>('select valid_until::text as valid_until from public.quotation_revisions where quote_id = $1', [
        lapsingQuote,
      ]),
    );
    now = new Date(Date.parse(`${revision!.valid_until}T03:00:00Z`) - 2 * DAY);

    scheduledQuote = (await insertQuote('quoted'))!.id;
    const outcome = await db.asCaller(admin.claims, (tx) =>
      tx.one<{ outcome: string }>('select public.set_payment_schedule($1, $2::jsonb) as outcome', [scheduledQuote, SPLIT]),
    );
    expect(outcome?.outcome).toBe('ok');
    await db.asOwner((tx) =>
      tx.query(`update public.quotes set status = 'approved', accepted_price = 53500 where id = $1`, [scheduledQuote]),
    );
    // The deposit fell due 8 days before `now`: with 7 days to pay, it is one day overdue.
    await db.asService((tx) =>
      tx.query(`update public.payment_instalments set due_at = $2 where quote_id = $1 and position = 1`, [
        scheduledQuote,
        new Date(now.getTime() - 8 * DAY).toISOString(),
      ]),
    );
  }, 120_000);
  afterAll(() => test?.close());

  it('two runs at once send each reminder once, in the client’s language, and a third sends nothing', async () => {
    const [first, second] = await Promise.all([runReminders(deps, now), runReminders(deps, now)]);
    expect(first.sent + second.sent).toBe(3);
    expect(await kindsSent()).toEqual(
      expect.arrayContaining(['reminder_quote_lapsing', 'reminder_instalment_overdue', 'reminder_studio_digest']),
    );
    expect(await kindsSent()).toHaveLength(3);
    expect(await runReminders(deps, now)).toEqual({ sent: 0, already: 3 });
    expect(await kindsSent()).toHaveLength(3);

    const mails = await reminderMail();
    const lapsing = mails.find((m) => m.kind === 'reminder_quote_lapsing')!;
    expect(lapsing).toMatchObject({ to_email: client.email, locale: 'th', related_id: lapsingQuote });
    expect(lapsing.subject).toContain('ยืนราคาถึงวันที่');
    expect(lapsing.text).toContain('เรียน คุณสมชาย ใจดี');
    expect(lapsing.text).toContain(`${origin}/th/dashboard`);
    const overdue = mails.find((m) => m.kind === 'reminder_instalment_overdue')!;
    expect(overdue).toMatchObject({ to_email: client.email, related_id: scheduledQuote });
    expect(overdue.subject).toContain('เลยกำหนดชำระ: งวดที่ 1/2 (เงินมัดจำ) ยอด ฿20,000');
    expect(overdue.text).toContain(`${origin}/th/account/payments`);
    const digest = mails.find((m) => m.kind === 'reminder_studio_digest')!;
    expect(digest.to_email).toBe('team@siampixel.example');
    expect(digest.text).toMatch(/Instalments overdue: 1/);
    expect(digest.text).toMatch(/Quotations lapsing within 3 days: 1/);

    // One-click unsubscribe (decision 0075): the client's reminders carry their signed link, in their
    // language; the studio's digest does not.
    const links = await db.asService((tx) =>
      tx.query<{ kind: string; list_unsubscribe: string | null }>(
        `select kind, list_unsubscribe from public.email_outbox where kind like 'reminder\\_%'`,
      ),
    );
    for (const row of links) {
      if (row.kind === 'reminder_studio_digest') expect(row.list_unsubscribe).toBeNull();
      else expect(row.list_unsubscribe).toMatch(new RegExp(`^${origin}/th/unsubscribe\\?token=reminders\\.${client.id}\\.`));
    }
    // The body offers the same one-click page (no sign-in), not the account settings.
    for (const mail of mails.filter((m) => m.kind !== 'reminder_studio_digest')) {
      const stop = links.find((row) => row.kind === mail.kind)!.list_unsubscribe!;
      expect(mail.text).toContain(`ปิดได้ด้วยคลิกเดียวโดยไม่ต้องเข้าสู่ระบบ ใบเสร็จรับเงินและเอกสารยังส่งถึงคุณตามปกติ\n\nปิดการแจ้งเตือน: ${stop}`);
      expect(mail.html).toContain(`<a href="${stop}" style="color:#4338ca;font-size:14px">ปิดการแจ้งเตือน</a>`);
      expect(mail.text).not.toContain('#reminders');
    }
  });

  it('the admin sees on the quote’s record what was sent; the client never reads the log', async () => {
    const record = await loadQuoteRecord(bindCaller(db, admin.claims), scheduledQuote, 'en');
    expect(record?.emails.map((e) => e.kind)).toContain('reminder_instalment_overdue');
    const log = await db.asCaller(admin.claims, (tx) =>
      tx.query('select event_key from public.reminders_sent where quote_id = $1', [scheduledQuote]),
    );
    expect(log).toHaveLength(1);
    expect(await db.asCaller(client.claims, (tx) => tx.query('select id from public.reminders_sent'))).toEqual([]);
  });

  it('a kind the studio switched off is not sent, and only an admin may switch', async () => {
    const setting = `insert into public.reminder_settings (kind, enabled) values ('instalment_overdue', $1)
                     on conflict (kind) do update set enabled = excluded.enabled, updated_by = auth.uid(), updated_at = now()`;
    await expect(db.asCaller(client.claims, (tx) => tx.query(setting, [false]))).rejects.toMatchObject({ code: '42501' });
    await db.asCaller(admin.claims, (tx) => tx.query(setting, [false]));
    // A week later: the 7-day step is due, but switched off; the day's digest still goes.
    expect(await runReminders(deps, later(6))).toEqual({ sent: 1, already: 0 });
    expect((await kindsSent()).filter((k) => k === 'reminder_instalment_overdue')).toHaveLength(1);
    await db.asCaller(admin.claims, (tx) => tx.query(setting, [true]));
    expect(await runReminders(deps, later(6))).toEqual({ sent: 1, already: 1 });
    expect((await kindsSent()).filter((k) => k === 'reminder_instalment_overdue')).toHaveLength(2);
  });

  it('a client who turned reminders off gets none; nobody else can turn them off for them', async () => {
    const choose = `insert into public.notification_preferences (user_id, reminders) values ($1, $2)
                    on conflict (user_id) do update set reminders = excluded.reminders`;
    await expect(db.asCaller(other.claims, (tx) => tx.query(choose, [client.id, false]))).rejects.toMatchObject({ code: '42501' });
    await db.asCaller(client.claims, (tx) => tx.query(choose, [client.id, false]));
    const before = (await kindsSent()).length;
    // Two weeks later: the 14-day step is due, but the client said no; the studio's digest still goes.
    expect(await runReminders(deps, later(13))).toEqual({ sent: 1, already: 0 });
    expect((await kindsSent()).slice(before)).toEqual(['reminder_studio_digest']);
  });
});
