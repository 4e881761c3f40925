// Admins act only at aal2 (decision 0045): is_admin(), is_super_admin() and every admin-only policy refuse
// an admin's password-only (aal1) token and accept the same admin's aal2 token, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { createCast, type Cast } from '../support/actors';
import type { JwtClaims } from '../../../src/server/db/types';

describe.each(engines)('admin-only policies require aal2 on %s', (engine) => {
  let test: TestDatabase;
  let cast: Cast;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    cast = await createCast(test.db);
  }, 60_000);
  afterAll(() => test.close());

  const at = (claims: JwtClaims, aal: 'aal1' | 'aal2' | undefined): JwtClaims => {
    const { aal: _drop, ...rest } = claims;
    return aal ? { ...rest, aal } : rest;
  };
  const profilesSeen = (claims: JwtClaims) =>
    test.db.asCaller(
      claims,
      async (tx) =>
        (await tx.query('select id from public.profiles where id = any($1::uuid[])', [Object.values(cast).map((u) => u.id)])).length,
    );
  const checks = (claims: JwtClaims) =>
    test.db.asCaller(claims, (tx) =>
      tx.one<{ admin: boolean; role: boolean; superAdmin: boolean }>(
        'select public.is_admin() as admin, public.has_admin_role() as role, public.is_super_admin() as "superAdmin"',
      ),
    );

  it('refuses an aal1 admin token on an admin-only policy and accepts the aal2 one', async () => {
    expect(await profilesSeen(at(cast.admin.claims, 'aal1'))).toBe(1);
    expect(await profilesSeen(at(cast.admin.claims, 'aal2'))).toBe(Object.keys(cast).length);
    // A token without the claim at all counts as aal1.
    expect(await profilesSeen(at(cast.admin.claims, undefined))).toBe(1);
  });

  it('holds for the app_metadata admin and the super admin too', async () => {
    expect(await profilesSeen(at(cast.appAdmin.claims, 'aal1'))).toBe(1);
    expect(await profilesSeen(at(cast.appAdmin.claims, 'aal2'))).toBe(Object.keys(cast).length);
    expect(await checks(at(cast.superAdmin.claims, 'aal1'))).toEqual({ admin: false, role: true, superAdmin: false });
    expect(await checks(at(cast.superAdmin.claims, 'aal2'))).toEqual({ admin: true, role: true, superAdmin: true });
  });

  it('keeps the role visible (has_admin_role) so an aal1 admin can be sent to the code step', async () => {
    expect(await checks(at(cast.admin.claims, 'aal1'))).toEqual({ admin: false, role: true, superAdmin: false });
    expect(await checks(at(cast.userA.claims, 'aal2'))).toEqual({ admin: false, role: false, superAdmin: false });
  });

  it('refuses a role change from an aal1 super admin', async () => {
    const change = (claims: JwtClaims) =>
      test.db.asCaller(claims, (tx) => tx.query(`update public.profiles set role = 'admin' where id = $1 returning id`, [cast.userB.id]));
    // At aal1 the admins' update policy does not even let the row be seen.
    expect(await change(at(cast.superAdmin.claims, 'aal1'))).toEqual([]);
    const role = await test.db.asService((tx) =>
      tx.one<{ role: string }>('select role from public.profiles where id = $1', [cast.userB.id]),
    );
    expect(role?.role).toBe('user');
  });
});
