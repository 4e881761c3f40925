/**
 * The contact form island's words in English, bundled with its English entry (ContactFormEn.tsx), so pages
 * do not carry them as island props (issue 9). The same keys as `pickMessages('en', CONTACT_PREFIXES)`.
 */
import contactForm from '../../../i18n/en/contactForm';
import leadErrors from '../../../i18n/en/leadErrors';
import validation from '../../../i18n/en/validation';
import errors from '../../../i18n/en/errors';

const messages = { ...contactForm, ...leadErrors, ...validation, ...errors };
export default messages;

/** The island's key set: its `t` takes these keys and no other; the Thai words must fill every one. */
export type Words = Readonly<Record<keyof typeof messages, string>>;
