/**
 * The one vocabulary of expected failures: every refusal an action answers is one of these codes,
 * raised on the server (src/server/actions/failure.ts) and turned into a translation key in the
 * browser by one function (src/islands/shared/actionErrors.ts). Framework-free.
 *
 * Astro's client rebuilds an ActionError from its code and message only, so a failure travels in
 * the message: the bare code when that is all it says (`rate_limited`), else a JSON object
 * (`{"code":"account_creation_failed","detail":"…"}`). `encodeFailure` writes it and
 * `decodeFailure` reads it; nothing else looks inside the message.
 */
export const failureCodes = [
  // Who is calling
  'not_signed_in',
  'forbidden',
  'rate_limited',
  // Auth
  'invalid_credentials',
  'user_already_exists',
  'weak_password',
  'invalid_token',
  'unexpected_failure',
  // Leads
  'password_too_short',
  'account_unverified',
  /** `detail`: the auth provider's own words (spec: "Account creation failed: {message}"). */
  'account_creation_failed',
  'invalid_features',
  'package_unavailable',
  'submit_failed',
  /** The request was stored but its e-mail could not be queued (spec: "Failed to send project request email"). */
  'request_email_failed',
  // Orders and admin
  'package_not_found',
  'quote_not_found',
  'order_not_found',
  'not_found',
  /** A scheduled post's publish time is not ahead of the server's clock. */
  'publish_at_past',
  /** `detail`: the AI service's words, shown to the admin. */
  'ai_failed',
  /** The AI answered, but not with a translation of the post that could be read. */
  'ai_unreadable',
  /** `detail`: why the post or schedule was refused (the text's check), shown after "Failed to post:". */
  'x_refused',
  /** `detail`: X's failure, already a sentence ("Failed to post tweet: 401 Unauthorized"), shown as it is. */
  'x_failed',
  // Transport
  'malformed_json',
  /** Not expected: something broke. `reference` is the request id the server logged it under. */
  'unexpected',
] as const;

export type FailureCode = (typeof failureCodes)[number];

export interface Failure {
  code: FailureCode;
  /** Words from a third party that the spec shows to the user (account creation, AI, X). */
  detail?: string;
  /** The request id of an unexpected failure, as logged and sent in X-Request-Id. */
  reference?: string;
}

const known: ReadonlySet<string> = new Set(failureCodes);

export function isFailureCode(value: unknown): value is FailureCode {
  return typeof value === 'string' && known.has(value);
}

/** The failure as an ActionError message. */
export function encodeFailure(failure: Failure): string {
  if (failure.detail === undefined && failure.reference === undefined) return failure.code;
  return JSON.stringify(failure);
}

/**
 * The failure an ActionError message carries, or null when the message is not one of ours
 * (Astro's own errors, a proxy's page).
 */
export function decodeFailure(message: string): Failure | null {
  if (isFailureCode(message)) return { code: message };
  if (!message.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(message);
    if (!value || typeof value !== 'object') return null;
    const { code, detail, reference } = value as Record<string, unknown>;
    if (!isFailureCode(code)) return null;
    return {
      code,
      ...(typeof detail === 'string' ? { detail } : {}),
      ...(typeof reference === 'string' ? { reference } : {}),
    };
  } catch {
    return null;
  }
}
