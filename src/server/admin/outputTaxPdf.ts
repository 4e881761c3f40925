/**
 * The output-tax register (รายงานภาษีขาย) as a PDF, A4 landscape, laid out as the Revenue Department's
 * form has it (docs/decisions/0063): the heading names the report, the tax month (Buddhist era), the
 * seller, its tax ID and establishment; the table's columns are ลำดับ, วัน เดือน ปี, เลขที่ใบกำกับภาษี,
 * ชื่อผู้ซื้อสินค้า/ผู้รับบริการ, เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อ, สถานประกอบการ, มูลค่าสินค้าหรือบริการ
 * and จำนวนเงินภาษีมูลค่าเพิ่ม, with the totals under them. Thai first, English beneath, with Noto Sans Thai
 * embedded and Thai words wrapped as on the documents (the text helpers of ../documents/pdf.ts).
 */
import PDFDocument from 'pdfkit';
import thaiRegular from '../../assets/pdf-fonts/noto-sans-thai-thai-400.ttf?inline';
import thaiBold from '../../assets/pdf-fonts/noto-sans-thai-thai-700.ttf?inline';
import latinRegular from '../../assets/pdf-fonts/noto-sans-thai-latin-400.ttf?inline';
import latinBold from '../../assets/pdf-fonts/noto-sans-thai-latin-700.ttf?inline';
import { draw, measure } from '../billing/rendering/pdf';
import { mapGlyphsToTheirCharacters } from '../billing/rendering/textLayer';
import { establishmentText, registerDate, taxMonthName, type OutputTaxRegister } from '../../domain/outputTax';
import { formatSatang } from '../../domain/money/satang';
import { formatTaxId } from '../../domain/money/taxId';

export interface RegisterSeller {
  name: { th: string; en: string };
  taxId: string;
  /** Five digits, or null for the head office. */
  branch: string | null;
}

const fontData = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
// The same names as ../documents/pdf.ts registers: its text helpers choose faces by them.
const FONTS = { 'thai-400': thaiRegular, 'thai-700': thaiBold, 'latin-400': latinRegular, 'latin-700': latinBold } as const;

const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';
const PAGE = { width: 841.89, height: 595.28, margin: 36 };

export async function renderOutputTaxPdf(register: OutputTaxRegister, seller: RegisterSeller, options: { demo: boolean }): Promise<Buffer> {
  const month = { th: taxMonthName(register.month, 'th'), en: taxMonthName(register.month, 'en') };
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `Output tax report ${month.en}`, Author: seller.name.en, Subject: `รายงานภาษีขาย เดือนภาษี ${month.th}` },
    lang: 'th-TH',
    // Every page says "page x of y" once the count is known.
    bufferPages: true,
  });
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, fontData(data));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const full = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - 16;
  const columns = [
    { th: 'ลำดับ', en: 'No.', width: 34, align: 'right' as const },
    { th: 'วัน เดือน ปี', en: 'Date', width: 66, align: 'left' as const },
    { th: 'เลขที่ใบกำกับภาษี', en: 'Tax invoice no.', width: 92, align: 'left' as const },
    { th: 'ชื่อผู้ซื้อสินค้า/ผู้รับบริการ', en: 'Buyer / service recipient', width: 0, align: 'left' as const },
    { th: 'เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อ', en: 'Buyer tax ID', width: 108, align: 'left' as const },
    { th: 'สถานประกอบการ (สำนักงานใหญ่/สาขา)', en: 'Head office / branch', width: 96, align: 'left' as const },
    { th: 'มูลค่าสินค้าหรือบริการ', en: 'Value', width: 100, align: 'right' as const },
    { th: 'จำนวนเงินภาษีมูลค่าเพิ่ม', en: 'VAT', width: 108, align: 'right' as const },
  ];
  columns[3]!.width = full - columns.reduce((n, c) => n + c.width, 0);
  const xs = columns.reduce<number[]>((acc, _c, i) => [...acc, i === 0 ? left : acc[i - 1]! + columns[i - 1]!.width], []);
  const pad = 4;
  const cellX = (i: number) => xs[i]! + pad;
  const cellWidth = (i: number) => columns[i]!.width - 2 * pad;

  let y = PAGE.margin;
  const heading = () => {
    y = PAGE.margin;
    y += draw(doc, 'รายงานภาษีขาย', left, y, full, { size: 16, bold: true });
    y += draw(doc, 'Output Tax Report', left, y, full, { size: 10, color: MUTED });
    // The tax month on the right, level with the title.
    draw(doc, `เดือนภาษี ${month.th}`, left, PAGE.margin, full, { size: 12, bold: true, align: 'right' });
    draw(doc, `Tax month ${month.en}`, left, PAGE.margin + 18, full, { size: 9, color: MUTED, align: 'right' });
    y += 4;
    const branch = establishmentText(seller.branch ?? 'head_office', 'th');
    const branchEn = establishmentText(seller.branch ?? 'head_office', 'en');
    y += draw(doc, `ชื่อผู้ประกอบการ ${seller.name.th}`, left, y, full, { size: 10 });
    y += draw(doc, `เลขประจำตัวผู้เสียภาษีอากร ${formatTaxId(seller.taxId)}   ชื่อสถานประกอบการ ${seller.name.th}   ${branch}`, left, y, full, {
      size: 10,
    });
    y += draw(doc, `${seller.name.en}, tax ID ${formatTaxId(seller.taxId)}, ${branchEn}`, left, y, full, { size: 8, color: MUTED });
    if (options.demo)
      y +=
        draw(doc, 'รายงานทดลอง ไม่ใช่เอกสารทางภาษี / Demo report, not valid for tax', left, y + 2, full, {
          size: 9,
          bold: true,
          color: '#b91c1c',
        }) + 2;
    y += 8;
    // The table's heading, Thai above and English beneath, as tall as its tallest cell.
    const height =
      Math.max(
        ...columns.map(
          (c, i) => measure(doc, c.th, cellWidth(i), { size: 8.5, bold: true }) + measure(doc, c.en, cellWidth(i), { size: 7.5 }),
        ),
      ) + 8;
    doc.rect(left, y, full, height).fillColor('#f1f5f9').fill();
    columns.forEach((c, i) => {
      const top = draw(doc, c.th, cellX(i), y + 4, cellWidth(i), { size: 8.5, bold: true, align: c.align });
      draw(doc, c.en, cellX(i), y + 4 + top, cellWidth(i), { size: 7.5, color: MUTED, align: c.align });
    });
    y += height + 4;
  };
  const rule = (weight = 0.5, color = LINE) => {
    doc
      .moveTo(left, y)
      .lineTo(left + full, y)
      .strokeColor(color)
      .lineWidth(weight)
      .stroke();
  };

  heading();
  if (register.rows.length === 0) {
    y += draw(doc, 'ไม่มีใบกำกับภาษีหรือใบลดหนี้ในเดือนภาษีนี้ / No tax invoices or credit notes in this tax month', left, y + 4, full, {
      size: 10,
      color: MUTED,
    });
    y += 10;
  }
  // The totals' lines, and the note under them.
  const TOTALS_HEIGHT = 44;
  register.rows.forEach((row, index) => {
    const credit = row.type === 'credit_note';
    const cells = [
      String(row.position),
      registerDate(row.issuedAt, 'th'),
      row.number,
      row.buyerName,
      row.buyerTaxId ? formatTaxId(row.buyerTaxId) : '-',
      establishmentText(row.establishment, 'th') || '-',
      formatSatang(row.value),
      formatSatang(row.vat),
    ];
    // A credit note says so under its number, and its negative amounts are red.
    const creditLabel = 'ใบลดหนี้ / Credit note';
    const height = Math.max(
      ...cells.map((text, i) => measure(doc, text, cellWidth(i), { size: 9 })),
      credit ? measure(doc, row.number, cellWidth(2), { size: 9 }) + measure(doc, creditLabel, cellWidth(2), { size: 7.5 }) : 0,
    );
    // The last row stays on the page of the totals.
    const needed = height + 6 + (index === register.rows.length - 1 ? TOTALS_HEIGHT : 0);
    if (y + needed > bottom) {
      doc.addPage();
      heading();
    }
    cells.forEach((text, i) =>
      draw(doc, text, cellX(i), y, cellWidth(i), { size: 9, align: columns[i]!.align, color: credit && i >= 6 ? '#b91c1c' : INK }),
    );
    if (credit)
      draw(doc, creditLabel, cellX(2), y + measure(doc, row.number, cellWidth(2), { size: 9 }), cellWidth(2), {
        size: 7.5,
        color: '#b91c1c',
      });
    y += height + 3;
    rule();
    y += 3;
  });

  // Totals, under the value and VAT columns.
  if (y + TOTALS_HEIGHT > bottom) {
    doc.addPage();
    heading();
  }
  rule(1, INK);
  y += 4;
  const labelWidth = xs[6]! - left - 2 * pad;
  draw(doc, `รวม / Total (${register.rows.length})`, left + pad, y, labelWidth, { size: 10, bold: true, align: 'right' });
  draw(doc, formatSatang(register.totals.value), cellX(6), y, cellWidth(6), { size: 10, bold: true, align: 'right' });
  draw(doc, formatSatang(register.totals.vat), cellX(7), y, cellWidth(7), { size: 10, bold: true, align: 'right' });
  y += 18;
  rule(1, INK);
  y += 8;
  draw(doc, 'จำนวนเงินเป็นบาท ใบลดหนี้แสดงเป็นยอดติดลบ / Amounts in baht; credit notes are negative', left, y, full, { size: 8, color: MUTED });

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
