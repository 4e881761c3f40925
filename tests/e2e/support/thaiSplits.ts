import type { Page } from '@playwright/test';
import { lineUnits } from '../../../src/i18n/lineBreaks';
import { dictionaryWords } from '../../../src/i18n/thaiDictionary';

/**
 * The words the Thai reviewer found split across lines on the public pages (issue 39, "Thai words
 * split in the walk"), as they were split: a regression set for the dictionary (unit test) and the
 * rendered pages (tests/e2e/thai-line-breaks.spec.ts). ตะวันออกเฉียงใต้ was reported as เฉียง|ใต้.
 */
export const REVIEWED_SPLITS = [
  'นัก|ช้อป',
  'ค้น|เจอ',
  'ชาว|ต่างชาติ',
  'คอล|เซ็นเตอร์',
  'ค้า|ปลีก',
  'เปิด|ตัว',
  'เปรียบ|เทียบ',
  'นัก|ออกแบบ',
  'ลา|ออก',
  'ยอด|นิยม',
  'ได|เรกเตอร์',
  'แรงขับ|เคลื่อน',
  'ส่วน|ใหญ่',
  'ระยะ|เวลา',
  'ดู|ดี',
  'ล่วง|หน้า',
  'ใน|ใจ',
  'พวก|เขา',
  'เหมา|จ่าย',
  'ต่อ|ไป',
  'สมัย|ใหม่',
  'เป้า|หมาย',
  'ตะวันออกเฉียง|ใต้',
  'ลาย|ลักษณ์อักษร',
  'ส่วน|แบ่ง',
  'เยี่ยม|ชม',
  'ราย|ไตรมาส',
  'ตัว|เอง',
  'การ|ตลาด',
  'เชื่อ|มั่น',
  'ครึ่ง|หนึ่ง',
  'บำรุง|รักษา',
  'จัด|ทำ',
  'นักท่อง|เที่ยว',
  'คู่|ค้า',
  'เบื้อง|หลัง',
  'เดิน|ทาง',
  'คำ|อธิบาย',
  'วัน|หยุด',
  'ต่าง|ประเทศ',
  'ค่าจัด|ส่ง',
  'ตัว|อักษร',
] as const;

/**
 * Thai words the page shows split across two lines (issues 25 and 39), as "โปรเจ|กต์". The browser
 * lays the page out; each block's text (its text nodes joined, a <br> as a line feed) is cut into
 * words by the dictionary (src/i18n/thaiDictionary.ts: a 60,000-word list with the site's own terms,
 * not Intl.Segmenter, which splits compounds as Chromium does: docs/decisions/0066), and a
 * word is split when its characters do not all sit on one line (one Range per character, a new line
 * wherever a character's box starts lower than the line before by more than half its height).
 * Hidden text, screen-reader-only text and form fields are left out.
 */
export async function splitThaiWords(page: Page): Promise<string[]> {
  const blocks = await page.evaluate(() => {
    const THAI = /[\u0E00-\u0E7F]/;
    const blockOf = (element: Element): Element => {
      for (let el: Element | null = element; el; el = el.parentElement) {
        const display = getComputedStyle(el).display;
        if (display !== 'inline' && display !== 'contents') return el;
      }
      return document.body;
    };
    const result = new Map<Element, { text: string; tops: (number | null)[]; heights: number[] }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
      acceptNode: (node) => {
        if (node instanceof Element) {
          if (node.matches('script, style, noscript, template, textarea, select, .sr-only, [hidden], [aria-hidden="true"]'))
            return NodeFilter.FILTER_REJECT;
          return node.tagName === 'BR' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
        }
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node instanceof Element ? node.parentElement : node.parentElement;
      if (!parent) continue;
      const block = blockOf(parent);
      let entry = result.get(block);
      if (!entry) result.set(block, (entry = { text: '', tops: [], heights: [] }));
      if (node instanceof Element) {
        entry.text += '\n';
        entry.tops.push(null);
        entry.heights.push(0);
        continue;
      }
      const value = node.nodeValue ?? '';
      // Two text nodes meet: a word boundary unless Thai letters meet there ("฿15,000" and "/ ปี" in
      // two boxes are two pieces; a word split by a <b> inside it is still one).
      if (entry.text && !(/[\u0E01-\u0E4E]$/.test(entry.text) && /^[\u0E01-\u0E4E]/.test(value))) {
        entry.text += '\n';
        entry.tops.push(null);
        entry.heights.push(0);
      }
      for (let i = 0; i < value.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        entry.text += value.charAt(i);
        entry.tops.push(rect && rect.width + rect.height > 0 ? rect.top : null);
        entry.heights.push(rect?.height ?? 0);
      }
    }
    return [...result.values()].filter((entry) => THAI.test(entry.text));
  });
  const splits: string[] = [];
  for (const { text, tops, heights } of blocks) {
    // Line number of each character; characters without a box belong to the line before them.
    const lines: number[] = [];
    let line = 0;
    let lineTop: number | null = null;
    for (let i = 0; i < text.length; i++) {
      const top = tops[i];
      if (text.charAt(i) === '\n') {
        line += 1;
        lineTop = null;
      } else if (top != null && !/\s/.test(text.charAt(i))) {
        if (lineTop === null) lineTop = top;
        else if (top > lineTop + (heights[i] ?? 0) / 2) {
          line += 1;
          lineTop = top;
        } else if (top < lineTop - (heights[i] ?? 0) / 2) {
          // A box higher than the line (another column, a float): a new line too.
          line += 1;
          lineTop = top;
        }
      }
      lines.push(line);
    }
    let offset = 0;
    for (const unit of lineUnits(text, dictionaryWords)) {
      const start = offset;
      offset += unit.length;
      if (!/[\u0E00-\u0E7F]/.test(unit)) continue;
      const word = unit.trimEnd();
      let shown = '';
      let split = false;
      for (let i = 0; i < word.length; i++) {
        if (i > 0 && lines[start + i] !== lines[start + i - 1] && !/\s/.test(word.charAt(i)) && !/\s/.test(word.charAt(i - 1))) {
          shown += '|';
          split = true;
        }
        shown += word.charAt(i);
      }
      if (split) splits.push(shown.trim());
    }
  }
  return splits;
}
