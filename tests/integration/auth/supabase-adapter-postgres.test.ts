/**
 * SupabaseAuth against the GoTrue stand-in keeping its users in auth.users of a migrated PostgreSQL
 * database, as the production rehearsal runs it: the sign-up trigger creates the profile, a promoted
 * admin gets the role in the next token and in is_admin() under RLS, a failing trigger answers GoTrue's
 * 500, and a password reset goes through the e-mail link (GET /__fake/outbox, then GET /verify).
 * Only with TEST_DATABASE_URL (.ci/run sets it when its PostgreSQL server starts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAdmin } from '../../../src/server/auth/roles';
import { codeAt } from '../../../src/server/auth/adapters/totp';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import type { VerifiedSession } from '../../../src/server/auth/types';
import { openTestDatabase, type TestDatabase } from '../support/database';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { PASSWORD, SITE, signUpData } from '../support/supabaseSession';

const ANON_KEY = 'anon-test-key';

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('SupabaseAuth with the GoTrue stand-in on PostgreSQL', () => {
  let test: TestDatabase;
  let fake: FakeGotrue;
  let auth: SupabaseAuth;
  let n = 0;
  const address = () => `pg-user-${++n}@example.co.th`;
  const userRow = (email: string) =>
    test.db.asOwner((tx) => tx.one<UserRow>('select * from auth.users where lower(email) = lower($1)', [email]));
  const profileOf = (id: string) =>
    test.db.asService((tx) => tx.one('select full_name, email, phone, company, role from public.profiles where id = $1', [id]));
  const isAdminUnderRls = (session: VerifiedSession | null) =>
    test.db.asCaller(session?.claims ?? null, (tx) => tx.one<{ admin: boolean }>('select public.is_admin() as admin'));
  const visibleProfiles = (session: VerifiedSession | null) =>
    test.db.asCaller(session?.claims ?? null, (tx) => tx.one<{ n: number }>('select count(*)::int as n from public.profiles'));
  const outbox = async (email: string) => {
    const response = await fetch(`${fake.url}/__fake/outbox?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { to: string; type: string; link: string; code?: string; redirectTo?: string }[];
  };
  const signedIn = async (email: string, password = PASSWORD) => {
    const jar = new MemoryJar();
    await auth.signIn(jar, email, password);
    return { jar, session: await auth.getSession(jar) };
  };
  /** Admins act at aal2 (decision 0045): enrol a TOTP factor through the MFA API and confirm it with a code. */
  const twoStep = async (jar: MemoryJar, session: VerifiedSession | null) => {
    const enrolment = await auth.enrollTotp(jar, session!, 'Phone');
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    await auth.confirmTotp(jar, session!, enrolment.factorId, codeAt(enrolment.secret, Math.floor(Date.now() / 1000)));
    const raised = await auth.getSession(jar);
    expect(raised?.claims.aal).toBe('aal2');
    expect(raised?.nextAal).toBe('aal2');
    return { raised, secret: enrolment.secret };
  };

  beforeAll(async () => {
    test = await openTestDatabase('postgres');
    fake = await startFakeGotrue({ databaseUrl: test.url ?? '', anonKey: ANON_KEY });
    auth = new SupabaseAuth({ url: fake.url, anonKey: ANON_KEY, siteUrl: SITE });
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });
  beforeEach(() => fake.reset());

  it('sign-up writes auth.users as GoTrue does and the trigger creates the profile as a user', async () => {
    const email = address();
    const jar = new MemoryJar();
    const { user, signedIn: isSignedIn } = await auth.signUp(jar, signUpData(email.toUpperCase()));

    expect(isSignedIn).toBe(true);
    const row = await userRow(email);
    expect(row).toMatchObject({ id: user.id, email, raw_app_meta_data: { provider: 'email', providers: ['email'] } });
    expect(row?.raw_user_meta_data).toMatchObject({
      full_name: 'Somchai Jaidee',
      phone: '+66 81 234 5678',
      company: 'Siam Widgets',
      locale: 'th',
      role: 'user',
      email,
      sub: user.id,
    });
    expect(row?.encrypted_password).toMatch(/^\$argon2id\$/);
    expect(await verify(row?.encrypted_password ?? '', PASSWORD)).toBe(true);
    expect(row?.email_confirmed_at).toBeInstanceOf(Date);
    expect(row?.last_sign_in_at).toBeInstanceOf(Date);
    // profiles has no locale column: the locale stays in raw_user_meta_data.
    expect(await profileOf(user.id)).toEqual({
      full_name: 'Somchai Jaidee',
      email,
      phone: '+66 81 234 5678',
      company: 'Siam Widgets',
      role: 'user',
    });

    const session = await auth.getSession(jar);
    expect(session?.claims).toMatchObject({
      sub: user.id,
      email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      session_id: fake.activeSessionIds(email)[0],
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Somchai Jaidee', locale: 'th' }),
    });
    expect(await isAdminUnderRls(session)).toEqual({ admin: false });
    expect(await visibleProfiles(session)).toEqual({ n: 1 });
  });

  it('refuses a second sign-up with the same address, whatever its case (422 user_already_exists)', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));

    const error = await authErrorOf(auth.signUp(new MemoryJar(), signUpData(email.toUpperCase(), { password: 'other-password-1' })));

    expect(error.code).toBe('user_already_exists');
    const count = await test.db.asOwner((tx) => tx.one('select count(*)::int as n from auth.users where lower(email) = $1', [email]));
    expect(count).toEqual({ n: 1 });
  });

  it('a failing sign-up trigger answers 500 "Database error saving new user" and leaves no user', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await test.db.asOwner((tx) => tx.exec(`alter table public.profiles add constraint test_refuse check (company <> 'Refused Co')`));
    try {
      const email = address();
      const error = await authErrorOf(auth.signUp(new MemoryJar(), signUpData(email, { company: 'Refused Co' })));
      expect(error.code).toBe('unexpected_failure');
      expect(error.message).toBe('Database error saving new user');
      expect(await userRow(email)).toBeNull();

      // The raw answer, in both error shapes.
      const signup = (headers: Record<string, string>) =>
        fetch(`${fake.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email, password: PASSWORD, data: { company: 'Refused Co' } }),
        });
      const versioned = await signup({ 'x-supabase-api-version': '2024-01-01' });
      expect(versioned.status).toBe(500);
      expect(await versioned.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' });
      const legacy = await signup({});
      expect(await legacy.json()).toEqual({ code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('insert into auth.users failed'), expect.stringContaining('test_refuse'));
    } finally {
      await test.db.asOwner((tx) => tx.exec('alter table public.profiles drop constraint test_refuse'));
      logged.mockRestore();
    }
  });

  it('signs in (recording last_sign_in_at), refuses a wrong password and signs out everywhere', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));
    await test.db.asOwner((tx) => tx.query(`update auth.users set last_sign_in_at = null where email = $1`, [email]));

    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, 'wrong-password-1'))).code).toBe('invalid_credentials');
    expect((await userRow(email))?.last_sign_in_at).toBeNull();

    const { jar, session } = await signedIn(email.toUpperCase());
    expect(session?.claims.email).toBe(email);
    expect((await userRow(email))?.last_sign_in_at).toBeInstanceOf(Date);
    expect(fake.activeSessionIds(email)).toHaveLength(2);

    await auth.signOut(jar, 'global');

    expect(fake.activeSessionIds(email)).toEqual([]);
    expect(await auth.getSession(jar)).toBeNull();
  });

  it('a user promoted as the project does (profiles.role, scripts/promote-admin.ts) is admin under RLS', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));
    const before = (await signedIn(email)).session;
    expect(await isAdmin(test.db, before)).toBe(false);

    await test.db.asService((tx) => tx.query(`update public.profiles set role = 'admin' where lower(email) = lower($1)`, [email]));

    const { jar, session: passwordOnly } = await signedIn(email);
    expect(passwordOnly?.claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    // The password alone (aal1) is not enough for an admin: nothing under RLS, no admin on the server.
    expect(passwordOnly?.claims.aal).toBe('aal1');
    expect(await isAdminUnderRls(passwordOnly)).toEqual({ admin: false });
    expect(await isAdmin(test.db, passwordOnly)).toBe(false);
    const { raised: session, secret } = await twoStep(jar, passwordOnly);
    expect(await isAdminUnderRls(session)).toEqual({ admin: true });
    expect(await isAdmin(test.db, session)).toBe(true);
    const { n: total } = (await test.db.asService((tx) => tx.one<{ n: number }>('select count(*)::int as n from public.profiles'))) ?? {
      n: 0,
    };
    expect(await visibleProfiles(session)).toEqual({ n: total });

    // Next time: the password, then the code step through challenge and verify; a code is taken once.
    const again = await signedIn(email);
    expect(again.session?.claims.aal).toBe('aal1');
    expect(again.session?.nextAal).toBe('aal2');
    expect(await isAdminUnderRls(again.session)).toEqual({ admin: false });
    const code = codeAt(secret, Math.floor(Date.now() / 1000) + 30);
    await auth.verifyTotp(again.jar, again.session!, code);
    const verified = await auth.getSession(again.jar);
    expect(verified?.claims.aal).toBe('aal2');
    expect(await isAdminUnderRls(verified)).toEqual({ admin: true });
    const third = await signedIn(email);
    expect(await authErrorOf(auth.verifyTotp(third.jar, third.session!, code))).toMatchObject({ code: 'invalid_code' });
  });

  it('takes a code from any of the account’s authenticators, not only the first', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));
    const { jar, session } = await signedIn(email);
    await twoStep(jar, session);
    // A spare authenticator, enrolled from the same (now aal2) session.
    const raised = await auth.getSession(jar);
    const spare = await auth.enrollTotp(jar, raised!, 'Spare');
    await auth.confirmTotp(jar, raised!, spare.factorId, codeAt(spare.secret, Math.floor(Date.now() / 1000)));

    const again = await signedIn(email);
    expect(again.session?.nextAal).toBe('aal2');
    await auth.verifyTotp(again.jar, again.session!, codeAt(spare.secret, Math.floor(Date.now() / 1000) + 30));
    expect((await auth.getSession(again.jar))?.claims.aal).toBe('aal2');
    // A code neither made is still refused.
    const third = await signedIn(email);
    expect(await authErrorOf(auth.verifyTotp(third.jar, third.session!, '000000'))).toMatchObject({ code: 'invalid_code' });
  });

  it('a role set in raw_app_meta_data reaches the next token as the app_metadata.role claim', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));
    const { jar, session: before } = await signedIn(email);
    expect(await isAdminUnderRls(before)).toEqual({ admin: false });

    await test.db.asOwner((tx) =>
      tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role": "admin"}'::jsonb where email = $1`, [email]),
    );

    // The token already issued keeps its claims; the next one (sign-in or refresh) carries the role.
    expect((await auth.getSession(jar))?.claims.app_metadata['role']).toBeUndefined();
    const { jar: adminJar, session: passwordOnly } = await signedIn(email);
    expect(passwordOnly?.claims.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(passwordOnly?.user.appMetadata['role']).toBe('admin');
    expect(await isAdminUnderRls(passwordOnly)).toEqual({ admin: false });
    const { raised: session } = await twoStep(adminJar, passwordOnly);
    expect(await isAdminUnderRls(session)).toEqual({ admin: true });
    expect(await isAdmin(test.db, session)).toBe(true);
    // The profile itself still says user: the claim alone makes the admin.
    expect(await profileOf(session?.user.id ?? '')).toMatchObject({ role: 'user' });
  });

  it('resets a password through the mailed link: outbox, GET /verify 303 to ?code=, then resetPassword', async () => {
    const email = address();
    await auth.signUp(new MemoryJar(), signUpData(email));
    const jar = new MemoryJar();
    await auth.requestPasswordReset(jar, email, 'th', SITE);

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: email, type: 'recovery', redirectTo: `${SITE}/th/auth/reset` });
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${fake.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: expect.stringMatching(/^pkce_[0-9a-f]{56}$/),
      type: 'recovery',
      redirect_to: `${SITE}/th/auth/reset`,
    });

    // The browser follows the link: no apikey, a 303 to the site with the PKCE auth code.
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const landing = new URL(opened.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/th/auth/reset`);
    const code = landing.searchParams.get('code') ?? '';
    expect(code).toBe(mail?.code);

    // The link works once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const refused = new URL(again.headers.get('location') ?? '');
    expect(refused.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(refused.hash.slice(1)).get('error')).toBe('access_denied');

    await auth.resetPassword(jar, code, 'new-password-2');

    expect((await auth.getSession(jar))?.claims.email).toBe(email);
    expect(await verify((await userRow(email))?.encrypted_password ?? '', 'new-password-2')).toBe(true);
    await expect(auth.signIn(new MemoryJar(), email, 'new-password-2')).resolves.toMatchObject({ email });
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, PASSWORD))).code).toBe('invalid_credentials');
  });

  it('with "confirm email" switched on over HTTP, sign-up waits for the mailed confirmation link', async () => {
    const settings = await fetch(`${fake.url}/__fake/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: true }),
    });
    expect(await settings.json()).toMatchObject({ confirmEmail: true });
    const email = address();

    const result = await auth.signUp(new MemoryJar(), signUpData(email, { locale: 'en' }));

    expect(result.signedIn).toBe(false);
    expect((await userRow(email))?.email_confirmed_at).toBeNull();
    expect(await profileOf(result.user.id)).toMatchObject({ role: 'user' });
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, PASSWORD))).code).toBe('email_not_confirmed');

    const [mail] = await outbox(email);
    // The link lands on the confirmation page (decision 0049).
    expect(mail).toMatchObject({ type: 'signup', redirectTo: `${SITE}/auth/confirm` });
    const opened = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location') ?? '').searchParams.get('code')).toEqual(expect.any(String));
    expect((await userRow(email))?.email_confirmed_at).toBeInstanceOf(Date);
    await expect(auth.signIn(new MemoryJar(), email, PASSWORD)).resolves.toMatchObject({ email });
  });

  it('runs as its own process: prints its URL and anon key and accepts only that key', async () => {
    const script = fileURLToPath(new URL('../support/fakeGotrue.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const child = spawn(process.execPath, [tsx, script, '--port', '0', '--database-url', test.url ?? ''], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // Read until the key is printed, and keep reading after: leaving a `for await` loop destroys the
      // pipe, and the child's next line (a request log) then fails with EPIPE and takes it down.
      let out = '';
      child.stdout.setEncoding('utf8');
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          out += chunk;
          if (/SUPABASE_ANON_KEY=\S+\n/.test(out)) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}) before printing its key: ${out}`)));
      });
      const url = /SUPABASE_URL=(\S+)/.exec(out)?.[1] ?? '';
      const anonKey = /SUPABASE_ANON_KEY=(\S+)/.exec(out)?.[1] ?? '';
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(anonKey).toMatch(/^sb_publishable_/);

      const standalone = new SupabaseAuth({ url, anonKey, siteUrl: SITE });
      const email = address();
      const jar = new MemoryJar();
      const { user } = await standalone.signUp(jar, signUpData(email));
      expect((await standalone.getSession(jar))?.claims.sub).toBe(user.id);
      expect(await profileOf(user.id)).toMatchObject({ role: 'user', company: 'Siam Widgets' });

      const wrongKey = await fetch(`${url}/auth/v1/user`, { headers: { apikey: 'not-the-key' } });
      expect(wrongKey.status).toBe(401);
      expect(await wrongKey.json()).toMatchObject({ message: 'Invalid API key' });
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }, 30_000);
});
