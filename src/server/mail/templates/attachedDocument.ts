/**
 * The line that names the document attached to a client's e-mail (docs/decisions/0051): the receipt or
 * credit note PDF (or an instalment's invoice, or the quotation), in the e-mail's language. Nothing when no document was issued (decision 0043).
 */
import { mailCopy, p, type Locale, type Part } from './layout';

export interface AttachedDocument {
  type: 'tax_invoice' | 'receipt' | 'credit_note' | 'invoice' | 'quotation';
  number: string;
}

export function attachedDocumentNote(locale: Locale, attached: AttachedDocument | null | undefined): Part[] {
  if (!attached) return [];
  const t = mailCopy(locale);
  return [p(t('mail.document.attached', { document: t(`mail.document.${attached.type}`), number: attached.number }))];
}
