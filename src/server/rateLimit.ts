import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Limits for public writes, per client address (and per account for sign-in). In memory: one
 * server process locally; on Netlify each function instance limits on its own, which still stops
 * a single client hammering one instance. Multiply with RATE_LIMIT_MULTIPLIER for load tests.
 */
const multiplier = Math.max(1, Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1));

const limiters = {
  signIn: new RateLimiterMemory({ keyPrefix: 'sign-in', points: 10 * multiplier, duration: 15 * 60 }),
  signInPerAddress: new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: 50 * multiplier, duration: 15 * 60 }),
  signUp: new RateLimiterMemory({ keyPrefix: 'sign-up', points: 10 * multiplier, duration: 60 * 60 }),
  passwordReset: new RateLimiterMemory({ keyPrefix: 'reset', points: 5 * multiplier, duration: 60 * 60 }),
} as const;

export type LimitName = keyof typeof limiters;

/** Consumes one point; resolves false when the caller is over the limit. */
export async function allow(limit: LimitName, key: string): Promise<boolean> {
  try {
    await limiters[limit].consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return false;
  }
}
