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
// The store's public face: state.ts (the atom and its shape), storage.ts (limits and draft),
// history.ts (steps as history entries), steps.ts (what each step does), submit.ts (sending).
export {
  $wizard,
  now,
  type ContactField,
  type Notice,
  type WizardField,
  type WizardResult,
  type WizardState,
  type WizardStep,
} from './state';
export { initWizard, showStep } from './history';
export * from './steps';
export { submitProject } from './submit';
