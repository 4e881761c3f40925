import { describe, expect, it } from 'vitest';
import { AuthError, type CookieJar } from '../../../src/server/auth/types';
import { useLocalAuth } from '../support/localAuth';
import { signUpConfirmed } from '../support/confirmedSignUp';

/** An in-memory cookie jar that remembers the options of each cookie. */
function memoryJar() {
  const cookies = new Map<string, { value: string; httpOnly: boolean }>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => void cookies.set(name, { value, httpOnly: options.httpOnly ?? true }),
    delete: (name) => void cookies.delete(name),
    all: () => [...cookies].map(([name, c]) => ({ name, value: c.value })),
  };
  return { jar, cookies };
}

describe('local auth adapter', () => {
  let clock = 1_800_000_000;
  const local = useLocalAuth({ now: () => clock });
  const password = 'secret-123';
  let n = 0;
  const email = () => `local-${++n}@example.com`;
  const signUp = (jar: CookieJar, address = email()) =>
    signUpConfirmed(local.auth, local.db, jar, {
      email: address,
      password,
      fullName: 'Local Tester',
      phone: '',
      company: '',
      locale: 'en',
    });

  it('signs up, creates the profile through the trigger and sets httpOnly session cookies', async () => {
    const { jar, cookies } = memoryJar();
    const address = email();
    const { user, signedIn } = await signUp(jar, address);
    expect(signedIn).toBe(true);
    expect(cookies.get('sp-access')?.httpOnly).toBe(true);
    expect(cookies.get('sp-refresh')?.httpOnly).toBe(true);
    expect(cookies.get('sp-signed-in')).toEqual({ value: '1', httpOnly: false });
    const profile = await local.db.asService((tx) =>
      tx.one<{ role: string; email: string }>('select role, email from public.profiles where id = $1', [user.id]),
    );
    expect(profile).toEqual({ role: 'user', email: address });
    const session = await local.auth.getSession(jar);
    expect(session?.claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', email: address });
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const address = email();
    await signUp(memoryJar().jar, address);
    await expect(signUp(memoryJar().jar, address.toUpperCase())).rejects.toMatchObject({ code: 'user_already_exists' });
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const address = email();
    await signUp(memoryJar().jar, address);
    await expect(local.auth.signIn(memoryJar().jar, address, 'wrong-one')).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    await expect(local.auth.signIn(memoryJar().jar, 'nobody@example.com', password)).rejects.toBeInstanceOf(AuthError);
  });

  it('refreshes an expired access token and rotates the refresh token', async () => {
    const { jar } = memoryJar();
    await signUp(jar);
    const firstAccess = jar.get('sp-access');
    const firstRefresh = jar.get('sp-refresh');
    clock += 2 * 60 * 60;
    const session = await local.auth.getSession(jar);
    expect(session).not.toBeNull();
    expect(jar.get('sp-access')).not.toBe(firstAccess);
    expect(jar.get('sp-refresh')).not.toBe(firstRefresh);
    expect(session!.claims.exp).toBeGreaterThan(clock);
  });

  it('ends the session when a rotated refresh token is presented again (theft)', async () => {
    const { jar } = memoryJar();
    await signUp(jar);
    const stolen = jar.get('sp-refresh')!;
    clock += 2 * 60 * 60;
    expect(await local.auth.getSession(jar)).not.toBeNull();
    // The rotated token is replayed long after the reuse window.
    await local.db.asService((tx) => tx.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked`));
    const attacker = memoryJar();
    attacker.jar.set('sp-refresh', stolen, { maxAge: 60 });
    expect(await local.auth.getSession(attacker.jar)).toBeNull();
    // The legitimate device is signed out too: the whole session is gone.
    clock += 2 * 60 * 60;
    expect(await local.auth.getSession(jar)).toBeNull();
  });

  it('treats a tampered access token as signed out', async () => {
    const { jar } = memoryJar();
    await signUp(jar);
    const token = jar.get('sp-access')!;
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = '00000000-0000-4000-8000-000000000000';
    jar.set('sp-access', `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`, { maxAge: 60 });
    jar.delete('sp-refresh');
    expect(await local.auth.getSession(jar)).toBeNull();
    expect(jar.get('sp-access')).toBeUndefined();
  });

  it('signs out locally, globally and on other devices', async () => {
    const address = email();
    const a = memoryJar();
    const b = memoryJar();
    const c = memoryJar();
    await signUp(a.jar, address);
    await local.auth.signIn(b.jar, address, password);
    await local.auth.signIn(c.jar, address, password);

    await local.auth.signOut(c.jar, 'local');
    expect(c.jar.get('sp-access')).toBeUndefined();
    expect(await local.auth.getSession(a.jar)).not.toBeNull();

    await local.auth.signOut(a.jar, 'others');
    expect(await local.auth.getSession(a.jar)).not.toBeNull();
    expect(await local.auth.getSession(b.jar)).toBeNull();

    await local.auth.signIn(b.jar, address, password);
    await local.auth.signOut(b.jar, 'global');
    expect(await local.auth.getSession(a.jar)).toBeNull();
  });

  it('resets a password with a single-use link from the outbox, ending other sessions', async () => {
    const address = email();
    const other = memoryJar();
    await signUp(other.jar, address);
    await local.auth.requestPasswordReset(memoryJar().jar, address, 'th', 'https://studio.example');
    const mail = await local.db.asService((tx) =>
      tx.one<{ text: string; locale: string }>(
        `select text, locale from public.email_outbox where to_email = $1 and kind = 'password_reset'`,
        [address],
      ),
    );
    expect(mail?.locale).toBe('th');
    const token = /\/th\/auth\/reset\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const stored = await local.db.asService((tx) =>
      tx.one<{ n: number }>(`select count(*)::int as n from auth.one_time_tokens where token_hash = $1`, [token]),
    );
    expect(stored?.n).toBe(0); // only the hash is stored

    const browser = memoryJar();
    await local.auth.resetPassword(browser.jar, token!, 'brand-new-1');
    expect(await local.auth.getSession(browser.jar)).not.toBeNull();
    expect(await local.auth.getSession(other.jar)).toBeNull();
    await expect(local.auth.resetPassword(memoryJar().jar, token!, 'again-22')).rejects.toMatchObject({ code: 'invalid_token' });
    await expect(local.auth.signIn(memoryJar().jar, address, 'brand-new-1')).resolves.toMatchObject({ email: address });
  });

  it('sends no link and says nothing different for an unknown address', async () => {
    await expect(
      local.auth.requestPasswordReset(memoryJar().jar, 'ghost@example.com', 'en', 'https://studio.example'),
    ).resolves.toBeUndefined();
    const count = await local.db.asService((tx) =>
      tx.one<{ n: number }>(`select count(*)::int as n from public.email_outbox where to_email = 'ghost@example.com'`),
    );
    expect(count?.n).toBe(0);
  });
});
