// The credit note the studio issues, e-mailed to the client (decision 0064): in their language, naming
// the note, the original and the amount, the studio's reason escaped as every value is.
import { describe, expect, it } from 'vitest';
import { receiptCreditNote } from '../../../src/server/mail/templates/receiptCreditNote';

const input = {
  client: { name: 'บุญ <b>', email: 'boon@example.test' },
  amount: 249_050,
  number: 'CN-2569-0004',
  original: 'RT-2569-0001',
  reason: 'Late <script>alert(1)</script> launch',
  link: 'https://siampixel.example/th/account/payments',
  attached: true,
};

describe('the receipt credit-note e-mail', () => {
  it('names the note, the original, the amount and the reason, in English', () => {
    const email = receiptCreditNote({ ...input, locale: 'en' });
    expect(email.subject).toBe('Credit note CN-2569-0004 for RT-2569-0001');
    expect(email.text).toMatch(/THB\s2,490\.50/);
    expect(email.text).toContain('Late <script>alert(1)</script> launch');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Late &lt;script&gt;');
    expect(email.html).not.toContain('<b>');
  });
  it('opens and closes as every Thai e-mail does', () => {
    const email = receiptCreditNote({ ...input, locale: 'th' });
    expect(email.subject).toBe('ใบลดหนี้ CN-2569-0004 สำหรับ RT-2569-0001');
    expect(email.text).toContain('เรียน คุณบุญ');
    expect(email.text).toContain('ขอแสดงความนับถือ');
    expect(email.text).toContain('฿2,490.50');
  });
});
