/** The pieces every studio alert shares: who the customer is and which language to answer in. */
import { Paragraph, Rows } from '../blocks';
import { languageName, type Contact, type Locale } from './layout';

/** Studio alerts are in English; this line tells the team which language to answer in. */
export function CustomerLanguageNote({ locale }: { locale: Locale }) {
  return (
    <Paragraph>{`The customer uses the site in ${languageName[locale]}: please reply in ${locale === 'th' ? 'Thai' : 'English'}.`}</Paragraph>
  );
}

/** The details every lead alert starts with. */
export function ContactRows({ contact, locale }: { contact: Contact; locale: Locale }) {
  return (
    <Rows
      rows={[
        ['Name', contact.name],
        ['E-mail', contact.email],
        ['Phone', contact.phone],
        ['Company', contact.company],
        ['Language', languageName[locale]],
      ]}
    />
  );
}
