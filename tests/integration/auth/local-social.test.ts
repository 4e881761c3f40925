// Social sign-in on the local adapter (decision 0048), against the fake OIDC provider in both modes:
// the authorization code flow with PKCE, state and nonce; new accounts with a profile; the linking rule
// (an existing account's address never signs in to it); linking while signed in; unlinking unless last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { LocalAuth } from '../../../src/server/auth/adapters/local';
import { OidcClients, FLOW_COOKIE } from '../../../src/server/auth/adapters/oidc';
import { codeAt } from '../../../src/server/auth/adapters/totp';
import { MailQueue } from '../../../src/server/mail/outbox';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';
import { FAKE_OIDC_CLIENTS, startFakeOidc, type FakeOidc } from '../support/fakeOidc';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { TEST_ORIGIN, confirmationToken, signUpConfirmed } from '../support/confirmedSignUp';

const CALLBACK = (provider: string) => `http://127.0.0.1:4321/api/auth/callback/${provider}`;

describe.each(engines)('local social sign-in on %s', { timeout: 60_000 }, (engine) => {
  let test: TestDatabase;
  let line: FakeOidc;
  let google: FakeOidc;
  let auth: LocalAuth;
  let n = 0;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    line = await startFakeOidc({ mode: 'line' });
    google = await startFakeOidc({ mode: 'google' });
    const oidc = new OidcClients(
      {
        line: { issuer: line.url, ...FAKE_OIDC_CLIENTS.line },
        google: { issuer: google.url, ...FAKE_OIDC_CLIENTS.google },
      },
      true,
    );
    auth = new LocalAuth({
      db: test.db,
      jwtSecret: new TextEncoder().encode('s'.repeat(48)),
      mail: new MailQueue({ logToConsole: false }),
      oidc,
    });
  }, 60_000);
  afterAll(async () => {
    await line?.close();
    await google?.close();
    await test?.close();
  });

  const fake = (provider: 'line' | 'google') => (provider === 'line' ? line : google);

  /** A person clicks the button, picks `user` at the provider and comes back: the adapter's answer. */
  async function socialSignIn(jar: MemoryJar, provider: 'line' | 'google', user: string, link = false) {
    const session = link ? await auth.getSession(jar) : null;
    const url = await auth.startSocial(jar, provider, { callbackUrl: CALLBACK(provider), link: session });
    const back = await fake(provider).approve(url, user);
    return auth.finishSocial(jar, provider, new URL(back), { session, locale: 'th' });
  }

  const profileOf = (id: string) =>
    test.db.asService((tx) =>
      tx.one<{ email: string | null; full_name: string }>('select email, full_name from public.profiles where id = $1', [id]),
    );

  it('starts the flow with PKCE (S256), state and nonce, and only the configured providers', async () => {
    const jar = new MemoryJar();
    const url = new URL(await auth.startSocial(jar, 'google', { callbackUrl: CALLBACK('google'), link: null }));
    expect(url.origin).toBe(google.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK('google'));
    expect(jar.cookies.get(FLOW_COOKIE)?.httpOnly).not.toBe(false);
    expect(auth.socialProviders().sort()).toEqual(['google', 'line']);
    const none = new LocalAuth({
      db: test.db,
      jwtSecret: new TextEncoder().encode('s'.repeat(48)),
      mail: new MailQueue({ logToConsole: false }),
    });
    expect(none.socialProviders()).toEqual([]);
    expect((await authErrorOf(none.startSocial(new MemoryJar(), 'line', { callbackUrl: CALLBACK('line'), link: null }))).code).toBe(
      'provider_not_configured',
    );
  });

  it('a LINE sign-in creates an account with a profile and no e-mail, which it can add later', async () => {
    const jar = new MemoryJar();
    const user = `somchai.${engine}.${++n}`;
    const result = await socialSignIn(jar, 'line', user);
    expect(result.kind).toBe('signed_in');
    if (result.kind !== 'signed_in') return;
    expect(result.created).toBe(true);
    expect(result.user.email).toBe('');
    const claims = decodeJwt(jar.get('sp-access')!);
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'oauth' })]);
    expect(claims.aal).toBe('aal1');
    const profile = await profileOf(result.user.id);
    expect(profile?.email).toBeNull();
    expect(profile?.full_name).toMatch(/^Somchai/);
    const session = (await auth.getSession(jar))!;
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['line']);

    // Signing in again with the same LINE account is the same account, not a new one.
    const again = await socialSignIn(new MemoryJar(), 'line', user);
    expect(again.kind === 'signed_in' && again.user.id).toBe(result.user.id);
    expect(again.kind === 'signed_in' && again.created).toBe(false);

    // The address is the account's once the link mailed to it is followed (decision 0049): until then
    // the profile has none, so nothing but the link is sent to it.
    const address = `${user}@example.com`;
    await auth.setEmail(jar, session, 'typo@example.com', { origin: TEST_ORIGIN, locale: 'th' });
    await auth.setEmail(jar, session, address, { origin: TEST_ORIGIN, locale: 'th' });
    expect((await profileOf(result.user.id))?.email).toBeNull();
    const typo = await confirmationToken(test.db, 'typo@example.com');
    const token = await confirmationToken(test.db, address);
    // The corrected address replaced the first link; whoever holds an address is not signed in to the
    // LINE account by its link (another browser), the owner's browser gets the address in its token.
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), typo))).code).toBe('invalid_token');
    const elsewhere = new MemoryJar();
    expect(await auth.confirmEmail(elsewhere, token)).toEqual({ state: 'confirmed', signedIn: false });
    expect(elsewhere.names()).toEqual([]);
    expect((await profileOf(result.user.id))?.email).toBe(address);
    expect(decodeJwt(jar.get('sp-access')!).email).toBeFalsy();
    expect(await auth.confirmEmail(jar, token)).toEqual({ state: 'alreadyConfirmed', signedIn: false });
    // Once it has an address, the account cannot be given another this way.
    await auth.setEmail(jar, session, 'other@example.com', { origin: TEST_ORIGIN, locale: 'th' });
    await expect(confirmationToken(test.db, 'other@example.com')).rejects.toThrow();
  });

  it("the owner's browser that follows the link of an added address gets it in its session", async () => {
    const jar = new MemoryJar();
    const user = `malee.${engine}.${++n}`;
    const result = await socialSignIn(jar, 'line', user);
    const session = (await auth.getSession(jar))!;
    const address = `${user}@example.com`;
    await auth.setEmail(jar, session, address, { origin: TEST_ORIGIN, locale: 'en' });
    expect(await auth.confirmEmail(jar, await confirmationToken(test.db, address))).toEqual({ state: 'confirmed', signedIn: true });
    expect(decodeJwt(jar.get('sp-access')!).email).toBe(address);
    expect((await profileOf(result.kind === 'signed_in' ? result.user.id : ''))?.email).toBe(address);
    // An address another account has is refused at once.
    const otherJar = new MemoryJar();
    await socialSignIn(otherJar, 'line', `other.${user}`);
    const other = (await auth.getSession(otherJar))!;
    const refused = auth.setEmail(otherJar, other, address.toUpperCase(), { origin: TEST_ORIGIN, locale: 'en' });
    expect((await authErrorOf(refused)).code).toBe('email_taken');
  });

  it('a Google sign-in creates an account with its verified e-mail', async () => {
    const jar = new MemoryJar();
    const result = await socialSignIn(jar, 'google', `nok.${engine}.${++n}`);
    expect(result.kind === 'signed_in' && result.user.email).toBe(`nok.${engine}.${n}@gmail.example`);
    if (result.kind === 'signed_in') expect((await profileOf(result.user.id))?.email).toBe(`nok.${engine}.${n}@gmail.example`);
  });

  it('never signs in to an existing account with the same address: sign in there first, then link', async () => {
    const email = `owner.${engine}.${++n}@example.com`;
    const owner = new MemoryJar();
    // A confirmed account (decision 0049): the address is proven, and its owner is signed in.
    const account = await signUpConfirmed(auth, test.db, owner, {
      email,
      password: 'secret-123',
      fullName: 'Owner',
      phone: '',
      company: '',
      locale: 'en',
    });
    const stranger = new MemoryJar();
    const refused = await authErrorOf(socialSignIn(stranger, 'google', email.toUpperCase()));
    expect(refused.code).toBe('email_belongs_to_account');
    expect(stranger.get('sp-access')).toBeUndefined();
    const identities = await test.db.asService((tx) => tx.query('select id from auth.identities where user_id = $1', [account.user.id]));
    expect(identities).toHaveLength(0);

    // The owner, signed in with the password, links the same Google account from the settings.
    const linked = await socialSignIn(owner, 'google', email, true);
    expect(linked).toEqual({ kind: 'linked', provider: 'google' });
    const session = (await auth.getSession(owner))!;
    expect((await auth.listIdentities(owner, session)).map((each) => each.method)).toEqual(['email', 'google']);
    // From now on Google signs in to that account.
    const later = await socialSignIn(new MemoryJar(), 'google', email);
    expect(later.kind === 'signed_in' && later.user.id).toBe(account.user.id);
  });

  it('links a second provider, refuses one linked elsewhere, and never unlinks the last way in', async () => {
    const jar = new MemoryJar();
    const user = `mali.${engine}.${++n}`;
    await socialSignIn(jar, 'line', user);
    let session = (await auth.getSession(jar))!;
    expect((await authErrorOf(auth.unlinkIdentity(jar, session, 'line'))).code).toBe('last_sign_in_method');

    expect(await socialSignIn(jar, 'google', user, true)).toEqual({ kind: 'linked', provider: 'google' });
    session = (await auth.getSession(jar))!;
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['line', 'google']);

    // Another account cannot take that Google account over by linking it.
    const other = new MemoryJar();
    await socialSignIn(other, 'line', `other.${engine}.${n}`);
    expect((await authErrorOf(socialSignIn(other, 'google', user, true))).code).toBe('identity_linked_elsewhere');

    await auth.unlinkIdentity(jar, session, 'line');
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['google']);
    expect((await authErrorOf(auth.unlinkIdentity(jar, session, 'google'))).code).toBe('last_sign_in_method');
    // The unlinked LINE account now makes a new account of its own.
    const fresh = await socialSignIn(new MemoryJar(), 'line', user);
    expect(fresh.kind === 'signed_in' && fresh.created).toBe(true);
  });

  it('the callback works once, only in the browser that started it, and checks the PKCE verifier', async () => {
    const jar = new MemoryJar();
    const url = await auth.startSocial(jar, 'line', { callbackUrl: CALLBACK('line'), link: null });
    const back = new URL(await line.approve(url, `replay.${engine}.${++n}`));
    // Another browser (no flow cookie) cannot complete it.
    expect((await authErrorOf(auth.finishSocial(new MemoryJar(), 'line', back, { session: null, locale: 'en' }))).code).toBe(
      'invalid_token',
    );
    // A tampered state is refused.
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'forged');
    const copy = new MemoryJar();
    copy.set(FLOW_COOKIE, jar.get(FLOW_COOKIE)!, { maxAge: 600 });
    expect((await authErrorOf(auth.finishSocial(copy, 'line', tampered, { session: null, locale: 'en' }))).code).toBe('invalid_token');
    // A flow whose verifier was swapped: the provider refuses the code.
    const swapped = new MemoryJar();
    const flow = JSON.parse(Buffer.from(jar.get(FLOW_COOKIE)!, 'base64url').toString()) as Record<string, unknown>;
    swapped.set(FLOW_COOKIE, Buffer.from(JSON.stringify({ ...flow, verifier: 'x'.repeat(43) })).toString('base64url'), { maxAge: 600 });
    expect((await authErrorOf(auth.finishSocial(swapped, 'line', back, { session: null, locale: 'en' }))).code).toBe('invalid_token');
    expect(line.refusals).toContain('PKCE verifier mismatch');
  });

  it('an account with a verified factor still owes its code after a social sign-in', async () => {
    const jar = new MemoryJar();
    const user = `factor.${engine}.${++n}`;
    await socialSignIn(jar, 'line', user);
    const session = (await auth.getSession(jar))!;
    const enrolment = await auth.enrollTotp(jar, session, 'Phone');
    await auth.confirmTotp(jar, session, enrolment.factorId, codeAt(enrolment.secret, Math.floor(Date.now() / 1000)));
    const again = new MemoryJar();
    const result = await socialSignIn(again, 'line', user);
    expect(result.kind === 'signed_in' && result.user.twoStepRequired).toBe(true);
    const pending = (await auth.getSession(again))!;
    expect(pending.claims.aal).toBe('aal1');
    expect(pending.nextAal).toBe('aal2');
  });
});
