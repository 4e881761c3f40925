// profiles RLS: read and edited by their owner and by admins; roles change only by a super admin (or the
// service role); rows are created by the sign-up trigger and deleted with the account, never by callers.
import { describe, it } from 'vitest';
import { engines } from '../support/database';
import { matrix, ownerAndAdmins, probe, useSuite, expectOutcome } from '../support/matrix';

const roleRefused = { code: '42501', message: /Only a super admin may change a role/ };

describe.each(engines)('profiles RLS on %s', (engine) => {
  const suite = useSuite(engine);
  const idOf = (name: 'userA' | 'userB' | 'admin' | 'superAdmin') => () => [suite.cast[name].id];

  describe('select', () => {
    const statement = { sql: 'select id from public.profiles where id = $1', params: idOf('userA') };
    matrix(suite, "select user A's profile", statement, ownerAndAdmins);
    matrix(
      suite,
      'select the profiles of the whole cast',
      { sql: 'select id from public.profiles where id = any($1::uuid[])', params: () => [Object.values(suite.cast).map((u) => u.id)] },
      { userA: 1, userB: 1, fakeAdmin: 1, admin: 6, appAdmin: 6 },
    );
  });

  describe('update of editable fields', () => {
    const statement = {
      sql: `update public.profiles set full_name = 'Renamed', company = 'Co' where id = $1 returning id`,
      params: idOf('userA'),
    };
    matrix(suite, "update user A's name", statement, ownerAndAdmins);
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
    matrix(suite, 'demote the admin to user', promote('admin', 'user'), { admin: roleRefused, superAdmin: 1 });

    it('lets a user save their profile when the role is sent unchanged', async () => {
      const outcome = await probe(
        suite,
        'userA',
        `update public.profiles set full_name = 'Ann', role = 'user' where id = $1 returning role`,
        [suite.cast.userA.id],
      );
      expectOutcome(outcome, 1);
    });
  });

  describe('insert and delete', () => {
    matrix(
      suite,
      'insert a profile',
      { sql: `insert into public.profiles (id, full_name) values (gen_random_uuid(), 'Ghost') returning id` },
      { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied' },
    );
    matrix(
      suite,
      "delete user A's profile",
      { sql: 'delete from public.profiles where id = $1 returning id', params: idOf('userA') },
      {
        visitor: 'denied',
        userA: 'denied',
        userB: 'denied',
        admin: 'denied',
        superAdmin: 'denied',
        service: 1,
      },
    );
  });
});
