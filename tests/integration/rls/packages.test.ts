// packages RLS: everyone reads the active catalogue (Thai columns included), admins read all of it, only
// the service role (migrations, seed) writes it.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, publicRead, useSuite } from '../support/matrix';
import { SEED } from '../support/seed';

const active = SEED.packages.businessWebsite;
const inactive = SEED.packages.retiredLandingPage;

describe.each(engines)('packages RLS on %s', (engine) => {
  const suite = useSuite(engine);

  describe('select', () => {
    matrix(suite, 'select active packages', { sql: 'select id from public.packages' }, publicRead(SEED.activePackageCount, 1));
    matrix(
      suite,
      'select the inactive package',
      { sql: 'select id from public.packages where id = $1', params: () => [inactive] },
      publicRead(0, 1),
    );
  });

  describe('writes', () => {
    const writers = { visitor: 'denied', userA: 'denied', admin: 'denied', appAdmin: 'denied', superAdmin: 'denied', service: 1 } as const;
    matrix(
      suite,
      'insert a package',
      { sql: `insert into public.packages (name, price, category) values ('Cheap', 1, 'website') returning id` },
      writers,
    );
    matrix(
      suite,
      'update a price',
      { sql: 'update public.packages set price = 1 where id = $1 returning id', params: () => [active] },
      writers,
    );
    matrix(suite, 'delete a package', { sql: 'delete from public.packages where id = $1 returning id', params: () => [active] }, writers);
  });

  describe('the Thai columns follow the catalogue rules', () => {
    matrix(
      suite,
      'select the Thai texts of the inactive package',
      { sql: 'select name_th, description_th, features_th from public.packages where id = $1', params: () => [inactive] },
      { visitor: 0, userA: 0, fakeAdmin: 0, admin: 1, service: 1 },
    );
    matrix(
      suite,
      'select the Thai texts of active packages',
      { sql: 'select name_th, features_th from public.packages where name_th is not null' },
      { visitor: SEED.activePackageCount, userA: SEED.activePackageCount },
    );
    matrix(
      suite,
      'update a Thai name',
      { sql: `update public.packages set name_th = 'ราคาพิเศษ' where id = $1 returning id`, params: () => [active] },
      { visitor: 'denied', userA: 'denied', admin: 'denied', appAdmin: 'denied', service: 1 },
    );
  });
});
