// The quotation shows what will be charged (decision 0062), on the real schema and both engines: saving
// a different payment schedule on a quoted price issues the next quotation revision, printing that
// schedule and naming it; saving the same schedule again issues nothing; the client's latest revision
// is the one with the schedule, and the earlier one is stale. A wizard plan's chosen options are
// itemised with their prices whether the plan was stored as featureIds or as optionalFeatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { acceptQuote } from '../../../src/server/quotes/accept';
import { readDocument } from '../../../src/server/billing/documents/read';
import { setSchedule } from '../../../src/server/billing/schedule/manage';
import type { QuotationSnapshot } from '../../../src/domain/money/quotation';
import type { InstalmentSpec } from '../../../src/domain/schedule/split';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { insertedId, insertQuote, unrevised } from '../support/rows';
import type { Suite } from '../support/matrix';
import { refusal } from '../support/refusal';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';

const deposit = (baht: number): InstalmentSpec[] => [
  { label: { en: 'Deposit', th: 'เงินมัดจำ' }, trigger: 'acceptance', share: { kind: 'amount', satang: baht * 100 } },
  { label: { en: 'On launch', th: 'เมื่อเปิดตัวเว็บไซต์' }, trigger: 'milestone', share: { kind: 'rest' } },
];

describe.each(engines)('the schedule on the quotation on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let client: User;

  const revisions = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{ revision: number; price: number; document_id: string | null; schedule_id: string | null }>(
        'select revision, price, document_id, schedule_id from public.quotation_revisions where quote_id = $1 order by revision',
        [quoteId],
      ),
    );
  const snapshotOf = async (documentId: string | null) =>
    (await readDocument(bindCaller(db, client.claims), documentId!))!.snapshot as QuotationSnapshot;
  const price = (id: string, quotedPrice: number) =>
    updateQuote(bindCaller(db, admin.claims), { id, status: 'quoted', quotedPrice, quotedTimeline: '6 weeks', adminNotes: '' });
  const quotedQuote = async (plan?: object) => {
    const id = await insertedId(
      { db } as Suite,
      plan ? insertQuote(', plan', ', $2::jsonb') : insertQuote('', ''),
      plan ? [client.id, JSON.stringify(plan)] : [client.id],
    );
    return id;
  };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `admin-quotation-schedule-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    client = await createUser(db, { email: `client-quotation-schedule-${engine}@example.test` });
  }, 120_000);
  afterAll(() => test?.close());

  it('a different schedule issues the next revision printing it; the same schedule again issues nothing', async () => {
    const quoteId = await quotedQuote();
    await price(quoteId, 80_000);
    expect((await revisions(quoteId)).map((r) => [r.revision, r.schedule_id])).toEqual([[1, null]]);

    const first = await setSchedule(bindCaller(db, admin.claims), quoteId, deposit(40_000));
    expect(first).toMatchObject({ ok: true, quotation: { revision: 2, number: expect.stringMatching(/^QT-25\d\d-\d{4}$/) } });
    const [one, two] = await revisions(quoteId);
    expect(two).toMatchObject({ revision: 2, price: 80_000, schedule_id: expect.any(String) });
    const printed = (await snapshotOf(two!.document_id)).quotation.schedule;
    expect(printed?.map((i) => [i.position, i.label.en, i.label.th, i.trigger, i.amount])).toEqual([
      [1, 'Deposit', 'เงินมัดจำ', 'acceptance', 4_000_000],
      [2, 'On launch', 'เมื่อเปิดตัวเว็บไซต์', 'milestone', 4_000_000],
    ]);
    // Revision 1 stays as it was issued: no schedule.
    expect((await snapshotOf(one!.document_id)).quotation.schedule).toBeNull();

    // The same schedule saved again (a new schedule revision with the same instalments) issues nothing.
    expect(await setSchedule(bindCaller(db, admin.claims), quoteId, deposit(40_000))).toEqual({ ok: true, quotation: null });
    // Nor does a save of the quote that changes nothing.
    await price(quoteId, 80_000);
    expect((await revisions(quoteId)).map((r) => r.revision)).toEqual([1, 2]);

    // A different split is the next revision.
    expect(await setSchedule(bindCaller(db, admin.claims), quoteId, deposit(30_000))).toMatchObject({
      ok: true,
      quotation: { revision: 3 },
    });
    const three = (await revisions(quoteId))[2]!;
    expect((await snapshotOf(three.document_id)).quotation.schedule?.map((i) => i.amount)).toEqual([3_000_000, 5_000_000]);

    // The client accepts only the latest, the one showing the schedule they will be charged by.
    const deps = { db, mail, payments: new DemoPayments(db) };
    const caller = { userId: client.id, claims: client.claims, email: client.email, origin };
    expect(await acceptQuote(deps, caller, quoteId, { ...unrevised, revision: 2 })).toEqual({ ok: false, error: 'stale_revision' });
    const accepted = await acceptQuote(deps, caller, quoteId, { ...unrevised, revision: 3 });
    expect(accepted).toMatchObject({ ok: true, changed: true });
  });

  it('a revision prints only a schedule of its own quote, and names it once for good', async () => {
    const mine = await quotedQuote();
    const other = await quotedQuote();
    await price(mine, 40_000);
    await price(other, 40_000);
    await setSchedule(bindCaller(db, admin.claims), other, deposit(10_000));
    const [foreign] = await db.asService((tx) =>
      tx.query<{ id: string }>('select id from public.payment_schedules where quote_id = $1', [other]),
    );
    const insert = (scheduleId: string) =>
      db.asService((tx) =>
        tx.query(
          `insert into public.quotation_revisions (quote_id, user_id, revision, price, valid_until, schedule_id)
           values ($1, $2, 2, 40000, current_date + 30, $3)`,
          [mine, client.id, scheduleId],
        ),
      );
    expect(await refusal(() => insert(foreign!.id))).toBe('23514');
    // Nor is the schedule a revision printed ever changed.
    expect(
      await refusal(() =>
        db.asService((tx) => tx.query('update public.quotation_revisions set schedule_id = null where quote_id = $1', [other])),
      ),
    ).toBe('42501');
  });

  it('a schedule saved before the quote is quoted is printed on its first revision', async () => {
    const quoteId = await quotedQuote();
    await updateQuote(bindCaller(db, admin.claims), {
      id: quoteId,
      status: 'reviewed',
      quotedPrice: 50_000,
      quotedTimeline: '',
      adminNotes: '',
    });
    expect(await setSchedule(bindCaller(db, admin.claims), quoteId, deposit(20_000))).toEqual({ ok: true, quotation: null });
    expect(await revisions(quoteId)).toEqual([]);
    await price(quoteId, 50_000);
    const [first] = await revisions(quoteId);
    expect((await snapshotOf(first!.document_id)).quotation.schedule?.map((i) => i.amount)).toEqual([2_000_000, 3_000_000]);
    // Re-pricing leaves the old split off rather than misprinting it.
    await price(quoteId, 60_000);
    const second = (await revisions(quoteId))[1]!;
    expect(second.schedule_id).toBeNull();
    expect((await snapshotOf(second.document_id)).quotation.schedule).toBeNull();
  });

  it.each([
    [
      'featureIds, as the wizard stores it',
      { titleKey: 'wizard.plan.title.default', basePrice: 15_000, finalPrice: 47_000, featureIds: [2, 4, 7] },
    ],
    [
      'optionalFeatures, as older rows have it',
      {
        titleKey: 'wizard.plan.title.default',
        basePrice: 15_000,
        finalPrice: 47_000,
        optionalFeatures: [
          { id: 1, price: 5_000, selected: false },
          { id: 2, price: 8_000, selected: true },
          { id: 4, price: 12_000, selected: true },
          { id: 7, price: 12_000, selected: true },
        ],
      },
    ],
  ])('a wizard plan stored as %s prints each chosen option with its price', async (_shape, plan) => {
    const quoteId = await quotedQuote(plan);
    await price(quoteId, 47_000);
    const [first] = await revisions(quoteId);
    const snapshot = await snapshotOf(first!.document_id);
    expect(snapshot.lines.map((l) => [l.description.en, l.description.th, l.amount])).toEqual([
      ['Business Website Plan', expect.any(String), 1_500_000],
      ['Enhancement: Multi-language Support', expect.stringMatching(/^ฟีเจอร์เสริม: /), 800_000],
      ['Enhancement: Custom API Development', expect.stringMatching(/^ฟีเจอร์เสริม: /), 1_200_000],
      ['Enhancement: Content Management System', expect.stringMatching(/^ฟีเจอร์เสริม: /), 1_200_000],
    ]);
    expect(snapshot.totals.total).toBe(4_700_000);
  });
});
