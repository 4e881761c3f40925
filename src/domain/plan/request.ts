/**
 * One plan request, the same in the browser (the wizard's Generate button) and on the server (the
 * description form posted before any script ran): the description checked with the lead schema,
 * then the plan from keyword analysis. No network, no clock, so both give the same answer.
 */
import { generatePlanInput } from '../validation/leads';
import { issueFields } from '../validation/issues';
import { generatePlan, type ProjectPlan } from './generate';

export type PlanRequestOutcome =
  | { readonly ok: true; readonly description: string; readonly plan: ProjectPlan }
  /** `error` is the description field's message key, as the schema words it. */
  | { readonly ok: false; readonly description: string; readonly error: string };

/**
 * `description` is whatever arrived: a posted form's value may be missing or a file, which counts as
 * an empty description. The text is kept as typed for the field to show it again.
 */
export function planRequest(description: unknown): PlanRequestOutcome {
  const text = typeof description === 'string' ? description : '';
  const parsed = generatePlanInput.safeParse({ description: text });
  if (!parsed.success) {
    const error = issueFields(parsed.error.issues)['description'] ?? 'lead.error.descriptionMin';
    return { ok: false, description: text, error };
  }
  return { ok: true, description: text, plan: generatePlan(parsed.data.description) };
}
