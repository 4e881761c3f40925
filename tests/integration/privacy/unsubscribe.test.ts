// The one-click withdrawal link of marketing e-mails (issue 38): its tag is the server's for that
// account only, and following it records one withdrawal (one_click_link) without a sign-in.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { unsubscribeAccount, unsubscribeUrl, withdrawByLink } from '../../../src/server/privacy/unsubscribe';

const key = new Uint8Array(32).fill(7);

describe.each(engines)('the one-click withdrawal link on %s', (engine) => {
  const suite = useSuite(engine);

  it('names its own account only', () => {
    const { userA, userB } = suite.cast;
    const url = new URL(unsubscribeUrl('https://studio.example/', 'th', userA.id, key));
    expect(url.pathname).toBe('/th/privacy/unsubscribe');
    const tag = url.searchParams.get('t');
    expect(unsubscribeAccount(key, userA.id, tag)).toBe(userA.id);
    expect(unsubscribeAccount(key, userB.id, tag)).toBeNull();
    expect(unsubscribeAccount(new Uint8Array(32).fill(8), userA.id, tag)).toBeNull();
    expect(unsubscribeAccount(key, 'not-a-uuid', tag)).toBeNull();
    expect(unsubscribeAccount(key, userA.id, null)).toBeNull();
  });

  it('withdraws a given consent once, and says so for an account that is gone', async () => {
    const { userA } = suite.cast;
    await suite.db.asCaller(userA.claims, (tx) =>
      tx.query(
        `insert into public.marketing_consents (given, wording_version, method, locale) values (true, '2026-12', 'account_settings', 'en')`,
      ),
    );
    expect(await withdrawByLink(suite.db, userA.id, 'en')).toBe(true);
    expect(await withdrawByLink(suite.db, userA.id, 'en')).toBe(true);
    const rows = await suite.db.asOwner((tx) =>
      tx.query<{ given: boolean; method: string }>(
        'select given, method from public.marketing_consents where user_id = $1 order by created_at, given desc',
        [userA.id],
      ),
    );
    expect(rows).toEqual([
      { given: true, method: 'account_settings' },
      { given: false, method: 'one_click_link' },
    ]);
    expect(await withdrawByLink(suite.db, crypto.randomUUID(), 'en')).toBe(false);
  });
});
