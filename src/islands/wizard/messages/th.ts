/**
 * The wizard island's words in Thai, bundled with its Thai entry (WizardTh.tsx), so the home page's
 * HTML does not carry them as island props (issue 9). The same keys as `pickMessages('th', WIZARD_PREFIXES)`.
 */
import wizard from '../../../i18n/th/wizard';
import leadErrors from '../../../i18n/th/leadErrors';
import validation from '../../../i18n/th/validation';
import type { Words } from './en';
import errors from '../../../i18n/th/errors';

export default { ...wizard, ...leadErrors, ...validation, ...errors } satisfies Words;
