// PDF lines break between the dictionary's Thai words (docs/decisions/0066): at every width, no line of a
// quotation's term ends inside ผู้เสนอราคา (ICU cut it "ผู้เสนอ|ราคา", issue 39) or another word.
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfWords, wrap } from '../../../src/server/billing/rendering/text';
import { registerFonts } from '../../../src/server/billing/rendering/openPdf';
import { dictionaryWords } from '../../../src/i18n/thaiDictionary';
import { lineUnits } from '../../../src/i18n/lineBreaks';

const TERM = 'กรณีลูกค้าเป็นนิติบุคคล โปรดหักภาษี ณ ที่จ่าย 3% ของมูลค่าก่อนภาษีมูลค่าเพิ่ม และส่งหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ให้ผู้เสนอราคา';

describe('wrap', () => {
  beforeAll(loadPdfWords);

  it('breaks Thai only between the dictionary’s words, at every width', () => {
    const doc = new PDFDocument({ size: 'A4' });
    registerFonts(doc);
    const words = lineUnits(TERM, dictionaryWords);
    expect(words.map((word) => word.trim())).toContain('ผู้เสนอราคา');
    // The places a line may end, counted in letters (a line drops the spaces at its ends): after one
    // of the words, and nowhere else.
    const bare = (text: string) => text.replace(/\s+/g, '');
    const ends = new Set(words.map((_, i) => bare(words.slice(0, i + 1).join('')).length));
    let checked = 0;
    for (let width = 60; width <= 400; width += 5) {
      const lines = wrap(doc, TERM, width, { size: 9 });
      expect(bare(lines.join(''))).toBe(bare(TERM));
      let at = 0;
      for (const line of lines.slice(0, -1)) {
        at += bare(line).length;
        expect(ends.has(at), `"${line}" at ${width} pt`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
