// Order-form, wizard-plan and quote-status e-mails in both languages.
import { describe, expect, it } from 'vitest';
import {
  customProjectPlan,
  purchaseAttempt,
  quoteConfirmation,
  quoteRequestWithoutAccount,
  quoteStatus,
} from '../../../src/server/mail/templates';

const at = new Date('2026-11-22T07:05:00Z');
const order = {
  name: 'Somchai',
  email: 'somchai@example.test',
  packageName: 'Business',
  amount: 90000,
  projectDetails: {
    business_name: 'Jaidee Silk',
    target_audience: 'Tourists',
    timeline: '1 month',
    budget_range: '50,000-100,000',
    quantity: 2,
  },
  submittedAt: at,
};
const plan = {
  title: 'Online shop',
  description: 'ก'.repeat(250),
  timeline: '4-6 weeks',
  basePrice: 25000,
  finalPrice: 38000,
  features: [
    { name: 'E-commerce integration', price: 5000 },
    { name: 'Multi-language support', price: 8000 },
  ],
};

describe('order form e-mails', () => {
  it('alerts the studio of a purchase attempt with the amount and every project detail', () => {
    const email = purchaseAttempt({ ...order, locale: 'th' });
    expect(email.subject).toBe('Purchase started: Business (THB 90,000) by Somchai'); // one plain line
    for (const line of [
      'Quantity: 2',
      'Amount: THB\u00a090,000',
      'Business name: Jaidee Silk',
      'Target audience: Tourists',
      'Budget range: 50,000-100,000',
      'please reply in Thai',
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it('confirms the quote to the customer with the business name and timeline, in Thai', () => {
    const email = quoteConfirmation({ ...order, locale: 'th', dashboardUrl: 'https://studio.example/th/dashboard' });
    expect(email.subject).toBe('ยืนยันคำขอใบเสนอราคา: Business');
    expect(email.text).toContain('ขอบคุณที่เลือก Business สำหรับ Jaidee Silk');
    expect(email.text).toContain('ชื่อธุรกิจ: Jaidee Silk');
    expect(email.text).toContain('ระยะเวลาที่ต้องการ: 1 month');
    expect(email.text).toContain('ยอดรวม: ฿90,000');
    expect(email.text).toContain('วันที่ส่งคำขอ: 22 พฤศจิกายน 2569 เวลา 14.05 น.');
    expect(email.html).toContain('href="https://studio.example/th/dashboard"');
  });

  it('confirms the quote in English, without a business name when none was given', () => {
    const email = quoteConfirmation({ ...order, projectDetails: { quantity: 1 }, amount: 45000, locale: 'en' });
    expect(email.subject).toBe('Your quote request: Business');
    expect(email.text).toContain('Thank you for your request for Business. We have saved');
    expect(email.text).toContain('Amount: THB\u00a045,000');
    expect(email.text).not.toContain('Business name:');
  });
});

describe('custom project plan (to the customer)', () => {
  it('lists the plan, each selected feature with its price and the total, in Thai', () => {
    const email = customProjectPlan({
      name: 'สมชาย',
      locale: 'th',
      plan: { ...plan, title: 'ร้านค้าออนไลน์', features: [{ name: 'ระบบอีคอมเมิร์ซ', price: 5000 }] },
      dashboardUrl: 'https://studio.example/th/dashboard',
    });
    expect(email.subject).toBe('แผนโปรเจกต์ของคุณ: ร้านค้าออนไลน์');
    expect(email.text).toContain('ระบบอีคอมเมิร์ซ: +฿5,000');
    expect(email.text).toContain('ราคาพื้นฐาน: ฿25,000');
    expect(email.text).toContain('ราคารวมโดยประมาณ: ฿38,000');
    expect(email.html).toContain('href="https://studio.example/th/dashboard"');
  });

  it('shows the first 200 characters of the description and, without an account, says the quote comes by e-mail', () => {
    const email = customProjectPlan({ name: 'Ann', locale: 'en', plan });
    expect(email.text).toContain(`> ${'ก'.repeat(200)}…`);
    expect(email.text).not.toContain('ก'.repeat(201));
    expect(email.text).toContain('E-commerce integration: +THB\u00a05,000');
    expect(email.text).toContain('we will send your quote to this e-mail address');
    expect(email.html).not.toContain('href="http');
  });

  it('says so when no enhancement was selected', () => {
    expect(customProjectPlan({ name: 'Ann', locale: 'en', plan: { ...plan, features: [] } }).text).toContain(
      'No optional enhancements selected.',
    );
    expect(customProjectPlan({ name: 'Ann', locale: 'th', plan: { ...plan, features: [] } }).text).toContain('ไม่ได้เลือกฟีเจอร์เสริม');
  });
});

describe('quote request without account (to the studio)', () => {
  it('gives the contact, the plan summary and the full description', () => {
    const email = quoteRequestWithoutAccount({
      name: 'Ann',
      email: 'ann@example.test',
      phone: '081',
      locale: 'en',
      projectDescription: 'The whole text.',
      plan,
      submittedAt: at,
    });
    expect(email.subject).toBe('Quote request without account: Online shop from Ann');
    for (const line of [
      'E-mail: ann@example.test',
      'Phone: 081',
      'Timeline: 4-6 weeks',
      'Estimated total: THB\u00a038,000',
      '> The whole text.',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain('Enhancements: E-commerce integration (+THB\u00a05,000)\nMulti-language support (+THB\u00a08,000)');
  });
});

describe('quote status (to the contact e-mail)', () => {
  const base = { name: 'Ann', packageName: 'Business', dashboardUrl: 'https://studio.example/dashboard' };

  it.each([
    ['reviewed', 'Your quote request is being reviewed', 'ทีมงานกำลังตรวจสอบคำขอใบเสนอราคาของคุณ'],
    ['quoted', 'Your quote is ready', 'ใบเสนอราคาของคุณพร้อมแล้ว'],
    ['approved', 'Your project is approved', 'โปรเจกต์ของคุณได้รับการอนุมัติแล้ว'],
    ['rejected', 'An update on your quote request', 'แจ้งผลการตรวจสอบคำขอใบเสนอราคา'],
    ['pending', 'Your quote status has been updated', 'สถานะคำขอใบเสนอราคาของคุณมีการอัปเดต'],
  ])('%s has its own subject in each language', (status, en, th) => {
    expect(quoteStatus({ ...base, status, locale: 'en' }).subject).toBe(en);
    expect(quoteStatus({ ...base, status, locale: 'th' }).subject).toBe(th);
  });

  it('quoted gives the custom price, the timeline and the dashboard link', () => {
    const en = quoteStatus({ ...base, status: 'quoted', quotedPrice: 52000, quotedTimeline: '6 weeks', locale: 'en' });
    expect(en.text).toContain('Quoted price: THB\u00a052,000');
    expect(en.text).toContain('Timeline: 6 weeks');
    expect(en.text).toContain('View your quote in the dashboard: https://studio.example/dashboard');
    const th = quoteStatus({ ...base, status: 'quoted', quotedPrice: 52000, quotedTimeline: '6 สัปดาห์', locale: 'th' });
    expect(th.text).toContain('ราคาที่เสนอ: ฿52,000');
    expect(th.text).toContain('ระยะเวลาดำเนินงาน: 6 สัปดาห์');
  });

  it('adds the admin notes when there are some, and nothing when there are none', () => {
    expect(quoteStatus({ ...base, status: 'rejected', adminNotes: 'Budget too small for e-commerce.', locale: 'en' }).text).toContain(
      'Notes from our team\n-------------------\n\n> Budget too small for e-commerce.',
    );
    expect(quoteStatus({ ...base, status: 'approved', adminNotes: '  ', locale: 'en' }).text).not.toContain('Notes from our team');
    expect(quoteStatus({ ...base, status: 'approved', adminNotes: 'เริ่มงานวันจันทร์', locale: 'th' }).text).toContain('หมายเหตุจากทีมงาน');
  });

  it('names any other status in the default e-mail', () => {
    expect(quoteStatus({ ...base, status: 'pending', locale: 'th' }).text).toContain(
      'สถานะคำขอใบเสนอราคาสำหรับ Business ของคุณคือ: รอดำเนินการ',
    );
    expect(quoteStatus({ ...base, status: 'on_hold', locale: 'en' }).text).toContain(
      'The status of your quote request for Business is now: on_hold.',
    );
  });
});

describe('how the planner priced it (issue 24)', () => {
  const understood = ['Online ordering — from “กดสั่ง”', 'Online payment — from “โอนเงิน แนบสลิป”'];

  it('tells the studio what was understood and from which words', () => {
    const email = quoteRequestWithoutAccount({
      name: 'Ann',
      email: 'ann@example.test',
      locale: 'th',
      projectDescription: 'ลูกค้ากดสั่งแล้วโอนเงิน แนบสลิป',
      plan: { ...plan, understood },
      submittedAt: at,
    });
    expect(email.text).toContain('How the planner priced it');
    for (const line of understood) expect(email.text).toContain(line);
    expect(email.html).toContain('Online payment — from “โอนเงิน แนบสลิป”');
  });

  it('tells the customer the same in their language, and nothing when nothing was understood', () => {
    const th = customProjectPlan({ name: 'สมชาย', locale: 'th', plan: { ...plan, understood: ['ระบบจองออนไลน์ — จากคำว่า “จองคิว”'] } });
    expect(th.text).toContain('สิ่งที่เราเข้าใจจากรายละเอียดของคุณ');
    expect(th.text).toContain('ระบบจองออนไลน์ — จากคำว่า “จองคิว”');
    expect(customProjectPlan({ name: 'Ann', locale: 'en', plan: { ...plan, understood: [] } }).text).not.toContain('What we understood');
  });
});
