// Sign-in device cookies (decision 0026): a stranger's failed guesses put an account into backoff for
// every browser without a device cookie of that account, yet the owner's known browser signs in with
// the right password at once. The cookie is signed by the server: a forged cookie, or a genuine one of
// another account, gives no exemption, and a known browser has a backoff of its own.
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { resetPasswordOnThisDevice } from '../../../src/server/auth/limits/limitedReset';
import { signInWithLimits } from '../../../src/server/auth/limits/limitedSignIn';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_SECONDS, SignInDevices } from '../../../src/server/auth/limits/signInDevices';
import { DatabaseRateLimiter, limitPolicies, signInKey } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { localAuth } from '../support/localAuth';
import { MemoryJar, outcome } from '../support/memoryJar';
import { signUpConfirmed } from '../support/confirmedSignUp';

describe.each(engines)('sign-in device cookies on %s', (engine) => {
  const suite = useSuite(engine);
  const password = 'right-password-1';
  let n = 0;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address % 250}`;

  async function setup() {
    const auth = localAuth(suite.db);
    const limiter = new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }));
    const devices = new SignInDevices(suite.db);
    const account = async () => {
      const email = `device-${engine}-${++n}@example.test`;
      await signUpConfirmed(auth, suite.db, new MemoryJar(), {
        email,
        password,
        fullName: 'Device Owner',
        phone: '',
        company: '',
        locale: 'en',
      });
      return email;
    };
    /** One sign-in attempt from `browser` (a fresh browser without cookies unless given). */
    const attempt = (email: string, pass: string, browser = new MemoryJar(), clientAddress = nextAddress()) =>
      outcome(signInWithLimits({ auth, limiter, devices }, browser, { email, password: pass, clientAddress }));
    return { auth, limiter, devices, account, attempt };
  }

  // Pins the last attempt under a backoff key a minute ahead, so a slow, loaded run cannot outlast
  // the 1-2 s delays being checked (the database's clock decides).
  const justAttempted = (key: string) =>
    suite.db.asOwner((tx) => tx.query(`update private.rate_limits set window_start = now() + interval '60 seconds' where key = $1`, [key]));

  /** Eight wrong guesses at `email` from other browsers and addresses: the account is in backoff. */
  async function attack(attempt: (email: string, pass: string) => Promise<string>, email: string) {
    for (let i = 0; i < 5; i++) expect(await attempt(email, `wrong-${i}`)).toBe('invalid_credentials');
    await justAttempted(signInKey(email));
    expect(await attempt(email, `wrong-5`)).toBe('rate_limited');
  }

  it("lets the owner's known browser in with the right password while a stranger keeps the account in backoff", async () => {
    const { account, attempt } = await setup();
    const email = await account();
    const owner = new MemoryJar();
    expect(await attempt(email, password, owner)).toBe('ok');

    await attack(attempt, email);
    // Without a device cookie, even the right password waits, as before.
    expect(await attempt(email, password)).toBe('rate_limited');
    // The owner's browser, from whatever address, is let in at once, and again.
    expect(await attempt(email, password, owner)).toBe('ok');
    expect(await attempt(email.toUpperCase(), password, owner)).toBe('ok');
    // The owner's success does not forgive the stranger: browsers without the cookie still wait.
    expect(await attempt(email, password)).toBe('rate_limited');
  });

  it('gives a httpOnly, year-long cookie that names the account by a keyed hash, never the address', async () => {
    const { account, attempt } = await setup();
    const email = await account();
    const owner = new MemoryJar();
    expect(await attempt(email, password, owner)).toBe('ok');
    const cookie = owner.cookies.get(DEVICE_COOKIE);
    expect(cookie).toBeDefined();
    // httpOnly unless said otherwise (astroCookies.ts): the adapter must not ask for a readable cookie.
    expect(cookie?.httpOnly).not.toBe(false);
    expect(cookie?.maxAge).toBe(DEVICE_COOKIE_TTL_SECONDS);
    const claims = decodeJwt(cookie?.value ?? '');
    expect(JSON.stringify(claims)).not.toContain(email.split('@')[0]);
    expect(claims.acc).toHaveLength(1);
    // A wrong password sets nothing: only a successful sign-in makes a browser known.
    const stranger = new MemoryJar();
    expect(await attempt(email, 'wrong', stranger)).toBe('invalid_credentials');
    expect(stranger.cookies.has(DEVICE_COOKIE)).toBe(false);
  });

  it('gives no exemption to a forged cookie, an edited one, or a genuine cookie of another account', async () => {
    const { account, attempt } = await setup();
    const victim = await account();
    const attackerAccount = await account();
    const owner = new MemoryJar();
    expect(await attempt(victim, password, owner)).toBe('ok');
    const genuine = owner.get(DEVICE_COOKIE) ?? '';
    await attack(attempt, victim);

    const withCookie = (value: string) => {
      const browser = new MemoryJar();
      browser.set(DEVICE_COOKIE, value, { maxAge: DEVICE_COOKIE_TTL_SECONDS });
      return browser;
    };
    // The victim's own claims, signed with a key the attacker chose.
    const forged = await new SignJWT(decodeJwt(genuine))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('k'.repeat(32)));
    expect(await attempt(victim, password, withCookie(forged))).toBe('rate_limited');
    // The genuine cookie with another device id (a fresh backoff per guess, if it were accepted).
    const [header, , signature] = genuine.split('.');
    const edited = Buffer.from(JSON.stringify({ ...decodeJwt(genuine), dev: 'A'.repeat(22) })).toString('base64url');
    expect(await attempt(victim, password, withCookie(`${header}.${edited}.${signature}`))).toBe('rate_limited');
    // Unsigned.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(decodeJwt(genuine))).toString('base64url')}.`;
    expect(await attempt(victim, password, withCookie(none))).toBe('rate_limited');
    // The attacker's own browser, genuinely known, but to the attacker's account.
    const attackerBrowser = new MemoryJar();
    expect(await attempt(attackerAccount, password, attackerBrowser)).toBe('ok');
    expect(await attempt(victim, password, attackerBrowser)).toBe('rate_limited');
    // And the genuine cookie still works.
    expect(await attempt(victim, password, withCookie(genuine))).toBe('ok');
  });

  it('slows guesses from a known browser under a backoff of its own', async () => {
    const { account, attempt, devices } = await setup();
    const email = await account();
    const owner = new MemoryJar();
    expect(await attempt(email, password, owner)).toBe('ok');
    const device = await devices.trustedDevice(owner, email);
    expect(device).toBeDefined();
    // A stolen cookie is worth five free guesses, then the same growing delays.
    for (let i = 0; i < 5; i++) expect(await attempt(email, `wrong-${i}`, owner)).toBe('invalid_credentials');
    await justAttempted(signInKey(email, device));
    expect(await attempt(email, password, owner)).toBe('rate_limited');
    // That device's failures are its own: other browsers are not slowed by them.
    expect(await attempt(email, password)).toBe('ok');
  });

  it('is honoured by every server process (one key in the database) and remembers several accounts per browser', async () => {
    const first = await setup();
    const other = new SignInDevices(suite.db);
    const a = await first.account();
    const b = await first.account();
    const browser = new MemoryJar();
    expect(await first.attempt(a, password, browser)).toBe('ok');
    const deviceAfterA = await other.trustedDevice(browser, a);
    expect(deviceAfterA).toBeDefined();
    expect(await first.attempt(b, password, browser)).toBe('ok');
    // Signing in to a second account keeps the first and the device id.
    expect(await other.trustedDevice(browser, a)).toBe(deviceAfterA);
    expect(await other.trustedDevice(browser, b)).toBe(deviceAfterA);
  });

  it("makes the browser that used a reset link a known device: the owner's way back in during an attack", async () => {
    const { auth, account, attempt, devices } = await setup();
    const email = await account();
    await attack(attempt, email);
    // A new browser of the owner's is slowed like any other...
    expect(await attempt(email, password)).toBe('rate_limited');
    // ...until the owner resets the password from the e-mailed link in it.
    await auth.requestPasswordReset(new MemoryJar(), email, 'en', 'http://127.0.0.1:4321');
    const mail = await suite.db.asService((tx) =>
      tx.one<{ text: string }>(`select text from public.email_outbox where to_email = $1 and kind = 'password_reset'`, [email]),
    );
    const token = /\/auth\/reset\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const newBrowser = new MemoryJar();
    await resetPasswordOnThisDevice({ auth, devices }, newBrowser, { token, password: 'brand-new-2' });
    await auth.signOut(newBrowser, 'local');
    // Signed out, still known: the next sign-in there is not held up by the stranger's guesses.
    expect(newBrowser.cookies.has(DEVICE_COOKIE)).toBe(true);
    expect(await attempt(email, 'brand-new-2', newBrowser)).toBe('ok');
    expect(await attempt(email, 'brand-new-2')).toBe('rate_limited');
  });
});
