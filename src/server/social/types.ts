import { X_REASONS } from '../../domain/blog/tweet';
import type { Reason } from '../../domain/errors';

/**
 * The port for posting to X (Twitter): announcing new blog posts, the scheduled posts runner.
 */

export interface PostedStatus {
  id: string;
  /** https://x.com/i/web/status/{id}: works without knowing the account's handle. */
  url: string;
}

export interface SocialPort {
  /** Publishes `text` as the configured account; throws a SocialError. */
  post(text: string): Promise<PostedStatus>;
  /**
   * The account's own tweet with this text (links compared as links: X shortens them) posted at or
   * after `since`, or null: whether an attempt that went unanswered went through. Throws a SocialError.
   */
  findRecent(text: string, since: Date): Promise<PostedStatus | null>;
}

/**
 * not_configured: no usable credentials; api_error: X refused (status and statusText set) or did not
 * answer in time / at all (both undefined: the post may or may not exist, check before retrying).
 */
export type SocialErrorCode = 'not_configured' | 'api_error';

export interface SocialErrorDetails {
  status?: number | undefined;
  statusText?: string | undefined;
  /** X's explanation (e.g. "You are not allowed to create a Tweet with duplicate content."), for logs. */
  detail?: string | undefined;
  /** X never answered (timeout, dropped connection) or answered without an id: the tweet may exist. */
  outcomeUnknown?: boolean | undefined;
  /** The message as the admin reads it, in their language (X_REASONS); else the message itself, quoted. */
  reason?: Reason | undefined;
  cause?: unknown;
}

export class SocialError extends Error {
  readonly code: SocialErrorCode;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly detail: string | undefined;
  readonly outcomeUnknown: boolean;
  readonly reason: Reason;

  constructor(code: SocialErrorCode, message: string, details: SocialErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'SocialError';
    this.code = code;
    this.status = details.status;
    this.statusText = details.statusText;
    this.detail = details.detail;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
    this.reason = details.reason ?? { key: X_REASONS.other, vars: { message } };
  }

  /** X's refusal of a text the account posted recently ("duplicate content", a 403). */
  get isDuplicate(): boolean {
    return this.status === 403 && /duplicate/i.test(this.detail ?? '');
  }
}
