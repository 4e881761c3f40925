// public.is_admin(): app_metadata.role or profiles.role, never user_metadata (docs/decisions/0004).
import { describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../src/server/db/types';
import { createUser, runAs, type ActorName } from './support/actors';
import { engines } from './support/database';
import { useSuite } from './support/matrix';

describe.each(engines)('admin check on %s', (engine) => {
  const suite = useSuite(engine);
  const check = (actor: ActorName) =>
    runAs(suite.db, suite.cast, actor, (tx) =>
      tx.one<{ admin: boolean; superAdmin: boolean }>('select public.is_admin() as admin, public.is_super_admin() as "superAdmin"'),
    );

  it.each([
    ['visitor', false, false],
    ['userA', false, false],
    ['fakeAdmin', false, false],
    ['admin', true, false],
    ['appAdmin', true, false],
    ['superAdmin', true, true],
  ] as const)('%s: admin %s, super admin %s', async (actor, admin, superAdmin) => {
    expect(await check(actor)).toEqual({ admin, superAdmin });
  });

  it('does not trust a role in user_metadata, even super_admin in the token', async () => {
    const claims: JwtClaims = { ...suite.cast.userA.claims, user_metadata: { role: 'super_admin' } };
    const row = await suite.db.asCaller(claims, (tx) => tx.one('select public.is_admin() as admin, public.is_super_admin() as super'));
    expect(row).toEqual({ admin: false, super: false });
  });

  it('trusts app_metadata.role super_admin in the token', async () => {
    const user = await createUser(suite.db, { email: 'app-super@example.test', appMetadata: { role: 'super_admin' } });
    const row = await suite.db.asCaller(user.claims, (tx) => tx.one('select public.is_admin() as admin, public.is_super_admin() as super'));
    expect(row).toEqual({ admin: true, super: true });
  });

  it('ignores an unknown role in app_metadata', async () => {
    const claims: JwtClaims = { ...suite.cast.userA.claims, app_metadata: { role: 'editor' } };
    expect(await suite.db.asCaller(claims, (tx) => tx.one('select public.is_admin() as admin'))).toEqual({ admin: false });
  });

  it('follows a profile role change on the next call', async () => {
    const user = await createUser(suite.db, { email: 'promoted@example.test' });
    const isAdmin = () => suite.db.asCaller(user.claims, (tx) => tx.one<{ admin: boolean }>('select public.is_admin() as admin'));
    expect(await isAdmin()).toEqual({ admin: false });
    await suite.db.asCaller(suite.cast.superAdmin.claims, (tx) =>
      tx.query(`update public.profiles set role = 'admin' where id = $1`, [user.id]),
    );
    expect(await isAdmin()).toEqual({ admin: true });
  });

  it('runs as security definer with an empty search_path', async () => {
    const rows = await suite.db.asOwner((tx) =>
      tx.query<{ name: string; definer: boolean; config: string[] | null }>(
        `select p.proname as name, p.prosecdef as definer, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.proname in ('is_admin', 'is_super_admin', 'handle_new_user')
         order by p.proname`,
      ),
    );
    expect(rows).toEqual([
      { name: 'handle_new_user', definer: true, config: ['search_path=""'] },
      { name: 'is_admin', definer: true, config: ['search_path=""'] },
      { name: 'is_super_admin', definer: true, config: ['search_path=""'] },
    ]);
  });
});
