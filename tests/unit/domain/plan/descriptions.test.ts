import { describe, expect, it } from 'vitest';
import { generatePlan, type PrimaryNeed } from '../../../../src/domain/plan';

interface Row {
  text: string;
  primary: PrimaryNeed;
  base: number;
  weeks: [number, number];
  ids: number[];
}

const ECOMMERCE = { primary: 'ecommerce', base: 25000, weeks: [4, 6] } as const;
const USERS = { primary: 'userManagement', base: 20000, weeks: [3, 5] } as const;
const CONTENT = { primary: 'content', base: 18000, weeks: [3, 4] } as const;
const DEFAULT = { primary: 'default', base: 15000, weeks: [2, 4] } as const;

const row = (text: string, tier: typeof ECOMMERCE | typeof USERS | typeof CONTENT | typeof DEFAULT, ids: number[]): Row => ({
  text,
  primary: tier.primary,
  base: tier.base,
  weeks: [tier.weeks[0], tier.weeks[1]],
  ids,
});

const english: Row[] = [
  row('We are a family bakery in Sukhumvit and want an online store where customers order cakes and pay by PromptPay.', ECOMMERCE, [1]),
  row('Our law firm needs a clean website with a blog for legal articles and a contact form for new clients in Bangkok.', CONTENT, [7]),
  row('A portal for our accounting clients where they log in to download documents and manage their user accounts securely.', USERS, [6]),
  row('Simple company profile website for a construction firm in Rayong, five pages with photos of past projects and a map.', DEFAULT, []),
  row('We need a bilingual Thai and English website for our boutique hotel with room photos, check-in and check-out times.', DEFAULT, [2]),
  row(
    'A mobile app for iOS and Android so our restaurant customers can collect loyalty points, plus a simple landing page.',
    USERS,
    [6, 8],
  ),
  row(
    'Dashboard with analytics and monthly reports for our logistics company, integrated with our ERP through a REST API.',
    DEFAULT,
    [3, 4],
  ),
  row("We want to rank on Google for 'dentist Bangkok'; please handle SEO and digital marketing for our dental clinic site.", DEFAULT, [5]),
  row(
    'Online shop with shopping cart and checkout, customer accounts, product reviews, and a blog for seasonal recipes.',
    ECOMMERCE,
    [1, 6, 7],
  ),
  row('News portal for a local community in Khon Kaen: editors publish articles daily and readers can sign up for alerts.', USERS, [6, 7]),
  row(
    'A corporate website in English, Chinese and Thai, connected to our CRM, with a careers page and a news section.',
    CONTENT,
    [2, 4, 7],
  ),
  row(
    'E-commerce platform for handmade ceramics with multi-language support, Google Analytics, and an Android app later.',
    ECOMMERCE,
    [1, 2, 3, 8],
  ),
  row(
    'We host a weekend workshop series and want a happy, simple page listing dates, prices and the venue address in Bangkok.',
    DEFAULT,
    [],
  ),
  row(
    'Portfolio site for a wedding photographer with a gallery, testimonials, pricing packages and a WhatsApp contact button.',
    DEFAULT,
    [],
  ),
  row(
    'A web app where our sales team logs in, enters leads and sees statistics; it should integrate with third-party email tools.',
    USERS,
    [3, 4, 6],
  ),
];

const thai: Row[] = [
  row('อยากได้ร้านค้าออนไลน์ขายเสื้อผ้าแฟชั่น มีตะกร้าสินค้าและชำระเงินผ่านพร้อมเพย์ได้ ส่งของทั่วประเทศ', ECOMMERCE, [1]),
  row('ร้านอาหารไทยในสีลม ต้องการเว็บไซต์สองภาษา ไทยและอังกฤษ มีเมนู รูปภาพ แผนที่ และเบอร์โทรสำหรับจองโต๊ะ', DEFAULT, [2]),
  row('บริษัทรับเหมาก่อสร้าง ต้องการเว็บไซต์ company profile แสดงผลงานที่ผ่านมา ข้อมูลติดต่อ และแผนที่สำนักงาน', DEFAULT, []),
  row('คลินิกความงามอยากทำ SEO ให้เว็บติดอันดับ Google และทำการตลาดออนไลน์ เพื่อให้ลูกค้าใหม่ค้นหาเจอง่ายขึ้น', DEFAULT, [5]),
  row('ต้องการระบบสมาชิกสำหรับฟิตเนส ให้ลูกค้าสมัครสมาชิก เข้าสู่ระบบ และดูโปรไฟล์ผู้ใช้กับประวัติการเข้าคลาสได้', USERS, [6]),
  row('โรงเรียนกวดวิชาอยากได้เว็บไซต์ที่มีบล็อก และระบบจัดการเนื้อหา ให้ครูอัปเดตเนื้อหาและลงข่าวสารได้เอง', CONTENT, [7]),
  row('อยากได้แอปมือถือทั้ง iOS และ Android สำหรับร้านกาแฟ ให้ลูกค้าสะสมแต้มและรับโปรโมชั่นผ่านแอป', USERS, [6, 8]),
  row('โรงงานผลิตชิ้นส่วนรถยนต์ต้องการแดชบอร์ดสรุปสถิติการผลิต รายงานรายเดือน และเชื่อมต่อระบบ ERP เดิมผ่าน API', DEFAULT, [3, 4]),
  row('ร้านขายของฝากออนไลน์ รองรับหลายภาษา ไทย อังกฤษ จีน มีระบบสมาชิกสะสมแต้ม และวิเคราะห์ข้อมูลลูกค้า', ECOMMERCE, [1, 2, 3, 6]),
  row('สำนักงานบัญชีต้องการเว็บไซต์ให้ลูกค้าล็อกอินเข้ามาดาวน์โหลดเอกสาร พร้อมบทความความรู้ด้านภาษีอัปเดตทุกเดือน', USERS, [6, 7]),
  row('โรงเรียนสอนภาษาอังกฤษสำหรับเด็ก อยากได้เว็บไซต์แนะนำคอร์สเรียน ตารางเรียน และแบบฟอร์มติดต่อผู้ปกครอง', DEFAULT, []),
  row('เวิร์กช็อปทำเซรามิกสุดสัปดาห์ อยากได้หน้าเว็บเรียบๆ บอกวัน เวลา ราคา และแผนที่ร้าน สวยงามดูดีบนมือถือ', DEFAULT, []),
  row('ต้องการรายงานยอดขายของแต่ละสาขาแบบเรียลไทม์ สำหรับผู้บริหาร ดูผ่านเว็บได้ทุกที่ และส่งออกเป็นไฟล์ Excel', DEFAULT, [3]),
  row('ธุรกิจทัวร์อยากได้เว็บไซต์ 3 ภาษา มีระบบจองทัวร์และชำระเงินออนไลน์ เชื่อมต่อกับ LINE OA ของบริษัท', ECOMMERCE, [1, 2, 4, 6]),
];

// Thai with English words, as many Thai business owners write.
const mixed: Row[] = [
  row('อยากได้เว็บขายของ มีระบบ login ให้ลูกค้า และหน้า dashboard ดูยอดขายรายวันของร้านค่ะ', ECOMMERCE, [1, 3, 6]),
  row('ทำเว็บ company profile 2 ภาษา Thai/English พร้อม SEO ให้ติดหน้าแรก Google ด้วยครับ ธุรกิจนำเข้าเครื่องจักร', DEFAULT, [2, 5]),
  row('ขอ quote ทำ mobile app + เว็บหลังบ้านสำหรับ admin อัปเดตข่าวสาร และ push notification ให้ user', CONTENT, [7, 8]),
  row('คลินิกทันตกรรม อยากทำ online booking ให้คนไข้ sign up แล้วจองคิวได้ พร้อมส่ง SMS แจ้งเตือนก่อนวันนัด', USERS, [6]),
  row('We want a Shopify-like store ขายสินค้าออนไลน์ with payment gateway และ integrate กับ Shopee/Lazada', ECOMMERCE, [1, 4]),
];

const selectedIds = (text: string) =>
  generatePlan(text)
    .optionalFeatures.filter((f) => f.selected)
    .map((f) => f.id);

describe.each([
  ['English', english],
  ['Thai', thai],
  ['mixed Thai and English', mixed],
])('%s descriptions', (_language, rows) => {
  it.each(rows)('$primary, $ids: $text', ({ text, primary, base, weeks, ids }) => {
    const plan = generatePlan(text);
    expect(plan.primaryNeed).toBe(primary);
    expect(plan.basePrice).toBe(base);
    expect(plan.timeline).toEqual({ minWeeks: weeks[0], maxWeeks: weeks[1] });
    expect(plan.timelineKey).toBe(`wizard.plan.timeline.weeks${weeks[0]}to${weeks[1]}`);
    // Named by the tier, or as a booking site at the tier's price (issue 39; booking-plan.test.ts pins which).
    const subjects: string[] =
      primary === 'ecommerce' ? [primary, 'paidBooking'] : primary === 'userManagement' ? [primary, 'booking'] : [primary];
    expect(subjects).toContain(plan.subject);
    expect(plan.titleKey).toBe(`wizard.plan.title.${plan.subject}`);
    expect(plan.explanationKey).toBe(`wizard.plan.explanation.${plan.subject}`);
    expect(selectedIds(text)).toEqual(ids);
  });
});

describe('the description table', () => {
  const all = [...english, ...thai, ...mixed];

  it('has at least 30 rows, roughly half English and half Thai', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(Math.abs(english.length - thai.length)).toBeLessThanOrEqual(2);
  });

  it('recommends exactly what it pre-selects, and prices base plus the selection', () => {
    for (const { text } of all) {
      const plan = generatePlan(text);
      for (const f of plan.optionalFeatures) expect(f.selected).toBe(f.recommended);
      const extras = plan.optionalFeatures.filter((f) => f.selected).reduce((sum, f) => sum + f.price, 0);
      expect(plan.finalPrice).toBe(plan.basePrice + extras);
    }
  });

  it('lists one key feature per detected need after the three every plan has', () => {
    const plan = generatePlan(mixed[0]?.text ?? '');
    expect(plan.needs).toEqual(['ecommerce', 'analytics', 'auth']);
    expect(plan.keyFeatureKeys).toEqual([
      'wizard.plan.keyFeature.responsive',
      'wizard.plan.keyFeature.performance',
      'wizard.plan.keyFeature.security',
      'wizard.plan.keyFeature.ecommerce',
      'wizard.plan.keyFeature.analytics',
      'wizard.plan.keyFeature.auth',
    ]);
  });
});
