/**
 * The PDF of any issued document, as it downloads and as it is attached to an e-mail: one choice of
 * layout per type, so the two never differ. An invoice carries the bank account and the PromptPay QR
 * under its totals (decision 0050); a quotation its validity, timeline, schedule and terms (0053); the
 * others are the common layout (0043, 0051). A tax document (receipt/tax invoice, credit note) whose
 * ETDA XML can be made is PDF/A-3 with that XML embedded (0069): the same file downloaded or e-mailed.
 */
import { renderDocumentPdf, type IssuedDocumentView } from '../rendering/pdf';
import type { EtdaAttachment } from '../rendering/pdfa';
import { renderInvoicePdf } from '../schedule/invoicePdf';
import { renderQuotationPdf } from '../quotation/quotationPdf';
import { getConfig } from '../../config';
import { etdaXml, isEtdaDocumentType, type EtdaSellerAddress } from '../../../domain/money/etdaXml';

/** The document's ETDA XML to embed, or null (not a tax document, no seller codes, or what etdaProblems says). */
export function etdaAttachment(view: IssuedDocumentView, sellerAddress: EtdaSellerAddress | null): EtdaAttachment | null {
  if (!sellerAddress || !isEtdaDocumentType(view.type)) return null;
  const built = etdaXml({ ...view, sellerAddress });
  return built.ok ? { type: view.type, xml: built.xml, issuedAt: view.issuedAt } : null;
}

export function renderIssuedDocument(view: IssuedDocumentView, sellerAddress = getConfig().etax.sellerAddress): Promise<Buffer> {
  if (view.type === 'invoice') return renderInvoicePdf(view);
  if (view.type === 'quotation') return renderQuotationPdf(view);
  return renderDocumentPdf(view, undefined, etdaAttachment(view, sellerAddress) ?? undefined);
}
