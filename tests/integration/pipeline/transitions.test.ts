// Guarded status changes and the trail in the database (issue 21, decision 0041), on both engines:
// the database's transition tables are the domain's, a direct UPDATE that breaks a rule fails whoever
// runs it, and every change lands in a trail that admins read and nobody alters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { ORDER_STATUSES, QUOTE_STATUSES } from '../../../src/domain/statuses';
import { QUOTE_TRANSITIONS, orderMoveAllowed } from '../../../src/domain/pipeline/transitions';
import { updateQuote } from '../../../src/server/admin/pipeline';
import { loadQuoteRecord } from '../../../src/server/admin/quoteRecord';
import { createUser, setProfileRole, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { SEED } from '../support/seed';

describe.each(engines)('status transitions and the trail on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let admin: User;
  let client: User;

  const newQuote = async (status = 'pending') => {
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.quotes (user_id, package_id, project_description, contact_info, source, locale, status)
         values ($1, $2, 'ร้านกาแฟในเชียงใหม่', $3, 'order', 'th', $4) returning id`,
        [client.id, SEED.packages.businessWebsite, JSON.stringify({ name: 'สมหญิง', email: client.email }), status],
      ),
    );
    return row!.id;
  };
  const newOrder = async (quoteId: string, status: string) => {
    const row = await db.asService((tx) =>
      tx.one<{ id: string }>(
        `insert into public.orders (user_id, quote_id, package_id, total_amount, status) values ($1, $2, $3, 49800, $4) returning id`,
        [client.id, quoteId, SEED.packages.businessWebsite, status],
      ),
    );
    return row!.id;
  };
  const setOrder = (id: string, status: string) =>
    db.asService((tx) => tx.query(`update public.orders set status = $2 where id = $1`, [id, status]));

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    admin = await createUser(db, { email: `trail-admin-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    client = await createUser(db, { email: `trail-client-${engine}@example.test` });
  });
  afterAll(() => test.close());

  it("holds the domain's transition tables, pair by pair", async () => {
    for (const from of QUOTE_STATUSES)
      for (const to of QUOTE_STATUSES) {
        const row = await db.asService((tx) => tx.one<{ ok: boolean }>('select public.quote_status_allowed($1, $2) as ok', [from, to]));
        expect([from, to, row?.ok]).toEqual([from, to, from === to || QUOTE_TRANSITIONS[from].includes(to)]);
      }
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const system of [false, true]) {
          const row = await db.asService((tx) =>
            tx.one<{ ok: boolean }>('select public.order_status_allowed($1, $2, $3) as ok', [from, to, system]),
          );
          expect([from, to, system, row?.ok]).toEqual([from, to, system, orderMoveAllowed(from, to, system ? 'payment' : 'studio')]);
        }
  });

  it('refuses a direct UPDATE that breaks a quote rule, even from an admin', async () => {
    const id = await newQuote('rejected');
    const asAdmin = (status: string) =>
      db.asCaller(admin.claims, (tx) => tx.query(`update public.quotes set status = $2 where id = $1`, [id, status]));
    await expect(asAdmin('approved')).rejects.toThrow(/quote_transition rejected -> approved/);
    await asAdmin('reviewed');
    await asAdmin('quoted');
    await asAdmin('approved');
    // Paid: approved is final, even for the service role, except for the re-price of a package order
    // whose quotation nobody accepted (decision 0065).
    await newOrder(id, 'processing');
    await expect(asAdmin('rejected')).rejects.toThrow(/quote_transition/);
    await expect(db.asService((tx) => tx.query(`update public.quotes set status = 'reviewed' where id = $1`, [id]))).rejects.toThrow(
      /quote_transition/,
    );
    // Accepted: final, re-price included.
    await db.asOwner((tx) => tx.query(`update public.quotes set accepted_at = now(), accepted_price = 49800 where id = $1`, [id]));
    await expect(db.asService((tx) => tx.query(`update public.quotes set status = 'quoted' where id = $1`, [id]))).rejects.toThrow(
      /quote_transition/,
    );
  });

  it('refuses order moves outside the table; only a payment makes an order processing', async () => {
    const quote = await newQuote();
    const order = await newOrder(quote, 'pending');
    await expect(setOrder(order, 'completed')).rejects.toThrow(/order_transition pending -> completed/);
    // An admin session cannot write orders at all (no grant): the function is the only door.
    await expect(
      db.asCaller(admin.claims, (tx) => tx.query(`update public.orders set status = 'processing' where id = $1`, [order])),
    ).rejects.toThrow(/permission denied/);
    await setOrder(order, 'processing');
    await expect(setOrder(order, 'cancelled')).rejects.toThrow(/order_transition processing -> cancelled/);
    await expect(setOrder(order, 'pending')).rejects.toThrow(/order_transition/);
    await setOrder(order, 'completed');
    await setOrder(order, 'processing');
    // Cancelled is final for the studio; a payment that still arrives for it counts (the money is real).
    const expired = await newOrder(quote, 'pending');
    await setOrder(expired, 'cancelled');
    const studio = await db.asCaller(admin.claims, (tx) =>
      tx.one<{ value: string }>(`select public.change_order_status($1, 'processing') as value`, [expired]),
    );
    expect(studio?.value).toBe('not_allowed');
    await setOrder(expired, 'processing');
  });

  it("records a price change with the admin's e-mail, before and after, in the same transaction", async () => {
    const id = await newQuote();
    const caller = bindCaller(db, admin.claims);
    await updateQuote(caller, { id, status: 'quoted', quotedPrice: 42_000, quotedTimeline: '3 สัปดาห์', adminNotes: '' });
    await updateQuote(caller, { id, status: 'quoted', quotedPrice: 39_500, quotedTimeline: '3 สัปดาห์', adminNotes: '' });
    const record = await loadQuoteRecord(caller, id, 'th');
    const changes = record?.trail.filter((e) => e.subject === 'quote' && e.action === 'changed') ?? [];
    expect(changes[0]).toMatchObject({
      actorKind: 'admin',
      actorEmail: admin.email,
      changes: { quoted_price: { before: 42_000, after: 39_500 } },
    });
    expect(changes[1]?.changes).toMatchObject({
      status: { before: 'pending', after: 'quoted' },
      quoted_price: { before: null, after: 42_000 },
    });
    expect(record?.trail.at(-1)).toMatchObject({ subject: 'quote', action: 'created', actorKind: 'system' });
    // A rolled-back change leaves no trail.
    const before = record?.trail.length ?? 0;
    await expect(
      db.asCaller(admin.claims, async (tx) => {
        await tx.query(`update public.quotes set quoted_price = 1 where id = $1`, [id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await loadQuoteRecord(caller, id, 'th'))?.trail).toHaveLength(before);
  });

  it('records payments, messages and e-mails on the quote', async () => {
    const id = await newQuote();
    const order = await newOrder(id, 'pending');
    await setOrder(order, 'processing');
    await db.asCaller(client.claims, (tx) =>
      tx.query(`insert into public.quote_messages (quote_id, author_role, body) values ($1, 'client', 'มีโลโก้ด้วยไหม')`, [id]),
    );
    await db.asService((tx) =>
      tx.query(
        `insert into public.email_outbox (to_email, subject, text, kind, related_table, related_id) values ($1, 'Receipt', 'x', 'order_status', 'orders', $2)`,
        [client.email, order],
      ),
    );
    const record = await loadQuoteRecord(bindCaller(db, admin.claims), id, 'en');
    const kinds = record?.trail.map((e) => `${e.subject}.${e.action}`);
    expect(kinds).toEqual(expect.arrayContaining(['order.created', 'order.changed', 'message.created', 'email.created']));
    expect(record?.trail.find((e) => e.subject === 'message')).toMatchObject({ actorKind: 'client', actorEmail: client.email });
    expect(record?.trail.find((e) => e.subject === 'order' && e.action === 'changed')).toMatchObject({
      actorKind: 'system',
      changes: { status: { before: 'pending', after: 'processing' } },
    });
    expect(record?.paid).toBe(true);
  });

  it('lets admins read the trail and nobody change it', async () => {
    const id = await newQuote();
    const count = (claims: User['claims']) =>
      db.asCaller(claims, (tx) => tx.one<{ n: number }>('select count(*)::int as n from public.audit_events where quote_id = $1', [id]));
    expect((await count(admin.claims))?.n).toBeGreaterThan(0);
    // The client's own quote, and still nothing: the trail is the studio's.
    expect((await count(client.claims))?.n).toBe(0);
    for (const statement of [
      `update public.audit_events set actor_email = 'x' where quote_id = $1`,
      `delete from public.audit_events where quote_id = $1`,
    ]) {
      await expect(db.asCaller(admin.claims, (tx) => tx.query(statement, [id]))).rejects.toThrow(/permission denied/);
      await expect(db.asService((tx) => tx.query(statement, [id]))).rejects.toThrow(/permission denied|never changed/);
    }
    await expect(
      db.asCaller(admin.claims, (tx) =>
        tx.query(`insert into public.audit_events (actor_kind, subject, subject_id, action) values ('admin', 'quote', $1, 'created')`, [
          id,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
