// profiles: created by the sign-up trigger, read and edited by their owner and by admins; roles change
// only by a super admin (or the service role).
import { describe, expect, it } from 'vitest';
import { createUser } from './support/actors';
import { engines } from './support/database';
import { matrix, probe, useSuite, expectOutcome } from './support/matrix';

const roleRefused = { code: '42501', message: /Only a super admin may change a role/ };

describe.each(engines)('profiles on %s', (engine) => {
  const suite = useSuite(engine);
  const idOf = (name: 'userA' | 'userB' | 'admin' | 'superAdmin') => () => [suite.cast[name].id];

  describe('the sign-up trigger', () => {
    it('creates a profile from the sign-up metadata, always with role user', async () => {
      const user = await createUser(suite.db, {
        email: 'Claimer@Example.test',
        userMetadata: { full_name: '  Chai Claimer ', phone: '+66 81 234 5678', company: 'Chai Co', role: 'admin' },
        appMetadata: {},
      });
      const profile = await suite.db.asOwner((tx) => tx.one('select * from public.profiles where id = $1', [user.id]));
      expect(profile).toMatchObject({
        id: user.id,
        email: 'Claimer@Example.test',
        full_name: 'Chai Claimer',
        phone: '+66 81 234 5678',
        company: 'Chai Co',
        role: 'user',
      });
    });

    it('takes the name from `name` when full_name is missing, and defaults the rest to empty', async () => {
      const user = await createUser(suite.db, { email: 'nok@example.test', userMetadata: { name: 'Nok', role: 'super_admin' } });
      const profile = await suite.db.asOwner((tx) =>
        tx.one('select full_name, phone, company, role from public.profiles where id = $1', [user.id]),
      );
      expect(profile).toEqual({ full_name: 'Nok', phone: '', company: '', role: 'user' });
    });

    it('keeps the profile e-mail in step with the account e-mail', async () => {
      const user = await createUser(suite.db, { email: 'old@example.test' });
      await suite.db.asService((tx) => tx.query(`update auth.users set email = 'new@example.test' where id = $1`, [user.id]));
      const profile = await suite.db.asOwner((tx) => tx.one('select email from public.profiles where id = $1', [user.id]));
      expect(profile).toEqual({ email: 'new@example.test' });
    });

    it('rejects a second account with the same e-mail in another case', async () => {
      await expect(createUser(suite.db, { email: 'ANN@example.test' })).rejects.toMatchObject({ code: '23505' });
    });

    it('deletes the profile with the account', async () => {
      const user = await createUser(suite.db, { email: 'leaver@example.test' });
      await suite.db.asService((tx) => tx.query('delete from auth.users where id = $1', [user.id]));
      const profile = await suite.db.asOwner((tx) => tx.one('select 1 from public.profiles where id = $1', [user.id]));
      expect(profile).toBeNull();
    });
  });

  describe('select', () => {
    const statement = { sql: 'select id from public.profiles where id = $1', params: idOf('userA') };
    matrix(suite, "select user A's profile", statement, {
      visitor: 'denied',
      userA: 1,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      superAdmin: 1,
      service: 1,
    });
    matrix(
      suite,
      'select the profiles of the whole cast',
      { sql: 'select id from public.profiles where id = any($1::uuid[])', params: () => [Object.values(suite.cast).map((u) => u.id)] },
      { userA: 1, userB: 1, fakeAdmin: 1, admin: 6, appAdmin: 6 },
    );
  });

  describe('update of editable fields', () => {
    const statement = { sql: `update public.profiles set full_name = 'Renamed', company = 'Co' where id = $1 returning id`, params: idOf('userA') };
    matrix(suite, "update user A's name", statement, {
      visitor: 'denied',
      userA: 1,
      userB: 0,
      fakeAdmin: 0,
      admin: 1,
      appAdmin: 1,
      service: 1,
    });
    matrix(
      suite,
      "update user A's id",
      { sql: 'update public.profiles set id = gen_random_uuid() where id = $1 returning id', params: idOf('userA') },
      { userA: 'denied', admin: 'denied' },
    );
    matrix(
      suite,
      "update user A's profile e-mail",
      { sql: `update public.profiles set email = 'x@example.test' where id = $1 returning id`, params: idOf('userA') },
      { userA: 'denied', admin: 'denied' },
    );
  });

  describe('role changes', () => {
    const promote = (name: 'userA' | 'admin' | 'superAdmin', role: string) => ({
      sql: `update public.profiles set role = '${role}' where id = $1 returning id`,
      params: idOf(name),
    });
    matrix(suite, 'raise own role to admin', promote('userA', 'admin'), { userA: roleRefused });
    matrix(suite, "raise user A's role to admin", promote('userA', 'admin'), {
      userB: 0,
      fakeAdmin: 0,
      admin: roleRefused,
      appAdmin: roleRefused,
      superAdmin: 1,
      service: 1,
    });
    matrix(suite, 'raise own role from admin to super_admin', promote('admin', 'super_admin'), { admin: roleRefused });
    matrix(suite, "demote the admin to user", promote('admin', 'user'), { admin: roleRefused, superAdmin: 1 });

    it('lets a user save their profile when the role is sent unchanged', async () => {
      const outcome = await probe(
        suite,
        'userA',
        `update public.profiles set full_name = 'Ann', role = 'user' where id = $1 returning role`,
        [suite.cast.userA.id],
      );
      expectOutcome(outcome, 1);
    });

    it('refuses an invalid role even to the service role', async () => {
      const outcome = await probe(suite, 'service', promote('userA', 'owner').sql, [suite.cast.userA.id]);
      expectOutcome(outcome, { code: '23514' });
    });
  });

  describe('insert and delete', () => {
    matrix(
      suite,
      'insert a profile',
      { sql: `insert into public.profiles (id, full_name) values (gen_random_uuid(), 'Ghost') returning id` },
      { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied' },
    );
    matrix(suite, "delete user A's profile", { sql: 'delete from public.profiles where id = $1 returning id', params: idOf('userA') }, {
      visitor: 'denied',
      userA: 'denied',
      admin: 'denied',
      superAdmin: 'denied',
      service: 1,
    });
  });
});
