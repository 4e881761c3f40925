/**
 * A new PDF of the studio's (a document or the output-tax register): the embedded Noto Sans Thai faces
 * under the names ./text.ts draws with, the bytes collected in memory, and the finish every one of them
 * shares: "page x of y" on every page once the count is known, the Thai text layer (./textLayer.ts).
 */
import PDFDocument from 'pdfkit';
import thaiRegular from '../../../assets/pdf-fonts/noto-sans-thai-thai-400.ttf?inline';
import thaiBold from '../../../assets/pdf-fonts/noto-sans-thai-thai-700.ttf?inline';
import latinRegular from '../../../assets/pdf-fonts/noto-sans-thai-latin-400.ttf?inline';
import latinBold from '../../../assets/pdf-fonts/noto-sans-thai-latin-700.ttf?inline';
import { draw, MUTED, type Doc, type FaceName } from './text';
import { mapGlyphsToTheirCharacters } from './textLayer';

const fontData = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const FONTS: Record<FaceName, string> = {
  'thai-400': thaiRegular,
  'thai-700': thaiBold,
  'latin-400': latinRegular,
  'latin-700': latinBold,
};

/** Gives a new document the embedded faces wrap() and draw() name. */
export function registerFonts(doc: Doc): void {
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, fontData(data));
}

export interface OpenPdf {
  doc: Doc;
  /** The file, once finishPdf() has ended the document. */
  done: Promise<Buffer>;
}

/**
 * Opens a document kept in memory until the end (`bufferPages`, so every page can be numbered once the
 * count is known). `prepare` runs before the faces are registered (the PDF/A-3 parts of ./pdfa.ts).
 */
export function openPdf(options: PDFKit.PDFDocumentOptions, prepare?: (doc: Doc) => void): OpenPdf {
  const doc = new PDFDocument({ size: 'A4', lang: 'th-TH', bufferPages: true, ...options });
  prepare?.(doc);
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** "หน้า x/y / Page x of y" at the foot of every page, the text layer, and the end of the file. */
export function finishPdf({ doc, done }: OpenPdf, footer: { left: number; width: number; y: number }): Promise<Buffer> {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    draw(doc, `หน้า ${page - start + 1}/${count} / Page ${page - start + 1} of ${count}`, footer.left, footer.y, footer.width, {
      size: 8,
      color: MUTED,
      align: 'right',
    });
  }
  mapGlyphsToTheirCharacters(doc);
  doc.flushPages();
  doc.end();
  return done;
}
