/**
 * Keyword groups that detect a visitor's needs from a free-text project description, in English
 * and Thai. Each pattern is a regular-expression source over normalised (lower-case, NFC,
 * single-spaced) text. English alternatives only match whole words, so "workshop", "capital" and
 * "happy" do not count as shop, API or app. Thai is written without spaces between words, so Thai
 * alternatives match anywhere; the few that also occur inside unrelated words carry a guard.
 */
import { FEATURE_KEYS, type FeatureKey } from './features';

export interface KeywordGroup {
  readonly en: readonly string[];
  readonly th: readonly string[];
}

const LANGS_EN = '(?:thai|english|chinese|japanese|korean|french|german|russian|burmese|lao|vietnamese)';
const LANGS_TH = '(?:อังกฤษ|จีน|ญี่ปุ่น|เกาหลี|พม่า|ลาว|เวียดนาม|รัสเซีย|ฝรั่งเศส|เยอรมัน|อาหรับ)';
const GOOGLE_TH = '(?:google|กูเกิล|กูเกิ้ล)';
const UPDATE_TH = '(?:อัปเดต|อัพเดต|อัพเดท|อัปเดท|แก้ไข|แก้|เปลี่ยน|เพิ่ม)';

export const KEYWORD_GROUPS: Readonly<Record<FeatureKey, KeywordGroup>> = {
  ecommerce: {
    en: [
      'e[- ]?commerce',
      'e-?shops?',
      'webshops?',
      // A coffee or flower shop is where the business is, not what the site does.
      '(?<!(?:coffee|flower|barber|repair|tea|gift|bike|pet|print|noodle|tailor|souvenir|car|body|massage) )shops?',
      'shopping',
      'shopify',
      'woocommerce',
      '(?:online|web) ?stores?',
      'storefronts?',
      'carts?',
      // "checkout" only as one word: "check out our work" and a hotel's "check-out" are not shops.
      'checkouts?',
      'payments?',
      'promptpay',
      'credit cards?',
      'pay online',
      'buy online',
      'sell(?:s|ing)? (?:[a-z]+ ){0,2}online',
      'sell(?:s|ing)? (?:our |my |their )?products',
      'online (?:orders?|ordering|sales)',
      'order(?:s|ing)? online',
    ],
    th: [
      'ร้านค้าออนไลน์',
      'ร้านออนไลน์',
      'เว็บร้านค้า',
      'อีคอมเมิร์ซ',
      'อีคอมเมิร์ส',
      'อีคอมเมิซ',
      // Guards: "ยอดขายของเดือนนี้" is this month's sales and "ฝ่ายขาย" the sales team, not a shop.
      '(?<!ยอด|ฝ่าย|พนักงาน|ทีม|นัก)ขาย(?:ของ|สินค้า|ออนไลน์|ผ่านเว็บ)',
      'ตะกร้าสินค้า',
      'ใส่ตะกร้า',
      'ระบบตะกร้า',
      'ชำระเงิน',
      'รับชำระ',
      'จ่าย(?:เงิน)?ออนไลน์',
      'พร้อมเพย์',
      'บัตรเครดิต',
      'ตัดบัตร',
      'สั่งซื้อ',
      // "เวิร์กช็อป" is a workshop.
      '(?<!เวิร์ก|เวิร์ค|เวิก|เวิค)ช[็้]?อป',
    ],
  },
  multilingual: {
    en: [
      'multi-?lingual',
      'multi[- ]?languages?',
      'multiple languages',
      'bilingual',
      'trilingual',
      'languages',
      'language (?:switch(?:er)?|toggle|selector|versions?)',
      'translat(?:e|ed|es|ing|ion|ions)',
      'locali[sz]ation',
      'i18n',
      `${LANGS_EN} ?(?:and|&|/|,|or|\\+) ?${LANGS_EN}`,
      `${LANGS_EN} (?:version|translation)s?`,
    ],
    th: [
      'หลายภาษา',
      'สองภาษา',
      'สามภาษา',
      '[2-9๒-๙] ?ภาษา',
      // A language school's site is not multilingual because it teaches English.
      `(?<!(?:สอน|เรียน|คอร์ส|ติว) ?)ภาษา${LANGS_TH}`,
      'แปลภาษา',
      'แปลเป็น',
      'แปลเนื้อหา',
      'คำแปล',
      'เวอร์ชั่?นภาษา',
      '(?:เปลี่ยน|สลับ)ภาษา',
      `ไทย ?(?:และ|กับ|/|-|,|&) ?${LANGS_TH}`,
      `${LANGS_TH} ?(?:และ|กับ|/|-|,|&) ?ไทย`,
    ],
  },
  analytics: {
    en: [
      'analytics?',
      'data analy(?:sis|tics)',
      'dashboards?',
      'reports?',
      'reporting',
      'statistics',
      'stats',
      // Parcel tracking belongs to the shop, not to analytics.
      '(?<!(?:order|parcel|shipment|delivery|package) )tracking',
      'track (?:visitors|sales|conversions|traffic|users)',
      'metrics',
      'kpis?',
      'insights',
    ],
    th: [
      'วิเคราะห์(?:ข้อมูล|ยอด|พฤติกรรม|ผล|สถิติ)',
      'การวิเคราะห์',
      'สถิติ',
      'รายงาน',
      'แดชบ(?:อร์ด|อด|อร์ท)',
      'อนาไลติก',
      'ติดตาม(?:ผู้เข้าชม|ยอด|พฤติกรรม)',
      '(?:จำนวน|ยอด)ผู้เข้าชม',
    ],
  },
  api: {
    en: [
      'apis?',
      'graphql',
      'integrat(?:e|es|ed|ing|ion|ions)',
      '(?:third|3rd)[- ]party',
      'webhooks?',
      'erp',
      'crm',
      'sync(?:s|ing|hroni[sz]e)? with',
      'connect(?:s|ed|ing)? (?:to|with) (?:[a-z-]+ ){0,3}(?:systems?|software|platforms?|databases?|pos|erp|crm)',
    ],
    th: [
      'เอพีไอ',
      'เชื่อม(?:ต่อ)? ?(?:กับ ?)?(?:ระบบ|ข้อมูล|ฐานข้อมูล|โปรแกรม|erp|crm|pos|line|ไลน์|shopee|lazada)',
      'ระบบภายนอก',
      'บุคคลที่สาม',
      'ซิงค์',
      'อินทิเกรต',
      'อินทีเกรต',
      'เว็บฮุค',
      'ดึงข้อมูลจาก',
    ],
  },
  seo: {
    en: [
      'seo',
      'search engines?',
      'google (?:rankings?|search|ads)',
      '(?:rank|ranks|ranked|ranking|rankings|first page)(?: [a-z]+){0,3} (?:on|in|of) google',
      // "Our marketing team will send the copy" says who, not what the site needs.
      'marketing(?! (?:team|department|manager|staff))',
      'organic traffic',
    ],
    th: [
      'เอสอีโอ',
      'ติดอันดับ',
      'ติดหน้าแรก',
      `หน้าแรก(?:ของ|ใน|บน)? ?${GOOGLE_TH}`,
      `(?:ค้นหา|เสิร์ช|เสิช)(?:ใน|บน|ผ่าน|เจอใน)? ?${GOOGLE_TH}`,
      '(?<!ฝ่าย|ทีม)การตลาด',
      'ทำตลาด',
      'โฆษณาออนไลน์',
      'ยิงแอด',
    ],
  },
  auth: {
    en: [
      'log(?:s|ged|ging)?[- ]?in(?:s|to)?',
      'sign[- ]?in(?:to)?',
      'sign[- ]?ups?',
      'sign[- ]?on',
      // Social-media and bank accounts are not user accounts.
      '(?<!(?:social|media|instagram|facebook|tiktok|line|bank) )accounts',
      '(?:user|customer|member|client|personal) accounts?',
      '(?:create an|my|your) account',
      // "Our team members" is the staff page, not a membership system.
      '(?<!(?:team|staff|family|board|committee) )members',
      'membership',
      'members?[- ](?:area|login|portal|pages?|only|system)',
      '(?:user|customer|member|personal) profiles?',
      'profile pages?',
      'registration',
      '(?:users?|customers?|members?|visitors?|people) (?:can |to |must |will |should )?register',
      'register (?:an |for an )?account',
      'authenticat(?:e|ion)',
      'oauth',
      'passwords?',
      'two-factor',
      '2fa',
      'sso',
      'user (?:management|roles)',
      'permissions',
    ],
    th: [
      'เข้าสู่ระบบ',
      'ล็อ[กค]อิน',
      'ลอ[กค]อิน',
      '(?<!ทีม ?)สมาชิก(?! ?(?:ในทีม|ทีม|ในครอบครัว|ครอบครัว))',
      'บัญชี(?:ผู้ใช้|สมาชิก|ลูกค้า)',
      'โปรไฟล์(?:ผู้ใช้|ลูกค้า|สมาชิก|ส่วนตัว)',
      'ลงทะเบียน',
      'รหัสผ่าน',
      'ยืนยันตัวตน',
      '(?:จัดการ|สิทธิ์)ผู้ใช้',
      'ผู้ใช้(?:งาน)?หลายระดับ',
    ],
  },
  cms: {
    en: [
      'cms',
      'blogs?',
      'blogging',
      'content management',
      'manag(?:e|ing) (?:the |our |my )?content',
      'edit(?:ing)? (?:the |our |my )?(?:content|pages|text|posts|articles)',
      'updat(?:e|ing) (?:the |our |my )?(?:content|pages|posts|articles|news)',
      'news',
      'articles?',
      'wordpress',
      'admin panel',
      'back-?office',
      'publish(?:ing)? (?:[a-z]+ ){0,2}(?:content|articles|posts|news|updates)',
    ],
    th: [
      '(?<!อิฐ ?)บล[็๊]อ[กค]',
      'จัดการเนื้อหา',
      '(?:อัปเดต|อัพเดต|อัพเดท|อัปเดท|แก้ไข|เพิ่ม|ลง|เขียน)(?:เนื้อหา|บทความ|ข่าว)',
      `${UPDATE_TH}(?:เนื้อหา|ข้อมูล|ข่าว|บทความ|รูป|ราคา|สินค้า|หน้าเว็บ|เว็บ)?(?: ?ได้)? ?เอง`,
      'ข่าวสาร',
      'ข่าวประชาสัมพันธ์',
      'บทความ',
      'หลังบ้าน',
      'เวิร์ดเพรส',
    ],
  },
  mobile: {
    en: [
      // A bare "app" is left out on purpose: "web app" is the common case and is not a phone app.
      '(?:mobile|phone|smartphone|iphone|android|ios|native|hybrid)[- ]apps?',
      '(?:mobile|phone|smartphone) applications?',
      'ios',
      'android',
      'app ?store',
      'play ?store',
      'google play',
      'flutter',
      'react native',
    ],
    th: [
      // In Thai "แอป" on its own means a phone app, but not in "เว็บแอป", "แอปเปิ้ล" (Apple) or the LINE app.
      '(?<!เว็บ ?)แอ[ปพ](?!เปิ|ไลน์| ?line)',
      'ไอโอเอส',
      'แอนดรอย',
      'เพลย์สโตร์',
    ],
  },
};

/** Lower-case, NFC and single spaces, so the patterns need not handle case, spacing or encodings. */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // Nikhahit + sara aa, typed as two keys, looks like sara am ("ชําระ") but is not equal to it.
      .replace(/\u0e4d\u0e32/g, '\u0e33')
      // Zero-width spaces are used as invisible word breaks in Thai; they would split a keyword.
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function compile(group: KeywordGroup): RegExp {
  // ASCII-only boundaries: a Thai letter next to "api" ("เชื่อมต่อapi") still counts as a boundary.
  const en = `(?<![a-z0-9])(?:${group.en.join('|')})(?![a-z0-9])`;
  return new RegExp(`${en}|${group.th.join('|')}`, 'u');
}

const MATCHERS: readonly (readonly [FeatureKey, RegExp])[] = FEATURE_KEYS.map((key) => [key, compile(KEYWORD_GROUPS[key])]);

/** The needs a description mentions, in the spec's order (the order of FEATURE_KEYS). */
export function detectNeeds(description: string): FeatureKey[] {
  const text = normalizeText(description);
  return MATCHERS.filter(([, pattern]) => pattern.test(text)).map(([key]) => key);
}
