/**
 * Issue 24: the concepts owners describe (booking, Thai ways of ordering and paying, marketing words,
 * content staff post, accounts implied by what users do), the false positives and the negations the
 * issue lists, each in English and Thai; and the words each understood concept is quoted from.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDescription, detectNeeds, generatePlan, type FeatureKey } from '../../../../src/domain/plan';

const finds: [FeatureKey, string][] = [
  // Booking.
  ['auth', 'ระบบจองคิวสำหรับร้านทำเล็บ'],
  ['auth', 'ให้นักเรียนจองคลาสผ่านเว็บ'],
  ['auth', 'คนไข้นัดหมายหมอได้เอง'],
  ['auth', 'members book classes online'],
  ['auth', 'patients book appointments with the dentist'],
  ['auth', 'golfers reserve tee times'],
  // Ordering and paying, the Thai way and in English.
  ['ecommerce', 'ลูกค้ากดสั่งได้เลย'],
  ['ecommerce', 'ร้านรับออเดอร์เค้กวันเกิด'],
  ['ecommerce', 'สั่งอาหารจากร้านเรา'],
  ['ecommerce', 'ลูกค้าโอนเงินผ่านแอป'],
  ['ecommerce', 'แนบสลิปยืนยัน'],
  ['ecommerce', 'สแกนจ่ายหน้าเว็บ'],
  ['ecommerce', 'จองแล้วจ่ายมัดจำ'],
  ['ecommerce', 'ชำระค่าคอร์ส'],
  ['ecommerce', 'อยากขายเสื้อยืดลายไทยที่ออกแบบเองผ่านทางเว็บออนไลน์'],
  ['ecommerce', 'attendees buy tickets on the site'],
  ['ecommerce', 'pay a deposit when they book'],
  ['ecommerce', 'readers pay for a membership'],
  ['ecommerce', 'customers order and pay ahead'],
  // Marketing words.
  ['seo', 'อยากติด Google เวลาคนค้นหา'],
  ['seo', 'we want to be found on Google'],
  ['analytics', 'ติด GA4 กับ Facebook Pixel'],
  ['analytics', 'install GA4 and the Facebook Pixel'],
  ['analytics', 'อยากรู้ยอดคนเข้าเว็บ'],
  ['analytics', 'สรุปยอดขายรายเดือน'],
  // Content staff post themselves.
  ['cms', 'ร้านลงเมนูกับโปรโมชั่นเองได้'],
  ['cms', 'แอดมินโพสต์ข่าวทุกวัน'],
  ['cms', 'ครูอัปโหลดประกาศเอง'],
  ['cms', 'agents can add listings'],
  ['cms', 'teachers post announcements'],
  // Accounts implied by what users do.
  ['auth', 'ลูกค้าสะสมแต้มทุกครั้งที่ซื้อ'],
  ['auth', 'customers collect loyalty points'],
  ['auth', 'see their own booking history'],
  ['auth', 'ดูประวัติการจองของตัวเอง'],
  // Syncing with another system.
  ['api', 'connected to our POS and warehouse system'],
  ['api', 'เมนูซิงค์กับ POS ที่ร้าน'],
];

describe('concepts owners use', () => {
  it.each(finds)('reads %s in "%s"', (need, text) => {
    expect(detectNeeds(text)).toContain(need);
  });
});

const ignores: [FeatureKey, string][] = [
  // Paying with a bank's app is not a phone app of the studio's making.
  ['mobile', 'ลูกค้าจ่ายผ่านแอปธนาคารได้'],
  ['mobile', 'โอนผ่านแอปเป๋าตัง'],
  ['mobile', 'customers pay with their banking app'],
  // Listings for sale or rent are adverts, not a shop.
  ['ecommerce', 'เว็บประกาศขาย-เช่าคอนโด'],
  ['ecommerce', 'condo listings for sale or rent'],
  // Registering for an event is a guest list, not accounts.
  ['auth', 'ฟอร์มลงทะเบียนเข้างานสัมมนา'],
  ['auth', 'people register for the event with their phone number'],
  ['auth', 'a waiting list sign-up with e-mail only'],
  // Booking by phone or on someone else's site.
  ['auth', 'มีเบอร์โทรสำหรับจองโต๊ะ'],
  ['auth', 'bookings via Booking.com only'],
  // Marketing as a business word, not an enhancement.
  ['ecommerce', 'ทำการตลาดออนไลน์ให้ร้าน'],
  ['seo', 'ติด Google Analytics ให้ด้วย'],
  // Orders by phone.
  ['ecommerce', 'ลูกค้าโทรสั่งแล้วโอนเงินเอง'],
];

describe('false positives', () => {
  it.each(ignores)('does not read %s in "%s"', (need, text) => {
    expect(detectNeeds(text)).not.toContain(need);
  });
});

describe('negations owners write', () => {
  it.each([
    'Nothing to sell online, just a landing page for our firm.',
    'Online shop: not now. We only need our opening hours.',
    'E-commerce is out of scope for now; a portfolio will do.',
    'ไม่ได้อยากได้ร้านค้าออนไลน์นะคะ ขอแค่หน้าแนะนำร้าน',
    'ไม่ต้องมีตะกร้า ไม่ต้องชำระเงินออนไลน์ค่ะ',
    'We are not selling anything online.',
  ])('prices no shop for "%s"', (text) => {
    expect(generatePlan(text).primaryNeed).toBe('default');
    expect(detectNeeds(text)).not.toContain('ecommerce');
  });

  it.each(['ไม่ต้องมีระบบจองนะครับ ใช้ Booking.com', 'We do not want online booking, patients call us.'])(
    'prices no booking for "%s"',
    (text) => {
      expect(detectNeeds(text)).not.toContain('auth');
    },
  );
});

describe('booking (docs/decisions/0035-planner-booking.md)', () => {
  it('prices booking alone as user management, in both languages', () => {
    expect(generatePlan('Our salon wants clients to book appointments online, they pay at the salon.').primaryNeed).toBe('userManagement');
    expect(generatePlan('ร้านทำผมอยากมีระบบจองคิวออนไลน์ ลูกค้าจ่ายที่ร้าน').primaryNeed).toBe('userManagement');
  });

  it('prices paid booking as a sale, in both languages', () => {
    expect(generatePlan('Guests book a room and pay a deposit online.').needs).toEqual(['ecommerce', 'auth']);
    expect(generatePlan('ลูกค้าจองคิวแล้วโอนมัดจำ แนบสลิป').needs).toEqual(['ecommerce', 'auth']);
  });
});

describe('the words a plan was read from', () => {
  it('quotes the visitor, as typed, per understood concept', () => {
    const analysis = analyzeDescription('ร้านอาหารค่ะ อยากให้ลูกค้ากดสั่งแล้วโอนเงิน แนบสลิป และจองโต๊ะได้');
    const byConcept = Object.fromEntries(analysis.understood.map((u) => [u.concept, u.words]));
    expect(byConcept['order']).toEqual(['กดสั่ง']);
    expect(byConcept['pay']).toEqual(['โอนเงิน แนบสลิป']);
    expect(byConcept['book']).toEqual(['จองโต๊ะ']);
    expect(analysis.needs).toEqual(['ecommerce', 'auth']);
  });

  it('keeps the visitor’s case and spacing, not the normalised text', () => {
    const analysis = analyzeDescription('Please install GA4   and  a Facebook Pixel. We also want SEO.');
    const measure = analysis.understood.find((u) => u.concept === 'measure');
    expect(measure?.words).toEqual(['GA4 and a Facebook Pixel']);
    expect(analysis.understood.find((u) => u.concept === 'findOnGoogle')?.words).toEqual(['SEO']);
  });

  it('quotes nothing that was negated', () => {
    const analysis = analyzeDescription('No online shop, but a blog.');
    expect(analysis.understood.map((u) => u.concept)).toEqual(['post']);
  });

  it('gives the same analysis for the same text every time', () => {
    const text = 'Members book classes and pay online; ลูกค้าสะสมแต้ม';
    expect(analyzeDescription(text)).toEqual(analyzeDescription(text));
  });
});
