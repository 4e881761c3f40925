/**
 * The totals, right-aligned under the amount column, with the VAT apart and how a receipt's total was
 * settled; then the total in Thai words. The totals and the words stay together on one page.
 */
import type { DocumentSnapshot } from '../../../../domain/money/document';
import { formatSatang } from '../../../../domain/money/satang';
import { formatRate, SERVICE_WITHHOLDING_BP } from '../../../../domain/money/tax';
import { bahtText } from '../../../../domain/money/bahtText';
import { creditTotalsRows } from '../creditNoteLayout';
import { bilingual, draw, measure } from '../text';
import type { Sheet } from '../sheet';
import type { IssuedDocumentView } from '../view';
import { METHODS, type Settled } from './payment';

export interface TotalsRow {
  th: string;
  en: string;
  amount: number;
  bold?: boolean;
}

/** The rows a document's totals print, in order (a credit note's are its own: creditNoteLayout.ts). */
export function totalsRows(view: IssuedDocumentView, settled: Settled | null): TotalsRow[] {
  const s: DocumentSnapshot = view.snapshot;
  const t = s.totals;
  const rows: TotalsRow[] = creditTotalsRows(s);
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
  return rows;
}

const LABEL_WIDTH = 250;
const AMOUNT_WIDTH = 95;

export function drawTotals(sheet: Sheet, rows: readonly TotalsRow[], total: number): void {
  const { doc, left, width: full } = sheet;
  const labelX = left + full - AMOUNT_WIDTH - LABEL_WIDTH;
  const rowHeight = (row: TotalsRow) =>
    measure(doc, row.th, LABEL_WIDTH - 8, { size: 10 }) + measure(doc, row.en, LABEL_WIDTH - 8, { size: 8 }) + 4;
  sheet.room(rows.reduce((sum, row) => sum + rowHeight(row), 0) + 40);
  for (const row of rows) {
    const height = bilingual(doc, row.th, row.en, labelX, sheet.y, LABEL_WIDTH - 8, { size: 10, bold: row.bold, align: 'right' });
    // The same right edge as the lines' amount column.
    const amountX = left + full - AMOUNT_WIDTH - 4;
    draw(doc, formatSatang(row.amount), amountX, sheet.y, AMOUNT_WIDTH - 8, { size: 10, bold: row.bold, align: 'right' });
    sheet.y += height + 4;
  }
  sheet.y += 4;
  doc.rect(left, sheet.y, full, 24).fillColor('#f8fafc').fill();
  draw(doc, `(${bahtText(total)})`, left + 6, sheet.y + 5, full - 12, { size: 10, bold: true });
  sheet.y += 34;
}
