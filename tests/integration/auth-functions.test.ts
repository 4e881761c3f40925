// auth.uid(), auth.jwt() and auth.role() read the request's claims as on Supabase, and the Database
// module runs each call as the right role, inside one transaction.
import { describe, expect, it } from 'vitest';
import { runAs } from './support/actors';
import { engines } from './support/database';
import { useSuite } from './support/matrix';

describe.each(engines)('auth functions and caller transactions on %s', (engine) => {
  const suite = useSuite(engine);
  const whoAmI = `select current_user as "user", auth.uid() as uid, auth.role() as role, auth.email() as email`;

  it('runs a visitor as anon with claims {role: anon}', async () => {
    const row = await runAs(suite.db, suite.cast, 'visitor', (tx) => tx.one(`${whoAmI}, auth.jwt() as jwt`));
    expect(row).toEqual({ user: 'anon', uid: null, role: 'anon', email: null, jwt: { role: 'anon' } });
  });

  it('runs a signed-in user as authenticated with their claims', async () => {
    const { id, email } = suite.cast.userA;
    const row = await runAs(suite.db, suite.cast, 'userA', (tx) => tx.one(whoAmI));
    expect(row).toEqual({ user: 'authenticated', uid: id, role: 'authenticated', email });
  });

  it('runs the service as service_role with claims {role: service_role}', async () => {
    const row = await runAs(suite.db, suite.cast, 'service', (tx) => tx.one(whoAmI));
    expect(row).toEqual({ user: 'service_role', uid: null, role: 'service_role', email: null });
  });

  it('runs a caller whose token says anon as anon', async () => {
    const row = await suite.db.asCaller({ role: 'anon' }, (tx) => tx.one('select current_user as "user"'));
    expect(row).toEqual({ user: 'anon' });
  });

  it('refuses service-role claims in asCaller', async () => {
    await expect(suite.db.asCaller({ role: 'service_role' }, (tx) => tx.one('select 1'))).rejects.toThrow(/asService/);
  });

  it('honours the legacy request.jwt.claim.sub setting', async () => {
    const row = await suite.db.asOwner(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [suite.cast.userB.id]);
      return tx.one('select auth.uid() as uid');
    });
    expect(row).toEqual({ uid: suite.cast.userB.id });
  });

  it('leaves no role or claims behind after a call', async () => {
    await runAs(suite.db, suite.cast, 'userA', (tx) => tx.one('select 1'));
    const row = await suite.db.asOwner((tx) => tx.one(`select current_user = session_user as "sessionRole", auth.uid() as uid`));
    expect(row).toEqual({ sessionRole: true, uid: null });
  });

  it('rolls the whole call back when the callback throws', async () => {
    const failing = runAs(suite.db, suite.cast, 'userA', async (tx) => {
      await tx.query(`update public.profiles set company = 'Rolled Back' where id = $1`, [suite.cast.userA.id]);
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const row = await suite.db.asOwner((tx) => tx.one('select company from public.profiles where id = $1', [suite.cast.userA.id]));
    expect(row).toEqual({ company: '' });
  });

  it('commits when the callback resolves', async () => {
    await runAs(suite.db, suite.cast, 'userB', (tx) =>
      tx.query(`update public.profiles set company = 'Boon Co' where id = $1`, [suite.cast.userB.id]),
    );
    const row = await suite.db.asOwner((tx) => tx.one('select company from public.profiles where id = $1', [suite.cast.userB.id]));
    expect(row).toEqual({ company: 'Boon Co' });
  });

  it('returns the same value types on both engines', async () => {
    const row = await suite.db.asOwner((tx) =>
      tx.one(
        `select 3::bigint as big, 2.50::numeric as num, 7 as int, true as bool, $1::jsonb as from_text,
                $2::jsonb as from_object, $3::text[] as arr, $4::text as nothing,
                '2026-01-02T03:04:05Z'::timestamptz as at`,
        [JSON.stringify({ a: [1] }), { b: 'two' }, ['x', 'y'], undefined],
      ),
    );
    expect(row).toEqual({
      big: 3,
      num: '2.50',
      int: 7,
      bool: true,
      from_text: { a: [1] },
      from_object: { b: 'two' },
      arr: ['x', 'y'],
      nothing: null,
      at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('gives one() null when there is no row', async () => {
    expect(await runAs(suite.db, suite.cast, 'visitor', (tx) => tx.one('select 1 where false'))).toBeNull();
  });
});
