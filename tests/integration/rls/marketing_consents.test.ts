// marketing_consents RLS (issue 38, decision 0070): a client records their own consent from Account
// Settings and reads their own record; admins read all (to know whom marketing may reach); the service
// records withdrawals through the one-click link, which has no session. Nobody changes or removes a decision.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, ownerAndAdmins, useSuite, type Suite } from '../support/matrix';

async function addConsent(suite: Suite) {
  const row = await suite.db.asCaller(suite.cast.userA.claims, (tx) =>
    tx.one<{ id: string }>(
      `insert into public.marketing_consents (given, wording_version, method, locale) values (true, '2026-12', 'account_settings', 'th') returning id`,
    ),
  );
  suite.ids['consentA'] = row?.id ?? '';
}

const insertAs = (method: string, given: boolean) => ({
  sql: `insert into public.marketing_consents (user_id, given, wording_version, method, locale) values ($1, ${given}, '2026-12', '${method}', 'en') returning id`,
  params: (s: Suite) => [s.cast.userA.id],
});

describe.each(engines)('marketing_consents RLS on %s', (engine) => {
  const suite = useSuite(engine, addConsent);
  const consentA = (s: Suite) => [s.ids['consentA']];

  matrix(
    suite,
    "select user A's consent",
    { sql: 'select id from public.marketing_consents where id = $1', params: consentA },
    ownerAndAdmins,
  );
  matrix(suite, 'record consent for user A from the settings', insertAs('account_settings', true), {
    visitor: 'denied',
    userA: 1,
    userB: 'rls',
    fakeAdmin: 'rls',
    admin: 'rls',
    appAdmin: 'rls',
    superAdmin: 'rls',
    service: 1,
  });
  matrix(suite, "withdraw user A's consent through the one-click link", insertAs('one_click_link', false), {
    visitor: 'denied',
    userA: 'rls',
    userB: 'rls',
    admin: 'rls',
    service: 1,
  });
  matrix(suite, 'give consent through the one-click link', insertAs('one_click_link', true), { userA: 'rls' });
  matrix(
    suite,
    "change user A's consent",
    { sql: 'update public.marketing_consents set given = false where id = $1 returning id', params: consentA },
    { ...nobody, userA: { code: '42501' }, admin: 'denied', service: 'denied' },
  );
  matrix(
    suite,
    "delete user A's consent",
    { sql: 'delete from public.marketing_consents where id = $1 returning id', params: consentA },
    nobody,
  );
});
