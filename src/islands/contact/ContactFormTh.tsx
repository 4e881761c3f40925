import ContactForm, { type ContactFormIslandProps } from './ContactForm';
import messages from './messages/th';

/** The contact form island with its Thai words in its own code rather than in the page's HTML (issue 9). */
export default function ContactFormTh(props: ContactFormIslandProps) {
  return <ContactForm {...props} locale="th" messages={messages} />;
}
