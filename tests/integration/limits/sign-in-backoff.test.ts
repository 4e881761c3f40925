// Sign-in limits (decision 0011): per account whatever the address, with growing delays after five
// failures; a success clears them; a generous flood guard per address.
import { describe, expect, it } from 'vitest';
import { signInWithLimits } from '../../../src/server/auth/limits/limitedSignIn';
import { SignInDevices } from '../../../src/server/auth/limits/signInDevices';
import { AuthError, type AuthPort, type CookieJar } from '../../../src/server/auth/types';
import { DatabaseRateLimiter, limitKey, limitPolicies, type LimitPolicies } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { localAuth } from '../support/localAuth';
import { outcome } from '../support/memoryJar';
import { signUpConfirmed } from '../support/confirmedSignUp';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function jar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    delete: (name) => void cookies.delete(name),
    all: () => [...cookies].map(([name, value]) => ({ name, value })),
  };
}

const policies = (overrides: Partial<LimitPolicies> = {}): LimitPolicies => ({
  ...limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }),
  ...overrides,
});

describe.each(engines)('sign-in limits on %s', (engine) => {
  const suite = useSuite(engine);
  let n = 0;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address % 250}`;
  const password = 'right-password-1';

  async function setup(overrides: Partial<LimitPolicies> = {}) {
    const auth = localAuth(suite.db);
    const limiter = new DatabaseRateLimiter(suite.db, policies(overrides));
    const devices = new SignInDevices(suite.db);
    const email = `backoff-${engine}-${++n}@example.test`;
    await signUpConfirmed(auth, suite.db, jar(), { email, password, fullName: 'Backoff Tester', phone: '', company: '', locale: 'en' });
    const attempt = (pass: string, clientAddress = nextAddress(), as = email) =>
      outcome(signInWithLimits({ auth, limiter, devices }, jar(), { email: as, password: pass, clientAddress }));
    return { auth, limiter, email, attempt };
  }

  // Sets when the account's last attempt was (the database's clock decides). "Refused" checks pin it a
  // few seconds ahead, so a slow, loaded test run cannot outlast the 1-2 s delays it is checking;
  // "allowed" checks move it into the past.
  const lastAttempt = (email: string, secondsAgo: number, failures?: number) =>
    suite.db.asOwner((tx) =>
      tx.query(
        `update private.rate_limits set window_start = now() - make_interval(secs => $2), count = coalesce($3, count) where key = $1`,
        [limitKey('signIn', email), secondsAgo, failures ?? null],
      ),
    );
  const JUST_NOW = -5;

  it('slows guesses at one account from many addresses: 1 s, then 2 s, and a success clears it', async () => {
    const { attempt, email } = await setup();
    // Five failures, each from its own address, cost nothing.
    for (let i = 0; i < 5; i++) expect(await attempt(`wrong-${i}`)).toBe('invalid_credentials');
    // A sixth attempt from yet another address waits, even with the right password.
    await lastAttempt(email, JUST_NOW);
    expect(await attempt(password)).toBe('rate_limited');
    // The address part does not matter, nor the case of the e-mail.
    expect(await attempt(password, nextAddress(), email.toUpperCase())).toBe('rate_limited');
    // 1 s later the sixth attempt may go (and fails).
    await lastAttempt(email, 1);
    expect(await attempt('wrong-6')).toBe('invalid_credentials');
    // Six failures: the next attempt waits 2 s.
    await lastAttempt(email, JUST_NOW);
    expect(await attempt(password)).toBe('rate_limited');
    await lastAttempt(email, 2);
    expect(await attempt(password)).toBe('ok');
    // The success forgot the failures: five free attempts again.
    for (let i = 0; i < 5; i++) expect(await attempt(`wrong-again-${i}`)).toBe('invalid_credentials');
    await lastAttempt(email, JUST_NOW);
    expect(await attempt(password)).toBe('rate_limited');
  });

  it('waits 2^(failures - 5) s since the last attempt, at most 15 minutes', async () => {
    const { limiter, email } = await setup();
    for (let i = 0; i < 5; i++) await (await limiter.beginSignIn(email)).settle('failed');
    for (const failures of [5, 6, 7, 9, 12, 14, 15, 16, 40]) {
      const delay = Math.min(2 ** (failures - 5), 900);
      await lastAttempt(email, JUST_NOW, failures);
      const refused = await limiter.beginSignIn(email);
      expect(refused.allowed, `${failures} failures`).toBe(false);
      expect(refused.retryAfterSeconds, `${failures} failures`).toBeLessThanOrEqual(delay - JUST_NOW);
      expect(refused.retryAfterSeconds, `${failures} failures`).toBeGreaterThan(delay - JUST_NOW - 5);
      await lastAttempt(email, delay, failures);
      const allowed = await limiter.beginSignIn(email);
      expect(allowed.allowed, `${failures} failures`).toBe(true);
    }
  });

  it('really lets the owner in once the delay has passed', async () => {
    const { attempt } = await setup();
    for (let i = 0; i < 5; i++) await attempt(`wrong-${i}`);
    await sleep(1_100);
    expect(await attempt(password)).toBe('ok');
  });

  it('lets only the free attempts through when guesses arrive all at once', async () => {
    const { attempt } = await setup();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`parallel-wrong-${i}`)));
    expect(results.filter((r) => r === 'invalid_credentials')).toHaveLength(5);
    expect(results.filter((r) => r === 'rate_limited')).toHaveLength(15);
  });

  it("keeps one account's backoff away from another account", async () => {
    const first = await setup();
    const second = await setup();
    for (let i = 0; i < 5; i++) await first.attempt(`wrong-${i}`);
    expect(await first.attempt(password)).toBe('rate_limited');
    expect(await second.attempt(password)).toBe('ok');
  });

  it('does not count an attempt the provider could not answer', async () => {
    const limiter = new DatabaseRateLimiter(suite.db, policies());
    const broken: AuthPort = {
      signIn: () => Promise.reject(new AuthError('unexpected_failure', 'provider down')),
    } as unknown as AuthPort;
    const email = `down-${engine}@example.test`;
    const results = [];
    for (let i = 0; i < 8; i++)
      results.push(
        await outcome(
          signInWithLimits({ auth: broken, limiter, devices: new SignInDevices(suite.db) }, jar(), {
            email,
            password,
            clientAddress: nextAddress(),
          }),
        ),
      );
    expect(results).toEqual(Array(8).fill('unexpected_failure'));
  });

  it('guards an address against floods, with a limit of its own', async () => {
    const { attempt } = await setup({ signInPerAddress: { points: 3, windowSeconds: 900 } });
    const shared = '198.51.100.7';
    expect(await attempt(password, shared)).toBe('ok');
    expect(await attempt(password, shared)).toBe('ok');
    expect(await attempt(password, shared)).toBe('ok');
    expect(await attempt(password, shared)).toBe('rate_limited');
    expect(await attempt(password, '198.51.100.8')).toBe('ok');
  });
});
