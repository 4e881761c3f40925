// The e-mails of accepting a custom quote (decision 0018): studio alerts in English with the client's
// words escaped, the client's receipt and credit note in their language with the arithmetic.
import { describe, expect, it } from 'vitest';
import { quoteAccepted, quoteBalanceReceived, quoteCreditNote, quoteQuestion } from '../../../src/server/mail/templates';
import { settleQuote } from '../../../src/domain/quotes/settlement';

const client = { name: 'Somchai <b>J</b>', email: 'somchai@example.test', phone: '', company: 'Jaidee Silk' };
const base = { client, quoteId: 'q-1', packageName: 'Business Website', link: 'https://siampixel.example/admin' };

describe('quote acceptance e-mails', () => {
  it('tells the studio what was accepted and what happens next, in English', () => {
    const mail = quoteAccepted({
      ...base,
      locale: 'th',
      settlement: settleQuote({ price: 45_000, payments: [24_900], credits: [] }),
      timeline: '3 weeks',
    });
    expect(mail.subject).toMatch(/^Quote accepted: Business Website at THB\s45,000 \(Somchai <b>J<\/b>\)$/);
    expect(mail.text).toMatch(/Already paid: THB\s24,900/);
    expect(mail.text).toMatch(/Outcome: THB\s20,100 due/);
    expect(mail.text).toContain('please reply in Thai');
    expect(mail.html).toContain('Somchai &lt;b&gt;J&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>J</b>');
  });

  it('passes the question on as a quote, escaped, line breaks kept', () => {
    const mail = quoteQuestion({ ...base, locale: 'en', question: 'Hosting <script>x</script>?\nThanks' });
    expect(mail.text).toContain('> Hosting <script>x</script>?\n> Thanks');
    expect(mail.html).toContain('Hosting &lt;script&gt;x&lt;/script&gt;?<br/>Thanks');
  });

  it('gives the client a receipt with what is left, in Thai', () => {
    const mail = quoteBalanceReceived({
      ...base,
      locale: 'th',
      received: 20_100,
      settlement: settleQuote({ price: 45_000, payments: [24_900, 20_100], credits: [] }),
    });
    expect(mail.subject).toBe('ได้รับการชำระเงินตามใบเสนอราคาแล้ว');
    expect(mail.text).toContain('เรียน คุณSomchai <b>J</b>');
    expect(mail.text).toContain('฿20,100');
    expect(mail.text).toContain('ราคาที่เสนอ: ฿45,000');
    expect(mail.text).toContain('ชำระแล้ว: ฿45,000');
    expect(mail.text).toContain('ใบเสนอราคานี้ชำระครบแล้ว');
    expect(mail.text).toContain('ขอแสดงความนับถือ');
  });

  it('says what is still due when a payment covers part of it', () => {
    const mail = quoteBalanceReceived({
      ...base,
      locale: 'en',
      received: 10_000,
      settlement: settleQuote({ price: 45_000, payments: [10_000], credits: [] }),
    });
    expect(mail.text).toMatch(/A balance of THB\s35,000 is still due/);
  });

  it('issues the credit note with its number and the arithmetic', () => {
    const mail = quoteCreditNote({
      ...base,
      locale: 'en',
      creditNoteNumber: 'CN-2569-0001',
      settlement: settleQuote({ price: 20_000, payments: [24_900], credits: [] }),
    });
    expect(mail.subject).toBe('Credit note for your quote');
    expect(mail.text).toMatch(/Credit to you: THB\s4,900/);
    expect(mail.text).toContain('Credit note number: CN-2569-0001');
    expect(mail.text).toContain('accepting your quote for Business Website');
  });
});
