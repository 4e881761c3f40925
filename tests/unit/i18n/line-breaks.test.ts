import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITE_WORDS, lineUnits, markedUnits, thaiUnits } from '../../../src/i18n/lineBreaks';
import { CHROMIUM_SPLITS } from '../../../src/i18n/thaiWords.generated';
import { dictionaryWords } from '../../../src/i18n/thaiDictionary';
import { createThaiSegmenter } from '../../../src/i18n/thaiSegmenter';
import { REVIEWED_SPLITS } from '../../e2e/support/thaiSplits';
import thWizard from '../../../src/i18n/th/wizard';
import thModal from '../../../src/i18n/th/modal';

describe('lineUnits', () => {
  it('keeps loanwords and compounds ICU splits whole', () => {
    // ICU alone gives ราย|ละเอียด|โปร|เจ|กต์: a line could start with "เจกต์".
    expect(lineUnits('รายละเอียดโปรเจกต์')).toEqual(['รายละเอียด', 'โปรเจกต์']);
    expect(lineUnits('แผนโปรเจกต์')).toEqual(['แผน', 'โปรเจกต์']);
    expect(lineUnits('ย้อนกลับ')).toEqual(['ย้อนกลับ']);
    expect(lineUnits('เลือกแพ็กเกจ')).toEqual(['เลือก', 'แพ็กเกจ']);
    // The unconfirmed sign-in's message used to break ด้าน|ล่าง at 390 px; the documents' names too.
    expect(lineUnits('ขอลิงก์ใหม่ได้ด้านล่าง')).toContain('ด้านล่าง');
    expect(lineUnits('ใบแจ้งหนี้และใบลดหนี้')).toEqual(['ใบแจ้งหนี้', 'และ', 'ใบลดหนี้']);
    // ICU reads ตัว + อักษร; the admin's quote dialog broke "ตัว|อักษร" (issue 35).
    expect(thaiUnits('ไม่เกิน 2,000 ตัวอักษร')).toContainEqual({ text: 'ตัวอักษร', kept: true });
  });

  it('breaks between the dictionary words of other Thai text', () => {
    expect(lineUnits('ข้อมูลติดต่อ')).toEqual(['ข้อมูล', 'ติดต่อ']);
    expect(lineUnits('ยืนยัน')).toEqual(['ยืนยัน']);
  });

  it('keeps spaces and punctuation with the word before them', () => {
    expect(lineUnits('ขั้นตอนที่ 5 จาก 5')).toEqual(['ขั้นตอน', 'ที่ ', '5 ', 'จาก ', '5']);
    expect(lineUnits('กำลังส่งคำขอ...')).toEqual(['กำลัง', 'ส่ง', 'คำขอ...']);
  });

  it('leaves text without Thai alone (spaces already break it)', () => {
    expect(lineUnits('Project description')).toEqual(['Project description']);
    expect(lineUnits('')).toEqual(['']);
  });

  it('never splits a kept word, and the pieces always join back into the text', () => {
    // The labels' words (none of them runs into another, as ดูแล|แลนดิงเพจ would).
    const LABEL_WORDS = ['รายละเอียด', 'โปรเจกต์', 'แพ็กเกจ', 'เว็บไซต์', 'ขั้นตอน', 'ย้อนกลับ', 'ตรวจสอบ', 'ออนไลน์', 'อีเมล', 'ถัดไป', 'บัญชี'];
    const pieces = fc.constantFrom(...LABEL_WORDS, 'แผน', 'ของคุณ', ' ', '5', 'Web', '...', 'ส่งคำขอ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const text = parts.join('');
        const units = lineUnits(text);
        expect(units.join('')).toBe(text);
        // Every break falls outside every kept word.
        let offset = 0;
        const breaks = units.slice(0, -1).map((unit) => (offset += unit.length));
        for (const word of LABEL_WORDS) {
          for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
            for (const position of breaks) expect(position <= at || position >= at + word.length).toBe(true);
          }
        }
      }),
    );
  });

  it('no label the wizard steps and the modal footer show starts a line mid-word', () => {
    const labels = [
      ...Object.entries(thWizard)
        .filter(([key]) => key.startsWith('wizard.step.'))
        .map(([, v]) => v),
      thModal['modal.previous'],
      thModal['modal.next'],
      thModal['modal.submit.send'],
      thModal['modal.submit.sendAndCreate'],
    ];
    for (const label of labels) for (const unit of lineUnits(label)) expect(unit, label).not.toMatch(/^[\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]/);
  });
});

describe('lineUnits: the faults issue 25 found', () => {
  it('keeps ๆ with the word it repeats, across its no-break space, and never alone', () => {
    expect(lineUnits('ฟีเจอร์ต่าง\u00A0ๆ ที่คุณต้องการ')).toEqual(['ฟีเจอร์', 'ต่าง\u00A0ๆ ', 'ที่', 'คุณ', 'ต้องการ']);
    expect(lineUnits('ต่าง ๆ')).toEqual(['ต่าง ๆ']);
    for (const unit of thaiUnits('หลาย ๆ อย่าง ใหม่ๆ')) if (unit.text.includes('ๆ')) expect(unit.kept).toBe(true);
    for (const unit of lineUnits('หลาย ๆ อย่าง ใหม่ๆ')) expect(unit.trimStart().startsWith('ๆ'), unit).toBe(false);
  });

  it('puts an opening bracket or quote with the word after it, a closing one with the word before', () => {
    expect(lineUnits('ราคา (บาท) ต่อเดือน')).toEqual(['ราคา ', '(บาท) ', 'ต่อ', 'เดือน']);
    expect(lineUnits('คำว่า "โปรเจกต์" คือ')).toEqual(['คำ', 'ว่า ', '"โปรเจกต์" ', 'คือ']);
    expect(lineUnits('คอนเวอร์ชัน (ยอดติดต่อและยอดสั่งซื้อ)')).toEqual(['คอนเวอร์ชัน ', '(ยอด', 'ติดต่อ', 'และ', 'ยอด', 'สั่งซื้อ)']);
    for (const unit of lineUnits('ดูรายละเอียด (ภาษาไทย) «ใหม่» [ร่าง]')) expect(unit.trimEnd(), unit).not.toMatch(/[([{«“‘]$/);
  });

  it('keeps the loanwords ICU splits whole', () => {
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    for (const word of [
      'แดชบอร์ด',
      'คลาวด์',
      'โฮสติ้ง',
      'พร้อมเพย์',
      'แลนดิงเพจ',
      'คอนเวอร์ชัน',
      'ใบเสนอราคา',
      'คำสั่งซื้อ',
      'สตูดิโอ',
      'อีวอลเล็ต',
      'สมาร์ทโฟน',
      'คอนเทนต์',
    ]) {
      // ICU alone splits each of them (which is why they are listed) ...
      expect([...segmenter.segment(word)].length, word).toBeGreaterThan(1);
      // ... the site's segmentation does not, alone or between other words.
      expect(lineUnits(word), word).toEqual([word]);
      expect(lineUnits(`ดู${word}ของคุณ`), word).toEqual(['ดู', word, 'ของ', 'คุณ']);
    }
    expect(lineUnits('โมบายแบงกิ้งและอีวอลเล็ต')).toEqual(['โมบาย', 'แบงกิ้ง', 'และ', 'อีวอลเล็ต']);
  });

  it('keeps compounds whole: มือถือ, ค่าใช้จ่าย', () => {
    expect(lineUnits('แอปมือถือ')).toEqual(['แอป', 'มือถือ']);
    expect(lineUnits('ค่าใช้จ่ายรายเดือน')).toEqual(['ค่าใช้จ่าย', 'รายเดือน']);
    expect(lineUnits('แพ็กเกจดูแลเว็บไซต์')).toEqual(['แพ็กเกจ', 'ดูแล', 'เว็บไซต์']);
  });

  it('serves labels and body text alike: one list, no word twice', () => {
    expect(new Set(SITE_WORDS).size).toBe(SITE_WORDS.length);
    // Longest first: a longer word wins over one it contains.
    expect([...SITE_WORDS].sort((a, b) => b.length - a.length)).toEqual(SITE_WORDS);
  });
});

describe('markedUnits: how renderers mark Thai', () => {
  it('boxes the words Chromium breaks inside, with a break opportunity beside each where no space is', () => {
    // โปรเจกต์ is one Chromium splits (CHROMIUM_SPLITS); ดู, ของ and คุณ it breaks only around.
    expect(markedUnits('ดูโปรเจกต์ของคุณ 5 ขั้น')).toEqual([
      { breakBefore: false, box: false, word: 'ดู', after: '' },
      { breakBefore: true, box: true, word: 'โปรเจกต์', after: '' },
      { breakBefore: true, box: false, word: 'ของ', after: '' },
      { breakBefore: false, box: false, word: 'คุณ ', after: '' },
      { breakBefore: false, box: false, word: '5 ', after: '' },
      { breakBefore: false, box: false, word: 'ขั้น', after: '' },
    ]);
  });

  it('boxes a word with ๆ, and whatever the caller says', () => {
    expect(markedUnits('เรื่องต่าง ๆ')!.find((unit) => unit.word.includes('ๆ'))!.box).toBe(true);
    expect(markedUnits('สร้างแผน', () => true)!.every((unit) => unit.box)).toBe(true);
  });

  it('leaves text without Thai alone', () => {
    expect(markedUnits('Plan your project')).toBeNull();
  });

  it('marks back into the same text', () => {
    const text = 'ค่าใช้จ่าย (โดยประมาณ) ของแอปมือถือต่าง\u00A0ๆ คือ ฿45,000';
    expect(
      markedUnits(text)!
        .map((unit) => unit.word + unit.after)
        .join(''),
    ).toBe(text);
  });
});

describe('the words Chromium breaks (scripts/thai-words.ts)', () => {
  it('include the ones issue 25 found split, and all are kept whole', () => {
    for (const word of ['โปรเจกต์', 'สตูดิโอ', 'แดชบอร์ด', 'มือถือ', 'ค่าใช้จ่าย', 'แพ็กเกจ', 'ร้านค้า']) expect(CHROMIUM_SPLITS, word).toContain(word);
    for (const word of CHROMIUM_SPLITS) expect(SITE_WORDS, word).toContain(word);
  });
});

describe('the dictionary (decision 0066)', () => {
  /** Where the dictionary lets a line break inside `text` (offsets). */
  const breaks = (text: string) => {
    let offset = 0;
    return lineUnits(text, dictionaryWords)
      .slice(0, -1)
      .map((unit) => (offset += unit.length));
  };

  it('keeps every word the reviewer found split whole, alone and between other words', () => {
    for (const split of REVIEWED_SPLITS) {
      const word = split.replace('|', '');
      // Chromium's own segmenter (ICU) splits it there: why the site needs a dictionary of its own.
      expect(breaks(word), split).toEqual([]);
      for (const [before, after] of [
        ['ของ', 'ที่'],
        ['และ', 'ได้'],
        ['เป็น', 'ใน'],
      ] as const) {
        const text = `${before}${word}${after}`;
        // No break inside the word (one at its ends, or none where it joins a longer word).
        expect(
          breaks(text).filter((at) => at > before.length && at < before.length + word.length),
          text,
        ).toEqual([]);
      }
    }
  });

  it('keeps the breaks the reviewer did not mind: between the words of a sentence', () => {
    expect(lineUnits('นักท่องเที่ยวต่างประเทศเดินทางมาไทย', dictionaryWords)).toEqual(['นักท่องเที่ยว', 'ต่างประเทศ', 'เดินทาง', 'มา', 'ไทย']);
    expect(lineUnits('ครึ่งหนึ่งของเป้าหมายรายได้ 10 ล้าน', dictionaryWords)).toEqual(['ครึ่งหนึ่ง', 'ของ', 'เป้าหมาย', 'รายได้ ', '10 ', 'ล้าน']);
  });

  it('reads a tie of as many words by how common they are, and the site’s words first', () => {
    expect(lineUnits('เมื่อมีลูกค้าแนะนำ', dictionaryWords)).toEqual(['เมื่อ', 'มี', 'ลูกค้า', 'แนะนำ']);
    expect(lineUnits('กรุณาใส่จำนวนเงินเป็นตัวเลข', dictionaryWords)).toContain('ตัวเลข');
    expect(lineUnits('กรอกรหัสกู้คืนหนึ่งรหัส', dictionaryWords)).toEqual(['กรอก', 'รหัส', 'กู้คืน', 'หนึ่ง', 'รหัส']);
  });

  it('never cuts a cluster, and keeps letters it does not know together', () => {
    // Not in the list: one piece, not a syllable a line.
    expect(lineUnits('ซิงก์กับมาร์เก็ตเพลส', dictionaryWords)).toEqual(['ซิงก์', 'กับ', 'มาร์เก็ตเพลส']);
    for (const unit of lineUnits('โปรแกรมเมอร์ฟรีแลนซ์ทำพอร์ทัลสำหรับลูกค้า', dictionaryWords))
      expect(unit, unit).not.toMatch(/^[\u0E30-\u0E3A\u0E45\u0E47-\u0E4E]|[\u0E40-\u0E44]$/);
  });

  it('keeps ๆ, spaces and punctuation as the ICU reading does, and joins back into the text', () => {
    expect(lineUnits('ฟีเจอร์ต่าง\u00A0ๆ ที่คุณต้องการ', dictionaryWords)).toEqual(['ฟีเจอร์', 'ต่าง\u00A0ๆ ', 'ที่', 'คุณ', 'ต้องการ']);
    expect(lineUnits('ราคา (บาท) ต่อเดือน', dictionaryWords)).toEqual(['ราคา ', '(บาท) ', 'ต่อ', 'เดือน']);
    const text = 'แพ็กเกจ Care Plan ๑๒ เดือน: ฿4,900/เดือน — ดูแลเว็บไซต์ต่าง ๆ';
    expect(lineUnits(text, dictionaryWords).join('')).toBe(text);
  });

  it('is a pure function of its word list (maximal matching)', () => {
    const segment = createThaiSegmenter(
      new Map([
        ['ตา', 1],
        ['กลม', 1],
        ['ตาก', 1],
        ['ลม', 1],
        ['ตากลม', 0],
      ]),
    );
    // Fewest words first: the compound.
    expect(segment('ตากลม')).toEqual(['ตากลม']);
    expect(
      createThaiSegmenter(
        new Map([
          ['ตา', 1],
          ['กลม', 9],
          ['ตาก', 1],
          ['ลม', 1],
        ]),
      )('ตากลม'),
    ).toEqual(['ตา', 'กลม']);
    expect(
      createThaiSegmenter(
        new Map([
          ['ตา', 1],
          ['กลม', 1],
          ['ตาก', 5],
          ['ลม', 5],
        ]),
      )('ตากลม'),
    ).toEqual(['ตาก', 'ลม']);
    expect(segment('ตากลมๆ')).toEqual(['ตากลม', 'ๆ']);
  });
});
