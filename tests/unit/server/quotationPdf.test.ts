// The quotation PDF (issue 22, decision 0053): its extracted text holds the QT number, the revision and the
// date it holds until, both tax IDs, the lines, the VAT apart, a company's withholding and net, the
// payment schedule and the terms. PDF_PREVIEW_DIR keeps the file to look at.
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '../../../src/server/billing/quotation/quotationPdf';
import { quotationFor } from '../../../src/domain/money/quotation';
import { DEMO_SELLER } from '../../../src/server/config';
import { LONG_NAMED_BUYER } from '../support/documentParties';
import { keepPdf, pdfText } from '../support/pdfText';

const LONG_THAI_LINE = 'ออกแบบโลโก้และอัตลักษณ์องค์กรใหม่ทั้งหมด พร้อมคู่มือการใช้แบรนด์ ไฟล์สำหรับงานพิมพ์และสื่อออนไลน์ และการปรับแก้ได้สามครั้ง';

async function render(withSchedule: boolean, customLines: { description: string; amount: number }[] = []) {
  const { type, snapshot } = quotationFor({
    seller: { ...DEMO_SELLER, vatRegistered: true, vatRateBp: 700 },
    buyer: LONG_NAMED_BUYER,
    price: 5_350_000,
    items: [
      { description: { th: 'แพ็กเกจ เว็บไซต์ธุรกิจ', en: 'Business Website package' }, quantity: 1, unitPrice: 2_490_000 },
      { description: { th: 'ฟีเจอร์เสริม: ระบบหลายภาษา', en: 'Enhancement: Multilingual' }, quantity: 1, unitPrice: 800_000 },
    ],
    customLines,
    quoteRef: 'abcd1234',
    revision: 2,
    issuedAt: new Date('2026-11-27T03:00:00Z'),
    timeline: '4-6 สัปดาห์',
    schedule: withSchedule
      ? [
          { position: 1, label: { th: 'มัดจำ', en: 'Deposit' }, trigger: 'acceptance', amount: 2_675_000 },
          { position: 2, label: { th: 'เมื่อส่งมอบงาน', en: 'On delivery' }, trigger: 'milestone', amount: 2_675_000 },
        ]
      : null,
    demo: false,
  });
  const pdf = await renderQuotationPdf({ type, number: 'QT-2569-0002', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot });
  return pdfText(keepPdf(pdf, 'quotation-', `quotation${withSchedule ? '-schedule' : ''}${customLines.length > 0 ? '-lines' : ''}.pdf`));
}

describe('the quotation PDF', () => {
  it('holds the number, revision, validity, both tax IDs, the lines, VAT, withholding and the net', async () => {
    const text = await render(true);
    expect(text).toContain('ใบเสนอราคา');
    expect(text).toContain('Quotation');
    expect(text).toContain('QT-2569-0002');
    expect(text).toContain('ใบเสนอราคาฉบับที่ 2 ยืนราคาถึงวันที่ 27 ธันวาคม 2569');
    expect(text).toContain('Revision 2, valid until 27 December 2026');
    expect(text).not.toContain('abcd1234');
    // The buyer's purchase approval beside the studio's signature (issue 39).
    expect(text).toContain('ผู้อนุมัติสั่งซื้อ');
    expect(text).toContain('Accepted by');
    expect(text).toContain('ผู้เสนอราคา');
    expect(text).toContain('0-1075-37000-88-2');
    expect(text).toContain('สาขาที่ 00002');
    // ฿53,500 VAT included: ฿50,000 before VAT, ฿3,500 VAT, 3% withholding ฿1,500, net ฿52,000; the
    // package ฿24,900, the enhancement ฿8,000 and the studio's own work ฿20,600.
    for (const figure of ['53,500.00', '50,000.00', '3,500.00', '1,500.00', '52,000.00', '24,900.00', '8,000.00', '20,600.00']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('ราคาที่เสนอ (รวมภาษีมูลค่าเพิ่ม)');
    expect(text).toContain('ห้าหมื่นสามพันห้าร้อยบาทถ้วน');
    expect(text).toContain('ระยะเวลาดำเนินงาน / Timeline: 4-6 สัปดาห์');
    // The schedule (decision 0062): each instalment, its trigger and its amount, in both languages.
    expect(text).toContain('งวดการชำระเงิน');
    expect(text).toContain('Payment schedule');
    expect(text).toContain('1. มัดจำ (เมื่อยอมรับใบเสนอราคา)');
    expect(text).toContain('Deposit (on acceptance)');
    expect(text).toContain('2. เมื่อส่งมอบงาน (เมื่อถึงงวดงาน)');
    expect(text).toContain('On delivery (at the milestone)');
    expect(text).toContain('26,750.00');
    expect(text).toContain('ผู้เสนอราคา');
    expect(text).not.toContain('ผู้รับเงิน');
    expect(text).toContain('ยอมรับได้เฉพาะฉบับล่าสุด');
  });

  it('prints the studio’s own lines as typed, a long Thai one wrapped within its column, each once', async () => {
    const text = await render(false, [
      { description: LONG_THAI_LINE, amount: 12_000 },
      { description: 'Hosting, first year', amount: 3_500 },
    ]);
    // pdftotext breaks the wrapped line where the PDF does: compare without the breaks.
    expect(text.replace(/\s+/g, '')).toContain(LONG_THAI_LINE.replace(/\s+/g, ''));
    expect(text.split('Hosting, first year')).toHaveLength(2);
    // 53,500 − 24,900 − 8,000 − 12,000 − 3,500 = 5,100 of additional work.
    for (const figure of ['12,000.00', '3,500.00', '5,100.00', '53,500.00']) expect(text).toContain(figure);
  });

  it('has no schedule section when the quote has none', async () => {
    const text = await render(false);
    expect(text).not.toContain('Payment schedule');
    expect(text).toContain('เงื่อนไข');
  });
});
