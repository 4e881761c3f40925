/**
 * SupabaseAuth against a fake Supabase Auth server: automatic refresh with rotating refresh
 * tokens, sign-out scopes (spec §8: 401/403/404 ignored, local session removed) and the PKCE
 * password-reset flow. Sign-up, sign-in and verification: supabase-adapter.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/server/auth/adapters/cookies';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { SESSION_COOKIE, SITE, decodedCookie, useFakeGotrue } from '../support/supabaseSession';

const VERIFIER_COOKIE = `${SESSION_COOKIE}-code-verifier`;
const EMAIL = 'malee@example.co.th';
const PASSWORD = 'old-password-1';

const storedSession = (jar: MemoryJar) => decodedCookie(jar, SESSION_COOKIE) as { access_token: string; refresh_token: string } | null;

const gotrue = useFakeGotrue();
beforeEach(async () => {
  const data = { email: EMAIL, password: PASSWORD, fullName: 'Malee Suksan', phone: '', company: '', locale: 'en' as const, origin: SITE };
  await gotrue.auth.signUp(new MemoryJar(), data);
  gotrue.fake.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

async function signedIn(): Promise<MemoryJar> {
  const jar = new MemoryJar();
  await gotrue.auth.signIn(jar, EMAIL, PASSWORD);
  return jar;
}

describe('automatic refresh', () => {
  it('refreshes an expired access token and rotates the refresh token', async () => {
    gotrue.fake.settings.clockOffset = -2 * 60 * 60; // issued two hours ago: expired one hour ago
    const jar = await signedIn();
    gotrue.fake.settings.clockOffset = 0;
    const before = storedSession(jar);
    const [sessionId] = gotrue.fake.activeSessionIds(EMAIL).slice(-1);

    const session = await gotrue.auth.getSession(jar);

    const refreshes = gotrue.fake.calls('POST', '/token').filter((c) => c.query['grant_type'] === 'refresh_token');
    expect(refreshes.map((c) => c.body)).toEqual([{ refresh_token: before?.refresh_token }]);
    const after = storedSession(jar);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(gotrue.fake.refreshTokenUsable(before?.refresh_token ?? '')).toBe(false);
    expect(gotrue.fake.refreshTokenUsable(after?.refresh_token ?? '')).toBe(true);
    expect(session?.claims).toMatchObject({ email: EMAIL, session_id: sessionId });
    expect(session?.claims.exp).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');

    // The next request carries the rotated cookies: valid, so no further refresh.
    await gotrue.auth.getSession(jar);
    expect(gotrue.fake.calls('POST', '/token')).toHaveLength(2);
  });

  it('refreshes an access token that expires within the next 90 seconds', async () => {
    gotrue.fake.settings.accessTokenTtl = 60;
    const jar = await signedIn();
    gotrue.fake.settings.accessTokenTtl = 3600;
    const before = storedSession(jar);

    const session = await gotrue.auth.getSession(jar);

    expect(gotrue.fake.calls('POST', '/token').map((c) => c.query['grant_type'])).toEqual(['password', 'refresh_token']);
    expect(storedSession(jar)?.refresh_token).not.toBe(before?.refresh_token);
    expect(session?.claims.exp).toBeGreaterThan(Date.now() / 1000 + 3000);
  });

  it('returns null and removes the session when the refresh is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // auth-js warns about the dead refresh token
    gotrue.fake.settings.clockOffset = -2 * 60 * 60;
    const jar = await signedIn();
    gotrue.fake.settings.clockOffset = 0;
    gotrue.fake.revokeSessions(EMAIL);

    await expect(gotrue.auth.getSession(jar)).resolves.toBeNull();

    expect(gotrue.fake.calls('POST', '/token').map((c) => c.query['grant_type'])).toEqual(['password', 'refresh_token']);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });
});

describe('signOut', () => {
  it('scope local: revokes this session only and clears the cookies and the hint', async () => {
    const jar = await signedIn();
    const [signUpSession, thisSession] = gotrue.fake.activeSessionIds(EMAIL);
    const accessToken = storedSession(jar)?.access_token;

    await gotrue.auth.signOut(jar, 'local');

    const logout = gotrue.fake.calls('POST', '/logout');
    expect(logout.map((c) => [c.query, c.authorization])).toEqual([[{ scope: 'local' }, `Bearer ${accessToken}`]]);
    expect(gotrue.fake.activeSessionIds(EMAIL)).toEqual([signUpSession]);
    expect(thisSession).toBeDefined();
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(await gotrue.auth.getSession(jar)).toBeNull();
  });

  it('scope local: a 401 from the server is ignored and the local session is still removed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = await signedIn();
    gotrue.fake.revokeSessions(EMAIL); // the server now answers 401 for this token

    await expect(gotrue.auth.signOut(jar, 'local')).resolves.toBeUndefined();

    expect(gotrue.fake.calls('POST', '/logout')).toHaveLength(1);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('scope global: sends scope=global, every session of the user ends, cookies and hint cleared', async () => {
    const jar = await signedIn();
    await signedIn(); // another device

    await gotrue.auth.signOut(jar, 'global');

    expect(gotrue.fake.calls('POST', '/logout').map((c) => c.query)).toEqual([{ scope: 'global' }]);
    expect(gotrue.fake.activeSessionIds(EMAIL)).toEqual([]);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('scope global: when the server fails (500), the hint still tells the truth about the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = await signedIn();
    gotrue.fake.failWith('POST /logout', 500, { code: 'unexpected_failure', message: 'database unavailable' });

    await gotrue.auth.signOut(jar, 'global').catch(() => undefined); // resolving or throwing are both acceptable

    expect(warn).toHaveBeenCalledWith('[auth] sign-out failed', 'database unavailable');
    // Either the local session is removed (as for 401/403/404) or it is kept together with its hint.
    const session = await gotrue.auth.getSession(jar);
    expect(jar.get(SIGNED_IN_HINT_COOKIE) === '1').toBe(session !== null);
  });

  it('scope others: ends the other sessions and keeps this one, with its hint', async () => {
    const jar = await signedIn();
    const thisSession = gotrue.fake.activeSessionIds(EMAIL).at(-1);
    const cookies = jar.supabaseNames();

    await gotrue.auth.signOut(jar, 'others');

    expect(gotrue.fake.calls('POST', '/logout').map((c) => c.query)).toEqual([{ scope: 'others' }]);
    expect(gotrue.fake.activeSessionIds(EMAIL)).toEqual([thisSession]);
    expect(jar.supabaseNames()).toEqual(cookies);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    expect((await gotrue.auth.getSession(jar))?.claims.session_id).toBe(thisSession);
  });
});

describe('password reset', () => {
  it.each([
    ['th', `${SITE}/th/auth/reset`],
    ['en', `${SITE}/auth/reset`],
  ] as const)(
    'requestPasswordReset (%s) sends /recover with the PKCE challenge and keeps the verifier cookie',
    async (locale, redirect) => {
      const jar = new MemoryJar();
      await gotrue.auth.requestPasswordReset(jar, EMAIL, locale, SITE);

      const recover = gotrue.fake.calls('POST', '/recover');
      expect(recover).toHaveLength(1);
      expect(recover[0]?.query).toEqual({ redirect_to: redirect });
      expect(recover[0]?.body).toMatchObject({ email: EMAIL, code_challenge_method: 's256' });
      const verifier = String(decodedCookie(jar, VERIFIER_COOKIE));
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}\/recovery$/);
      const challenge = createHash('sha256')
        .update(verifier.replace(/\/recovery$/, ''))
        .digest('base64url');
      expect(recover[0]?.body?.['code_challenge']).toBe(challenge);
      expect(gotrue.fake.outbox).toEqual([{ to: EMAIL, type: 'recovery', redirectTo: redirect, code: expect.any(String) }]);
    },
  );

  it('answers an unknown address the same way, and no mail goes out', async () => {
    await expect(gotrue.auth.requestPasswordReset(new MemoryJar(), 'nobody@example.com', 'th', SITE)).resolves.toBeUndefined();
    expect(gotrue.fake.calls('POST', '/recover')).toHaveLength(1);
    expect(gotrue.fake.outbox).toEqual([]);
  });

  async function resetLink(): Promise<{ jar: MemoryJar; code: string }> {
    const jar = new MemoryJar();
    await gotrue.auth.requestPasswordReset(jar, EMAIL, 'th', SITE);
    return { jar, code: gotrue.fake.outbox.at(-1)?.code ?? '' };
  }

  it('resetPassword exchanges the code (grant pkce), sets the new password and signs in', async () => {
    const { jar, code } = await resetLink();
    const verifier = String(decodedCookie(jar, VERIFIER_COOKIE)).replace(/\/recovery$/, '');

    await gotrue.auth.resetPassword(jar, code, 'new-password-2');

    const exchange = gotrue.fake.calls('POST', '/token');
    expect(exchange.map((c) => [c.query, c.body])).toEqual([[{ grant_type: 'pkce' }, { auth_code: code, code_verifier: verifier }]]);
    const update = gotrue.fake.calls('PUT', '/user');
    expect(update).toHaveLength(1);
    expect(update[0]?.body).toMatchObject({ password: 'new-password-2' });
    expect(update[0]?.authorization).toBe(`Bearer ${storedSession(jar)?.access_token}`);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    // One cookie, or chunks of it once the user carries its identities.
    expect(jar.supabaseNames().some((name) => name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`))).toBe(true);
    expect(jar.supabaseNames()).not.toContain(VERIFIER_COOKIE); // used up: the link cannot be replayed here
    expect((await gotrue.auth.getSession(jar))?.claims.email).toBe(EMAIL);
    await expect(gotrue.auth.signIn(new MemoryJar(), EMAIL, 'new-password-2')).resolves.toMatchObject({ email: EMAIL });
    expect((await authErrorOf(gotrue.auth.signIn(new MemoryJar(), EMAIL, PASSWORD))).code).toBe('invalid_credentials');
  });

  it('resetPassword with an unknown or used code fails with invalid_token', async () => {
    const { jar, code } = await resetLink();
    await gotrue.auth.resetPassword(jar, code, 'new-password-2');
    const again = await resetLink();

    const error = await authErrorOf(gotrue.auth.resetPassword(again.jar, code, 'new-password-3'));

    expect(error.code).toBe('invalid_token');
    expect(gotrue.fake.users.get(EMAIL)?.password).toBe('new-password-2');
  });

  // The code is spent by the exchange before the server checks the password; the retry reuses the recovery session.
  it('resetPassword: a new password the server refuses can be corrected and retried with the same link', async () => {
    const { jar, code } = await resetLink();
    expect((await authErrorOf(gotrue.auth.resetPassword(jar, code, '12345'))).code).toBe('weak_password');

    await gotrue.auth.resetPassword(jar, code, 'new-password-2');

    expect(gotrue.fake.users.get(EMAIL)?.password).toBe('new-password-2');
  });

  it('resetPassword in a browser without the verifier cookie fails with invalid_token', async () => {
    const { code } = await resetLink();

    const error = await authErrorOf(gotrue.auth.resetPassword(new MemoryJar(), code, 'new-password-2'));

    expect(error.code).toBe('invalid_token');
    expect(gotrue.fake.calls('POST', '/token')).toHaveLength(0);
  });
});
