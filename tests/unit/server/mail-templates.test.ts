import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, passwordResetEmail } from '../../../src/server/mail/templates';
import { escapeHtml } from '../../../src/domain/escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });
  it('renders null and undefined as empty text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });
});

describe('password reset e-mail', () => {
  const link = 'https://studio.example/th/auth/reset?token=abc';

  it('is written in the recipient language with the link in both parts', () => {
    const th = passwordResetEmail({ name: 'สมชาย', link, locale: 'th' });
    expect(th.subject).toContain('ตั้งรหัสผ่านใหม่');
    expect(th.html).toContain('lang="th"');
    expect(th.html).toContain(link);
    expect(th.text).toContain(link);
    const en = passwordResetEmail({ name: 'Ann', link, locale: 'en' });
    expect(en.subject).toMatch(/^Reset your/);
    expect(en.text).toMatch(/^Dear Ann,\n/);
    expect(en.text).toContain('Kind regards,');
  });

  it('escapes a name written to attack the HTML', () => {
    const email = passwordResetEmail({ name: '<img src=x onerror=alert(1)>', link, locale: 'en' });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('money and dates in e-mails', () => {
  it('formats whole baht for each language', () => {
    expect(formatMoney('th', 25000)).toBe('฿25,000');
    expect(formatMoney('en', 25000)).toBe('THB\u00a025,000');
    expect(formatMoney('en', 1234.6)).toBe('THB\u00a01,235');
  });

  it('formats dates in Bangkok time, the Thai ones in the Buddhist era', () => {
    const at = new Date('2026-11-22T17:30:00Z'); // 00:30 on the 23rd in Bangkok
    expect(formatDate('en', at)).toBe('November 23, 2026 at 12:30 AM');
    expect(formatDate('th', at)).toBe('23 พฤศจิกายน 2569 เวลา 00:30');
  });
});
