// The paid catalogue order's e-mails (issue 21): the client's receipt in their language, the
// studio's alert in English; user text escaped.
import { describe, expect, it } from 'vitest';
import { orderPaid, orderReceipt, type OrderPaidInput } from '../../../src/server/mail/templates';
import { thaiCopyProblems } from '../i18n/thaiGlossary';

const input = (locale: 'en' | 'th'): OrderPaidInput => ({
  locale,
  client: { name: 'สมหญิง <b>ใจดี</b>', email: 'somying@example.test', company: 'ใจดี จำกัด' },
  orderId: 'a0000000-0000-4000-8000-00000000aaaa',
  quoteId: 'a0000000-0000-4000-8000-00000000bbbb',
  packageName: locale === 'th' ? 'เว็บไซต์ธุรกิจ' : 'Business Website',
  quantity: 2,
  amount: 49_800,
  paidAt: new Date('2026-11-22T07:05:00Z'),
  link: 'https://studio.example/th/dashboard',
});

describe('order receipt e-mails', () => {
  it('gives a Thai client a Thai receipt with the amount, package, order number and date', () => {
    const mail = orderReceipt(input('th'));
    expect(mail.subject).toBe('ได้รับการชำระเงินแล้ว: เว็บไซต์ธุรกิจ');
    for (const part of ['เรียน คุณสมหญิง', '฿49,800', 'เว็บไซต์ธุรกิจ', 'a0000000-0000-4000-8000-00000000aaaa', '2569', 'ขอแสดงความนับถือ'])
      expect(mail.text).toContain(part);
    expect(mail.html).not.toContain('<b>ใจดี</b>');
    expect(thaiCopyProblems(mail.subject)).toEqual([]);
  });

  it('gives an English client an English receipt', () => {
    const mail = orderReceipt(input('en'));
    expect(mail.subject).toBe('Payment received: Business Website');
    expect(mail.text).toMatch(/THB\s49,800/);
  });

  it('alerts the studio in English, naming the client and their language', () => {
    const mail = orderPaid({ ...input('th'), packageName: 'Business Website', link: 'https://studio.example/admin' });
    expect(mail.subject).toMatch(/^Order paid: Business Website \(THB\s49,800\)/);
    expect(mail.text).toContain('somying@example.test');
    expect(mail.text).toContain('Thai');
    expect(mail.html).not.toContain('<b>ใจดี</b>');
  });
});
