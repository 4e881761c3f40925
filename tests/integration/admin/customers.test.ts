// The Customers tab's reads on the real schema, as the caller: search by name, e-mail or company,
// pages beyond the first 10, and one customer's quotes, orders and e-mails. RLS decides: a customer
// reaching these functions reads only their own profile and no outbox row; admins never see secret e-mails.
import { bindCaller } from '../../../src/server/db/caller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { listCustomers, loadCustomer } from '../../../src/server/admin/customers';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';

describe.each(engines)('admin customers on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let somchai: User;
  const many: User[] = [];

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    somchai = await createUser(db, {
      email: `Somchai.J-${engine}@Example.test`,
      userMetadata: { full_name: 'สมชาย ใจดี', company: 'ใจดี 100% จำกัด' },
    });
    for (let i = 0; i < 12; i++)
      many.push(await createUser(db, { email: `pager-${i}-${engine}@example.test`, userMetadata: { full_name: `Pager ${i}` } }));
    // A company client who typed no company into the profile, only their billing identity (issue 35).
    await db.asCaller(many[5]!.claims, (tx) =>
      tx.query(
        `insert into public.billing_identities (user_id, kind, legal_name, tax_id, branch, address)
         values ($1, 'company', 'บริษัท สยามดิจิทัล จำกัด', '0105536092641', '00002', 'กรุงเทพมหานคร')`,
        [many[5]!.id],
      ),
    );
    await db.asCaller(somchai.claims, (tx) =>
      tx.query(
        `insert into public.quotes (user_id, package_id, quantity, project_description, contact_info, source, locale)
         values ($1, $2, 1, 'ร้านกาแฟ', $3, 'order', 'th')`,
        [somchai.id, SEED.packages.businessWebsite, JSON.stringify({ name: 'สมชาย ใจดี', email: somchai.email, company: 'ใจดี' })],
      ),
    );
    await db.asService(async (tx) => {
      await tx.query(
        `insert into public.orders (user_id, package_id, quantity, total_amount, status, payment_session_id)
         values ($1, $2, 1, 24900, 'processing', $3)`,
        [somchai.id, SEED.packages.businessWebsite, `cs_test_customer_${engine}`],
      );
      // The outbox keeps the address as it was typed; the customer's page finds it whatever its case.
      for (const [kind, subject] of [
        ['quote_status', 'Your quote is ready'],
        ['password_reset', 'Reset your password'],
      ]) {
        await tx.query(`insert into public.email_outbox (to_email, subject, text, kind) values ($1, $2, 'body', $3)`, [
          somchai.email.toLowerCase(),
          subject,
          kind,
        ]);
      }
      await tx.query(
        `insert into public.email_outbox (to_email, subject, text, kind) values ('someone-else@example.test', 'Not theirs', 'x', 'quote_status')`,
      );
    });
  });
  afterAll(() => test.close());

  it('finds customers by any part of the name, e-mail or company, in any case, and never admins', async () => {
    const byName = await listCustomers(bindCaller(db, admin.claims), { search: 'ใจดี', page: 1 });
    expect(byName.customers.map((c) => c.id)).toEqual([somchai.id]);
    expect(byName.total).toBe(1);
    expect((await listCustomers(bindCaller(db, admin.claims), { search: 'somchai.j', page: 1 })).customers.map((c) => c.id)).toEqual([
      somchai.id,
    ]);
    // % and _ are the admin's characters, not wildcards.
    expect((await listCustomers(bindCaller(db, admin.claims), { search: '100%', page: 1 })).customers.map((c) => c.id)).toEqual([
      somchai.id,
    ]);
    expect((await listCustomers(bindCaller(db, admin.claims), { search: '1_0', page: 1 })).total).toBe(0);
    expect((await listCustomers(bindCaller(db, admin.claims), { search: `admin-${engine}`, page: 1 })).total).toBe(0);
  });

  it('shows and finds a company client by its registered name and tax ID (issue 35)', async () => {
    const company = many[5]!;
    const billing = { kind: 'company', legalName: 'บริษัท สยามดิจิทัล จำกัด', taxId: '0105536092641', branch: '00002' };
    for (const search of ['สยามดิจิทัล', '0105536092641', '0-1055-36092', '36092 64']) {
      const found = await listCustomers(bindCaller(db, admin.claims), { search, page: 1 });
      expect(
        found.customers.map((c) => [c.id, c.billing]),
        search,
      ).toEqual([[company.id, billing]]);
    }
    // A number that is not part of any tax ID finds nobody; four digits at least are a tax ID search.
    expect((await listCustomers(bindCaller(db, admin.claims), { search: '9999', page: 1 })).total).toBe(0);
    expect((await loadCustomer(bindCaller(db, admin.claims), company.id))?.customer).toMatchObject({ company: '', billing });
    // Without a billing identity there is none to show.
    expect((await loadCustomer(bindCaller(db, admin.claims), somchai.id))?.customer.billing).toBeNull();
  });

  it('pages through every customer, 10 at a time, each exactly once', async () => {
    const first = await listCustomers(bindCaller(db, admin.claims), { search: '', page: 1 });
    const second = await listCustomers(bindCaller(db, admin.claims), { search: '', page: 2 });
    expect(first.total).toBe(13);
    expect(first.customers).toHaveLength(10);
    expect(second.customers).toHaveLength(3);
    const ids = [...first.customers, ...second.customers].map((c) => c.id);
    expect(new Set(ids).size).toBe(13);
    expect(ids).toEqual(expect.arrayContaining([somchai.id, ...many.map((u) => u.id)]));
    const searched = await listCustomers(bindCaller(db, admin.claims), { search: 'pager', page: 2 });
    expect(searched).toMatchObject({ total: 12, page: 2 });
    expect(searched.customers).toHaveLength(2);
    expect((await listCustomers(bindCaller(db, admin.claims), { search: '', page: 5 })).customers).toEqual([]);
  });

  it("shows a customer's quotes, orders and the e-mails sent to them, without secret ones", async () => {
    const detail = await loadCustomer(bindCaller(db, admin.claims), somchai.id);
    expect(detail?.customer).toMatchObject({ id: somchai.id, fullName: 'สมชาย ใจดี', company: 'ใจดี 100% จำกัด' });
    expect(detail?.quotes.map((q) => q.packageName)).toEqual(['Business Website']);
    expect(detail?.orders).toMatchObject([{ amount: 24_900, status: 'processing' }]);
    expect(detail?.emails.map((e) => e.subject)).toEqual(['Your quote is ready']);
    expect(await loadCustomer(bindCaller(db, admin.claims), admin.id)).toBeNull();
    expect(await loadCustomer(bindCaller(db, admin.claims), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('gives a customer only their own profile and nobody else’s page', async () => {
    const own = await listCustomers(bindCaller(db, somchai.claims), { search: '', page: 1 });
    expect(own.customers.map((c) => c.id)).toEqual([somchai.id]);
    expect(await loadCustomer(bindCaller(db, somchai.claims), many[0]?.id ?? '')).toBeNull();
    // Their own page reads no outbox row (RLS: admins only).
    expect((await loadCustomer(bindCaller(db, somchai.claims), somchai.id))?.emails).toEqual([]);
  });
});
