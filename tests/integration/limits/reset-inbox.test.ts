// Reset e-mails are capped per recipient inbox as well as per client address (decision 0026): many
// client addresses asking for one account's reset put at most 3 e-mails an hour in its inbox, and
// every request gets the same answer, so the cap reveals nothing about which addresses have accounts.
import { describe, expect, it } from 'vitest';
import { requestPasswordResetWithLimits } from '../../../src/server/auth/limits/limitedReset';
import { LocalAuth } from '../../../src/server/auth/adapters/local';
import { AuthError } from '../../../src/server/auth/types';
import { MailQueue } from '../../../src/server/mail/outbox';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { MemoryJar } from '../support/memoryJar';
import { TEST_ORIGIN } from '../support/confirmedSignUp';

describe.each(engines)('reset e-mails per inbox on %s', (engine) => {
  const suite = useSuite(engine);
  let n = 0;

  async function setup() {
    const auth = new LocalAuth({
      db: suite.db,
      jwtSecret: new TextEncoder().encode('x'.repeat(48)),
      mail: new MailQueue({ logToConsole: false }),
    });
    // A multiplier, as the browser suite and load tests set: it must not raise the inbox cap.
    const limiter = new DatabaseRateLimiter(suite.db, limitPolicies({ multiplier: 3, signUpsPerHour: 10, leadsPerHour: 10 }));
    const email = `reset-inbox-${engine}-${++n}@example.test`;
    await auth.signUp(new MemoryJar(), {
      email,
      password: 'right-password-1',
      fullName: 'Inbox Owner',
      phone: '',
      company: '',
      locale: 'en',
      origin: TEST_ORIGIN,
    });
    /** What the visitor is told: 'sent' (the one answer of every accepted request) or the refusal's code. */
    const ask = (as: string, clientAddress: string) =>
      requestPasswordResetWithLimits({ auth, limiter }, new MemoryJar(), {
        email: as,
        locale: 'th',
        origin: 'http://127.0.0.1:4321',
        clientAddress,
      }).then(
        () => 'sent',
        (error: unknown) => (error instanceof AuthError ? error.code : Promise.reject(error)),
      );
    return { email, ask };
  }

  const resetMailsTo = async (email: string) =>
    (
      await suite.db.asService((tx) =>
        tx.query<{ n: number }>(
          `select count(*)::int as n from public.email_outbox where kind = 'password_reset' and lower(to_email) = lower($1)`,
          [email],
        ),
      )
    )[0]?.n;

  it('puts at most 3 reset e-mails an hour in one inbox, from however many client addresses, with the same answer to all', async () => {
    const { email, ask } = await setup();
    const answers: string[] = [];
    // The finding: seven client addresses, five requests each (each address within its own limit).
    for (let a = 0; a < 7; a++)
      for (let i = 0; i < 5; i++) answers.push(await ask(i % 2 === 0 ? email : email.toUpperCase(), `203.0.113.${10 + a}`));
    expect(answers).toEqual(Array(35).fill('sent'));
    expect(await resetMailsTo(email)).toBe(3);
  });

  it('counts each inbox on its own, and addresses without an account the same way', async () => {
    const first = await setup();
    const second = await setup();
    for (let i = 0; i < 4; i++) expect(await first.ask(first.email, `198.51.100.${i}`)).toBe('sent');
    expect(await resetMailsTo(first.email)).toBe(3);
    expect(await second.ask(second.email, '198.51.100.1')).toBe('sent');
    expect(await resetMailsTo(second.email)).toBe(1);
    // No account, no e-mail; the answer is the same as for an account, before and past the cap.
    const nobody = `nobody-${engine}-${n}@example.test`;
    for (let i = 0; i < 5; i++) expect(await first.ask(nobody, `198.51.100.${20 + i}`)).toBe('sent');
    expect(await resetMailsTo(nobody)).toBe(0);
  });

  it('still refuses one client address past its own limit', async () => {
    const { email, ask } = await setup();
    // 5 an hour per address, times the multiplier of 3.
    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await ask(`other-${i}-${email}`, '192.0.2.99'));
    expect(answers.slice(0, 15)).toEqual(Array(15).fill('sent'));
    expect(answers[15]).toBe('rate_limited');
  });
});
