// Payment History lists every payment (issue 35 item 5, decision 0065), on both engines: a package
// order paid by card (the demo checkout here), a custom quote's deposit paid by card and its second
// instalment paid by PromptPay transfer, each with its date, amount, method and receipt; read as the
// client (RLS: another client sees none of it), and no receipt listed twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { startOrder } from '../../../src/server/orders/start';
import { settleDemoCheckout } from '../../../src/server/orders/demoCheckout';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { markInstalmentDue, markTransferReceived, setSchedule } from '../../../src/server/billing/schedule/manage';
import { readSchedules } from '../../../src/server/billing/schedule/read';
import { loadPaymentHistory } from '../../../src/server/portal/paymentHistory';
import { defaultSchedule } from '../../../src/domain/schedule/split';
import { projectDetails } from '../../../src/domain/orders';
import { getConfig } from '../../../src/server/config';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';
import { unrevised } from '../support/rows';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
const sessionOf = (url: string | null) => url?.split('/').pop() ?? '';

describe.each(engines)('payment history on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let payments: DemoPayments;
  let client: User;
  let other: User;
  let admin: User;
  let packageQuote: string;
  let customQuote: string;
  const as = (user: User) => bindCaller(db, user.claims);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    payments = new DemoPayments(db);
    client = await createUser(db, { email: `history-${engine}@example.test`, userMetadata: { full_name: 'Malee Suk' } });
    other = await createUser(db, { email: `history-other-${engine}@example.test` });
    admin = await createUser(db, { email: `history-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');

    // A package order paid by card.
    const started = await startOrder(
      { db, mail, payments },
      {
        userId: client.id,
        claims: client.claims,
        email: client.email,
        contact: { name: 'Malee Suk', phone: '', company: '' },
        packageId: SEED.packages.businessWebsite,
        quantity: 1,
        details: projectDetails.parse({ business_name: 'Malee Flowers' }),
        locale: 'th',
        origin,
      },
    );
    if (!started.ok) throw new Error('the order failed');
    packageQuote = started.quoteId;
    expect(await settleDemoCheckout(as(client), sessionOf(started.url), 'pay')).toBe(true);

    // A custom quote in two instalments: the deposit by card on acceptance, the rest by PromptPay.
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_name, project_description, contact_info, source, locale, status, quoted_price)
         values ($1, 'Custom plan', 'Clinic site', $2, 'modal', 'th', 'quoted', 53500) returning id`,
        [client.id, JSON.stringify({ name: 'Malee Suk', email: client.email })],
      ),
    );
    customQuote = row!.id;
    expect(await setSchedule(as(admin), customQuote, defaultSchedule())).toMatchObject({ ok: true });
    const accepted = await acceptQuote(
      { db, mail, payments },
      { userId: client.id, claims: client.claims, email: client.email, origin },
      customQuote,
      // Setting the schedule on the quoted price issued quotation revision 1 (decision 0062).
      { ...unrevised, revision: 1 },
    );
    if (!accepted.ok) throw new Error('the acceptance failed');
    expect(await settleDemoCheckout(as(client), sessionOf(accepted.checkoutUrl), 'pay')).toBe(true);
    const [schedule] = await as(admin).run((tx) => readSchedules(tx, [customQuote]));
    const second = schedule!.instalments[1]!;
    expect(await markInstalmentDue(as(admin), second.id, getConfig(), { mail, origin })).toMatchObject({ ok: true });
    expect(
      await markTransferReceived(
        as(admin),
        second.id,
        { method: 'promptpay', receivedSatang: 2_675_000, withheldSatang: 0, reference: 'KBANK 42', receivedOn: '2026-12-01' },
        getConfig(),
        { mail, origin },
      ),
    ).toMatchObject({ ok: true });
  }, 120_000);
  afterAll(() => test?.close());

  it('has a line per payment, newest first, with its date, amount, method and receipt', async () => {
    const history = await loadPaymentHistory(as(client), client.id, 'th');
    const lines = history.payments.map((p) => ({ quote: p.quoteId, amount: p.amount, method: p.method, purpose: p.purpose.kind }));
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        { quote: packageQuote, amount: 24_900, method: 'demo', purpose: 'package' },
        { quote: customQuote, amount: 26_750, method: 'demo', purpose: 'instalment' },
        { quote: customQuote, amount: 26_750, method: 'promptpay', purpose: 'instalment' },
      ]),
    );
    // The transfer received on 1 December is the oldest; the two checkouts were paid today.
    expect(history.payments.at(-1)).toMatchObject({ method: 'promptpay', paidAt: '2026-12-01T00:00:00.000Z' });
    const dates = history.payments.map((p) => p.paidAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The package is named in the page's language; an instalment by its label and position.
    expect(history.payments.find((p) => p.purpose.kind === 'package')?.purpose).toEqual({
      kind: 'package',
      name: 'เว็บไซต์ธุรกิจ',
      quantity: 1,
    });
    expect(history.payments.find((p) => p.method === 'promptpay')?.purpose).toEqual({
      kind: 'instalment',
      position: 2,
      label: expect.any(String),
    });
    for (const line of history.payments) expect(line.document?.number).toMatch(/^RT-\d{4}-\d{4}$/);
  });

  it('lists each receipt once: with its payment, not again among the other documents', async () => {
    const history = await loadPaymentHistory(as(client), client.id, 'en');
    const receipts = history.payments.map((p) => p.document?.id);
    expect(history.documents.filter((d) => receipts.includes(d.id))).toEqual([]);
    expect(history.payments.find((p) => p.purpose.kind === 'package')?.purpose).toMatchObject({ name: 'Business Website' });
  });

  it('names each quote by its latest quotation number, never by an internal id (THAI-REVIEW round 3)', async () => {
    const history = await loadPaymentHistory(as(client), client.id, 'th');
    const latest = await db.asService((tx) =>
      tx.one<{ number: string }>(
        `select number from public.documents where quote_id = $1 and doc_type = 'quotation' order by issued_at desc limit 1`,
        [customQuote],
      ),
    );
    expect(latest?.number).toMatch(/^QT-\d{4}-\d{4}$/);
    expect(history.quotationNumbers[customQuote]).toBe(latest!.number);
    for (const line of history.payments.filter((p) => p.quoteId === customQuote)) expect(line.quotationNumber).toBe(latest!.number);
  });

  it('shows another client none of it', async () => {
    const history = await loadPaymentHistory(as(other), client.id, 'en');
    expect(history).toEqual({ schedules: [], payments: [], documents: [], quotationNumbers: {}, etax: {} });
  });
});
