import { actions, isInputError, type ActionError } from 'astro:actions';
import { requestPackageInput } from '../../domain/validation/leads';
import { fieldErrors } from '../../domain/validation/auth';
import { $modalBusy, $modalForm, $modalSelection, startSubmit, submitFailed, submitSucceeded } from '../../stores/modal';

/** The failure screen's text for a server error (spec public-site §8), as a translation key. */
export function describeFailure(error: ActionError, has: (key: string) => boolean): { key: string; vars?: Record<string, string> } {
  if (isInputError(error)) {
    const first = Object.values(error.fields).find((list) => list?.[0])?.[0];
    return { key: first && has(first) ? first : 'modal.error.generic' };
  }
  const message = error.message;
  if (message.startsWith('account_creation_failed:')) {
    return { key: 'modal.error.accountCreation', vars: { message: message.slice('account_creation_failed:'.length) } };
  }
  const known: Record<string, string> = {
    user_already_exists: 'modal.error.userExists',
    account_unverified: 'modal.error.accountUnverified',
    request_email_failed: 'modal.error.requestEmail',
    package_unavailable: 'modal.error.packageUnavailable',
    password_too_short: 'modal.contact.passwordHint',
    rate_limited: 'modal.error.rateLimited',
  };
  if (known[message]) return { key: known[message] };
  if (error.code === 'TOO_MANY_REQUESTS') return { key: 'modal.error.rateLimited' };
  return { key: 'modal.error.generic' };
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
  });
  if (!parsed.success) {
    const first = Object.values(fieldErrors(parsed.error))[0];
    submitFailed(first && has(first) ? first : 'modal.error.generic');
    return;
  }
  startSubmit();
  try {
    const { data, error } = await actions.leads.requestPackage(parsed.data);
    if (error) {
      const failure = describeFailure(error, has);
      submitFailed(failure.key, failure.vars);
      return;
    }
    submitSucceeded(data.account === 'created');
  } catch (error) {
    console.error('[modal] request failed', error);
    submitFailed('modal.error.connection');
  }
}
