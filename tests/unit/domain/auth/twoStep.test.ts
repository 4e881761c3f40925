import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, normaliseRecoveryCode, normaliseTotpCode, standingOf } from '../../../../src/domain/auth/twoStep';

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
