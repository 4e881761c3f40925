/**
 * To the client, in their language, when a receipt (or receipt/tax invoice) is issued late by
 * `npm run documents:reissue` (decision 0051: skipped while the studio's identity was incomplete;
 * e-mailed since the addendum of 2026-11-27 to decision 0050): the document attached, the payment it
 * belongs to and its date, which is the document's date.
 */
import { formatDate as formatDay } from '../../../i18n/format';
import { Button, Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote, type AttachedDocument } from './attachedDocument';
import { satangMoney } from './instalmentDue';

export interface ReceiptReissuedInput {
  /** The client's language (the quote's, else the client's latest quote's). */
  locale: Locale;
  client: Contact;
  /** Satang paid, VAT included. */
  amount: number;
  paidAt: Date;
  document: AttachedDocument;
  /** Absolute link to Payment History in the client's language. */
  link: string;
  /** Whether the PDF is attached (it is unless it could not be rendered). */
  attached: boolean;
}

export function receiptReissued(input: ReceiptReissuedInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const document = t(`mail.document.${input.document.type}`);
  const vars = {
    document,
    number: input.document.number,
    amount: satangMoney(locale, input.amount),
    date: formatDay(locale, input.paidAt),
  };
  return renderEmail(
    locale,
    t('mail.receiptReissued.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.receiptReissued.body', vars)}</Paragraph>
      <Rows
        rows={[
          [t('mail.receiptReissued.number'), input.document.number],
          [t('mail.receiptReissued.paidOn'), vars.date],
          [t('mail.receiptReissued.amount'), vars.amount],
        ]}
      />
      <AttachedDocumentNote locale={locale} attached={input.attached ? input.document : null} />
      <Button href={input.link} label={t('mail.paymentHistory.open')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
