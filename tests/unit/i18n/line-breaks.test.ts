import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KEEP_WHOLE, lineUnits } from '../../../src/i18n/lineBreaks';
import thWizard from '../../../src/i18n/th/wizard';
import thModal from '../../../src/i18n/th/modal';

describe('lineUnits', () => {
  it('keeps loanwords and compounds ICU splits whole', () => {
    // ICU alone gives ราย|ละเอียด|โปร|เจ|กต์: a line could start with "เจกต์".
    expect(lineUnits('รายละเอียดโปรเจกต์')).toEqual(['รายละเอียด', 'โปรเจกต์']);
    expect(lineUnits('แผนโปรเจกต์')).toEqual(['แผน', 'โปรเจกต์']);
    expect(lineUnits('ย้อนกลับ')).toEqual(['ย้อนกลับ']);
    expect(lineUnits('เลือกแพ็กเกจ')).toEqual(['เลือก', 'แพ็กเกจ']);
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
    const pieces = fc.constantFrom(...KEEP_WHOLE, 'แผน', 'ของคุณ', ' ', '5', 'Web', '...', 'ส่งคำขอ');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const text = parts.join('');
        const units = lineUnits(text);
        expect(units.join('')).toBe(text);
        // Every break falls outside every kept word.
        let offset = 0;
        const breaks = units.slice(0, -1).map((unit) => (offset += unit.length));
        for (const word of KEEP_WHOLE) {
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
