/**
 * SupabaseAuth against a fake Supabase Auth server: automatic refresh with rotating refresh
 * tokens, sign-out scopes (spec §8: 401/403/404 ignored, local session removed) and the PKCE
 * password-reset flow. Sign-up, sign-in and verification: supabase-adapter.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/server/auth/cookies';
import { SupabaseAuth } from '../../../src/server/auth/supabase';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const SESSION_COOKIE = 'sb-127-auth-token';
const VERIFIER_COOKIE = `${SESSION_COOKIE}-code-verifier`;
const SITE = 'http://127.0.0.1:4321';
const EMAIL = 'malee@example.co.th';
const PASSWORD = 'old-password-1';

/** Decodes a `base64-` cookie value of @supabase/ssr (the session may come in .0, .1, … chunks). */
function decoded(jar: MemoryJar, name: string): unknown {
  let raw = jar.get(name) ?? '';
  // Chunked (.0, .1, …) when the session outgrows one cookie (a user with identities does).
  if (!raw) for (let i = 0; jar.get(`${name}.${i}`); i++) raw += jar.get(`${name}.${i}`) ?? '';
  if (!raw) return null;
  expect(raw.startsWith('base64-')).toBe(true);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString('utf8'));
}
const storedSession = (jar: MemoryJar) => decoded(jar, SESSION_COOKIE) as { access_token: string; refresh_token: string } | null;

let fake: FakeGotrue;
let auth: SupabaseAuth;

beforeAll(async () => {
  fake = await startFakeGotrue();
  auth = new SupabaseAuth({ url: fake.url, anonKey: 'anon-test-key', siteUrl: SITE });
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  const data = { email: EMAIL, password: PASSWORD, fullName: 'Malee Suksan', phone: '', company: '', locale: 'en' as const, origin: SITE };
  await auth.signUp(new MemoryJar(), data);
  fake.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

async function signedIn(): Promise<MemoryJar> {
  const jar = new MemoryJar();
  await auth.signIn(jar, EMAIL, PASSWORD);
  return jar;
}

describe('automatic refresh', () => {
  it('refreshes an expired access token and rotates the refresh token', async () => {
    fake.settings.clockOffset = -2 * 60 * 60; // issued two hours ago: expired one hour ago
    const jar = await signedIn();
    fake.settings.clockOffset = 0;
    const before = storedSession(jar);
    const [sessionId] = fake.activeSessionIds(EMAIL).slice(-1);

    const session = await auth.getSession(jar);

    const refreshes = fake.calls('POST', '/token').filter((c) => c.query['grant_type'] === 'refresh_token');
    expect(refreshes.map((c) => c.body)).toEqual([{ refresh_token: before?.refresh_token }]);
    const after = storedSession(jar);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(fake.refreshTokenUsable(before?.refresh_token ?? '')).toBe(false);
    expect(fake.refreshTokenUsable(after?.refresh_token ?? '')).toBe(true);
    expect(session?.claims).toMatchObject({ email: EMAIL, session_id: sessionId });
    expect(session?.claims.exp).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');

    // The next request carries the rotated cookies: valid, so no further refresh.
    await auth.getSession(jar);
    expect(fake.calls('POST', '/token')).toHaveLength(2);
  });

  it('refreshes an access token that expires within the next 90 seconds', async () => {
    fake.settings.accessTokenTtl = 60;
    const jar = await signedIn();
    fake.settings.accessTokenTtl = 3600;
    const before = storedSession(jar);

    const session = await auth.getSession(jar);

    expect(fake.calls('POST', '/token').map((c) => c.query['grant_type'])).toEqual(['password', 'refresh_token']);
    expect(storedSession(jar)?.refresh_token).not.toBe(before?.refresh_token);
    expect(session?.claims.exp).toBeGreaterThan(Date.now() / 1000 + 3000);
  });

  it('returns null and removes the session when the refresh is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // auth-js warns about the dead refresh token
    fake.settings.clockOffset = -2 * 60 * 60;
    const jar = await signedIn();
    fake.settings.clockOffset = 0;
    fake.revokeSessions(EMAIL);

    await expect(auth.getSession(jar)).resolves.toBeNull();

    expect(fake.calls('POST', '/token').map((c) => c.query['grant_type'])).toEqual(['password', 'refresh_token']);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });
});

describe('signOut', () => {
  it('scope local: revokes this session only and clears the cookies and the hint', async () => {
    const jar = await signedIn();
    const [signUpSession, thisSession] = fake.activeSessionIds(EMAIL);
    const accessToken = storedSession(jar)?.access_token;

    await auth.signOut(jar, 'local');

    const logout = fake.calls('POST', '/logout');
    expect(logout.map((c) => [c.query, c.authorization])).toEqual([[{ scope: 'local' }, `Bearer ${accessToken}`]]);
    expect(fake.activeSessionIds(EMAIL)).toEqual([signUpSession]);
    expect(thisSession).toBeDefined();
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(await auth.getSession(jar)).toBeNull();
  });

  it('scope local: a 401 from the server is ignored and the local session is still removed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = await signedIn();
    fake.revokeSessions(EMAIL); // the server now answers 401 for this token

    await expect(auth.signOut(jar, 'local')).resolves.toBeUndefined();

    expect(fake.calls('POST', '/logout')).toHaveLength(1);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('scope global: sends scope=global, every session of the user ends, cookies and hint cleared', async () => {
    const jar = await signedIn();
    await signedIn(); // another device

    await auth.signOut(jar, 'global');

    expect(fake.calls('POST', '/logout').map((c) => c.query)).toEqual([{ scope: 'global' }]);
    expect(fake.activeSessionIds(EMAIL)).toEqual([]);
    expect(jar.supabaseNames()).toEqual([]);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('scope global: when the server fails (500), the hint still tells the truth about the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jar = await signedIn();
    fake.failWith('POST /logout', 500, { code: 'unexpected_failure', message: 'database unavailable' });

    await auth.signOut(jar, 'global').catch(() => undefined); // resolving or throwing are both acceptable

    expect(warn).toHaveBeenCalledWith('[auth] sign-out failed', 'database unavailable');
    // Either the local session is removed (as for 401/403/404) or it is kept together with its hint.
    const session = await auth.getSession(jar);
    expect(jar.get(SIGNED_IN_HINT_COOKIE) === '1').toBe(session !== null);
  });

  it('scope others: ends the other sessions and keeps this one, with its hint', async () => {
    const jar = await signedIn();
    const thisSession = fake.activeSessionIds(EMAIL).at(-1);
    const cookies = jar.supabaseNames();

    await auth.signOut(jar, 'others');

    expect(fake.calls('POST', '/logout').map((c) => c.query)).toEqual([{ scope: 'others' }]);
    expect(fake.activeSessionIds(EMAIL)).toEqual([thisSession]);
    expect(jar.supabaseNames()).toEqual(cookies);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    expect((await auth.getSession(jar))?.claims.session_id).toBe(thisSession);
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
      await auth.requestPasswordReset(jar, EMAIL, locale, SITE);

      const recover = fake.calls('POST', '/recover');
      expect(recover).toHaveLength(1);
      expect(recover[0]?.query).toEqual({ redirect_to: redirect });
      expect(recover[0]?.body).toMatchObject({ email: EMAIL, code_challenge_method: 's256' });
      const verifier = String(decoded(jar, VERIFIER_COOKIE));
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}\/recovery$/);
      const challenge = createHash('sha256')
        .update(verifier.replace(/\/recovery$/, ''))
        .digest('base64url');
      expect(recover[0]?.body?.['code_challenge']).toBe(challenge);
      expect(fake.outbox).toEqual([{ to: EMAIL, type: 'recovery', redirectTo: redirect, code: expect.any(String) }]);
    },
  );

  it('answers an unknown address the same way, and no mail goes out', async () => {
    await expect(auth.requestPasswordReset(new MemoryJar(), 'nobody@example.com', 'th', SITE)).resolves.toBeUndefined();
    expect(fake.calls('POST', '/recover')).toHaveLength(1);
    expect(fake.outbox).toEqual([]);
  });

  async function resetLink(): Promise<{ jar: MemoryJar; code: string }> {
    const jar = new MemoryJar();
    await auth.requestPasswordReset(jar, EMAIL, 'th', SITE);
    return { jar, code: fake.outbox.at(-1)?.code ?? '' };
  }

  it('resetPassword exchanges the code (grant pkce), sets the new password and signs in', async () => {
    const { jar, code } = await resetLink();
    const verifier = String(decoded(jar, VERIFIER_COOKIE)).replace(/\/recovery$/, '');

    await auth.resetPassword(jar, code, 'new-password-2');

    const exchange = fake.calls('POST', '/token');
    expect(exchange.map((c) => [c.query, c.body])).toEqual([[{ grant_type: 'pkce' }, { auth_code: code, code_verifier: verifier }]]);
    const update = fake.calls('PUT', '/user');
    expect(update).toHaveLength(1);
    expect(update[0]?.body).toMatchObject({ password: 'new-password-2' });
    expect(update[0]?.authorization).toBe(`Bearer ${storedSession(jar)?.access_token}`);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    // One cookie, or chunks of it once the user carries its identities.
    expect(jar.supabaseNames().some((name) => name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`))).toBe(true);
    expect(jar.supabaseNames()).not.toContain(VERIFIER_COOKIE); // used up: the link cannot be replayed here
    expect((await auth.getSession(jar))?.claims.email).toBe(EMAIL);
    await expect(auth.signIn(new MemoryJar(), EMAIL, 'new-password-2')).resolves.toMatchObject({ email: EMAIL });
    expect((await authErrorOf(auth.signIn(new MemoryJar(), EMAIL, PASSWORD))).code).toBe('invalid_credentials');
  });

  it('resetPassword with an unknown or used code fails with invalid_token', async () => {
    const { jar, code } = await resetLink();
    await auth.resetPassword(jar, code, 'new-password-2');
    const again = await resetLink();

    const error = await authErrorOf(auth.resetPassword(again.jar, code, 'new-password-3'));

    expect(error.code).toBe('invalid_token');
    expect(fake.users.get(EMAIL)?.password).toBe('new-password-2');
  });

  // The code is spent by the exchange before the server checks the password; the retry reuses the recovery session.
  it('resetPassword: a new password the server refuses can be corrected and retried with the same link', async () => {
    const { jar, code } = await resetLink();
    expect((await authErrorOf(auth.resetPassword(jar, code, '12345'))).code).toBe('weak_password');

    await auth.resetPassword(jar, code, 'new-password-2');

    expect(fake.users.get(EMAIL)?.password).toBe('new-password-2');
  });

  it('resetPassword in a browser without the verifier cookie fails with invalid_token', async () => {
    const { code } = await resetLink();

    const error = await authErrorOf(auth.resetPassword(new MemoryJar(), code, 'new-password-2'));

    expect(error.code).toBe('invalid_token');
    expect(fake.calls('POST', '/token')).toHaveLength(0);
  });
});
