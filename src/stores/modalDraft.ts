/**
 * The Start Your Project modal's draft, kept for the tab (docs/decisions/0029, its modal section): what
 * was typed, the chosen package and the step, so a reload, a link followed and Back, or the close button
 * is not a new start; the next opening resumes there. The same pattern as the contact form's draft
 * (./contactDraft.ts): sessionStorage, one versioned key, checked by hand, every storage call guarded.
 * Never the password or the honeypot. Cleared after a successful submit and by "Start over".
 */
export const MODAL_DRAFT_KEY = 'siam-pixel.modal.draft';

/** The fields a person types that are worth keeping: no password, no honeypot. */
export const modalDraftFields = ['description', 'name', 'email', 'phone', 'company'] as const;
export type ModalDraftField = (typeof modalDraftFields)[number];

export interface ModalDraft {
  /** Index into the steps (stepsFor), clamped by the store when applied. */
  step: number;
  /** The chosen package's id. */
  selection: string | null;
  fields: Partial<Record<ModalDraftField, string>>;
}

/** Longer than any field's limit (the description's is 5,000). */
const MAX_LENGTH = 10_000;
const MAX_STEP = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Versioned and checked: another version, bad JSON, a wrong type or an unknown field is ignored as a whole. */
export function parseModalDraft(raw: string | null): ModalDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, step, selection, fields } = data as Record<string, unknown>;
  if (v !== 1) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > MAX_STEP) return null;
  if (selection !== null && (typeof selection !== 'string' || !UUID.test(selection))) return null;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const kept: ModalDraft['fields'] = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!(modalDraftFields as readonly string[]).includes(name)) return null;
    if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
    kept[name as ModalDraftField] = value;
  }
  return { step, selection, fields: kept };
}

export function readModalDraft(): ModalDraft | null {
  try {
    return parseModalDraft(sessionStorage.getItem(MODAL_DRAFT_KEY));
  } catch {
    return null;
  }
}

/** Saves the draft; a blank first step (nothing chosen, nothing typed) is no draft. */
export function saveModalDraft(draft: ModalDraft): void {
  try {
    const fields = Object.fromEntries(modalDraftFields.filter((field) => draft.fields[field]).map((field) => [field, draft.fields[field]]));
    if (draft.step === 0 && draft.selection === null && Object.keys(fields).length === 0) sessionStorage.removeItem(MODAL_DRAFT_KEY);
    else sessionStorage.setItem(MODAL_DRAFT_KEY, JSON.stringify({ v: 1, step: draft.step, selection: draft.selection, fields }));
  } catch {
    // Private mode or storage full: the draft then lasts for this page only.
  }
}

export function clearModalDraft(): void {
  try {
    sessionStorage.removeItem(MODAL_DRAFT_KEY);
  } catch {
    // Storage refused: there is nothing stored to clear.
  }
}
