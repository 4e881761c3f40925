// The instalment invoice PDF (issue 22, decision 0050): its extracted text holds the number, both tax
// IDs, the VAT apart, the withholding and the net a company transfers, the due date, the bank account
// and the PromptPay amount; the QR is an image in it. PDF_PREVIEW_DIR keeps the file to look at.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../../src/server/billing/schedule/invoicePdf';
import { invoiceFor } from '../../../src/domain/schedule/invoice';
import { DEMO_SELLER } from '../../../src/server/config';
import { LONG_NAMED_BUYER } from '../support/documentParties';
import { keepPdf, pdfText } from '../support/pdfText';

function invoice() {
  return invoiceFor({
    seller: { ...DEMO_SELLER, vatRegistered: true, vatRateBp: 700 },
    buyer: LONG_NAMED_BUYER,
    amount: 2_675_000,
    instalment: { position: 2, count: 2, label: { en: 'On delivery', th: 'ส่งมอบงาน' } },
    quoteRef: 'abcd1234',
    quotationNumber: 'QT-2569-0002',
    dueDate: '2026-12-04',
    bank: DEMO_SELLER.bank,
    promptPayId: DEMO_SELLER.promptPayId,
    demo: false,
  });
}

describe('renderInvoicePdf', () => {
  it('prints what a company needs to pay the instalment from the paper alone', async () => {
    const { type, snapshot } = invoice();
    const pdf = await renderInvoicePdf({ type, number: 'INV-2569-0007', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot });
    const file = keepPdf(pdf, 'invoice-pdf-', 'invoice-company.pdf');
    const text = pdfText(file);
    for (const expected of [
      'ใบแจ้งหนี้',
      'Invoice',
      'INV-2569-0007',
      '0-1055-66012-34-4',
      '0-1075-37000-88-2',
      'สาขาที่ 00002',
      'ภาษีมูลค่าเพิ่ม 7%',
      '1,750.00',
      '25,000.00',
      '26,750.00',
      '750.00',
      '26,000.00',
      'งวดที่ 2 จาก 2',
      'ครบกำหนดชำระวันที่ 4 ธันวาคม 2569',
      'อ้างอิงใบเสนอราคาเลขที่',
      'QT-2569-0002',
      'บันทึกช่วยจำ',
      DEMO_SELLER.bank.accountNumber,
      'พร้อมเพย์',
      'ผู้วางบิล',
    ]) {
      expect(text).toContain(expected);
    }
    // Issue 39: no internal id, and "#" is never left at a line's end.
    expect(text).not.toContain('abcd1234');
    expect(text).not.toMatch(/#\s*$/m);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images.trim().split('\n').length).toBeGreaterThanOrEqual(3); // header, rule, the QR
  });
});
