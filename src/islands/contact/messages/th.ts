/**
 * The contact form island's words in Thai, bundled with its Thai entry (ContactFormTh.tsx), so pages
 * do not carry them as island props (issue 9). The same keys as `pickMessages('th', CONTACT_PREFIXES)`.
 */
import contactForm from '../../../i18n/th/contactForm';
import leadErrors from '../../../i18n/th/leadErrors';
import validation from '../../../i18n/th/validation';
import type { Words } from './en';
import errors from '../../../i18n/th/errors';

export default { ...contactForm, ...leadErrors, ...validation, ...errors } satisfies Words;
