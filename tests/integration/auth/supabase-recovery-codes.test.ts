/**
 * Two-step recovery codes on Supabase (decision 0049), SupabaseAuth against the GoTrue stand-in keeping
 * its users in a migrated PostgreSQL database: enrolment answers ten codes kept as Argon2id hashes in
 * public.mfa_recovery_codes (service role only); a right unused code removes the account's factors
 * through the admin MFA API, which ends its sessions, and is recorded in public.auth_events; the
 * password alone then signs in at aal1 with nothing owed; each code works once; a wrong one is refused.
 * Only with TEST_DATABASE_URL (.ci/run sets it when its PostgreSQL server starts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeAt } from '../../../src/server/auth/adapters/totp';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import { SupabaseRecoveryCodes, adminClient } from '../../../src/server/auth/adapters/supabaseRecovery';
import { openTestDatabase, type TestDatabase } from '../support/database';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const SITE = 'http://127.0.0.1:4321';
const ANON_KEY = 'anon-test-key';
const SERVICE_KEY = 'sb_secret_test-service-key';
const PASSWORD = 'correct-horse-1';

describe.skipIf(!process.env.TEST_DATABASE_URL)('recovery codes on Supabase (GoTrue stand-in on PostgreSQL)', () => {
  let test: TestDatabase;
  let fake: FakeGotrue;
  let auth: SupabaseAuth;
  let n = 0;
  const now = () => Math.floor(Date.now() / 1000);

  /** A signed-up account with a confirmed authenticator: its jar (aal2), secret and recovery codes. */
  async function enrolled() {
    const email = `recovery-${++n}@example.co.th`;
    const jar = new MemoryJar();
    await auth.signUp(jar, { email, password: PASSWORD, fullName: 'Somsak Recovery', phone: '', company: '', locale: 'th', origin: SITE });
    const session = (await auth.getSession(jar))!;
    const enrolment = await auth.enrollTotp(jar, session, 'Phone');
    const { recoveryCodes } = await auth.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, now()));
    return { email, jar, userId: session.user.id, secret: enrolment.secret, recoveryCodes: recoveryCodes ?? [] };
  }
  /** Password given, code owed: the session of the code step. */
  async function pending(email: string) {
    const jar = new MemoryJar();
    const signedIn = await auth.signIn(jar, email, PASSWORD);
    expect(signedIn.twoStepRequired).toBe(true);
    const session = (await auth.getSession(jar))!;
    expect(session.nextAal).toBe('aal2');
    return { jar, session };
  }
  const codesOf = (userId: string) =>
    test.db.asService((tx) =>
      tx.db.selectFrom('public.mfa_recovery_codes').select(['code_hash', 'used_at']).where('user_id', '=', userId).execute(),
    );

  beforeAll(async () => {
    test = await openTestDatabase('postgres');
    fake = await startFakeGotrue({ databaseUrl: test.url ?? '', anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY });
    const recoveryCodes = new SupabaseRecoveryCodes(test.db, adminClient(fake.url, SERVICE_KEY));
    auth = new SupabaseAuth({ url: fake.url, anonKey: ANON_KEY, siteUrl: SITE, recoveryCodes });
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await test?.close();
  });
  beforeEach(() => fake.reset());

  it('shows ten codes once at enrolment and keeps only their Argon2id hashes, readable by the service role alone', async () => {
    const { userId, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await codesOf(userId);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^scrypt:16384:8:1:/);
    expect(stored.some((row) => recoveryCodes.some((code) => row.code_hash.includes(code.replace('-', ''))))).toBe(false);
    // RLS on and no grant: a signed-in user reads nothing, not even their own hashes, and cannot write.
    const session = { sub: userId, role: 'authenticated', aal: 'aal2' } as const;
    await expect(test.db.asCaller(session, (tx) => tx.one('select count(*) from public.mfa_recovery_codes'))).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      test.db.asCaller(session, (tx) => tx.one('update public.mfa_recovery_codes set used_at = null returning id')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(test.db.asCaller(session, (tx) => tx.one('select count(*) from public.auth_events'))).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('a right code removes the factors (ending the sessions), records the event; the password then signs in at aal1', async () => {
    const { email, jar: enrolledDevice, userId, recoveryCodes } = await enrolled();
    const { jar, session } = await pending(email);
    expect(await auth.verifyRecoveryCode(jar, session, recoveryCodes[3]!.toUpperCase())).toBe('factorsRemoved');
    // Every session of the account ended at Auth: this one (cookies cleared here) and the device that
    // enrolled (its access token lives out its hour; its refresh token is refused).
    expect(await auth.getSession(jar)).toBeNull();
    expect(fake.activeSessionIds(email)).toEqual([]);
    expect(enrolledDevice.supabaseNames().length).toBeGreaterThan(0);
    const events = await test.db.asService((tx) =>
      tx.db.selectFrom('public.auth_events').select(['event', 'detail']).where('user_id', '=', userId).execute(),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('mfa_recovery_code_used');
    expect((events[0]!.detail as { factors_removed: string[] }).factors_removed).toHaveLength(1);
    // The used code is kept (used_at), the others are gone with the factors they protected.
    const left = await codesOf(userId);
    expect(left).toHaveLength(1);
    expect(left[0]!.used_at).not.toBeNull();

    const again = new MemoryJar();
    const signedIn = await auth.signIn(again, email, PASSWORD);
    expect(signedIn.twoStepRequired).toBe(false);
    const fresh = await auth.getSession(again);
    expect(fresh?.claims.aal).toBe('aal1');
    expect(fresh?.nextAal).toBe('aal1');
  });

  it('each code works once; a wrong or malformed code is refused and removes nothing', async () => {
    const { email, userId, recoveryCodes } = await enrolled();
    const first = await pending(email);
    expect((await authErrorOf(auth.verifyRecoveryCode(first.jar, first.session, 'abcde-fghjk'))).code).toBe('invalid_code');
    expect((await authErrorOf(auth.verifyRecoveryCode(first.jar, first.session, 'not a code'))).code).toBe('invalid_code');
    expect(await codesOf(userId)).toHaveLength(10);
    expect(await auth.verifyRecoveryCode(first.jar, first.session, recoveryCodes[0]!)).toBe('factorsRemoved');

    // Enrol again: a new set; the old used code and the old unused ones do nothing.
    const jar = new MemoryJar();
    await auth.signIn(jar, email, PASSWORD);
    const session = (await auth.getSession(jar))!;
    const enrolment = await auth.enrollTotp(jar, session, 'New phone');
    const renewed = await auth.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, now()));
    expect(renewed.recoveryCodes).toHaveLength(10);
    const second = await pending(email);
    for (const old of [recoveryCodes[0]!, recoveryCodes[1]!])
      expect((await authErrorOf(auth.verifyRecoveryCode(second.jar, second.session, old))).code).toBe('invalid_code');
    expect(await auth.verifyRecoveryCode(second.jar, second.session, renewed.recoveryCodes![0]!)).toBe('factorsRemoved');
  });

  it('new codes (issue 35) after a current code or a recovery code: the old set stops working, the factors stay', async () => {
    const { email, jar, userId, secret, recoveryCodes } = await enrolled();
    const session = (await auth.getSession(jar))!;
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect((await authErrorOf(auth.renewRecoveryCodes(jar, session, 'abcde-fghjk'))).code).toBe('invalid_code');
    // A recovery code renews without removing the authenticators (it is spent with the old set).
    const byCode = await auth.renewRecoveryCodes(jar, session, recoveryCodes[2]!);
    expect(byCode).toHaveLength(10);
    expect(await auth.recoveryCodesLeft(jar, session)).toBe(10);
    expect((await codesOf(userId)).every((row) => row.used_at === null)).toBe(true);
    expect((await auth.listFactors(jar)).filter((factor) => factor.status === 'verified')).toHaveLength(1);
    // The next step's code of the authenticator (Auth checks it) renews again.
    const byTotp = await auth.renewRecoveryCodes(jar, session, codeAt(secret, now() + 30));
    expect(byTotp.some((code) => byCode.includes(code))).toBe(false);
    const later = await pending(email);
    for (const old of [recoveryCodes[5]!, byCode[0]!])
      expect((await authErrorOf(auth.verifyRecoveryCode(later.jar, later.session, old))).code).toBe('invalid_code');
    expect(await auth.verifyRecoveryCode(later.jar, later.session, byTotp[0]!)).toBe('factorsRemoved');
  });

  it('without the service-role key there are no codes, and a recovery code is refused', async () => {
    const plain = new SupabaseAuth({ url: fake.url, anonKey: ANON_KEY, siteUrl: SITE });
    const email = `no-key-${++n}@example.co.th`;
    const jar = new MemoryJar();
    await plain.signUp(jar, { email, password: PASSWORD, fullName: 'No Key', phone: '', company: '', locale: 'en', origin: SITE });
    const session = (await plain.getSession(jar))!;
    const enrolment = await plain.enrollTotp(jar, session, 'Phone');
    expect((await plain.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, now()))).recoveryCodes).toBeNull();
    expect((await authErrorOf(plain.verifyRecoveryCode(jar, session, 'abcde-23456'))).code).toBe('invalid_code');
  });

  it('the admin MFA API refuses anyone without the service-role key', async () => {
    const { userId } = await enrolled();
    const response = await fetch(`${fake.url}/auth/v1/admin/users/${userId}/factors`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    });
    expect(response.status).toBe(403);
  });
});
