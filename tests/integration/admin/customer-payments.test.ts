// The studio's per-customer view of payments (issue 22: "the studio sees the same per quote and per
// customer"), on the real schema and both engines: a company client's quote split 50/50, the deposit
// paid by card, the second instalment invoiced; the customer's page lists both instalments in their
// states and every document issued to them, titled by type with its total; an admin on a
// password-only session, and another client, read none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { markInstalmentDue, setSchedule } from '../../../src/server/billing/schedule/manage';
import { readSchedules } from '../../../src/server/billing/schedule/read';
import { loadCustomer } from '../../../src/server/admin/customers';
import { defaultSchedule } from '../../../src/domain/schedule/split';
import { getConfig } from '../../../src/server/config';
import { documentTitle } from '../../../src/components/payments/documentTitle';
import { translator } from '../../../src/i18n/translate';
import { createUser, setProfileRole, type User } from '../support/actors';
import { unrevised } from '../support/rows';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });

describe.each(engines)("a customer's payments and documents, for the studio, on %s", (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let client: User;
  let other: User;
  let admin: User;
  let quoteId: string;
  const as = (user: User) => bindCaller(db, user.claims);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    client = await createUser(db, { email: `client-payments-${engine}@example.test`, userMetadata: { full_name: 'Nok Company' } });
    other = await createUser(db, { email: `other-payments-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-payments-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    await db.asCaller(client.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท นก จำกัด', '0107537000882', null, 'Bangkok')`,
        [client.id],
      ),
    );
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', 'Shop site', $2, 'modal', 'th', 'quoted', 53500) returning id`,
        [client.id, JSON.stringify({ name: 'Nok', email: client.email })],
      ),
    );
    quoteId = row!.id;
    expect(await setSchedule(as(admin), quoteId, defaultSchedule())).toMatchObject({ ok: true });
    const accepted = await acceptQuote(
      { db, mail, payments: new DemoPayments(db) },
      { userId: client.id, claims: client.claims, email: client.email, origin: 'http://127.0.0.1:4321' },
      quoteId,
      // Setting the schedule on the quoted price issued quotation revision 1 (decision 0062).
      { ...unrevised, revision: 1, withholding: 'full' },
    );
    if (!accepted.ok) throw new Error('the quote was not accepted');
    expect(await settleDemoCheckout(as(client), accepted.checkoutUrl?.split('/').pop() ?? '', 'pay')).toBe(true);
    const [schedule] = await as(admin).run((tx) => readSchedules(tx, [quoteId]));
    expect(
      await markInstalmentDue(as(admin), schedule!.instalments[1]!.id, getConfig(), { mail, origin: 'http://127.0.0.1:4321' }),
    ).toMatchObject({ ok: true });
  }, 120_000);
  afterAll(() => test?.close());

  it('lists each instalment in its state and every document with its type and total', async () => {
    const detail = await loadCustomer(as(admin), client.id);
    expect(detail?.instalments.map((i) => [i.position, i.count, i.amountSatang, i.state, i.method, i.quoteId])).toEqual([
      [1, 2, 2_675_000, 'paid', 'card', quoteId],
      [2, 2, 2_675_000, 'due', null, quoteId],
    ]);
    expect(detail?.instalments[0]?.paidAt).toEqual(expect.any(String));
    expect(detail?.instalments[1]?.dueAt).toEqual(expect.any(String));
    // Newest first: the second invoice, the deposit's tax invoice, the deposit's invoice, and the
    // quotation the schedule's save issued (decision 0062).
    expect(detail?.documents.map((d) => [d.type, d.totalSatang, d.quoteId])).toEqual([
      ['invoice', 2_675_000, quoteId],
      ['tax_invoice', 2_675_000, quoteId],
      ['invoice', 2_675_000, quoteId],
      ['quotation', 5_350_000, quoteId],
    ]);
    const th = translator('th');
    const en = translator('en');
    const [invoice, taxInvoice] = detail!.documents;
    expect(documentTitle(en, invoice!.type, invoice!.number)).toBe(`Invoice ${invoice!.number}`);
    expect(documentTitle(th, taxInvoice!.type, taxInvoice!.number)).toBe(`ใบเสร็จรับเงิน/ใบกำกับภาษี ${taxInvoice!.number}`);
    expect(documentTitle(en, 'credit_note', 'CN-2569-0001')).toBe('Credit note CN-2569-0001');
    expect(documentTitle(th, 'receipt', 'RC-2569-0001')).toBe('ใบเสร็จรับเงิน RC-2569-0001');
  });

  it('an admin without the second step, and another client, read none of it', async () => {
    expect(await loadCustomer(bindCaller(db, { ...admin.claims, aal: 'aal1' }), client.id)).toBeNull();
    expect(await loadCustomer(as(other), client.id)).toBeNull();
  });
});
