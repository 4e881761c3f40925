/**
 * How an action refuses: `fail('rate_limited')` throws the ActionError that carries the failure
 * (src/domain/errors.ts) with the HTTP status that fits it. No action writes an ActionError itself.
 */
import { ActionError } from 'astro:actions';
import { encodeFailure, type Failure, type FailureCode } from '../../domain/errors';

type StatusCode = ConstructorParameters<typeof ActionError>[0]['code'];

const statusOf: Record<FailureCode, StatusCode> = {
  not_signed_in: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  rate_limited: 'TOO_MANY_REQUESTS',
  invalid_credentials: 'BAD_REQUEST',
  user_already_exists: 'BAD_REQUEST',
  weak_password: 'BAD_REQUEST',
  invalid_token: 'BAD_REQUEST',
  email_not_confirmed: 'FORBIDDEN',
  unexpected_failure: 'BAD_REQUEST',
  invalid_code: 'BAD_REQUEST',
  code_already_used: 'BAD_REQUEST',
  factor_name_taken: 'CONFLICT',
  two_step_required: 'FORBIDDEN',
  provider_not_configured: 'BAD_REQUEST',
  provider_unavailable: 'BAD_GATEWAY',
  provider_cancelled: 'BAD_REQUEST',
  email_belongs_to_account: 'CONFLICT',
  identity_linked_elsewhere: 'CONFLICT',
  last_sign_in_method: 'CONFLICT',
  email_taken: 'CONFLICT',
  email_unchanged: 'BAD_REQUEST',
  password_too_short: 'BAD_REQUEST',
  account_unverified: 'BAD_REQUEST',
  account_creation_failed: 'BAD_REQUEST',
  invalid_features: 'BAD_REQUEST',
  package_unavailable: 'BAD_REQUEST',
  submit_failed: 'INTERNAL_SERVER_ERROR',
  request_email_failed: 'INTERNAL_SERVER_ERROR',
  package_not_found: 'NOT_FOUND',
  quote_not_found: 'NOT_FOUND',
  quote_not_acceptable: 'CONFLICT',
  quote_revision_stale: 'CONFLICT',
  quote_expired: 'CONFLICT',
  withholding_choice_required: 'BAD_REQUEST',
  order_not_found: 'NOT_FOUND',
  transition_not_allowed: 'CONFLICT',
  quote_lines_exceed_price: 'BAD_REQUEST',
  not_found: 'NOT_FOUND',
  publish_at_past: 'BAD_REQUEST',
  ai_failed: 'BAD_REQUEST',
  ai_unreadable: 'BAD_GATEWAY',
  x_refused: 'BAD_REQUEST',
  x_failed: 'BAD_GATEWAY',
  malformed_json: 'BAD_REQUEST',
  unexpected: 'INTERNAL_SERVER_ERROR',
};

export function failure(code: FailureCode, extra: Omit<Failure, 'code'> = {}): ActionError {
  return new ActionError({ code: statusOf[code], message: encodeFailure({ code, ...extra }) });
}

export function fail(code: FailureCode, extra: Omit<Failure, 'code'> = {}): never {
  throw failure(code, extra);
}
