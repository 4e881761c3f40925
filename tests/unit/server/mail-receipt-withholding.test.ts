// Issue 39, decision 0067: where the client withheld tax, the receipt e-mails say what was received in
// money and what by certificate, in the words of the PDF and Payment History; with the receipt attached,
// the e-mail does not call itself the proof of payment.
import { describe, expect, it } from 'vitest';
import { orderReceipt, quoteBalanceReceived } from '../../../src/server/mail/templates';

const client = { name: 'สมชาย', email: 'somchai@example.test' };
const base = {
  client,
  orderId: 'o-1',
  quoteId: 'q-1',
  packageName: 'เว็บไซต์ธุรกิจ',
  quantity: 1,
  amount: 49800,
  paidAt: new Date('2026-11-27T03:00:00Z'),
};

describe('the receipt e-mails and withholding', () => {
  it('a company that withheld: money and certificate, Thai and English', () => {
    const th = orderReceipt({ ...base, locale: 'th', withheldSatang: 139_626, attached: { type: 'tax_invoice', number: 'RT-2569-0001' } });
    expect(th.text).toContain('รับชำระเป็นเงิน ฿48,403.74 และหนังสือรับรองการหักภาษี ณ ที่จ่าย ฿1,396.26');
    expect(th.text).not.toContain('อีเมลฉบับนี้เป็นหลักฐานการชำระเงิน');
    const en = orderReceipt({ ...base, locale: 'en', withheldSatang: 139_626 });
    expect(en.text).toContain('in money and a withholding tax certificate for');
    expect(en.text).toContain('This e-mail is your payment receipt.');
  });

  it('no withholding: no certificate sentence', () => {
    const th = orderReceipt({ ...base, locale: 'th', withheldSatang: 0, attached: { type: 'tax_invoice', number: 'RT-2569-0001' } });
    expect(th.text).not.toContain('หนังสือรับรอง');
  });

  it('a payment towards a quote says the same', () => {
    const mail = quoteBalanceReceived({
      locale: 'th',
      client,
      quoteId: 'q-1',
      received: 26750,
      withheldSatang: 75_000,
      settlement: { price: 53500, paid: 26750, credited: 0, netPaid: 26750, outcome: 'due', amount: 26750 },
    });
    expect(mail.text).toContain('รับชำระเป็นเงิน ฿26,000 และหนังสือรับรองการหักภาษี ณ ที่จ่าย ฿750');
  });
});
