import { describe, expect, it } from 'vitest';
import { KEYWORD_GROUPS, detectNeeds, normalizeText, FEATURE_KEYS, type FeatureKey } from '../../../../src/domain/plan';

// Each phrase on its own must detect its need.
const detects: [FeatureKey, string[]][] = [
  [
    'ecommerce',
    [
      'shop',
      'shops',
      'shopping',
      'e-commerce',
      'ecommerce',
      'e commerce',
      'online store',
      'cart',
      'checkout',
      'payment',
      'payments',
      'sell products online',
      'woocommerce',
      'ร้านค้าออนไลน์',
      'อีคอมเมิร์ซ',
      'ขายของออนไลน์',
      'ตะกร้าสินค้า',
      'ชำระเงิน',
      'พร้อมเพย์',
      'ช้อปปิ้ง',
    ],
  ],
  [
    'multilingual',
    [
      'multilingual',
      'multi-language',
      'bilingual',
      'translation',
      'thai and english',
      'english/thai',
      'languages',
      'หลายภาษา',
      'สองภาษา',
      'ต้องมีภาษาอังกฤษ',
      'ภาษาจีน',
      'แปลภาษา',
      'รองรับ 2 ภาษา',
      'ไทย/อังกฤษ',
    ],
  ],
  ['analytics', ['analytics', 'dashboard', 'reports', 'statistics', 'visitor tracking', 'วิเคราะห์ข้อมูล', 'สถิติ', 'รายงาน', 'แดชบอร์ด']],
  [
    'api',
    [
      'api',
      'apis',
      'integration',
      'integrate',
      'third-party',
      'third party',
      'webhook',
      'webhooks',
      'เชื่อมต่อ api',
      'เชื่อมต่อapi',
      'เอพีไอ',
      'เชื่อมต่อระบบ',
      'เชื่อมกับ erp',
    ],
  ],
  [
    'seo',
    [
      'seo',
      'search engine',
      'google ranking',
      'rank higher on google',
      'marketing',
      'เอสอีโอ',
      'ติดอันดับ google',
      'ติดอันดับกูเกิล',
      'การตลาดออนไลน์',
    ],
  ],
  [
    'auth',
    [
      'login',
      'log in',
      'logs in',
      'sign in',
      'sign-up',
      'accounts',
      'members',
      'membership',
      'user profiles',
      'registration',
      'authentication',
      'เข้าสู่ระบบ',
      'สมัครสมาชิก',
      'ระบบสมาชิก',
      'โปรไฟล์ผู้ใช้',
      'ล็อกอิน',
    ],
  ],
  [
    'cms',
    [
      'cms',
      'blog',
      'content management',
      'edit content',
      'news',
      'articles',
      'บล็อก',
      'ระบบจัดการเนื้อหา',
      'อัปเดตเนื้อหา',
      'แก้ไขเนื้อหาเอง',
      'ข่าวสาร',
      'บทความ',
      'ระบบหลังบ้าน',
    ],
  ],
  [
    'mobile',
    ['mobile app', 'mobile-app', 'ios', 'android', 'app store', 'play store', 'แอปมือถือ', 'แอปพลิเคชัน', 'แอพพลิเคชั่น', 'iOS', 'Android'],
  ],
];

describe.each(detects)('the %s group', (need, phrases) => {
  it.each(phrases)('detects "%s"', (phrase) => {
    expect(detectNeeds(phrase)).toContain(need);
  });
});

// Each phrase must NOT detect the need: substrings, other senses and a Thai word that contains a keyword.
const ignores: [FeatureKey, string][] = [
  ['mobile', 'a happy customer'],
  ['mobile', 'apple orchard'],
  ['mobile', 'a web app for the office'],
  ['mobile', 'mobile-friendly and responsive'],
  ['mobile', 'รองรับมือถือ ดูดีบนมือถือ'],
  ['mobile', 'เว็บแอปสำหรับพนักงาน'],
  ['mobile', 'ติดต่อผ่านแอพไลน์'],
  ['mobile', 'น้ำแอปเปิ้ลสด'],
  ['api', 'capital investment'],
  ['api', 'rapid delivery'],
  ['ecommerce', 'weekend workshop'],
  ['ecommerce', 'our flower shop in chiang mai'],
  ['ecommerce', 'a coffee shop near bts'],
  ['ecommerce', 'photoshop retouching'],
  ['ecommerce', 'check out our portfolio'],
  ['ecommerce', 'hotel check-out time'],
  ['ecommerce', 'cartoon illustrations'],
  ['ecommerce', 'เวิร์กช็อปทำขนม'],
  ['ecommerce', 'รายงานยอดขายของเดือนนี้'],
  ['ecommerce', 'ฝ่ายขายของบริษัท'],
  ['ecommerce', 'online booking for tables'],
  ['auth', 'company profile'],
  ['auth', 'our team members'],
  ['auth', 'links to our social media accounts'],
  ['auth', 'an accounting firm'],
  ['auth', 'design in figma'],
  ['auth', 'แนะนำสมาชิกในทีม'],
  ['cms', 'a newsletter signup box'],
  ['multilingual', 'โรงเรียนสอนภาษาอังกฤษ'],
  ['multilingual', 'คำนี้แปลว่าอะไร'],
  ['seo', 'our marketing team sends the copy'],
  ['seo', 'seoul office'],
  ['seo', 'sign in with google'],
  ['analytics', 'order tracking for parcels'],
];

describe('false-positive guards', () => {
  it.each(ignores)('does not detect %s in "%s"', (need, phrase) => {
    expect(detectNeeds(phrase)).not.toContain(need);
  });
});

describe('normalizeText', () => {
  it('lower-cases, applies NFC and collapses white space', () => {
    expect(normalizeText('  ONLINE\n\t Store  ')).toBe('online store');
    expect(normalizeText('Cafe\u0301')).toBe('café');
  });

  it('removes zero-width spaces used as Thai word breaks', () => {
    expect(normalizeText('ร้านค้า\u200bออนไลน์')).toBe('ร้านค้าออนไลน์');
  });

  it('repairs sara am typed as nikhahit plus sara aa', () => {
    expect(normalizeText('ช\u0e4d\u0e32ระเงิน')).toBe('ชำระเงิน');
  });

  it('lets spacing, case, dashes and encodings vary without missing a need', () => {
    expect(detectNeeds('ONLINE   STORE')).toEqual(['ecommerce']);
    expect(detectNeeds('E\u2013Commerce')).toEqual(['ecommerce']);
    expect(detectNeeds('ระบบช\u0e4d\u0e32ระเงิน')).toEqual(['ecommerce']);
    expect(detectNeeds('ร้านค้า\u200bออนไลน์')).toEqual(['ecommerce']);
  });
});

describe('detectNeeds', () => {
  it('returns needs in the spec order, whatever the order in the text', () => {
    expect(detectNeeds('mobile app, blog, login, seo, api, analytics, bilingual, shop')).toEqual([...FEATURE_KEYS]);
  });

  it('returns nothing for an empty or keyword-free text', () => {
    expect(detectNeeds('')).toEqual([]);
    expect(detectNeeds('เว็บไซต์สวยๆ สำหรับร้านดอกไม้ในเชียงใหม่')).toEqual([]);
  });

  it('has English and Thai keywords for every need', () => {
    for (const key of FEATURE_KEYS) {
      expect(KEYWORD_GROUPS[key].en.length).toBeGreaterThan(0);
      expect(KEYWORD_GROUPS[key].th.length).toBeGreaterThan(0);
    }
  });

  it('treats HTML and script as plain text: a word in a tag still counts, nothing runs', () => {
    expect(detectNeeds('<script>alert("shop")</script>')).toEqual(['ecommerce']);
    expect(detectNeeds('<img src=x onerror=alert(1)>')).toEqual([]);
  });
});
