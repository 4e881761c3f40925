// The typed query builder runs inside the port's transactions: same role, claims and RLS as raw SQL,
// and values come back as the generated types say (Date for timestamptz, number for int8, parsed jsonb).
import { describe, expect, it } from 'vitest';
import { call } from '../../../src/server/db/builder';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';

describe.each(engines)('the query builder on %s', (engine) => {
  const suite = useSuite(engine);

  it('runs as the caller, so RLS filters what it returns', async () => {
    const own = (name: 'userA' | 'userB') =>
      suite.db.asCaller(suite.cast[name].claims, (tx) =>
        tx.db.selectFrom('public.profiles').select(['id', 'role', 'created_at']).where('id', '=', suite.cast.userA.id).execute(),
      );
    const [row] = await own('userA');
    expect(row?.id).toBe(suite.cast.userA.id);
    expect(row?.role).toBe('user');
    expect(row?.created_at).toBeInstanceOf(Date);
    expect(await own('userB')).toEqual([]);
  });

  it('refuses a write RLS forbids, as raw SQL would', async () => {
    await expect(
      suite.db.asCaller(suite.cast.userB.claims, (tx) =>
        tx.db.updateTable('public.profiles').set({ company: 'x' }).where('id', '=', suite.cast.userA.id).returning('id').execute(),
      ),
    ).resolves.toEqual([]);
    await expect(
      suite.db.asCaller(suite.cast.userA.claims, (tx) =>
        tx.db.insertInto('public.blog_posts').values({ title: 't', slug: 't', content: 'c' }).returning('id').execute(),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('writes and reads jsonb, arrays and counts with the engines’ own types', async () => {
    const result = await suite.db.asService(async (tx) => {
      const inserted = await tx.db
        .insertInto('public.blog_posts')
        .values({ title: 'Typed', slug: 'typed-builder', content: '<p>x</p>', tags: ['a', 'b'] })
        .returning(['id', 'tags', 'created_at'])
        .executeTakeFirstOrThrow();
      const quote = await tx.db
        .insertInto('public.quotes')
        .values({ package_name: 'P', contact_info: { name: 'Ann', email: 'ann@example.test' }, locale: 'th' })
        .returning(['contact_info', 'status'])
        .executeTakeFirstOrThrow();
      const counted = await tx.db
        .selectFrom('public.blog_posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { inserted, quote, counted };
    });
    expect(result.inserted.tags).toEqual(['a', 'b']);
    expect(result.inserted.created_at).toBeInstanceOf(Date);
    expect(result.quote).toEqual({ contact_info: { name: 'Ann', email: 'ann@example.test' }, status: 'pending' });
    expect(typeof result.counted.n).toBe('number');
  });

  it('calls SQL functions with their generated types, as a value and as a table', async () => {
    const admin = await suite.db.asCaller(suite.cast.admin.claims, (tx) =>
      tx.db.selectNoFrom(call('public.is_admin').as('admin')).executeTakeFirstOrThrow(),
    );
    expect(admin).toEqual({ admin: true });
    const decision = await suite.db.asService((tx) =>
      tx.db
        .selectFrom(call('public.consume_rate_limit', 'builder:test', 2, 60).as('r'))
        .selectAll()
        .executeTakeFirstOrThrow(),
    );
    expect(decision).toEqual({ allowed: true, remaining: 1, retry_after_seconds: 0 });
  });

  it('leaves transactions to the port', async () => {
    await expect(suite.db.asService((tx) => tx.db.transaction().execute(async () => 1))).rejects.toThrow(/port owns the transaction/);
  });
});
