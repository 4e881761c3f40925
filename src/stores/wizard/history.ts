/**
 * The wizard in the browser's history: one entry per step, so reload, Back and Forward return to the
 * same step (docs/decisions/0019), and the start that restores the limits and the draft first.
 */
import { $wizard, update, type WizardStep } from './state';
import { readLimits, restoreDraft, saveDraft } from './storage';

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
