/**
 * The port for stock photos (blog covers, section images). Pexels behind it; tests use a fake.
 */

export interface Photo {
  /** The large2x rendition (a good cover size), else the original. */
  src: string;
  alt: string;
  /** Pexels' licence asks for credit: show it next to the photo. */
  photographer: string;
  /** The photo's page on Pexels, for the credit link. */
  pageUrl: string;
}

export interface PhotoSearchOptions {
  /** Results per page; default 3 (we take the first usable one). */
  perPage?: number | undefined;
  /** 1-based; default 1. */
  page?: number | undefined;
}

export interface PhotoPort {
  /** Photos for a query, best first; [] when nothing matches. Throws a PhotoError. */
  search(query: string, options?: PhotoSearchOptions): Promise<Photo[]>;
}

/**
 * not_configured: no API key; api_error: the provider refused (status and statusText set) or did not
 * answer in time / at all (both undefined).
 */
export type PhotoErrorCode = 'not_configured' | 'api_error';

export interface PhotoErrorDetails {
  status?: number | undefined;
  statusText?: string | undefined;
  detail?: string | undefined;
  cause?: unknown;
}

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly detail: string | undefined;

  constructor(code: PhotoErrorCode, message: string, details: PhotoErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'PhotoError';
    this.code = code;
    this.status = details.status;
    this.statusText = details.statusText;
    this.detail = details.detail;
  }
}
