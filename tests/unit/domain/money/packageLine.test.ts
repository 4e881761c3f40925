// Issue 39 (round-3 review item 1, 15): a package is named once, and documents cite the quotation by number.
import { describe, expect, it } from 'vitest';
import { englishPackageName, packageLine, thaiPackageName } from '../../../../src/domain/money/packageLine';
import { quotationReference } from '../../../../src/domain/money/references';

describe('packageLine', () => {
  it('adds แพ็กเกจ / "package" only when the name does not carry it', () => {
    expect(packageLine({ th: 'เว็บไซต์ธุรกิจ', en: 'Business Website' })).toEqual({ th: 'แพ็กเกจ เว็บไซต์ธุรกิจ', en: 'Business Website package' });
    expect(packageLine({ th: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน', en: 'Care Plan Essential' })).toEqual({
      th: 'แพ็กเกจดูแลเว็บไซต์ มาตรฐาน',
      en: 'Care Plan Essential',
    });
    expect(thaiPackageName(' แพ็กเกจ SEO ')).toBe('แพ็กเกจ SEO');
    expect(englishPackageName('SEO Package')).toBe('SEO Package');
    expect(englishPackageName('Planner Pro')).toBe('Planner Pro package');
  });
});

describe('quotationReference', () => {
  it('cites the number, or nothing without one', () => {
    expect(quotationReference('QT-2569-0002')).toEqual({ th: 'อ้างอิงใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' });
    expect(quotationReference(null)).toBeNull();
  });
});
