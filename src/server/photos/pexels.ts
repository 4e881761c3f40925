/**
 * Stock photos from Pexels: GET {base}/v1/search with the raw key in Authorization (Pexels uses no
 * "Bearer" prefix). PEXELS_API_BASE points it at a fake in tests.
 */
import { PhotoError, type Photo, type PhotoPort, type PhotoSearchOptions } from './types';

export const DEFAULT_PEXELS_BASE = 'https://api.pexels.com';
export const DEFAULT_PHOTO_TIMEOUT_MS = 15_000;
const DEFAULT_PER_PAGE = 3;

export interface PexelsOptions {
  /** Without a key the adapter still exists, so the UI can show "not configured" when it is used. */
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

interface PexelsPhoto {
  src?: { large2x?: unknown; original?: unknown } | null;
  alt?: unknown;
  photographer?: unknown;
  url?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export class PexelsPhotos implements PhotoPort {
  private readonly apiKey: string | undefined;
  readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: PexelsOptions = {}) {
    this.apiKey = options.apiKey || undefined;
    this.baseUrl = (options.baseUrl || DEFAULT_PEXELS_BASE).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PHOTO_TIMEOUT_MS;
  }

  async search(query: string, options: PhotoSearchOptions = {}): Promise<Photo[]> {
    if (!this.apiKey) throw new PhotoError('not_configured', 'Stock photo API key is not configured');
    const url = new URL(`${this.baseUrl}/v1/search`);
    url.searchParams.set('query', query);
    url.searchParams.set('per_page', String(options.perPage ?? DEFAULT_PER_PAGE));
    url.searchParams.set('page', String(options.page ?? 1));
    let body: { photos?: unknown };
    try {
      const response = await fetch(url, {
        headers: { authorization: this.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).trim().slice(0, 500) || undefined;
        throw new PhotoError('api_error', `API error: ${response.status} ${response.statusText}`, {
          status: response.status,
          statusText: response.statusText,
          detail,
        });
      }
      body = (await response.json()) as { photos?: unknown };
    } catch (error) {
      throw toPhotoError(error, this.timeoutMs);
    }
    const photos = Array.isArray(body?.photos) ? (body.photos as PexelsPhoto[]) : [];
    return photos.flatMap((photo) => {
      const src = text(photo.src?.large2x) || text(photo.src?.original);
      if (!src) return []; // nothing to show
      // An empty alt would make a content image decorative; the query says what it shows.
      return [{ src, alt: text(photo.alt).trim() || query, photographer: text(photo.photographer), pageUrl: text(photo.url) }];
    });
  }
}

/**
 * The first photo for the first term that has any, trying the terms in order (specific to general,
 * e.g. ['bangkok street food stall', 'street food', 'food']). Null when no term finds anything;
 * a PhotoError (no key, provider down) stops the search, since the next term would fail the same way.
 */
export async function findPhoto(port: PhotoPort, terms: string[]): Promise<Photo | null> {
  for (const term of terms) {
    const query = term.trim();
    if (!query) continue;
    const [first] = await port.search(query, { perPage: DEFAULT_PER_PAGE, page: 1 });
    if (first) return first;
  }
  return null;
}

function toPhotoError(error: unknown, timeoutMs: number): PhotoError {
  if (error instanceof PhotoError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PhotoError('api_error', `Stock photo service did not answer within ${timeoutMs} ms`, { cause: error });
  }
  if (error instanceof SyntaxError) return new PhotoError('api_error', 'Stock photo service sent an unreadable answer', { cause: error });
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new PhotoError('api_error', `Stock photo service unreachable${code}`, { cause: error });
}
