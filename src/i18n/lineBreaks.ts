import { CHROMIUM_SPLITS, HOLDING_SPLITS } from './thaiWords.generated';
import type { ThaiWords } from './thaiSegmenter';

/**
 * Where Thai text may break across lines: the site's one Thai word segmentation, for short labels and
 * body text alike (docs/decisions/0037). Thai has no spaces between words; browsers break it with
 * ICU's dictionary, which splits loanwords it does not know ("โปรเจกต์" becomes "โปร|เจ|กต์") and
 * compounds into their parts ("มือถือ" becomes "มือ|ถือ"). `lineUnits` returns pieces a line may break
 * between: ICU's words (Intl.Segmenter, the same dictionary), except that
 * - the words of SITE_WORDS stay whole (loanwords spelled as in THAI-GLOSSARY.md, and compounds),
 * - spaces and closing punctuation stay with the word before them, so no line starts with one,
 * - opening brackets and quotes go with the word after them, so no line ends with one,
 * - the repetition mark ๆ stays with the word it repeats (and the space before it).
 * Pages mark the pieces at build or render time (src/i18n/thaiHtml.ts), islands at render
 * (src/islands/shared/WordWrap.tsx).
 */

/**
 * Words of the site that ICU splits wrongly: loanwords spelled as in THAI-GLOSSARY.md, and compounds
 * read as one word. A longer word wins over a word it contains (the list is searched longest first).
 * Found by segmenting every Thai text of the site and reading the pairs of short pieces ICU leaves.
 */
export const MANUAL_WORDS: readonly string[] = [
  // Loanwords (THAI-GLOSSARY.md spelling).
  'โปรเจกต์',
  'แพ็กเกจ',
  'เว็บไซต์',
  'ออนไลน์',
  'อีเมล',
  'สตูดิโอ',
  'แดชบอร์ด',
  'อีวอลเล็ต',
  'แบงกิ้ง',
  'โฮสติ้ง',
  'สมาร์ทโฟน',
  'คอนเทนต์',
  'คลาวด์',
  'พร้อมเพย์',
  'แลนดิงเพจ',
  'คอนเวอร์ชัน',
  'สตรีมมิง',
  'เรียลไทม์',
  'ไอเดีย',
  'เอเจนซี',
  'คอนโด',
  'ทวีต',
  'ช้อป',
  'ไรเดอร์',
  'อินเทอร์แอกทีฟ',
  'อินเทอร์เน็ต',
  'โซเชียล',
  'ไวร์เฟรม',
  'ดีไซน์',
  'ซิสเต็ม',
  'สต็อก',
  'อสังหาฯ',
  'ไดเรกทอรี',
  'มาร์เก็ตเพลส',
  'แอปพลิเคชัน',
  'ฟีเจอร์',
  'เทมเพลต',
  'ปลั๊กอิน',
  'เซิร์ฟเวอร์',
  'ดาวน์โหลด',
  'อัปโหลด',
  'อัปเดต',
  'แอดมิน',
  'ล็อกอิน',
  'คลิก',
  'ลิงก์',
  'บล็อก',
  'โพสต์',
  'แบรนด์',
  'เทรนด์',
  'ดิจิทัล',
  'กราฟิก',
  'อีคอมเมิร์ซ',
  'เมนู',
  'ฟอนต์',
  'โดเมน',
  // Compounds read as one word.
  'รายละเอียด',
  'ใบเสนอราคา',
  'คำสั่งซื้อ',
  'ค่าใช้จ่าย',
  'มือถือ',
  'ร้านค้า',
  'ทีมงาน',
  'ผลงาน',
  'ตอบกลับ',
  'ขั้นตอน',
  'ย้อนกลับ',
  'ตรวจสอบ',
  'ตั้งค่า',
  'เชื่อมต่อ',
  'ส่งมอบ',
  'เผยแพร่',
  'ช่องทาง',
  'คืนทุน',
  'ร่วมมือ',
  'รายเดือน',
  'รายได้',
  'ยอดขาย',
  'ผู้ดูแล',
  'ผู้ใช้',
  'ผู้เข้าชม',
  'หน้าจอ',
  'ข้อผิดพลาด',
  'งบประมาณ',
  'ตัดสินใจ',
  'พูดคุย',
  'ก่อตั้ง',
  'คืบหน้า',
  'ถัดไป',
  'รายชื่อ',
  'รูปแบบ',
  'เรื่องราว',
  'แบบฟอร์ม',
  'เริ่มต้น',
  'เกี่ยวกับ',
  'เข้าสู่ระบบ',
  'ลงทะเบียน',
  'เครื่องมือ',
  'นัดหมาย',
  'ติดตาม',
  'ติดตั้ง',
  'พื้นฐาน',
  'รับประกัน',
  'คาดหวัง',
  'ความคิดเห็น',
  'ถ่ายทอดสด',
  'ลื่นไหล',
  'ภายหลัง',
  'เส้นทาง',
  'บัญชี',
  'ด้านล่าง',
  'ใบแจ้งหนี้',
  'ใบลดหนี้',
  'ใบกำกับภาษี',
  // ICU reads it as ตัว + อักษร; "ตัว|อักษร" broke in the admin's quote dialog at 390 px (issue 35).
  'ตัวอักษร',
  // The quotation's schedule (decision 0062): "accept" and "deposit" read as one word each.
  'ยอมรับ',
  'เงินมัดจำ',
  // Words the Thai reviewer found split (issue 39) that the dictionary (decision 0066) lacks, or cuts
  // the wrong way on a tie ("แรงขับ|เคลื่อน").
  'ไดเรกเตอร์',
  'นักช้อป',
  'ค้นเจอ',
  'แรงขับเคลื่อน',
  'ในใจ',
  'รายไตรมาส',
  'คู่ค้า',
  'ค่าจัดส่ง',
  // Loanwords of the site the dictionary lacks (it would cut them into syllables: "เซ|ส|ชัน").
  'เซสชัน',
  'แอป',
  'พุช',
  'มิลลิวินาที',
  'สตาร์ทเตอร์',
  'คอมเมิร์ซ',
  'ฟินเทค',
  'คีย์เวิร์ด',
  'อารีย์',
  'คอมมิชชัน',
  // A tie the dictionary reads the other way ("กู้|คืนหนึ่ง|รหัส").
  'กู้คืน',
  // The documents' words the dictionary cuts ("ผู้เสนอ|ราคา" split a line of the quotation's terms,
  // issue 39), and a password's word ("รหัส|ผ่าน" in the account's sign-in methods at 390 px).
  'ผู้เสนอราคา',
  'ผู้รับเงิน',
  'ลดหนี้',
  'รหัสผ่าน',
];

/**
 * The words kept whole in the islands' reading (ICU, in the browser): the list above, the site's
 * dictionary words Chromium breaks inside ("ออกแบบ", "ดูแล", "ต่างประเทศ"; found by
 * scripts/thai-words.ts, which lays each run out in Chromium), and the site's words that hold one of
 * those ("โครงสร้าง" holds "สร้าง": whole, so no <wbr> lands inside it). Longest first.
 */
export const SITE_WORDS: readonly string[] = [...new Set([...MANUAL_WORDS, ...CHROMIUM_SPLITS, ...HOLDING_SPLITS])].sort(
  (a, b) => b.length - a.length,
);

const THAI = /[\u0E00-\u0E7F]/;
/** Characters that open (brackets, quotes, currency signs): they go with the word after them. */
const OPENING = /^[([{“‘«"'\u201A\u201E\p{Sc}]+$/u;
const REPEAT = 'ๆ';

let segmenter: Intl.Segmenter | undefined;

/** A piece of text a line may break after. */
export interface LineUnit {
  text: string;
  /**
   * True when a browser would break inside the piece unless stopped: a word Chromium splits
   * (CHROMIUM_SPLITS), or a word with ๆ. Renderers make such a piece unbreakable.
   */
  kept: boolean;
}

const BREAKS_INSIDE = new Set(CHROMIUM_SPLITS);

/** The word of a piece, without the brackets, quotes, signs and spaces around it. */
export function core(unit: string): string {
  return unit.replace(/^[^\u0E00-\u0E7F\w]+|[^\u0E00-\u0E7F\w]+$/g, '');
}

/** The longest site word at this position of the text, if one starts there. */
function siteWordAt(text: string, at: number): string | undefined {
  return THAI.test(text.charAt(at)) ? SITE_WORDS.find((word) => text.startsWith(word, at)) : undefined;
}

/**
 * Splits the text into pieces a line may break between; joined, the pieces are the text again.
 * `words`: the runs of Thai letters are cut by this dictionary (src/i18n/thaiDictionary.ts, on the
 * server and in tests: docs/decisions/0066) instead of ICU with the site's words (in the browser).
 */
export function lineUnits(text: string, words?: ThaiWords): string[] {
  return thaiUnits(text, words).map((unit) => unit.text);
}

/** lineUnits with, for each piece, whether the browser must be stopped from breaking inside it. */
export function thaiUnits(text: string, words?: ThaiWords): LineUnit[] {
  if (!THAI.test(text)) return [{ text, kept: false }];
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const units: LineUnit[] = [];
  /** Opening punctuation (and the spaces after it) waiting for its word. */
  let pending = '';
  const last = () => units[units.length - 1];
  const pushWord = (piece: string, kept: boolean) => {
    const glue = pending;
    pending = '';
    const previous = last();
    // ๆ repeats the word before it: never a line of its own, whatever spaces sit between them.
    if (piece.startsWith(REPEAT) && previous && !glue) {
      // ICU may break before ๆ (and a space before it is a break opportunity): keep the pair whole.
      previous.kept = true;
      previous.text += piece;
      return;
    }
    units.push({ text: glue + piece, kept });
  };
  const pushOther = (piece: string, at: number) => {
    const previous = last();
    // A straight quote opens only where a word does not end right before it ("…" around a word).
    const opens = OPENING.test(piece) && (!/^["']/.test(piece) || at === 0 || /\s/.test(text.charAt(at - 1)));
    if (opens || pending) pending += piece;
    // After a space, a sign starts a piece of its own ("ร้านค้า & สตูดิโอ").
    else if (previous && /\s$/.test(previous.text) && !/^\s/.test(piece)) units.push({ text: piece, kept: false });
    else if (previous) previous.text += piece;
    else units.push({ text: piece, kept: false });
  };
  const segmentIcu = (from: number, to: number) => {
    if (to <= from) return;
    for (const { segment, index, isWordLike } of segmenter!.segment(text.slice(from, to))) {
      if (isWordLike || segment === REPEAT) pushWord(segment, BREAKS_INSIDE.has(segment));
      else pushOther(segment, from + index);
    }
  };
  const segmentRest = (from: number, to: number) => {
    if (!words) return segmentIcu(from, to);
    // The dictionary cuts the runs of Thai letters; ICU the rest (spaces, digits, signs, Latin words).
    let at = from;
    for (const match of text.slice(from, to).matchAll(THAI_RUN)) {
      const runStart = from + match.index;
      segmentIcu(at, runStart);
      for (const word of words(match[0])) pushWord(word, BREAKS_INSIDE.has(word));
      at = runStart + match[0].length;
    }
    segmentIcu(at, to);
  };
  let start = 0;
  // The dictionary holds the site's words already: no first pass for them.
  for (let i = 0; !words && i < text.length;) {
    const whole = siteWordAt(text, i);
    // A longer site word starting inside this one and running past it wins ("ดู|แลนดิงเพจ", not
    // "ดูแล|น…"): the shorter one is left to ICU.
    const overlapped =
      whole &&
      Array.from({ length: whole.length - 1 }, (_, k) => i + 1 + k).some((j) => {
        const other = siteWordAt(text, j);
        return other !== undefined && other.length > whole.length && j + other.length > i + whole.length;
      });
    if (!whole || overlapped) {
      i += 1;
      continue;
    }
    segmentRest(start, i);
    pushWord(whole, BREAKS_INSIDE.has(whole));
    i += whole.length;
    start = i;
  }
  segmentRest(start, text.length);
  if (pending) {
    const previous = last();
    if (previous) previous.text += pending;
    else units.push({ text: pending, kept: false });
  }
  // ICU may break before ๆ too (and a space before it is a break opportunity): keep such pieces whole.
  for (const unit of units) if (unit.text.includes(REPEAT)) unit.kept = true;
  return units;
}

/** A piece as renderers mark it: `word` in an unbreakable box when `box`, then `after` (its spaces). */
export interface MarkedUnit {
  /** A break opportunity (<wbr>) goes before this piece: no space already gives one. */
  breakBefore: boolean;
  box: boolean;
  word: string;
  after: string;
}

/**
 * How renderers mark the text (decision 0037): each `kept` piece (a word Chromium would split, a
 * word with ๆ) in an unbreakable box, with a <wbr> on each side where no space lies between it and
 * the next word. The other words are left as they are: Chromium already breaks them only between
 * words (scripts/thai-words.ts lays out every Thai text of the site to find the ones it does not),
 * and leaving them unmarked keeps the pages small (the home page must fit its first round trip,
 * decision 0025: marking every word cost the Thai home page 420 bytes of Brotli, this 100).
 * Null when the text has no Thai (nothing to mark).
 */
export function markedUnits(
  text: string,
  boxed: (unit: LineUnit, at: number) => boolean = (unit) => unit.kept,
  words?: ThaiWords,
  /** Whether the browser already breaks at this offset (then a box beside it needs no <wbr>). */
  opens: (at: number) => boolean = () => false,
): MarkedUnit[] | null {
  if (!THAI.test(text)) return null;
  const units = thaiUnits(text, words);
  let at = 0;
  const starts: number[] = [];
  const boxes = units.map((unit) => {
    starts.push(at);
    const box = boxed(unit, at);
    at += unit.text.length;
    return box;
  });
  return units.map((unit, index) => {
    const box = boxes[index]!;
    const word = box ? unit.text.trimEnd() : unit.text;
    const previous = units[index - 1];
    const breakBefore =
      !!previous && (box || boxes[index - 1]!) && !/\s$/.test(previous.text) && !/^\s/.test(unit.text) && !opens(starts[index]!);
    return { breakBefore, box, word, after: unit.text.slice(word.length) };
  });
}

/**
 * Text cut where a renderer of JSX keeps words whole (the islands' WordWrap, the e-mail blocks): plain
 * runs as strings, and each word Chromium would split inside as `{ kept }`, for the renderer to box. No
 * break opportunities are added: Chromium already breaks at the edges of the words it splits inside
 * (decision 0066). Null when there is nothing to keep whole (no Thai, or no such word).
 */
export function keptWordPieces(text: string): (string | { kept: string })[] | null {
  const units = markedUnits(text, undefined, undefined, () => true);
  if (!units?.some((unit) => unit.box)) return null;
  const pieces: (string | { kept: string })[] = [];
  let run = '';
  for (const { box, word, after } of units) {
    if (box) {
      if (run) pieces.push(run);
      run = '';
      pieces.push({ kept: word });
    } else run += word;
    run += after;
  }
  if (run) pieces.push(run);
  return pieces;
}

/**
 * A run of Thai letters and marks: what a browser segments as one piece of text (spaces, digits,
 * signs and punctuation end it), so where Chromium breaks inside it depends on the run alone.
 */
export const THAI_RUN = /[\u0E01-\u0E3A\u0E40-\u0E4E]+/g;

/** A short fingerprint of a run (FNV-1a, base 36), for the list of runs scripts/thai-words.ts checked. */
export function runKey(run: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < run.length; i++) hash = Math.imul(hash ^ run.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}
