import type { DocumentSnapshot, DocumentType } from '../../../domain/money/document';

/** An issued document as the renderer draws it: its frozen snapshot and what names it. */
export interface IssuedDocumentView {
  type: DocumentType;
  number: string;
  issuedAt: Date;
  snapshot: DocumentSnapshot;
  /**
   * What the payment record (public.orders.withheld_satang) says was withheld, for a receipt whose
   * snapshot predates payment.withheld (decision 0061): read when the document is read, never stored.
   */
  withheldOnRecord?: number | undefined;
}
