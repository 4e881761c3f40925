// New recovery codes on the local adapter (issue 35), on both engines: the count of unused codes, and a
// new set only after a current authenticator code or an unused recovery code; the old set stops
// working at once, the new one works, and a wrong or spent code renews nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt } from '../../../src/server/auth/adapters/totp';
import type { LocalAuth } from '../../../src/server/auth/adapters/local';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { localAuth } from '../support/localAuth';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { signUpConfirmed } from '../support/confirmedSignUp';

describe.each(engines)('renewing recovery codes on %s', { timeout: 60_000 }, (engine) => {
  let clock = 1_900_000_000;
  let test: TestDatabase;
  let auth: LocalAuth;
  let n = 0;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    auth = localAuth(test.db, { now: () => clock });
  }, 60_000);
  afterAll(() => test?.close());

  async function enrolled() {
    const jar = new MemoryJar();
    const email = `renew-${engine}-${++n}@example.com`;
    await signUpConfirmed(auth, test.db, jar, { email, password: 'secret-123', fullName: 'Renew', phone: '', company: '', locale: 'th' });
    const session = (await auth.getSession(jar))!;
    expect(await auth.recoveryCodesLeft(jar, session)).toBeNull();
    const enrolment = await auth.enrollTotp(jar, session, 'Phone');
    const { recoveryCodes } = await auth.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, clock));
    return { jar, email, secret: enrolment.secret, recoveryCodes, session: (await auth.getSession(jar))! };
  }

  /** Signs in with the password on another device and gives a recovery code: 'ok' or the refusal. */
  async function recoveryWorks(email: string, code: string) {
    const jar = new MemoryJar();
    await auth.signIn(jar, email, 'secret-123');
    const pending = (await auth.getSession(jar))!;
    return auth.verifyRecoveryCode(jar, pending, code).then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
  }

  it('counts the unused codes; a current authenticator code renews them and the old ones stop working', async () => {
    const { jar, email, secret, recoveryCodes, session } = await enrolled();
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect(await recoveryWorks(email, recoveryCodes[0]!)).toBe('ok');
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(9);

    clock += 30;
    const renewed = await auth.renewRecoveryCodes(jar, session, codeAt(secret, clock));
    expect(renewed).toHaveLength(10);
    expect(renewed.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect(await recoveryWorks(email, recoveryCodes[1]!)).toBe('invalid_code');
    expect(await recoveryWorks(email, renewed[0]!)).toBe('ok');
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(9);
    // The authenticator code just used does not renew twice.
    expect((await authErrorOf(auth.renewRecoveryCodes(jar, session, codeAt(secret, clock)))).code).toBe('code_already_used');
  });

  it('an unused recovery code renews them too, and is spent with the old set', async () => {
    const { jar, email, recoveryCodes, session } = await enrolled();
    const renewed = await auth.renewRecoveryCodes(jar, session, recoveryCodes[3]!.toUpperCase());
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect(await recoveryWorks(email, recoveryCodes[4]!)).toBe('invalid_code');
    expect((await authErrorOf(auth.renewRecoveryCodes(jar, session, recoveryCodes[3]!))).code).toBe('invalid_code');
    expect(await recoveryWorks(email, renewed[9]!)).toBe('ok');
  });

  it('a wrong code, or an account without an authenticator, renews nothing', async () => {
    const { jar, email, recoveryCodes, session } = await enrolled();
    expect((await authErrorOf(auth.renewRecoveryCodes(jar, session, '000000'))).code).toBe('invalid_code');
    expect((await authErrorOf(auth.renewRecoveryCodes(jar, session, 'abcde-23456'))).code).toBe('invalid_code');
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect(await recoveryWorks(email, recoveryCodes[0]!)).toBe('ok');

    const bare = new MemoryJar();
    await signUpConfirmed(auth, test.db, bare, {
      email: `bare-${engine}-${++n}@example.com`,
      password: 'secret-123',
      fullName: 'Bare',
      phone: '',
      company: '',
      locale: 'en',
    });
    const bareSession = (await auth.getSession(bare))!;
    expect((await authErrorOf(auth.renewRecoveryCodes(bare, bareSession, 'abcde-23456'))).code).toBe('invalid_code');
    expect(await auth.recoveryCodesLeft(bare, bareSession)).toBeNull();
  });
});
