/**
 * The Thai glossary (../shared/THAI-GLOSSARY.md, issue 12) as rules a test can apply to any Thai text
 * the product shows: the dictionaries, the rendered e-mails and the package catalogue.
 *
 * `forbiddenTerms` is the glossary's "not" column; `thaiCopyProblems` adds the punctuation rules (no
 * full stop, `ๆ` joined with a no-break space, hours as 09.00–18.00 น., Buddhist-era years, no "?" after
 * หรือไม่/ไหม, no "ขอบคุณ!" or "…แล้ว!"). Text without Thai script is not Thai copy and is not checked here.
 */

export interface ForbiddenTerm {
  /** What the text must not contain. */
  term: RegExp;
  /** The glossary's term for the concept. */
  use: string;
  /** Only for dictionary keys matching this (a term that is wrong for one concept only). */
  keys?: RegExp;
}

export const forbiddenTerms: readonly ForbiddenTerm[] = [
  { term: /โครงการ/, use: 'โปรเจกต์' },
  { term: /แผนงาน/, use: 'แผนโปรเจกต์' },
  // ข้อเสนอแนะ (a suggestion) is another word.
  { term: /ข้อเสนอ(?!แนะ)/, use: 'ใบเสนอราคา' },
  { term: /ส่งใบเสนอราคาแล้ว/, use: 'เสนอราคาแล้ว (the "quoted" status)' },
  { term: /ไม่ได้รับการอนุมัติ/, use: 'ไม่อนุมัติ' },
  // แผน stays for the wizard's plan (แผนโปรเจกต์) and the partners' business plan, not for a package.
  { term: /แผนดูแล|แผน(?:มาตรฐาน|พลัส)/, use: 'แพ็กเกจดูแลเว็บไซต์' },
  { term: /ออร์เดอร์/, use: 'คำสั่งซื้อ' },
  { term: /พื้นที่ลูกค้า/, use: 'บัญชีลูกค้า' },
  // ตัวอย่าง is the ordinary word for "example" and "preview"; only the demo checkout is ทดลอง.
  { term: /ตัวอย่าง|สาธิต/, use: 'ทดลอง (the demo checkout)', keys: /^checkout\.demo\./ },
  { term: /สมัครสมาชิก/, use: 'สร้างบัญชี' },
  { term: /หุ้นส่วน/, use: 'พันธมิตรทางธุรกิจ' },
  // The ฿250,000 is a partnership fee paid by a partner for a profit share (issue 26), never an investment:
  // no ลงทุน in any form (เงินลงทุน, ร่วมลงทุน, นักลงทุน), no เงินทุน (capital).
  { term: /นักลงทุน/, use: 'พันธมิตร (the person paying the partnership fee)' },
  { term: /ได้เงินลงทุนคืน/, use: 'ระยะเวลาคืนทุน / ส่วนแบ่งสะสมครบ ฿250,000' },
  { term: /ลงทุน|เงินทุน/, use: 'ค่าธรรมเนียมร่วมเป็นพันธมิตร (a fee, not an investment)' },
  { term: /เงินปันผล/, use: 'เงินจ่ายคงที่ทุกเดือน' },
  { term: /promptpay/i, use: 'พร้อมเพย์' },
  { term: /แลนดิ้งเพจ/, use: 'แลนดิงเพจ' },
  { term: /ซัพพอร์ต|การสนับสนุน/, use: 'ดูแลหลังส่งมอบ / ฝ่ายบริการลูกค้า / ศูนย์ช่วยเหลือ' },
  { term: /ไทม์ไลน์/, use: 'ระยะเวลา' },
  // "ราคาเริ่มต้น" means "starting from": right for a package's price, wrong for the plan's base price.
  { term: /ราคาเริ่มต้น/, use: 'ราคาพื้นฐาน (base price)', keys: /basePrice/ },
  { term: /บทคัดย่อ/, use: 'คำโปรย' },
  { term: /ยอดการแปลง/, use: 'การติดต่อและยอดสั่งซื้อ (คอนเวอร์ชัน)' },
  { term: /ปีแห่งประสบการณ์/, use: 'ปีประสบการณ์' },
  // เปิดใช้งาน means "activate" (a setting, an account); a website going live is เปิดตัว.
  { term: /เปิดใช้งาน(?:เว็บไซต์)?(?!การ|บัญชี|แอป|ระบบ)/, use: 'เปิดตัว (a site going live)' },
  { term: /ราคาคงที่/, use: 'ราคาเหมาจ่าย' },
  { term: /ระบบยืนยันตัวตน/, use: 'ระบบสมาชิก (user accounts)' },
  { term: /ข้อความจากทีมงาน/, use: 'หมายเหตุจากทีมงาน' },
  { term: /ยอดรวมโดยประมาณ/, use: 'ราคารวมโดยประมาณ' },
  // เป็นทางการ is "formal"; the AI's "professional" tone is มืออาชีพ.
  { term: /เป็นทางการ/, use: 'มืออาชีพ (the professional tone)', keys: /tone/ },
  { term: /(?<![A-Za-z])2FA(?![A-Za-z])/, use: 'การยืนยันตัวตนแบบสองขั้นตอน' },
  { term: /ล็อกอินด้วย/, use: 'เข้าสู่ระบบด้วย' },
  { term: /แลนดิ้ง/, use: 'แลนดิงเพจ' },
  // "ระยะเวลา" for a timeline; a failure is ไม่สำเร็จ, not an English code.
  { term: /RLS Policy Error|Error:/, use: "a Thai sentence that says what happened (not a developer's wording)" },
  // Round 3 (issue 39): payments, documents, accounts.
  { term: /ตารางการชำระเงิน|กำหนดการชำระเงิน|งวดชำระเงิน/, use: 'งวดการชำระเงิน (the payment schedule)' },
  { term: /งวดถัดไป/, use: 'ยังไม่ถึงกำหนด (every future instalment)', keys: /state\.upcoming/ },
  { term: /กำหนดชำระภายใน/, use: 'ครบกำหนดชำระ (วันที่ …)' },
  // บัตรเครดิต (a credit card) is another word.
  { term: /(?<!บัตร)เครดิต/, use: 'ลดหนี้, ยอดลดหนี้ (money owed back)' },
  { term: /เพิ่ม:/, use: 'ฟีเจอร์เสริม (an enhancement)' },
  { term: /ยอดโอน/, use: 'ยอดชำระสุทธิ (หลังหักภาษี ณ ที่จ่าย)' },
  // รายได้ is revenue before VAT to an accountant; the reports count cash received, VAT included.
  { term: /รายได้/, use: 'ยอดรับชำระ (cash received, VAT included)', keys: /^reports\.|^src\/server\/admin\/|^src\/islands\/admin\/Reports/ },
  { term: /^ลบ|ลบ\s*\{provider\}|ลบช่องทาง/, use: 'ยกเลิกการเชื่อมต่อ (unlinking a sign-in method)', keys: /identities|last_sign_in_method/ },
  { term: /เซสชัน/, use: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบอีกครั้ง' },
  { term: /มีคำขอมากเกินไป|หลายครั้งเกินไป|ถี่เกินไป|ส่งข้อความบ่อยเกินไป/, use: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง' },
  { term: /ถูกทิ้งไว้/, use: 'ชำระเงินไม่เสร็จ (abandoned checkout)' },
  { term: /ที่อยู่\s*\{address\}|ที่อยู่ IP/, use: 'IP (an IP address; ที่อยู่ is a postal address)' },
  // The studio's legal name (บริษัท สยามพิกเซล สตูดิโอ จำกัด) is a name; in text to clients it is เรา / ทีมงาน.
  {
    term: /(?<!พิกเซล\s?)สตูดิโอ/,
    use: 'เรา / ทีมงาน (the studio, in text to clients)',
    keys: /^(?:payments|quote|mail|dashboard|account|order|withholding|social)\.|^admin\.trail\.author|^rendered:/,
  },
  { term: /แพ็กเกจ\s+แพ็กเกจ/, use: 'the package name alone when it already starts with แพ็กเกจ' },
  { term: /เหตุที่ออกใบลดหนี้/, use: 'สาเหตุการลดหนี้ (the wording of section 86/10)' },
  { term: /ล้มเหลว/, use: 'ไม่สำเร็จ' },
  { term: /ลองใหม่/, use: 'ลองอีกครั้ง' },
  // A care plan or an SEO retainer is a contract length, not a delivery time.
  { term: /ระยะเวลาส่งมอบ\s*:?\s*(?:สัญญา\s*)?\d+(?:\s*[-–]\s*\d+)?\s*เดือน/, use: 'สัญญา 12 เดือน / ต่อเนื่อง 3 เดือน' },
  // Neutral polite register: the studio does not speak with a gendered particle.
  { term: /ค่ะ|ครับ/, use: 'no ค่ะ/ครับ (neutral register)' },
];

const THAI_CHAR = /[\u0E00-\u0E7F]/;
export const hasThai = (text: string) => THAI_CHAR.test(text);

/**
 * Thai abbreviations whose dot is not a full stop: months (as Intl th-TH writes them), eras, ชม. (hours)
 * and น. (o'clock). Each counts only at the start of a word (not after another Thai letter), so the
 * "น." that ends "ทำงาน." is still a full stop.
 */
const ABBREVIATION = /(?<![\u0E00-\u0E7F])(?:ม\.ค|ก\.พ|มี\.ค|เม\.ย|พ\.ค|มิ\.ย|ก\.ค|ส\.ค|ก\.ย|ต\.ค|พ\.ย|ธ\.ค|พ\.ศ|ค\.ศ|ชม|น)\./g;
const MASK = '\u0000';

function fullStops(text: string): string[] {
  const masked = text.replace(ABBREVIATION, (abbreviation) => abbreviation.replaceAll('.', MASK));
  const found: string[] = [];
  // An ellipsis (..., …) is not a full stop: only a lone dot counts.
  const lone = /(?<!\.)\.(?!\.)/g;
  for (const match of masked.matchAll(lone)) {
    const i = match.index;
    const before = masked[i - 1] ?? '';
    const after = masked.slice(i + 1);
    const afterThai = THAI_CHAR.test(before);
    const endsLine = /^\s*$/.test(after.split('\n')[0] ?? '');
    // "ใช้ API. จากนั้น": a dot after Latin text that ends a sentence before more Thai.
    const endsSentence = !/\d/.test(before) && /^\s+[\u0E00-\u0E7F]/.test(after);
    if (afterThai || endsLine || endsSentence) found.push(text.slice(Math.max(0, i - 12), i + 1));
  }
  return found;
}

/** A Christian-era year (1900–2100) not marked ค.ศ. (also the second year of "ค.ศ. 2023–2024"). */
function christianEraYears(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<!\d)(?:19\d\d|20\d\d|2100)(?!\d)/g)) {
    const before = text.slice(0, match.index);
    if (/ค\.ศ\.\s*$/.test(before) || /ค\.ศ\.\s*\d{4}\s*[-–]\s*$/.test(before)) continue;
    found.push(match[0]);
  }
  return found;
}

/** Office hours: 09.00–18.00 น. (two-digit hours, a dot, an en dash, no spaces, then น.). */
function badHours(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\d{1,2}[:.]\d{2}(?:\s*[-–—]\s*|\s+ถึง\s+)\d{1,2}[:.]\d{2}(?:\s*น\.)?/g)) {
    if (!/^\d{2}\.\d{2}–\d{2}\.\d{2} น\.$/.test(match[0])) found.push(match[0]);
  }
  return found;
}

/**
 * A range of amounts, counts or durations: 4–6 สัปดาห์, ฿5,000–฿15,000, วันจันทร์–วันศุกร์ (an en dash, no
 * spaces). Finds a hyphen or a spaced dash between two numbers followed by a Thai unit or baht, between two
 * ฿ amounts, and between two weekdays. Phone numbers (02-123-4567) and dates have no unit and pass.
 */
const UNIT = '(?:บาท|ปี|เดือน|สัปดาห์|วัน|ชั่วโมง|นาที|เว็บไซต์|หน้า|คน|ครั้ง|โปรเจกต์)';
const RANGE = new RegExp(
  [
    `(?<![\\d,.\\-])฿?\\d[\\d,]*\\+?(?:\\s*-\\s*|\\s+[–—]\\s*|[–—]\\s+)฿?\\d[\\d,]*\\+?\\s*${UNIT}`,
    `(?<![\\d,.\\-])฿\\d[\\d,]*\\+?(?:\\s*-\\s*|\\s+[–—]\\s*|[–—]\\s+)฿?\\d`,
    `วัน[ก-๛]+\\s*(?:-|\\s[–—]|[–—]\\s)\\s*วัน[ก-๛]+`,
  ].join('|'),
  'g',
);
function badRanges(text: string): string[] {
  return [...text.matchAll(RANGE)].map((match) => match[0]);
}

/** Dictionary keys of value tiles (figures set large on a page): amounts there are ฿, as Intl th-TH writes them. */
const VALUE_TILE = /\.value$/;

export interface Problem {
  rule: string;
  match: string;
}

/**
 * Everything in one Thai text that breaks the glossary. `key` is the dictionary key, for the terms that
 * apply to one concept only; without it (e-mails, catalogue) those scoped terms are not checked.
 */
export function thaiCopyProblems(text: string, key?: string): Problem[] {
  if (!hasThai(text)) return [];
  const problems: Problem[] = [];
  for (const { term, use, keys } of forbiddenTerms) {
    if (keys && !(key && keys.test(key))) continue;
    const match = term.exec(text);
    if (match) problems.push({ rule: `term: use ${use}`, match: match[0] });
  }
  for (const match of fullStops(text)) problems.push({ rule: 'Thai full stop', match });
  for (const match of text.matchAll(/(?<!\u00a0)ๆ/g)) {
    problems.push({ rule: 'ๆ without a no-break space before it', match: text.slice(Math.max(0, match.index - 8), match.index + 1) });
  }
  for (const match of christianEraYears(text)) problems.push({ rule: 'Christian-era year without ค.ศ.', match });
  for (const match of badHours(text)) problems.push({ rule: 'hours as 09.00–18.00 น.', match });
  // A time of day as 10.00 น. (issue 39), not 10:00 (ranges are the hours rule's).
  if (!badHours(text).length)
    for (const match of text.matchAll(/(?<![\d:])\d{1,2}:\d{2}(?![\d:])/g))
      problems.push({ rule: 'a time of day as 10.00 น.', match: match[0] });
  // A sentence with หรือไม่ / ไหม / ใช่ไหม anywhere in it takes no "?" (not only right after the word).
  for (const match of text.matchAll(/(?:หรือไม่|ไหม|หรือเปล่า|หรือยัง)[^?\n]*\?/g)) {
    problems.push({ rule: 'no "?" after a question word', match: match[0] });
  }
  for (const match of badRanges(text)) problems.push({ rule: 'a range with an en dash and no spaces', match });
  // The copyright line: © {Buddhist-era year} {name} สงวนลิขสิทธิ์, no ค.ศ.
  if (/©/.test(text) && /ค\.ศ\./.test(text)) problems.push({ rule: 'a copyright line in the Buddhist era, without ค.ศ.', match: text });
  if (key && VALUE_TILE.test(key) && /\d\s*บาท/.test(text)) {
    problems.push({ rule: 'an amount in a value tile as ฿ (Intl th-TH), not "… บาท"', match: text });
  }
  for (const match of text.matchAll(/ขอบคุณ\s*!/g)) problems.push({ rule: '"ขอบคุณ" without "!"', match: match[0] });
  if (/ดอลลาร์|US\$|USD/.test(text) && !/บาท|฿/.test(text))
    problems.push({ rule: 'a US-dollar amount beside its baht equivalent', match: text });
  // A confirmation states a fact ("บันทึกเรียบร้อยแล้ว"); "!" is kept for the rare real exclamation.
  for (const match of text.matchAll(/แล้ว\s*!/g)) problems.push({ rule: 'a confirmation without "!"', match: match[0] });
  return problems;
}

/**
 * What a tax document (receipt, tax invoice, invoice, quotation, credit note) must not print, beyond the
 * copy rules: amounts as 49,800.00 with no ฿, and other documents cited by their number, never by an
 * internal id ("#1a2b3c4d" or a template's "#{…}").
 */
export function documentProblems(text: string): Problem[] {
  const problems: Problem[] = [];
  if (/฿/.test(text)) problems.push({ rule: 'a document amount as 49,800.00, without ฿', match: text });
  for (const match of text.matchAll(/#(?:[0-9a-f]{6,}|\{[^}]*\})/g))
    problems.push({ rule: 'a document cited by its number, not an id', match: match[0] });
  return problems;
}

/** The lines of an e-mail's plain text (and its subject) that are Thai copy. */
export const thaiLines = (text: string) => text.split('\n').filter(hasThai);
