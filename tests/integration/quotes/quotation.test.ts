// Quotation revisions and the acceptance record on the real schema (decision 0053): pricing a quote
// issues revision 1 with its QT document, a save that changes nothing issues none, re-pricing issues
// revision 2 with the next number and leaves revision 1 as it was; the client accepts the latest only,
// and the acceptance names it with the address and browser it came from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DemoPayments } from '../../../src/server/payments/demo';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { acceptQuote, type AcceptTerms } from '../../../src/server/quotes/accept';
import { readDocument } from '../../../src/server/billing/documents/read';
import { loadDashboard } from '../../../src/server/portal/dashboard';
import type { QuoteCaller } from '../../../src/server/billing/ledger/ledger';
import type { QuotationSnapshot } from '../../../src/domain/money/quotation';
import { bangkokDate } from '../../../src/domain/money/buddhistEra';
import { validUntil } from '../../../src/domain/money/quotation';
import { reviseQuotation } from '../../../src/server/billing/quotation/quotation';
import { getConfig } from '../../../src/server/config';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { insertedId, insertQuote } from '../support/rows';
import type { Suite } from '../support/matrix';

const mail = new MailQueue({ logToConsole: false, studioInbox: 'team@siampixel.example' });
const origin = 'http://127.0.0.1:4321';
// The company pays in full (decision 0061: it must say whether it withholds; a person's answer is ignored).
const from = (revision: number | null): AcceptTerms => ({
  revision,
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (vitest)',
  withholding: 'full',
});

describe.each(engines)('quotation revisions and acceptance on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let company: User;
  let person: User;
  const caller = (user: User): QuoteCaller => ({ userId: user.id, claims: user.claims, email: user.email, origin });
  const deps = () => ({ db, mail, payments: new DemoPayments(db) });

  const newQuote = (user: User) => insertedId({ db } as Suite, insertQuote('', ''), [user.id]);
  const price = (id: string, quotedPrice: number, quotedTimeline = '4 weeks', adminNotes = '') =>
    updateQuote(bindCaller(db, admin.claims), { id, status: 'quoted', quotedPrice, quotedTimeline, adminNotes });
  const revisions = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{
        revision: number;
        price: number;
        timeline: string | null;
        document_id: string | null;
        number: string | null;
        valid_until: string;
      }>(
        `select r.revision, r.price, r.timeline, r.document_id, d.number, r.valid_until::text as valid_until
         from public.quotation_revisions r left join public.documents d on d.id = r.document_id
         where r.quote_id = $1 order by r.revision`,
        [quoteId],
      ),
    );
  const acceptances = (quoteId: string) =>
    db.asService((tx) =>
      tx.query<{
        user_id: string;
        revision: number | null;
        revision_id: string | null;
        price: number;
        client_address: string;
        user_agent: string | null;
      }>('select user_id, revision, revision_id, price, client_address, user_agent from public.quote_acceptances where quote_id = $1', [
        quoteId,
      ]),
    );
  const statusOf = async (quoteId: string) =>
    (await db.asService((tx) => tx.one<{ status: string }>('select status from public.quotes where id = $1', [quoteId])))?.status;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `admin-quotation-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    company = await createUser(db, { email: `company-quotation-${engine}@example.test` });
    person = await createUser(db, { email: `person-quotation-${engine}@example.test` });
    await db.asCaller(company.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท ลูกค้า จำกัด', '0105536092641', null, '1 ถนนสีลม บางรัก กรุงเทพมหานคร 10500')`,
        [company.id],
      ),
    );
  }, 120_000);
  afterAll(() => test.close());

  it('pricing issues revision 1 with a QT document: lines, VAT, withholding and the net for a company, valid 30 days', async () => {
    const quoteId = await newQuote(company);
    expect(typeof (await price(quoteId, 53_500))).toBe('object');
    const [first, ...rest] = await revisions(quoteId);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ revision: 1, price: 53_500, timeline: '4 weeks' });
    expect(first?.number).toMatch(/^QT-25\d\d-\d{4}$/);
    const document = await readDocument(bindCaller(db, company.claims), first!.document_id!);
    expect(document?.type).toBe('quotation');
    const snapshot = document!.snapshot as QuotationSnapshot;
    // The package (25,000) is itemised and the rest of the studio's price is its own line.
    expect(snapshot.lines.map((l) => [l.description.en, l.quantity, l.amount])).toEqual([
      ['Custom plan', 1, 2_500_000],
      ['Additional work as quoted by the studio', 1, 2_850_000],
    ]);
    expect(snapshot.totals).toMatchObject({ total: 5_350_000, subtotal: 5_000_000, vat: 350_000, withholding: 150_000, net: 5_200_000 });
    expect(snapshot.buyer).toMatchObject({ kind: 'company', taxId: '0105536092641' });
    expect(snapshot.quotation).toMatchObject({ revision: 1, validUntil: first!.valid_until, timeline: '4 weeks', schedule: null });
    // Thirty calendar days in Bangkok, whatever the hour in UTC (between 17:00 and 24:00 UTC it is
    // already tomorrow in Bangkok).
    const { year, month, day } = bangkokDate(document!.issuedAt);
    const days = (Date.parse(first!.valid_until) - Date.UTC(year, month - 1, day)) / 86_400_000;
    expect(days).toBe(30);
    // Another client reads neither the revision's document nor the revision.
    expect(await readDocument(bindCaller(db, person.claims), first!.document_id!)).toBeNull();
  });

  it('a save that changes neither price nor timeline issues nothing; re-pricing issues revision 2 with the next number, and revision 1 stays as it was', async () => {
    const quoteId = await newQuote(person);
    await price(quoteId, 30_000);
    await price(quoteId, 30_000, '4 weeks', 'Notes only');
    expect((await revisions(quoteId)).map((r) => r.revision)).toEqual([1]);
    const before = await readDocument(bindCaller(db, person.claims), (await revisions(quoteId))[0]!.document_id!);
    await price(quoteId, 28_000);
    await price(quoteId, 28_000, '5 weeks');
    const all = await revisions(quoteId);
    expect(all.map((r) => [r.revision, r.price, r.timeline])).toEqual([
      [1, 30_000, '4 weeks'],
      [2, 28_000, '4 weeks'],
      [3, 28_000, '5 weeks'],
    ]);
    const sequence = (n: string | null) => Number(n?.split('-')[2]);
    expect(sequence(all[1]!.number)).toBe(sequence(all[0]!.number) + 1);
    const after = await readDocument(bindCaller(db, person.claims), all[0]!.document_id!);
    expect(after).toEqual(before);
    expect((after!.snapshot as QuotationSnapshot).totals.total).toBe(3_000_000);
    // A person withholds nothing.
    expect(after!.snapshot.totals).toMatchObject({ withholding: 0, net: 3_000_000 });
    // The client's dashboard lists every revision, each downloadable.
    const dashboard = await loadDashboard(bindCaller(db, person.claims), 'en');
    expect(dashboard.quotes.find((q) => q.id === quoteId)?.quotations.map((q) => [q.revision, q.number, q.price])).toEqual(
      all.map((r) => [r.revision, r.number, r.price]),
    );
  });

  describe('the studio’s own lines (addendum 2026-11-27)', () => {
    const logo = { description: 'ออกแบบโลโก้ใหม่ทั้งหมด พร้อมคู่มือการใช้โลโก้และไฟล์สำหรับงานพิมพ์', amount: 12_000 };
    const hosting = { description: 'Hosting, first year', amount: 3_500 };
    const priceWith = (id: string, quotedPrice: number, customLines: { description: string; amount: number }[], adminNotes = '') =>
      updateQuote(bindCaller(db, admin.claims), { id, status: 'quoted', quotedPrice, quotedTimeline: '4 weeks', adminNotes, customLines });
    const frozenLines = (quoteId: string) =>
      db.asService((tx) =>
        tx.query<{ revision: number; custom_lines: unknown }>(
          'select revision, custom_lines from public.quotation_revisions where quote_id = $1 order by revision',
          [quoteId],
        ),
      );
    const quoteRow = (quoteId: string) =>
      db.asService((tx) =>
        tx.one<{ quoted_price: number | null; admin_notes: string | null; custom_lines: unknown; status: string }>(
          'select quoted_price, admin_notes, custom_lines, status from public.quotes where id = $1',
          [quoteId],
        ),
      );
    const linesOf = async (documentId: string) =>
      ((await readDocument(bindCaller(db, company.claims), documentId))!.snapshot as QuotationSnapshot).lines.map((l) => [
        l.description.th,
        l.description.en,
        l.amount,
      ]);

    it('a save with lines issues a revision with those lines: catalogue, each line as typed, then the remainder', async () => {
      const quoteId = await newQuote(company);
      const saved = await priceWith(quoteId, 53_500, [logo, hosting]);
      expect(saved).toMatchObject({ customLines: [logo, hosting] });
      const [first] = await revisions(quoteId);
      expect(await linesOf(first!.document_id!)).toEqual([
        ['Custom plan', 'Custom plan', 2_500_000],
        [logo.description, logo.description, 1_200_000],
        [hosting.description, hosting.description, 350_000],
        ['งานเพิ่มเติมตามที่ทีมงานเสนอ', 'Additional work as quoted by the studio', 1_300_000],
      ]);
      expect(await frozenLines(quoteId)).toEqual([{ revision: 1, custom_lines: [logo, hosting] }]);
    });

    it('changing only the lines issues the next revision, and the earlier one stays as it was', async () => {
      const quoteId = await newQuote(company);
      await priceWith(quoteId, 53_500, [logo]);
      await priceWith(quoteId, 53_500, [logo], 'Notes only');
      expect((await revisions(quoteId)).map((r) => r.revision)).toEqual([1]);
      const firstDocument = (await revisions(quoteId))[0]!.document_id!;
      const before = await readDocument(bindCaller(db, company.claims), firstDocument);
      await priceWith(quoteId, 53_500, [logo, hosting]);
      await priceWith(quoteId, 53_500, []);
      const all = await revisions(quoteId);
      expect(all.map((r) => [r.revision, r.price])).toEqual([
        [1, 53_500],
        [2, 53_500],
        [3, 53_500],
      ]);
      expect(await frozenLines(quoteId)).toEqual([
        { revision: 1, custom_lines: [logo] },
        { revision: 2, custom_lines: [logo, hosting] },
        { revision: 3, custom_lines: [] },
      ]);
      expect(await readDocument(bindCaller(db, company.claims), firstDocument)).toEqual(before);
      expect((await linesOf(all[2]!.document_id!)).map((l) => l[1])).toEqual(['Custom plan', 'Additional work as quoted by the studio']);
      // The database keeps the revision's lines as they were (insert-only, even for the service).
      await expect(
        db.asService((tx) => tx.query(`update public.quotation_revisions set custom_lines = '[]' where quote_id = $1`, [quoteId])),
      ).rejects.toThrow(/permission denied|never changed/);
    });

    it('a save whose lines add up to more than the price is refused and changes nothing', async () => {
      const quoteId = await newQuote(company);
      await priceWith(quoteId, 53_500, [logo], 'First');
      const before = await quoteRow(quoteId);
      // Catalogue 25,000 + 12,000 + 20,000 = 57,000 > 50,000.
      const refused = await priceWith(quoteId, 50_000, [logo, { description: 'Photography', amount: 20_000 }], 'Second');
      expect(refused).toEqual({ linesOverPrice: { lines: 5_700_000, price: 5_000_000 } });
      expect(await quoteRow(quoteId)).toEqual(before);
      expect((await revisions(quoteId)).map((r) => r.revision)).toEqual([1]);
      // Exactly the price is fine, with no remainder line.
      await priceWith(quoteId, 57_000, [logo, { description: 'Photography', amount: 20_000 }]);
      const latest = (await revisions(quoteId)).at(-1)!;
      expect((await linesOf(latest.document_id!)).map((l) => l[2])).toEqual([2_500_000, 1_200_000, 2_000_000]);
    });

    it('without lines, a price below the catalogue is still one line naming what it covers', async () => {
      const quoteId = await newQuote(company);
      await priceWith(quoteId, 20_000, []);
      const [first] = await revisions(quoteId);
      expect(await linesOf(first!.document_id!)).toEqual([
        ['ค่าบริการตามใบเสนอราคา: Custom plan', 'Services as quoted: Custom plan', 2_000_000],
      ]);
    });
  });

  it('refuses a stale revision and records nothing; accepts the latest and records who, which revision, when and from where', async () => {
    const quoteId = await newQuote(company);
    await price(quoteId, 40_000);
    await price(quoteId, 38_000);
    expect(await acceptQuote(deps(), caller(company), quoteId, from(1))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await acceptQuote(deps(), caller(company), quoteId, from(null))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await acceptQuote(deps(), caller(company), quoteId, from(3))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await statusOf(quoteId)).toBe('quoted');
    expect(await acceptances(quoteId)).toEqual([]);
    // Another client cannot accept it, whatever revision they name.
    expect(await acceptQuote(deps(), caller(person), quoteId, from(2))).toEqual({ ok: false, error: 'not_found' });

    const accepted = await acceptQuote(deps(), caller(company), quoteId, from(2));
    expect(accepted).toMatchObject({ ok: true, changed: true, settlement: { price: 38_000 } });
    expect(await statusOf(quoteId)).toBe('approved');
    const [record, ...more] = await acceptances(quoteId);
    expect(more).toEqual([]);
    const revision2 = (await revisions(quoteId))[1]!;
    expect(record).toMatchObject({
      user_id: company.id,
      revision: 2,
      price: 38_000,
      client_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (vitest)',
    });
    const revisionId = await db.asService((tx) =>
      tx.one<{ id: string }>('select id from public.quotation_revisions where quote_id = $1 and revision = 2', [quoteId]),
    );
    expect(record?.revision_id).toBe(revisionId?.id);
    expect(revision2.price).toBe(38_000);
    // Accepting again changes nothing and records nothing more.
    expect(await acceptQuote(deps(), caller(company), quoteId, from(2))).toMatchObject({ ok: true, changed: false });
    expect(await acceptances(quoteId)).toHaveLength(1);
  });

  it('refuses the latest revision when the price was changed without one (the client never saw that price)', async () => {
    const quoteId = await newQuote(person);
    await price(quoteId, 20_000);
    await db.asService((tx) => tx.query('update public.quotes set quoted_price = 19000 where id = $1', [quoteId]));
    expect(await acceptQuote(deps(), caller(person), quoteId, from(1))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await statusOf(quoteId)).toBe('quoted');
  });

  it('a quote priced before revisions existed is accepted without one, and the record says so', async () => {
    const quoteId = await newQuote(person);
    await db.asService((tx) => tx.query(`update public.quotes set status = 'quoted', quoted_price = 12000 where id = $1`, [quoteId]));
    expect(await acceptQuote(deps(), caller(person), quoteId, from(1))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await acceptQuote(deps(), caller(person), quoteId, { revision: null, clientAddress: '', userAgent: null })).toMatchObject({
      ok: true,
    });
    expect(await acceptances(quoteId)).toEqual([
      { user_id: person.id, revision: null, revision_id: null, price: 12_000, client_address: 'unknown', user_agent: null },
    ]);
  });

  it('holds its price through its last Bangkok day; past it acceptance is refused (expired) and nothing is recorded, until a save renews it', async () => {
    const DAY = 86_400_000;
    // Issued 30 days ago: valid until today, so still acceptable.
    const lastDay = await newQuote(person);
    await db.asService((tx) => tx.query(`update public.quotes set status = 'quoted', quoted_price = 9000 where id = $1`, [lastDay]));
    await db.asService((tx) => reviseQuotation(tx, lastDay, getConfig(), new Date(Date.now() - 30 * DAY)));
    expect(await acceptQuote(deps(), caller(person), lastDay, from(1))).toMatchObject({ ok: true, changed: true });

    // Issued 31 days ago: its last day was yesterday.
    const quoteId = await newQuote(company);
    await db.asService((tx) => tx.query(`update public.quotes set status = 'quoted', quoted_price = 9000 where id = $1`, [quoteId]));
    await db.asService((tx) => reviseQuotation(tx, quoteId, getConfig(), new Date(Date.now() - 31 * DAY)));
    expect(await acceptQuote(deps(), caller(company), quoteId, from(1))).toEqual({ ok: false, error: 'expired' });
    expect(await statusOf(quoteId)).toBe('quoted');
    expect(await acceptances(quoteId)).toEqual([]);
    // The client's dashboard and the studio's record say so.
    const dashboard = await loadDashboard(bindCaller(db, company.claims), 'en');
    expect(dashboard.quotes.find((q) => q.id === quoteId)?.quotations.map((q) => [q.revision, q.expired])).toEqual([[1, true]]);

    // The studio saves the quote unchanged: that renews it, as revision 2 valid 30 days from today.
    await price(quoteId, 9_000, '');
    const [, renewed, ...more] = await revisions(quoteId);
    expect(more).toEqual([]);
    expect(renewed).toMatchObject({ revision: 2, price: 9_000 });
    expect(renewed!.valid_until).toBe(validUntil(new Date()));
    // A second unchanged save issues nothing more; the renewed revision is accepted.
    await price(quoteId, 9_000, '');
    expect(await revisions(quoteId)).toHaveLength(2);
    expect(await acceptQuote(deps(), caller(company), quoteId, from(1))).toEqual({ ok: false, error: 'stale_revision' });
    expect(await acceptQuote(deps(), caller(company), quoteId, from(2))).toMatchObject({ ok: true, changed: true });
    expect(await acceptances(quoteId)).toMatchObject([{ revision: 2, price: 9_000 }]);
  });

  it('a revision is never changed, not even by the table owner', async () => {
    const quoteId = await newQuote(person);
    await price(quoteId, 15_000);
    await expect(
      db.asOwner((tx) => tx.query('update public.quotation_revisions set price = 1 where quote_id = $1', [quoteId])),
    ).rejects.toThrow(/never changed/);
    await expect(db.asOwner((tx) => tx.query('delete from public.quotation_revisions where quote_id = $1', [quoteId]))).rejects.toThrow(
      /never changed/,
    );
  });
});
