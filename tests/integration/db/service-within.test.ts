// Tx.asService (decision 0030): the system's half of an owner's write runs as the service role inside
// the caller's own transaction, and the transaction is the caller's again afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, type Cast } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

describe.each(engines)('Tx.asService on %s', (engine) => {
  let test: TestDatabase;
  let cast: Cast;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    cast = await createCast(test.db);
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  }, 30_000);

  const who = `select current_user::text as role, auth.uid()::text as uid`;

  it('switches to the service role for fn, then back to the caller and their claims', async () => {
    const seen = await test.db.asCaller(cast.userA.claims, async (tx) => {
      const before = await tx.one(who);
      const inside = await tx.asService((system) => system.one(who));
      const after = await tx.one(who);
      return { before, inside, after };
    });
    expect(seen.before).toEqual({ role: 'authenticated', uid: cast.userA.id });
    expect(seen.inside).toEqual({ role: 'service_role', uid: null });
    expect(seen.after).toEqual({ role: 'authenticated', uid: cast.userA.id });
  });

  it('commits or rolls back with the caller’s transaction', async () => {
    const marker = `service-within-${engine}`;
    await expect(
      test.db.asCaller(cast.userA.claims, async (tx) => {
        await tx.asService((system) =>
          system.query(`insert into public.contact_messages (name, email, subject, message) values ('T', 't@example.test', $1, 'x')`, [
            marker,
          ]),
        );
        throw new Error('the owner’s write failed');
      }),
    ).rejects.toThrow('the owner’s write failed');
    const rows = await test.db.asService((tx) => tx.query('select id from public.contact_messages where subject = $1', [marker]));
    expect(rows).toHaveLength(0);
  });

  it('leaves a service transaction as it is', async () => {
    const seen = await test.db.asService((tx) => tx.asService((inner) => inner.one(who)));
    expect(seen).toMatchObject({ role: 'service_role' });
  });
});
