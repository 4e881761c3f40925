/**
 * The text helpers every PDF of the studio draws with (documents, the output-tax register): bilingual,
 * Thai first and English beneath, with Noto Sans Thai embedded (./openPdf.ts registers the faces by the
 * names used here). pdfkit lays glyphs out with fontkit, which applies the font's GPOS mark
 * positioning, so Thai tone marks and vowels sit where the font puts them. Lines are wrapped here,
 * between Thai words and never inside a grapheme, since pdfkit's own breaker knows no Thai word
 * boundaries. The words are the site's dictionary's (docs/decisions/0066: ICU splits compounds such as
 * ผู้เสนอราคา), loaded when the first PDF is drawn, never with the module.
 */
import { lineUnits } from '../../../i18n/lineBreaks';
import type { ThaiWords } from '../../../i18n/thaiSegmenter';
import { actualText } from './textLayer';

export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#cbd5e1';

export type Doc = PDFKit.PDFDocument;
export type FaceName = `${'thai' | 'latin'}-${400 | 700}`;
export interface Style {
  size: number;
  bold?: boolean | undefined;
  color?: string;
  align?: 'left' | 'right';
}

const THAI = /[\u0e00-\u0e7f]/;
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** The dictionary's Thai words, once loaded (1.4 MB: when the first PDF is drawn, not at import). */
let thaiWords: ThaiWords | undefined;

/** Loads the dictionary wrap() cuts Thai with; every renderer does, before drawing. */
export async function loadPdfWords(): Promise<void> {
  thaiWords ??= (await import('../../../i18n/thaiDictionary')).dictionaryWords;
}

/** Runs of Thai and of everything else: each face has only its own script (as Fontsource cuts them). */
function runs(text: string): { text: string; thai: boolean }[] {
  const out: { text: string; thai: boolean }[] = [];
  for (const char of text) {
    // A space belongs to the run it is in, so it never splits one.
    const thai = char === ' ' && out.length > 0 ? out.at(-1)!.thai : THAI.test(char);
    const last = out.at(-1);
    if (last && last.thai === thai) last.text += char;
    else out.push({ text: char, thai });
  }
  return out;
}

/** The face's registered name (./openPdf.ts): each face has one script and one weight. */
export function fontOf(thai: boolean, bold: boolean | undefined): FaceName {
  return `${thai ? 'thai' : 'latin'}-${bold ? 700 : 400}`;
}

function widthOf(doc: Doc, text: string, style: Style): number {
  let width = 0;
  for (const run of runs(text)) width += doc.font(fontOf(run.thai, style.bold)).fontSize(style.size).widthOfString(run.text);
  return width;
}

/** Lines of at most `width`, broken between words (Thai words too), a too-long word between graphemes. */
export function wrap(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces: string[] = [];
  let opening = '';
  for (const segment of lineUnits(text, thaiWords)) {
    // Brackets and quotes already open their word's piece ("(มหาชน)" never breaks after "("); so does
    // "#" ("#1a2b3c4d" is one token, issue 39).
    if (/^[([{"“‘#]$/.test(segment)) {
      opening += segment;
      continue;
    }
    const piece = opening + segment;
    opening = '';
    if (widthOf(doc, piece, style) <= width) pieces.push(piece);
    else for (const { segment: g } of graphemes.segment(piece)) pieces.push(g);
  }
  if (opening) pieces.push(opening);
  for (const piece of pieces) {
    if (line !== '' && widthOf(doc, line + piece, style) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** The height `draw` would use, without drawing. */
export function measure(doc: Doc, text: string, width: number, style: Style): number {
  return wrap(doc, text, width, style).length * style.size * 1.45;
}

/** Draws wrapped text at (x, y); returns the height used. */
export function draw(doc: Doc, text: string, x: number, y: number, width: number, style: Style): number {
  const lineHeight = style.size * 1.45;
  const lines = wrap(doc, text, width, style);
  lines.forEach((line, i) => {
    let cursor = style.align === 'right' ? x + width - widthOf(doc, line, style) : x;
    // The line's text as ActualText, so a reader copies the Thai printed (textLayer.ts).
    actualText(doc, line, () => {
      for (const run of runs(line)) {
        doc
          .font(fontOf(run.thai, style.bold))
          .fontSize(style.size)
          .fillColor(style.color ?? INK)
          .text(run.text, cursor, y + i * lineHeight, { lineBreak: false });
        cursor += doc.widthOfString(run.text);
      }
    });
  });
  return lines.length * lineHeight;
}

/** Thai above, English beneath, smaller and grey. */
export function bilingual(doc: Doc, th: string, en: string, x: number, y: number, width: number, style: Style): number {
  const top = draw(doc, th, x, y, width, style);
  return top + draw(doc, en, x, y + top, width, { ...style, size: style.size - 2, bold: false, color: MUTED });
}
