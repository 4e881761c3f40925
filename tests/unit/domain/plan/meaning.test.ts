import { describe, expect, it } from 'vitest';
import { detectNeeds, generatePlan, type FeatureKey, type PrimaryNeed } from '../../../../src/domain/plan';

/**
 * Issue 9 point 7: keyword pricing must read meaning, not words. Each row is a description, its
 * language, whether it is tricky (a negation, a shop as a business type, paying in person, a
 * language school) and the plan it must get: the primary need and every detected need.
 */
interface Row {
  text: string;
  locale: 'en' | 'th';
  tricky: boolean;
  primary: PrimaryNeed;
  needs: FeatureKey[];
}

const tricky = (locale: Row['locale'], text: string, primary: PrimaryNeed, needs: FeatureKey[]): Row => ({
  text,
  locale,
  tricky: true,
  primary,
  needs,
});
const plain = (locale: Row['locale'], text: string, primary: PrimaryNeed, needs: FeatureKey[]): Row => ({
  text,
  locale,
  tricky: false,
  primary,
  needs,
});

const rows: Row[] = [
  // English, tricky.
  tricky('en', 'A five-page site for our dental clinic with opening hours and a contact form. No shop needed.', 'default', []),
  tricky('en', 'Menu, photos and a map for our Thai restaurant; guests pay at the restaurant, no online payment.', 'default', []),
  tricky('en', 'A small shop in Siam Square selling phone cases wants a simple page with the address and a map.', 'default', []),
  tricky('en', 'A language school teaching English and Chinese to children needs a page for its courses and timetable.', 'default', []),
  tricky('en', 'We do not need a shop or a login, just a blog where we post news about our farm every week.', 'content', ['cms']),
  tricky('en', 'Our shop in Chiang Mai sells handmade soap; the website only shows our story and a map, without a cart.', 'default', []),
  // Booking implies accounts (docs/decisions/0035-planner-booking.md); paying at the desk is no sale.
  tricky('en', 'A booking page for our hostel. Payment is at the front desk on arrival, so no checkout on the site.', 'userManagement', [
    'auth',
  ]),
  tricky('en', 'Tutoring centre offering English lessons and IELTS classes wants a clean site with a contact form.', 'default', []),
  tricky('en', 'No need for user accounts or a members area; visitors only read our articles and watch videos.', 'content', ['cms']),
  tricky('en', "A portfolio site for a tattoo studio. We don't want a mobile app and an online store is not needed.", 'default', []),
  tricky('en', 'Customers pay cash on delivery for our noodle orders, we just need a menu page with a phone number.', 'default', []),
  tricky('en', 'We are a family shop selling rice and snacks in Korat and want a site with photos and Google Maps.', 'default', []),
  // Thai, tricky.
  tricky('th', 'ร้านอาหารญี่ปุ่นอยากได้เว็บไซต์แสดงเมนูและแผนที่ ไม่ต้องมีร้านค้าออนไลน์ ลูกค้าชำระเงินที่ร้าน', 'default', []),
  tricky('th', 'คลินิกกายภาพบำบัดต้องการเว็บไซต์แนะนำบริการและทีมแพทย์ ไม่ต้องมีระบบสมาชิกและไม่ต้องมีระบบชำระเงิน', 'default', []),
  tricky('th', 'โรงเรียนสอนภาษาอังกฤษและจีนสำหรับเด็ก อยากได้เว็บไซต์บอกคอร์สเรียนและตารางเรียน', 'default', []),
  tricky('th', 'ร้านขายของชำเล็กๆ ในหมู่บ้าน อยากมีหน้าเว็บบอกเวลาเปิดปิดและเบอร์โทร ลูกค้าจ่ายเงินสดหน้าร้าน', 'default', []),
  tricky('th', 'ร้านอาหารตามสั่งส่งเดลิเวอรี่ ลูกค้าชำระเงินปลายทาง ไม่เอาระบบตะกร้า ขอแค่หน้าเมนูกับเบอร์โทรสั่งอาหาร', 'default', []),
  tricky('th', 'เว็บไซต์บริษัทภาษาไทยอย่างเดียว ยังไม่ต้องมีแอปมือถือ และไม่จำเป็นต้องมีระบบล็อกอินสำหรับลูกค้า', 'default', []),
  tricky('th', 'สถาบันกวดวิชาสอนหลายภาษา อยากได้เว็บแนะนำครูผู้สอน และแบบฟอร์มให้ผู้ปกครองติดต่อกลับ', 'default', []),
  tricky('th', 'ไม่ต้องการร้านค้าออนไลน์ แต่อยากได้บล็อกให้ทีมงานเขียนบทความเกี่ยวกับการดูแลสวนได้เอง', 'content', ['cms']),
  tricky('th', 'ร้านกาแฟในนิมมานอยากได้เว็บแสดงเมนูกับรูปร้าน ไม่ได้ขายของออนไลน์ ไม่ต้องมีตะกร้าสินค้า', 'default', []),
  tricky('th', 'ร้านนวดแผนไทยต้องการเว็บแนะนำบริการ ลูกค้าจ่ายที่ร้านเท่านั้น ไม่มีระบบชำระเงินออนไลน์', 'default', []),
  tricky('en', 'A portfolio site without login or payments, with a blog where we publish our project news.', 'content', ['cms']),
  tricky('th', 'ร้านดอกไม้ต้องการเว็บแนะนำช่อดอกไม้ ระบบชำระเงินออนไลน์ไม่จำเป็น ลูกค้าโทรสั่งแล้วโอนเงินเอง', 'default', []),
  tricky('th', 'อยากได้ร้านค้าออนไลน์ที่ลูกค้าไม่ต้องสมัครสมาชิกก็สั่งซื้อได้เลย', 'ecommerce', ['ecommerce']),
  tricky('th', 'ไม่ต้องมีร้านค้าออนไลน์ ตะกร้า หรือระบบชำระเงิน ขอแค่หน้าแนะนำสินค้ากับแผนที่ร้าน', 'default', []),
  tricky('en', 'Shop: not needed. Online payment - not needed either. Blog: yes, with news every week.', 'content', ['cms']),
  // A negation rules out only what it governs, not the need asked for next to it.
  tricky('en', "An online store for our tea where customers don't need to log in or create an account.", 'ecommerce', ['ecommerce']),
  tricky('th', 'ไม่มีเว็บไซต์มาก่อนเลย ต้องการร้านค้าออนไลน์ที่ลูกค้าไม่ต้องล็อกอินก็สั่งซื้อได้', 'ecommerce', ['ecommerce']),
  // English, plain positives: nothing regressed.
  plain('en', 'We need an online shop with a cart and PromptPay payments for our bakery, in Thai and English.', 'ecommerce', [
    'ecommerce',
    'multilingual',
  ]),
  plain('en', 'A small bakery wants to sell cakes online with delivery across Bangkok and a members area for regulars.', 'ecommerce', [
    'ecommerce',
    'auth',
  ]),
  plain('en', 'Bilingual website for our hotel with a blog, so guests can read news about events in the area.', 'content', [
    'multilingual',
    'cms',
  ]),
  plain('en', 'A customer portal where clients log in, see invoices and reports, connected to our ERP.', 'userManagement', [
    'analytics',
    'api',
    'auth',
  ]),
  plain('en', 'Our language school needs its site in Thai and English so foreign parents can read it too.', 'default', ['multilingual']),
  plain('en', 'An e-commerce site for our shop in Chiang Mai, with credit card checkout and order tracking.', 'ecommerce', ['ecommerce']),
  plain('en', 'An iOS and Android app for our gym members plus SEO for the landing page.', 'userManagement', ['seo', 'auth', 'mobile']),
  plain('en', 'A simple website for our small architecture studio in Chiang Mai, showing our projects and our team.', 'default', []),
  plain('en', 'We would like a multilingual site with a language switcher and a dashboard with visitor statistics.', 'default', [
    'multilingual',
    'analytics',
  ]),
  plain('en', 'Not only a brochure: we want an online store where customers pay by credit card and a blog.', 'ecommerce', [
    'ecommerce',
    'cms',
  ]),
  plain('en', "We don't have a website yet and need an online shop with a shopping cart for our ceramics.", 'ecommerce', ['ecommerce']),
  plain('en', 'A website for our shop selling coffee beans online, with a cart and card payments.', 'ecommerce', ['ecommerce']),
  plain('en', 'Please build an online store with PromptPay and an English version of the site for tourists.', 'ecommerce', [
    'ecommerce',
    'multilingual',
  ]),
  plain('en', 'No more than ten pages, but with an online shop and a login for wholesale customers.', 'ecommerce', ['ecommerce', 'auth']),
  plain('en', 'A members area where patients sign in to see their appointments and download reports.', 'userManagement', [
    'analytics',
    'auth',
  ]),
  // Thai, plain positives.
  plain('th', 'ร้านเบเกอรี่ในกรุงเทพฯ ต้องการร้านค้าออนไลน์พร้อมระบบชำระเงินผ่านพร้อมเพย์ และเว็บไซต์ภาษาไทยและอังกฤษ', 'ecommerce', [
    'ecommerce',
    'multilingual',
  ]),
  plain('th', 'เว็บไซต์เรียบง่ายสำหรับสตูดิโอสถาปนิกเล็กๆ ในเชียงใหม่ แสดงผลงานโครงการและทีมงานของเรา พร้อมข้อมูลติดต่อ', 'default', []),
  plain('th', 'อยากได้เว็บขายของออนไลน์ มีตะกร้าสินค้า ชำระเงินด้วยบัตรเครดิต และระบบสมาชิกสะสมแต้ม', 'ecommerce', ['ecommerce', 'auth']),
  plain('th', 'โรงเรียนสอนภาษาอยากได้เว็บไซต์สองภาษา ไทยและอังกฤษ ให้ผู้ปกครองต่างชาติอ่านได้', 'default', ['multilingual']),
  plain('th', 'ต้องการเว็บบริษัทที่มีบล็อกและข่าวสาร ให้ทีมงานอัปเดตเนื้อหาได้เอง พร้อมทำ SEO ให้ติดอันดับ Google', 'content', ['seo', 'cms']),
  plain('th', 'ต้องการแอปมือถือสำหรับสมาชิกฟิตเนส ให้ลูกค้าเข้าสู่ระบบและดูสถิติการออกกำลังกาย', 'userManagement', ['analytics', 'auth', 'mobile']),
  plain('th', 'ร้านขายของฝากออนไลน์ รองรับหลายภาษา มีระบบสมาชิกสะสมแต้ม และวิเคราะห์ข้อมูลลูกค้า', 'ecommerce', [
    'ecommerce',
    'multilingual',
    'analytics',
    'auth',
  ]),
  plain('th', 'โรงงานต้องการแดชบอร์ดสรุปยอดผลิต และเชื่อมต่อระบบ ERP เดิมผ่าน API', 'default', ['analytics', 'api']),
  plain('th', 'ร้านเสื้อผ้ามีหน้าร้านอยู่แล้ว อยากเปิดร้านค้าออนไลน์ให้ลูกค้าสั่งซื้อและชำระเงินผ่านเว็บ', 'ecommerce', ['ecommerce']),
  plain('th', 'อยากได้เว็บไซต์สามภาษาสำหรับบริษัททัวร์ พร้อมบล็อกแนะนำสถานที่ท่องเที่ยว', 'content', ['multilingual', 'cms']),
  plain('th', 'ต้องการเว็บไซต์หลายภาษาสำหรับโรงแรม มีระบบจองห้องพักและชำระเงินด้วยบัตรเครดิต', 'ecommerce', ['ecommerce', 'multilingual', 'auth']),
  plain('th', 'บริษัทต้องการเว็บไซต์ที่มีระบบล็อกอินสำหรับตัวแทนจำหน่าย และหน้าบทความอัปเดตข่าวสารทุกเดือน', 'userManagement', ['auth', 'cms']),
  plain('th', 'ไม่มีหน้าร้าน ขายของออนไลน์อย่างเดียว ต้องการระบบตะกร้าและรับชำระผ่านพร้อมเพย์', 'ecommerce', ['ecommerce']),
];

describe.each(rows)('$locale $primary $needs: $text', ({ text, primary, needs }) => {
  it('detects exactly the needs the visitor asks for', () => {
    expect(detectNeeds(text)).toEqual(needs);
  });

  it('prices the plan from them', () => {
    const plan = generatePlan(text);
    expect(plan.primaryNeed).toBe(primary);
    const recommended = plan.optionalFeatures.filter((f) => f.recommended).map((f) => f.key);
    expect(recommended).toEqual(needs);
    expect(plan.finalPrice).toBe(plan.basePrice + plan.optionalFeatures.filter((f) => f.selected).reduce((sum, f) => sum + f.price, 0));
  });
});

describe('the meaning table', () => {
  it('has at least 40 rows in both languages, half of them tricky', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const trickyRows = rows.filter((r) => r.tricky);
    expect(trickyRows.length * 2).toBeGreaterThanOrEqual(rows.length - 1);
    expect(trickyRows.length * 2).toBeLessThanOrEqual(rows.length + 1);
    for (const locale of ['en', 'th'] as const) {
      expect(rows.filter((r) => r.locale === locale && r.tricky).length).toBeGreaterThanOrEqual(10);
      expect(rows.filter((r) => r.locale === locale && !r.tricky).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('no longer prices the reviewer’s descriptions as a shop or a multilingual site', () => {
    expect(generatePlan('We need a simple site with our menu and a contact form. No shop needed.').finalPrice).toBe(15000);
    expect(generatePlan('Guests pay at the restaurant, no online payment, we only need a menu page.').finalPrice).toBe(15000);
    expect(generatePlan('A small shop in Siam Square needs a page with its address and opening hours.').finalPrice).toBe(15000);
    expect(detectNeeds('a language school teaching English and Chinese')).not.toContain('multilingual');
  });
});

describe('the descriptions the browser tests type', () => {
  it.each([
    ['We are a Bangkok bakery and need an online shop with a cart and PromptPay payments, in Thai and English.', 38000],
    ['ร้านเบเกอรี่ในกรุงเทพฯ ต้องการร้านค้าออนไลน์พร้อมระบบชำระเงินผ่านพร้อมเพย์ และเว็บไซต์ภาษาไทยและอังกฤษ', 38000],
    ['A simple website for our small architecture studio in Chiang Mai, showing our projects and our team.', 15000],
    ['เว็บไซต์เรียบง่ายสำหรับสตูดิโอสถาปนิกเล็กๆ ในเชียงใหม่ แสดงผลงานโครงการและทีมงานของเรา พร้อมข้อมูลติดต่อ', 15000],
  ])('keeps the price of "%s" at %i', (text, price) => {
    expect(generatePlan(text).finalPrice).toBe(price);
  });
});
