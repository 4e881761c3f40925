/**
 * One-click unsubscribe (RFC 8058 over RFC 2369's List-Unsubscribe; issue 38, docs/decisions/0075).
 *
 * The token names the person and what to stop: `<topic>.<user id>.<tag>`, where the tag is an
 * HMAC-SHA256 of both under a key derived for this one purpose from the server's stored secret. So it
 * needs no sign-in, cannot be made for someone else, and a reminders token can never stop (or start)
 * anything but reminders. It has no expiry (a mail client may post it weeks later); it stops being valid
 * only if the server secret is replaced, and then it says so: it never turns into another person's or
 * another topic's link.
 *
 * Opening the link (GET) only shows a confirmation with a button; the POST stops (link scanners open
 * links, they do not post forms). A mail client's one-click POST goes to the same address.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MARKETING_WORDING_VERSION } from '../../domain/privacy/consent';
import { localizeUrl, type Locale } from '../../i18n/locales';
import { call } from '../db/builder';
import type { Database, Tx } from '../db/types';

export const UNSUBSCRIBE_TOPICS = ['reminders', 'marketing'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The page a link opens and a one-click POST goes to (with /th for Thai). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TAG = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key: the server's stored secret (the one the sign-in device cookies and form answers derive
 * theirs from, public.sign_in_device_key), derived for one-click unsubscribe only. Service role: no user
 * role may read the secret. Inside the caller's transaction (the reminder run's, the page's).
 */
export async function oneClickKey(tx: Tx): Promise<Buffer> {
  const row = await tx.asService((service) =>
    service.db.selectNoFrom(call('public.sign_in_device_key', randomBytes(32).toString('base64url')).as('secret')).executeTakeFirst(),
  );
  if (!row?.secret) throw new Error('sign_in_device_key returned no key');
  return createHmac('sha256', row.secret).update('one-click unsubscribe v1', 'utf8').digest();
}

const tagOf = (key: Uint8Array, topic: UnsubscribeTopic, userId: string) =>
  createHmac('sha256', key).update(`${topic}|${userId}`, 'utf8').digest();

/** The token for one person and one topic. */
export function oneClickToken(key: Uint8Array, topic: UnsubscribeTopic, userId: string): string {
  const id = userId.toLowerCase();
  if (!UUID.test(id)) throw new Error('oneClickToken: not a user id');
  return `${topic}.${id}.${tagOf(key, topic, id).toString('base64url')}`;
}

/** Whether a token has the shape of one (checked before the key is fetched: garbage costs no query). */
export function hasOneClickShape(token: string | null | undefined): token is string {
  if (!token || token.length > 200) return false;
  const [topic, userId, tag, ...rest] = token.split('.');
  return (
    rest.length === 0 && (UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic ?? '') && UUID.test(userId ?? '') && TAG.test(tag ?? '')
  );
}

/** Who and what a token names, when its tag is this server's; null for anything else. */
export function readOneClickToken(key: Uint8Array, token: string | null | undefined): { topic: UnsubscribeTopic; userId: string } | null {
  if (!hasOneClickShape(token)) return null;
  const [topic, userId, tag] = token.split('.') as [UnsubscribeTopic, string, string];
  const expected = tagOf(key, topic, userId);
  const given = Buffer.from(tag, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { topic, userId } : null;
}

/** The link, on the configured site, in the person's language. */
export function oneClickUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizeUrl(UNSUBSCRIBE_PATH, locale)}?${new URLSearchParams({ token })}`;
}

/**
 * Stops what the token names. Idempotent: stopping what is already stopped changes nothing. The service
 * role (the link has no session), whose only write on a client's reminders is a function that turns them
 * off, never on. An account deleted since is nothing to stop (nothing more is sent to it).
 */
export async function stopByOneClick(db: Database, topic: UnsubscribeTopic, userId: string, locale: Locale): Promise<void> {
  await db.asService(async (tx) => {
    const user = await tx.db.selectFrom('auth.users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return;
    if (topic === 'reminders') {
      // The only write the service has on a client's notification preference: off (the migration).
      await tx.db.selectNoFrom(call('public.stop_reminders_by_link', userId).as('stopped')).execute();
      return;
    }
    const latest = await tx.db
      .selectFrom('public.marketing_consents')
      .select('given')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest?.given !== true) return;
    await tx.db
      .insertInto('public.marketing_consents')
      .values({ user_id: userId, given: false, wording_version: MARKETING_WORDING_VERSION, method: 'one_click_link', locale })
      .execute();
  });
}
