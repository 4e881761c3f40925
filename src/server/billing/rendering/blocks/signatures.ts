/**
 * The line a Thai document is signed on, at the foot of its last page: who received the money (who
 * issued the bill, on an invoice; who quoted, on a quotation; on a credit note, who issued it), and on
 * a quotation the buyer's approval box (Thai companies still sign a quotation to approve the purchase,
 * issue 39).
 */
import { bilingual, draw, INK, MUTED } from '../text';
import type { Sheet } from '../sheet';
import type { IssuedDocumentView } from '../view';

const SIGNATURE_WIDTH = 200;

function signerOf(view: IssuedDocumentView): { th: string; en: string } {
  if (view.snapshot.credit) return { th: 'ผู้มีอำนาจลงนาม', en: 'Authorised signature' };
  if (view.type === 'invoice') return { th: 'ผู้วางบิล', en: 'Issued by' };
  if (view.type === 'quotation') return { th: 'ผู้เสนอราคา', en: 'Quoted by' };
  return { th: 'ผู้รับเงิน', en: 'Received by' };
}

function signatureLine(sheet: Sheet, x: number, y: number): void {
  sheet.doc
    .moveTo(x, y)
    .lineTo(x + SIGNATURE_WIDTH, y)
    .strokeColor(INK)
    .lineWidth(0.6)
    .stroke();
}

export function drawSignatures(sheet: Sheet, view: IssuedDocumentView): void {
  const { doc, left, width: full } = sheet;
  sheet.room(80);
  const signY = Math.max(sheet.y + 40, sheet.bottom - 46);
  const signX = left + full - SIGNATURE_WIDTH;
  signatureLine(sheet, signX, signY);
  const signer = signerOf(view);
  bilingual(doc, signer.th, signer.en, signX, signY + 4, SIGNATURE_WIDTH, { size: 9, align: 'right' });
  if (view.type === 'quotation' && !view.snapshot.credit) {
    signatureLine(sheet, left, signY);
    bilingual(doc, 'ผู้อนุมัติสั่งซื้อ', 'Accepted by', left, signY + 4, SIGNATURE_WIDTH, { size: 9 });
    draw(doc, 'วันที่ / Date ............................', left, signY + 30, SIGNATURE_WIDTH, { size: 8, color: MUTED });
  }
}
