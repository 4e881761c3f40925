// Two-step sign-in on the local adapter (decision 0045): enrol, confirm, the code step at sign-in with
// ±1 step and no code twice, recovery codes once each, removal after a fresh code, secrets encrypted.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { codeAt } from '../../../src/server/auth/adapters/totp';
import type { VerifiedSession } from '../../../src/server/auth/types';
import { useLocalAuth } from '../support/localAuth';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { signUpConfirmed } from '../support/confirmedSignUp';

// Argon2 hashes ten recovery codes per enrolment: on a loaded machine that alone can take seconds.
describe('local two-step sign-in', { timeout: 60_000 }, () => {
  let clock = 1_900_000_000;
  const local = useLocalAuth({ now: () => clock });
  const password = 'secret-123';
  let n = 0;

  async function newAccount() {
    const jar = new MemoryJar();
    const email = `two-step-${++n}@example.com`;
    await signUpConfirmed(local.auth, local.db, jar, { email, password, fullName: 'Two Step', phone: '', company: '', locale: 'en' });
    return { jar, email, session: (await local.auth.getSession(jar))! };
  }

  /** Enrols and confirms a factor, as a person with an authenticator app would: codes from the shown secret. */
  async function enrolled() {
    const account = await newAccount();
    const enrolment = await local.auth.enrollTotp(account.jar, account.session, 'Phone');
    const { recoveryCodes } = await local.auth.confirmTotp(
      account.jar,
      account.session,
      enrolment.factorId,
      codeAt(enrolment.secret, clock),
    );
    return { ...account, enrolment, recoveryCodes: recoveryCodes! };
  }

  const claimsOf = (jar: MemoryJar) => decodeJwt(jar.get('sp-access')!);

  it('enrols with a QR code and the secret as text, stored encrypted', async () => {
    const { jar, session } = await newAccount();
    const enrolment = await local.auth.enrollTotp(jar, session, 'My phone');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const row = await local.db.asService((tx) =>
      tx.one<{ secret: string; status: string }>('select secret, status from auth.mfa_factors where id = $1', [enrolment.factorId]),
    );
    expect(row?.status).toBe('unverified');
    expect(row?.secret.startsWith('v1.')).toBe(true);
    expect(row?.secret).not.toContain(enrolment.secret);
    // Unconfirmed, it asks nothing at sign-in yet.
    expect((await local.auth.listFactors(jar, session)).map((f) => f.status)).toEqual(['unverified']);
    expect((await local.auth.signIn(new MemoryJar(), session.user.email, password)).twoStepRequired).toBe(false);
  });

  it('confirms with a first code: aal2 with amr, ten recovery codes, other devices signed out', async () => {
    const { jar, email, session } = await newAccount();
    const other = new MemoryJar();
    await local.auth.signIn(other, email, password);
    const enrolment = await local.auth.enrollTotp(jar, session, 'Phone');
    expect(await authErrorOf(local.auth.confirmTotp(jar, session, enrolment.factorId, '000000'))).toMatchObject({ code: 'invalid_code' });
    const { recoveryCodes } = await local.auth.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, clock));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes![0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const claims = claimsOf(jar);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['password', 'totp']);
    expect((await local.auth.getSession(jar))?.nextAal).toBe('aal2');
    expect(await local.auth.getSession(other)).toBeNull();
    const stored = await local.db.asService((tx) =>
      tx.query<{ code_hash: string }>('select code_hash from auth.mfa_recovery_codes where user_id = $1', [session.user.id]),
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('signs in at aal1 owing a code; the code raises the session to aal2, and survives a refresh', async () => {
    const { email, enrolment } = await enrolled();
    clock += 120;
    const jar = new MemoryJar();
    const signedIn = await local.auth.signIn(jar, email, password);
    expect(signedIn.twoStepRequired).toBe(true);
    const pending = (await local.auth.getSession(jar))!;
    expect(pending.claims.aal).toBe('aal1');
    expect(pending.nextAal).toBe('aal2');
    await local.auth.verifyTotp(jar, pending, codeAt(enrolment.secret, clock));
    expect(claimsOf(jar).aal).toBe('aal2');
    clock += 2 * 60 * 60;
    const refreshed = (await local.auth.getSession(jar))!;
    expect(refreshed.claims.aal).toBe('aal2');
    expect(refreshed.claims.amr?.map((a) => a.method)).toEqual(['password', 'totp']);
  });

  it('accepts a code one step either side, not two', async () => {
    const { email, enrolment } = await enrolled();
    const attempt = async (offsetSeconds: number) => {
      clock += 300;
      const jar = new MemoryJar();
      await local.auth.signIn(jar, email, password);
      return local.auth.verifyTotp(jar, (await local.auth.getSession(jar))!, codeAt(enrolment.secret, clock + offsetSeconds));
    };
    await expect(attempt(-30)).resolves.toBeUndefined();
    await expect(attempt(30)).resolves.toBeUndefined();
    expect(await authErrorOf(attempt(90))).toMatchObject({ code: 'invalid_code' });
    expect(await authErrorOf(attempt(-90))).toMatchObject({ code: 'invalid_code' });
  });

  it('never accepts one code twice, nor an older one after a newer', async () => {
    const { email, enrolment } = await enrolled();
    clock += 300;
    const code = codeAt(enrolment.secret, clock);
    const first = new MemoryJar();
    await local.auth.signIn(first, email, password);
    await local.auth.verifyTotp(first, (await local.auth.getSession(first))!, code);
    const second = new MemoryJar();
    await local.auth.signIn(second, email, password);
    const pending = (await local.auth.getSession(second))!;
    expect(await authErrorOf(local.auth.verifyTotp(second, pending, code))).toMatchObject({ code: 'code_already_used' });
    expect(await authErrorOf(local.auth.verifyTotp(second, pending, codeAt(enrolment.secret, clock - 30)))).toMatchObject({
      code: 'code_already_used',
    });
    expect(claimsOf(second).aal).toBe('aal1');
  });

  it('takes each recovery code once, typed however', async () => {
    const { email, recoveryCodes } = await enrolled();
    const signInPending = async () => {
      const jar = new MemoryJar();
      await local.auth.signIn(jar, email, password);
      return { jar, pending: (await local.auth.getSession(jar))! as VerifiedSession };
    };
    const a = await signInPending();
    await local.auth.verifyRecoveryCode(a.jar, a.pending, ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `);
    expect(claimsOf(a.jar).aal).toBe('aal2');
    expect((claimsOf(a.jar).amr as { method: string }[]).map((x) => x.method)).toEqual(['password', 'recovery']);
    const b = await signInPending();
    expect(await authErrorOf(local.auth.verifyRecoveryCode(b.jar, b.pending, recoveryCodes[3]!))).toMatchObject({ code: 'invalid_code' });
    expect(await authErrorOf(local.auth.verifyRecoveryCode(b.jar, b.pending, 'abcde-fghjk'))).toMatchObject({ code: 'invalid_code' });
    await local.auth.verifyRecoveryCode(b.jar, b.pending, recoveryCodes[4]!);
    expect(claimsOf(b.jar).aal).toBe('aal2');
  });

  it('removes a factor only after a fresh code; then sign-in asks for none', async () => {
    const { jar, email, enrolment } = await enrolled();
    clock += 300;
    const session = (await local.auth.getSession(jar))!;
    expect(await authErrorOf(local.auth.unenrollTotp(jar, session, enrolment.factorId, '123456'))).toMatchObject({ code: 'invalid_code' });
    expect(await local.auth.listFactors(jar, session)).toHaveLength(1);
    await local.auth.unenrollTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, clock));
    expect(await local.auth.listFactors(jar, session)).toEqual([]);
    const again = new MemoryJar();
    expect((await local.auth.signIn(again, email, password)).twoStepRequired).toBe(false);
    expect((await local.auth.getSession(again))?.nextAal).toBe('aal1');
  });

  it('refuses a second factor with the same name', async () => {
    const { jar, session } = await enrolled();
    expect(await authErrorOf(local.auth.enrollTotp(jar, session, 'Phone'))).toMatchObject({ code: 'factor_name_taken' });
  });
});
