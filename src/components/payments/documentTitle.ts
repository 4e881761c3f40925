import type { DocumentType } from '../../domain/money/document';

/**
 * "Invoice INV-2569-0001", "Credit note CN-2569-0001": one title per document type, for every list
 * that links a document (Payment History, an instalment, the admin's customer page). A plain receipt
 * (a studio not registered for VAT) and a quotation are named as what they are, not as a tax invoice.
 * The dashboard and the admin's schedule use it too (issue 39): one document, one title everywhere.
 */
export type DocumentTitleKey = `payments.doc.${'quotation' | 'invoice' | 'receipt' | 'creditNote' | 'taxInvoice'}`;

export function documentTitle(t: (key: DocumentTitleKey, vars: { number: string }) => string, type: string, number: string): string {
  switch (type as DocumentType) {
    case 'quotation':
      return t('payments.doc.quotation', { number });
    case 'invoice':
      return t('payments.doc.invoice', { number });
    case 'receipt':
      return t('payments.doc.receipt', { number });
    case 'credit_note':
      return t('payments.doc.creditNote', { number });
    default:
      return t('payments.doc.taxInvoice', { number });
  }
}
