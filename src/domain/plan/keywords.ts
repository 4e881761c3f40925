/**
 * Keyword groups that detect a visitor's needs from a free-text project description, in English
 * and Thai. Each pattern is a regular-expression source over normalised (lower-case, NFC,
 * single-spaced) text. English alternatives only match whole words, so "workshop", "capital" and
 * "happy" do not count as shop, API or app. Thai is written without spaces between words, so Thai
 * alternatives match anywhere; the few that also occur inside unrelated words carry a guard.
 *
 * Keywords are read in context (issue 9 point 7), in three steps:
 * 1. Context masks blank out phrases that contain a keyword but mean something else: paying in
 *    person ("pay at the restaurant", "ชำระเงินปลายทาง"), a shop as the business ("a small shop in
 *    Siam Square") and the languages a school teaches ("teaching English and Chinese", "สอนภาษาจีน").
 * 2. The text is split into clauses: sentence punctuation, "but"/"however"/"แต่", and a space between
 *    two Thai words (except before "หรือ", "และ", "กับ", which continue a list).
 * 3. A keyword is ruled out when a negation cue comes before it in its clause ("no", "without",
 *    "don't need", "ไม่ต้องมี", "ไม่เอา", ...) with no new wish in between ("we want", ", with",
 *    "อยากได้", ...), or when a negation closes it ("is not needed", "...ไม่จำเป็น").
 * A need counts when at least one of its keywords survives.
 */
import { FEATURE_KEYS, type FeatureKey } from './features';

export interface KeywordGroup {
  readonly en: readonly string[];
  readonly th: readonly string[];
}

/**
 * What a visitor wants their customers or staff to do. A concept implies one or more needs; the plan
 * explains itself concept by concept ("Online booking — from 'จองคิว'").
 */
export const CONCEPT_KEYS = [
  'sell',
  'order',
  'pay',
  'book',
  'signIn',
  'post',
  'sync',
  'measure',
  'findOnGoogle',
  'app',
  'languages',
] as const;
export type ConceptKey = (typeof CONCEPT_KEYS)[number];

export interface Concept extends KeywordGroup {
  readonly needs: readonly FeatureKey[];
}

const LANGS_EN = '(?:thai|english|chinese|japanese|korean|french|german|russian|burmese|lao|vietnamese|arabic)';
const LANGS_TH = '(?:อังกฤษ|จีน|ญี่ปุ่น|เกาหลี|พม่า|ลาว|เวียดนาม|รัสเซีย|ฝรั่งเศส|เยอรมัน|อาหรับ)';
const GOOGLE_TH = '(?:google|กูเกิล|กูเกิ้ล|กูเกิ้ล)';
const UPDATE_TH = '(?:อัปเดต|อัพเดต|อัพเดท|อัปเดท|แก้ไข|แก้|เปลี่ยน|เพิ่ม|ลง|โพสต์|โพส|อัปโหลด|อัพโหลด|เขียน)';
const POST_TH = '(?:ข่าว|เมนู|โปรโมชั่น|โปรโมชัน|โปร|ประกาศ|บทความ|รูป|อีเวนต์|กิจกรรม|สินค้า|ผลงาน|บทเรียน|สูตร|ขาย|ปฏิทิน|คอนเทนต์|เนื้อหา)';
// People who act on the site, for "customers order", "agents can add listings".
const PEOPLE_EN =
  '(?:customers?|clients?|guests?|buyers?|users?|members?|people|visitors?|patients?|parents?|students?|tourists?|attendees|readers|players|runners|retailers|dealers|franchisees)';
const BANK_APPS_TH =
  '(?:ธนาคาร|ของธนาคาร|แบงก์|แบงค์|เป๋าตัง|ทรูมันนี่|true ?money|wallet|วอลเล็ท|k ?plus|scb|กรุงไทย|กสิกร|grab|แกร็บ|line ?man|shopee|lazada|ไลน์|line)';

export const CONCEPTS: Readonly<Record<ConceptKey, Concept>> = {
  sell: {
    needs: ['ecommerce'],
    en: [
      'e[- ]?commerce',
      'e-?shops?',
      'webshops?',
      // A coffee or flower shop is where the business is, not what the site does.
      '(?<!(?:coffee|flower|barber|repair|tea|gift|bike|pet|print|printing|noodle|tailor|souvenir|car|body|massage|grooming) )shops?',
      'shopping',
      'shopify',
      'woocommerce',
      '(?:online|web) ?stores?',
      'storefronts?',
      'carts?',
      // "checkout" only as one word: "check out our work" and a hotel's "check-out" are not shops.
      'checkouts?',
      'marketplace',
      'buy (?:[a-z0-9-]+ ){0,3}online',
      'buy (?:entrance |entry |concert |the )?(?:tickets?|e-tickets?|passes)',
      'sell(?:s|ing)? (?:[a-z-]+ (?:and )?){0,4}(?:online|on the (?:web|website)|through the website)',
      'sell(?:s|ing)? (?:our |my |their )?(?:products|e-?books|tickets|courses)',
      'online (?:sales|ticketing)',
      'ticketing',
      '(?:e-)?tickets? online',
      'subscriptions?',
      'subscription box',
    ],
    th: [
      'ร้านค้าออนไลน์',
      'ร้านออนไลน์',
      'เว็บร้านค้า',
      'อีคอมเมิร์ซ',
      'อีคอมเมิร์ส',
      'อีคอมเมิซ',
      // Words may stand between ขาย and ออนไลน์: "ขายเสื้อยืดลายไทยที่ออกแบบเองผ่านทางเว็บออนไลน์".
      // Guards: "ยอดขาย" is sales figures, "ฝ่ายขาย" the sales team (the word breaker splits both).
      '(?<!ยอด|ฝ่าย|พนักงาน|ทีม|นัก|ลง)ขาย(?:ของ|สินค้า|ออนไลน์|ผ่านเว็บ|ตั๋ว|บัตร|[\\u0e00-\\u0e7fa-z0-9-]{0,40}?(?:ออนไลน์|ผ่าน(?:ทาง)?เว็บ))',
      'ตะกร้า',
      'สั่งซื้อ',
      'ซื้อ(?:บัตร|ตั๋ว|คอร์ส|[\\u0e00-\\u0e7fa-z0-9 -]{0,24}?ออนไลน์)',
      // "ทำการตลาดออนไลน์" is marketing.
      '(?<!การ|ทำ)ตลาดออนไลน์',
      // "เวิร์กช็อป" is a workshop; the word breaker keeps "ช็อป" inside it from counting.
      'ช[็้]?อป',
    ],
  },
  order: {
    needs: ['ecommerce'],
    en: [
      'online (?:orders?|ordering)',
      'order(?:s|ing)? (?:[a-z-]+ ){0,3}(?:online|through the website|on the website|via the website|ahead|for (?:pickup|delivery))',
      '(?:take|taking|place|placing|receive) (?:[a-z-]+ )?orders?',
      `${PEOPLE_EN} (?:can |to |will )?order`,
      'order and pay',
      'pre-?orders?',
    ],
    th: ['กดสั่ง', 'รับออเดอร์', 'รับสั่ง', 'ออเดอร์ออนไลน์', 'สั่ง(?:อาหาร|ของ|เค้ก|ยา|สินค้า|ซื้อ|ออนไลน์|ผ่าน|เดลิเวอรี่|พิซซ่า|ได้)', 'สั่งและ'],
  },
  pay: {
    needs: ['ecommerce'],
    en: [
      'payments?',
      'promptpay',
      'credit cards?',
      'card payments?',
      'pay(?:s|ing)? (?:online|ahead|in (?:the )?app|by (?:card|credit card|promptpay|qr|bank transfer|transfer)|with (?:card|promptpay)|(?:a |the )?deposits?|for (?:a |the |their |day |monthly )?(?:membership|courses?|tickets?|classes|tuition|passes|subscriptions?))',
      '(?:tuition|entry|membership|course|monthly) fees? online',
      'pay (?:the )?(?:[a-z]+ )?fees? online',
      'pay(?:s|ing)? (?:[a-z-]+ ){1,2}online',
      'deposits?',
      'bank transfer',
      'transfer money',
      '(?:payment |transfer )?slips?',
      'qr (?:code )?(?:payments?|scan)',
      'donat(?:e|ions?) online',
      'billing',
    ],
    th: [
      // Ways to pay are paying, as in English (issue 39: a yoga studio's PromptPay read as a shop's goods).
      'พร้อมเพย์',
      'บัตรเครดิต',
      'ตัดบัตร',
      'ชำระ',
      'รับชำระ',
      'จ่าย(?:เงิน)?(?:ออนไลน์|ผ่าน|ใน|ด้วย|ค่า)',
      'จ่ายเงิน',
      'จ่ายมัดจำ',
      'โอน(?:เงิน|มัดจำ|ค่า|พร้อมเพย์|ผ่าน)',
      'แนบสลิป',
      'สลิป',
      'สแกนจ่าย',
      'มัดจำ',
      'ค่าสมัคร',
      'บริจาค(?:ผ่าน|ออนไลน์)',
      'ทำบุญผ่าน',
      'qr ?(?:code)? ?(?:สแกน|จ่าย|ชำระ)',
    ],
  },
  book: {
    needs: ['auth'],
    en: [
      'book(?:s|ed|ing)? (?:a |an |the |their |your |our )?(?:[a-z-]+ ){0,2}(?:class(?:es)?|appointments?|rooms?|tables?|tee[- ]times?|slots?|sessions?|lessons?|courts?|tours?|trips?|treatments?|cleaning|consultations?|retreats?|cars?|hall|dates?|test drives?|meeting rooms?|massages?|services?|part(?:y|ies)|pickups?|villas?|stylists?)',
      'bookings?(?! ?\\.com| via| through)',
      'booking (?:system|engine|page|form|calendar)',
      'reservations?',
      'reserv(?:e|es|ed|ing) (?:a |an |the |their |your |our )?(?:[a-z0-9-]+ )?(?:cars?|rooms?|tables?|courts?|seats?|spots?|slots?|sessions?|classes|lessons?|dates?)',
      '(?:pick|picks|choose|chooses|select|selects) (?:a |their |the |your )?(?:[a-z/-]+ ){0,2}(?:slots?|appointments?)',
      'online appointments?',
      'appointments? (?:online|booking|system|scheduling)',
      'make (?:an |their )?appointments? online',
      'tee[- ]times?',
      'schedule (?:a )?pickups?',
    ],
    th: [
      'เลือก(?:วัน|เวลา|รอบ|สล็อต)',
      // The thing booked is part of the quote: "จองคิว", "จองคลาส".
      'จอง(?:คิว|คลาส|ห้อง(?:พัก|ประชุม)?|โต๊ะ|สนาม|ทัวร์|รถ|วัน|เวลา|ออนไลน์|คอร์ส|คอร์ท|ที่นั่ง|ฮอลล์|ทรีทเมนต์|คาบ(?:เรียน)?)?',
      'นัดหมาย',
      'นัด(?:วัน|เวลา|คิว|ตรวจ|ล่วงหน้า|วัด|รับ)',
      'ระบบคิว',
      'ทีไทม์',
    ],
  },
  signIn: {
    needs: ['auth'],
    en: [
      'log(?:s|ged|ging)?[- ]?in(?:s|to)?',
      'sign[- ]?in(?:to)?',
      // A waiting list or newsletter sign-up is an e-mail address, not an account.
      '(?<!(?:waiting list|waitlist|newsletter|mailing list) )sign[- ]?ups?(?! (?:for|to) (?:my |our |the |a )?(?:newsletter|mailing list|updates|waiting list|waitlist))',
      'sign[- ]?on',
      // Social-media and bank accounts are not user accounts.
      '(?<!(?:social|media|instagram|facebook|tiktok|line|bank) )accounts',
      '(?:user|customer|member|client|personal) accounts?',
      '(?:create an|my|your|their) account',
      // "Our team members" is the staff page, not a membership system.
      '(?<!(?:team|staff|family|board|committee) )members',
      'membership',
      'members?[- ](?:area|login|portal|pages?|only|system)',
      '(?:user|customer|member|personal) profiles?',
      'profile pages?',
      'registration(?! (?:form )?for (?:the |an |our )?(?:[a-z-]+ )?(?:event|seminar|launch|webinar|run|race|workshop|conference))',
      `${PEOPLE_EN} (?:can |to |must |will |should )?register(?! for (?:the |an |our )?(?:[a-z-]+ )?(?:event|seminar|launch|webinar|run|race|workshop|conference))`,
      'register (?:an |for an )?account',
      'authenticat(?:e|ion)',
      'oauth',
      'passwords?',
      'two-factor',
      '2fa',
      'sso',
      'user (?:management|roles)',
      'permissions',
      'portal',
      'loyalty(?: points| program(?:me)?| cards?)?',
      '(?:collect|earn) (?:[a-z/]+ )?(?:points|stamps)',
      '(?:booking|order|purchase|reorder) history',
      'their own (?:bookings?|orders?|prices?|profiles?|history|leads)',
    ],
    th: [
      'เข้าสู่ระบบ',
      'เข้าระบบ',
      'ล็อ[กค]อิน',
      'ลอ[กค]อิน',
      '(?<!ทีม ?)สมาชิก(?! ?(?:ในทีม|ทีม|ในครอบครัว|ครอบครัว))',
      'บัญชี(?:ผู้ใช้|สมาชิก|ลูกค้า|ของตัวเอง|ตัวเอง)',
      'โปรไฟล์',
      // Registering for an event is a guest list, not an account.
      'ลงทะเบียน(?! ?(?:เข้างาน|งาน|ร่วมงาน|เข้าร่วม|รับสิทธิ์|สัมมนา|อีเวนต์))',
      'รหัสผ่าน',
      'ยืนยันตัวตน',
      '(?:จัดการ|สิทธิ์)ผู้ใช้',
      'ผู้ใช้(?:งาน)?หลายระดับ',
      'สะสม(?:แต้ม|แสตมป์|คะแนน)',
      'แต้มสะสม',
      'ประวัติการ(?:จอง|สั่งซื้อ|ซื้อ|สั่ง)',
      'ประวัติ(?:ใน|ของ)',
    ],
  },
  post: {
    needs: ['cms'],
    en: [
      'cms',
      'blogs?',
      'blogging',
      'content management',
      'manag(?:e|ing) (?:the |our |my )?content',
      'edit(?:ing)? (?:the |our |my )?(?:content|pages|text|posts|articles|menu)',
      'updat(?:e|ing) (?:the |our |my )?(?:content|pages|posts|articles|news|calendar|menu)',
      'news',
      'articles?',
      'wordpress',
      'admin panel',
      'back-?office',
      'backend',
      'publish(?:ing)? (?:[a-z]+ ){0,2}(?:content|articles|posts|news|updates)',
      '(?:post|add|upload|update|publish|write)(?:s|ed|ing)? (?:[a-z-]+ ){0,3}(?:announcements?|listings?|menus?|promotions?|events?|photos?|posts|jobs?|recipes?|lessons?|notices?|catalog(?:ue)?s?|villas?|produce)',
      `(?:owners|farmers|agents|sellers|vendors|staff|teachers|editors|recruiters|users|we) (?:can |will )?(?:list|add|post|update|edit|upload|write)`,
      '(?:update|edit|change|add|post|manage|write)(?: [a-z&-]+){0,4} (?:ourselves|themselves|myself|by ourselves|on our own)',
      'we can (?:update|edit)',
    ],
    th: [
      '(?<!อิฐ ?)บล[็๊]อ[กค]',
      'จัดการเนื้อหา',
      `${UPDATE_TH}${POST_TH}`,
      `${UPDATE_TH}(?:[\\u0e00-\\u0e7fa-z]{0,24}?)(?: ?ได้)? ?เอง`,
      'ข่าวสาร',
      'ข่าวประชาสัมพันธ์',
      'บทความ',
      'หลังบ้าน',
      'เวิร์ดเพรส',
      'ลงประกาศ',
    ],
  },
  sync: {
    needs: ['api'],
    en: [
      'apis?',
      'graphql',
      'integrat(?:e|es|ed|ing|ion|ions)',
      '(?:third|3rd)[- ]party',
      'webhooks?',
      'erp',
      'crm',
      'pos',
      'sap',
      'pms',
      'sync(?:s|ed|ing)?',
      '(?:live|real-time) (?:room )?availability',
      'salesforce',
      'dms',
      'channel manager',
      'accounting software',
      'sync(?:s|ed|ing|hroni[sz]e)? (?:with|from)',
      'synced',
      'import(?:ed)? (?:[a-z-]+ ){0,2}from (?:our|the)',
      'connect(?:s|ed|ing)? (?:[a-z-]+ )?(?:to|with) (?:[a-z-]+ ){0,3}(?:systems?|software|platforms?|databases?|pos|erp|crm|stock|apps?)',
      '(?:reminders?|notifications?|alerts?) (?:by|via|through|on|to) line',
    ],
    th: [
      'เอพีไอ',
      'เชื่อม(?:ต่อ)? ?(?:สต็อก|เว็บ)?(?:กับ ?)?(?:ระบบ|ข้อมูล|ฐานข้อมูล|โปรแกรม|erp|crm|pos|line|ไลน์|shopee|lazada|sap|channel)',
      'ระบบภายนอก',
      'บุคคลที่สาม',
      'ซิงค์',
      'อินทิเกรต',
      'อินทีเกรต',
      'เว็บฮุค',
      'ดึง(?:ข้อมูล|สต็อก|ราคา)(?:[\\u0e00-\\u0e7f]{0,6})?จาก',
      'แจ้งเตือน(?:ผ่าน|ทาง)? ?(?:line|ไลน์)',
      'ส่ง(?:ลีด)?เข้า ?crm',
      '(?:ข้อมูล|ห้องว่าง|สต็อก|ราคา)จากระบบ',
    ],
  },
  measure: {
    needs: ['analytics'],
    en: [
      'analytics?',
      'data analy(?:sis|tics)',
      'dashboards?',
      'reports?(?! (?:repairs?|problems?|issues?))',
      'reporting',
      'statistics',
      'stats',
      'ga4',
      'tag manager',
      'gtm',
      '(?:facebook |meta |tiktok )?pixel',
      // Parcel tracking belongs to the shop, not to analytics.
      '(?<!(?:order|parcel|shipment|delivery|package) )tracking',
      'track (?:visitors|sales|conversions|traffic|users|bookings)',
      'how many visitors',
      'sales summary',
      'metrics',
      'kpis?',
      'insights',
    ],
    th: [
      'วิเคราะห์',
      'สถิติ',
      'รายงาน',
      'แดชบ(?:อร์ด|อด|อร์ท)',
      'อนาไลติก',
      'ติดตาม(?:ผู้เข้าชม|ยอด|พฤติกรรม)',
      '(?:จำนวน|ยอด)(?:ผู้เข้าชม|คนเข้า)',
      'คนเข้าเว็บ',
      'สรุปยอด',
      'ดูยอด',
    ],
  },
  findOnGoogle: {
    needs: ['seo'],
    en: [
      'seo',
      'search engines?',
      'google (?:rankings?|search|ads)',
      '(?:rank|ranks|ranked|ranking|rankings|first page|no\\.? ?1|number one|show up|found|find us)(?: [a-z]+){0,3} (?:on|in|of) google(?! analytics| tag manager)',
      '(?:facebook|google|meta|tiktok) ads',
      'run (?:[a-z]+ )?ads',
      // "Our marketing team will send the copy" says who, not what the site needs.
      'marketing(?! (?:team|department|manager|staff|materials|site))',
      'organic traffic',
    ],
    th: [
      'เอสอีโอ',
      'ติดอันดับ',
      'ติดหน้าแรก',
      `ติด ?${GOOGLE_TH}(?! ?(?:analytics|tag manager))`,
      `หน้าแรก(?:ของ|ใน|บน)? ?${GOOGLE_TH}`,
      `(?:ค้นหา|เสิร์ช|เสิช|หาเจอ|ค้นเจอ)(?:ใน|บน|ผ่าน|เจอใน)? ?${GOOGLE_TH}`,
      '(?<!ฝ่าย|ทีม|สื่อ)การตลาด',
      'ทำตลาด',
      'โฆษณาออนไลน์',
      'ยิงแอด',
    ],
  },
  app: {
    needs: ['mobile'],
    en: [
      // A bare "app" is left out on purpose: "web app" is the common case and is not a phone app.
      '(?:mobile|phone|smartphone|iphone|android|ios|native|hybrid|parent|patient|customer|member)[- ]apps?',
      '(?:mobile|phone|smartphone) applications?',
      'apps? (?:for (?:iphone|android|ios|our customers|customers)|to (?:order|collect|book))',
      '(?:in|an) app(?! (?:already|store))',
      'ios',
      'android',
      'app ?store',
      'play ?store',
      'google play',
      'flutter',
      'react native',
    ],
    th: [
      // In Thai "แอป" on its own means a phone app, but not a web app, Apple, or paying with a bank's or
      // LINE's app ("จ่ายผ่านแอปธนาคาร", "แอปเป๋าตัง").
      `(?<!เว็บ ?)แอ[ปพ](?!เปิ|เปิ้ล| ?${BANK_APPS_TH})`,
      'ไอโอเอส',
      'แอนดรอย',
      'เพลย์สโตร์',
    ],
  },
  languages: {
    needs: ['multilingual'],
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
      'th ?/ ?en',
      'en ?/ ?th',
      `${LANGS_EN} ?(?:and|&|/|,|or|\\+|-) ?${LANGS_EN}`,
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
      `ไทย ?(?:และ|กับ|/|-|,|&) ?(?:ภาษา)?${LANGS_TH}`,
      `${LANGS_TH} ?(?:และ|กับ|/|-|,|&) ?(?:ภาษา)?ไทย`,
    ],
  },
};

/** Every need's words in both languages: the union of the concepts that imply it. */
function wordsFor(key: FeatureKey): KeywordGroup {
  const concepts = CONCEPT_KEYS.map((c) => CONCEPTS[c]).filter((c) => c.needs.includes(key));
  return { en: concepts.flatMap((c) => c.en), th: concepts.flatMap((c) => c.th) };
}

export const KEYWORD_GROUPS: Readonly<Record<FeatureKey, KeywordGroup>> = {
  ecommerce: wordsFor('ecommerce'),
  multilingual: wordsFor('multilingual'),
  analytics: wordsFor('analytics'),
  api: wordsFor('api'),
  seo: wordsFor('seo'),
  auth: wordsFor('auth'),
  cms: wordsFor('cms'),
  mobile: wordsFor('mobile'),
};

/** A normalised text and, for each of its characters, where it came from in the visitor's text. */
interface Normalized {
  readonly text: string;
  /** origin[i] is the index in the NFC text of normalised character i; origin[length] its end. */
  readonly origin: readonly number[];
  readonly source: string;
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;
const DASHES = /[\u2010-\u2015\u2212]/;

/**
 * Lower-case, NFC and single spaces, so the patterns need not handle case, spacing or encodings,
 * keeping where each character came from so the plan can quote the visitor's own words.
 */
function normalizeWithOrigin(raw: string): Normalized {
  const source = raw.normalize('NFC');
  let text = '';
  const origin: number[] = [];
  let pendingSpace = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    // Nikhahit + sara aa, typed as two keys, looks like sara am ("ชําระ") but is not equal to it.
    if (ch === '\u0e4d' && source[i + 1] === '\u0e32') {
      text += '\u0e33';
      origin.push(i);
      i += 1;
      continue;
    }
    // Zero-width spaces are used as invisible word breaks in Thai; they would split a keyword.
    if (ZERO_WIDTH.test(ch)) continue;
    if (/\s/.test(ch)) {
      pendingSpace = text.length > 0;
      continue;
    }
    if (pendingSpace) {
      text += ' ';
      origin.push(i);
      pendingSpace = false;
    }
    const lower = DASHES.test(ch) ? '-' : ch.toLowerCase();
    for (const unit of lower) {
      text += unit;
      for (let k = 0; k < unit.length; k++) origin.push(i);
    }
  }
  origin.push(source.length);
  return { text, origin, source };
}

/** Lower-case, NFC and single spaces, so the patterns need not handle case, spacing or encodings. */
export function normalizeText(text: string): string {
  return normalizeWithOrigin(text).text;
}

/**
 * Phrases that contain a need's keyword but describe something else. They are blanked out (same
 * length, so positions stay put) before that need's keywords are matched.
 */
export const CONTEXT_MASKS: Readonly<Partial<Record<FeatureKey, readonly string[]>>> = {
  // "รับข่าวสาร" is subscribing to news (a newsletter), not news the staff post.
  cms: ['รับข่าวสาร'],
  auth: [
    // Booking by phone happens off the site: "เบอร์โทรสำหรับจองโต๊ะ", "call us to book".
    'เบอร์(?:โทร(?:ศัพท์)?)?(?:สำหรับ|ไว้|เพื่อ)?(?:โทร)?จอง',
    'โทร(?:มา)?(?:จอง|นัด)',
    '(?:call|phone|line) (?:us )?(?:to|for) (?:book|reserve|make (?:an )?appointments?)',
    'book(?:ings?)? by (?:phone|line)',
    'bookings? (?:happens?|is|are|goes|go) (?:done )?(?:on|by|over|via) (?:the )?(?:phone|line|telephone)',
    'การจอง(?:ให้|ต้อง)?โทร',
    'booking\\.com',
    'bookings? (?:via|through|on) (?:[a-z.]+ ?/ ?)?(?:agoda|airbnb|expedia|booking)',
  ],
  ecommerce: [
    // Paying in person is not online payment: "pay at the restaurant", "payment at the counter".
    '(?:pay(?:s|ing|ments?)?|checkouts?) (?:is |are )?(?:at|in) (?:the |our )?(?:restaurant|counter|shop|store|door|front desk|reception|venue|hotel|clinic|studio|salon|cafe|café|table|till|cashier|office|desk)',
    '(?:pay(?:s|ing|ments?)?|checkouts?) (?:in person|in cash|by cash|on (?:delivery|arrival|site)|cash on delivery)',
    '(?:cash|in-person|offline|on-site) payments?',
    'payments? after (?:the )?(?:service|job|work|treatment|class)(?: in cash| by cash)?',
    'cash on delivery',
    // A shop as the business, not a feature: "a small shop in Siam Square", "our shop selling cakes".
    '(?:(?:a|our|my|the|their) )?(?:small|little|local|tiny|family|corner|neighbourhood|neighborhood|physical|retail) shops?',
    // Only the shop is masked: "our shop selling coffee beans online" still sells online.
    '(?:our|my|their|a|the) shops?(?= (?:in|at|on|near|located|selling|that sells|which sells|sells|downtown|opened|has|is)(?![a-z0-9]))',
    // "ชำระเงินที่ร้าน", "ชำระเงินหน้าร้าน", "ชำระเงินปลายทาง": paying in person or on delivery.
    '(?:ชำระ(?:เงิน)?|จ่าย(?:เงิน)?|รับชำระ(?:เงิน)?) ?(?:ที่ ?ร้าน|หน้าร้าน|ที่เคาน์เตอร์|หน้างาน|ปลายทาง|สด|เป็นเงินสด|ด้วยเงินสด|ที่หน้างาน)',
    // Listings for sale or rent are adverts, not a shop: "ขาย-เช่าคอนโด", "ประกาศขาย", "for sale or rent".
    'ขาย ?[-/] ?เช่า|ประกาศขาย|(?:for )?sale (?:or|and|/) rent',
    // Orders by phone, paid by transfer, happen off the site: "ลูกค้าโทรสั่งแล้วโอนเงินเอง".
    'โทร(?:มา)?สั่ง[^ ]*',
    // Booking through someone else's site: "booking via Agoda/Booking.com".
    'booking\\.com',
    // "ร้านขายของชำ" is a grocery, unless the same clause sells online.
    'ร้านขาย(?:ของ|สินค้า)(?![^ ]*(?:ออนไลน์|ผ่านเว็บ))',
  ],
  multilingual: [
    // The subject taught, not the site's languages: "a school teaching English and Chinese".
    `(?:teach(?:es|ing)?|learn(?:s|ing)?|stud(?:y|ies|ying)|tutor(?:s|ing)?|speak(?:s|ing)?|spoken|lessons? in|classes in|courses? in) (?:[a-z]+ ){0,2}?(?:(?:${LANGS_EN}|foreign)(?: ?(?:and|&|/|,|or|\\+) ?${LANGS_EN})*(?: languages)?|languages)`,
    `${LANGS_EN}(?: ?(?:and|&|/|,|or|\\+) ?${LANGS_EN})* (?:lessons|classes|courses|teachers?|tutors?|tutoring|school|speakers?)`,
    'language (?:school|schools|lessons|classes|courses|teachers?|centre|center|institute)',
    `(?:สอน|เรียน|คอร์ส|ติว|ครู)(?:ภาษา)?(?:ไทย|${LANGS_TH}|หลาย|สอง|สาม|[2-9])(?: ?(?:และ|กับ|/|,|&|หรือ) ?(?:ภาษา)?(?:ไทย|${LANGS_TH}))*(?:ภาษา)?`,
  ],
};

// Longer cues first: "no need for" must not stop at "no" and leave "need" to read as a new wish.
const EN_NEGATION = [
  'no need (?:for|to have|to)',
  // Not a negation of a need: "no more than", "no problem", "not only", "not sure", "not too big", "no-code".
  'no(?!-| (?:matter|longer|doubt|more|problem|rush|hurry))',
  'not(?! (?:only|just|sure|too|very|so|a big|big|that))',
  'never',
  'nothing',
  'nor',
  'out of scope(?: for now)?',
  'without',
  "(?:do|does|did|will|would|should)(?: not|n['’]?t) (?:need|want|require|have|sell|take|accept|offer|plan)(?: to have| to| for| any| an?)?",
  "(?:don|doesn|won|wouldn)['’]?t",
  "(?:is|are)(?: not|n['’]?t)",
  'skip(?:ping)?',
  'rather than',
  'instead of',
  'except(?: for)?',
  'apart from',
  'other than',
];
const TH_NEGATION = [
  'ยังไม่ต้อง(?:มี|การ|ใช้)?',
  'ไม่(?:ได้)?ต้องการ',
  'ไม่จำเป็น(?:ต้อง(?:มี|ใช้)?)?',
  'ไม่ต้อง(?:มี|ใช้|ทำ)?',
  'ไม่มี',
  'ไม่เอา',
  'ไม่ใช้',
  'ไม่(?:ได้)?(?:ขาย|รับ|ทำ)',
  'ไม่(?:ได้)?อยาก(?:ได้|มี)?',
  'ไม่ใช่',
  'งด',
  'ยกเว้น',
];
/** Words that start a new, positive thought inside a clause: "no shop, we want a blog". */
const EN_RESET = [
  'but',
  'just',
  'only',
  'instead',
  'also',
  'plus',
  'so',
  'because',
  'we',
  'i',
  'they',
  'you',
  'want(?:s)?',
  'need(?:s)?',
  'would like',
  'looking for',
  'require[sd]?',
  'physical',
  'brick-and-mortar',
];
// After a comma, "with", "and", "a" start a new item the negation no longer covers: "no login, with a
// blog"; so does a colon: "not a big project: an online shop".
const EN_RESET_AFTER_COMMA = ', (?:with|and|a|an|the)(?![a-z])|:';
const TH_RESET = ['อยากได้', 'อยากมี', '(?<!ไม่|ไม่ได้)ต้องการ', 'แค่', 'เพียง', 'ส่วน', 'แต่', 'พร้อม(?!เพย์)', 'หน้าร้าน'];

// A clause ends at sentence punctuation, at "but"/"แต่", or at a space between two Thai words
// (Thai marks clauses with spaces), except inside a list: before "หรือ"/"และ"/"กับ", or before the item
// ahead of one ("ไม่ต้องมีร้านค้าออนไลน์ ตะกร้า หรือระบบชำระเงิน").
const CLAUSE_BREAK =
  /[.!?;](?= |$)|(?<![a-z])(?:but|however|though|although)(?![a-z])|แต่|(?<=[\u0e00-\u0e7f]) (?=[\u0e00-\u0e7f])(?!หรือ|และ|กับ)(?![\u0e00-\u0e7f]+ (?:หรือ|และ))/gu;
const NEGATION = new RegExp(`(?<![a-z])(?:${EN_NEGATION.join('|')})(?![a-z])|${TH_NEGATION.join('|')}`, 'gu');
const RESET = new RegExp(`(?<![a-z])(?:${EN_RESET.join('|')})(?![a-z])|${EN_RESET_AFTER_COMMA}|${TH_RESET.join('|')}`, 'u');
// "An online shop is not needed", "ระบบชำระเงินออนไลน์ไม่จำเป็น": a negation straight after the
// keyword (English: at most "is"/"are" between) or, in Thai, closing the clause a few letters on.
const NEGATION_AFTER = new RegExp(
  [
    "^(?: ?[:-])?(?: (?:is|are|also|is also|are also|will be|would be))? ?(?:not (?:needed|required|necessary|wanted|a must|now|yet|for now)|out of scope|(?:isn|aren)['’]?t (?:needed|required|necessary)|unnecessary)(?![a-z])",
    '^[\\u0e00-\\u0e7f]{0,12}?(?:ก็)?(?:ยัง)?ไม่(?:จำเป็น|ต้อง(?:มี|การ|ใช้)?|เอา|ใช้|ได้ใช้)(?:ค่ะ|ครับ|คะ|นะ|เลย|ก็ได้|ตอนนี้|ในตอนนี้)*$',
  ].join('|'),
  'u',
);

function compile(source: string): RegExp {
  return new RegExp(source, 'gu');
}

function compileGroup(group: KeywordGroup): RegExp {
  // ASCII-only boundaries: a Thai letter next to "api" ("เชื่อมต่อapi") still counts as a boundary.
  const en = `(?<![a-z0-9])(?:${group.en.join('|')})(?![a-z0-9])`;
  return compile(`${en}|${group.th.join('|')}`);
}

function compileMasks(masks: readonly string[]): RegExp | undefined {
  if (masks.length === 0) return undefined;
  return compile(masks.map((m) => `(?<![a-z0-9])(?:${m})(?![a-z0-9])`).join('|'));
}

/** The context phrases of a set of needs, compiled once and shared by the concepts implying them. */
const MASKS = new Map<string, RegExp | undefined>();
function masksFor(needs: readonly FeatureKey[]): RegExp | undefined {
  const id = needs.join(',');
  if (!MASKS.has(id)) MASKS.set(id, compileMasks(needs.flatMap((need) => CONTEXT_MASKS[need] ?? [])));
  return MASKS.get(id);
}

/** A concept's pattern and the context phrases of the needs it implies. */
const MATCHERS: readonly (readonly [ConceptKey, RegExp, RegExp | undefined])[] = CONCEPT_KEYS.map((key) => [
  key,
  compileGroup(CONCEPTS[key]),
  masksFor(CONCEPTS[key].needs),
]);

/** Blank out a need's context phrases, keeping every other character where it was. */
function mask(text: string, masks: RegExp | undefined): string {
  return masks ? text.replace(masks, (phrase) => '_'.repeat(phrase.length)) : text;
}

/** Where each clause break starts and ends, found once per description. */
function clauseBreaks(text: string): (readonly [number, number])[] {
  return Array.from(text.matchAll(CLAUSE_BREAK), (brk) => [brk.index, brk.index + brk[0].length] as const);
}

/** Start and end of the clause around a keyword found at [start, end). */
function clauseAround(text: string, breaks: readonly (readonly [number, number])[], start: number, end: number): [number, number] {
  let from = 0;
  let to = text.length;
  for (const [at, after] of breaks) {
    if (after <= start) from = after;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return [from, to];
}

/** Whether the visitor rules the keyword out: "no shop", "ไม่ต้องมีร้านค้าออนไลน์", "shop: not needed". */
function isNegated(text: string, breaks: readonly (readonly [number, number])[], start: number, end: number): boolean {
  const [from, to] = clauseAround(text, breaks, start, end);
  const before = text.slice(from, start);
  if (/ไม่(?:ได้)?$/u.test(before)) return true;
  let lastCueEnd = -1;
  for (const cue of before.matchAll(NEGATION)) lastCueEnd = cue.index + cue[0].length;
  if (lastCueEnd >= 0 && !RESET.test(before.slice(lastCueEnd))) return true;
  return NEGATION_AFTER.test(text.slice(end, to));
}

const THAI = /[\u0e00-\u0e7f]/u;

/**
 * Where Thai words start, from the platform's word breaker (ICU's Thai dictionary in browsers and in
 * Node). A Thai keyword must start a word, so "ช็อป" inside "เวิร์กช็อป" (workshop) or "สั่ง" inside
 * "คำสั่ง" (a command) is not read on its own. Null when the text has no Thai.
 */
let segmenter: Intl.Segmenter | undefined;

function thaiWordStarts(text: string): Set<number> | null {
  if (!THAI.test(text)) return null;
  // One word breaker for the page's life: making one loads ICU's Thai dictionary.
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const starts = new Set<number>();
  for (const { index } of segmenter.segment(text)) starts.add(index);
  return starts;
}

/** A Thai match in the middle of a word is an accident of spelling, not a word the visitor used. */
function startsAWord(text: string, at: number, starts: () => Set<number> | null): boolean {
  if (at === 0 || !(THAI.test(text[at]!) && THAI.test(text[at - 1]!))) return true;
  return starts()?.has(at) ?? true;
}

/** One understood concept: the needs it implies and the visitor's words it was read from. */
export interface Understanding {
  readonly concept: ConceptKey;
  readonly needs: readonly FeatureKey[];
  /** Phrases of the visitor's text, as typed, in order of appearance; at most MAX_EVIDENCE. */
  readonly words: readonly string[];
}

export interface Analysis {
  /** Detected needs, in the spec's order. */
  readonly needs: readonly FeatureKey[];
  /** Understood concepts, in CONCEPT_KEYS order. */
  readonly understood: readonly Understanding[];
}

export const MAX_EVIDENCE = 3;
/** Two matches this close in one clause are quoted as one phrase: "กดสั่งแล้วโอนเงิน แนบสลิป". */
const JOIN_GAP = 8;
const MAX_PHRASE = 60;
const MAX_SPANS = 8;

/** Merge nearby spans and quote them from the visitor's own text. */
function quote(normalized: Normalized, spans: readonly (readonly [number, number])[]): string[] {
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    const between = last ? normalized.text.slice(last[1], start) : '';
    if (last && start - last[1] <= JOIN_GAP && !/[.!?;,:\n]/.test(between) && end - last[0] <= MAX_PHRASE) {
      last[1] = Math.max(last[1], end);
    } else merged.push([start, end]);
  }
  const words: string[] = [];
  for (const [start, end] of merged) {
    const phrase = normalized.source.slice(normalized.origin[start], normalized.origin[end]).replace(/\s+/g, ' ').trim();
    // "จอง" after "จองคิว" adds nothing: a phrase already inside a quoted one is left out.
    const lower = phrase.toLowerCase();
    if (phrase && !words.some((word) => word.toLowerCase().includes(lower))) words.push(phrase);
    if (words.length === MAX_EVIDENCE) break;
  }
  return words;
}

/**
 * What a description asks for: the concepts understood, each with the words it came from, and the
 * needs they imply. Local and deterministic: the browser and the server read the same plan.
 */
export function analyzeDescription(description: string): Analysis {
  const normalized = normalizeWithOrigin(description);
  const text = normalized.text;
  // The word breaker runs only when a Thai match follows a Thai letter, once per description.
  let wordStarts: Set<number> | null | undefined;
  const starts = () => (wordStarts === undefined ? (wordStarts = thaiWordStarts(text)) : wordStarts);
  const maskedBy = new Map<RegExp | undefined, string>();
  // Clauses are found in the unmasked text: a masked phrase holds no sentence break.
  const breaks = clauseBreaks(text);
  const understood: Understanding[] = [];
  for (const [concept, pattern, masks] of MATCHERS) {
    const masked = maskedBy.get(masks) ?? mask(text, masks);
    maskedBy.set(masks, masked);
    const spans: [number, number][] = [];
    for (const found of masked.matchAll(pattern)) {
      const start = found.index;
      const end = start + found[0].length;
      if (found[0].length === 0 || !startsAWord(text, start, starts)) continue;
      if (!isNegated(masked, breaks, start, end)) spans.push([start, end]);
      // Enough to quote; a long text full of one word need not be read to its end.
      if (spans.length === MAX_SPANS) break;
    }
    if (spans.length > 0) understood.push({ concept, needs: CONCEPTS[concept].needs, words: quote(normalized, spans) });
  }
  const needs = FEATURE_KEYS.filter((key) => understood.some((u) => u.needs.includes(key)));
  return { needs, understood };
}

/** The needs a description mentions, in the spec's order (the order of FEATURE_KEYS). */
export function detectNeeds(description: string): FeatureKey[] {
  return [...analyzeDescription(description).needs];
}

/**
 * Compiles every pattern and loads the Thai word breaker, which the first analyses otherwise pay
 * for (over 100 ms with a 4x CPU slowdown): the wizard calls it while the progress messages show.
 */
export function warmUpAnalysis(): void {
  // Twice: V8 interprets a regular expression on its first run and compiles it on the next. The
  // Thai text has a keyword inside a run of Thai ("ลูกค้ากดสั่ง"), so the word breaker runs too.
  for (let i = 0; i < 2; i++) analyzeDescription('ลูกค้ากดสั่งแล้วโอนเงิน ร้านค้าออนไลน์ จองคิว a shop with booking, no login');
}
