import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { CookieJar } from '../auth/types';

/**
 * A form post's answer, kept for a few minutes in a signed cookie so the page can answer the post with
 * a redirect and show the answer on the GET that follows (post/redirect/get, decision 0068): a reload
 * then asks for the page again instead of sending the form again. What was typed travels in the
 * cookie (httpOnly, never in the address), compressed and signed with a server key, so the page shows
 * only what this server wrote.
 *
 * A browser keeps a cookie of up to 4096 bytes, name and attributes included: an answer that does not
 * fit (a very long message, mostly in Thai) is not sealed, and the page answers that post in place.
 */
export const FLASH_MAX_CHARS = 3800;
/** Inflated, a genuine answer is far smaller: anything larger is refused before it is parsed. */
const MAX_INFLATED_BYTES = 64 * 1024;

function tagOf(key: Uint8Array, body: string): Buffer {
  return createHmac('sha256', key).update(body, 'utf8').digest();
}

/** The cookie's value for `value`, written at `now`; null when it would not fit in a cookie. */
export function sealFlash(value: unknown, key: Uint8Array, now: number = Date.now()): string | null {
  const body = deflateRawSync(Buffer.from(JSON.stringify({ at: now, value }), 'utf8')).toString('base64url');
  const token = `${body}.${tagOf(key, body).toString('base64url')}`;
  return token.length <= FLASH_MAX_CHARS ? token : null;
}

/** The value sealed in `token`, if this key signed it less than `maxAgeMs` ago; else undefined. */
export function openFlash(token: string | undefined, key: Uint8Array, maxAgeMs: number, now: number = Date.now()): unknown {
  if (!token || token.length > FLASH_MAX_CHARS) return undefined;
  const [body, tag, extra] = token.split('.');
  if (!body || !tag || extra !== undefined) return undefined;
  const expected = tagOf(key, body);
  const given = Buffer.from(tag, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const json = inflateRawSync(Buffer.from(body, 'base64url'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
    const { at, value } = JSON.parse(json) as { at?: unknown; value?: unknown };
    // A minute of grace for clocks of two instances that disagree.
    if (typeof at !== 'number' || at > now + 60_000 || now - at > maxAgeMs) return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** How long an answer is kept: long enough for a reload or Back, short for what was typed. */
export const FLASH_TTL_SECONDS = 10 * 60;

/** Where the server's key comes from (the sign-in devices' stored secret); a stand-in in tests. */
export type FlashKeySource = () => Promise<Uint8Array>;

const defaultKey: FlashKeySource = async () => {
  const { getSignInDevices } = await import('../auth/limits/signInDevices');
  return (await getSignInDevices()).flashKey();
};

/**
 * Keeps `value` in the cookie `name` (httpOnly, SameSite=Lax, __Host- over https: see astroCookies.ts).
 * False when it cannot (too large, or the key could not be read): the page then answers in place.
 */
export async function keepFlash(jar: CookieJar, name: string, value: unknown, key: FlashKeySource = defaultKey): Promise<boolean> {
  try {
    const sealed = sealFlash(value, await key());
    if (!sealed) return false;
    jar.set(name, sealed, { maxAge: FLASH_TTL_SECONDS });
    return true;
  } catch (error) {
    console.error('[forms] could not keep the answer in a cookie', error);
    return false;
  }
}

/** The value kept in the cookie `name`, if this server sealed it in the last FLASH_TTL_SECONDS. */
export async function readFlash(jar: CookieJar, name: string, key: FlashKeySource = defaultKey): Promise<unknown> {
  const token = jar.get(name);
  if (!token) return undefined;
  try {
    return openFlash(token, await key(), FLASH_TTL_SECONDS * 1000);
  } catch (error) {
    console.error('[forms] could not read the answer kept in a cookie', error);
    return undefined;
  }
}
