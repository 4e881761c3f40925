/**
 * The Start Your Project modal's words in Thai, loaded with the modal on its first opening, so pages
 * do not carry them in their HTML (issue 9). The same keys as `pickMessages('th', MODAL_PREFIXES)`.
 */
import modal from '../../../i18n/th/modal';
import leadErrors from '../../../i18n/th/leadErrors';
import validation from '../../../i18n/th/validation';
import type { Words } from './en';
import errors from '../../../i18n/th/errors';

export default { ...modal, ...leadErrors, ...validation, ...errors } satisfies Words;
