/**
 * The output-tax register (รายงานภาษีขาย) as a PDF, A4 landscape, laid out as the Revenue Department's
 * form has it (docs/decisions/0063): the heading names the report, the tax month (Buddhist era), the
 * seller, its tax ID and establishment; the table's columns are ลำดับ, วัน เดือน ปี, เลขที่ใบกำกับภาษี,
 * ชื่อผู้ซื้อสินค้า/ผู้รับบริการ, เลขประจำตัวผู้เสียภาษีอากรของผู้ซื้อ, สถานประกอบการ, มูลค่าสินค้าหรือบริการ
 * and จำนวนเงินภาษีมูลค่าเพิ่ม, with the totals under them. Thai first, English beneath, with Noto Sans Thai
 * embedded and Thai words wrapped as on the documents (the text helpers of ../billing/rendering/text.ts).
 */
import { draw, INK, loadPdfWords, measure, MUTED } from '../billing/rendering/text';
import { finishPdf, openPdf } from '../billing/rendering/openPdf';
import { Sheet } from '../billing/rendering/sheet';
import { establishmentText, registerDate, taxMonthName, type OutputTaxRegister, type RegisterRow } from '../../domain/outputTax';
import { formatSatang } from '../../domain/money/satang';
import { formatTaxId } from '../../domain/money/taxId';

export interface RegisterSeller {
  name: { th: string; en: string };
  taxId: string;
  /** Five digits, or null for the head office. */
  branch: string | null;
}

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const PAD = 4;
// The totals' lines, and the note under them.
const TOTALS_HEIGHT = 44;
const CREDIT = '#b91c1c';

/** The form's columns, the buyer's taking what the others leave. */
function registerTable(sheet: Sheet) {
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
  columns[3]!.width = sheet.width - columns.reduce((n, c) => n + c.width, 0);
  const xs = columns.reduce<number[]>((acc, _c, i) => [...acc, i === 0 ? sheet.left : acc[i - 1]! + columns[i - 1]!.width], []);
  return { columns, xs, cellX: (i: number) => xs[i]! + PAD, cellWidth: (i: number) => columns[i]!.width - 2 * PAD };
}
type RegisterTable = ReturnType<typeof registerTable>;

/** The report's heading on every page: its name, the tax month, the seller, then the table's columns. */
function drawHeading(sheet: Sheet, table: RegisterTable, seller: RegisterSeller, month: { th: string; en: string }, demo: boolean) {
  const { doc, left, width: full } = sheet;
  sheet.y = PAGE.margin;
  sheet.y += draw(doc, 'รายงานภาษีขาย', left, sheet.y, full, { size: 16, bold: true });
  sheet.y += draw(doc, 'Output Tax Report', left, sheet.y, full, { size: 10, color: MUTED });
  // The tax month on the right, level with the title.
  draw(doc, `เดือนภาษี ${month.th}`, left, PAGE.margin, full, { size: 12, bold: true, align: 'right' });
  draw(doc, `Tax month ${month.en}`, left, PAGE.margin + 18, full, { size: 9, color: MUTED, align: 'right' });
  sheet.y += 4;
  const branch = establishmentText(seller.branch ?? 'head_office', 'th');
  const branchEn = establishmentText(seller.branch ?? 'head_office', 'en');
  const taxId = formatTaxId(seller.taxId);
  sheet.y += draw(doc, `ชื่อผู้ประกอบการ ${seller.name.th}`, left, sheet.y, full, { size: 10 });
  sheet.y += draw(doc, `เลขประจำตัวผู้เสียภาษีอากร ${taxId}   ชื่อสถานประกอบการ ${seller.name.th}   ${branch}`, left, sheet.y, full, { size: 10 });
  sheet.y += draw(doc, `${seller.name.en}, tax ID ${taxId}, ${branchEn}`, left, sheet.y, full, { size: 8, color: MUTED });
  if (demo) {
    const mark = 'รายงานทดลอง ไม่ใช่เอกสารทางภาษี / Demo report, not valid for tax';
    sheet.y += draw(doc, mark, left, sheet.y + 2, full, { size: 9, bold: true, color: CREDIT }) + 2;
  }
  sheet.y += 8;
  // The table's heading, Thai above and English beneath, as tall as its tallest cell.
  const { columns, cellX, cellWidth } = table;
  const height =
    Math.max(
      ...columns.map(
        (c, i) => measure(doc, c.th, cellWidth(i), { size: 8.5, bold: true }) + measure(doc, c.en, cellWidth(i), { size: 7.5 }),
      ),
    ) + 8;
  doc.rect(left, sheet.y, full, height).fillColor('#f1f5f9').fill();
  columns.forEach((c, i) => {
    const top = draw(doc, c.th, cellX(i), sheet.y + 4, cellWidth(i), { size: 8.5, bold: true, align: c.align });
    draw(doc, c.en, cellX(i), sheet.y + 4 + top, cellWidth(i), { size: 7.5, color: MUTED, align: c.align });
  });
  sheet.y += height + 4;
}

/** One document's row; a credit note says so under its number, and its negative amounts are red. */
function drawRow(sheet: Sheet, table: RegisterTable, row: RegisterRow, roomAfter: number, heading: () => void) {
  const { doc } = sheet;
  const { columns, cellX, cellWidth } = table;
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
  const creditLabel = 'ใบลดหนี้ / Credit note';
  const numberHeight = measure(doc, row.number, cellWidth(2), { size: 9 });
  const height = Math.max(
    ...cells.map((text, i) => measure(doc, text, cellWidth(i), { size: 9 })),
    credit ? numberHeight + measure(doc, creditLabel, cellWidth(2), { size: 7.5 }) : 0,
  );
  if (sheet.y + height + 6 + roomAfter > sheet.bottom) {
    doc.addPage();
    heading();
  }
  cells.forEach((text, i) =>
    draw(doc, text, cellX(i), sheet.y, cellWidth(i), { size: 9, align: columns[i]!.align, color: credit && i >= 6 ? CREDIT : INK }),
  );
  if (credit) draw(doc, creditLabel, cellX(2), sheet.y + numberHeight, cellWidth(2), { size: 7.5, color: CREDIT });
  sheet.y += height + 3;
  sheet.rule(sheet.y, 0.5);
  sheet.y += 3;
}

/** The totals under the value and VAT columns, and the note on signs. */
function drawTotals(sheet: Sheet, table: RegisterTable, register: OutputTaxRegister, heading: () => void) {
  const { doc, left, width: full } = sheet;
  const { xs, cellX, cellWidth } = table;
  if (sheet.y + TOTALS_HEIGHT > sheet.bottom) {
    doc.addPage();
    heading();
  }
  sheet.rule(sheet.y, 1, INK);
  sheet.y += 4;
  const labelWidth = xs[6]! - left - 2 * PAD;
  const bold = { size: 10, bold: true, align: 'right' } as const;
  draw(doc, `รวม / Total (${register.rows.length})`, left + PAD, sheet.y, labelWidth, bold);
  draw(doc, formatSatang(register.totals.value), cellX(6), sheet.y, cellWidth(6), bold);
  draw(doc, formatSatang(register.totals.vat), cellX(7), sheet.y, cellWidth(7), bold);
  sheet.y += 18;
  sheet.rule(sheet.y, 1, INK);
  sheet.y += 8;
  const note = 'จำนวนเงินเป็นบาท ใบลดหนี้แสดงเป็นยอดติดลบ / Amounts in baht; credit notes are negative';
  draw(doc, note, left, sheet.y, full, { size: 8, color: MUTED });
}

export async function renderOutputTaxPdf(register: OutputTaxRegister, seller: RegisterSeller, options: { demo: boolean }): Promise<Buffer> {
  // Thai cut between the dictionary's words, as on the documents (the register drew without them when
  // it was the first PDF a process made).
  await loadPdfWords();
  const month = { th: taxMonthName(register.month, 'th'), en: taxMonthName(register.month, 'en') };
  const file = openPdf({
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `Output tax report ${month.en}`, Author: seller.name.en, Subject: `รายงานภาษีขาย เดือนภาษี ${month.th}` },
  });
  const sheet = new Sheet(file.doc, PAGE, 16);
  const table = registerTable(sheet);
  const heading = () => drawHeading(sheet, table, seller, month, options.demo);

  heading();
  if (register.rows.length === 0) {
    const none = 'ไม่มีใบกำกับภาษีหรือใบลดหนี้ในเดือนภาษีนี้ / No tax invoices or credit notes in this tax month';
    sheet.y += draw(file.doc, none, sheet.left, sheet.y + 4, sheet.width, { size: 10, color: MUTED });
    sheet.y += 10;
  }
  // The last row stays on the page of the totals.
  register.rows.forEach((row, index) => drawRow(sheet, table, row, index === register.rows.length - 1 ? TOTALS_HEIGHT : 0, heading));
  drawTotals(sheet, table, register, heading);
  return finishPdf(file, sheet.footer);
}
