/**
 * Confirmation e-mails sent again (decision 0049), under the same two caps as password resets
 * (limitedReset.ts): per client address, refused with AuthError('rate_limited'); per recipient inbox,
 * beyond which nothing is sent and the answer stays the same. The answer never says whether the
 * address has an account, or an unconfirmed one.
 */
import type { RateLimiter } from '../../rateLimit';
import { AuthError, type AuthPort, type ConfirmLanding, type CookieJar } from '../types';

export async function resendConfirmationWithLimits(
  deps: { auth: AuthPort; limiter: RateLimiter },
  cookies: CookieJar,
  input: { email: string; landing: ConfirmLanding; clientAddress: string },
): Promise<void> {
  if (!(await deps.limiter.consume('confirmResend', input.clientAddress)).allowed) {
    throw new AuthError('rate_limited', 'Too many confirmation requests from this address');
  }
  if (!(await deps.limiter.consume('confirmResendInbox', input.email)).allowed) return;
  try {
    await deps.auth.resendConfirmation(cookies, input.email, input.landing);
  } catch (error) {
    // Never reveal whether the address exists: the answer is the same either way.
    console.error('[auth] confirmation resend failed', error);
  }
}
