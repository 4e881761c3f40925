import { describe, expect, it } from 'vitest';
import {
  codeAt,
  decryptSecret,
  encryptSecret,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  secretKey,
} from '../../../src/server/auth/adapters/totp';
import { normaliseRecoveryCode } from '../../../src/domain/auth/twoStep';

describe('TOTP helpers', () => {
  const now = 1_900_000_000;

  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s, 8 digits 94287082; six digits: 287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(secret, 59)).toBe('287082');
  });

  it('answers the step of a code within one step either side', async () => {
    const { secret } = await newTotpSecret('a@example.com');
    const step = Math.floor(now / 30);
    expect(matchingStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(matchingStep(secret, codeAt(secret, now - 30), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, now + 30), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(secret, now - 60), now)).toBeNull();
  });

  it('encrypts with a fresh nonce each time and refuses a tampered or foreign ciphertext', () => {
    const key = secretKey('one');
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(encryptSecret(key, 'JBSWY3DPEHPK3PXP'));
    expect(decryptSecret(key, a)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(secretKey('two'), a)).toThrow();
    const [v, iv, body, tag] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => decryptSecret(key, [v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
  });

  it('makes ten distinct recovery codes that read back', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(normaliseRecoveryCode(code)).toBe(code);
  });
});
