/**
 * TOTP for the local adapter (docs/decisions/0045): secrets and codes with otpauth (RFC 6238, SHA-1,
 * six digits, 30 s: what every authenticator app reads), the QR code with qrcode, and the secret kept
 * encrypted at rest with AES-256-GCM (node:crypto), under a key from configuration.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from '../../../domain/auth/twoStep';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock 30 s off, or a code typed just as it changed, still works. */
export const TOTP_WINDOW = 1;
const ISSUER = 'Siam Pixel Studio';

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export interface NewTotpSecret {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code, in a data URL an <img> shows. */
  qrCode: string;
}

/** A fresh 160-bit secret (RFC 4226's recommended length), its otpauth:// URI and QR code. */
export async function newTotpSecret(accountLabel: string): Promise<NewTotpSecret> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, accountLabel).toString();
  return { secret, uri, qrCode: await qrDataUrl(uri) };
}

export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The 30-second step a code belongs to, if it is right for `secret` within the window at `nowSeconds`;
 * null otherwise. The caller refuses a step not after the last one accepted (no code twice).
 */
export function matchingStep(secretBase32: string, code: string, nowSeconds: number): number | null {
  const generator = totp(secretBase32, 'check');
  const timestamp = nowSeconds * 1000;
  const delta = generator.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : generator.counter({ timestamp }) + delta;
}

/** The code of `secret` at a time (tests and scripts/totp-code.ts: what an authenticator app shows). */
export function codeAt(secretBase32: string, nowSeconds: number): string {
  return totp(secretBase32, 'code').generate({ timestamp: nowSeconds * 1000 });
}

/** Ten recovery codes of ten characters (about 49 bits each): guessing one is out of reach under the rate limit. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
}

/**
 * Local mode's embedded key, so the default runs with nothing configured. It protects a developer's
 * .data directory copied somewhere, not a deployment: LOCAL_AUTH_MFA_KEY replaces it, and production
 * keeps its factors in Supabase Auth.
 */
export const DEFAULT_LOCAL_MFA_KEY = 'siam-pixel-local-mfa-key-2026';

/** A 256-bit key from the configured text (any length: hashed), so the key is never used as typed. */
export function secretKey(configured: string): Buffer {
  return createHash('sha256').update(`mfa-secret-key\n${configured}`).digest();
}

const VERSION = 'v1';

/** `v1.<iv>.<ciphertext>.<tag>` (base64url): a 96-bit random nonce per secret, the GCM tag checked on reading. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, body, tag] = stored.split('.');
  if (version !== VERSION || !iv || !body || !tag) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
