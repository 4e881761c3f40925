// Changing an account's e-mail address on the local adapter (decision 0049 addendum (b)), on PGlite and
// PostgreSQL: the current password is the proof; the new address gets a single-use, hashed link and
// becomes the account's only when it is followed (until then the old one signs in); the old address is
// told, with the new one masked; another account's address answers the same and sends it nothing; the
// resend limits hold; after the change the other sessions end and the account's quotes mail the new address.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { LocalAuth } from '../../../src/server/auth/adapters/local';
import { changeEmailWithLimits } from '../../../src/server/auth/emailChange';
import { AuthError } from '../../../src/server/auth/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { contactWithProfile } from '../../../src/server/billing/quotation/contact';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { TEST_ORIGIN, confirmationToken, signUpConfirmed } from '../support/confirmedSignUp';

describe.each(engines)('changing the e-mail address on %s', (engine) => {
  const suite = useSuite(engine);
  let n = 0;
  const password = 'change-pass-1';
  const landing = { origin: TEST_ORIGIN, locale: 'en' as const };

  async function setup() {
    const mail = new MailQueue({ logToConsole: false });
    const auth = new LocalAuth({ db: suite.db, jwtSecret: new TextEncoder().encode('x'.repeat(48)), mail });
    const limiter = new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }));
    const id = `${engine}-${++n}`;
    const email = `old-${id}@example.test`;
    const next = `new-${id}@example.test`;
    const jar = new MemoryJar();
    const { user } = await signUpConfirmed(auth, suite.db, jar, {
      email,
      password,
      fullName: 'Nok Change',
      phone: '',
      company: '',
      locale: 'en',
    });
    const session = (await auth.getSession(jar))!;
    const change = (to: string, currentPassword = password, clientAddress = `198.51.100.${n}`) =>
      changeEmailWithLimits({ auth, limiter, db: suite.db, mail }, jar, session, {
        email: to,
        currentPassword,
        landing,
        clientAddress,
      }).then(
        () => 'sent',
        (error: unknown) => (error instanceof AuthError ? error.code : Promise.reject(error)),
      );
    const mailsTo = (to: string) =>
      suite.db.asService((tx) =>
        tx.db
          .selectFrom('public.email_outbox')
          .select(['kind', 'text', 'subject'])
          .where('to_email', '=', to)
          .orderBy('created_at')
          .execute(),
      );
    const accountEmail = () =>
      suite.db.asService(async (tx) => ({
        user: (await tx.db.selectFrom('auth.users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email,
        profile: (await tx.db.selectFrom('public.profiles').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email,
      }));
    return { auth, jar, user, email, next, change, mailsTo, accountEmail, id };
  }

  it('changes the address only when the link is followed; the old one signs in until then and is told', async () => {
    const { auth, jar, user, email, next, change, mailsTo, accountEmail } = await setup();
    const otherDevice = new MemoryJar();
    await auth.signIn(otherDevice, email, password);
    expect(await change(next)).toBe('sent');
    // Nothing changed yet: the old address signs in, the new one does not.
    expect(await accountEmail()).toEqual({ user: email, profile: email });
    await auth.signIn(new MemoryJar(), email, password);
    expect((await authErrorOf(auth.signIn(new MemoryJar(), next, password))).code).toBe('invalid_credentials');
    // The link went to the new address, saying what it is for; only its hash is stored.
    const [link, ...more] = await mailsTo(next);
    expect(more).toEqual([]);
    expect(link).toMatchObject({ kind: 'auth_confirm_email' });
    expect(link!.text).toContain('You asked to make this the e-mail address of your account.');
    const token = await confirmationToken(suite.db, next);
    const stored = await suite.db.asService((tx) =>
      tx.db.selectFrom('auth.one_time_tokens').select(['token_hash', 'token_type', 'used_at']).where('relates_to', '=', next).execute(),
    );
    expect(stored).toEqual([
      { token_hash: expect.not.stringContaining(token) as unknown, token_type: 'email_change_token_new', used_at: null },
    ]);
    // The old address was told, with the new one masked.
    const notice = (await mailsTo(email)).find((row) => row.kind === 'account_email_change_requested');
    expect(notice?.text).toContain(`n***@example.test`);
    expect(notice?.text).not.toContain(next);
    // The owner's browser follows the link: the address is the account's, in its token, and the other device is out.
    expect(await auth.confirmEmail(jar, token)).toEqual({ state: 'confirmed', signedIn: true });
    expect(await accountEmail()).toEqual({ user: next, profile: next });
    expect(decodeJwt(jar.get('sp-access')!).email).toBe(next);
    expect(await auth.getSession(jar)).not.toBeNull();
    const otherAccess = otherDevice.get('sp-access');
    expect(otherAccess).toBeDefined();
    // The other device's access token is still signed, but its session row is gone: it reads as signed out.
    expect(await auth.getSession(otherDevice)).toBeNull();
    // The new address signs in; the old one is refused.
    await auth.signIn(new MemoryJar(), next, password);
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, password))).code).toBe('invalid_credentials');
    // The link works once.
    expect(await auth.confirmEmail(new MemoryJar(), token)).toEqual({ state: 'alreadyConfirmed', signedIn: false });
    // The account's quotes now mail the new address, even one whose request typed the old one.
    expect(contactWithProfile({ name: 'Nok', email }, { name: 'Nok', email: next }).email).toBe(next);
    expect(user.id).toBeTruthy();
  });

  it('a link followed in another browser changes the address, signs nobody in there, and ends every session', async () => {
    const { auth, jar, next, change, accountEmail } = await setup();
    expect(await change(next)).toBe('sent');
    const elsewhere = new MemoryJar();
    expect(await auth.confirmEmail(elsewhere, await confirmationToken(suite.db, next))).toEqual({ state: 'confirmed', signedIn: false });
    expect(elsewhere.names()).toEqual([]);
    expect((await accountEmail()).user).toBe(next);
    expect(await auth.getSession(jar)).toBeNull();
  });

  it('asks for the current password, and refuses the address the account already has; nothing is sent then', async () => {
    const { email, next, change, mailsTo } = await setup();
    expect(await change(next, 'wrong-password')).toBe('invalid_credentials');
    expect(await change(next, '')).toBe('invalid_credentials');
    expect(await change(email.toUpperCase())).toBe('email_unchanged');
    expect(await mailsTo(next)).toEqual([]);
    expect((await mailsTo(email)).map((row) => row.kind)).toEqual(['auth_confirm_email']);
  });

  it("answers another account's address as a success, sends it nothing, and changes nothing", async () => {
    const { auth, email, change, mailsTo, accountEmail, id } = await setup();
    const taken = `taken-${id}@example.test`;
    await signUpConfirmed(auth, suite.db, new MemoryJar(), {
      email: taken,
      password,
      fullName: 'Other',
      phone: '',
      company: '',
      locale: 'en',
    });
    const before = await mailsTo(taken);
    expect(await change(taken.toUpperCase())).toBe('sent');
    expect(await mailsTo(taken)).toEqual(before);
    const tokens = await suite.db.asService((tx) =>
      tx.db
        .selectFrom('auth.one_time_tokens')
        .select('id')
        .where('token_type', '=', 'email_change_token_new')
        .where('relates_to', 'ilike', taken)
        .execute(),
    );
    expect(tokens).toEqual([]);
    expect(await accountEmail()).toEqual({ user: email, profile: email });
    // The old address hears of the request either way: its inbox cannot tell taken addresses apart.
    expect((await mailsTo(email)).filter((row) => row.kind === 'account_email_change_requested')).toHaveLength(1);
  });

  it('refuses a link whose address another account took in the meantime; a newer request replaces an older link', async () => {
    const { auth, next, change, accountEmail, email, id } = await setup();
    const first = `first-${id}@example.test`;
    expect(await change(first)).toBe('sent');
    const firstToken = await confirmationToken(suite.db, first);
    expect(await change(next)).toBe('sent');
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), firstToken))).code).toBe('invalid_token');
    const token = await confirmationToken(suite.db, next);
    await signUpConfirmed(auth, suite.db, new MemoryJar(), {
      email: next,
      password,
      fullName: 'Quick',
      phone: '',
      company: '',
      locale: 'en',
    });
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), token))).code).toBe('invalid_token');
    expect((await accountEmail()).user).toBe(email);
  });

  it('holds the limits of a confirmation resend: 5 an hour per client address (refused), 3 per new inbox (silent)', async () => {
    const { next, change, mailsTo, id } = await setup();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await change(next, password, `203.0.113.${(n * 10 + i) % 250}`));
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(await mailsTo(next)).toHaveLength(3);
    const from = `192.0.2.${n}`;
    const many = [];
    for (let i = 0; i < 6; i += 1) many.push(await change(`many-${id}-${i}@example.test`, password, from));
    expect(many).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
  });
});
