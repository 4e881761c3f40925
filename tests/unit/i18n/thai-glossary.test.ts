// Issue 12: every Thai string the product shows follows the glossary (../shared/THAI-GLOSSARY.md), as
// encoded in ./thaiGlossary.ts. This file covers the dictionaries and the customer e-mails rendered in
// Thai; tests/integration/thai-catalogue.test.ts covers the package catalogue in the migrated database.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import th from '../../../src/i18n/th';
import { formatYear } from '../../../src/i18n/format';
import {
  contactThankYou,
  creditNoteReissued,
  customProjectPlan,
  instalmentDue,
  onboardingConfirmation,
  orderReceipt,
  passwordResetEmail,
  quoteBalanceReceived,
  quoteConfirmation,
  quoteStatus,
  type RenderedEmail,
} from '../../../src/server/mail/templates';
import { invoiceFor } from '../../../src/domain/schedule/invoice';
import { creditNoteFor } from '../../../src/domain/money/creditNote';
import { packageLine } from '../../../src/domain/money/packageLine';
import { defaultSchedule } from '../../../src/domain/schedule/split';
import { DEMO_SELLER } from '../../../src/server/config';
import { etaxDocument } from '../../../src/server/mail/templates/etaxDocument';
import { COMPANY_BUYER } from '../support/documentParties';
import { documentProblems, hasThai, thaiCopyProblems, thaiLines } from './thaiGlossary';
import { thaiInSources } from './thaiSources';

/**
 * Thai values with no Thai script, each for a reason: names (brands, people's names in Latin script,
 * networks), numbers and symbols, and the SEO field names the admin shows as the search engines name
 * them. Anything else without Thai script is an untranslated string and fails.
 */
const notThaiScript: Record<string, string> = {
  'lang.en': 'language name, in its own language',
  'social.facebook': 'brand',
  'social.instagram': 'brand',
  'social.line': 'brand',
  'social.x': 'brand',
  'social.provider.line': 'brand',
  'social.provider.google': 'brand',
  'home.about.stat.projects.value': 'number',
  'home.about.stat.team.value': 'number',
  'home.about.stat.years.value': 'number',
  'home.about.stat.retention.value': 'number',
  'about.stats.launched.value': 'number',
  'about.stats.retainer.value': 'number',
  'about.stats.rating.value': 'number',
  'about.thailand.ecommerce.value': 'number',
  'partners.hero.share.value': 'number',
  'partners.hero.margin.value': 'number',
  'partners.model.volume.value': 'number',
  'partners.model.margin.value': 'number',
  'partners.projections.margin.value': 'number',
  'portfolio.moreTechnologies': 'number',
  'portfolio.project.siamStream.title': "client's brand",
  'portfolio.project.krungDeliver.title': "client's brand",
  'portfolio.project.fashionWeek.title': "client's brand",
  'portfolio.project.riverside.title': "client's brand",
  'portfolio.project.muayFit.title': "client's brand",
  'portfolio.project.andaman.title': "client's brand",
  'portfolio.project.payLanna.title': "client's brand",
  'portfolio.project.baanSuan.title': "client's brand",
  'portfolio.project.bridalExpo.title': "client's brand",
  'wizard.plan.featurePrice': 'number',
  'admin.quote.none': 'dash for an empty value',
  'admin.pipeline.viewCount': 'a label and its count, both filled in',
  'admin.trail.change': 'a field, its value before and after, all filled in',
  'admin.trail.value': 'a field and its value, both filled in',
  'reports.kpi.none': 'dash for a figure with nothing to measure',
  'dashboard.orders.document': "the document's own title (documentTitle) and the file type",
  'error.detail': "a third party's own sentence, shown as it is",
  'blogadmin.ai.reason.other': "an unexpected failure's own words, after the translated 'Failed to generate content:'",
};

/**
 * Keys the error-vocabulary work owns (auth.error.*, leadErrors, validation.*, keys naming an error or a
 * failure): their Thai is changed there, not here. Each entry names the glossary term it still breaks;
 * the entry fails as stale once the value is fixed, so it is removed with the fix.
 */

const entries = Object.entries(th);

describe('the Thai glossary rules', () => {
  const rules = (text: string, key?: string) => thaiCopyProblems(text, key).map((problem) => problem.rule);

  it('finds a Thai full stop, but not in decimals, addresses, times, dates, abbreviations or an ellipsis', () => {
    for (const text of ['ส่งข้อความเรียบร้อยแล้ว.', 'เราตอบกลับเร็ว. ทีมงานพร้อม', 'เชื่อมต่อ API. จากนั้นทดสอบ', 'ติดต่อ hello@example.com.']) {
      expect(rules(text), text).toContain('Thai full stop');
    }
    for (const text of [
      'คะแนน 4.9/5 และเวอร์ชัน 2.5',
      'เขียนถึงเราที่ hello@example.com',
      'ดูที่ https://example.com/th/ ได้เลย',
      'เวลาทำการ 09.00–18.00 น.',
      'ตอบกลับภายใน 24 ชม.',
      '22 พ.ย. 2569 เวลา 14:05 น.',
      'สงวนลิขสิทธิ์ ค.ศ. 2026',
      'กำลังบันทึก...',
      'robots.txt และ Node.js',
    ]) {
      expect(rules(text), text).not.toContain('Thai full stop');
    }
  });

  it('wants ๆ after a no-break space', () => {
    expect(rules('เล็ก ๆ')).toContain('ๆ without a no-break space before it');
    expect(rules('เล็กๆ')).toContain('ๆ without a no-break space before it');
    expect(rules('เล็ก\u00a0ๆ')).toEqual([]);
  });

  it('wants Buddhist-era years, or ค.ศ. before a Christian-era one', () => {
    expect(rules('ก่อตั้งเมื่อปี 2014')).toContain('Christian-era year without ค.ศ.');
    expect(rules('ตัวเลขปี 2023-2024')).toContain('Christian-era year without ค.ศ.');
    for (const text of [
      'ก่อตั้งเมื่อปี 2557',
      'รายงานปี ค.ศ. 2023–2024',
      '© ค.ศ. 2026 Siam Pixel Studio',
      'ราคา 1,990 บาท',
      'รหัสไปรษณีย์ 10110',
      'ยาว 1000 คำ',
    ]) {
      expect(rules(text), text).not.toContain('Christian-era year without ค.ศ.');
    }
  });

  it('wants office hours as 09.00–18.00 น.', () => {
    for (const text of ['เวลา 9:00–18:00 น.', 'เวลา 09:00 - 18:00 น.', 'เวลา 09.00 - 18.00 น.']) {
      expect(rules(text), text).toContain('hours as 09.00–18.00 น.');
    }
    expect(rules('วันจันทร์ถึงวันศุกร์ 09.00–18.00 น.')).toEqual([]);
  });

  it('finds the glossary\'s "not" terms, and the scoped ones only for their keys', () => {
    expect(rules('ได้รับคำขอเริ่มโครงการแล้ว')[0]).toMatch(/โปรเจกต์/);
    expect(rules('ชำระผ่าน PromptPay')[0]).toMatch(/พร้อมเพย์/);
    expect(rules('สวัสดีค่ะ')[0]).toMatch(/register/);
    expect(rules('ราคาเริ่มต้น', 'wizard.plan.basePrice')[0]).toMatch(/ราคาพื้นฐาน/);
    expect(rules('ราคาเริ่มต้น', 'order.summary.startingPrice')).toEqual([]);
    expect(rules('หน้าชำระเงินตัวอย่าง', 'checkout.demo.title')[0]).toMatch(/ทดลอง/);
    expect(rules('ดูตัวอย่าง', 'blogadmin.field.previewMode')).toEqual([]);
    expect(rules('ขอบคุณสำหรับข้อเสนอแนะ')).toEqual([]);
  });

  it('wants no "?" after หรือไม่ or ไหม, and no "!" after ขอบคุณ or a confirmation', () => {
    expect(rules('ต้องการลบหรือไม่?')).toContain('no "?" after a question word');
    expect(rules('ขอบคุณ!')).toContain('"ขอบคุณ" without "!"');
    expect(rules('บันทึกเรียบร้อยแล้ว!')).toContain('a confirmation without "!"');
    expect(rules('เยี่ยม! รายละเอียดเพียงพอแล้ว')).toEqual([]);
    expect(rules('ต้องการลบหรือไม่')).toEqual([]);
  });

  it('wants a US-dollar amount beside its baht equivalent', () => {
    expect(rules('ค่าใช้จ่ายประมาณ 100 ดอลลาร์สหรัฐ')).toContain('a US-dollar amount beside its baht equivalent');
    expect(rules('ประมาณ 100 ดอลลาร์สหรัฐ (ราว 3,500 บาท)')).toEqual([]);
  });

  it('finds the partnership-money words: the ฿250,000 is a fee for a profit share, not an investment (issue 26)', () => {
    for (const text of ['โอกาสสำหรับพันธมิตรและนักลงทุน', 'ลงทุน 250,000 บาทได้', 'คุณนำเงินทุนมา', 'เพื่อร่วมลงทุน', 'คุณจะได้รับเงินลงทุนคืน']) {
      expect(rules(text)[0], text).toMatch(/^term: use /);
    }
    expect(rules('ระยะเวลาคืนทุน 3–5 ปี')).toEqual([]);
    expect(rules('ส่วนแบ่งที่คุณได้รับจะสะสมครบ 250,000 บาทภายในสิ้นปีที่ 5')).toEqual([]);
  });

  it('finds the other new "not" terms: launch, fixed price, user accounts, team notes, estimated total, tone, sign-in', () => {
    expect(rules('ออกแบบ พัฒนา และเปิดใช้งานเว็บไซต์')[0]).toMatch(/เปิดตัว/);
    expect(rules('เปิดใช้งานการยืนยันตัวตนแบบสองขั้นตอน', 'account.mfa.enable')).toEqual([]);
    expect(rules('ราคาคงที่เป็นเงินบาท')[0]).toMatch(/ราคาเหมาจ่าย/);
    expect(rules('ระบบยืนยันตัวตนและโปรไฟล์ผู้ใช้')[0]).toMatch(/ระบบสมาชิก/);
    expect(rules('ข้อความจากทีมงาน')[0]).toMatch(/หมายเหตุจากทีมงาน/);
    expect(rules('ยอดรวมโดยประมาณ')[0]).toMatch(/ราคารวมโดยประมาณ/);
    expect(rules('เป็นทางการ', 'blogadmin.ai.tone.professional')[0]).toMatch(/มืออาชีพ/);
    expect(rules('ล็อกอินด้วย LINE')[0]).toMatch(/เข้าสู่ระบบด้วย/);
    expect(rules('เปิด 2FA ในบัญชี')[0]).toMatch(/สองขั้นตอน/);
    expect(rules('RLS Policy Error: บัญชีของคุณไม่มีสิทธิ์')[0]).toMatch(/Thai sentence/);
  });

  it('wants ranges with an en dash and no spaces, and leaves phone numbers alone', () => {
    for (const text of ['4-8 สัปดาห์', '5,000 - 15,000 บาท', '฿5,000-฿15,000', 'วันจันทร์ - วันศุกร์', '3 – 6 เว็บไซต์ต่อเดือน']) {
      expect(rules(text), text).toContain('a range with an en dash and no spaces');
    }
    for (const text of ['4–8 สัปดาห์', '฿5,000–฿15,000', 'วันจันทร์–วันศุกร์', 'โทร 02-123-4567 วันจันทร์–วันศุกร์', 'แบ่ง 50/50']) {
      expect(rules(text), text).not.toContain('a range with an en dash and no spaces');
    }
  });

  it('wants the copyright line in the Buddhist era, and ฿ in value tiles', () => {
    expect(rules('© ค.ศ. 2026 Siam Pixel Studio สงวนลิขสิทธิ์')).toContain('a copyright line in the Buddhist era, without ค.ศ.');
    expect(rules('© 2569 Siam Pixel Studio สงวนลิขสิทธิ์')).toEqual([]);
    expect(rules('250,000 บาท', 'partners.hero.fee.value')).toContain('an amount in a value tile as ฿ (Intl th-TH), not "… บาท"');
    expect(rules('฿250,000', 'partners.hero.fee.value')).toEqual([]);
    expect(rules('ชำระค่าธรรมเนียม 250,000 บาทได้', 'partners.profile.fit.1')).toEqual([]);
  });

  it('wants no "?" in a sentence with หรือไม่ or ไหม anywhere in it', () => {
    expect(rules('คุณแน่ใจหรือไม่ว่าต้องการลบบทความนี้?')).toContain('no "?" after a question word');
    expect(rules('ต้องการลบบทความนี้ใช่ไหม')).toEqual([]);
  });

  it('finds the round-3 terms: schedule, due dates, money owed back, cash received, unlinking, session, rate limits, abandoned, IP, the studio (issue 39)', () => {
    expect(rules('ยังไม่มีตารางการชำระเงิน')[0]).toMatch(/งวดการชำระเงิน/);
    expect(rules('กำหนดการชำระเงิน')[0]).toMatch(/งวดการชำระเงิน/);
    expect(rules('งวดถัดไป', 'payments.state.upcoming')[0]).toMatch(/ยังไม่ถึงกำหนด/);
    expect(rules('กำหนดชำระภายใน 4 ธันวาคม 2569')[0]).toMatch(/ครบกำหนดชำระ/);
    expect(rules('คืนเป็นเครดิตแล้ว')[0]).toMatch(/ลดหนี้/);
    expect(rules('ชำระด้วยบัตรเครดิต/เดบิต')).toEqual([]);
    expect(rules('รายได้รายเดือน', 'reports.revenue.title')[0]).toMatch(/ยอดรับชำระ/);
    expect(rules('รายได้ต่อเดือน', 'partners.projections.revenue.label')).toEqual([]);
    expect(rules('ลบ {provider}', 'account.identities.removeLabel')[0]).toMatch(/ยกเลิกการเชื่อมต่อ/);
    expect(rules('เซสชันหมดอายุ')[0]).toMatch(/หมดเวลาการใช้งาน/);
    for (const text of ['มีคำขอมากเกินไป', 'คุณลองหลายครั้งเกินไป', 'ส่งคำตอบถี่เกินไป']) expect(rules(text)[0], text).toMatch(/ทำรายการบ่อยเกินไป/);
    expect(rules('การชำระเงินที่ถูกทิ้งไว้')[0]).toMatch(/ชำระเงินไม่เสร็จ/);
    expect(rules('จากที่อยู่ {address}')[0]).toMatch(/IP/);
    expect(rules('สตูดิโอจะออกใบแจ้งหนี้', 'payments.upcomingNote')[0]).toMatch(/ทีมงาน/);
    expect(rules('สตูดิโอในกรุงเทพฯ', 'home.about.title')).toEqual([]);
    expect(rules('บริษัท สยามพิกเซล สตูดิโอ จำกัด', 'rendered:receipt')).toEqual([]);
    expect(rules('แพ็กเกจ แพ็กเกจดูแลเว็บไซต์ มาตรฐาน')[0]).toMatch(/package name alone/);
    expect(rules('เพิ่ม: ระบบหลายภาษา')[0]).toMatch(/ฟีเจอร์เสริม/);
  });

  it('wants a time of day as 10.00 น.', () => {
    expect(rules('2 ธันวาคม 2569 เวลา 10:00')).toContain('a time of day as 10.00 น.');
    expect(rules('2 ธันวาคม 2569 เวลา 10.00 น.')).toEqual([]);
  });

  it('wants documents to print amounts without ฿ and cite documents by number', () => {
    expect(documentProblems('จำนวน ฿49,800.00').map((p) => p.rule)).toContain('a document amount as 49,800.00, without ฿');
    expect(documentProblems('ตามใบเสนอราคา #abcd1234').map((p) => p.rule)).toContain('a document cited by its number, not an id');
    expect(documentProblems('ตามใบเสนอราคา #{shortQuote}').length).toBe(1);
    expect(documentProblems('อ้างอิงใบเสนอราคาเลขที่ QT-2569-0002 จำนวน 49,800.00 บาท')).toEqual([]);
  });

  it('leaves text without Thai script alone', () => {
    expect(rules('Meta title.')).toEqual([]);
  });
});

describe('the Thai dictionary', () => {
  it('has Thai script in every value, apart from the listed names, numbers and field names', () => {
    const withoutThai = entries.filter(([, value]) => !hasThai(value)).map(([key]) => key);
    expect(withoutThai.sort()).toEqual(Object.keys(notThaiScript).sort());
  });

  it.each(entries.filter(([, value]) => hasThai(value)))('%s follows the glossary', (key, value) => {
    expect(thaiCopyProblems(value, key)).toEqual([]);
  });

  it('has a copyright line the page fills with the Buddhist-era year (formatYear), without ค.ศ.', () => {
    const line = th['footer.copyright'].replace('{year}', formatYear('th', new Date())).replace('{name}', 'Siam Pixel Studio');
    expect(line).toMatch(/^© 25\d\d Siam Pixel Studio สงวนลิขสิทธิ์$/);
    expect(thaiCopyProblems(line)).toEqual([]);
  });
});

const at = new Date('2026-11-22T07:05:00Z');
const dashboardUrl = 'https://studio.example/th/dashboard';
const plan = {
  title: th['wizard.plan.title.ecommerce'],
  description: 'ร้านเบเกอรี่ในกรุงเทพฯ ต้องการร้านค้าออนไลน์สองภาษา',
  timeline: th['wizard.plan.timeline.weeks4to6'],
  basePrice: 25000,
  finalPrice: 38000,
  features: [{ name: th['wizard.feature.multilingual.name'], price: 8000 }],
};
const order = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.test',
  packageName: 'เว็บไซต์ธุรกิจ',
  amount: 49800,
  projectDetails: {
    business_name: 'ใจดีไหมไทย',
    target_audience: 'นักท่องเที่ยว',
    timeline: th['order.timeline.1_month'],
    budget_range: th['order.budget.30000-50000'],
    quantity: 2,
  },
  submittedAt: at,
  locale: 'th' as const,
};

/** Every customer e-mail, rendered in Thai, with and without a name and a dashboard link. */
const thaiEmails: [string, RenderedEmail][] = [
  ['password reset', passwordResetEmail({ name: 'สมชาย', link: 'https://studio.example/th/reset?token=abc', locale: 'th' })],
  ['password reset, no name', passwordResetEmail({ name: '', link: 'https://studio.example/th/reset?token=abc', locale: 'th' })],
  [
    'onboarding confirmation',
    onboardingConfirmation({
      name: 'สมชาย',
      selectedPackage: 'เว็บไซต์ธุรกิจ',
      packagePrice: 24900,
      projectDescription: 'เว็บไซต์ร้านผ้าไหม',
      locale: 'th',
      submittedAt: at,
      dashboardUrl,
    }),
  ],
  [
    'onboarding confirmation, price in the quote',
    onboardingConfirmation({
      name: '',
      selectedPackage: plan.title,
      packagePrice: null,
      projectDescription: 'เว็บไซต์ร้านผ้าไหม',
      locale: 'th',
      submittedAt: at,
    }),
  ],
  [
    'contact thank-you',
    contactThankYou({
      name: 'อรุณ',
      email: 'arun@example.test',
      subject: 'สอบถามเรื่องโฮสติ้ง',
      message: 'ดูแลโฮสติ้งให้ด้วยหรือไม่',
      locale: 'th',
      submittedAt: at,
    }),
  ],
  ['quote confirmation', quoteConfirmation({ ...order, dashboardUrl })],
  ['quote confirmation, no business name', quoteConfirmation({ ...order, projectDetails: { quantity: 1 } })],
  ['project plan', customProjectPlan({ name: 'สมชาย', locale: 'th', plan, dashboardUrl })],
  ['project plan, no account', customProjectPlan({ name: 'สมชาย', locale: 'th', plan: { ...plan, features: [] } })],
  ...['pending', 'reviewed', 'quoted', 'approved', 'rejected', 'processing', 'completed', 'cancelled'].map(
    (status): [string, RenderedEmail] => [
      `quote status ${status}`,
      quoteStatus({
        locale: 'th',
        name: 'สมชาย',
        status,
        packageName: 'เว็บไซต์ธุรกิจ',
        quotedPrice: 24900,
        quotedTimeline: '3 สัปดาห์',
        adminNotes: 'เริ่มงานได้ต้นเดือนหน้า',
        dashboardUrl,
      }),
    ],
  ),
  ['quote status without package', quoteStatus({ locale: 'th', name: '', status: 'approved' })],
  [
    'order receipt, tax withheld, receipt attached',
    orderReceipt({
      locale: 'th',
      client: { name: 'สมชาย', email: 'somchai@example.test' },
      orderId: 'o-1',
      quoteId: 'q-1',
      packageName: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน',
      quantity: 1,
      amount: 49800,
      withheldSatang: 139_626,
      paidAt: at,
      attached: { type: 'tax_invoice', number: 'RT-2569-0001' },
      link: dashboardUrl,
    }),
  ],
  [
    'payment towards a quote, tax withheld',
    quoteBalanceReceived({
      locale: 'th',
      client: { name: 'สมชาย', email: 'somchai@example.test' },
      quoteId: 'q-1',
      packageName: 'เว็บไซต์ธุรกิจ',
      received: 26750,
      withheldSatang: 75_000,
      settlement: { price: 53500, paid: 26750, credited: 0, netPaid: 26750, outcome: 'due', amount: 26750 },
      attached: { type: 'tax_invoice', number: 'RT-2569-0002' },
      link: dashboardUrl,
    }),
  ],
  [
    'instalment due, company',
    instalmentDue({
      locale: 'th',
      client: { name: 'สมชาย', email: 'somchai@example.test' },
      quoteId: 'q-1',
      packageName: 'เว็บไซต์ธุรกิจ',
      instalment: { position: 2, count: 2, label: { en: 'On delivery', th: 'ส่งมอบงาน' } },
      amount: 2_675_000,
      withholding: 75_000,
      dueDate: '2026-12-04',
      link: dashboardUrl,
      onAcceptance: false,
      attached: { type: 'invoice', number: 'INV-2569-0001' },
    }),
  ],
  [
    'credit note sent late',
    creditNoteReissued({
      locale: 'th',
      client: { name: 'สมชาย', email: 'somchai@example.test' },
      amount: 980_000,
      creditedAt: at,
      number: 'CN-2569-0001',
      link: dashboardUrl,
      attached: true,
    }),
  ],
  [
    'e-Tax document (decision 0069)',
    etaxDocument({
      locale: 'th',
      buyer: { name: 'สมชาย ใจดี', email: 'somchai@example.test', kind: 'individual' },
      type: 'tax_invoice',
      number: 'RT-2569-0001',
      total: 2_490_000,
      seller: 'บริษัท สยามพิกเซล สตูดิโอ จำกัด',
      subject: '0105566012344.RT-2569-0001',
    }),
  ],
];

describe('the Thai customer e-mails', () => {
  it.each(thaiEmails)('%s follows the glossary in its subject and text', (_, email) => {
    for (const line of [email.subject, ...thaiLines(email.text)]) {
      expect(thaiCopyProblems(line), line).toEqual([]);
    }
  });

  it.each(thaiEmails)('%s opens with เรียน คุณ… and closes with ขอแสดงความนับถือ', (_, email) => {
    expect(email.text).toMatch(/^เรียน (?:คุณ\S|ท่านลูกค้า)/);
    expect(email.text).toContain(`\n\n${th['mail.signOff'].replace('{site}', 'Siam Pixel Studio')}\n`);
  });

  it('names a quote status with the words of the status badges', () => {
    for (const status of ['pending', 'processing', 'completed', 'cancelled'] as const) {
      expect(quoteStatus({ locale: 'th', name: 'สมชาย', status }).text).toContain(th[`status.${status}`]);
    }
    expect(quoteStatus({ locale: 'th', name: 'สมชาย', status: 'approved' }).text).toContain(th['status.approved']);
  });
});

/** The Thai summaries of the partner documents (public/*.html): each element's text, tags removed. */
function thaiInStaticPage(file: string): string[] {
  const html = readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8');
  const sections = [...html.matchAll(/<(section|a)\b[^>]*\blang="th"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2] ?? '');
  return sections
    .flatMap((section) => section.split(/<\/?(?:h\d|p|li|ul|ol|a)\b[^>]*>/))
    .map((text) =>
      text
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(hasThai);
}

describe('the Thai summaries of the partner documents', () => {
  it.each(['summary.html', 'businessplan.html'])('%s follows the glossary', (file) => {
    const texts = thaiInStaticPage(file);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(thaiCopyProblems(text), text).toEqual([]);
  });
});

/** Files whose Thai is printed on a tax document: the renderers and the money and document modules. */
const DOCUMENT_CODE = /^src\/(?:server\/billing\/|server\/admin\/outputTax|domain\/money\/|domain\/schedule\/)/;

describe('the Thai written in code (issue 39): renderers, money and document modules, templates, components', () => {
  const texts = thaiInSources();

  it('reads the renderers and the money and document modules', () => {
    const files = new Set(texts.map((t) => t.file));
    for (const file of [
      'src/server/billing/rendering/blocks/heading.ts',
      'src/server/billing/rendering/blocks/totals.ts',
      'src/server/billing/rendering/blocks/signatures.ts',
      'src/server/billing/rendering/creditNoteLayout.ts',
      'src/server/admin/outputTaxPdf.ts',
      'src/server/billing/quotation/quotationPdf.ts',
      'src/server/billing/schedule/invoicePdf.ts',
      'src/domain/money/quotation.ts',
      'src/domain/money/creditNote.ts',
      'src/domain/money/bahtText.ts',
    ]) {
      expect(files, file).toContain(file);
    }
  });

  it.each(texts.map(({ file, text }) => [file, text]))('%s: %s follows the glossary', (file, text) => {
    // A file's path is its "key": the rules scoped to documents, reports or client text apply by path.
    const problems = [...thaiCopyProblems(text, file), ...(DOCUMENT_CODE.test(file) ? documentProblems(text) : [])];
    expect(problems).toEqual([]);
  });
});

describe('the Thai lines the documents compose', () => {
  const seller = { ...DEMO_SELLER, vatRegistered: true, vatRateBp: 700 };
  const composed: [string, string][] = [
    ['a care plan line', packageLine({ th: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน', en: 'Care Plan Essential' }).th],
    ['a website package line', packageLine({ th: 'เว็บไซต์ธุรกิจ', en: 'Business Website' }).th],
    ...invoiceFor({
      seller,
      buyer: COMPANY_BUYER,
      amount: 2_675_000,
      instalment: { position: 2, count: 2, label: defaultSchedule().at(-1)!.label },
      quoteRef: 'abcd1234',
      quotationNumber: 'QT-2569-0002',
      dueDate: '2026-12-04',
      bank: DEMO_SELLER.bank,
      promptPayId: DEMO_SELLER.promptPayId,
      demo: false,
    }).snapshot.lines.map((line): [string, string] => ['an instalment invoice line', line.description.th]),
    ...creditNoteFor({
      seller,
      buyer: COMPANY_BUYER,
      references: [{ number: 'RT-2569-0007', issuedAt: '2026-11-27T03:00:00.000Z', total: 4_980_000 }],
      originalTotal: 4_980_000,
      correctTotal: 4_000_000,
      subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
      demo: false,
    }).snapshot.lines.map((line): [string, string] => ['a credit note line', line.description.th]),
  ];

  it.each(composed)('%s (%s) follows the glossary and the document rules', (_, text) => {
    expect([...thaiCopyProblems(text, 'rendered:document'), ...documentProblems(text)]).toEqual([]);
  });

  it('names a package once and cites the quotation by its number', () => {
    expect(composed[0]![1]).toBe('แพ็กเกจดูแลเว็บไซต์ มาตรฐาน');
    expect(composed[1]![1]).toBe('แพ็กเกจ เว็บไซต์ธุรกิจ');
    expect(composed[2]![1]).toBe('ส่งมอบงาน (งวดที่ 2 จาก 2) อ้างอิงใบเสนอราคาเลขที่ QT-2569-0002');
    expect(composed[3]![1]).toBe('ลดค่าบริการตามใบเสนอราคาเลขที่ QT-2569-0002 เป็นราคาที่ตกลงใหม่');
  });
});
