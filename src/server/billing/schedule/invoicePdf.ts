/**
 * The invoice's PDF: the receipt's layout (documents/pdf.ts) with what a client needs to pay from the
 * paper alone under the totals: the due date, the studio's bank account, and a PromptPay QR for the
 * exact amount (the net after withholding for a company), drawn from the payload frozen in the snapshot.
 */
import QRCode from 'qrcode';
import { renderDocumentPdf, type IssuedDocumentView, type PdfAppendix } from '../rendering/pdf';
import type { InvoiceSnapshot } from '../../../domain/schedule/invoice';
import { formatSatang } from '../../../domain/money/satang';
import { documentDate } from '../../../domain/money/buddhistEra';
import { bangkokNoon } from '../../../domain/time/bangkok';

const QR_SIZE = 118;

export async function renderInvoicePdf(view: IssuedDocumentView): Promise<Buffer> {
  const terms = (view.snapshot as InvoiceSnapshot).invoice;
  if (!terms) return renderDocumentPdf(view);
  const qr = await QRCode.toBuffer(terms.promptPay.payload, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 });
  const appendix: PdfAppendix = (doc, top, { left, width, draw, bilingual }) => {
    let y = top + 4;
    const due = bangkokNoon(terms.dueDate);
    y += draw(doc, `ครบกำหนดชำระวันที่ ${documentDate(due, 'th')}`, left, y, width, { size: 11, bold: true });
    y += draw(doc, `Due by ${documentDate(due, 'en')}`, left, y, width, { size: 9, color: '#475569' });
    y += 8;
    const textWidth = width - QR_SIZE - 20;
    const blockTop = y;
    y += bilingual(doc, 'ชำระโดยโอนเงินเข้าบัญชี', 'Pay by bank transfer to', left, y, textWidth, { size: 10, bold: true });
    y += draw(doc, terms.bank.name, left, y, textWidth, { size: 10 });
    y += draw(doc, `ชื่อบัญชี / Account name: ${terms.bank.accountName}`, left, y, textWidth, { size: 10 });
    y += draw(doc, `เลขที่บัญชี / Account no.: ${terms.bank.accountNumber}`, left, y, textWidth, { size: 10, bold: true });
    y += 6;
    y += bilingual(
      doc,
      `หรือสแกนพร้อมเพย์ (${terms.promptPay.id}) จำนวน ${formatSatang(terms.promptPay.amount)} บาท`,
      `or scan PromptPay (${terms.promptPay.id}), THB ${formatSatang(terms.promptPay.amount)}`,
      left,
      y,
      textWidth,
      { size: 10 },
    );
    y += bilingual(
      doc,
      `โปรดระบุเลขที่ใบแจ้งหนี้ ${view.number} ในบันทึกช่วยจำเมื่อโอนเงิน`,
      `Please quote invoice ${view.number} in the transfer's note`,
      left,
      y + 4,
      textWidth,
      { size: 9 },
    );
    doc.image(qr, left + width - QR_SIZE, blockTop, { width: QR_SIZE, height: QR_SIZE });
    return Math.max(y, blockTop + QR_SIZE) + 8;
  };
  return renderDocumentPdf(view, appendix);
}
