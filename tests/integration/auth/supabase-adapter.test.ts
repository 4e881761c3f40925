/**
 * SupabaseAuth against a fake Supabase Auth server: sign-up, sign-in, error mapping and the
 * server-side verification of the access token kept in the @supabase/ssr cookies.
 * Refresh, sign-out and password reset: supabase-adapter-lifecycle.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/server/auth/adapters/cookies';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import { startFakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { PASSWORD, SESSION_COOKIE, SITE, decodedCookie, signUpData, useFakeGotrue } from '../support/supabaseSession';

const DAY = 24 * 60 * 60;

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** The session @supabase/ssr keeps in `base64-` prefixed, possibly chunked (.0, .1, …) cookies. */
const storedSession = (jar: MemoryJar) => decodedCookie(jar, SESSION_COOKIE) as StoredSession | null;

function replaceStoredSession(jar: MemoryJar, session: StoredSession): void {
  for (const name of jar.names()) if (name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`)) jar.delete(name);
  jar.set(SESSION_COOKIE, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`, { maxAge: 400 * DAY });
}

const EMAIL = 'somchai@example.co.th';

const gotrue = useFakeGotrue();

describe('SupabaseAuth.signUp', () => {
  it('signs up, writes the session cookies and the hint, and getSession verifies the new token', async () => {
    const jar = new MemoryJar();
    const result = await gotrue.auth.signUp(jar, signUpData(EMAIL));

    const created = gotrue.fake.users.get(EMAIL);
    expect(created).toBeDefined();
    expect(result.signedIn).toBe(true);
    expect(result.user).toEqual({
      id: created?.id,
      email: EMAIL,
      userMetadata: expect.objectContaining({
        full_name: 'Somchai Jaidee',
        phone: '+66 81 234 5678',
        company: 'Siam Widgets',
        role: 'user',
      }),
      appMetadata: { provider: 'email', providers: ['email'] },
      createdAt: created?.created_at,
    });

    const calls = gotrue.fake.calls('POST', '/signup');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.apikey).toBe('anon-test-key');
    expect(calls[0]?.query).toEqual({ redirect_to: `${SITE}/th/auth/confirm` });
    expect(calls[0]?.body).toMatchObject({
      email: EMAIL,
      password: PASSWORD,
      data: { full_name: 'Somchai Jaidee', phone: '+66 81 234 5678', company: 'Siam Widgets', role: 'user', locale: 'th' },
      code_challenge_method: 's256',
    });
    expect(calls[0]?.body?.['code_challenge']).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = storedSession(jar);
    expect(stored?.user.id).toBe(created?.id);
    expect(gotrue.fake.refreshTokenUsable(stored?.refresh_token ?? '')).toBe(true);
    expect(jar.cookies.get(SESSION_COOKIE)?.maxAge ?? jar.cookies.get(`${SESSION_COOKIE}.0`)?.maxAge).toBe(400 * DAY);
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    expect(jar.cookies.get(SIGNED_IN_HINT_COOKIE)?.httpOnly).toBe(false);

    const session = await gotrue.auth.getSession(jar);
    const [sessionId] = gotrue.fake.activeSessionIds(EMAIL);
    expect(session?.claims).toMatchObject({
      sub: created?.id,
      email: EMAIL,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      session_id: sessionId,
      user_metadata: expect.objectContaining({ full_name: 'Somchai Jaidee', role: 'user' }),
    });
    expect(session?.user).toEqual({
      id: created?.id,
      email: EMAIL,
      userMetadata: expect.objectContaining({ full_name: 'Somchai Jaidee', company: 'Siam Widgets' }),
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    // Asymmetric keys: verified locally against the JWKS, without asking the server.
    expect(gotrue.fake.calls('GET', '/user')).toHaveLength(0);
  });

  it('when e-mail confirmation is required: signedIn false, no session, the hint cleared', async () => {
    gotrue.fake.settings.confirmEmail = true;
    const jar = new MemoryJar();
    jar.set(SIGNED_IN_HINT_COOKIE, '1', { maxAge: DAY, httpOnly: false });

    const result = await gotrue.auth.signUp(jar, signUpData(EMAIL, { locale: 'en' }));

    expect(result).toMatchObject({ signedIn: false, user: { id: gotrue.fake.users.get(EMAIL)?.id, email: EMAIL } });
    expect(gotrue.fake.calls('POST', '/signup')[0]?.query).toEqual({ redirect_to: `${SITE}/auth/confirm` });
    expect(storedSession(jar)).toBeNull();
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(await gotrue.auth.getSession(jar)).toBeNull();
    // Until confirmed, signing in is refused as email_not_confirmed, with the provider's message (decision 0049).
    const error = await authErrorOf(gotrue.auth.signIn(jar, EMAIL, PASSWORD));
    expect([error.code, error.message]).toEqual(['email_not_confirmed', 'Email not confirmed']);
  });

  it('refuses a second account for the same address with user_already_exists', async () => {
    await gotrue.auth.signUp(new MemoryJar(), signUpData(EMAIL));
    const jar = new MemoryJar();

    const error = await authErrorOf(gotrue.auth.signUp(jar, signUpData(EMAIL, { password: 'another-pass-2' })));

    expect([error.code, error.message]).toEqual(['user_already_exists', 'User already registered']);
    expect(storedSession(jar)).toBeNull();
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('maps a weak password to weak_password', async () => {
    const error = await authErrorOf(gotrue.auth.signUp(new MemoryJar(), signUpData(EMAIL, { password: '12345' })));
    expect([error.code, error.message]).toEqual(['weak_password', 'Password should be at least 6 characters.']);
  });

  it.each([
    [500, { code: 'unexpected_failure', msg: 'Database error saving new user' }],
    [500, { code: 'unexpected_failure', message: 'Database error creating profile row' }],
    [400, { error_code: 'unexpected_failure', msg: 'Profile creation failed: duplicate key value' }],
  ])('maps a %i %j sign-up failure to unexpected_failure "Database error saving new user"', async (status, body) => {
    gotrue.fake.failWith('POST /signup', status, body);
    const jar = new MemoryJar();

    const error = await authErrorOf(gotrue.auth.signUp(jar, signUpData(EMAIL)));

    expect([error.code, error.message]).toEqual(['unexpected_failure', 'Database error saving new user']);
    expect(storedSession(jar)).toBeNull();
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });
});

describe('SupabaseAuth.signIn and getSession', () => {
  beforeEach(async () => {
    await gotrue.auth.signUp(new MemoryJar(), signUpData(EMAIL));
  });

  it.each(['auto', 'legacy'] as const)('maps a wrong password to invalid_credentials (%s error bodies)', async (style) => {
    gotrue.fake.settings.errorStyle = style;
    for (const [email, password] of [
      [EMAIL, 'wrong-password'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const jar = new MemoryJar();
      const error = await authErrorOf(gotrue.auth.signIn(jar, email, password));
      expect([error.code, error.message]).toEqual(['invalid_credentials', 'Invalid login credentials']);
      expect(jar.names()).toEqual([]);
    }
  });

  it('signs in with the password grant and getSession returns the verified claims', async () => {
    const jar = new MemoryJar();
    const user = await gotrue.auth.signIn(jar, EMAIL, PASSWORD);

    const id = gotrue.fake.users.get(EMAIL)?.id;
    expect(user).toMatchObject({ id, email: EMAIL, userMetadata: expect.objectContaining({ full_name: 'Somchai Jaidee' }) });
    const calls = gotrue.fake.calls('POST', '/token');
    expect(calls.map((c) => c.query)).toEqual([{ grant_type: 'password' }]);
    expect(calls[0]?.body).toMatchObject({ email: EMAIL, password: PASSWORD });
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    const stored = storedSession(jar);

    const session = await gotrue.auth.getSession(jar);

    // The sign-up session and this one: the claims name the sign-in's session.
    const sessionIds = gotrue.fake.activeSessionIds(EMAIL);
    expect(sessionIds).toHaveLength(2);
    expect(session?.claims).toMatchObject({ sub: id, email: EMAIL, session_id: sessionIds[1], iss: `${gotrue.fake.url}/auth/v1` });
    expect(session?.claims.exp).toBe(stored?.expires_at);
    expect(storedSession(jar)).toEqual(stored); // still valid: no refresh, no rewrite
    expect(gotrue.fake.calls('POST', '/token')).toHaveLength(1);
  });

  it('returns null without a session cookie and makes no call', async () => {
    expect(await gotrue.auth.getSession(new MemoryJar())).toBeNull();
    expect(gotrue.fake.requests.filter((r) => r.path !== '/auth/v1/signup')).toEqual([]);
  });

  const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const tamperings: [string, (payload: Record<string, unknown>, raw: string, otherId: string) => string][] = [
    ['claims another user’s id', (payload, _raw, otherId) => b64json({ ...payload, sub: otherId })],
    ['has one character of the e-mail changed', (payload) => b64json({ ...payload, email: EMAIL.replace('somchai', 'somchaj') })],
    // 'e' → 'f' in the leading "eyJ" ('{"'): the payload no longer decodes to JSON.
    ['has its first base64url character changed', (_payload, raw) => `f${raw.slice(1)}`],
  ];

  it.each(tamperings)('getSession returns null, without throwing, when the stored access token %s', async (_name, tamper) => {
    await gotrue.auth.signUp(new MemoryJar(), signUpData(EMAIL, { email: 'other@example.com' }));
    const jar = new MemoryJar();
    await gotrue.auth.signIn(jar, EMAIL, PASSWORD);
    const original = storedSession(jar);
    if (!original) throw new Error('no session stored');
    const [header, payload = '', signature] = original.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = tamper(claims, payload, gotrue.fake.users.get('other@example.com')?.id ?? '');
    expect(tampered).not.toBe(payload);
    replaceStoredSession(jar, { ...original, access_token: `${header}.${tampered}.${signature}` });

    await expect(gotrue.auth.getSession(jar)).resolves.toBeNull();
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    expect(gotrue.fake.calls('POST', '/token')).toHaveLength(1); // the sign-in: nothing refreshed on the forged token's behalf

    // The untouched token still verifies: the tampering, not the set-up, made the difference.
    replaceStoredSession(jar, original);
    expect((await gotrue.auth.getSession(jar))?.claims.sub).toBe(gotrue.fake.users.get(EMAIL)?.id);
  });
});

describe('SupabaseAuth with ES256 keys', () => {
  it('verifies ES256 access tokens with the key the JWKS endpoint serves', async () => {
    const es = await startFakeGotrue({ alg: 'ES256' });
    try {
      const esAuth = new SupabaseAuth({ url: es.url, anonKey: 'anon-test-key', siteUrl: SITE });
      const jar = new MemoryJar();
      await esAuth.signUp(jar, signUpData(EMAIL));
      const [header] = (storedSession(jar)?.access_token ?? '').split('.');
      expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8'))).toMatchObject({ alg: 'ES256', kid: es.kid });

      const session = await esAuth.getSession(jar);

      expect(session?.claims).toMatchObject({ sub: es.users.get(EMAIL)?.id, email: EMAIL });
      expect(es.calls('GET', '/.well-known/jwks.json')).toHaveLength(1);
      expect(es.calls('GET', '/user')).toHaveLength(0);
    } finally {
      await es.close();
    }
  });
});
