/**
 * What each step of the wizard does to its state (public-site §2, §4, §5): the description and the
 * generation, the plan's enhancements, the contact fields, and starting again. Sending is submit.ts.
 */
import { COOLDOWN_MS, MAX_GENERATIONS, PROGRESS_STEPS_MS } from '../../domain/plan';
import { planRequest, type PlanRequestOutcome } from '../../domain/plan/request';
import { charCount, DESCRIPTION_MAX, DESCRIPTION_MIN } from '../../domain/validation/leads';
import type { SessionState } from '../session';
import { $wizard, initialState, now, sleep, update, withoutError, type ContactField, type WizardState } from './state';
import { saveLimits } from './storage';

/** Milliseconds left before another generation is allowed (0 when allowed). */
export function cooldownLeft(state: WizardState, at: number = now()): number {
  if (state.lastGeneratedAt === null) return 0;
  const left = state.lastGeneratedAt + COOLDOWN_MS - at;
  // A clock set back (or a value from another machine) never blocks for more than the cooldown.
  return left > 0 ? Math.min(left, COOLDOWN_MS) : 0;
}

export const hasMaxAttempts = (state: WizardState) => state.attempts >= MAX_GENERATIONS;

/** Spec §5: disabled when too short, while busy, at the maximum attempts or within the cooldown. */
export function canGenerate(state: WizardState, at: number = now()): boolean {
  const length = charCount(state.description);
  return (
    length >= DESCRIPTION_MIN &&
    length <= DESCRIPTION_MAX &&
    state.status === 'idle' &&
    !hasMaxAttempts(state) &&
    cooldownLeft(state, at) === 0
  );
}

// ---------------------------------------------------------------------------------------------
// Step 0: description and generation

export function setDescription(description: string): void {
  const { fieldErrors, plan, description: before } = $wizard.get();
  const stillShort = fieldErrors.description && charCount(description) < DESCRIPTION_MIN;
  // Back on step 0 with a plan: a changed description is a new project, its old plan goes.
  const keptPlan = description === before ? plan : null;
  update({ description, plan: keptPlan, fieldErrors: stillShort ? fieldErrors : withoutError(fieldErrors, 'description') });
}

/** On leaving the field: a started but short description gets the spec's alert. */
export function checkDescription(): void {
  const { description, fieldErrors } = $wizard.get();
  const length = charCount(description);
  if (length > 0 && length < DESCRIPTION_MIN) update({ fieldErrors: { ...fieldErrors, description: 'lead.error.descriptionMin' } });
  else if (length > DESCRIPTION_MAX) update({ fieldErrors: { ...fieldErrors, description: 'lead.error.descriptionMax' } });
}

function recordGeneration(): void {
  const attempts = Math.min($wizard.get().attempts + 1, MAX_GENERATIONS);
  const lastGeneratedAt = now();
  update({ attempts, lastGeneratedAt });
  saveLimits(attempts, lastGeneratedAt);
}

/**
 * Shows the progress messages (about 3.8 s), then the plan made here in the browser by the shared
 * generator (spec §1: no network call). The server prices the lead again on submit.
 */
export async function generateProjectPlan(): Promise<void> {
  const state = $wizard.get();
  if (state.status !== 'idle') return;
  if (charCount(state.description) < DESCRIPTION_MIN) {
    update({ fieldErrors: { ...state.fieldErrors, description: 'lead.error.descriptionMin' } });
    return;
  }
  if (hasMaxAttempts(state)) return update({ generateError: { key: 'wizard.maxAttempts' } });
  if (cooldownLeft(state) > 0) return update({ generateError: { key: 'wizard.cooldown.message' } });

  update({ status: 'generating', progressStep: 0, generateError: null, fieldErrors: {} });
  for (const [index, ms] of PROGRESS_STEPS_MS.entries()) {
    update({ progressStep: index });
    await sleep(ms);
  }
  let outcome: PlanRequestOutcome;
  try {
    outcome = planRequest(state.description);
  } catch {
    // A bug in the generator: the spec's alert, and the visitor stays on step 0.
    return update({ status: 'idle', progressStep: -1, generateError: { key: 'wizard.error.generate' } });
  }
  if (!outcome.ok) {
    update({ status: 'idle', progressStep: -1, fieldErrors: { ...$wizard.get().fieldErrors, description: outcome.error } });
    return;
  }
  recordGeneration();
  update({ status: 'idle', progressStep: -1, plan: outcome.plan, step: 1 });
}

// ---------------------------------------------------------------------------------------------
// Step 1: plan and enhancements

/** Turns an optional feature on or off; the final price is the base price plus the selected ones. */
export function toggleFeature(id: number): void {
  const { plan } = $wizard.get();
  if (!plan) return;
  const optionalFeatures = plan.optionalFeatures.map((f) => (f.id === id ? { ...f, selected: !f.selected } : f));
  const finalPrice = optionalFeatures.reduce((total, f) => (f.selected ? total + f.price : total), plan.basePrice);
  update({ plan: { ...plan, optionalFeatures, finalPrice } });
}

export function continueToContact(): void {
  if ($wizard.get().plan) update({ step: 2, submitError: null });
}

/** From the plan or the contact step back to step 0: the plan and its errors go; what was typed stays. */
export function startOver(): void {
  if ($wizard.get().status !== 'idle') return;
  update({ step: 0, plan: null, password: '', fieldErrors: {}, generateError: null, submitError: null, result: null });
}

// ---------------------------------------------------------------------------------------------
// Step 2: contact details

export function setContactField(field: ContactField, value: string): void {
  const state = $wizard.get();
  update({ contact: { ...state.contact, [field]: value }, fieldErrors: withoutError(state.fieldErrors, field) });
}

export function setPassword(password: string): void {
  update({ password, fieldErrors: withoutError($wizard.get().fieldErrors, 'password') });
}

export function setSkipAccount(skipAccount: boolean): void {
  update({
    skipAccount,
    password: skipAccount ? '' : $wizard.get().password,
    fieldErrors: withoutError($wizard.get().fieldErrors, 'password'),
  });
}

export function setHoneypot(website: string): void {
  update({ website });
}

/** Fills the empty contact fields from the signed-in user's profile (spec §2). */
export function prefillContact(session: SessionState): void {
  if (session.status !== 'signedIn') return;
  const { contact } = $wizard.get();
  const fromProfile: Record<ContactField, string> = {
    name: session.fullName,
    email: session.email,
    phone: session.phone,
    company: session.company,
  };
  const filled = Object.fromEntries(
    (Object.keys(contact) as ContactField[]).map((field) => [field, contact[field].trim() ? contact[field] : fromProfile[field]]),
  ) as Record<ContactField, string>;
  update({ contact: filled });
}

/** On leaving a required field: its spec alert when it is empty. */
export function checkContactField(field: ContactField): void {
  const { contact, fieldErrors } = $wizard.get();
  if (field === 'name' && !contact.name.trim()) update({ fieldErrors: { ...fieldErrors, name: 'lead.error.nameRequired' } });
  if (field === 'email' && !contact.email.trim()) update({ fieldErrors: { ...fieldErrors, email: 'lead.error.emailRequired' } });
}

/** Spec §5: submit is disabled unless name and e-mail are filled (after trimming), and while busy. */
export function canSubmit(state: WizardState): boolean {
  return state.status === 'idle' && state.contact.name.trim() !== '' && state.contact.email.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Step 3

/** Spec §4: Start new project resets all inputs, the plan, the attempt count, the last generation time and the error. */
export function startNewProject(): void {
  saveLimits(0, null);
  $wizard.set({ ...initialState, started: true });
}
