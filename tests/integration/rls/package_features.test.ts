// package_features RLS: everyone reads the features of visible (active) packages, admins read all of
// them, only the service role (migrations, seed) writes them.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, useSuite } from '../support/matrix';
import { SEED } from '../support/seed';

const active = SEED.packages.businessWebsite;
const inactive = SEED.packages.retiredLandingPage;

describe.each(engines)('package_features RLS on %s', (engine) => {
  const suite = useSuite(engine);

  describe('select', () => {
    matrix(
      suite,
      'select features of the inactive package',
      { sql: 'select id from public.package_features where package_id = $1', params: () => [inactive] },
      { visitor: 0, userA: 0, fakeAdmin: 0, admin: 3, appAdmin: 3 },
    );
    matrix(
      suite,
      'select features of an active package',
      { sql: 'select id from public.package_features where package_id = $1', params: () => [active] },
      { visitor: 7, userA: 7, admin: 7, service: 7 },
    );
  });

  describe('writes', () => {
    const writers = { visitor: 'denied', userA: 'denied', admin: 'denied', appAdmin: 'denied', superAdmin: 'denied', service: 1 } as const;
    matrix(
      suite,
      'insert a package feature',
      { sql: `insert into public.package_features (package_id, feature_name) values ($1, 'Free') returning id`, params: () => [active] },
      writers,
    );
    matrix(
      suite,
      'update a package feature',
      {
        sql: 'update public.package_features set is_included = true where package_id = $1 returning id',
        params: () => [SEED.packages.starterWebsite],
      },
      { visitor: 'denied', userA: 'denied', admin: 'denied', superAdmin: 'denied', service: 6 },
    );
    matrix(
      suite,
      'delete package features',
      { sql: 'delete from public.package_features where package_id = $1 returning id', params: () => [active] },
      { visitor: 'denied', userA: 'denied', admin: 'denied', service: 7 },
    );
  });

  describe('the Thai columns follow the catalogue rules', () => {
    matrix(
      suite,
      'select the Thai texts of the inactive package features',
      { sql: 'select feature_name_th, feature_value_th from public.package_features where package_id = $1', params: () => [inactive] },
      { visitor: 0, userA: 0, admin: 3 },
    );
    matrix(
      suite,
      'update a Thai feature value',
      { sql: `update public.package_features set feature_value_th = 'ฟรี' where package_id = $1 returning id`, params: () => [active] },
      { visitor: 'denied', userA: 'denied', admin: 'denied', service: 7 },
    );
  });
});
