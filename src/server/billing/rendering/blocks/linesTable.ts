/**
 * The lines: number, description (Thai, English beneath), quantity, unit price and amount. A line that
 * does not fit goes to the next page, under the header and the table's columns again.
 */
import type { DocumentSnapshot } from '../../../../domain/money/document';
import { formatSatang } from '../../../../domain/money/satang';
import { bilingual, draw, measure } from '../text';
import type { Sheet } from '../sheet';

interface Column {
  th: string;
  en: string;
  width: number;
  align: 'left' | 'right';
}

function columnsFor(sheet: Sheet): { columns: Column[]; xs: number[] } {
  const columns: Column[] = [
    { th: 'ลำดับ', en: 'No.', width: 36, align: 'left' },
    { th: 'รายการ', en: 'Description', width: sheet.width - 36 - 50 - 95 - 95, align: 'left' },
    { th: 'จำนวน', en: 'Qty', width: 50, align: 'right' },
    { th: 'ราคาต่อหน่วย', en: 'Unit price', width: 95, align: 'right' },
    { th: 'จำนวนเงิน', en: 'Amount', width: 95, align: 'right' },
  ];
  const xs = columns.reduce<number[]>((acc, _column, i) => [...acc, i === 0 ? sheet.left : acc[i - 1]! + columns[i - 1]!.width], []);
  return { columns, xs };
}

export function drawLines(sheet: Sheet, s: DocumentSnapshot): void {
  const { doc, left, width: full } = sheet;
  const { columns, xs } = columnsFor(sheet);
  const tableHeader = () => {
    doc.rect(left, sheet.y, full, 32).fillColor('#f1f5f9').fill();
    columns.forEach((column, i) => {
      const pad = column.align === 'right' ? -4 : 4;
      bilingual(doc, column.th, column.en, xs[i]! + pad, sheet.y + 4, column.width - 8, { size: 9, bold: true, align: column.align });
    });
    sheet.y += 36;
  };
  sheet.room(36 + 40);
  tableHeader();
  const descriptionWidth = columns[1]!.width - 8;
  s.lines.forEach((line, index) => {
    const cells = [String(index + 1), null, String(line.quantity), formatSatang(line.unitPrice), formatSatang(line.amount)];
    // A line in one language only (a quotation line the studio typed, decision 0053 addendum
    // 2026-11-27, has the same text in both slots) is printed once, not twice.
    const once = line.description.th === line.description.en;
    sheet.room(
      measure(doc, line.description.th, descriptionWidth, { size: 10 }) +
        (once ? 0 : measure(doc, line.description.en, descriptionWidth, { size: 8 })) +
        12,
      tableHeader,
    );
    const y = sheet.y;
    let height = once
      ? draw(doc, line.description.th, xs[1]! + 4, y, descriptionWidth, { size: 10 })
      : bilingual(doc, line.description.th, line.description.en, xs[1]! + 4, y, descriptionWidth, { size: 10 });
    cells.forEach((cell, i) => {
      if (cell === null) return;
      const column = columns[i]!;
      const x = xs[i]! + (column.align === 'right' ? -4 : 4);
      height = Math.max(height, draw(doc, cell, x, y, column.width - 8, { size: 10, align: column.align }));
    });
    sheet.y += height + 6;
    sheet.rule(sheet.y, 0.5);
    sheet.y += 6;
  });
}
