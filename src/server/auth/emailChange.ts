/**
 * Changing an account's e-mail address (decision 0049 addendum (b)), over the auth port for both
 * adapters: the limits of a confirmation resend (limitedConfirmation.ts), the port's change, and the
 * notice to the old address through the outbox (the one mail path).
 *
 * - Per client address (`confirmResend`): refused with AuthError('rate_limited').
 * - Per new address (`confirmResendInbox`): beyond it nothing is sent, and the answer stays the same.
 * - The old address hears of every accepted request, whether or not the new address belongs to someone
 *   else: sending it only on a real change would let whoever reads the old inbox learn which addresses
 *   have accounts. The new address shows masked.
 */
import { maskEmail } from '../../domain/auth/emailChange';
import { isLocale, localePrefix } from '../../i18n/locales';
import type { Database } from '../db/types';
import type { MailQueue } from '../mail/outbox';
import type { RateLimiter } from '../rateLimit';
import { AuthError, type AuthPort, type ConfirmLanding, type CookieJar, type VerifiedSession } from './types';

export interface EmailChangeRequest {
  email: string;
  currentPassword: string;
  landing: ConfirmLanding;
  clientAddress: string;
}

export async function changeEmailWithLimits(
  deps: { auth: AuthPort; limiter: RateLimiter; db: Database; mail: MailQueue },
  cookies: CookieJar,
  session: VerifiedSession,
  input: EmailChangeRequest,
): Promise<void> {
  if (!(await deps.limiter.consume('confirmResend', input.clientAddress)).allowed) {
    throw new AuthError('rate_limited', 'Too many confirmation requests from this address');
  }
  if (!(await deps.limiter.consume('confirmResendInbox', input.email)).allowed) return;
  // A wrong password or the same address is refused here; another account's address is not (the port).
  await deps.auth.changeEmail(cookies, session, { email: input.email, currentPassword: input.currentPassword }, input.landing);
  await noticeOldAddress(deps, session, input);
}

async function noticeOldAddress(
  deps: { db: Database; mail: MailQueue },
  session: VerifiedSession,
  input: EmailChangeRequest,
): Promise<void> {
  const { user } = session;
  if (!user.email) return;
  const stored = user.userMetadata['locale'];
  const locale = isLocale(stored) ? stored : input.landing.locale;
  const named = user.userMetadata['full_name'] ?? user.userMetadata['name'];
  try {
    await deps.db.asService((tx) =>
      deps.mail.enqueue(
        tx,
        'account_email_change_requested',
        {
          to: user.email,
          name: typeof named === 'string' ? named : '',
          locale,
          maskedNewEmail: maskEmail(input.email),
          link: `${input.landing.origin}${localePrefix(locale)}/dashboard#account`,
        },
        { relatedTable: 'profiles', relatedId: user.id },
      ),
    );
  } catch (error) {
    // The link is on its way; a lost notice is logged rather than failing the request.
    console.error('[auth] the e-mail change notice could not be queued', error);
  }
}
