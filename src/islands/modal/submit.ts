import { actions } from 'astro:actions';
import { requestPackageInput } from '../../domain/validation/leads';
import { issueFields } from '../../domain/validation/issues';
import { describeActionError, type Described, type FailureKeys } from '../../client/actionErrors';
import { pageLocale } from '../../client/i18n';
import { $modalBusy, $modalForm, $modalSelection, startSubmit, submitFailed, submitSucceeded } from '../../stores/modal';

/** The failure screen's words for the server's refusals (spec public-site §8). */
const failureKeys: FailureKeys = {
  generic: 'modal.error.generic',
  network: 'modal.error.connection',
  user_already_exists: 'modal.error.userExists',
  account_unverified: 'modal.error.accountUnverified',
  account_creation_failed: 'modal.error.accountCreation',
  package_unavailable: 'modal.error.packageUnavailable',
  request_email_failed: 'modal.error.requestEmail',
  password_too_short: 'modal.contact.passwordHint',
  rate_limited: 'modal.error.rateLimited',
};

/** The failure screen shows one message: a field's own (when this page has it) or the form's. */
function showFailure(described: Described, has: (key: string) => boolean) {
  const field = Object.values(described.fields)[0];
  const notice = described.notice ?? { key: field && has(field) ? field : failureKeys.generic };
  submitFailed(notice);
}

/**
 * Sends the request. A visitor's account is created (and signed in) by the server in the same call;
 * a signed-in person's password is never sent.
 */
export async function submitRequest(signedIn: boolean, has: (key: string) => boolean) {
  if ($modalBusy.get()) return;
  const form = $modalForm.get();
  const parsed = requestPackageInput.safeParse({
    packageId: $modalSelection.get() ?? '',
    description: form.description,
    contact: { name: form.name, email: form.email, phone: form.phone, company: form.company },
    password: signedIn ? '' : form.password,
    website: form.website,
    locale: pageLocale(),
  });
  if (!parsed.success) return showFailure({ fields: issueFields(parsed.error.issues), notice: null, code: null }, has);
  startSubmit();
  try {
    const { data, error } = await actions.leads.requestPackage(parsed.data);
    if (error) return showFailure(describeActionError(error, failureKeys), has);
    submitSucceeded(data.account === 'created', data.account === 'unconfirmed');
  } catch (error) {
    console.error('[modal] request failed', error);
    showFailure(describeActionError(error, failureKeys), has);
  }
}
