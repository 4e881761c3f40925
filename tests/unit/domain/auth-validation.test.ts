import { describe, expect, it } from 'vitest';
import { resendConfirmationSchema, signInSchema, signUpSchema } from '../../../src/domain/validation/auth';
import { issueFields } from '../../../src/domain/validation/issues';

describe('sign-in schema', () => {
  it('accepts a valid e-mail and password and normalises the e-mail', () => {
    expect(signInSchema.parse({ email: ' Ann@Example.COM ', password: 'secret1' })).toEqual({
      email: 'ann@example.com',
      password: 'secret1',
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, { email: 'auth.error.invalidEmail' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'auth.error.passwordMin' }],
  ])('rejects %o', (input, errors) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(issueFields(result.error.issues)).toEqual(errors);
  });
});

describe('sign-up schema', () => {
  const valid = { fullName: 'Somchai Jaidee', email: 'somchai@example.com', password: 'secret1', confirmPassword: 'secret1' };

  it('defaults phone and company to empty text', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ phone: '', company: '' });
  });

  it('requires a full name of at least 2 characters', () => {
    const result = signUpSchema.safeParse({ ...valid, fullName: ' A ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(issueFields(result.error.issues).fullName).toBe('auth.error.fullNameMin');
  });

  it('reports mismatched passwords at the confirmation field', () => {
    const result = signUpSchema.safeParse({ ...valid, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    if (!result.success) expect(issueFields(result.error.issues)).toEqual({ confirmPassword: 'auth.error.passwordsDontMatch' });
  });

  it('accepts Thai names', () => {
    expect(signUpSchema.parse({ ...valid, fullName: 'สมชาย ใจดี' }).fullName).toBe('สมชาย ใจดี');
  });

  it.each([
    ['/th/order/business-website', '/th/order/business-website'],
    ['/order/x?plan=1', '/order/x?plan=1'],
    [undefined, undefined],
    ['', undefined],
    ['//evil.example/x', undefined],
    ['https://evil.example/', undefined],
    ['/\\evil.example', undefined],
    [`/${'a'.repeat(2001)}`, undefined],
  ])('keeps the page to go on to (%s) only when it is a path on this site', (next, kept) => {
    expect(signUpSchema.parse({ ...valid, next }).next).toBe(kept);
    expect(resendConfirmationSchema.parse({ email: 'a@b.co', next }).next).toBe(kept);
  });
});
