// The e-mails of payment schedules, late receipts (decision 0050, addendum 2026-11-27) and late credit
// notes (decision 0051, addendum 2026-11-27), in English and Thai: what is due, by when, the document
// named, Payment History linked, user text escaped.
import { describe, expect, it } from 'vitest';
import { instalmentDue, type InstalmentDueInput } from '../../../src/server/mail/templates/instalmentDue';
import { receiptReissued } from '../../../src/server/mail/templates/receiptReissued';
import { creditNoteReissued } from '../../../src/server/mail/templates/creditNoteReissued';

const origin = 'https://siampixel.example';
const due: InstalmentDueInput = {
  locale: 'en',
  client: { name: 'Ann <b>', email: 'ann@example.test' },
  quoteId: '7b0f3c3e-8f5e-4c1e-9a39-2d9a4f0f5a11',
  packageName: 'Business Website',
  instalment: { position: 2, count: 3, label: { en: 'Design approved', th: 'อนุมัติงานออกแบบ' } },
  amount: 2_675_000,
  withholding: 0,
  dueDate: '2026-12-04',
  link: `${origin}/account/payments`,
  onAcceptance: false,
  attached: { type: 'invoice', number: 'INV-2569-0007' },
};

describe('instalmentDue', () => {
  it('says which instalment, how much, by when, with the invoice and the way to Payment History', () => {
    const email = instalmentDue(due);
    expect(email.subject).toBe('Design approved (instalment 2 of 3) is due: THB 26,750 by Dec 4, 2026');
    expect(email.text).toContain('Instalment 2 of 3 of your project for Business Website is now due: Design approved.');
    expect(email.text).toContain('Your invoice INV-2569-0007 is attached to this e-mail as a PDF.');
    expect(email.text).toContain(`${origin}/account/payments`);
    expect(email.text).not.toContain('withhold');
    expect(email.text).not.toContain('just paid this deposit');
    expect(email.html).toContain('Ann &lt;b&gt;');
    expect(email.html).not.toContain('Ann <b>');
  });

  it('in Thai for a company: the withholding, the net to transfer and the certificate; the card line on acceptance', () => {
    const email = instalmentDue({
      ...due,
      locale: 'th',
      client: { name: 'สมชาย', email: 'somchai@example.test' },
      instalment: { position: 1, count: 2, label: { en: 'Deposit', th: 'เงินมัดจำ' } },
      withholding: 75_050,
      onAcceptance: true,
      link: `${origin}/th/account/payments`,
    });
    expect(email.subject).toBe('แจ้งชำระเงินงวดที่ 1/2 (เงินมัดจำ) ยอด ฿26,750 ภายในวันที่ 4 ธ.ค. 2569');
    expect(email.text).toContain('เรียน คุณสมชาย');
    expect(email.text).toContain('฿750.50');
    expect(email.text).toContain('฿25,999.50');
    expect(email.text).toContain('50 ทวิ');
    expect(email.text).toContain('ใบแจ้งหนี้ เลขที่ INV-2569-0007');
    expect(email.text).toContain('ชำระเงินมัดจำนี้ด้วยบัตร');
    expect(email.text).toContain(`${origin}/th/account/payments`);
    expect(email.text).toContain('ขอแสดงความนับถือ');
  });
});

describe('receiptReissued', () => {
  it('names the late document, the payment and its date, in the client’s language', () => {
    const paidAt = new Date('2026-10-03T04:00:00Z');
    const en = receiptReissued({
      locale: 'en',
      client: { name: 'Ann', email: 'ann@example.test' },
      amount: 2_490_000,
      paidAt,
      document: { type: 'tax_invoice', number: 'RT-2569-0042' },
      link: `${origin}/account/payments`,
      attached: true,
    });
    expect(en.subject).toBe('Your receipt/tax invoice RT-2569-0042');
    expect(en.text).toContain('Oct 3, 2026');
    expect(en.text).toContain('Your receipt/tax invoice RT-2569-0042 is attached to this e-mail as a PDF.');
    const th = receiptReissued({
      locale: 'th',
      client: { name: 'บุญ', email: 'boon@example.test' },
      amount: 2_490_000,
      paidAt,
      document: { type: 'receipt', number: 'RC-2569-0001' },
      link: `${origin}/th/account/payments`,
      attached: false,
    });
    expect(th.subject).toBe('ใบเสร็จรับเงิน เลขที่ RC-2569-0001 ของคุณ');
    expect(th.text).toContain('3 ต.ค. 2569');
    expect(th.text).toContain('฿24,900');
    expect(th.text).not.toContain('แนบมากับอีเมล');
  });
});

describe('creditNoteReissued', () => {
  it('names the late credit note, the amount credited and its date, in the client’s language', () => {
    const creditedAt = new Date('2026-10-03T04:00:00Z');
    const en = creditNoteReissued({
      locale: 'en',
      client: { name: 'Ann', email: 'ann@example.test' },
      amount: 490_000,
      creditedAt,
      number: 'CN-2569-0003',
      link: `${origin}/account/payments`,
      attached: true,
    });
    expect(en.subject).toBe('Your credit note CN-2569-0003');
    expect(en.text).toContain('THB\u00a04,900');
    expect(en.text).toContain('Oct 3, 2026');
    expect(en.text).toContain('Your credit note CN-2569-0003 is attached to this e-mail as a PDF.');
    expect(en.text).toContain(`${origin}/account/payments`);
    const th = creditNoteReissued({
      locale: 'th',
      client: { name: 'บุญ', email: 'boon@example.test' },
      amount: 490_000,
      creditedAt,
      number: 'CN-2569-0003',
      link: `${origin}/th/account/payments`,
      attached: false,
    });
    expect(th.subject).toBe('ใบลดหนี้ เลขที่ CN-2569-0003 ของคุณ');
    expect(th.text).toContain('เรียน คุณบุญ');
    expect(th.text).toContain('3 ต.ค. 2569');
    expect(th.text).toContain('฿4,900');
    expect(th.text).not.toContain('แนบมากับอีเมล');
  });
});
