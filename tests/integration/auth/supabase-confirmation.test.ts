/**
 * Confirmed e-mails through SupabaseAuth against the GoTrue stand-in with "Confirm email" on
 * (decision 0049): sign-up answers no session (the panel), GoTrue's "Email not confirmed" becomes
 * email_not_confirmed, auth.resend({ type: 'signup' }) mails a new link landing on /auth/confirm, and
 * the link's code signs in the browser that signed up (elsewhere: confirmed, sign in).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseAuth } from '../../../src/server/auth/adapters/supabase';
import { startFakeGotrue, type FakeGotrue } from '../support/fakeGotrue';
import { MemoryJar, authErrorOf } from '../support/memoryJar';

const SITE = 'http://127.0.0.1:4321';
const PASSWORD = 'correct-horse-1';

describe('SupabaseAuth with "Confirm email" on', () => {
  let fake: FakeGotrue;
  let auth: SupabaseAuth;
  let n = 0;
  const address = () => `confirm-${++n}@example.co.th`;
  const signUp = (jar: MemoryJar, email: string, locale: 'en' | 'th' = 'th') =>
    auth.signUp(jar, { email, password: PASSWORD, fullName: 'Malee Confirm', phone: '', company: '', locale, origin: SITE });
  /** Opens a mailed link as a browser does: GoTrue verifies it and redirects to the site. */
  const follow = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  };
  const mailsTo = (email: string) => fake.outbox.filter((mail) => mail.to === email);

  beforeAll(async () => {
    fake = await startFakeGotrue({ settings: { confirmEmail: true } });
    auth = new SupabaseAuth({ url: fake.url, anonKey: 'anon', siteUrl: SITE });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('signs up without a session and mails a link that lands on /auth/confirm in the language', async () => {
    const email = address();
    const jar = new MemoryJar();
    const { signedIn } = await signUp(jar, email);
    expect(signedIn).toBe(false);
    expect(await auth.getSession(jar)).toBeNull();
    const [mail] = mailsTo(email);
    expect(mail).toMatchObject({ type: 'signup', redirectTo: `${SITE}/th/auth/confirm` });
  });

  it('carries the page to go on to through GoTrue: the redirect keeps ?next= beside its ?code=', async () => {
    const email = address();
    const jar = new MemoryJar();
    const next = '/th/order/business-website';
    await auth.signUp(jar, { email, password: PASSWORD, fullName: 'Malee Next', phone: '', company: '', locale: 'th', origin: SITE, next });
    await auth.resendConfirmation(jar, email, { locale: 'th', origin: SITE, next });
    expect(fake.calls('POST', '/resend')[0]!.query['redirect_to']).toBe(`${SITE}/th/auth/confirm?next=%2Fth%2Forder%2Fbusiness-website`);
    const landing = await follow(fake.linkOf(mailsTo(email).at(-1)!)!);
    expect(landing.pathname).toBe('/th/auth/confirm');
    expect(landing.searchParams.get('next')).toBe(next);
    expect(landing.searchParams.get('code')).toBeTruthy();
  });

  it('answers the right password of an unconfirmed account with email_not_confirmed, a wrong one as before', async () => {
    const email = address();
    await signUp(new MemoryJar(), email);
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, PASSWORD))).code).toBe('email_not_confirmed');
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, 'wrong-pass-9'))).code).toBe('invalid_credentials');
  });

  it('resends with auth.resend type signup: a new link, the old one dead; nothing for unknown or confirmed addresses', async () => {
    const email = address();
    const jar = new MemoryJar();
    await signUp(jar, email, 'en');
    await auth.resendConfirmation(jar, email, { locale: 'en', origin: SITE });
    const resends = fake.calls('POST', '/resend');
    expect(resends).toHaveLength(1);
    expect(resends[0]!.body).toMatchObject({ email, type: 'signup' });
    expect(resends[0]!.query['redirect_to']).toBe(`${SITE}/auth/confirm`);
    const [first, second] = mailsTo(email);
    expect(second).toMatchObject({ type: 'signup', redirectTo: `${SITE}/auth/confirm` });
    // The first link was replaced: GoTrue refuses it with error_code in the redirect.
    const dead = await follow(fake.linkOf(first!)!);
    expect(dead.searchParams.get('error_code')).toBe('otp_expired');

    await auth.resendConfirmation(new MemoryJar(), `nobody-${n}@example.co.th`, { locale: 'en', origin: SITE });
    expect(fake.outbox.filter((mail) => mail.to.startsWith('nobody'))).toEqual([]);

    const landing = await follow(fake.linkOf(second!)!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/auth/confirm`);
    expect(await auth.confirmEmail(jar, landing.searchParams.get('code')!)).toEqual({ state: 'confirmed', signedIn: true });
    const before = fake.outbox.length;
    await auth.resendConfirmation(new MemoryJar(), email, { locale: 'en', origin: SITE });
    expect(fake.outbox.length).toBe(before);
  });

  it('the link signs in the browser that signed up; opened elsewhere the address is confirmed and the person signs in', async () => {
    const email = address();
    const browser = new MemoryJar();
    await signUp(browser, email);
    const landing = await follow(fake.linkOf(mailsTo(email)[0]!)!);
    const code = landing.searchParams.get('code')!;
    // Another browser (no PKCE verifier): confirmed, no session.
    const phone = new MemoryJar();
    expect(await auth.confirmEmail(phone, code)).toEqual({ state: 'confirmed', signedIn: false });
    expect(await auth.getSession(phone)).toBeNull();
    const signedIn = await auth.signIn(new MemoryJar(), email, PASSWORD);
    expect(signedIn.email).toBe(email);
  });

  it('signs in the browser that signed up with the code of the link', async () => {
    const email = address();
    const browser = new MemoryJar();
    await signUp(browser, email);
    const landing = await follow(fake.linkOf(mailsTo(email)[0]!)!);
    expect(await auth.confirmEmail(browser, landing.searchParams.get('code')!)).toEqual({ state: 'confirmed', signedIn: true });
    const session = await auth.getSession(browser);
    expect(session?.user.email).toBe(email);
  });
});
