// The retired marketing link of decision 0070 (`/privacy/unsubscribe?u=&t=`; decision 0080): its tag is
// the server's for that account only, and it now only leads to the one-click page (decision 0075) with
// the same person's marketing token, changing nothing on the way. Opening a link never withdraws.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { oneClickKey, readOneClickToken } from '../../../src/server/privacy/oneClick';
import { retiredLinkTarget, unsubscribeAccount } from '../../../src/server/privacy/unsubscribe';

const key = new Uint8Array(32).fill(7);
/** The old link's tag, as 0070 specified it: HMAC-SHA256 of the account id under the purpose key. */
const oldTag = (userId: string, under = key) => createHmac('sha256', under).update(userId, 'utf8').digest('base64url');

describe.each(engines)('the retired marketing link on %s', (engine) => {
  const suite = useSuite(engine);

  it('names its own account only', () => {
    const { userA, userB } = suite.cast;
    const tag = oldTag(userA.id);
    expect(unsubscribeAccount(key, userA.id, tag)).toBe(userA.id);
    expect(unsubscribeAccount(key, userB.id, tag)).toBeNull();
    expect(unsubscribeAccount(key, userA.id, oldTag(userA.id, new Uint8Array(32).fill(8)))).toBeNull();
    expect(unsubscribeAccount(key, 'not-a-uuid', tag)).toBeNull();
    expect(unsubscribeAccount(key, userA.id, null)).toBeNull();
  });

  it('leads to the one-click page with the same person’s marketing token, and withdraws nothing', async () => {
    const { userA } = suite.cast;
    await suite.db.asCaller(userA.claims, (tx) =>
      tx.query(
        `insert into public.marketing_consents (given, wording_version, method, locale) values (true, '2026-12', 'account_settings', 'th')`,
      ),
    );
    const target = new URL(await retiredLinkTarget(suite.db, 'th', userA.id), 'https://studio.example');
    expect(target.pathname).toBe('/th/unsubscribe');
    expect(readOneClickToken(await suite.db.asService(oneClickKey), target.searchParams.get('token'))).toEqual({
      topic: 'marketing',
      userId: userA.id,
    });
    expect(await retiredLinkTarget(suite.db, 'en', null)).toBe('/unsubscribe');
    const consents = await suite.db.asOwner((tx) =>
      tx.query<{ given: boolean }>('select given from public.marketing_consents where user_id = $1', [userA.id]),
    );
    expect(consents).toEqual([{ given: true }]);
  });
});
