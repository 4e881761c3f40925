/**
 * The Start Your Project modal's words in English, loaded with the modal on its first opening, so pages
 * do not carry them in their HTML (issue 9). The same keys as `pickMessages('en', MODAL_PREFIXES)`.
 */
import modal from '../../../i18n/en/modal';
import leadErrors from '../../../i18n/en/leadErrors';
import validation from '../../../i18n/en/validation';
import errors from '../../../i18n/en/errors';

const messages = { ...modal, ...leadErrors, ...validation, ...errors };
export default messages;

/** The island's key set: its `t` takes these keys and no other; the Thai words must fill every one. */
export type Words = Readonly<Record<keyof typeof messages, string>>;
