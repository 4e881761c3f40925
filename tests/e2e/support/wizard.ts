import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { prefixOf, type Lang } from './auth';
import { outboxAbout } from './outbox';

/** The wizard's words as the spec (public-site §5, §8) and the dictionaries give them. */
export const wizardText = {
  en: {
    descriptionLabel: 'Your project description',
    generate: 'Generate AI Project Plan',
    progress: [
      'Analyzing your project requirements...',
      'Identifying the features you need...',
      'Estimating the timeline and budget...',
      'Finalizing your project plan...',
    ],
    minHint: 'Minimum 50 characters required',
    descriptionMin: 'Please provide at least 50 characters to generate a meaningful plan.',
    cooldown: 'Please wait a minute before generating another plan.',
    countdown: (seconds: number) => `Please wait ${seconds}s`,
    maxAttempts: 'Maximum attempts reached. Please contact us directly for further assistance.',
    planHeading: 'Your AI project plan',
    planBadge: 'AI project plan',
    recommended: 'Recommended',
    continue: 'Continue',
    startOver: 'Start over',
    contactHeading: 'Contact details',
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone (optional)',
    company: 'Company (optional)',
    password: 'Password (optional)',
    skip: 'Skip account creation',
    submit: 'Submit Project Request',
    nameRequired: 'Please provide your name.',
    emailRequired: 'Please provide your email address to proceed.',
    passwordMin: 'Password must be at least 6 characters long',
    doneHeading: 'Thank you! Your project request was sent',
    goToDashboard: 'Go to Dashboard',
    startNew: 'Start New Project',
    emailOnly: (email: string) => `Your quote is on its way to ${email}.`,
    featureName: {
      ecommerce: 'E-commerce Integration',
      multilingual: 'Multi-language Support',
      mobile: 'Mobile App Integration',
      seo: 'Advanced SEO & Marketing',
      auth: 'User Authentication & Profiles',
    },
    authPhone: 'Phone (optional)',
    authCompany: 'Company (optional)',
  },
  th: {
    descriptionLabel: 'รายละเอียดโปรเจกต์ของคุณ',
    generate: 'สร้างแผนโปรเจกต์ด้วย AI',
    progress: [
      'กำลังวิเคราะห์ความต้องการของโปรเจกต์...',
      'กำลังระบุฟีเจอร์ที่คุณต้องการ...',
      'กำลังประเมินระยะเวลาและงบประมาณ...',
      'กำลังสรุปแผนโปรเจกต์ของคุณ...',
    ],
    minHint: 'ต้องมีอย่างน้อย 50 ตัวอักษร',
    descriptionMin: 'กรุณาอธิบายอย่างน้อย 50 ตัวอักษร เพื่อให้เราสร้างแผนโปรเจกต์ที่มีประโยชน์ได้',
    cooldown: 'กรุณารอหนึ่งนาทีก่อนสร้างแผนโปรเจกต์ใหม่',
    countdown: (seconds: number) => `กรุณารอ ${seconds} วินาที`,
    maxAttempts: 'คุณใช้สิทธิ์สร้างแผนโปรเจกต์ครบแล้ว กรุณาติดต่อเราโดยตรงเพื่อรับความช่วยเหลือเพิ่มเติม',
    planHeading: 'แผนโปรเจกต์ของคุณจาก AI',
    planBadge: 'แผนโปรเจกต์จาก AI',
    recommended: 'แนะนำ',
    continue: 'ดำเนินการต่อ',
    startOver: 'เริ่มใหม่',
    contactHeading: 'ข้อมูลติดต่อ',
    name: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    phone: 'เบอร์โทรศัพท์ (ไม่บังคับ)',
    company: 'บริษัท (ไม่บังคับ)',
    password: 'รหัสผ่าน (ไม่บังคับ)',
    skip: 'ไม่ต้องสร้างบัญชี',
    submit: 'ส่งคำขอโปรเจกต์',
    nameRequired: 'กรุณากรอกชื่อของคุณ',
    emailRequired: 'กรุณากรอกอีเมลของคุณเพื่อดำเนินการต่อ',
    passwordMin: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
    doneHeading: 'ขอบคุณ เราได้รับคำขอโปรเจกต์ของคุณแล้ว',
    goToDashboard: 'ไปที่แดชบอร์ด',
    startNew: 'เริ่มโปรเจกต์ใหม่',
    emailOnly: (email: string) => `ใบเสนอราคากำลังส่งไปที่ ${email}`,
    featureName: {
      ecommerce: 'ระบบอีคอมเมิร์ซ',
      multilingual: 'รองรับหลายภาษา',
      mobile: 'เชื่อมต่อแอปมือถือ',
      seo: 'SEO และการตลาดขั้นสูง',
      auth: 'ระบบสมาชิกและโปรไฟล์ผู้ใช้',
    },
    authPhone: 'เบอร์โทรศัพท์ (ไม่บังคับ)',
    authCompany: 'บริษัท (ไม่บังคับ)',
  },
} as const;

/**
 * Descriptions whose plans are known (src/domain/plan): a shop in two languages (base 25,000 with
 * e-commerce 5,000 and multi-language 8,000 recommended: 38,000, 4–6 weeks), and a plain site
 * (15,000, nothing recommended).
 */
export const descriptions = {
  en: {
    shop: 'We are a Bangkok bakery and need an online shop with a cart and PromptPay payments, in Thai and English.',
    plain: 'A simple website for our small architecture studio in Chiang Mai, showing our projects and our team.',
  },
  th: {
    shop: 'ร้านเบเกอรี่ในกรุงเทพฯ ต้องการร้านค้าออนไลน์พร้อมระบบชำระเงินผ่านพร้อมเพย์ และเว็บไซต์ภาษาไทยและอังกฤษ',
    plain: 'เว็บไซต์เรียบง่ายสำหรับสตูดิโอสถาปนิกเล็กๆ ในเชียงใหม่ แสดงผลงานโครงการและทีมงานของเรา พร้อมข้อมูลติดต่อ',
  },
} as const;

export const PROGRESS_STEPS_MS = [1000, 1000, 1000, 800];
export const PROGRESS_TOTAL_MS = PROGRESS_STEPS_MS.reduce((a, b) => a + b, 0);
export const COOLDOWN_MS = 60_000;

/** Digits only, so "฿38,000" and "THB 38,000" both read 38000 whatever the locale's symbols. */
export async function priceOf(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

export const wizard = (page: Page) => page.locator('[data-wizard]');
export const generateButton = (page: Page) => page.locator('[data-wizard-generate]');

/** Scrolls to #call-to-action and waits until the island (client:visible) has hydrated. */
export async function showWizard(page: Page) {
  await page.locator('#call-to-action').scrollIntoViewIfNeeded();
  await expect(wizard(page)).toBeVisible();
  await expect(page.locator('astro-island:has([data-wizard])')).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
}

/**
 * Opens the home page with a fake clock (paused, so timers only run when a test says so), scrolls
 * to #call-to-action and waits for the wizard island (client:visible) to hydrate.
 */
export async function openWizard(page: Page, lang: Lang) {
  await page.clock.install();
  await page.goto(`${prefixOf(lang)}/`);
  await showWizard(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Generates a plan from step 0 and waits for step 1, running the fake clock through the progress
 * messages. The plan is made in the browser, with the browser's own cooldown and attempt count, so
 * one click is one plan.
 */
export async function generatePlan(page: Page, lang: Lang, description?: string, whileGenerating?: () => Promise<void>) {
  const w = wizardText[lang];
  if (description !== undefined) await wizard(page).getByLabel(w.descriptionLabel).fill(description);
  const heading = wizard(page).getByRole('heading', { name: w.planHeading });
  await expect(generateButton(page)).toBeEnabled();
  await generateButton(page).click();
  await expect(page.locator('[data-wizard-progress]')).toBeVisible();
  if (whileGenerating) await whileGenerating();
  // One step at a time: each message's timer is set when the previous one has fired.
  for (const ms of PROGRESS_STEPS_MS) await page.clock.runFor(ms);
  await expect(heading.or(page.locator('[data-wizard-alert]'))).toBeVisible({ timeout: 15_000 });
  if (await page.locator('[data-wizard-alert]').isVisible())
    throw new Error(`generation failed: ${await page.locator('[data-wizard-alert]').innerText()}`);
}

/**
 * Axe (WCAG 2 A/AA and 2.2 AA) on the wizard as it is now. Axe waits on timers and the page's
 * clock is paused: move it 1 ms at a time until axe is done (about 10 ms of page time in all, so
 * do not call this between two exact timer checks). Legacy mode runs axe in this page only: the
 * default mode opens a helper page, and closing it in the middle of runFor fails the call.
 */
export async function expectAccessibleWizard(page: Page) {
  let done = false;
  const analysis = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .include('#call-to-action')
    .analyze()
    .finally(() => {
      done = true;
    });
  while (!done) {
    await page.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const results = await analysis;
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export interface OutboxMail {
  kind: string;
  to: string;
  text: string;
}

/** The e-mails queued for an address, read from the local outbox page (newest first). */
export async function mailsTo(page: Page, email: string): Promise<OutboxMail[]> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(outboxAbout(email));
    // One read of the whole list: item by item took a round trip each, over 5 s on a busy machine.
    const mails = await outbox.locator('[data-outbox-item]').evaluateAll((items) =>
      items.map((item) => ({
        kind: item.getAttribute('data-kind') ?? '',
        to: item.getAttribute('data-to') ?? '',
        text: (item.querySelector('[data-outbox-text]') as HTMLElement | null)?.innerText ?? '',
      })),
    );
    return mails.filter((mail) => mail.to === email || mail.text.includes(email));
  } finally {
    await outbox.close();
  }
}
