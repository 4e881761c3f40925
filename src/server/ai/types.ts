import { AI_REASONS } from '../../domain/blog/generation';
import type { Reason } from '../../domain/errors';

/**
 * The port the admin's AI content tools (blog drafts, summaries, posts) call. One adapter speaks the
 * OpenAI-compatible chat completions API (Perplexity by default); tests point it at a fake.
 */

export interface CompletionRequest {
  system: string;
  user: string;
  maxTokens: number;
  temperature: number;
}

export interface AiPort {
  /** The model's answer; throws an AiError when there is none to give. */
  complete(request: CompletionRequest): Promise<string>;
}

/**
 * not_configured: no API key (the UI says so instead of failing silently); api_error: the provider
 * refused (status and statusText set) or did not answer in time / at all (both undefined);
 * empty: the provider answered but generated nothing.
 */
export type AiErrorCode = 'not_configured' | 'api_error' | 'empty';

export interface AiErrorDetails {
  status?: number | undefined;
  statusText?: string | undefined;
  /** What the provider said about the failure (its error message), for logs, not for the UI. */
  detail?: string | undefined;
  /** The message as the admin reads it, in their language (AI_REASONS); else the message itself, quoted. */
  reason?: Reason | undefined;
  cause?: unknown;
}

export class AiError extends Error {
  readonly code: AiErrorCode;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly detail: string | undefined;
  readonly reason: Reason;

  constructor(code: AiErrorCode, message: string, details: AiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'AiError';
    this.code = code;
    this.status = details.status;
    this.statusText = details.statusText;
    this.detail = details.detail;
    this.reason = details.reason ?? { key: AI_REASONS.other, vars: { message } };
  }
}
