/**
 * Two-step codes under the sign-in backoff (decisions 0011, 0026 and 0045), per account whatever the
 * address: five wrong codes cost nothing, then each attempt waits longer (up to 15 minutes); a right
 * code clears the count. With three codes right at any moment out of a million, that keeps guessing
 * far out of reach even for someone who has the password.
 */
import { limitKey, type RateLimiter } from '../../rateLimit';
import { AuthError } from '../types';

export async function withCodeLimit<T>(limiter: RateLimiter, userId: string, run: () => Promise<T>): Promise<T> {
  const attempt = await limiter.beginAttempt(limitKey('twoStep', userId));
  if (!attempt.allowed) throw new AuthError('rate_limited', 'Too many wrong codes for this account');
  try {
    const result = await run();
    await attempt.settle('succeeded');
    return result;
  } catch (error) {
    const wrong = error instanceof AuthError && (error.code === 'invalid_code' || error.code === 'code_already_used');
    await attempt.settle(wrong ? 'failed' : 'unknown');
    throw error;
  }
}
