/**
 * Where a short Thai label may break across lines. Thai has no spaces between words; browsers break
 * it with ICU's dictionary, which splits loanwords it does not know ("โปรเจกต์" becomes "โปร|เจ|กต์")
 * and compounds into their parts ("รายละเอียด" becomes "ราย|ละเอียด"). `lineUnits` returns pieces a
 * line may break between: ICU's words (Intl.Segmenter, the same dictionary), except that the words
 * below stay whole and spaces and punctuation stay with the word before them. Renderers put each piece
 * in a no-wrap box with a <wbr> between pieces (src/islands/shared/WordWrap.tsx).
 */

/**
 * Words of the site's labels that ICU splits wrongly: loanwords spelled as in THAI-GLOSSARY.md, and
 * compounds read as one word. Longest first, so a longer word wins over a word it contains.
 */
export const KEEP_WHOLE: readonly string[] = [
  'รายละเอียด',
  'โปรเจกต์',
  'แพ็กเกจ',
  'เว็บไซต์',
  'ขั้นตอน',
  'ย้อนกลับ',
  'ตรวจสอบ',
  'ออนไลน์',
  'อีเมล',
  'ถัดไป',
  'บัญชี',
].sort((a, b) => b.length - a.length);

const THAI = /[\u0E00-\u0E7F]/;

let segmenter: Intl.Segmenter | undefined;

/** Splits the text into pieces a line may break between; joined, the pieces are the text again. */
export function lineUnits(text: string): string[] {
  if (!THAI.test(text)) return [text];
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const units: string[] = [];
  let start = 0;
  /** Appends a piece: spaces and punctuation join the word before them, so no line starts with one. */
  const push = (piece: string, wordLike: boolean) => {
    if (!wordLike && units.length > 0) units[units.length - 1] += piece;
    else units.push(piece);
  };
  const segmentRest = (end: number) => {
    if (end <= start) return;
    for (const { segment, isWordLike } of segmenter!.segment(text.slice(start, end))) push(segment, isWordLike ?? false);
  };
  for (let i = 0; i < text.length;) {
    const whole = KEEP_WHOLE.find((word) => text.startsWith(word, i));
    if (!whole) {
      i += 1;
      continue;
    }
    segmentRest(i);
    push(whole, true);
    i += whole.length;
    start = i;
  }
  segmentRest(text.length);
  return units;
}
