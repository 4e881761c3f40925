/**
 * The wizard's state (docs/decisions/0019): its shape, the one atom, and `update`, the only way the
 * other modules of this store change it. Messages are stored as translation keys so the state is the
 * same in both languages.
 */
import { atom } from 'nanostores';
import type { ProjectPlan } from '../../domain/plan';
import type { Notice } from '../../client/actionErrors';

export type WizardStep = 0 | 1 | 2 | 3;
export type ContactField = 'name' | 'email' | 'phone' | 'company';
export type WizardField = 'description' | ContactField | 'password';

/** A message to show: a translation key with its values, or (rarely) a server sentence as it is. */
export type { Notice };

export interface WizardResult {
  quoteId: string;
  /** `unconfirmed`: an account was created and awaits its confirmation link (decision 0049). */
  account: 'existing' | 'created' | 'unconfirmed' | 'none';
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
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// State

const emptyContact: Record<ContactField, string> = { name: '', email: '', phone: '', company: '' };

export const initialState: WizardState = {
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

export function update(patch: Partial<WizardState>): void {
  $wizard.set({ ...$wizard.get(), ...patch });
}

/** The errors without `field`'s (the same object when it had none, so nothing re-renders). */
export function withoutError(errors: Partial<Record<WizardField, string>>, field: WizardField): Partial<Record<WizardField, string>> {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}
