/**
 * The wizard's draft as the browser keeps it for the tab (sessionStorage): the step, the description,
 * the chosen enhancements, the contact fields (never the password) and the skip-account choice. The
 * plan itself is not stored: it is made again from the description and the chosen ids, so a stored
 * draft can never show a plan or a price the generator would not give.
 *
 * Read back with zod: anything that is not this version's exact shape (another version, a hand-edited
 * value, a field of the wrong type) is ignored as a whole, never half-used.
 */
import { z } from '../zod';
import { description, DESCRIPTION_MAX, submitPlanInput } from '../validation/leads';
import { generatePlan, type ProjectPlan } from './generate';

export const DRAFT_KEY = 'siam-pixel.wizard.draft';
export const DRAFT_VERSION = 1;

/** Steps a draft can return to; the confirmation (3) is stored apart (`WizardDone`): the draft is cleared on submit. */
export type DraftStep = 0 | 1 | 2;

export interface WizardDraft {
  step: DraftStep;
  description: string;
  /** The chosen enhancements of the plan made from `description`; null while there is no plan. */
  featureIds: number[] | null;
  contact: { name: string; email: string; phone: string; company: string };
  skipAccount: boolean;
}

// Partly typed fields are drafts too: only the types and the lengths are checked here, the rules
// (required, e-mail format) when the visitor submits.
const typed = (max: number) => z.string().max(max);

const draftSchema = z
  .object({
    v: z.literal(DRAFT_VERSION),
    step: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    description: typed(DESCRIPTION_MAX * 2),
    featureIds: submitPlanInput.shape.featureIds.unwrap().nullable(),
    contact: z.strictObject({ name: typed(120), email: typed(254), phone: typed(40), company: typed(120) }),
    skipAccount: z.boolean(),
  })
  .strict()
  // A plan (and so steps 1 and 2) needs a description the generator accepts.
  .refine((draft) => draft.featureIds === null || description.safeParse(draft.description).success)
  .refine((draft) => draft.step === 0 || draft.featureIds !== null);

/** The draft in a stored string, or null for anything else (nothing, bad JSON, another version, wrong types). */
export function parseDraft(raw: string | null | undefined): WizardDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return null;
  const { v: _version, ...draft } = parsed.data;
  return { ...draft, featureIds: draft.featureIds ? [...new Set(draft.featureIds)] : null, contact: { ...draft.contact } };
}

export function serializeDraft(draft: WizardDraft): string {
  return JSON.stringify({ v: DRAFT_VERSION, ...draft });
}

/** The draft's plan, made again with its chosen enhancements; null when it has none. */
export function draftPlan(draft: WizardDraft): ProjectPlan | null {
  return draft.featureIds === null ? null : generatePlan(draft.description, { selectedFeatureIds: draft.featureIds });
}

export const DONE_KEY = 'siam-pixel.wizard.done';

/** What the confirmation step shows: kept for the tab, so a reload shows it again with its reference. */
export interface WizardDone {
  quoteId: string;
  account: 'existing' | 'created' | 'unconfirmed' | 'none';
  email: string;
}

const doneSchema = z
  .object({
    v: z.literal(DRAFT_VERSION),
    quoteId: z.string().min(1).max(64),
    account: z.enum(['existing', 'created', 'unconfirmed', 'none']),
    email: typed(254),
  })
  .strict();

/** The stored confirmation, or null for anything else (nothing, bad JSON, another version, wrong types). */
export function parseDone(raw: string | null | undefined): WizardDone | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = doneSchema.safeParse(value);
  if (!parsed.success) return null;
  const { v: _version, ...done } = parsed.data;
  return done;
}

export function serializeDone(done: WizardDone): string {
  return JSON.stringify({ v: DRAFT_VERSION, quoteId: done.quoteId, account: done.account, email: done.email });
}
