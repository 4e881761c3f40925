/**
 * The Start Your Project modal (spec public-site §2, §4): open/closed, the current step, the chosen
 * package, what was typed, the busy flag and the submission status. The functions next to the atoms
 * are the only writers, so any island or plain script can drive the modal the same way.
 */
import { atom, map } from 'nanostores';
import { clearModalDraft, modalDraftFields, readModalDraft, saveModalDraft } from './modalDraft';

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
/** An account was created and awaits its confirmation link (decision 0049): no session, no dashboard yet. */
export const $modalConfirmPending = atom(false);

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
  $modalConfirmPending.set(false);
}

/**
 * Whether the modal holds work that is not sent: the next opening resumes it (docs/decisions/0029). A
 * deliberate new start resets instead: the first opening in the tab, an opening after a successful
 * submit, and "Start over". Closing (the close button, the backdrop, Escape, Back), a reload and a link
 * followed and come back from are not new starts: the draft in sessionStorage survives them.
 */
let resumable = false;

/** Puts a stored draft back: its fields over the prefill (a signed-in person's profile). */
function resumeFromDraft(prefill: Partial<ModalForm>): boolean {
  const draft = readModalDraft();
  if (!draft) return false;
  resetModal(prefill);
  const typed = Object.fromEntries(modalDraftFields.filter((field) => draft.fields[field]).map((field) => [field, draft.fields[field]]));
  $modalForm.set({ ...$modalForm.get(), ...typed });
  $modalSelection.set(draft.selection);
  $modalStep.set(draft.step);
  return true;
}

/** Opens where the person left off, or blank for a new start. */
export function openModal(prefill: Partial<ModalForm> = {}) {
  if ($modalStatus.get() === 'success') {
    clearModalDraft();
    resetModal(prefill);
  } else if (!resumable && !resumeFromDraft(prefill)) {
    resetModal(prefill);
  }
  // A failure screen is not where anyone resumes: back to the last step, with everything kept.
  if ($modalStatus.get() === 'error') retrySubmit();
  resumable = true;
  $modalOpen.set(true);
}

/** "Start over": a deliberate new start, with nothing typed or chosen kept. */
export function startOver(prefill: Partial<ModalForm> = {}) {
  clearModalDraft();
  resetModal(prefill);
}

let keeping = false;

/** Saves the draft on every change of step, package or field until the request is sent. Once per page. */
export function keepModalDraft() {
  if (keeping) return;
  keeping = true;
  const save = () => {
    if (!$modalOpen.get() || $modalStatus.get() === 'success') return;
    const form = $modalForm.get();
    saveModalDraft({
      step: $modalStep.get(),
      selection: $modalSelection.get(),
      fields: Object.fromEntries(modalDraftFields.map((field) => [field, form[field]])),
    });
  };
  $modalForm.listen(save);
  $modalStep.listen(save);
  $modalSelection.listen(save);
}

function close(): boolean {
  if ($modalBusy.get()) return false;
  $modalOpen.set(false);
  return true;
}

/** Closing is refused while a request is on its way. */
export function closeModal(): boolean {
  return close();
}

/** Back (or Android's back gesture) closes the modal; like any close, the draft waits for the next opening. */
export function putModalAside(): boolean {
  return close();
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

export function submitSucceeded(accountCreated: boolean, confirmPending = false) {
  // Sent: the next opening is a new start (the success screen's own state stays until then).
  clearModalDraft();
  $modalBusy.set(false);
  $modalAccountCreated.set(accountCreated);
  $modalConfirmPending.set(confirmPending);
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
