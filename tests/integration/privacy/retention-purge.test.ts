// The retention purge (issue 38, docs/decisions/0075) on both engines: rows seeded a day either side of
// each period; only the old ones go (leads are anonymised, not deleted). Pending mail, e-Tax e-mails and the tax documents and accounting
// records are never touched, however old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { purgePastRetention } from '../../../src/server/privacy/retention';
import { createUser, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const DAY = 86_400_000;
const NOW = new Date('2029-06-15T03:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
/** Two years back from NOW, as Postgres counts `interval '2 years'`; one year; 90 days. */
const TWO_YEARS = (NOW.getTime() - Date.parse('2027-06-15T03:00:00Z')) / DAY;
const ONE_YEAR = (NOW.getTime() - Date.parse('2028-06-15T03:00:00Z')) / DAY;

describe.each(engines)('the retention purge on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let client: User;

  const tag = (label: string) => `${label}-${engine}@example.test`;
  const contact = (email: string, createdAt: string, handledAt: string | null = null) =>
    db.asOwner((tx) =>
      tx.query(
        `insert into public.contact_messages (name, email, subject, message, created_at, handled_at) values ('A', $1, 'S', 'M', $2, $3)`,
        [email, createdAt, handledAt],
      ),
    );
  const email = (to: string, kind: string, status: string, createdAt: string) =>
    db.asOwner((tx) =>
      tx.query(`insert into public.email_outbox (to_email, subject, text, kind, status, created_at) values ($1, 'S', 'T', $2, $3, $4)`, [
        to,
        kind,
        status,
        createdAt,
      ]),
    );
  const push = (text: string, status: string, createdAt: string) =>
    db.asOwner((tx) =>
      tx.query(
        `insert into public.line_outbox (user_id, to_line_user, kind, locale, text, status, created_at) values ($1, 'U1', 'quote_reply', 'en', $2, $3, $4)`,
        [client.id, text, status, createdAt],
      ),
    );
  const event = (detail: string, createdAt: string) =>
    db.asOwner((tx) =>
      tx.query(`insert into public.auth_events (user_id, event, detail, created_at) values ($1, 'mfa_recovery_code_used', $2::jsonb, $3)`, [
        client.id,
        JSON.stringify({ label: detail }),
        createdAt,
      ]),
    );

  /** A row of Supabase Auth's audit trail, as GoTrue writes it (decision 0080). */
  const audit = (label: string, createdAt: string) =>
    db.asOwner((tx) =>
      tx.query(`insert into auth.audit_log_entries (id, payload, created_at, ip_address) values (gen_random_uuid(), $1::json, $2, '')`, [
        JSON.stringify({ actor_id: client.id, action: 'login', label }),
        createdAt,
      ]),
    );

  /** A quote from a visitor without an account (a lead), last changed `changedAt`. */
  const lead = async (name: string, changedAt: string, userId: string | null = null, status = 'reviewed') =>
    (await db.asOwner((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, created_at, updated_at)
         values ($1, 'Custom plan', $2, $3, 'modal', 'th', $4, $5, $5) returning id`,
        [userId, `Project of ${name}`, JSON.stringify({ name, email: `${name}@example.test` }), status, changedAt],
      ),
    ))!.id;
  const message = (quoteId: string, body: string, at: string) =>
    db.asOwner((tx) =>
      tx.query(
        `insert into public.quote_messages (quote_id, author_id, author_role, body, created_at) values ($1, null, 'client', $2, $3)`,
        [quoteId, body, at],
      ),
    );
  const quote = (id: string) =>
    db.asOwner((tx) =>
      tx.one<{ contact_info: Record<string, string>; project_description: string; messages: number }>(
        `select contact_info, project_description, (select count(*)::int from public.quote_messages m where m.quote_id = q.id) as messages
           from public.quotes q where q.id = $1`,
        [id],
      ),
    );
  let oldLead: string;
  let recentLead: string;
  let talkingLead: string;
  let clientQuote: string;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    client = await createUser(db, { email: tag('retention-client') });

    await contact(tag('enquiry-old'), ago(TWO_YEARS + 1));
    await contact(tag('enquiry-recent'), ago(TWO_YEARS - 1));
    // Received long ago, but answered within the period: two years from the last contact.
    await contact(tag('enquiry-handled'), ago(TWO_YEARS + 300), ago(TWO_YEARS - 1));

    await email(tag('mail-old-sent'), 'quote_reply', 'sent', ago(TWO_YEARS + 1));
    await email(tag('mail-old-failed'), 'quote_reply', 'failed', ago(TWO_YEARS + 1));
    await email(tag('mail-recent'), 'quote_reply', 'sent', ago(TWO_YEARS - 1));
    await email(tag('mail-old-pending'), 'quote_reply', 'pending', ago(TWO_YEARS + 1));
    await email(tag('mail-old-etax'), 'etax_document', 'sent', ago(TWO_YEARS + 400));

    await push('old sent', 'sent', ago(91));
    await push('old failed', 'failed', ago(91));
    await push('recent', 'sent', ago(89));
    await push('old pending', 'pending', ago(200));

    await event('old', ago(ONE_YEAR + 1));
    await event('recent', ago(ONE_YEAR - 1));
    await audit('old', ago(ONE_YEAR + 1));
    await audit('recent', ago(ONE_YEAR - 1));

    oldLead = await lead(`old-lead-${engine}`, ago(TWO_YEARS + 1));
    await message(oldLead, 'Can you start in May?', ago(TWO_YEARS + 2));
    recentLead = await lead(`recent-lead-${engine}`, ago(TWO_YEARS - 1));
    // Written long ago, but the conversation went on within the period.
    talkingLead = await lead(`talking-lead-${engine}`, ago(TWO_YEARS + 100));
    await message(talkingLead, 'Still interested', ago(TWO_YEARS - 1));
    // A client's quote (an account) is the account's: kept while it exists, however old.
    clientQuote = await lead(`client-quote-${engine}`, ago(TWO_YEARS + 400), client.id);
  }, 120_000);
  afterAll(() => test?.close());

  const left = async () =>
    db.asOwner(async (tx) => ({
      contacts: (await tx.query<{ email: string }>('select email from public.contact_messages order by email')).map((r) => r.email),
      emails: (await tx.query<{ to_email: string }>('select to_email from public.email_outbox order by to_email')).map((r) => r.to_email),
      pushes: (await tx.query<{ text: string }>('select text from public.line_outbox order by text')).map((r) => r.text),
      events: (await tx.query<{ label: string }>(`select detail ->> 'label' as label from public.auth_events order by 1`)).map(
        (r) => r.label,
      ),
      audit: (await tx.query<{ label: string }>(`select payload ->> 'label' as label from auth.audit_log_entries order by 1`)).map(
        (r) => r.label,
      ),
    }));

  it('deletes only what is past its period, and says how much', async () => {
    expect(await purgePastRetention(db, NOW)).toEqual({
      contactMessages: 1,
      leads: 1,
      emails: 2,
      linePushes: 2,
      authEvents: 1,
      authAudit: 1,
    });
    const rows = await left();
    expect(rows.contacts).toEqual([tag('enquiry-handled'), tag('enquiry-recent')].sort());
    expect(rows.emails).toEqual(expect.arrayContaining([tag('mail-recent'), tag('mail-old-pending'), tag('mail-old-etax')]));
    expect(rows.emails).not.toEqual(expect.arrayContaining([tag('mail-old-sent')]));
    expect(rows.emails).not.toContain(tag('mail-old-failed'));
    expect(rows.pushes).toEqual(['old pending', 'recent']);
    expect(rows.events).toEqual(['recent']);
    expect(rows.audit).toEqual(['recent']);
    // A second run finds nothing more.
    expect(await purgePastRetention(db, NOW)).toEqual({
      contactMessages: 0,
      leads: 0,
      emails: 0,
      linePushes: 0,
      authEvents: 0,
      authAudit: 0,
    });
  });

  it('anonymises leads past two years since the last contact, and no other quote', async () => {
    expect(await quote(oldLead)).toEqual({ contact_info: {}, project_description: '', messages: 0 });
    expect(await quote(recentLead)).toMatchObject({ contact_info: { name: `recent-lead-${engine}` }, messages: 0 });
    expect(await quote(talkingLead)).toMatchObject({ contact_info: { name: `talking-lead-${engine}` }, messages: 1 });
    expect(await quote(clientQuote)).toMatchObject({ contact_info: { name: `client-quote-${engine}` } });
    // What the lead wrote is nowhere any more, the audit trail included.
    const traces = await db.asOwner((tx) =>
      tx.query(
        `select 1 from public.audit_events where changes::text like '%May?%' or coalesce(actor_email, '') like $1
         union all select 1 from public.quotes where contact_info::text like $1 or project_description like $2`,
        [`%old-lead-${engine}%`, `%old-lead-${engine}%`],
      ),
    );
    expect(traces).toEqual([]);
  });

  it('never touches a tax document or an accounting record', async () => {
    const counts = () =>
      db.asOwner((tx) =>
        tx.one<{ documents: number; orders: number; quotes: number }>(
          `select (select count(*)::int from public.documents) as documents, (select count(*)::int from public.orders) as orders,
                  (select count(*)::int from public.quotes) as quotes`,
        ),
      );
    // An old client quote (the contract money rests on) sits beside the seed's records.
    await db.asOwner((tx) =>
      tx.query(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, created_at)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'en', 'approved', $3)`,
        [client.id, JSON.stringify({ name: 'A', email: client.email }), ago(3000)],
      ),
    );
    const before = await counts();
    expect(before!.quotes).toBeGreaterThan(0);
    // Twenty years on, everything mail-like is past its period; the records are not this job's.
    await purgePastRetention(db, new Date(NOW.getTime() + 20 * 365 * DAY));
    expect(await counts()).toEqual(before);
  });

  it('runs for the service only', async () => {
    await expect(db.asCaller(client.claims, (tx) => tx.query('select public.purge_past_retention(now())'))).rejects.toMatchObject({
      code: '42501',
    });
  });
});
