/** The stock photo adapter this process uses, from its environment. */
import { PexelsPhotos } from './pexels';
import type { PhotoPort } from './types';

export { PhotoError, type Photo, type PhotoErrorCode, type PhotoPort, type PhotoSearchOptions } from './types';
export { PexelsPhotos, findPhoto, DEFAULT_PEXELS_BASE, DEFAULT_PHOTO_TIMEOUT_MS } from './pexels';

/**
 * PEXELS_API_KEY, PEXELS_API_BASE. Always an adapter: without a key it throws
 * PhotoError('not_configured') when used, so the admin sees why.
 */
export function photosFromEnv(env: NodeJS.ProcessEnv = process.env): PhotoPort {
  return new PexelsPhotos({ apiKey: env.PEXELS_API_KEY || undefined, baseUrl: env.PEXELS_API_BASE || undefined });
}
