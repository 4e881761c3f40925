/**
 * The e-mail of the e-Tax Invoice by Time Stamp route (decision 0069): the electronic tax document
 * (PDF/A-3 with its ETDA XML) to its buyer, in their language, with a copy to the Revenue Department's
 * time-stamp mailbox. The subject is the route's prescribed one (etaxSubject), never translated.
 */
import { Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Locale, type RenderedEmail } from './layout';
import { satangMoney } from './instalmentDue';

export interface EtaxDocumentInput {
  locale: Locale;
  /** A company is greeted as a customer ("เรียน ท่านลูกค้า"), never as "คุณ" + its legal name. */
  buyer: { name: string; email: string; kind: 'individual' | 'company' };
  type: 'tax_invoice' | 'credit_note';
  number: string;
  /** Satang, VAT included. */
  total: number;
  seller: string;
  /** The route's subject (etaxSubject). */
  subject: string;
}

export function etaxDocument(input: EtaxDocumentInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const vars = { document: t(`mail.document.${input.type}`), number: input.number, seller: input.seller };
  const email = renderEmail(
    locale,
    input.subject,
    <>
      <Paragraph>{greeting(locale, input.buyer.kind === 'company' ? '' : input.buyer.name)}</Paragraph>
      <Paragraph>{t('mail.etax.body', vars)}</Paragraph>
      <Rows
        rows={[
          [t('mail.etax.number'), input.number],
          [t('mail.etax.total'), satangMoney(locale, input.total)],
        ]}
      />
      <Paragraph>{t('mail.etax.timestamp')}</Paragraph>
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
  return { ...email, subject: input.subject };
}
