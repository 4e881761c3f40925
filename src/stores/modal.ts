/**
 * The Start Your Project modal (spec public-site §2, §4): open/closed, the current step, the chosen
 * package, what was typed, the busy flag and the submission status. The functions next to the atoms
 * are the only writers, so any island or plain script can drive the modal the same way.
 */
import { atom, map } from 'nanostores';

/** Step names in order; `account` exists only for visitors who are not signed in. */
export type ModalStep = 'packages' | 'quote' | 'contact' | 'account' | 'submit';
export type ModalStatus = 'idle' | 'success' | 'error';

const VISITOR_STEPS: readonly ModalStep[] = ['packages', 'quote', 'contact', 'account', 'submit'];
const MEMBER_STEPS: readonly ModalStep[] = ['packages', 'quote', 'contact', 'submit'];

/** The steps a person walks through: the account step is skipped when signed in. */
export const stepsFor = (signedIn: boolean): readonly ModalStep[] => (signedIn ? MEMBER_STEPS : VISITOR_STEPS);

export interface ModalForm {
  description: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
  /** Honeypot: people never see it. */
  website: string;
}

const emptyForm: ModalForm = { description: '', name: '', email: '', phone: '', company: '', password: '', website: '' };

export const $modalOpen = atom(false);
/** Index into stepsFor(signedIn). */
export const $modalStep = atom(0);
/** The chosen package id, or null. */
export const $modalSelection = atom<string | null>(null);
export const $modalForm = map<ModalForm>({ ...emptyForm });
export const $modalBusy = atom(false);
export const $modalStatus = atom<ModalStatus>('idle');
/** The failure screen's message (a translation key, vars, an unexpected failure's reference), set with status 'error'. */
export const $modalError = atom<{ key: string; vars?: Record<string, string | number>; reference?: string } | null>(null);
/** Field errors (translation keys by field name) shown when Next or submit finds a problem. */
export const $modalFieldErrors = atom<Record<string, string>>({});
/** Whether the server created an account on success. */
export const $modalAccountCreated = atom(false);

/** Back to a blank first step (spec: the modal resets when opened). */
export function resetModal(prefill: Partial<ModalForm> = {}) {
  $modalStep.set(0);
  $modalSelection.set(null);
  $modalForm.set({ ...emptyForm, ...prefill });
  $modalBusy.set(false);
  $modalStatus.set('idle');
  $modalError.set(null);
  $modalFieldErrors.set({});
  $modalAccountCreated.set(false);
}

/** Set when Back closed the modal: a back gesture is no reason to lose what was typed. */
let resumeNext = false;

/** Opens blank, or where the person was if Back closed it last time (and it was not sent). */
export function openModal(prefill: Partial<ModalForm> = {}) {
  if (!resumeNext || $modalStatus.get() === 'success') resetModal(prefill);
  resumeNext = false;
  $modalOpen.set(true);
}

function close(keepDraft: boolean): boolean {
  if ($modalBusy.get()) return false;
  // The dialog's own close event follows every close; it must not undo a Back's keepDraft.
  if (!$modalOpen.get()) return true;
  resumeNext = keepDraft;
  $modalOpen.set(false);
  return true;
}

/** Closing is refused while a request is on its way. */
export function closeModal(): boolean {
  return close(false);
}

/** Back (or Android's back gesture) closes the modal but keeps the draft for the next opening. */
export function putModalAside(): boolean {
  return close(true);
}

export function nextStep(total: number) {
  $modalFieldErrors.set({});
  $modalStep.set(Math.min($modalStep.get() + 1, total - 1));
}

export function previousStep() {
  $modalFieldErrors.set({});
  $modalStep.set(Math.max($modalStep.get() - 1, 0));
}

export function setFieldErrors(errors: Record<string, string>) {
  $modalFieldErrors.set(errors);
}

export function selectPackage(id: string) {
  $modalSelection.set(id);
}

export function setField(key: keyof ModalForm, value: string) {
  $modalForm.setKey(key, value);
  const errors = $modalFieldErrors.get();
  if (errors[key]) {
    const { [key]: _fixed, ...rest } = errors;
    $modalFieldErrors.set(rest);
  }
}

export function startSubmit() {
  $modalBusy.set(true);
  $modalError.set(null);
}

export function submitSucceeded(accountCreated: boolean) {
  $modalBusy.set(false);
  $modalAccountCreated.set(accountCreated);
  $modalStatus.set('success');
}

export function submitFailed(notice: { key: string; vars?: Record<string, string | number>; reference?: string }) {
  $modalBusy.set(false);
  $modalError.set(notice);
  $modalStatus.set('error');
}

/** From the failure screen back to the last step, with everything typed kept. */
export function retrySubmit() {
  $modalStatus.set('idle');
  $modalError.set(null);
}
