import { RateLimiterMemory } from 'rate-limiter-flexible';
import { getConfig } from './config';

/**
 * Limits for public writes, per client address (and per account for sign-in). In memory: one
 * server process locally; on Netlify each function instance limits on its own, which still stops
 * a single client hammering one instance. Multiply with RATE_LIMIT_MULTIPLIER for load tests.
 */
const { limits: configured } = getConfig();
const multiplier = configured.multiplier;
/** Per-hour limits the browser tests raise (they sign up and submit far more than one person would). */
const signUpsPerHour = configured.signUpsPerHour * multiplier;
const leadsPerHour = configured.leadsPerHour * multiplier;

const limiters = {
  signIn: new RateLimiterMemory({ keyPrefix: 'sign-in', points: 10 * multiplier, duration: 15 * 60 }),
  signInPerAddress: new RateLimiterMemory({ keyPrefix: 'sign-in-ip', points: 50 * multiplier, duration: 15 * 60 }),
  signUp: new RateLimiterMemory({ keyPrefix: 'sign-up', points: signUpsPerHour, duration: 60 * 60 }),
  passwordReset: new RateLimiterMemory({ keyPrefix: 'reset', points: 5 * multiplier, duration: 60 * 60 }),
  // The wizard's cooldown and 10 attempts are the visitor's own, kept in the browser (spec §5/§9); the
  // server only stops floods, with a limit a shared (carrier-grade NAT, office) address won't reach.
  planGenerations: new RateLimiterMemory({ keyPrefix: 'plan', points: configured.planGenerationsPerHour * multiplier, duration: 60 * 60 }),
  leadSubmissions: new RateLimiterMemory({ keyPrefix: 'lead', points: leadsPerHour, duration: 60 * 60 }),
  // Per account: each order opens a checkout at the provider and queues two e-mails.
  orderSubmissions: new RateLimiterMemory({ keyPrefix: 'order', points: 10 * multiplier, duration: 60 * 60 }),
  contactMessages: new RateLimiterMemory({ keyPrefix: 'contact', points: leadsPerHour, duration: 60 * 60 }),
} as const;

export type LimitName = keyof typeof limiters;

/** Gives the point back (e.g. a generation refused by the cooldown should not count). */
export async function refund(limit: LimitName, key: string): Promise<void> {
  await limiters[limit].reward(key, 1);
}

/** Consumes one point and tells how many are left (0 when refused). */
export async function consume(limit: LimitName, key: string): Promise<{ allowed: boolean; remaining: number }> {
  try {
    const result = await limiters[limit].consume(key);
    return { allowed: true, remaining: result.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return { allowed: false, remaining: 0 };
  }
}

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
