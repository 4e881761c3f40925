/**
 * The marketing link of decision 0070 (`/privacy/unsubscribe?u=<account>&t=<tag>`), retired by decision
 * 0080: opening it used to withdraw consent at once. It now only leads to the one-click page of decision
 * 0075 with the same person's marketing token, where opening shows a confirmation and only the button's
 * POST (or a mail client's one-click POST) stops anything. No e-mail ever carried the old link; it is
 * answered so that none could act on a GET.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../i18n/locales';
import { localizeUrl } from '../../i18n/locales';
import type { Database } from '../db/types';
import { oneClickKey, oneClickToken, oneClickUrl, UNSUBSCRIBE_PATH } from './oneClick';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The old link's key: derived for that one purpose from the server's stored secret (the form answers' key). */
export async function unsubscribeKey(): Promise<Buffer> {
  const { getSignInDevices } = await import('../auth/limits/signInDevices');
  return createHmac('sha256', await (await getSignInDevices()).flashKey())
    .update('marketing unsubscribe', 'utf8')
    .digest();
}

/** The account an old link names, when its tag is this server's; null otherwise. */
export function unsubscribeAccount(key: Uint8Array, userId: string | null, tag: string | null): string | null {
  if (!userId || !tag || !UUID.test(userId)) return null;
  const given = Buffer.from(tag, 'base64url');
  const expected = createHmac('sha256', key).update(userId.toLowerCase(), 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * Where an old link now leads, on this site: the one-click page with the account's marketing token, or
 * the same page without one (it then says the link is not valid). Changes nothing.
 */
export async function retiredLinkTarget(db: Database, locale: Locale, userId: string | null): Promise<string> {
  if (!userId) return localizeUrl(UNSUBSCRIBE_PATH, locale);
  // On this site: the one-click link without an origin.
  return oneClickUrl('', locale, oneClickToken(await db.asService(oneClickKey), 'marketing', userId));
}
