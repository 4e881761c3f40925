import { isActionError, isInputError } from 'astro:actions';
import { decodeFailure, type FailureCode, type Reason } from '../domain/errors';
import { issueFields } from '../domain/validation/issues';
import type { TranslationKey } from '../i18n/translate';
import type { IslandT } from './i18n';

/** A form-level message: a translation key (with vars), plus the reference of an unexpected failure. */
export interface Notice {
  key: string;
  vars?: Record<string, string | number>;
  reference?: string;
  /** The failure's reason: worded in the page's language, it is the key's `{message}`. */
  reason?: Reason;
}

/**
 * An island's words for the failures it can meet: `generic` for anything it has no key for (and,
 * with the reference, for an unexpected failure), `network` when the server could not be reached.
 * A key may use `{message}`: the failure's reason worded in the page's language, else its detail (a
 * provider's words), else its code. `invalid`,
 * if given, is the form-level line shown with the server's field errors (else they stand alone).
 */
export type FailureKeys = { generic: TranslationKey; network?: TranslationKey; invalid?: TranslationKey } & Partial<
  Record<FailureCode, TranslationKey>
>;

export interface Described {
  /** Field errors as translation keys (src/domain/validation/issues.ts). */
  fields: Record<string, string>;
  /** The form-level message, or null when the field errors say it. */
  notice: Notice | null;
  /** The failure's code, for an island that acts on it (e.g. a sign-in link); null for input errors. */
  code: FailureCode | null;
}

/**
 * The one browser mapping of an action's failure (or a thrown one: the network) to what the form
 * shows. The failure is read from the wire format of src/domain/errors.ts and nowhere else.
 */
export function describeActionError(error: unknown, keys: FailureKeys): Described {
  if (isInputError(error)) {
    const fields = issueFields(error.issues);
    if (Object.keys(fields).length === 0) return { fields, notice: { key: keys.generic }, code: null };
    return { fields, notice: keys.invalid ? { key: keys.invalid } : null, code: null };
  }
  if (!isActionError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { fields: {}, notice: { key: keys.network ?? keys.generic, vars: { message } }, code: null };
  }
  const failure = decodeFailure(error.message);
  if (!failure) return { fields: {}, notice: { key: keys.generic, vars: { message: error.message } }, code: null };
  if (failure.code === 'unexpected') {
    return {
      fields: {},
      notice: { key: keys.generic, vars: { message: failure.code }, ...(failure.reference ? { reference: failure.reference } : {}) },
      code: failure.code,
    };
  }
  const key = keys[failure.code] ?? (error.code === 'TOO_MANY_REQUESTS' ? keys.rate_limited : undefined) ?? keys.generic;
  const reason = failure.reason ? { reason: failure.reason } : {};
  return { fields: {}, notice: { key, vars: { message: failure.detail ?? failure.code }, ...reason }, code: failure.code };
}

/** What a form shows after its last submission. */
export interface FormOutcome<O> {
  data: O | null;
  fields: Record<string, string>;
  notice: Notice | null;
  code: FailureCode | null;
}

/**
 * An action's answer as its form shows it. Also used by the on-demand page a form posts to before
 * its island hydrated (docs/decisions/0014), which hands the outcome to the island as `initial`.
 */
export function outcomeOf<O>(
  result: { data: O; error: undefined } | { data: undefined; error: unknown },
  keys: FailureKeys,
): FormOutcome<O> {
  if (result.error !== undefined) return { data: null, ...describeActionError(result.error, keys) };
  return { data: result.data as O, fields: {}, notice: null, code: null };
}

/** The notice in the user's language; an unexpected failure's reference follows the message. */
export function noticeText(t: IslandT<'error.withReference'>, notice: Notice): string {
  // A notice's keys are data here: the island's own FailureKeys (checked where written) or a reason's.
  const vars = notice.reason ? { ...notice.vars, message: t.data(notice.reason.key, notice.reason.vars) } : notice.vars;
  const text = t.data(notice.key, vars);
  return notice.reference ? t('error.withReference', { message: text, reference: notice.reference }) : text;
}

/** The billing details form's words for its failures. */
export const billingFailureKeys: FailureKeys = {
  generic: 'billing.error.failed',
  network: 'billing.error.failed',
  not_signed_in: 'auth.error.not_signed_in',
};

/** The contact form's words for its failures (public-site §4). */
export const contactFailureKeys: FailureKeys = {
  generic: 'contactForm.error.failed',
  network: 'contactForm.error.exception',
  rate_limited: 'contactForm.error.rateLimited',
};

/** The wizard's words for the refusals of its submit, in the red Error box (spec §8). */
export const wizardFailureKeys: FailureKeys = {
  generic: 'wizard.error.submit',
  account_creation_failed: 'wizard.error.accountCreationFailed',
  account_unverified: 'wizard.error.accountUnverified',
  user_already_exists: 'wizard.error.userExists',
  rate_limited: 'wizard.error.rateLimited',
  password_too_short: 'wizard.error.passwordTooShort',
  invalid_features: 'wizard.error.invalidFeatures',
};

/** The auth forms' words for the auth failures (portal spec §1). */
export const authFailureKeys: FailureKeys = {
  generic: 'auth.error.generic',
  network: 'auth.error.network',
  forbidden: 'auth.error.forbidden',
  not_signed_in: 'auth.error.not_signed_in',
  rate_limited: 'auth.error.rate_limited',
  invalid_credentials: 'auth.error.invalid_credentials',
  user_already_exists: 'auth.error.user_already_exists',
  weak_password: 'auth.error.weak_password',
  invalid_token: 'auth.error.invalid_token',
  email_not_confirmed: 'auth.error.email_not_confirmed',
  unexpected_failure: 'auth.error.unexpected_failure',
  invalid_code: 'auth.error.invalid_code',
  code_already_used: 'auth.error.code_already_used',
  factor_name_taken: 'auth.error.factor_name_taken',
  two_step_required: 'auth.error.two_step_required',
};
