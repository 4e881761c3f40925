/**
 * Password resets. Requests go under the limits (decisions 0011 and 0026): a cap per client address, which
 * refuses with AuthError('rate_limited') as before, and a cap per recipient inbox whoever asks, beyond
 * which no e-mail is queued and the answer stays the same. The inbox is counted whether or not it has an
 * account, so the cap tells nobody which addresses do.
 */
import type { Locale } from '../../../i18n/locales';
import type { RateLimiter } from '../../rateLimit';
import type { SignInDevices } from './signInDevices';
import { AuthError, type AuthPort, type CookieJar } from '../types';

export async function requestPasswordResetWithLimits(
  deps: { auth: AuthPort; limiter: RateLimiter },
  cookies: CookieJar,
  input: { email: string; locale: Locale; origin: string; clientAddress: string },
): Promise<void> {
  if (!(await deps.limiter.consume('passwordReset', input.clientAddress)).allowed) {
    throw new AuthError('rate_limited', 'Too many reset requests from this address');
  }
  if (!(await deps.limiter.consume('passwordResetInbox', input.email)).allowed) return;
  try {
    await deps.auth.requestPasswordReset(cookies, input.email, input.locale, input.origin);
  } catch (error) {
    // Never reveal whether the address exists: the answer is the same either way.
    console.error('[auth] reset request failed', error);
  }
}

/**
 * Sets the new password from a reset link, which signs the owner in, and makes this browser a known
 * device of the account: the link proved the inbox, so a stranger who keeps the account in backoff
 * no longer slows this browser's later sign-ins (decision 0026).
 */
export async function resetPasswordOnThisDevice(
  deps: { auth: AuthPort; devices: SignInDevices },
  cookies: CookieJar,
  input: { token: string; password: string },
): Promise<void> {
  const user = await deps.auth.resetPassword(cookies, input.token, input.password);
  if (user.email) await deps.devices.remember(cookies, user.email);
}
