import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, passwordResetEmail } from '../../../src/server/mail/templates';
import { confirmEmailEmail } from '../../../src/server/mail/templates/confirmEmail';
import { recoveryUsedEmail } from '../../../src/server/mail/templates/recoveryUsed';
import { emailChangeNoticeEmail } from '../../../src/server/mail/templates/emailChangeNotice';
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
    expect(formatDate('th', at)).toBe('23 พฤศจิกายน 2569 เวลา 00.30 น.');
  });
});

describe('account e-mails of decision 0049', () => {
  it('says what an added-address link is for, in both languages', () => {
    const en = confirmEmailEmail({ name: 'Somchai', link: 'https://x.test/auth/confirm?token=t', locale: 'en', purpose: 'addEmail' });
    expect(en.text).toContain('You asked to add this e-mail address to your account.');
    expect(en.text).not.toContain('Thank you for creating an account');
    const th = confirmEmailEmail({ name: 'สมชาย', link: 'https://x.test/th/auth/confirm?token=t', locale: 'th', purpose: 'addEmail' });
    expect(th.text).toContain('คุณขอเพิ่มอีเมลนี้ในบัญชีของคุณ');
    expect(confirmEmailEmail({ name: 'A', link: 'https://x.test/', locale: 'en' }).text).toContain('Thank you for creating an account');
  });

  it('tells when a recovery code was used, in Bangkok time and the Buddhist era in Thai, and what became of the authenticators', () => {
    const usedAt = '2026-11-29T17:30:00Z';
    const input = { to: 'a@b.test', name: 'Nok', usedAt, link: 'https://x.test/account/two-step', factorsRemoved: false } as const;
    const en = recoveryUsedEmail({ ...input, locale: 'en' });
    expect(en.subject).toMatch(/^A recovery code was used to sign in to your account/);
    expect(en.text).toContain('on November 30, 2026 at 12:30');
    expect(en.text).toContain('Your authenticator app still works as before.');
    expect(en.text).toContain('https://x.test/account/two-step');
    const th = recoveryUsedEmail({ ...input, locale: 'th', factorsRemoved: true });
    expect(th.text).toContain('30 พฤศจิกายน 2569');
    expect(th.text).toContain('ระบบจึงลบแอปยืนยันตัวตนออกจากบัญชีของคุณแล้ว');
    expect(th.html).not.toContain('<script');
  });
});

describe('e-mails of a change of address (decision 0049 addendum (b))', () => {
  it('says what a change link is for, in both languages', () => {
    const en = confirmEmailEmail({ name: 'Nok', link: 'https://x.test/auth/confirm?token=t', locale: 'en', purpose: 'changeEmail' });
    expect(en.text).toContain('You asked to make this the e-mail address of your account.');
    expect(en.html).toContain('your current address stays as it is');
    const th = confirmEmailEmail({ name: 'นก', link: 'https://x.test/th/auth/confirm?token=t', locale: 'th', purpose: 'changeEmail' });
    expect(th.text).toContain('คุณขอเปลี่ยนอีเมลของบัญชีเป็นอีเมลนี้');
  });

  it('tells the old address the masked new one and what to do if it was not them, escaped', () => {
    const input = {
      to: 'old@b.test',
      name: '<Nok>',
      maskedNewEmail: 'n***@example.com',
      link: 'https://x.test/dashboard#account',
    } as const;
    const en = emailChangeNoticeEmail({ ...input, locale: 'en' });
    expect(en.subject).toMatch(/^Your account's e-mail address is being changed/);
    expect(en.text).toContain('change its e-mail address to n***@example.com');
    expect(en.text).toContain('If this was not you');
    expect(en.html).not.toContain('<Nok>');
    const th = emailChangeNoticeEmail({ ...input, locale: 'th' });
    expect(th.text).toContain('เปลี่ยนอีเมลของบัญชีเป็น n***@example.com');
    expect(th.text).toContain('เรียน คุณ');
  });
});
