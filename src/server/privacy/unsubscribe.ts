/**
 * One-click withdrawal of marketing consent (issue 38, PDPA section 19): the link every marketing
 * e-mail must carry. It names the account and carries an
 * HMAC of it under a server key, so it needs no sign-in and cannot be forged for someone else. Opening
 * it withdraws at once: a mail scanner that follows links can only ever stop marketing, never start it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETING_WORDING_VERSION } from '../../domain/privacy/consent';
import type { Locale } from '../../i18n/locales';
import { localizeUrl } from '../../i18n/locales';
import type { Database } from '../db/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key: derived for this one purpose from the server's stored secret (the form answers' key). */
export async function unsubscribeKey(): Promise<Buffer> {
  const { getSignInDevices } = await import('../auth/limits/signInDevices');
  return createHmac('sha256', await (await getSignInDevices()).flashKey())
    .update('marketing unsubscribe', 'utf8')
    .digest();
}

const tagOf = (key: Uint8Array, userId: string) => createHmac('sha256', key).update(userId.toLowerCase(), 'utf8').digest();

/** The link for one account, on the configured site, in the account's language. */
export function unsubscribeUrl(siteUrl: string, locale: Locale, userId: string, key: Uint8Array): string {
  const query = new URLSearchParams({ u: userId, t: tagOf(key, userId).toString('base64url') });
  return `${siteUrl.replace(/\/$/, '')}${localizeUrl('/privacy/unsubscribe', locale)}?${query}`;
}

/** The account a link names, when its tag is this server's; null otherwise. */
export function unsubscribeAccount(key: Uint8Array, userId: string | null, tag: string | null): string | null {
  if (!userId || !tag || !UUID.test(userId)) return null;
  const given = Buffer.from(tag, 'base64url');
  const expected = tagOf(key, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * Records the withdrawal (service role: the link has no session), unless consent is already not given.
 * False when the account no longer exists.
 */
export async function withdrawByLink(db: Database, userId: string, locale: Locale): Promise<boolean> {
  return db.asService(async (tx) => {
    const user = await tx.db.selectFrom('auth.users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return false;
    const latest = await tx.db
      .selectFrom('public.marketing_consents')
      .select('given')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest?.given !== true) return true;
    await tx.db
      .insertInto('public.marketing_consents')
      .values({ user_id: userId, given: false, wording_version: MARKETING_WORDING_VERSION, method: 'one_click_link', locale })
      .execute();
    return true;
  });
}
