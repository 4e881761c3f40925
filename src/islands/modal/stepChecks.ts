import { charCount, contactInfo, DESCRIPTION_MIN, description } from '../../domain/validation/leads';
import { PASSWORD_MIN } from '../../domain/validation/auth';
import { issueFields } from '../../domain/validation/issues';
import type { ModalForm, ModalStep } from '../../stores/modal';

/** Whether Next may be pressed on a step (spec public-site §5). */
export function canProceed(step: ModalStep, form: ModalForm, selection: string | null, signedIn: boolean): boolean {
  if (step === 'packages') return selection !== null;
  if (step === 'quote') return charCount(form.description) >= DESCRIPTION_MIN;
  if (step === 'contact') return form.name.trim() !== '' && form.email.trim() !== '' && (signedIn || form.password.length >= PASSWORD_MIN);
  return true;
}

/** The checks Next runs before moving on (e-mail format, lengths); field errors keyed by field. */
export function problemsOn(step: ModalStep, form: ModalForm): Record<string, string> {
  if (step === 'quote') {
    const parsed = description.safeParse(form.description);
    return parsed.success ? {} : { description: parsed.error.issues[0]?.message ?? 'lead.error.descriptionMin' };
  }
  if (step === 'contact') {
    const parsed = contactInfo.safeParse(form);
    return parsed.success ? {} : issueFields(parsed.error.issues);
  }
  return {};
}
