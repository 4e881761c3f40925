// The e-Tax Invoice by Time Stamp route (issue 37, decision 0069), on both engines: with the route
// enabled, a receipt/tax invoice e-mailed to its client is also queued once to its buyer, copied to the
// time-stamp mailbox, from the registered sender, with the route's subject and the PDF/A-3 carrying the
// XML; SendGrid (a fake on 127.0.0.1) receives the copy and the sender; the buyer and admins see the
// e-mail's status, nobody else; with the route off nothing is queued.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { configFrom } from '../../../src/server/config';
import { documentAttachment } from '../../../src/server/billing/documents/attachment';
import { etaxMailStatus, queueEtaxEmail } from '../../../src/server/billing/documents/etaxEmail';
import { deliverDueEmails } from '../../../src/server/mail/deliver';
import { SendGridTransport } from '../../../src/server/mail/transport';
import { DEMO_SELLER } from '../../../src/server/config';
import { createUser, setProfileRole, type User } from '../support/actors';
import { issueCompanyReceipt, RECEIPT_COMPANY } from '../support/companyReceipt';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { FAKE_SENDGRID_KEY, startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid';

const ENABLED = configFrom({ ETAX_ENABLED: 'true', ETAX_SENDER: 'etax@siampixel.example', ETAX_RD_MAILBOX: 'csemail@etax.teda.th' });
const OFF = configFrom({});

describe.each(engines)('the e-Tax e-mail on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let alice: User;
  let bob: User;
  let admin: User;
  let fake: FakeSendgrid;
  let documentId = '';
  let number = '';

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    alice = await createUser(db, { email: `alice-etax-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-etax-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-etax-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    fake = await startFakeSendgrid();
    const issued = await issueCompanyReceipt(db, alice, 'cs_etax');
    documentId = issued.id;
    number = issued.number;
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });

  const outboxRows = () =>
    db.asService((tx) =>
      tx.query<{ id: string; to_email: string; cc_email: string | null; from_email: string | null; subject: string; text: string }>(
        `select id, to_email, cc_email, from_email, subject, text from public.email_outbox
          where kind = 'etax_document' and related_table = 'documents' and related_id = $1`,
        [documentId],
      ),
    );

  it('queues nothing while the route is off', async () => {
    await db.asService(async (tx) => {
      const file = await documentAttachment(tx, documentId, 'th');
      const view = { ...(await viewOf(tx)), id: documentId };
      expect(await queueEtaxEmail(tx, view, file!, 'th', OFF)).toBeNull();
    });
    expect(await outboxRows()).toEqual([]);
  });

  it('queues one e-mail to the buyer, copied to the mailbox, from the registered sender, with the PDF/A-3', async () => {
    await db.asService(async (tx) => {
      const file = (await documentAttachment(tx, documentId, 'th'))!;
      const view = { ...(await viewOf(tx)), id: documentId };
      expect(await queueEtaxEmail(tx, view, file, 'th', ENABLED)).toEqual(expect.any(String));
      // Once per document, whoever e-mails it again.
      expect(await queueEtaxEmail(tx, view, file, 'th', ENABLED)).toBeNull();
    });
    const [row, ...more] = await outboxRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      to_email: alice.email,
      cc_email: 'csemail@etax.teda.th',
      from_email: 'etax@siampixel.example',
      subject: `${DEMO_SELLER.taxId}.${number}`,
    });
    expect(row!.text).toMatch(/^เรียน ท่านลูกค้า/);
    expect(row!.text).toContain(number);
    const [attached] = await db.asService((tx) =>
      tx.query<{ content_base64: string; document_id: string }>(
        'select content_base64, document_id from public.email_attachments where email_id = $1',
        [row!.id],
      ),
    );
    expect(attached!.document_id).toBe(documentId);
    const file = join(mkdtempSync(join(tmpdir(), 'etax-mail-')), 'doc.pdf');
    writeFileSync(file, Buffer.from(attached!.content_base64, 'base64'));
    const xml = execFileSync('qpdf', ['--show-attachment=ETDA-invoice.xml', file], { encoding: 'utf8' });
    expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(xml).toContain('<ram:TypeCode>T03</ram:TypeCode>');
  });

  it('shows the status to the buyer and admins only, and SendGrid gets the copy and the sender', async () => {
    const statusAs = (user: User) => bindCaller(db, user.claims).run((tx) => etaxMailStatus(tx, documentId));
    expect(await statusAs(alice)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(await statusAs(admin)).toMatchObject({ status: 'pending' });
    expect(await statusAs(bob)).toBeNull();

    await deliverDueEmails(
      db,
      new SendGridTransport({
        apiKey: FAKE_SENDGRID_KEY,
        baseUrl: fake.url,
        from: { email: 'hello@siampixel.example', name: 'Siam Pixel' },
      }),
    );
    const sent = fake.requests.find((request) => request.body.subject === `${DEMO_SELLER.taxId}.${number}`);
    expect(sent?.body.personalizations).toEqual([
      { to: [{ email: alice.email, name: RECEIPT_COMPANY }], cc: [{ email: 'csemail@etax.teda.th' }] },
    ]);
    expect(sent?.body.from).toEqual({ email: 'etax@siampixel.example', name: 'Siam Pixel' });
    expect(sent?.body.attachments?.[0]).toMatchObject({ type: 'application/pdf' });
    expect(await statusAs(alice)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
  });

  async function viewOf(tx: Parameters<Parameters<DatabaseEngine['asService']>[0]>[0]) {
    const row = await tx.one<{ doc_type: 'tax_invoice'; number: string; issued_at: string; snapshot: never }>(
      'select doc_type, number, issued_at, snapshot from public.documents where id = $1',
      [documentId],
    );
    return { type: row!.doc_type, number: row!.number, issuedAt: new Date(row!.issued_at), snapshot: row!.snapshot };
  }
});
