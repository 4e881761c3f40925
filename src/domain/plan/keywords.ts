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

/**
 * Phrases that contain a need's keyword but describe something else. They are blanked out (same
 * length, so positions stay put) before that need's keywords are matched.
 */
export const CONTEXT_MASKS: Readonly<Partial<Record<FeatureKey, readonly string[]>>> = {
  ecommerce: [
    // Paying in person is not online payment: "pay at the restaurant", "payment at the counter".
    '(?:pay(?:s|ing|ments?)?|checkouts?) (?:is |are )?(?:at|in) (?:the |our )?(?:restaurant|counter|shop|store|door|front desk|reception|venue|hotel|clinic|studio|salon|cafe|café|table|till|cashier)',
    '(?:pay(?:s|ing|ments?)?|checkouts?) (?:in person|in cash|by cash|on (?:delivery|arrival|site)|cash on delivery)',
    '(?:cash|in-person|offline|on-site) payments?',
    'cash on delivery',
    // A shop as the business, not a feature: "a small shop in Siam Square", "our shop selling cakes".
    '(?:(?:a|our|my|the|their) )?(?:small|little|local|tiny|family|corner|neighbourhood|neighborhood|physical|retail) shops?',
    // Only the shop is masked: "our shop selling coffee beans online" still sells online.
    '(?:our|my|their|a|the) shops?(?= (?:in|at|on|near|located|selling|that sells|which sells|sells|downtown|opened|has|is)(?![a-z0-9]))',
    // "ชำระเงินที่ร้าน", "ชำระเงินหน้าร้าน", "ชำระเงินปลายทาง": paying in person or on delivery.
    '(?:ชำระ(?:เงิน)?|จ่าย(?:เงิน)?|รับชำระ(?:เงิน)?) ?(?:ที่ ?ร้าน|หน้าร้าน|ที่เคาน์เตอร์|หน้างาน|ปลายทาง|สด|เป็นเงินสด|ด้วยเงินสด|ที่หน้างาน)',
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
  'nor',
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
  'ไม่อยาก(?:ได้|มี)?',
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
    "^(?: ?[:-])?(?: (?:is|are|also|is also|are also|will be|would be))? ?(?:not (?:needed|required|necessary|wanted|a must)|(?:isn|aren)['’]?t (?:needed|required|necessary)|unnecessary)(?![a-z])",
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

function compileMasks(masks: readonly string[] | undefined): RegExp | undefined {
  if (!masks || masks.length === 0) return undefined;
  return compile(masks.map((m) => `(?<![a-z0-9])(?:${m})(?![a-z0-9])`).join('|'));
}

const MATCHERS: readonly (readonly [FeatureKey, RegExp, RegExp | undefined])[] = FEATURE_KEYS.map((key) => [
  key,
  compileGroup(KEYWORD_GROUPS[key]),
  compileMasks(CONTEXT_MASKS[key]),
]);

/** Blank out a need's context phrases, keeping every other character where it was. */
function mask(text: string, masks: RegExp | undefined): string {
  return masks ? text.replace(masks, (phrase) => '_'.repeat(phrase.length)) : text;
}

/** Start and end of the clause around a keyword found at [start, end). */
function clauseAround(text: string, start: number, end: number): [number, number] {
  let from = 0;
  let to = text.length;
  for (const brk of text.matchAll(CLAUSE_BREAK)) {
    const at = brk.index;
    if (at + brk[0].length <= start) from = at + brk[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return [from, to];
}

/** Whether the visitor rules the keyword out: "no shop", "ไม่ต้องมีร้านค้าออนไลน์", "shop: not needed". */
function isNegated(text: string, start: number, end: number): boolean {
  const [from, to] = clauseAround(text, start, end);
  const before = text.slice(from, start);
  if (/ไม่(?:ได้)?$/u.test(before)) return true;
  let lastCueEnd = -1;
  for (const cue of before.matchAll(NEGATION)) lastCueEnd = cue.index + cue[0].length;
  if (lastCueEnd >= 0 && !RESET.test(before.slice(lastCueEnd))) return true;
  return NEGATION_AFTER.test(text.slice(end, to));
}

/** The needs a description mentions, in the spec's order (the order of FEATURE_KEYS). */
export function detectNeeds(description: string): FeatureKey[] {
  const text = normalizeText(description);
  return MATCHERS.filter(([, pattern, masks]) => {
    const masked = mask(text, masks);
    for (const found of masked.matchAll(pattern)) {
      if (!isNegated(masked, found.index, found.index + found[0].length)) return true;
    }
    return false;
  }).map(([key]) => key);
}
