import { describe, expect, it } from 'vitest';
import { signOutRequest } from '../../../../src/domain/auth/signOut';

describe('signOutRequest', () => {
  it('signs out this device by default (the header button, or nothing posted)', () => {
    expect(signOutRequest(null)).toEqual({ kind: 'signOut', scope: 'local' });
    expect(signOutRequest({})).toEqual({ kind: 'signOut', scope: 'local' });
    expect(signOutRequest({ scope: 'everything' })).toEqual({ kind: 'signOut', scope: 'local' });
  });

  it('signs out the other devices at once', () => {
    expect(signOutRequest({ scope: 'others' })).toEqual({ kind: 'signOut', scope: 'others' });
  });

  it('ends every session only once confirmed, otherwise asks', () => {
    expect(signOutRequest({ scope: 'global' })).toEqual({ kind: 'confirmGlobal' });
    expect(signOutRequest({ scope: 'global', confirm: 'no' })).toEqual({ kind: 'confirmGlobal' });
    expect(signOutRequest({ scope: 'global', confirm: 'yes' })).toEqual({ kind: 'signOut', scope: 'global' });
  });
});
