/**
 * Sign-in under the limits (decisions 0011 and 0026): a generous flood guard per client address, then
 * a backoff on failures: per account whatever the address, or, for a browser presenting a genuine
 * device cookie of this account, per account and device, so a stranger's guesses never slow the
 * owner's known browsers. A refusal is AuthError('rate_limited'), which the forms already translate.
 */
import type { RateLimiter } from '../../rateLimit';
import type { SignInDevices } from './signInDevices';
import { AuthError, type AuthPort, type CookieJar, type SignedIn } from '../types';

export async function signInWithLimits(
  deps: { auth: AuthPort; limiter: RateLimiter; devices: SignInDevices },
  cookies: CookieJar,
  input: { email: string; password: string; clientAddress: string },
): Promise<SignedIn> {
  if (!(await deps.limiter.consume('signInPerAddress', input.clientAddress)).allowed) {
    throw new AuthError('rate_limited', 'Too many sign-in attempts from this address');
  }
  const device = await deps.devices.trustedDevice(cookies, input.email);
  const attempt = await deps.limiter.beginSignIn(input.email, device);
  if (!attempt.allowed) throw new AuthError('rate_limited', 'Too many failed sign-in attempts for this account');
  let user: SignedIn;
  try {
    user = await deps.auth.signIn(cookies, input.email, input.password);
  } catch (error) {
    await attempt.settle(error instanceof AuthError && error.code === 'invalid_credentials' ? 'failed' : 'unknown');
    throw error;
  }
  await attempt.settle('succeeded');
  await deps.devices.remember(cookies, input.email);
  return user;
}
