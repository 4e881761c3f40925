/**
 * The line that names the document attached to a client's e-mail (docs/decisions/0051): the receipt or
 * credit note PDF (or an instalment's invoice, or the quotation), in the e-mail's language. Nothing when no document was issued (decision 0043).
 */
import { Paragraph } from '../blocks';
import { mailCopy, type Locale } from './layout';

export interface AttachedDocument {
  type: 'tax_invoice' | 'receipt' | 'credit_note' | 'invoice' | 'quotation';
  number: string;
}

export function AttachedDocumentNote({ locale, attached }: { locale: Locale; attached: AttachedDocument | null | undefined }) {
  if (!attached) return null;
  const t = mailCopy(locale);
  return <Paragraph>{t('mail.document.attached', { document: t(`mail.document.${attached.type}`), number: attached.number })}</Paragraph>;
}
