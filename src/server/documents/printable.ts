/**
 * The PDF of any issued document, as it downloads and as it is attached to an e-mail: one choice of
 * layout per type, so the two never differ. An invoice carries the bank account and the PromptPay QR
 * under its totals (decision 0050); a quotation its validity, timeline, schedule and terms (0053); the
 * others are the common layout (0043, 0051).
 */
import { renderDocumentPdf, type IssuedDocumentView } from './pdf';
import { renderInvoicePdf } from '../schedule/invoicePdf';
import { renderQuotationPdf } from '../quotes/quotationPdf';

export function renderIssuedDocument(view: IssuedDocumentView): Promise<Buffer> {
  if (view.type === 'invoice') return renderInvoicePdf(view);
  if (view.type === 'quotation') return renderQuotationPdf(view);
  return renderDocumentPdf(view);
}
