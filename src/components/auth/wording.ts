import type { FormOutcome } from '../../client/actionErrors';
import { isTranslationKey, type Translate } from '../../i18n/translate';

/** A failed form's words for an on-demand page: the form-level message, else the first field's. */
export function failureText(t: Translate, outcome: FormOutcome<unknown>): string {
  const key = outcome.notice?.key ?? Object.values(outcome.fields)[0] ?? 'auth.error.generic';
  const text = isTranslationKey(key) ? t(key, outcome.notice?.vars) : t('auth.error.generic');
  return outcome.notice?.reference ? `${text} (${outcome.notice.reference})` : text;
}
