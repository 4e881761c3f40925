/**
 * To the client, in their language, when a credit-note document (ใบลดหนี้) is issued late by
 * `npm run documents:reissue` (decision 0051, addendum 2026-11-27): the money row was recorded when the
 * studio's identity was incomplete or the quote had no receipt yet, and the client's e-mail then named
 * the credit note without a document. The document attached, the amount credited and its date, which is
 * the document's date.
 */
import { formatDate as formatDay } from '../../../i18n/format';
import { Button, Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote } from './attachedDocument';
import { satangMoney } from './instalmentDue';

export interface CreditNoteReissuedInput {
  /** The client's language (the quote's). */
  locale: Locale;
  client: Contact;
  /** Satang credited, VAT included. */
  amount: number;
  creditedAt: Date;
  number: string;
  /** Absolute link to Payment History in the client's language (it lists credit notes too). */
  link: string;
  /** Whether the PDF is attached (it is unless it could not be rendered). */
  attached: boolean;
}

export function creditNoteReissued(input: CreditNoteReissuedInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const vars = { number: input.number, amount: satangMoney(locale, input.amount), date: formatDay(locale, input.creditedAt) };
  return renderEmail(
    locale,
    t('mail.creditNoteReissued.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.creditNoteReissued.body', vars)}</Paragraph>
      <Rows
        rows={[
          [t('mail.creditNoteReissued.number'), input.number],
          [t('mail.creditNoteReissued.creditedOn'), vars.date],
          [t('mail.creditNoteReissued.amount'), vars.amount],
        ]}
      />
      <AttachedDocumentNote locale={locale} attached={input.attached ? { type: 'credit_note', number: input.number } : null} />
      <Button href={input.link} label={t('mail.paymentHistory.open')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
