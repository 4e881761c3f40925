/**
 * The top of a document: the seller on the left, the title, number and date on the right; and the
 * shorter header a continuation page repeats (title, number and date, the studio's name).
 */
import type { DocumentType } from '../../../../domain/money/document';
import { formatTaxId } from '../../../../domain/money/taxId';
import { documentDate } from '../../../../domain/money/buddhistEra';
import { bilingual, draw, MUTED } from '../text';
import { A4, type Sheet } from '../sheet';
import type { IssuedDocumentView } from '../view';

export const TITLES: Record<DocumentType, { th: string; en: string }> = {
  tax_invoice: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt / Tax Invoice' },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  invoice: { th: 'ใบแจ้งหนี้', en: 'Invoice' },
  quotation: { th: 'ใบเสนอราคา', en: 'Quotation' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit Note' },
};

export function branchText(branch: string | null): { th: string; en: string } {
  return branch ? { th: `สาขาที่ ${branch}`, en: `Branch ${branch}` } : { th: 'สำนักงานใหญ่', en: 'Head office' };
}

const RIGHT_COLUMN = 220;

/** Seller (left) and the document's title, number and date (right); moves the cursor under both. */
export function drawHeading(sheet: Sheet, view: IssuedDocumentView): void {
  const { doc, left, width: full } = sheet;
  const s = view.snapshot;
  const leftColumn = full - RIGHT_COLUMN - 20;
  let sellerY = sheet.y;
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

  const titleX = left + full - RIGHT_COLUMN;
  const right = { size: 10, align: 'right' } as const;
  let titleY = sheet.y;
  titleY += draw(doc, TITLES[view.type].th, titleX, titleY, RIGHT_COLUMN, { ...right, size: 15, bold: true });
  titleY += draw(doc, TITLES[view.type].en, titleX, titleY, RIGHT_COLUMN, { ...right, size: 11, color: MUTED }) + 6;
  titleY += draw(doc, `เลขที่ / No. ${view.number}`, titleX, titleY, RIGHT_COLUMN, { ...right, bold: true });
  titleY += draw(doc, `วันที่ ${documentDate(view.issuedAt, 'th')}`, titleX, titleY, RIGHT_COLUMN, right);
  titleY += draw(doc, `Date ${documentDate(view.issuedAt, 'en')}`, titleX, titleY, RIGHT_COLUMN, { ...right, size: 9, color: MUTED });
  sheet.y = Math.max(sellerY, titleY) + 12;
}

/** A continuation page's header: title, number and date, the studio's name, a rule; returns the y under it. */
export function continuationHeader(sheet: Sheet, view: IssuedDocumentView): number {
  const { doc, left, width: full } = sheet;
  const s = view.snapshot;
  let top = A4.margin;
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
      { size: 10, bold: true, align: 'right' },
    ),
  );
  top += height + 2;
  top += draw(doc, `${s.seller.name.th} / ${s.seller.name.en}`, left, top, full, { size: 9, color: MUTED });
  sheet.rule(top + 4, 0.8);
  return top + 12;
}
