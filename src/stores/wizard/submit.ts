/** The wizard's submit (public-site §5, §8): checked here with the action's own schema, then sent. */
import { actions } from 'astro:actions';
import { PASSWORD_MIN } from '../../domain/validation/auth';
import { submitPlanInput } from '../../domain/validation/leads';
import { issueFields } from '../../domain/validation/issues';
import { describeActionError, wizardFailureKeys } from '../../client/actionErrors';
import { pageLocale } from '../../client/i18n';
import { loadSession } from '../session';
import { $wizard, update, type WizardField } from './state';
import { canSubmit } from './steps';

const WIZARD_FIELDS: readonly string[] = ['name', 'email', 'phone', 'company', 'description', 'password'];

/** The fields of the one zod-issue mapping that the wizard shows. */
function wizardFields(fields: Record<string, string>): Partial<Record<WizardField, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([field]) => WIZARD_FIELDS.includes(field)));
}

export async function submitProject(signedIn: boolean): Promise<void> {
  const state = $wizard.get();
  if (!canSubmit(state) || !state.plan) return;
  const wantsAccount = !signedIn && !state.skipAccount;
  const input = {
    description: state.description,
    featureIds: state.plan.optionalFeatures.filter((f) => f.selected).map((f) => f.id),
    contact: state.contact,
    password: wantsAccount ? state.password : '',
    skipAccount: !signedIn && state.skipAccount,
    website: state.website,
    locale: pageLocale(),
  };
  const parsed = submitPlanInput.safeParse(input);
  const errors = parsed.success ? {} : wizardFields(issueFields(parsed.error.issues));
  // Spec §5: the password is optional, but one that is given must be long enough to create the account.
  if (wantsAccount && state.password && state.password.length < PASSWORD_MIN) errors.password = 'lead.error.passwordMin';
  if (!parsed.success || Object.keys(errors).length > 0) {
    update({ fieldErrors: errors, submitError: Object.keys(errors).length ? null : { key: 'wizard.error.submit' } });
    return;
  }

  update({ status: 'submitting', fieldErrors: {}, submitError: null });
  try {
    const { data, error } = await actions.leads.submitPlan(parsed.data);
    if (error) {
      const described = describeActionError(error, wizardFailureKeys);
      const fields = wizardFields(described.fields);
      const hasFields = Object.keys(fields).length > 0;
      update({ status: 'idle', fieldErrors: fields, submitError: hasFields ? null : (described.notice ?? { key: 'wizard.error.submit' }) });
      return;
    }
    update({ status: 'idle', step: 3, password: '', result: { ...data, email: parsed.data.contact.email } });
    // An account created here signed the visitor in (cookies from the server): tell the other islands.
    if (data.account === 'created') void loadSession(true);
  } catch {
    update({ status: 'idle', submitError: { key: 'wizard.error.submit' } });
  }
}
