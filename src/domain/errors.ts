/**
 * The one vocabulary of expected failures: every refusal an action answers is one of these codes,
 * raised on the server (src/server/actions/failure.ts) and turned into a translation key in the
 * browser by one function (src/client/actionErrors.ts). Framework-free.
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
  /** The password was right, the address never confirmed (decision 0049): the form offers to resend the link. */
  'email_not_confirmed',
  'unexpected_failure',
  // Two-step sign-in (docs/decisions/0045)
  'invalid_code',
  'code_already_used',
  'factor_name_taken',
  /** An admin action from a session that has not given its second step (aal2). */
  'two_step_required',
  // Social sign-in and identities (docs/decisions/0048)
  'provider_not_configured',
  'provider_unavailable',
  'provider_cancelled',
  'email_belongs_to_account',
  'identity_linked_elsewhere',
  'last_sign_in_method',
  'email_taken',
  'email_unchanged',
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
  /** The quote is not (or no longer) waiting for the client's answer: only a `quoted` quote can be accepted. */
  'quote_not_acceptable',
  /** The client accepted a quotation revision that is no longer the latest (decision 0053). */
  'quote_revision_stale',
  /** The latest quotation revision's validity date has passed: the studio renews it (decision 0053). */
  'quote_expired',
  /** A company client paying must say whether it withholds 3% from this payment (decision 0061). */
  'withholding_choice_required',
  'order_not_found',
  /** A status change outside the transitions of decision 0041 (or one a concurrent change made stale). */
  'transition_not_allowed',
  /** `reason`: the quote's catalogue items and the studio's own lines add up to more than its price. */
  'quote_lines_exceed_price',
  'not_found',
  /** A scheduled post's publish time is not ahead of the server's clock. */
  'publish_at_past',
  /** `reason` (or `detail`): why the AI service gave no draft, shown after "Failed to generate content:". */
  'ai_failed',
  /** The AI answered, but not with a translation of the post that could be read. */
  'ai_unreadable',
  /** `reason`: why the post or schedule was refused (the text's check, X not configured), shown after "Failed to post:". */
  'x_refused',
  /** `reason`: X's failure, a sentence of its own ("Failed to post tweet: 401 Unauthorized"), shown as it is. */
  'x_failed',
  // Transport
  'malformed_json',
  /** Not expected: something broke. `reference` is the request id the server logged it under. */
  'unexpected',
] as const;

export type FailureCode = (typeof failureCodes)[number];

/**
 * A sentence the server means but the browser words, in the reader's language: a translation key
 * (src/i18n/{en,th}) and its values. A provider's own words (an HTTP status, X's explanation) go in
 * as values, quoted inside the translated sentence.
 */
export interface Reason {
  key: string;
  vars?: Record<string, string | number>;
}

/** The reason in a stored or received value, or null when it is not one (checked field by field). */
export function asReason(value: unknown): Reason | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { key, vars } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key === '') return null;
  if (vars === undefined || vars === null) return { key };
  if (typeof vars !== 'object' || Array.isArray(vars)) return null;
  const entries = Object.entries(vars as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) return null;
  return { key, vars: Object.fromEntries(entries) as Record<string, string | number> };
}

export interface Failure {
  code: FailureCode;
  /** Words from a third party that the spec shows to the user (account creation, AI, X). */
  detail?: string;
  /** Why, as a sentence the browser words in the user's language (the failure's `{message}`). */
  reason?: Reason;
  /** The request id of an unexpected failure, as logged and sent in X-Request-Id. */
  reference?: string;
}

const known: ReadonlySet<string> = new Set(failureCodes);

export function isFailureCode(value: unknown): value is FailureCode {
  return typeof value === 'string' && known.has(value);
}

/** The failure as an ActionError message. */
export function encodeFailure(failure: Failure): string {
  if (failure.detail === undefined && failure.reference === undefined && failure.reason === undefined) return failure.code;
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
    const { code, detail, reference, reason } = value as Record<string, unknown>;
    if (!isFailureCode(code)) return null;
    const wording = asReason(reason);
    return {
      code,
      ...(typeof detail === 'string' ? { detail } : {}),
      ...(typeof reference === 'string' ? { reference } : {}),
      ...(wording ? { reason: wording } : {}),
    };
  } catch {
    return null;
  }
}
