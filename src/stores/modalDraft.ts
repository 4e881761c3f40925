/**
 * The Start Your Project modal's draft, kept for the tab (docs/decisions/0029, its modal section): what
 * was typed, the chosen package and the step, so a reload, a link followed and Back, or the close button
 * is not a new start; the next opening resumes there. The same pattern as the contact form's draft
 * (./contactDraft.ts), through the drafts' shared storage and checks (./sessionDraft.ts).
 * Never the password or the honeypot. Cleared after a successful submit and by "Start over".
 */
import { parseTextFields, parseVersioned, sessionDraft, typedFields } from './sessionDraft';

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

const MAX_STEP = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const storage = sessionDraft(MODAL_DRAFT_KEY);

/** Versioned and checked: another version, bad JSON, a wrong type or an unknown field is ignored as a whole. */
export function parseModalDraft(raw: string | null): ModalDraft | null {
  const data = parseVersioned(raw);
  if (!data) return null;
  const { step, selection } = data;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > MAX_STEP) return null;
  if (selection !== null && (typeof selection !== 'string' || !UUID.test(selection))) return null;
  const fields = parseTextFields(data.fields, modalDraftFields);
  return fields ? { step, selection, fields } : null;
}

export function readModalDraft(): ModalDraft | null {
  return parseModalDraft(storage.read());
}

/** Saves the draft; a blank first step (nothing chosen, nothing typed) is no draft. */
export function saveModalDraft(draft: ModalDraft): void {
  const fields = typedFields(draft.fields, modalDraftFields);
  const blank = draft.step === 0 && draft.selection === null && Object.keys(fields).length === 0;
  storage.write(blank ? null : { step: draft.step, selection: draft.selection, fields });
}

export function clearModalDraft(): void {
  storage.write(null);
}
