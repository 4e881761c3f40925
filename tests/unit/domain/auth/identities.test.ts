// The linking rule and the sign-in methods (decision 0048): pure, every branch.
import { describe, expect, it } from 'vitest';
import { canUnlink, decideSocialLogin, displayName, isSocialProvider, verifiedEmail } from '../../../../src/domain/auth/identities';

describe('decideSocialLogin', () => {
  it('signs in to the account the identity is linked to', () => {
    expect(decideSocialLogin({ identityOwner: 'u1', linkingUser: null, emailOwner: 'u2' })).toEqual({ kind: 'sign_in', userId: 'u1' });
  });
  it('creates an account for a new identity whose address has none', () => {
    expect(decideSocialLogin({ identityOwner: null, linkingUser: null, emailOwner: null })).toEqual({ kind: 'create' });
  });
  it("refuses a new identity whose verified address is an existing account's: never a takeover", () => {
    expect(decideSocialLogin({ identityOwner: null, linkingUser: null, emailOwner: 'u2' })).toEqual({
      kind: 'refused',
      reason: 'email_belongs_to_account',
    });
  });
  it('links to the signed-in account, whatever the address', () => {
    expect(decideSocialLogin({ identityOwner: null, linkingUser: 'u1', emailOwner: 'u2' })).toEqual({ kind: 'link', userId: 'u1' });
    expect(decideSocialLogin({ identityOwner: 'u1', linkingUser: 'u1', emailOwner: null })).toEqual({
      kind: 'already_linked',
      userId: 'u1',
    });
  });
  it('never moves an identity from another account by linking', () => {
    expect(decideSocialLogin({ identityOwner: 'u2', linkingUser: 'u1', emailOwner: null })).toEqual({
      kind: 'refused',
      reason: 'identity_linked_elsewhere',
    });
  });
});

describe('canUnlink', () => {
  it('keeps the last way in', () => {
    expect(canUnlink(['line'], 'line')).toBe(false);
    expect(canUnlink(['line', 'google'], 'line')).toBe(true);
    expect(canUnlink(['email', 'google'], 'google')).toBe(true);
  });
  it('does not remove the password here, nor a method the account lacks', () => {
    expect(canUnlink(['email', 'google'], 'email')).toBe(false);
    expect(canUnlink(['email', 'google'], 'line')).toBe(false);
  });
});

describe('claims', () => {
  it('counts only a verified address', () => {
    expect(verifiedEmail({ email: 'A@Example.com', email_verified: true })).toBe('a@example.com');
    expect(verifiedEmail({ email: 'a@example.com', email_verified: 'true' })).toBe('a@example.com');
    expect(verifiedEmail({ email: 'a@example.com' })).toBeNull();
    expect(verifiedEmail({ email: 'a@example.com', email_verified: false })).toBeNull();
    expect(verifiedEmail({ email: 'not-an-address', email_verified: true })).toBeNull();
    expect(verifiedEmail({})).toBeNull();
  });
  it('takes a display name from the usual claims', () => {
    expect(displayName({ name: ' Somchai ' })).toBe('Somchai');
    expect(displayName({ given_name: 'Nok' })).toBe('Nok');
    expect(displayName({})).toBe('');
  });
  it('knows its providers', () => {
    expect(isSocialProvider('line')).toBe(true);
    expect(isSocialProvider('custom:line')).toBe(false);
  });
});
