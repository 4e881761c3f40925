import ContactForm, { type ContactFormIslandProps } from './ContactForm';
import messages from './messages/en';

/** The contact form island with its English words in its own code rather than in the page's HTML (issue 9). */
export default function ContactFormEn(props: ContactFormIslandProps) {
  return <ContactForm {...props} locale="en" messages={messages} />;
}
