import { describe, expect, it } from 'vitest';
import { maskEmail, sameEmail } from '../../../../src/domain/auth/emailChange';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('new.person@example.com')).toBe('n***@example.com');
  });

  it('hides a one-character local part entirely but for that character', () => {
    expect(maskEmail('a@example.co.th')).toBe('a***@example.co.th');
  });

  it('never splits a character outside the basic plane', () => {
    expect(maskEmail('😀smile@example.com')).toBe('😀***@example.com');
  });

  it('answers stars alone for something that is not an address', () => {
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});

describe('sameEmail', () => {
  it('matches however the address is cased or padded', () => {
    expect(sameEmail(' Client@Example.com', 'client@example.com')).toBe(true);
    expect(sameEmail('client@example.com', 'client2@example.com')).toBe(false);
  });
});
