/**
 * Social sign-in on the Supabase adapter (decisions 0048, 0060 and its addendum), against the GoTrue
 * stand-in and the fake OIDC providers: Google through Supabase itself (its PKCE code exchanged at our
 * callback); LINE run by the site, as LINE signs (HS256 with the channel secret, which GoTrue's custom
 * providers refuse): our code flow, then a Supabase session minted through the admin API (generateLink
 * magiclink + verifyOtp). Identities listed, linked and unlinked across both, and our linking rule
 * enforced over GoTrue's automatic linking of a verified address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import type { LineAccounts } from '../../../src/server/auth/adapters/supabaseLineAccounts';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { FAKE_OIDC_CLIENTS, startFakeOidc, subjectOf, type FakeOidc } from '../support/fakeOidc';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const SITE = 'http://127.0.0.1:4321';
const CALLBACK = (provider: string) => `${SITE}/api/auth/callback/${provider}`;
const SERVICE_KEY = 'sb_secret_social-test';

describe('Supabase adapter: social sign-in', { timeout: 30_000 }, () => {
  let gotrue: FakeGotrue;
  let line: FakeOidc;
  let google: FakeOidc;
  let auth: SupabaseAuth;
  let n = 0;

  beforeAll(async () => {
    // The LINE fake signs as LINE's web login does: HS256 with the channel secret.
    line = await startFakeOidc({ mode: 'line' });
    google = await startFakeOidc({ mode: 'google' });
    gotrue = await startFakeGotrue({
      serviceRoleKey: SERVICE_KEY,
      oauthProviders: { google: { issuer: google.url, ...FAKE_OIDC_CLIENTS.google } },
    });
    // auth.users lookups (lineAccountsInDatabase in production) over the stand-in's in-memory users.
    const users = () => [...gotrue.users.values()];
    const accounts: LineAccounts = {
      bySubject: async (subject) => users().find((user) => user.app_metadata['line_subject'] === subject)?.id ?? null,
      byEmail: async (email) => gotrue.users.get(email.toLowerCase())?.id ?? null,
      hidePlaceholder: async () => undefined,
      hasPassword: async (id) => users().some((user) => user.id === id && user.password !== ''),
    };
    auth = new SupabaseAuth({
      url: gotrue.url,
      anonKey: 'anon',
      siteUrl: SITE,
      providers: ['line', 'google'],
      line: { oidc: { issuer: line.url, ...FAKE_OIDC_CLIENTS.line }, allowHttp: true, serviceRoleKey: SERVICE_KEY, accounts },
    });
  });
  afterAll(async () => {
    await gotrue?.close();
    await line?.close();
    await google?.close();
  });

  /**
   * The browser's trip. LINE: our start URL is LINE's authorize page → the person allows → our callback.
   * Google: our start URL → GoTrue /authorize → Google → GoTrue /callback → our callback.
   */
  async function socialSignIn(jar: MemoryJar, provider: 'line' | 'google', user: string, link = false) {
    const session = link ? await auth.getSession(jar) : null;
    const start = await auth.startSocial(jar, provider, { callbackUrl: CALLBACK(provider), link: session });
    if (provider === 'line') return auth.finishSocial(jar, 'line', new URL(await line.approve(start, user)), { session, locale: 'en' });
    const toProvider = await fetch(start, { redirect: 'manual' });
    const authorizeUrl = toProvider.headers.get('location');
    if (!authorizeUrl) throw new Error(`GoTrue /authorize answered ${toProvider.status}: ${await toProvider.text()}`);
    const gotrueCallback = await google.approve(authorizeUrl, user);
    const toSite = await fetch(gotrueCallback, { redirect: 'manual' });
    const back = toSite.headers.get('location');
    if (!back) throw new Error(`GoTrue /callback answered ${toSite.status}: ${await toSite.text()}`);
    return auth.finishSocial(jar, provider, new URL(back), { session, locale: 'en' });
  }

  it('sends LINE to LINE itself (PKCE, state, nonce) and Google to GoTrue', async () => {
    const jar = new MemoryJar();
    const start = new URL(await auth.startSocial(jar, 'line', { callbackUrl: CALLBACK('line'), link: null }));
    expect(start.origin).toBe(new URL(line.url).origin);
    expect(start.searchParams.get('client_id')).toBe(FAKE_OIDC_CLIENTS.line.clientId);
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.searchParams.get('state')).toBeTruthy();
    expect(start.searchParams.get('nonce')).toBeTruthy();
    expect(start.searchParams.get('redirect_uri')).toBe(CALLBACK('line'));
    const google = new URL(await auth.startSocial(new MemoryJar(), 'google', { callbackUrl: CALLBACK('google'), link: null }));
    expect(google.pathname).toBe('/auth/v1/authorize');
    expect(google.searchParams.get('provider')).toBe('google');
    expect(google.searchParams.get('code_challenge')).toBeTruthy();
    const none = new SupabaseAuth({ url: gotrue.url, anonKey: 'anon', siteUrl: SITE });
    expect(none.socialProviders()).toEqual([]);
    expect((await authErrorOf(none.startSocial(new MemoryJar(), 'line', { callbackUrl: CALLBACK('line'), link: null }))).code).toBe(
      'provider_not_configured',
    );
  });

  it('a LINE sign-in creates an account without e-mail; Google links; the last method stays', async () => {
    const jar = new MemoryJar();
    const user = `somchai-${++n}`;
    const result = await socialSignIn(jar, 'line', user);
    expect(result.kind === 'signed_in' && result.created).toBe(true);
    // The ID token LINE gave was HS256, as LINE's web login signs.
    expect(JSON.parse(Buffer.from(line.idTokens.at(-1)!.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const session = (await auth.getSession(jar))!;
    // The Supabase session was minted from a magic link verified on the server (amr otp); its
    // placeholder address is nobody's to see.
    expect(session.claims.amr?.[0]?.method).toBe('otp');
    expect(session.user.email).toBe('');
    expect(session.claims.email).toMatch(/@line\.invalid$/);
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['line']);
    expect((await authErrorOf(auth.unlinkIdentity(jar, session, 'line'))).code).toBe('last_sign_in_method');

    expect(await socialSignIn(jar, 'google', user, true)).toEqual({ kind: 'linked', provider: 'google' });
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['line', 'google']);
    await auth.unlinkIdentity(jar, session, 'line');
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['google']);
    expect((await authErrorOf(auth.unlinkIdentity(jar, session, 'google'))).code).toBe('last_sign_in_method');

    // The same Google account signs in to the same account again.
    const again = await socialSignIn(new MemoryJar(), 'google', user);
    expect(again.kind === 'signed_in' && again.user.id).toBe(session.user.id);
    // The LINE account removed from it (which still has its placeholder) makes an account of its own.
    const fresh = await socialSignIn(new MemoryJar(), 'line', user);
    expect(fresh.kind === 'signed_in' && fresh.created && fresh.user.id !== session.user.id).toBe(true);
  });

  it('a LINE account is given an address through the link Auth mails to it, which lands on /auth/confirm', async () => {
    const jar = new MemoryJar();
    const user = `malee-${++n}`;
    await socialSignIn(jar, 'line', user);
    const session = (await auth.getSession(jar))!;
    const address = `${user}@example.com`;
    await auth.setEmail(jar, session, address, { origin: SITE, locale: 'th' });
    const [mail] = gotrue.outbox.filter((each) => each.to === address);
    expect(mail).toMatchObject({ type: 'email_change', redirectTo: `${SITE}/th/auth/confirm` });
    // Until the link is followed the account has no address.
    expect((await auth.getSession(jar))!.user.email).toBeFalsy();
    const landing = await fetch(gotrue.linkOf(mail!)!, { redirect: 'manual' });
    const back = new URL(landing.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/th/auth/confirm`);
    expect(await auth.confirmEmail(jar, back.searchParams.get('code')!)).toEqual({ state: 'confirmed', signedIn: true });
    expect((await auth.getSession(jar))!.user.email).toBe(address);
    // Its `email` identity now carries the address, but without a password it is no way in.
    expect((await auth.listIdentities(jar, session)).map((each) => each.method)).toEqual(['line']);
    // Another LINE account cannot take the address.
    const other = new MemoryJar();
    await socialSignIn(other, 'line', `other-${user}`);
    const refused = auth.setEmail(other, (await auth.getSession(other))!, address, { origin: SITE, locale: 'en' });
    expect((await authErrorOf(refused)).code).toBe('email_taken');
  });

  it("undoes GoTrue's automatic linking: an existing address is never signed in to by a social login", async () => {
    const email = `owner-${++n}@example.com`;
    const owner = new MemoryJar();
    await auth.signUp(owner, {
      email,
      password: 'owner-pass-1',
      fullName: 'Owner',
      phone: '',
      company: '',
      locale: 'en',
      origin: 'http://127.0.0.1:4321',
    });
    await new Promise((done) => setTimeout(done, 20));
    const stranger = new MemoryJar();
    expect((await authErrorOf(socialSignIn(stranger, 'google', email))).code).toBe('email_belongs_to_account');
    expect(await auth.getSession(stranger)).toBeNull();
    const session = (await auth.getSession(owner))!;
    expect((await auth.listIdentities(owner, session)).map((each) => each.method)).toEqual(['email']);

    // The owner, signed in, links it.
    expect(await socialSignIn(owner, 'google', email, true)).toEqual({ kind: 'linked', provider: 'google' });
    expect((await auth.listIdentities(owner, session)).map((each) => each.method)).toEqual(['email', 'google']);
  });

  it('refuses to link a provider account that belongs to another account', async () => {
    const user = `taken-${++n}`;
    await socialSignIn(new MemoryJar(), 'line', user);
    const other = new MemoryJar();
    await socialSignIn(other, 'google', `other-${n}`);
    expect((await authErrorOf(socialSignIn(other, 'line', user, true))).code).toBe('identity_linked_elsewhere');
  });

  it('refuses a LINE token signed with a guessed secret, and a callback in another browser: no account, no session', async () => {
    const user = `forger-${++n}`;
    line.forge('foreign-key');
    const jar = new MemoryJar();
    expect((await authErrorOf(socialSignIn(jar, 'line', user))).code).toBe('invalid_token');
    expect(await auth.getSession(jar)).toBeNull();
    const subject = subjectOf('line', user);
    expect([...gotrue.users.values()].some((each) => each.app_metadata['line_subject'] === subject)).toBe(false);

    // Started here, finished in a browser without the flow cookie (state, nonce and verifier).
    const start = await auth.startSocial(new MemoryJar(), 'line', { callbackUrl: CALLBACK('line'), link: null });
    const elsewhere = new MemoryJar();
    const back = new URL(await line.approve(start, user));
    expect((await authErrorOf(auth.finishSocial(elsewhere, 'line', back, { session: null, locale: 'en' }))).code).toBe('invalid_token');
    expect(await auth.getSession(elsewhere)).toBeNull();
  });

  it('a password account links LINE from its settings; LINE then signs in to it; unlinking leaves the password', async () => {
    const email = `linker-${++n}@example.com`;
    const owner = new MemoryJar();
    await auth.signUp(owner, { email, password: 'owner-pass-1', fullName: 'Owner', phone: '', company: '', locale: 'th', origin: SITE });
    const session = (await auth.getSession(owner))!;
    const user = `linker-line-${n}`;
    expect(await socialSignIn(owner, 'line', user, true)).toEqual({ kind: 'linked', provider: 'line' });
    expect((await auth.listIdentities(owner, session)).map((each) => each.method)).toEqual(['email', 'line']);

    const again = new MemoryJar();
    const result = await socialSignIn(again, 'line', user);
    expect(result).toMatchObject({ kind: 'signed_in', created: false, user: { id: session.user.id, email } });
    expect((await auth.getSession(again))!.user.id).toBe(session.user.id);

    await auth.unlinkIdentity(owner, session, 'line');
    expect((await auth.listIdentities(owner, session)).map((each) => each.method)).toEqual(['email']);
    // The LINE account is nobody's now: it makes a new account of its own.
    const fresh = await socialSignIn(new MemoryJar(), 'line', user);
    expect(fresh.kind === 'signed_in' && fresh.created && fresh.user.id !== session.user.id).toBe(true);
  });
});
