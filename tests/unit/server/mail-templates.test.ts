import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../../../src/server/mail/templates';
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
    expect(en.text).toContain('Hello Ann,');
  });

  it('escapes a name written to attack the HTML', () => {
    const email = passwordResetEmail({ name: '<img src=x onerror=alert(1)>', link, locale: 'en' });
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
