/**
 * Sign-in device cookies (decision 0026, after OWASP's "Slow Down Online Guessing Attacks with Device
 * Cookies"). After a successful sign-in the browser gets a signed, httpOnly, long-lived cookie holding a
 * random device id and the accounts that signed in on it, each named by a keyed hash of its e-mail
 * (never the address). An attempt that presents a genuine cookie naming the account it is for is counted
 * under a backoff of that account and device alone, so strangers' failures elsewhere never slow the
 * owner's known browsers; every other attempt keeps the per-account backoff of decision 0011.
 *
 * The signature is the point: an unsigned device id would let an attacker invent a fresh one, and so a
 * fresh backoff, for every guess. The key is kept in the database (private.sign_in_device_key, see
 * supabase/migrations/20261126100000_sign_in_device_key.sql), the same for every process and instance.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { call } from '../../db/builder';
import { getDatabase } from '../../db/index';
import type { Database } from '../../db/types';
import { normaliseEmail } from '../../rateLimit';
import type { CookieJar } from '../types';

/** Stored as `__Host-sp-device` over https (astroCookies.ts), httpOnly: no script ever reads it. */
export const DEVICE_COOKIE = 'sp-device';
/** A year, renewed on every successful sign-in: a browser in regular use stays known. */
export const DEVICE_COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared office laptop); the oldest drops out first. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 5;

const AUDIENCE = 'sign-in-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const ACCOUNT_TAG = /^[A-Za-z0-9_-]{43}$/;

interface Keys {
  /** Signs the cookie (HS256). */
  cookie: Uint8Array;
  /** Names an account in the cookie: HMAC of the normalised e-mail, so the cookie never shows it. */
  account: Buffer;
  /** Signs the short-lived cookie a form post's answer is kept in (server/forms/flash.ts). */
  flash: Buffer;
}

interface DeviceClaims {
  device: string;
  accounts: string[];
}

/** Separate keys per use, derived from the one stored secret. */
function deriveKeys(secret: string): Keys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose, 'utf8').digest();
  return {
    cookie: new Uint8Array(derive('sign-in device cookie')),
    account: derive('sign-in device account'),
    flash: derive('form flash'),
  };
}

export class SignInDevices {
  private keys: Promise<Keys> | undefined;

  constructor(private readonly db: Database) {}

  /** The device id when the request carries a genuine cookie naming this account; else undefined. */
  async trustedDevice(cookies: CookieJar, email: string): Promise<string | undefined> {
    const token = cookies.get(DEVICE_COOKIE);
    if (!token) return undefined;
    const keys = await this.getKeys();
    const claims = await this.read(keys, token);
    return claims?.accounts.includes(this.accountTag(keys, email)) ? claims.device : undefined;
  }

  /**
   * After a successful sign-in: (re)issues the cookie with this account first, keeping the device id of
   * a genuine cookie the browser already had. Never throws: the sign-in has succeeded either way.
   */
  async remember(cookies: CookieJar, email: string): Promise<void> {
    try {
      const keys = await this.getKeys();
      const token = cookies.get(DEVICE_COOKIE);
      const previous = token ? await this.read(keys, token) : undefined;
      const tag = this.accountTag(keys, email);
      const claims: DeviceClaims = {
        device: previous?.device ?? randomBytes(16).toString('base64url'),
        accounts: [tag, ...(previous?.accounts ?? []).filter((a) => a !== tag)].slice(0, DEVICE_COOKIE_MAX_ACCOUNTS),
      };
      const signed = await new SignJWT({ dev: claims.device, acc: claims.accounts })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_COOKIE_TTL_SECONDS}s`)
        .sign(keys.cookie);
      cookies.set(DEVICE_COOKIE, signed, { maxAge: DEVICE_COOKIE_TTL_SECONDS });
    } catch (error) {
      console.error('[auth] could not remember the sign-in device', error);
    }
  }

  /** The key of the signed form-answer cookies: the same stored secret, its own derived key. */
  async flashKey(): Promise<Buffer> {
    return (await this.getKeys()).flash;
  }

  private accountTag(keys: Keys, email: string): string {
    return createHmac('sha256', keys.account).update(normaliseEmail(email), 'utf8').digest('base64url');
  }

  /** The claims of a genuine, unexpired cookie; undefined for anything else (forged, expired, garbled). */
  private async read(keys: Keys, token: string): Promise<DeviceClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, keys.cookie, { algorithms: ['HS256'], audience: AUDIENCE });
      const { dev, acc } = payload;
      if (typeof dev !== 'string' || !DEVICE_ID.test(dev)) return undefined;
      if (!Array.isArray(acc) || !acc.every((a): a is string => typeof a === 'string' && ACCOUNT_TAG.test(a))) return undefined;
      return { device: dev, accounts: acc };
    } catch {
      return undefined;
    }
  }

  private getKeys(): Promise<Keys> {
    if (!this.keys) {
      // The first process to ask stores its random candidate; every later call gets that one back.
      const candidate = randomBytes(32).toString('base64url');
      this.keys = this.db
        // Service role: the key is a server secret no user role may read.
        .asService((tx) => tx.db.selectNoFrom(call('public.sign_in_device_key', candidate).as('secret')).executeTakeFirst())
        .then((row) => {
          if (!row?.secret) throw new Error('sign_in_device_key returned no key');
          return deriveKeys(row.secret);
        });
      // A database that failed to answer is asked again on the next call.
      this.keys.catch(() => {
        this.keys = undefined;
      });
    }
    return this.keys;
  }
}

let devices: Promise<SignInDevices> | undefined;

/** The process's device cookies, over its database. */
export function getSignInDevices(): Promise<SignInDevices> {
  if (!devices) {
    devices = getDatabase().then((db) => new SignInDevices(db));
    devices.catch(() => {
      devices = undefined;
    });
  }
  return devices;
}
