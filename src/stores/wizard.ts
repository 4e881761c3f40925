/**
 * The project-planning wizard (public-site §2, §4, §5, §8): its state and every function that
 * changes it. Components read `$wizard` and call these functions; they never `set` it themselves.
 *
 * The plan is made in the browser (src/domain/plan/request.ts); the generation limits (count and last
 * generation time) are the visitor's own, kept in localStorage so a reload does not reset them.
 * The draft (step, description, chosen enhancements, contact fields but never the password) is kept
 * for the tab in sessionStorage, and each step is a history entry: reload, Back/Forward and a trip to
 * the sign-in page return to the same step with the same data (docs/decisions/0019).
 * Messages are stored as translation keys so the state is the same in both languages.
 */
import { atom } from 'nanostores';
import { actions } from 'astro:actions';
import { COOLDOWN_MS, MAX_GENERATIONS, PROGRESS_STEPS_MS, type ProjectPlan } from '../domain/plan';
import { planRequest, type PlanRequestOutcome } from '../domain/plan/request';
import { DRAFT_KEY, draftPlan, parseDraft, serializeDraft, type DraftStep, type WizardDraft } from '../domain/plan/draft';
import { PASSWORD_MIN } from '../domain/validation/auth';
import { charCount, DESCRIPTION_MAX, DESCRIPTION_MIN, submitPlanInput } from '../domain/validation/leads';
import { issueFields } from '../domain/validation/issues';
import { describeActionError, wizardFailureKeys, type Notice } from '../client/actionErrors';
import { pageLocale } from '../client/i18n';
import { loadSession, type SessionState } from './session';

export type WizardStep = 0 | 1 | 2 | 3;
export type ContactField = 'name' | 'email' | 'phone' | 'company';
export type WizardField = 'description' | ContactField | 'password';

/** A message to show: a translation key with its values, or (rarely) a server sentence as it is. */
export type { Notice };

export interface WizardResult {
  quoteId: string;
  account: 'existing' | 'created' | 'none';
  email: string;
}

export interface WizardState {
  step: WizardStep;
  description: string;
  plan: ProjectPlan | null;
  contact: Record<ContactField, string>;
  password: string;
  skipAccount: boolean;
  /** The honeypot's value: people never see the field, so anything here comes from a bot. */
  website: string;
  status: 'idle' | 'generating' | 'submitting';
  /** Which progress message is showing while generating (index into PROGRESS_STEPS_MS). */
  progressStep: number;
  fieldErrors: Partial<Record<WizardField, string>>;
  /** Step 0's alert (generation failed, limit reached). */
  generateError: Notice | null;
  /** Step 2's red Error box. */
  submitError: Notice | null;
  result: WizardResult | null;
  attempts: number;
  lastGeneratedAt: number | null;
  /** The island has started in the browser (initWizard): the state now holds the draft and the limits. */
  started: boolean;
}

// ---------------------------------------------------------------------------------------------
// Clock: one place that reads the time, so Playwright's page.clock controls it in tests.

export const now = (): number => Date.now();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// State

const emptyContact: Record<ContactField, string> = { name: '', email: '', phone: '', company: '' };

const initialState: WizardState = {
  step: 0,
  description: '',
  plan: null,
  contact: emptyContact,
  password: '',
  skipAccount: false,
  website: '',
  status: 'idle',
  progressStep: -1,
  fieldErrors: {},
  generateError: null,
  submitError: null,
  result: null,
  attempts: 0,
  lastGeneratedAt: null,
  started: false,
};

export const $wizard = atom<WizardState>(initialState);

function update(patch: Partial<WizardState>): void {
  $wizard.set({ ...$wizard.get(), ...patch });
}

// ---------------------------------------------------------------------------------------------
// Limits kept across reloads

const LIMITS_KEY = 'siam-pixel.wizard.limits';

function saveLimits(attempts: number, lastGeneratedAt: number | null): void {
  try {
    localStorage.setItem(LIMITS_KEY, JSON.stringify({ attempts, lastGeneratedAt }));
  } catch {
    // Private mode or storage full: the limits then last for this page only.
  }
}

function readLimits(): { attempts: number; lastGeneratedAt: number | null } {
  try {
    const raw = JSON.parse(localStorage.getItem(LIMITS_KEY) ?? 'null') as { attempts?: unknown; lastGeneratedAt?: unknown } | null;
    const attempts = typeof raw?.attempts === 'number' && raw.attempts >= 0 ? Math.min(Math.floor(raw.attempts), MAX_GENERATIONS) : 0;
    const last = typeof raw?.lastGeneratedAt === 'number' && Number.isFinite(raw.lastGeneratedAt) ? raw.lastGeneratedAt : null;
    return { attempts, lastGeneratedAt: last };
  } catch {
    return { attempts: 0, lastGeneratedAt: null };
  }
}

// ---------------------------------------------------------------------------------------------
// The draft, kept for the tab

function readDraft(): WizardDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

function saveDraft(state: WizardState): void {
  try {
    // Sent: nothing left to come back to.
    if (state.step === 3 || state.result) return sessionStorage.removeItem(DRAFT_KEY);
    const draft: WizardDraft = {
      step: state.plan ? (state.step as DraftStep) : 0,
      description: state.description,
      featureIds: state.plan ? state.plan.optionalFeatures.filter((f) => f.selected).map((f) => f.id) : null,
      contact: state.contact,
      skipAccount: state.skipAccount,
    };
    sessionStorage.setItem(DRAFT_KEY, serializeDraft(draft));
  } catch {
    // Private mode or storage full: the draft then lasts for this page only.
  }
}

/**
 * Back to the stored draft. A description typed before the island ran (already in the state) is
 * newer than the draft: it wins, and a plan made from another text is dropped.
 */
function restoreDraft(): void {
  const draft = readDraft();
  if (!draft) return;
  const typed = $wizard.get().description;
  if (typed && typed !== draft.description) return update({ contact: draft.contact, skipAccount: draft.skipAccount });
  let plan: ProjectPlan | null = null;
  try {
    plan = draftPlan(draft);
  } catch {
    plan = null;
  }
  update({ description: draft.description, contact: draft.contact, skipAccount: draft.skipAccount, plan, step: plan ? draft.step : 0 });
}

// ---------------------------------------------------------------------------------------------
// History: one entry per step, so Back and Forward move between steps without leaving the page.

const isWizardStep = (step: unknown): step is WizardStep => step === 0 || step === 1 || step === 2 || step === 3;
const historyState = (): Record<string, unknown> =>
  typeof history.state === 'object' && history.state !== null ? (history.state as Record<string, unknown>) : {};

/** Shows a step Back or Forward asked for, when it can be shown; otherwise the wizard stays where it is. */
export function showStep(step: WizardStep): void {
  const state = $wizard.get();
  // Busy, or already sent (going back would send it again): stay.
  if (state.status !== 'idle' || state.result || step === 3) return;
  if (step > 0 && !state.plan) return;
  update({ step, fieldErrors: {}, generateError: null, submitError: null });
}

function bindHistory(): void {
  let shown = $wizard.get().step;
  let fromHistory = false;
  // The URL stays as it is: the entry's state says the step.
  history.replaceState({ ...historyState(), wizardStep: shown }, '');
  $wizard.listen((state) => {
    saveDraft(state);
    if (state.step === shown) return;
    shown = state.step;
    if (fromHistory) history.replaceState({ ...historyState(), wizardStep: shown }, '');
    else {
      history.pushState({ wizardStep: shown }, '');
      // The wizard scrolls itself to each step it shows. On the entries it adds, the browser's own
      // restoration would race that scroll on Back/Forward and could leave the wizard off screen;
      // the page's first entry keeps the browser's restoration for the rest of the page.
      history.scrollRestoration = 'manual';
    }
  });
  window.addEventListener('popstate', (event) => {
    const step = (event.state as { wizardStep?: unknown } | null)?.wizardStep;
    // Not one of the wizard's entries (a #section link): not the wizard's business.
    if (!isWizardStep(step)) return;
    fromHistory = true;
    showStep(step);
    fromHistory = false;
    // A step that could not be shown: this entry now says where the wizard is.
    if ($wizard.get().step !== step) history.replaceState({ ...historyState(), wizardStep: $wizard.get().step }, '');
  });
}

let initialized = false;

/**
 * Called once the island is in the browser (after hydration, so server and client HTML agree): the
 * limits, the stored draft (or the description the server refused), then the history. True when the
 * draft moved the wizard past step 0.
 */
export function initWizard(posted?: { description: string; error: string }): boolean {
  if (initialized) return false;
  initialized = true;
  update({ ...readLimits(), started: true });
  restoreDraft();
  // The server refused this text (the form was posted before the island ran): its message stays.
  if (posted && $wizard.get().description === posted.description) update({ fieldErrors: { description: posted.error } });
  bindHistory();
  saveDraft($wizard.get());
  return $wizard.get().step !== 0;
}

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
// Step 2: contact details and submit

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

// ---------------------------------------------------------------------------------------------
// Step 3

/** Spec §4: Start new project resets all inputs, the plan, the attempt count, the last generation time and the error. */
export function startNewProject(): void {
  saveLimits(0, null);
  $wizard.set({ ...initialState, started: true });
}

function withoutError(errors: Partial<Record<WizardField, string>>, field: WizardField): Partial<Record<WizardField, string>> {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}
