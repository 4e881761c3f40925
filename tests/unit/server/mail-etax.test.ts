// The e-Tax route's e-mail (issue 37, decision 0069): the template in both languages with the route's
// subject untranslated and the buyer's name escaped; SendGrid's body with the copy and the registered
// sender; the local transport showing both.
import { describe, expect, it } from 'vitest';
import { etaxDocument } from '../../../src/server/mail/templates/etaxDocument';
import { LocalTransport, sendGridBody } from '../../../src/server/mail/transport';
import { etaxSubject } from '../../../src/domain/money/etdaXml';

const input = {
  buyer: { name: 'คุณ <b>ทดสอบ</b> & ลูก', email: 'acc@example.co.th', kind: 'individual' as const },
  type: 'tax_invoice' as const,
  number: 'RT-2569-0001',
  total: 2_490_000,
  seller: 'Siam Pixel Studio Co., Ltd.',
  subject: etaxSubject('0105566012344', 'RT-2569-0001'),
};

describe('the e-Tax e-mail', () => {
  it('keeps the route’s subject in both languages and names the document, its total and the time stamp', () => {
    const th = etaxDocument({ ...input, locale: 'th' });
    const en = etaxDocument({ ...input, locale: 'en' });
    expect(th.subject).toBe('0105566012344.RT-2569-0001');
    expect(en.subject).toBe(th.subject);
    expect(th.text).toContain('เรียน');
    expect(th.text).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษีอิเล็กทรอนิกส์เลขที่ RT-2569-0001');
    expect(th.text).toContain('ประทับรับรองเวลา');
    expect(th.text).toContain('ขอแสดงความนับถือ');
    expect(en.text).toContain('electronic receipt/tax invoice RT-2569-0001');
    expect(en.text).toMatch(/THB\s24,900/u);
    expect(th.html).not.toContain('<b>ทดสอบ</b>');
    expect(th.html).toContain('&lt;b&gt;');
    // A company is greeted as a customer, not as "คุณ" + its legal name.
    const company = etaxDocument({ ...input, buyer: { ...input.buyer, name: 'บริษัท ทดสอบ จำกัด', kind: 'company' }, locale: 'th' });
    expect(company.text).toMatch(/^เรียน ท่านลูกค้า/);
  });

  it('goes to SendGrid with the copy address and the registered sender', () => {
    const body = sendGridBody(
      { email: 'hello@siampixel.example', name: 'Siam Pixel' },
      { to: 'acc@example.co.th', toName: 'Acc', cc: 'csemail@etax.teda.th', from: 'etax@siampixel.example', subject: 's', text: 't' },
    );
    expect(body.personalizations).toEqual([{ to: [{ email: 'acc@example.co.th', name: 'Acc' }], cc: [{ email: 'csemail@etax.teda.th' }] }]);
    expect(body.from).toEqual({ email: 'etax@siampixel.example', name: 'Siam Pixel' });
    // Every other e-mail: no copy, the configured sender.
    const plain = sendGridBody({ email: 'hello@siampixel.example', name: 'Siam Pixel' }, { to: 'a@example.test', subject: 's', text: 't' });
    expect(plain.personalizations).toEqual([{ to: [{ email: 'a@example.test' }] }]);
    expect(plain.from).toEqual({ email: 'hello@siampixel.example', name: 'Siam Pixel' });
  });

  it('shows the copy and the sender in the local log', async () => {
    const lines: string[] = [];
    await new LocalTransport((line) => lines.push(line)).send({
      to: 'acc@example.co.th',
      cc: 'csemail@etax.teda.th',
      from: 'etax@siampixel.example',
      subject: 's',
      text: 't',
    });
    expect(lines[0]).toContain('From: etax@siampixel.example');
    expect(lines[0]).toContain('Cc: csemail@etax.teda.th');
  });
});
