/** The stock photo adapter this process uses, from its configuration (src/server/config.ts). */
import { PexelsPhotos } from './pexels';
import type { PhotoPort } from './types';
import type { AppConfig } from '../config';

export { PhotoError, type Photo, type PhotoErrorCode, type PhotoPort, type PhotoSearchOptions } from './types';
export { PexelsPhotos, findPhoto, DEFAULT_PEXELS_BASE, DEFAULT_PHOTO_TIMEOUT_MS } from './pexels';

/** Always an adapter: without a key it throws PhotoError('not_configured') when used, so the admin sees why. */
export function photosFrom(settings: AppConfig['photos']): PhotoPort {
  return new PexelsPhotos({ apiKey: settings.apiKey, baseUrl: settings.baseUrl });
}
