/** The X adapter this process uses, from its environment. */
import { XSocial, type XAuth } from './x';
import type { SocialPort } from './types';

export { SocialError, type PostedStatus, type SocialErrorCode, type SocialPort } from './types';
export { XSocial, DEFAULT_X_BASE, DEFAULT_X_TIMEOUT_MS, type XAuth, type XOptions } from './x';

/**
 * OAuth 1.0a when X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET are all set;
 * else an OAuth 2.0 user-context token from X_BEARER_TOKEN; else none (posting then throws
 * not_configured). A partial OAuth 1.0a set counts as none rather than sending a request X must refuse.
 */
export function xAuthFromEnv(env: NodeJS.ProcessEnv = process.env): XAuth | undefined {
  const { X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN, X_ACCESS_TOKEN_SECRET, X_BEARER_TOKEN } = env;
  if (X_API_KEY && X_API_SECRET && X_ACCESS_TOKEN && X_ACCESS_TOKEN_SECRET) {
    return {
      kind: 'oauth1',
      consumerKey: X_API_KEY,
      consumerSecret: X_API_SECRET,
      token: X_ACCESS_TOKEN,
      tokenSecret: X_ACCESS_TOKEN_SECRET,
    };
  }
  if (X_BEARER_TOKEN) return { kind: 'bearer', accessToken: X_BEARER_TOKEN };
  return undefined;
}

/** The adapter, with X_API_BASE (default https://api.x.com). */
export function socialFromEnv(env: NodeJS.ProcessEnv = process.env): SocialPort {
  return new XSocial({ auth: xAuthFromEnv(env), baseUrl: env.X_API_BASE || undefined });
}
