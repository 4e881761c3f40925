/**
 * To the client, in their language, when the studio issues a credit note (ใบลดหนี้) against one of
 * their receipts/tax invoices (docs/decisions/0064): the document attached, the amount, the original it
 * corrects and the reason the studio gave.
 */
import { Button, Paragraph, Rows, renderEmail } from '../blocks';
import { greeting, mailCopy, signOff, type Contact, type Locale, type RenderedEmail } from './layout';
import { AttachedDocumentNote } from './attachedDocument';
import { satangMoney } from './instalmentDue';

export interface ReceiptCreditNoteInput {
  locale: Locale;
  client: Contact;
  /** Satang credited, VAT included. */
  amount: number;
  number: string;
  /** The receipt/tax invoice it corrects. */
  original: string;
  reason: string;
  /** Absolute link to Payment History in the client's language. */
  link: string;
  attached: boolean;
}

export function receiptCreditNote(input: ReceiptCreditNoteInput): RenderedEmail {
  const { locale } = input;
  const t = mailCopy(locale);
  const vars = { number: input.number, original: input.original, amount: satangMoney(locale, input.amount) };
  return renderEmail(
    locale,
    t('mail.receiptCreditNote.subject', vars),
    <>
      <Paragraph>{greeting(locale, input.client.name)}</Paragraph>
      <Paragraph>{t('mail.receiptCreditNote.body', vars)}</Paragraph>
      <Rows
        rows={[
          [t('mail.receiptCreditNote.number'), input.number],
          [t('mail.receiptCreditNote.original'), input.original],
          [t('mail.receiptCreditNote.amount'), vars.amount],
          [t('mail.receiptCreditNote.reason'), input.reason],
        ]}
      />
      <AttachedDocumentNote locale={locale} attached={input.attached ? { type: 'credit_note', number: input.number } : null} />
      <Button href={input.link} label={t('mail.paymentHistory.open')} />
      <Paragraph>{signOff(locale)}</Paragraph>
    </>,
  );
}
