/**
 * The wizard island's words in English, bundled with its English entry (WizardEn.tsx), so the home page's
 * HTML does not carry them as island props (issue 9). The same keys as `pickMessages('en', WIZARD_PREFIXES)`.
 */
import wizard from '../../../i18n/en/wizard';
import leadErrors from '../../../i18n/en/leadErrors';
import validation from '../../../i18n/en/validation';
import errors from '../../../i18n/en/errors';

const messages = { ...wizard, ...leadErrors, ...validation, ...errors };
export default messages;

/** The island's key set: its `t` takes these keys and no other; the Thai words must fill every one. */
export type Words = Readonly<Record<keyof typeof messages, string>>;
