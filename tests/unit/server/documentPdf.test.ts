// The receipt/tax invoice PDF (issue 22): drawn from a snapshot, its text (extracted with pdftotext, as an
// accountant's software would) holds the number, both tax IDs and branches, the VAT apart, the total in
// Thai words and how the total was settled: the money received and, only where the company withheld tax,
// the part its certificate covers (decision 0061). PDF_PREVIEW_DIR keeps the file to look at.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../../../src/server/billing/rendering/pdf';
import { receiptFor } from '../../../src/domain/money/document';
import { creditNoteFor } from '../../../src/domain/money/creditNote';
import { packageLine } from '../../../src/domain/money/packageLine';
import { DEMO_SELLER } from '../../../src/server/config';
import { keepPdf, pdfText, toUnicodeMaps } from '../support/pdfText';

const LONG_NAME =
  'บริษัท ที่ปรึกษาด้านการพัฒนาธุรกิจดิจิทัลและนวัตกรรมเพื่อความยั่งยืนแห่งประเทศไทย (สำนักงานใหญ่) จำกัด (มหาชน) / Thai Digital Business Development and Sustainable Innovation Consultancy Public Company Limited';

function receipt(kind: 'company' | 'individual', withheld = 0) {
  return receiptFor({
    seller: {
      name: DEMO_SELLER.name,
      address: DEMO_SELLER.address,
      taxId: DEMO_SELLER.taxId,
      branch: null,
      vatRegistered: true,
      vatRateBp: 700,
    },
    buyer: {
      kind,
      name: kind === 'company' ? LONG_NAME : 'คุณสมศรี ใจดี',
      taxId: kind === 'company' ? '0107537000882' : null,
      branch: kind === 'company' ? '00002' : null,
      address: '999/9 อาคารสาทรสแควร์ ชั้น 21 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
      email: 'accounts@example.co.th',
    },
    lines: [
      { description: { th: 'แพ็กเกจ เว็บไซต์ธุรกิจ (ดูแลหลังส่งมอบ 3 เดือน)', en: 'Business Website package' }, quantity: 2, unitPrice: 2_490_000 },
    ],
    payment: { method: 'card', reference: 'cs_test_123', paidAt: '2026-11-27T03:00:00.000Z', amount: 4_980_000 - withheld, withheld },
    demo: false,
  });
}

async function render(kind: 'company' | 'individual', withheld = 0) {
  const { type, snapshot } = receipt(kind, withheld);
  const pdf = await renderDocumentPdf({ type, number: 'RT-2569-0007', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot });
  return { pdf, file: keepPdf(pdf, 'receipt-', `receipt-${kind}${withheld ? '-withheld' : ''}.pdf`) };
}

describe('the receipt/tax invoice PDF', () => {
  it('is a PDF with the Thai font embedded', async () => {
    const { pdf } = await render('company');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/FontFile2/);
  });

  it('holds the number, both tax IDs, the VAT apart, the Thai words and what a company withheld', async () => {
    const { file } = await render('company', 139_626);
    const text = pdfText(file);
    expect(text).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expect(text).toContain('RT-2569-0007');
    expect(text).toContain('27 พฤศจิกายน 2569');
    expect(text).toContain('0-1055-66012-34-4'); // the seller
    expect(text).toContain('0-1075-37000-88-2'); // the buyer
    expect(text).toContain('สาขาที่ 00002');
    expect(text).toContain('สำนักงานใหญ่');
    // ฿49,800.00 paid, VAT included: ฿46,542.06 before VAT, ฿3,257.94 VAT; 3% withholding ฿1,396.26.
    for (const figure of ['49,800.00', '46,542.06', '3,257.94', '1,396.26', '48,403.74', '24,900.00']) expect(text).toContain(figure);
    // Received by card ฿48,403.74; withholding 3% (certificate 50 ทวิ) ฿1,396.26; together ฿49,800.00.
    expect(text).toContain('รับชำระด้วยบัตรเครดิต/เดบิต');
    expect(text).toContain('Received by card');
    expect(text).toContain('(ตามหนังสือรับรอง 50 ทวิ)');
    expect(text).toContain('certificate 50 ทวิ');
    expect(text).toContain('รวมรับชำระ');
    expect(text).not.toContain('Net after withholding');
    expect(text).not.toContain('ยอดชำระสุทธิ');
    // The payment line says what was received in money and what by certificate (decision 0067).
    expect(text.replace(/\s+/g, ' ')).toContain('รับชำระเป็นเงิน 48,403.74 บาท และหนังสือรับรองการหักภาษี ณ ที่จ่าย 1,396.26 บาท');
    expect(text.replace(/\s+/g, ' ')).toContain('THB 48,403.74 in money and a withholding tax certificate for THB 1,396.26');
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7%');
    expect(text).toContain('สี่หมื่นเก้าพันแปดร้อยบาทถ้วน');
    // The long name is all there, wrapped over lines rather than cut.
    expect(text.replace(/\s+/g, '')).toContain(LONG_NAME.replace(/\s+/g, ''));
  });

  it('a company that paid in full by card: the money received is the total, and no withholding or net is printed', async () => {
    const text = pdfText((await render('company')).file);
    expect(text).toContain('Received by card');
    expect(text).toContain('49,800.00');
    expect(text).not.toContain('ภาษีหัก ณ ที่จ่าย');
    expect(text).not.toContain('1,396.26');
    expect(text).not.toContain('48,403.74');
  });

  it('a receipt issued before 2026-12-02 is read through its payment record: charged in full, nothing withheld', async () => {
    // The shape older receipts were frozen with: a company's withholding computed, the payment without `withheld`.
    const { type, snapshot } = receipt('company');
    const { withheld: _withheld, ...payment } = snapshot.payment!;
    const legacy = {
      ...snapshot,
      totals: { ...snapshot.totals, withholdingRateBp: 300, withholding: 139_626, net: 4_840_374 },
      payment,
    };
    const pdf = await renderDocumentPdf({
      type,
      number: 'RT-2569-0003',
      issuedAt: new Date('2026-11-27T03:00:00Z'),
      snapshot: legacy,
      withheldOnRecord: 0,
    });
    const text = pdfText(keepPdf(pdf, 'receipt-', 'receipt-legacy.pdf'));
    expect(text).toContain('Received by card');
    expect(text).not.toContain('ภาษีหัก ณ ที่จ่าย');
    expect(text).not.toContain('48,403.74');
  });

  it('shows no withholding for a person', async () => {
    const { file } = await render('individual');
    const text = pdfText(file);
    expect(text).toContain('คุณสมศรี ใจดี');
    expect(text).not.toContain('ภาษีหัก ณ ที่จ่าย');
  });
});

describe('the text layer (issue 37)', () => {
  it('gives back exactly the Thai printed, whether a reader honours ActualText or reads the glyphs alone', async () => {
    const { file, pdf } = await render('company');
    // Exactly, with no folding of ำ: what a person copying or searching the PDF gets.
    const text = pdfText(file);
    for (const word of ['ใบกำกับภาษี', 'จำกัด', 'ภาษีมูลค่าเพิ่ม', 'สำนักงานใหญ่', 'ที่ปรึกษา']) expect(text).toContain(word);
    expect(text).not.toContain('ำา');
    // pdftotext ordering glyphs by position (its default mode) reads the same words.
    const physical = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const word of ['ใบกำกับภาษี', 'จำกัด', 'ผู้']) expect(physical).toContain(word);
    // Every glyph maps to its character: no glyph of the Thai face is left without one (PDF/A level U).
    const maps = toUnicodeMaps(pdf);
    expect(maps.length).toBeGreaterThanOrEqual(2);
    for (const map of maps) expect(map).not.toContain('<>');
    // SARA AM's two glyphs read as its compatibility decomposition (ํ + า) where ActualText is ignored.
    expect(maps.join('\n')).toContain('<0e4d>');
  });
});

describe('a plain receipt (a studio not registered for VAT), issue 39', () => {
  it('is titled ใบเสร็จรับเงิน alone, names a care plan once and states the money received', async () => {
    const { type, snapshot } = receiptFor({
      seller: { ...DEMO_SELLER, branch: null, vatRegistered: false, vatRateBp: 0 },
      buyer: { kind: 'individual', name: 'คุณสมศรี ใจดี', taxId: null, branch: null, address: 'กรุงเทพมหานคร', email: 's@example.test' },
      lines: [
        {
          description: packageLine({ th: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน', en: 'Care Plan Essential' }),
          quantity: 1,
          unitPrice: 1_290_000,
        },
      ],
      payment: { method: 'transfer', reference: 'transfer-1', paidAt: '2026-11-27T03:00:00.000Z', amount: 1_290_000 },
      demo: false,
    });
    expect(type).toBe('receipt');
    const pdf = await renderDocumentPdf({ type, number: 'RC-2569-0001', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot });
    const text = pdfText(keepPdf(pdf, 'receipt-', 'receipt-plain.pdf'));
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).not.toContain('ใบกำกับภาษี');
    expect(text).toContain('แพ็กเกจดูแลเว็บไซต์ มาตรฐาน');
    expect(text).not.toContain('แพ็กเกจ แพ็กเกจ');
    expect(text).toContain('Care Plan Essential');
    expect(text).not.toContain('Essential package');
    expect(text.replace(/\s+/g, ' ')).toContain('จำนวน 12,900.00 บาท');
    expect(text).not.toContain('หนังสือรับรอง');
    expect(text).not.toContain('฿');
  });
});

describe('the credit note PDF', () => {
  it('names the original tax invoice and shows the original, correct and difference values with the VAT', async () => {
    const { snapshot } = creditNoteFor({
      seller: { ...DEMO_SELLER, branch: null, vatRegistered: true, vatRateBp: 700 },
      buyer: receipt('company').snapshot.buyer,
      references: [{ number: 'RT-2569-0007', issuedAt: '2026-11-27T03:00:00.000Z', total: 4_980_000 }],
      originalTotal: 4_980_000,
      correctTotal: 4_000_000,
      subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
      demo: false,
    });
    const pdf = await renderDocumentPdf({
      type: 'credit_note',
      number: 'CN-2569-0001',
      issuedAt: new Date('2026-11-28T03:00:00Z'),
      snapshot,
    });
    const text = pdfText(keepPdf(pdf, 'credit-', 'credit-note.pdf'));
    expect(text).toContain('ใบลดหนี้');
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN-2569-0001');
    expect(text).toContain('อ้างอิงใบกำกับภาษีเดิม เลขที่ RT-2569-0007 ลงวันที่ 27 พฤศจิกายน 2569');
    expect(text).toContain('Original tax invoice No. RT-2569-0007 dated 27 November 2026');
    // Original ฿46,542.06 and correct ฿37,383.18 before VAT, difference ฿9,158.88, VAT ฿641.12, total ฿9,800.
    for (const figure of ['46,542.06', '37,383.18', '9,158.88', '641.12', '9,800.00']) expect(text).toContain(figure);
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7% ของผลต่าง');
    expect(text).toContain('เก้าพันแปดร้อยบาทถ้วน');
    expect(text).toContain('0-1075-37000-88-2');
    expect(text).not.toContain('ผู้รับเงิน');
    // Issue 39: the quotation cited by its number, one ตาม, and the reason in the words of section 86/10.
    expect(text.replace(/\s+/g, '')).toContain('ลดค่าบริการตามใบเสนอราคาเลขที่QT-2569-0002เป็นราคาที่ตกลงใหม่');
    expect(text).toContain('สาเหตุการลดหนี้:');
    expect(text).not.toContain('#');
  });
});

describe('a document longer than a page', () => {
  it('flows its lines onto further pages, repeating the header and numbering the pages', async () => {
    const base = receipt('company');
    const lines = Array.from({ length: 70 }, (_, i) => ({
      description: { th: `งานออกแบบหน้าเว็บไซต์ส่วนที่ ${i + 1} พร้อมปรับแต่งให้แสดงผลบนโทรศัพท์มือถือ`, en: `Web page design, part ${i + 1}` },
      quantity: 1,
      unitPrice: 100_000,
    }));
    const { type, snapshot } = receiptFor({
      seller: { ...DEMO_SELLER, branch: null, vatRegistered: true, vatRateBp: 700 },
      buyer: { ...base.snapshot.buyer, address: `${base.snapshot.buyer.address} `.repeat(6).trim() },
      lines,
      payment: { method: 'transfer', reference: 'transfer-1', paidAt: '2026-11-27T03:00:00.000Z', amount: 7_000_000 },
      demo: false,
    });
    const pdf = await renderDocumentPdf({ type, number: 'RT-2569-0099', issuedAt: new Date('2026-11-27T03:00:00Z'), snapshot });
    const file = keepPdf(pdf, 'long-', 'receipt-long.pdf');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) {
      const text = pdfText(file, page);
      expect(text).toContain(`Page ${page} of ${pages}`);
      // Every page says which document it belongs to, and a page of lines starts with the columns.
      expect(text).toContain('RT-2569-0099');
      if (page > 1) expect(text).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    }
    const text = pdfText(file);
    for (const i of [1, 35, 70]) expect(text).toContain(`Web page design, part ${i}`);
    expect(text).toContain('70,000.00');
    expect(text).toContain('เจ็ดหมื่นบาทถ้วน');
  });
});
