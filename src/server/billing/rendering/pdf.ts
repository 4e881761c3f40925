/**
 * A document's PDF, drawn from its frozen snapshot alone (docs/decisions/0044), by blocks every document
 * type shares (./blocks/): the heading, the parties, the lines, the totals with the amount in Thai words,
 * how it was paid, what a layout of its own adds (the invoice's payment instructions and QR), and the
 * signatures. Text is drawn by ./text.ts, Thai first and English beneath; ./openPdf.ts opens and
 * finishes the file; a tax document with its ETDA XML is PDF/A-3 (./pdfa.ts, decision 0069).
 */
import { settlementOf } from '../../../domain/money/document';
import { bilingual, draw, loadPdfWords, measure, type Doc } from './text';
import { finishPdf, openPdf } from './openPdf';
import { A4, Sheet } from './sheet';
import { pdfA3Options, pdfA3u, type EtdaAttachment } from './pdfa';
import type { IssuedDocumentView } from './view';
import { continuationHeader, drawHeading, TITLES } from './blocks/heading';
import { drawBuyer, drawCreditReferences, drawDemoMark } from './blocks/parties';
import { drawLines } from './blocks/linesTable';
import { drawTotals, totalsRows } from './blocks/totals';
import { drawPayment } from './blocks/payment';
import { drawSignatures } from './blocks/signatures';

export type { IssuedDocumentView } from './view';

/**
 * What a layout of its own adds under the totals (the invoice's payment instructions,
 * schedule/invoicePdf.ts): drawn from `y` with the same text helpers; returns the new y.
 */
export type PdfAppendix = (
  doc: Doc,
  y: number,
  page: {
    left: number;
    width: number;
    draw: typeof draw;
    bilingual: typeof bilingual;
    measure: typeof measure;
    /** The y to draw `height` at: `y` when it fits above the footer, else the top of a new continuation page. */
    fit: (y: number, height: number) => number;
  },
) => Promise<number> | number;

/** Room an appendix needs on its page: the invoice's due date, bank account and 118 pt PromptPay QR. */
const APPENDIX_HEIGHT = 180;

/** XMP holds the Info values as they are (pdfkit does not escape them): none of < & > in them. */
const xmpSafe = (text: string) => text.replace(/[<>&]/g, ' ');

export async function renderDocumentPdf(view: IssuedDocumentView, appendix?: PdfAppendix, etda?: EtdaAttachment): Promise<Buffer> {
  await loadPdfWords();
  const { snapshot: s } = view;
  const file = openPdf(
    {
      margin: A4.margin,
      info: {
        Title: xmpSafe(`${TITLES[view.type].en} ${view.number}`),
        Author: xmpSafe(s.seller.name.en),
        Subject: TITLES[view.type].th,
        // The moment of issue, not of rendering: the same document renders to the same file every time.
        CreationDate: view.issuedAt,
      },
      ...(etda ? pdfA3Options() : {}),
    },
    etda ? (doc) => pdfA3u(doc, etda) : undefined,
  );
  const sheet = new Sheet(file.doc);
  sheet.continuationHeader = () => continuationHeader(sheet, view);

  drawHeading(sheet, view);
  if (s.demo) drawDemoMark(sheet);
  drawBuyer(sheet, s);
  drawCreditReferences(sheet, s);
  drawLines(sheet, s);
  const settled = s.payment ? settlementOf(s.payment, s.totals.total, view.withheldOnRecord) : null;
  drawTotals(sheet, totalsRows(view, settled), s.totals.total);
  if (s.payment) drawPayment(sheet, s.payment, settled);
  if (appendix) {
    // The invoice's payment block (PromptPay QR and bank account) stays whole on one page.
    sheet.room(APPENDIX_HEIGHT);
    const fit = (at: number, height: number) => sheet.fit(at, height);
    sheet.y = await appendix(sheet.doc, sheet.y, { left: sheet.left, width: sheet.width, draw, bilingual, measure, fit });
  }
  drawSignatures(sheet, view);
  return finishPdf(file, sheet.footer);
}
