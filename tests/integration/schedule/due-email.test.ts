// The client's e-mail when an instalment falls due (decision 0050, addendum 2026-11-27), on the real
// schema, on both engines: a Thai company client accepts a quote split "฿20,000 deposit, the rest on
// delivery"; the acceptance queues the deposit's e-mail in Thai with its invoice PDF, in the same
// transaction; the studio marks the second instalment due and the client gets its e-mail and invoice;
// a refused mark queues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { markInstalmentDue, setSchedule } from '../../../src/server/billing/schedule/manage';
import { readSchedules } from '../../../src/server/billing/schedule/read';
import { getConfig } from '../../../src/server/config';
import { createUser, setProfileRole, type User } from '../support/actors';
import { unrevised } from '../support/rows';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';

interface Queued {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  related_id: string | null;
  filename: string | null;
  content_type: string | null;
  content_base64: string | null;
  document_id: string | null;
}

describe.each(engines)('instalment-due e-mails on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let client: User;
  let admin: User;
  let quoteId: string;
  const as = (user: User) => bindCaller(db, user.claims);
  const dueMails = () =>
    db.asService((tx) =>
      tx.query<Queued>(
        `select o.id, o.to_email, o.subject, o.text, o.html, o.locale, o.related_id,
                a.filename, a.content_type, a.content_base64, a.document_id
           from public.email_outbox o left join public.email_attachments a on a.email_id = o.id
          where o.kind = 'instalment_due' and o.related_id = $1 order by o.created_at, o.id`,
        [quoteId],
      ),
    );
  const invoices = () =>
    db.asService((tx) =>
      tx.query<{ id: string; number: string }>(
        `select id, number from public.documents where quote_id = $1 and doc_type = 'invoice' order by sequence`,
        [quoteId],
      ),
    );

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    client = await createUser(db, { email: `somchai-due-${engine}@example.test`, userMetadata: { full_name: 'สมชาย ใจดี' } });
    admin = await createUser(db, { email: `admin-due-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    await db.asCaller(client.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท ลูกค้า จำกัด', '0107537000882', null, 'กรุงเทพมหานคร')`,
        [client.id],
      ),
    );
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'th', 'quoted', 53500) returning id`,
        [client.id, JSON.stringify({ name: 'สมชาย ใจดี', email: client.email })],
      ),
    );
    quoteId = row!.id;
    const set = await setSchedule(as(admin), quoteId, [
      { label: { en: 'Deposit', th: 'เงินมัดจำ' }, trigger: 'acceptance', share: { kind: 'amount', satang: 2_000_000 } },
      { label: { en: 'On launch', th: 'เมื่อเปิดตัวเว็บไซต์' }, trigger: 'milestone', share: { kind: 'rest' } },
    ]);
    expect(set).toMatchObject({ ok: true });
  }, 120_000);
  afterAll(() => test?.close());

  it('accepting queues the deposit’s e-mail in Thai, with its invoice as a PDF, in the acceptance’s transaction', async () => {
    expect(await dueMails()).toEqual([]);
    const accepted = await acceptQuote(
      { db, mail, payments: new DemoPayments(db) },
      { userId: client.id, claims: client.claims, email: client.email, origin },
      quoteId,
      // Setting the schedule on the quoted price issued quotation revision 1 (decision 0062).
      { ...unrevised, revision: 1, withholding: 'full' },
    );
    expect(accepted).toMatchObject({ ok: true, changed: true });
    const [invoice] = await invoices();
    const mails = await dueMails();
    expect(mails).toHaveLength(1);
    const [deposit] = mails;
    expect(deposit).toMatchObject({ to_email: client.email, locale: 'th', content_type: 'application/pdf', document_id: invoice!.id });
    expect(deposit!.subject).toContain('แจ้งชำระเงินงวดที่ 1/2 (เงินมัดจำ) ยอด ฿20,000');
    expect(deposit!.filename).toBe(`ใบแจ้งหนี้ ${invoice!.number}.pdf`);
    expect(Buffer.from(deposit!.content_base64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(deposit!.text).toContain('เรียน คุณสมชาย ใจดี');
    expect(deposit!.text).toContain(`${origin}/th/account/payments`);
    expect(deposit!.text).toContain(`ใบแจ้งหนี้ เลขที่ ${invoice!.number}`);
    // A company: 3% of the value before VAT (20,000 × 100/107 = 18,691.59) is 560.75; it transfers the rest.
    expect(deposit!.text).toContain('฿560.75');
    expect(deposit!.text).toContain('฿19,439.25');
    expect(deposit!.text).toContain('ชำระเงินมัดจำนี้ด้วยบัตร');
    // Accepting again changes nothing and queues nothing.
    await acceptQuote(
      { db, mail, payments: new DemoPayments(db) },
      { userId: client.id, claims: client.claims, email: client.email, origin },
      quoteId,
      // Setting the schedule on the quoted price issued quotation revision 1 (decision 0062).
      { ...unrevised, revision: 1, withholding: 'full' },
    );
    expect(await dueMails()).toHaveLength(1);
  });

  it('a refused mark queues nothing; the studio’s mark queues the milestone’s e-mail with its invoice', async () => {
    const [schedule] = await as(admin).run((tx) => readSchedules(tx, [quoteId]));
    const launch = schedule!.instalments[1]!;
    expect(launch.amount).toBe(3_350_000);
    expect(await markInstalmentDue(as(client), launch.id, getConfig(), { mail, origin })).toEqual({ ok: false });
    expect(await dueMails()).toHaveLength(1);

    const due = await markInstalmentDue(as(admin), launch.id, getConfig(), { mail, origin });
    expect(due).toMatchObject({ ok: true, invoiceNumber: expect.stringMatching(/^INV-/) });
    const mails = await dueMails();
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    const [, invoice] = await invoices();
    expect(invoice!.number).toBe(due.ok ? due.invoiceNumber : '');
    expect(second).toMatchObject({ locale: 'th', document_id: invoice!.id, filename: `ใบแจ้งหนี้ ${invoice!.number}.pdf` });
    expect(second.subject).toContain('แจ้งชำระเงินงวดที่ 2/2 (เมื่อเปิดตัวเว็บไซต์) ยอด ฿33,500');
    expect(second.text).not.toContain('ชำระเงินมัดจำนี้ด้วยบัตร');
    // Marked again: refused, and still two e-mails.
    expect(await markInstalmentDue(as(admin), launch.id, getConfig(), { mail, origin })).toEqual({ ok: false });
    expect(await dueMails()).toHaveLength(2);
  });
});
