/**
 * A document's PDF, drawn from its frozen snapshot alone (docs/decisions/0044): bilingual, Thai first and
 * English beneath, with Noto Sans Thai embedded. pdfkit lays glyphs out with fontkit, which applies the
 * font's GPOS mark positioning, so Thai tone marks and vowels sit where the font puts them. Lines are
 * wrapped here, between Thai words and never inside a grapheme, since pdfkit's own breaker knows no Thai
 * word boundaries. The words are the site's dictionary's (docs/decisions/0066: ICU splits compounds such
 * as ผู้เสนอราคา), loaded when the first PDF is drawn, never with the module.
 */
import PDFDocument from 'pdfkit';
import thaiRegular from '../../../assets/pdf-fonts/noto-sans-thai-thai-400.ttf?inline';
import thaiBold from '../../../assets/pdf-fonts/noto-sans-thai-thai-700.ttf?inline';
import latinRegular from '../../../assets/pdf-fonts/noto-sans-thai-latin-400.ttf?inline';
import latinBold from '../../../assets/pdf-fonts/noto-sans-thai-latin-700.ttf?inline';
import { settlementOf, type DocumentSnapshot, type DocumentType } from '../../../domain/money/document';
import { formatSatang } from '../../../domain/money/satang';
import { formatRate, SERVICE_WITHHOLDING_BP } from '../../../domain/money/tax';
import { bahtText } from '../../../domain/money/bahtText';
import { formatTaxId } from '../../../domain/money/taxId';
import { documentDate } from '../../../domain/money/buddhistEra';
import { creditReferenceLines, creditTotalsRows } from './creditNoteLayout';
import { lineUnits } from '../../../i18n/lineBreaks';
import type { ThaiWords } from '../../../i18n/thaiSegmenter';
import { actualText, mapGlyphsToTheirCharacters } from './textLayer';
import { pdfA3Options, pdfA3u, type EtdaAttachment } from './pdfa';

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

const fontData = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
const FONTS = {
  'thai-400': thaiRegular,
  'thai-700': thaiBold,
  'latin-400': latinRegular,
  'latin-700': latinBold,
} as const;

const TITLES: Record<DocumentType, { th: string; en: string }> = {
  tax_invoice: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt / Tax Invoice' },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  invoice: { th: 'ใบแจ้งหนี้', en: 'Invoice' },
  quotation: { th: 'ใบเสนอราคา', en: 'Quotation' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit Note' },
};

const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';
const PAGE = { width: 595.28, height: 841.89, margin: 40 };

type Doc = PDFKit.PDFDocument;
interface Style {
  size: number;
  bold?: boolean | undefined;
  color?: string;
  align?: 'left' | 'right';
}

const THAI = /[\u0e00-\u0e7f]/;
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** The dictionary's Thai words, once loaded (1.4 MB: when the first PDF is drawn, not at import). */
let thaiWords: ThaiWords | undefined;

/** Gives a new document the embedded faces wrap() and draw() name. */
export function registerFonts(doc: Doc): void {
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, fontData(data));
}

/** Loads the dictionary wrap() cuts Thai with; renderDocumentPdf does, before drawing. */
export async function loadPdfWords(): Promise<void> {
  thaiWords ??= (await import('../../../i18n/thaiDictionary')).dictionaryWords;
}

/** Runs of Thai and of everything else: each face has only its own script (as Fontsource cuts them). */
function runs(text: string): { text: string; thai: boolean }[] {
  const out: { text: string; thai: boolean }[] = [];
  for (const char of text) {
    // A space belongs to the run it is in, so it never splits one.
    const thai = char === ' ' && out.length > 0 ? out.at(-1)!.thai : THAI.test(char);
    const last = out.at(-1);
    if (last && last.thai === thai) last.text += char;
    else out.push({ text: char, thai });
  }
  return out;
}

function fontOf(thai: boolean, bold: boolean | undefined): keyof typeof FONTS {
  return `${thai ? 'thai' : 'latin'}-${bold ? 700 : 400}`;
}

function widthOf(doc: Doc, text: string, style: Style): number {
  let width = 0;
  for (const run of runs(text)) width += doc.font(fontOf(run.thai, style.bold)).fontSize(style.size).widthOfString(run.text);
  return width;
}

/** Lines of at most `width`, broken between words (Thai words too), a too-long word between graphemes. */
export function wrap(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces: string[] = [];
  let opening = '';
  for (const segment of lineUnits(text, thaiWords)) {
    // Brackets and quotes already open their word's piece ("(มหาชน)" never breaks after "("); so does
    // "#" ("#1a2b3c4d" is one token, issue 39).
    if (/^[([{"“‘#]$/.test(segment)) {
      opening += segment;
      continue;
    }
    const piece = opening + segment;
    opening = '';
    if (widthOf(doc, piece, style) <= width) pieces.push(piece);
    else for (const { segment: g } of graphemes.segment(piece)) pieces.push(g);
  }
  if (opening) pieces.push(opening);
  for (const piece of pieces) {
    if (line !== '' && widthOf(doc, line + piece, style) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** The height `draw` would use, without drawing. */
export function measure(doc: Doc, text: string, width: number, style: Style): number {
  return wrap(doc, text, width, style).length * style.size * 1.45;
}

/** Draws wrapped text at (x, y); returns the height used. */
export function draw(doc: Doc, text: string, x: number, y: number, width: number, style: Style): number {
  const lineHeight = style.size * 1.45;
  const lines = wrap(doc, text, width, style);
  lines.forEach((line, i) => {
    let cursor = style.align === 'right' ? x + width - widthOf(doc, line, style) : x;
    // The line's text as ActualText, so a reader copies the Thai printed (textLayer.ts).
    actualText(doc, line, () => {
      for (const run of runs(line)) {
        doc
          .font(fontOf(run.thai, style.bold))
          .fontSize(style.size)
          .fillColor(style.color ?? INK)
          .text(run.text, cursor, y + i * lineHeight, { lineBreak: false });
        cursor += doc.widthOfString(run.text);
      }
    });
  });
  return lines.length * lineHeight;
}

/** Thai above, English beneath, smaller and grey. */
function bilingual(doc: Doc, th: string, en: string, x: number, y: number, width: number, style: Style): number {
  const top = draw(doc, th, x, y, width, style);
  return top + draw(doc, en, x, y + top, width, { ...style, size: style.size - 2, bold: false, color: MUTED });
}

function branchText(branch: string | null): { th: string; en: string } {
  return branch ? { th: `สาขาที่ ${branch}`, en: `Branch ${branch}` } : { th: 'สำนักงานใหญ่', en: 'Head office' };
}

const METHODS = {
  card: { th: 'บัตรเครดิต/เดบิต', en: 'card' },
  demo: { th: 'การชำระเงินทดลอง', en: 'demo checkout' },
  transfer: { th: 'โอนเงิน', en: 'bank transfer' },
  promptpay: { th: 'พร้อมเพย์', en: 'PromptPay' },
};

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
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: xmpSafe(`${TITLES[view.type].en} ${view.number}`),
      Author: xmpSafe(s.seller.name.en),
      Subject: TITLES[view.type].th,
      // The moment of issue, not of rendering: the same document renders to the same file every time.
      CreationDate: view.issuedAt,
    },
    lang: 'th-TH',
    // Kept in memory until the end, so every page can say "page x of y" once the count is known.
    bufferPages: true,
    // A tax document with its ETDA XML is PDF/A-3 (decision 0069).
    ...(etda ? pdfA3Options() : {}),
  });
  if (etda) pdfA3u(doc, etda);
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const full = PAGE.width - 2 * PAGE.margin;
  const rightColumn = 220;
  const leftColumn = full - rightColumn - 20;
  let y = PAGE.margin;
  // Room left on the page: the footer (page x/y) sits below this line.
  const bottom = PAGE.height - PAGE.margin - 14;
  // A continuation page repeats the document's header: title, number and date, the studio's name.
  const continuationHeader = () => {
    let top = PAGE.margin;
    const titleWidth = 260;
    const height = Math.max(
      bilingual(doc, TITLES[view.type].th, TITLES[view.type].en, left, top, titleWidth, { size: 12, bold: true }),
      bilingual(
        doc,
        `เลขที่ ${view.number} วันที่ ${documentDate(view.issuedAt, 'th')}`,
        `No. ${view.number}, ${documentDate(view.issuedAt, 'en')}`,
        left + titleWidth,
        top,
        full - titleWidth,
        {
          size: 10,
          bold: true,
          align: 'right',
        },
      ),
    );
    top += height + 2;
    top += draw(doc, `${s.seller.name.th} / ${s.seller.name.en}`, left, top, full, { size: 9, color: MUTED });
    doc
      .moveTo(left, top + 4)
      .lineTo(left + full, top + 4)
      .strokeColor(LINE)
      .lineWidth(0.8)
      .stroke();
    return top + 12;
  };
  // Starts a new page when `height` does not fit below y; `after` redraws what must head it (the table's columns).
  const room = (height: number, after?: () => void) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = continuationHeader();
    after?.();
  };

  // Seller (left) and the document's title, number and date (right).
  let sellerY = y;
  sellerY += bilingual(doc, s.seller.name.th, s.seller.name.en, left, sellerY, leftColumn, { size: 13, bold: true });
  sellerY += bilingual(doc, s.seller.address.th, s.seller.address.en, left, sellerY + 2, leftColumn, { size: 9 }) + 2;
  const sellerBranch = branchText(s.seller.branch);
  sellerY += draw(
    doc,
    `เลขประจำตัวผู้เสียภาษีอากร / Tax ID ${formatTaxId(s.seller.taxId)}  ${sellerBranch.th} / ${sellerBranch.en}`,
    left,
    sellerY + 2,
    leftColumn,
    { size: 9 },
  );

  const titleX = left + full - rightColumn;
  let titleY = y;
  titleY += draw(doc, TITLES[view.type].th, titleX, titleY, rightColumn, { size: 15, bold: true, align: 'right' });
  titleY += draw(doc, TITLES[view.type].en, titleX, titleY, rightColumn, { size: 11, color: MUTED, align: 'right' }) + 6;
  titleY += draw(doc, `เลขที่ / No. ${view.number}`, titleX, titleY, rightColumn, { size: 10, bold: true, align: 'right' });
  titleY += draw(doc, `วันที่ ${documentDate(view.issuedAt, 'th')}`, titleX, titleY, rightColumn, { size: 10, align: 'right' });
  titleY += draw(doc, `Date ${documentDate(view.issuedAt, 'en')}`, titleX, titleY, rightColumn, { size: 9, color: MUTED, align: 'right' });
  y = Math.max(sellerY, titleY) + 12;

  if (s.demo) {
    y += draw(doc, 'เอกสารทดลอง ไม่ใช่เอกสารทางภาษี / Demo document, not valid for tax', left, y, full, {
      size: 9,
      bold: true,
      color: '#b91c1c',
    });
    y += 4;
  }

  // Buyer.
  doc
    .moveTo(left, y)
    .lineTo(left + full, y)
    .strokeColor(LINE)
    .lineWidth(0.8)
    .stroke();
  y += 8;
  y += draw(doc, 'ลูกค้า / Customer', left, y, full, { size: 9, color: MUTED });
  // A long name or address may not fit what is left of the page: it moves on whole, under the header.
  room(measure(doc, s.buyer.name, full, { size: 11, bold: true }));
  y += draw(doc, s.buyer.name, left, y, full, { size: 11, bold: true });
  if (s.buyer.address) {
    room(measure(doc, s.buyer.address, full, { size: 9 }));
    y += draw(doc, s.buyer.address, left, y, full, { size: 9 });
  }
  if (s.buyer.taxId) {
    const buyerBranch = s.buyer.kind === 'company' ? branchText(s.buyer.branch) : null;
    y += draw(
      doc,
      `เลขประจำตัวผู้เสียภาษีอากร / Tax ID ${formatTaxId(s.buyer.taxId)}${buyerBranch ? `  ${buyerBranch.th} / ${buyerBranch.en}` : ''}`,
      left,
      y,
      full,
      { size: 9 },
    );
  }
  if (s.buyer.email) y += draw(doc, s.buyer.email, left, y, full, { size: 9, color: MUTED });
  y += 10;

  // A credit note names the original tax invoice it corrects, and why (section 86/10).
  for (const line of creditReferenceLines(s)) {
    room(measure(doc, line.th, full, { size: 9, bold: true }) + measure(doc, line.en, full, { size: 8 }));
    y += bilingual(doc, line.th, line.en, left, y, full, { size: 9, bold: true }) + 2;
  }
  if (s.credit) y += 8;

  // Lines.
  const columns = [
    { th: 'ลำดับ', en: 'No.', width: 36, align: 'left' as const },
    { th: 'รายการ', en: 'Description', width: full - 36 - 50 - 95 - 95, align: 'left' as const },
    { th: 'จำนวน', en: 'Qty', width: 50, align: 'right' as const },
    { th: 'ราคาต่อหน่วย', en: 'Unit price', width: 95, align: 'right' as const },
    { th: 'จำนวนเงิน', en: 'Amount', width: 95, align: 'right' as const },
  ];
  const xs = columns.reduce<number[]>((acc, _column, i) => [...acc, i === 0 ? left : acc[i - 1]! + columns[i - 1]!.width], []);
  const tableHeader = () => {
    doc.rect(left, y, full, 32).fillColor('#f1f5f9').fill();
    columns.forEach((column, i) => {
      const pad = column.align === 'right' ? -4 : 4;
      bilingual(doc, column.th, column.en, xs[i]! + pad, y + 4, column.width - 8, { size: 9, bold: true, align: column.align });
    });
    y += 36;
  };
  room(36 + 40);
  tableHeader();
  s.lines.forEach((line, index) => {
    const cells = [String(index + 1), null, String(line.quantity), formatSatang(line.unitPrice), formatSatang(line.amount)];
    const descriptionWidth = columns[1]!.width - 8;
    // A line that does not fit goes to the next page, under the header and the table's columns again.
    // A line in one language only (a quotation line the studio typed, decision 0053 addendum
    // 2026-11-27, has the same text in both slots) is printed once, not twice.
    const once = line.description.th === line.description.en;
    room(
      measure(doc, line.description.th, descriptionWidth, { size: 10 }) +
        (once ? 0 : measure(doc, line.description.en, descriptionWidth, { size: 8 })) +
        12,
      tableHeader,
    );
    let height = once
      ? draw(doc, line.description.th, xs[1]! + 4, y, descriptionWidth, { size: 10 })
      : bilingual(doc, line.description.th, line.description.en, xs[1]! + 4, y, descriptionWidth, { size: 10 });
    cells.forEach((cell, i) => {
      if (cell === null) return;
      const column = columns[i]!;
      height = Math.max(
        height,
        draw(doc, cell, xs[i]! + (column.align === 'right' ? -4 : 4), y, column.width - 8, { size: 10, align: column.align }),
      );
    });
    y += height + 6;
    doc
      .moveTo(left, y)
      .lineTo(left + full, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    y += 6;
  });

  // Totals, right-aligned, with the VAT apart and (for a company) the withholding and the net.
  const t = s.totals;
  const rows: { th: string; en: string; amount: number; bold?: boolean }[] = creditTotalsRows(s);
  // A credit note's values are its own (creditNoteLayout.ts).
  if (!s.credit) {
    if (s.basis === 'inclusive')
      rows.push(
        view.type === 'invoice'
          ? { th: 'ยอดที่ต้องชำระ (รวมภาษีมูลค่าเพิ่ม)', en: 'Amount due, VAT included', amount: t.total }
          : view.type === 'quotation'
            ? { th: 'ราคาที่เสนอ (รวมภาษีมูลค่าเพิ่ม)', en: 'Price quoted, VAT included', amount: t.total }
            : { th: 'รวมเป็นเงิน (รวมภาษีมูลค่าเพิ่ม)', en: 'Total, VAT included', amount: t.total },
      );
    rows.push({ th: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม', en: 'Value before VAT', amount: t.subtotal });
    if (t.vatRateBp > 0) rows.push({ th: `ภาษีมูลค่าเพิ่ม ${formatRate(t.vatRateBp)}%`, en: `VAT ${formatRate(t.vatRateBp)}%`, amount: t.vat });
    rows.push({ th: 'จำนวนเงินรวมทั้งสิ้น', en: 'Grand total', amount: t.total, bold: true });
  }
  // A receipt says how its total was settled: the money received and, only when the client withheld tax,
  // the part its certificate covers (decision 0061). A Thai accountant reads a "net" on a receipt as
  // money received, so no net is printed that was not received.
  const settled = s.payment ? settlementOf(s.payment, t.total, view.withheldOnRecord) : null;
  if (s.payment && settled) {
    const method = METHODS[s.payment.method];
    rows.push({ th: `รับชำระด้วย${method.th}`, en: `Received by ${method.en}`, amount: settled.received });
    if (settled.withheld > 0)
      rows.push({
        th: `ภาษีหัก ณ ที่จ่าย ${formatRate(SERVICE_WITHHOLDING_BP)}% (ตามหนังสือรับรอง 50 ทวิ)`,
        en: `Withholding tax ${formatRate(SERVICE_WITHHOLDING_BP)}% (certificate 50 ทวิ)`,
        amount: settled.withheld,
      });
    if (settled.withheld > 0) rows.push({ th: 'รวมรับชำระ', en: 'Total settled', amount: t.total, bold: true });
  } else if (t.withholding > 0) {
    rows.push({
      th: `ภาษีหัก ณ ที่จ่าย ${formatRate(t.withholdingRateBp)}% (ของมูลค่าก่อนภาษีมูลค่าเพิ่ม)`,
      en: `Withholding tax ${formatRate(t.withholdingRateBp)}% of the value before VAT`,
      amount: t.withholding,
    });
    rows.push({ th: 'ยอดชำระสุทธิหลังหักภาษี ณ ที่จ่าย', en: 'Net after withholding tax', amount: t.net, bold: true });
  }
  const labelWidth = 250;
  const amountWidth = 95;
  const labelX = left + full - amountWidth - labelWidth;
  // The totals and the amount in words stay together.
  room(
    rows.reduce(
      (sum, row) => sum + measure(doc, row.th, labelWidth - 8, { size: 10 }) + measure(doc, row.en, labelWidth - 8, { size: 8 }) + 4,
      0,
    ) + 40,
  );
  for (const row of rows) {
    const height = bilingual(doc, row.th, row.en, labelX, y, labelWidth - 8, { size: 10, bold: row.bold, align: 'right' });
    // The same right edge as the lines' amount column.
    draw(doc, formatSatang(row.amount), left + full - amountWidth - 4, y, amountWidth - 8, { size: 10, bold: row.bold, align: 'right' });
    y += height + 4;
  }
  y += 4;
  doc.rect(left, y, full, 24).fillColor('#f8fafc').fill();
  draw(doc, `(${bahtText(t.total)})`, left + 6, y + 5, full - 12, { size: 10, bold: true });
  y += 34;

  if (s.payment) {
    room(40);
    const method = METHODS[s.payment.method];
    const received = settled?.received ?? s.payment.amount;
    const withheld = settled?.withheld ?? 0;
    // What was received, as a Thai accountant reads a receipt: the money, and apart the part the buyer's
    // withholding certificate covers (decisions 0061 and 0067).
    const howMuch =
      withheld > 0
        ? {
            th: `รับชำระเป็นเงิน ${formatSatang(received)} บาท และหนังสือรับรองการหักภาษี ณ ที่จ่าย ${formatSatang(withheld)} บาท`,
            en: `THB ${formatSatang(received)} in money and a withholding tax certificate for THB ${formatSatang(withheld)}`,
          }
        : { th: `จำนวน ${formatSatang(received)} บาท`, en: `THB ${formatSatang(received)}` };
    y += draw(doc, `ชำระโดย${method.th} วันที่ ${documentDate(new Date(s.payment.paidAt), 'th')} ${howMuch.th}`, left, y, full, {
      size: 9,
    });
    y += draw(
      doc,
      `Paid by ${method.en} on ${documentDate(new Date(s.payment.paidAt), 'en')}, ${howMuch.en}, reference ${s.payment.reference}`,
      left,
      y,
      full,
      {
        size: 8,
        color: MUTED,
      },
    );
  }

  if (appendix) {
    // The invoice's payment block (PromptPay QR and bank account) stays whole on one page.
    room(APPENDIX_HEIGHT);
    const fit = (at: number, height: number) => {
      if (at + height <= bottom) return at;
      doc.addPage();
      return continuationHeader();
    };
    y = await appendix(doc, y, { left, width: full, draw, bilingual, measure, fit });
  }

  // Who received the money (who issued the bill, on an invoice; on a credit note, who issued it): the
  // line a Thai document is signed on.
  room(80);
  const signY = Math.max(y + 40, bottom - 46);
  const signX = left + full - 200;
  doc
    .moveTo(signX, signY)
    .lineTo(signX + 200, signY)
    .strokeColor(INK)
    .lineWidth(0.6)
    .stroke();
  const signer = s.credit
    ? { th: 'ผู้มีอำนาจลงนาม', en: 'Authorised signature' }
    : view.type === 'invoice'
      ? { th: 'ผู้วางบิล', en: 'Issued by' }
      : view.type === 'quotation'
        ? { th: 'ผู้เสนอราคา', en: 'Quoted by' }
        : { th: 'ผู้รับเงิน', en: 'Received by' };
  bilingual(doc, signer.th, signer.en, signX, signY + 4, 200, { size: 9, align: 'right' });
  if (view.type === 'quotation' && !s.credit) {
    // Thai companies still sign a quotation to approve the purchase (issue 39): the buyer's box, left.
    doc
      .moveTo(left, signY)
      .lineTo(left + 200, signY)
      .strokeColor(INK)
      .lineWidth(0.6)
      .stroke();
    bilingual(doc, 'ผู้อนุมัติสั่งซื้อ', 'Accepted by', left, signY + 4, 200, { size: 9 });
    draw(doc, 'วันที่ / Date ............................', left, signY + 30, 200, { size: 8, color: MUTED });
  }

  // Page x of y on every page, once the count is known.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    draw(doc, `หน้า ${page - start + 1}/${count} / Page ${page - start + 1} of ${count}`, left, PAGE.height - PAGE.margin - 4, full, {
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
