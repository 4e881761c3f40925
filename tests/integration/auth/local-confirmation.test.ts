// Confirmed e-mail addresses on the local adapter (decision 0049), on PGlite and PostgreSQL: a sign-up
// is not signed in and cannot sign in until the link of its confirmation e-mail (outbox, the account's
// language, a secret kind) is followed; the link works once, confirms, signs in, and a used link says
// so; a new link replaces the old; the resend answers the same for every address and is capped.
import { describe, expect, it } from 'vitest';
import { LocalAuth } from '../../../src/server/auth/adapters/local';
import { resendConfirmationWithLimits } from '../../../src/server/auth/limits/limitedConfirmation';
import { AuthError } from '../../../src/server/auth/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { MemoryJar, authErrorOf } from '../support/memoryJar';
import { TEST_ORIGIN, confirmationToken } from '../support/confirmedSignUp';

describe.each(engines)('local confirmation links on %s', (engine) => {
  const suite = useSuite(engine);
  let n = 0;
  const password = 'confirm-pass-1';

  function setup() {
    const auth = new LocalAuth({
      db: suite.db,
      jwtSecret: new TextEncoder().encode('x'.repeat(48)),
      mail: new MailQueue({ logToConsole: false }),
    });
    const email = `confirm-${engine}-${++n}@example.test`;
    const signUp = (locale: 'en' | 'th' = 'th') =>
      auth.signUp(new MemoryJar(), { email, password, fullName: 'Nok Confirm', phone: '', company: '', locale, origin: TEST_ORIGIN });
    const mails = () =>
      suite.db.asService((tx) =>
        tx.db
          .selectFrom('public.email_outbox')
          .select(['kind', 'locale', 'subject', 'text', 'to_email'])
          .where('to_email', '=', email)
          .orderBy('created_at')
          .execute(),
      );
    const confirmedAt = () =>
      suite.db.asService((tx) =>
        tx.db.selectFrom('auth.users').select('email_confirmed_at').where('email', '=', email).executeTakeFirstOrThrow(),
      );
    return { auth, email, signUp, mails, confirmedAt };
  }

  it('signs nobody in at sign-up; queues one secret confirmation e-mail in the account language', async () => {
    const { auth, email, mails, confirmedAt } = setup();
    const jar = new MemoryJar();
    const { signedIn } = await auth.signUp(jar, {
      email,
      password,
      fullName: 'Nok Confirm',
      phone: '',
      company: '',
      locale: 'th',
      origin: TEST_ORIGIN,
    });
    expect(signedIn).toBe(false);
    expect(jar.names()).toEqual([]);
    expect(await auth.getSession(jar)).toBeNull();
    expect((await confirmedAt()).email_confirmed_at).toBeNull();
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'auth_confirm_email', locale: 'th', subject: expect.stringContaining('ยืนยันอีเมล') });
    expect(mail!.text).toMatch(new RegExp(`^${TEST_ORIGIN}/th/auth/confirm\\?token=\\S{40,}$`, 'm'));
    expect(mail!.text).toContain('เรียน คุณNok Confirm');
    // Only the hash is stored: the token in the e-mail is nowhere in the database.
    const token = await confirmationToken(suite.db, email);
    const stored = await suite.db.asService((tx) =>
      tx.db.selectFrom('auth.one_time_tokens').select(['token_hash', 'token_type']).where('relates_to', '=', email).execute(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_type).toBe('confirmation_token');
    expect(stored[0]!.token_hash).not.toContain(token);
    // The outbox row is a secret kind: admins never read it (public.is_secret_email_kind).
    const secret = await suite.db.asService((tx) =>
      tx.one<{ s: boolean }>("select public.is_secret_email_kind('auth_confirm_email') as s"),
    );
    expect(secret?.s).toBe(true);
  });

  it('refuses the right password until the link is followed, then signs in with it', async () => {
    const { auth, email, signUp, confirmedAt } = setup();
    await signUp();
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, password))).code).toBe('email_not_confirmed');
    // A wrong password is still just wrong: the unconfirmed state is told only to whoever knows the password.
    expect((await authErrorOf(auth.signIn(new MemoryJar(), email, 'wrong-pass-1'))).code).toBe('invalid_credentials');

    const browser = new MemoryJar();
    expect(await auth.confirmEmail(browser, await confirmationToken(suite.db, email))).toEqual({ state: 'confirmed', signedIn: true });
    const session = await auth.getSession(browser);
    expect(session?.user.email).toBe(email);
    expect(session?.claims.aal).toBe('aal1');
    expect((await confirmedAt()).email_confirmed_at).not.toBeNull();
    const signedIn = await auth.signIn(new MemoryJar(), email, password);
    expect(signedIn.email).toBe(email);
  });

  it('carries the page to go on to (an order) in the link, from the sign-up and from a resend', async () => {
    const { auth, email, mails } = setup();
    const next = '/th/order/business-website';
    await auth.signUp(new MemoryJar(), {
      email,
      password,
      fullName: 'Nok Next',
      phone: '',
      company: '',
      locale: 'th',
      origin: TEST_ORIGIN,
      next,
    });
    await auth.resendConfirmation(new MemoryJar(), email, { locale: 'th', origin: TEST_ORIGIN, next });
    const links = (await mails()).map((mail) => /^http\S+$/m.exec(mail.text ?? '')?.[0]);
    expect(links).toHaveLength(2);
    for (const link of links) {
      const url = new URL(link!);
      expect(url.pathname).toBe('/th/auth/confirm');
      expect(url.searchParams.get('next')).toBe(next);
      expect(url.searchParams.get('token')).toMatch(/^\S{40,}$/);
    }
  });

  it('takes a link once: a second visit is told the address is already confirmed, and signs no one in', async () => {
    const { auth, email, signUp } = setup();
    await signUp();
    const token = await confirmationToken(suite.db, email);
    await auth.confirmEmail(new MemoryJar(), token);
    const again = new MemoryJar();
    expect(await auth.confirmEmail(again, token)).toEqual({ state: 'alreadyConfirmed', signedIn: false });
    expect(again.names()).toEqual([]);
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), 'x'.repeat(43)))).code).toBe('invalid_token');
  });

  it('a new link replaces the old one; nothing is sent for a confirmed or unknown address', async () => {
    const { auth, email, signUp, mails } = setup();
    await signUp('en');
    const first = await confirmationToken(suite.db, email);
    await auth.resendConfirmation(new MemoryJar(), email.toUpperCase(), { locale: 'en', origin: TEST_ORIGIN });
    const second = await confirmationToken(suite.db, email);
    expect(second).not.toBe(first);
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), first))).code).toBe('invalid_token');
    expect((await auth.confirmEmail(new MemoryJar(), second)).state).toBe('confirmed');
    await auth.resendConfirmation(new MemoryJar(), email, { locale: 'en', origin: TEST_ORIGIN });
    await auth.resendConfirmation(new MemoryJar(), `nobody-${n}@example.test`, { locale: 'en', origin: TEST_ORIGIN });
    expect((await mails()).map((mail) => mail.kind)).toEqual(['auth_confirm_email', 'auth_confirm_email']);
  });

  it('expires a link after 24 hours', async () => {
    const { auth, email, signUp } = setup();
    await signUp();
    const token = await confirmationToken(suite.db, email);
    await suite.db.asService((tx) =>
      tx.db
        .updateTable('auth.one_time_tokens')
        .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
        .where('relates_to', '=', email)
        .execute(),
    );
    expect((await authErrorOf(auth.confirmEmail(new MemoryJar(), token))).code).toBe('invalid_token');
  });

  it('a password reset link proves the inbox too: it confirms the address', async () => {
    const { auth, email, signUp, confirmedAt } = setup();
    await signUp();
    await auth.requestPasswordReset(new MemoryJar(), email, 'en', TEST_ORIGIN);
    const reset = await suite.db.asService((tx) =>
      tx.db
        .selectFrom('public.email_outbox')
        .select('text')
        .where('to_email', '=', email)
        .where('kind', '=', 'password_reset')
        .executeTakeFirstOrThrow(),
    );
    const token = decodeURIComponent(/token=(\S+)/.exec(reset.text ?? '')![1]!);
    await auth.resetPassword(new MemoryJar(), token, 'new-pass-123');
    expect((await confirmedAt()).email_confirmed_at).not.toBeNull();
  });

  it('resends under a cap per address (refused) and per inbox (silent), the same answer for every address', async () => {
    const { auth, email, signUp, mails } = setup();
    await signUp();
    const limiter = new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 }));
    const ask = (as: string, clientAddress: string) =>
      resendConfirmationWithLimits({ auth, limiter }, new MemoryJar(), {
        email: as,
        landing: { locale: 'th', origin: TEST_ORIGIN },
        clientAddress,
      }).then(
        () => 'sent',
        (error: unknown) => (error instanceof AuthError ? error.code : Promise.reject(error)),
      );
    // Many addresses asking for one inbox: each is told 'sent', at most 3 e-mails go out (plus sign-up's).
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await ask(email, `198.51.100.${n * 10 + i}`));
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(await mails()).toHaveLength(4);
    // An unknown address gets the same answer.
    expect(await ask(`nobody-${engine}-${n}@example.test`, `203.0.113.${n}`)).toBe('sent');
    // One client address asking for many inboxes is refused after 5.
    const from = `192.0.2.${n}`;
    const many = [];
    for (let i = 0; i < 6; i += 1) many.push(await ask(`someone-${engine}-${n}-${i}@example.test`, from));
    expect(many).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
  });
});
