/**
 * Under the heading: the demo mark, the buyer (name, address, tax ID and branch, e-mail), and on a
 * credit note the original document it corrects and why (Revenue Code section 86/10).
 */
import type { DocumentSnapshot } from '../../../../domain/money/document';
import { formatTaxId } from '../../../../domain/money/taxId';
import { creditReferenceLines } from '../creditNoteLayout';
import { bilingual, draw, measure, MUTED } from '../text';
import type { Sheet } from '../sheet';
import { branchText } from './heading';

export function drawDemoMark(sheet: Sheet): void {
  const { doc, left, width } = sheet;
  sheet.y += draw(doc, 'เอกสารทดลอง ไม่ใช่เอกสารทางภาษี / Demo document, not valid for tax', left, sheet.y, width, {
    size: 9,
    bold: true,
    color: '#b91c1c',
  });
  sheet.y += 4;
}

export function drawBuyer(sheet: Sheet, s: DocumentSnapshot): void {
  const { doc, left, width: full } = sheet;
  sheet.rule(sheet.y, 0.8);
  sheet.y += 8;
  sheet.y += draw(doc, 'ลูกค้า / Customer', left, sheet.y, full, { size: 9, color: MUTED });
  // A long name or address may not fit what is left of the page: it moves on whole, under the header.
  sheet.room(measure(doc, s.buyer.name, full, { size: 11, bold: true }));
  sheet.y += draw(doc, s.buyer.name, left, sheet.y, full, { size: 11, bold: true });
  if (s.buyer.address) {
    sheet.room(measure(doc, s.buyer.address, full, { size: 9 }));
    sheet.y += draw(doc, s.buyer.address, left, sheet.y, full, { size: 9 });
  }
  if (s.buyer.taxId) {
    const buyerBranch = s.buyer.kind === 'company' ? branchText(s.buyer.branch) : null;
    const branch = buyerBranch ? `  ${buyerBranch.th} / ${buyerBranch.en}` : '';
    sheet.y += draw(doc, `เลขประจำตัวผู้เสียภาษีอากร / Tax ID ${formatTaxId(s.buyer.taxId)}${branch}`, left, sheet.y, full, { size: 9 });
  }
  if (s.buyer.email) sheet.y += draw(doc, s.buyer.email, left, sheet.y, full, { size: 9, color: MUTED });
  sheet.y += 10;
}

export function drawCreditReferences(sheet: Sheet, s: DocumentSnapshot): void {
  const { doc, left, width: full } = sheet;
  for (const line of creditReferenceLines(s)) {
    sheet.room(measure(doc, line.th, full, { size: 9, bold: true }) + measure(doc, line.en, full, { size: 8 }));
    sheet.y += bilingual(doc, line.th, line.en, left, sheet.y, full, { size: 9, bold: true }) + 2;
  }
  if (s.credit) sheet.y += 8;
}
