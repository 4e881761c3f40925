/** The X adapter this process uses, from its configuration. */
import { XSocial } from './x';
import type { SocialPort } from './types';
import type { AppConfig } from '../config';

export { SocialError, type PostedStatus, type SocialErrorCode, type SocialPort } from './types';
export { XSocial, DEFAULT_X_BASE, DEFAULT_X_TIMEOUT_MS, type XAuth, type XOptions } from './x';

/**
 * OAuth 1.0a when X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_TOKEN_SECRET are all set, else an
 * OAuth 2.0 user-context token from X_BEARER_TOKEN (src/server/config.ts reads them); without either,
 * posting throws not_configured.
 */
export function socialFrom(settings: AppConfig['x']): SocialPort {
  return new XSocial({ auth: settings.auth, baseUrl: settings.baseUrl });
}
