// The onboarding request and the contact form e-mails: studio alerts in English naming the customer's
// language, customer copies in the customer's language with the reply promise.
import { describe, expect, it } from 'vitest';
import { contactNotification, contactThankYou, onboardingConfirmation, onboardingRequest } from '../../../src/server/mail/templates';

const at = new Date('2026-11-22T07:05:00Z');
const request = {
  name: 'Somchai Jaidee',
  email: 'somchai@example.test',
  phone: '081 234 5678',
  company: 'Jaidee Co.',
  selectedPackage: 'Business',
  packagePrice: 45000,
  projectDescription: 'A bilingual site for our silk shop.\nWith online payments.',
  source: 'modal' as const,
  submittedAt: at,
};
const message = {
  name: 'Ann Arun',
  email: 'ann@example.test',
  phone: '',
  company: '',
  subject: 'Hosting question',
  message: 'Do you host sites?',
  submittedAt: at,
};

describe('onboarding request (to the studio)', () => {
  it('is in English, gives every detail and names the language to reply in', () => {
    const email = onboardingRequest({ ...request, locale: 'th', quoteId: 'quote-42' });
    expect(email.subject).toBe('New project request: Business from Somchai Jaidee');
    expect(email.html).toContain('lang="en"');
    for (const value of [
      'somchai@example.test',
      '081 234 5678',
      'Jaidee Co.',
      'THB\u00a045,000',
      'Start Your Project form',
      'quote-42',
      'November 22, 2026 at 2:05 PM',
    ]) {
      expect(email.text).toContain(value);
    }
    expect(email.text).toContain('please reply in Thai');
    expect(email.html).toContain('A bilingual site for our silk shop.<br/>With online payments.');
  });

  it('says which form it came from and when the price is still open', () => {
    const email = onboardingRequest({ ...request, source: 'wizard', packagePrice: null, locale: 'en' });
    expect(email.text).toContain('project-planning wizard');
    expect(email.text).toContain('Price: To be quoted');
    expect(email.text).toContain('please reply in English');
  });

  it('carries the wizard planner’s explanation of its price (issue 24)', () => {
    const understood = ['Online booking — from “จองคิว”', 'Online payment — from “โอนมัดจำ”'];
    const email = onboardingRequest({ ...request, source: 'wizard', locale: 'th', understood });
    expect(email.text).toContain('How the planner priced it');
    for (const line of understood) expect(email.text).toContain(line);
    expect(onboardingRequest({ ...request, locale: 'en' }).text).not.toContain('How the planner priced it');
  });
});

describe('onboarding confirmation (to the customer)', () => {
  const input = {
    name: request.name,
    selectedPackage: 'Business',
    packagePrice: 45000,
    projectDescription: request.projectDescription,
    submittedAt: at,
  };

  it('is written in Thai for a Thai customer, with baht and a Buddhist-era date', () => {
    const email = onboardingConfirmation({ ...input, name: 'สมชาย', locale: 'th', dashboardUrl: 'https://studio.example/th/dashboard' });
    expect(email.subject).toBe('ได้รับคำขอเริ่มโปรเจกต์ของคุณแล้ว – Siam Pixel Studio');
    expect(email.html).toContain('lang="th"');
    expect(email.text).toContain('เรียน คุณสมชาย');
    expect(email.text).toContain('ภายใน 24 ชั่วโมง');
    expect(email.text).toContain('฿45,000');
    expect(email.text).toContain('22 พฤศจิกายน 2569');
    expect(email.html).toContain('href="https://studio.example/th/dashboard"');
    expect(email.text).toContain('ขอแสดงความนับถือ');
  });

  it('is written in English for an English customer, without a dashboard button when there is no account', () => {
    const email = onboardingConfirmation({ ...input, locale: 'en' });
    expect(email.subject).toBe('We received your project request – Siam Pixel Studio');
    expect(email.text).toContain('Dear Somchai Jaidee,');
    expect(email.text).toContain('within 24 hours');
    expect(email.text).toContain('THB\u00a045,000');
    expect(email.html).not.toContain('dashboard');
  });
});

describe('contact form', () => {
  it('alerts the studio with the whole message and leaves out empty optional fields', () => {
    const email = contactNotification({ ...message, locale: 'en' });
    expect(email.subject).toBe('Contact form: Hosting question (Ann Arun)');
    expect(email.text).toContain('> Do you host sites?');
    expect(email.text).not.toContain('Phone:');
    expect(email.text).not.toContain('Company:');
  });

  it('thanks the sender in their language with their message and the 24-hour promise', () => {
    const th = contactThankYou({ ...message, name: 'อรุณ', locale: 'th' });
    expect(th.subject).toBe('ขอบคุณที่ติดต่อ Siam Pixel Studio');
    expect(th.text).toContain('ทีมงานจะติดต่อกลับภายใน 24 ชั่วโมง');
    expect(th.text).toContain('> Do you host sites?');
    expect(th.text).toContain('หัวข้อ: Hosting question');

    const en = contactThankYou({ ...message, locale: 'en' });
    expect(en.subject).toBe('Thank you for contacting Siam Pixel Studio');
    expect(en.text).toContain('We will get back to you within 24 hours.');
    expect(en.text).toContain('Subject: Hosting question');
  });

  it('keeps a subject on one line whatever the visitor typed', () => {
    const email = contactNotification({ ...message, subject: 'Line one\r\nBcc: victim@example.test', locale: 'en' });
    expect(email.subject).toBe('Contact form: Line one Bcc: victim@example.test (Ann Arun)');
  });
});
