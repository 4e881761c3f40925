/**
 * Sign-up as its owner completes it on the local adapter (decision 0049): the account is created
 * unconfirmed, the confirmation e-mail is read from the outbox, and its link's token is followed,
 * which confirms the address and signs the jar in.
 */
import type { LocalAuth } from '../../../src/server/auth/adapters/local';
import type { AuthUser, CookieJar, SignUpData } from '../../../src/server/auth/types';
import type { Database } from '../../../src/server/db/types';

export const TEST_ORIGIN = 'http://127.0.0.1:4321';

/** The token of the newest confirmation e-mail queued for an address. */
export async function confirmationToken(db: Database, email: string): Promise<string> {
  const row = await db.asService((tx) =>
    tx.db
      .selectFrom('public.email_outbox')
      .select('text')
      .where('kind', '=', 'auth_confirm_email')
      .where((eb) => eb(eb.fn('lower', ['to_email']), '=', email.toLowerCase()))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
  const token = row?.text?.match(/\/auth\/confirm\?token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`no confirmation e-mail for ${email}`);
  return decodeURIComponent(token);
}

export async function signUpConfirmed(
  auth: LocalAuth,
  db: Database,
  jar: CookieJar,
  data: Omit<SignUpData, 'origin'> & { origin?: string },
): Promise<{ user: AuthUser; signedIn: boolean }> {
  const { user } = await auth.signUp(jar, { origin: TEST_ORIGIN, ...data });
  const { signedIn } = await auth.confirmEmail(jar, await confirmationToken(db, data.email));
  return { user, signedIn };
}
