/**
 * Sign-in under the limits (decision 0011): a generous flood guard per client address, then the
 * per-account backoff whatever the address. A refusal is AuthError('rate_limited'), which the forms
 * already translate.
 */
import type { RateLimiter } from '../rateLimit';
import { AuthError, type AuthPort, type AuthUser, type CookieJar } from './types';

export async function signInWithLimits(
  deps: { auth: AuthPort; limiter: RateLimiter },
  cookies: CookieJar,
  input: { email: string; password: string; clientAddress: string },
): Promise<AuthUser> {
  if (!(await deps.limiter.consume('signInPerAddress', input.clientAddress)).allowed) {
    throw new AuthError('rate_limited', 'Too many sign-in attempts from this address');
  }
  const attempt = await deps.limiter.beginSignIn(input.email);
  if (!attempt.allowed) throw new AuthError('rate_limited', 'Too many failed sign-in attempts for this account');
  let user: AuthUser;
  try {
    user = await deps.auth.signIn(cookies, input.email, input.password);
  } catch (error) {
    await attempt.settle(error instanceof AuthError && error.code === 'invalid_credentials' ? 'failed' : 'unknown');
    throw error;
  }
  await attempt.settle('succeeded');
  return user;
}
