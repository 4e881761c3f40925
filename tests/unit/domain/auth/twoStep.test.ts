import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  recoveryCodesDownloadUrl,
  recoveryCodesFile,
  standingOf,
} from '../../../../src/domain/auth/twoStep';
import { renewRecoveryCodesSchema } from '../../../../src/domain/validation/auth';

describe('two-step codes as people type them', () => {
  it('reads six digits with spaces or a dash, and nothing else', () => {
    expect(normaliseTotpCode('123456')).toBe('123456');
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(normaliseTotpCode('123-456')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('1234567')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
    expect(normaliseTotpCode('๑๒๓๔๕๖')).toBeNull();
  });

  it('reads recovery codes whatever the case and separators, without look-alike characters', () => {
    expect(normaliseRecoveryCode('ABCDE-23456')).toBe('abcde23456');
    expect(normaliseRecoveryCode(' abcde 23456 ')).toBe('abcde23456');
    expect(normaliseRecoveryCode('abcde-2345')).toBeNull();
    expect(normaliseRecoveryCode('abcd0-23456')).toBeNull();
    expect(normaliseRecoveryCode('abcdl-23456')).toBeNull();
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });
});

describe('standingOf', () => {
  it('owes a code while a verified factor exists and the session is aal1', () => {
    expect(standingOf({ current: 'aal1', next: 'aal2', adminRole: false })).toBe('code');
    expect(standingOf({ current: 'aal1', next: 'aal2', adminRole: true })).toBe('code');
  });
  it('sends an admin without a factor to enrol, and lets a client without one in', () => {
    expect(standingOf({ current: 'aal1', next: 'aal1', adminRole: true })).toBe('enrol');
    expect(standingOf({ current: 'aal1', next: 'aal1', adminRole: false })).toBe('full');
  });
  it('counts an aal2 session as signed in', () => {
    expect(standingOf({ current: 'aal2', next: 'aal2', adminRole: true })).toBe('full');
    expect(standingOf({ current: 'aal2', next: 'aal2', adminRole: false })).toBe('full');
  });
});

describe('recovery codes to keep', () => {
  const codes = ['abcde-23456', 'fghjk-789ab'];

  it('is a text file: what the codes are, then one a line (CRLF, so every editor shows the lines)', () => {
    expect(recoveryCodesFile('Recovery codes for two-step sign-in at example.com.', codes)).toBe(
      'Recovery codes for two-step sign-in at example.com.\r\n\r\nabcde-23456\r\nfghjk-789ab\r\n',
    );
  });

  it('downloads as a UTF-8 data: URL that decodes to the same text, Thai included', () => {
    const heading = 'รหัสกู้คืนสำหรับการยืนยันตัวตนแบบสองขั้นตอน';
    const url = recoveryCodesDownloadUrl(heading, codes);
    expect(url.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(recoveryCodesFile(heading, codes));
  });

  it('renewing takes a current authenticator code or a recovery code, and nothing else', () => {
    expect(renewRecoveryCodesSchema.safeParse({ code: '123 456' }).success).toBe(true);
    expect(renewRecoveryCodesSchema.safeParse({ code: 'ABCDE-23456' }).success).toBe(true);
    const refused = renewRecoveryCodesSchema.safeParse({ code: '12345' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('auth.error.renewCodeFormat');
    expect(renewRecoveryCodesSchema.safeParse({ code: 'abcde-2345o' }).success).toBe(false);
  });
});
