// profiles: created by the sign-up trigger, kept in step with the account, constrained to known roles.
// Who may read and write them: tests/integration/rls/profiles.test.ts.
import { describe, expect, it } from 'vitest';
import { createUser } from './support/actors';
import { engines } from './support/database';
import { probe, useSuite, expectOutcome } from './support/matrix';

describe.each(engines)('profiles on %s', (engine) => {
  const suite = useSuite(engine);

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

  describe('constraints', () => {
    it('refuses an invalid role even to the service role', async () => {
      const outcome = await probe(suite, 'service', `update public.profiles set role = 'owner' where id = $1 returning id`, [
        suite.cast.userA.id,
      ]);
      expectOutcome(outcome, { code: '23514' });
    });
  });
});
