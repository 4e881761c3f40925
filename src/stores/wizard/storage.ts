/**
 * What the wizard keeps in the browser's storage: the generation limits across reloads
 * (localStorage) and the draft for the tab (sessionStorage), never the password (docs/decisions/0019).
 */
import { MAX_GENERATIONS, type ProjectPlan } from '../../domain/plan';
import {
  DONE_KEY,
  DRAFT_KEY,
  draftPlan,
  parseDone,
  parseDraft,
  serializeDone,
  serializeDraft,
  type DraftStep,
  type WizardDraft,
} from '../../domain/plan/draft';
import { $wizard, update, type WizardState } from './state';

// ---------------------------------------------------------------------------------------------
// Limits kept across reloads

const LIMITS_KEY = 'siam-pixel.wizard.limits';

export function saveLimits(attempts: number, lastGeneratedAt: number | null): void {
  try {
    localStorage.setItem(LIMITS_KEY, JSON.stringify({ attempts, lastGeneratedAt }));
  } catch {
    // Private mode or storage full: the limits then last for this page only.
  }
}

export function readLimits(): { attempts: number; lastGeneratedAt: number | null } {
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

function readDone() {
  try {
    return parseDone(sessionStorage.getItem(DONE_KEY));
  } catch {
    return null;
  }
}

export function saveDraft(state: WizardState): void {
  try {
    // Sent: nothing left to come back to but the confirmation and its reference (issue 39: a reload
    // showed an empty first step), until Start new project.
    if (state.step === 3 || state.result) {
      sessionStorage.removeItem(DRAFT_KEY);
      if (state.result) sessionStorage.setItem(DONE_KEY, serializeDone(state.result));
      return;
    }
    sessionStorage.removeItem(DONE_KEY);
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
 * Back to the stored confirmation, or to the stored draft. A description typed before the island ran (already in the state) is
 * newer than the draft: it wins, and a plan made from another text is dropped.
 */
export function restoreDraft(): void {
  // The project was sent in this tab: its confirmation again (what was typed before the island ran aside).
  const done = readDone();
  if (done && !$wizard.get().description) return update({ step: 3, result: done, plan: null });
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
