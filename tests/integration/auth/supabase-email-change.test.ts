/**
 * Changing the e-mail address through SupabaseAuth against the GoTrue stand-in (decision 0049 addendum
 * (b)): the current password is checked (on a client of its own), updateUser({ email }) mails the new
 * address a link landing on /auth/confirm, the address changes only when it is followed, the browser
 * that asked keeps its session with the new address and the other sessions end; another account's
 * address answers like a success (GoTrue's email_exists) and mails nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const SITE = 'http://127.0.0.1:4321';
const PASSWORD = 'correct-horse-1';

describe('SupabaseAuth: changing the e-mail address', { timeout: 30_000 }, () => {
  let fake: FakeGotrue;
  let auth: SupabaseAuth;
  let n = 0;
  const landing = { origin: SITE, locale: 'th' as const };
  const mailsTo = (email: string) => fake.outbox.filter((mail) => mail.to === email);
  const signUp = async (email: string) => {
    const jar = new MemoryJar();
    await auth.signUp(jar, { email, password: PASSWORD, fullName: 'Malee Change', phone: '', company: '', locale: 'th', origin: SITE });
    return jar;
  };

  beforeAll(async () => {
    fake = await startFakeGotrue();
    auth = new SupabaseAuth({ url: fake.url, anonKey: 'anon', siteUrl: SITE });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('changes the address once the link is followed; the old one signs in until then; other sessions end', async () => {
    const email = `old-${++n}@example.com`;
    const next = `new-${n}@example.com`;
    const jar = await signUp(email);
    const otherDevice = new MemoryJar();
    await auth.signIn(otherDevice, email, PASSWORD);
    const session = (await auth.getSession(jar))!;

    expect((await authErrorOf(auth.changeEmail(jar, session, { email: next, currentPassword: 'wrong-one-1' }, landing))).code).toBe(
      'invalid_credentials',
    );
    expect(
      (await authErrorOf(auth.changeEmail(jar, session, { email: email.toUpperCase(), currentPassword: PASSWORD }, landing))).code,
    ).toBe('email_unchanged');
    expect(mailsTo(next)).toEqual([]);

    await auth.changeEmail(jar, session, { email: next, currentPassword: PASSWORD }, landing);
    const [mail, ...more] = mailsTo(next);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ type: 'email_change', redirectTo: `${SITE}/th/auth/confirm` });
    // Nothing changed yet.
    expect((await auth.getSession(jar))!.user.email).toBe(email);
    await auth.signIn(new MemoryJar(), email, PASSWORD);

    const response = await fetch(fake.linkOf(mail!)!, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/th/auth/confirm`);
    expect(await auth.confirmEmail(jar, back.searchParams.get('code')!)).toEqual({ state: 'confirmed', signedIn: true });
    const kept = (await auth.getSession(jar))!;
    expect(kept.user.email).toBe(next);
    // Every other session ended (the other device's, and the password check's own, ended at once).
    expect(fake.calls('POST', '/logout').map((c) => c.query)).toContainEqual({ scope: 'others' });
    expect(fake.activeSessionIds(next)).toEqual([kept.claims.session_id]);
    expect(otherDevice.supabaseNames()).not.toEqual([]);

    await auth.signIn(new MemoryJar(), next, PASSWORD);
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, PASSWORD))).code).toBe('invalid_credentials');
  });

  it("answers another account's address like a success and mails it nothing", async () => {
    const email = `mine-${++n}@example.com`;
    const taken = `taken-${n}@example.com`;
    await signUp(taken);
    const before = mailsTo(taken).length;
    const jar = await signUp(email);
    await auth.changeEmail(jar, (await auth.getSession(jar))!, { email: taken, currentPassword: PASSWORD }, landing);
    expect(mailsTo(taken)).toHaveLength(before);
    expect((await auth.getSession(jar))!.user.email).toBe(email);
  });
});
