import { describe, expect, it } from 'vitest';
import { deletionCheck, FRESH_SIGN_IN_SECONDS } from '../../../src/domain/privacy/deletion';

const withPassword = { hasPassword: true, hasAuthenticator: false, sessionAgeSeconds: 5 * 60 * 60 };
const socialOnly = { hasPassword: false, hasAuthenticator: false, sessionAgeSeconds: 60 };

describe('deletionCheck', () => {
  it('asks for the confirmation first', () => {
    expect(deletionCheck(withPassword, { password: 'secret' })).toEqual({ kind: 'refused', reason: 'notConfirmed' });
  });

  it('checks the password of an account that has one, however fresh the session', () => {
    expect(deletionCheck(withPassword, { password: 'secret', confirm: 'yes' })).toEqual({ kind: 'password', password: 'secret' });
    expect(deletionCheck({ ...withPassword, sessionAgeSeconds: 1 }, { confirm: 'yes' })).toEqual({
      kind: 'refused',
      reason: 'proofMissing',
    });
  });

  it('takes a six-digit code instead when an authenticator is set up', () => {
    const twoStep = { ...withPassword, hasAuthenticator: true };
    expect(deletionCheck(twoStep, { code: '123 456', confirm: 'yes' })).toEqual({ kind: 'code', code: '123456' });
    // Without an authenticator a code proves nothing.
    expect(deletionCheck(withPassword, { code: '123456', confirm: 'yes' })).toEqual({ kind: 'refused', reason: 'proofMissing' });
  });

  it('lets an account without a password go on a fresh LINE or Google sign-in only', () => {
    expect(deletionCheck(socialOnly, { confirm: 'yes' })).toEqual({ kind: 'freshSignIn' });
    expect(deletionCheck({ ...socialOnly, sessionAgeSeconds: FRESH_SIGN_IN_SECONDS + 1 }, { confirm: 'yes' })).toEqual({
      kind: 'refused',
      reason: 'signInAgain',
    });
    expect(deletionCheck({ ...socialOnly, sessionAgeSeconds: null }, { confirm: 'yes' })).toEqual({
      kind: 'refused',
      reason: 'signInAgain',
    });
    // A password typed for an account that has none is no proof either.
    expect(deletionCheck({ ...socialOnly, sessionAgeSeconds: 3600 }, { password: 'x', confirm: 'yes' })).toMatchObject({ kind: 'refused' });
  });
});
