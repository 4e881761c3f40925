/**
 * The contact form island's words in English, bundled with its English entry (ContactFormEn.tsx), so pages
 * do not carry them as island props (issue 9). The same keys as `pickMessages('en', CONTACT_PREFIXES)`.
 */
import contactForm from '../../../i18n/en/contactForm';
import leadErrors from '../../../i18n/en/leadErrors';
import validation from '../../../i18n/en/validation';
import errors from '../../../i18n/en/errors';

export default { ...contactForm, ...leadErrors, ...validation, ...errors };
