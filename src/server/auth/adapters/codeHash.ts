import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes for one-time recovery codes on the Supabase path (decision 0049). scrypt from Node's own
 * crypto, not Argon2: the production function is bundled without native modules (the platform
 * journey checks that no argon2 ships), and a native one crashed it. Each code carries about 49
 * random bits and every try runs the sign-in backoff, so a memory-hard hash with its own salt is
 * more than the guessing needs. Stored as `scrypt:N:r:p:salt:hash` (base64), so the cost can rise later.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(plain: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(plain, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashCode(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join(':');
}

export async function verifyCode(stored: string, plain: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(plain, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
