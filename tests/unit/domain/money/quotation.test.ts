import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  quotationExpired,
  quotationFor,
  linesOverPrice,
  planCatalogue,
  quotationLines,
  sameSchedule,
  scheduleFor,
  validUntil,
  type CustomLine,
  type CatalogueItem,
  type QuotationFacts,
} from '../../../../src/domain/money/quotation';

const business: CatalogueItem = { description: { th: 'แพ็กเกจธุรกิจ', en: 'Business package' }, quantity: 2, unitPrice: 2_490_000 };
const seo: CatalogueItem = { description: { th: 'เพิ่ม: SEO', en: 'Enhancement: SEO' }, quantity: 1, unitPrice: 1_000_000 };

const facts = (extra: Partial<QuotationFacts> = {}): QuotationFacts => ({
  seller: {
    name: { th: 'สตูดิโอ', en: 'Studio' },
    address: { th: 'กรุงเทพ', en: 'Bangkok' },
    taxId: '0105536092641',
    branch: null,
    vatRegistered: true,
    vatRateBp: 700,
  },
  buyer: { kind: 'company', name: 'บริษัท ลูกค้า จำกัด', taxId: '0105536092641', branch: null, address: 'สีลม', email: 'a@example.test' },
  price: 5_350_000,
  items: [business],
  quoteRef: 'abcd1234',
  revision: 2,
  issuedAt: new Date('2026-11-27T10:00:00Z'),
  timeline: '4 weeks',
  schedule: null,
  demo: false,
  ...extra,
});

describe('the lines of a quotation', () => {
  it('itemises the catalogue and adds the studio’s own work above it', () => {
    expect(quotationLines(6_980_000, [business, seo])).toEqual([
      { description: business.description, quantity: 2, unitPrice: 2_490_000 },
      { description: seo.description, quantity: 1, unitPrice: 1_000_000 },
      { description: { th: 'งานเพิ่มเติมตามที่ทีมงานเสนอ', en: 'Additional work as quoted by the studio' }, quantity: 1, unitPrice: 1_000_000 },
    ]);
  });

  it('adds no extra line when the price is exactly the catalogue’s', () => {
    expect(quotationLines(4_980_000, [business])).toHaveLength(1);
  });

  it('is one line naming what it covers when the price is below the catalogue (no negative line)', () => {
    expect(quotationLines(4_000_000, [business, seo])).toEqual([
      {
        description: {
          th: 'ค่าบริการตามใบเสนอราคา: แพ็กเกจธุรกิจ × 2, เพิ่ม: SEO',
          en: 'Services as quoted: Business package × 2, Enhancement: SEO',
        },
        quantity: 1,
        unitPrice: 4_000_000,
      },
    ]);
  });

  it('refuses a price of zero', () => {
    expect(() => quotationLines(0, [business])).toThrow(RangeError);
  });

  it('always adds up to the price, whatever the items', () => {
    const item = fc.record({
      description: fc.constant({ th: 'x', en: 'x' }),
      quantity: fc.integer({ min: 0, max: 5 }),
      unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.array(item, { maxLength: 6 }), (price, items) => {
        const lines = quotationLines(price, items);
        expect(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0)).toBe(price);
        expect(lines.every((l) => l.unitPrice > 0 && l.quantity >= 1)).toBe(true);
      }),
    );
  });
});

describe('the studio’s own lines', () => {
  const design: CustomLine = { description: 'ออกแบบโลโก้ใหม่ทั้งหมดพร้อมคู่มือการใช้งาน', amount: 12_000 };
  const hosting: CustomLine = { description: 'Hosting, first year', amount: 3_500 };
  const extra = { th: 'งานเพิ่มเติมตามที่ทีมงานเสนอ', en: 'Additional work as quoted by the studio' };

  it('follow the catalogue, each its own line with the text as typed in both languages, then the remainder', () => {
    expect(quotationLines(9_000_000, [business, seo], [design, hosting])).toEqual([
      { description: business.description, quantity: 2, unitPrice: 2_490_000 },
      { description: seo.description, quantity: 1, unitPrice: 1_000_000 },
      { description: { th: design.description, en: design.description }, quantity: 1, unitPrice: 1_200_000 },
      { description: { th: hosting.description, en: hosting.description }, quantity: 1, unitPrice: 350_000 },
      { description: extra, quantity: 1, unitPrice: 9_000_000 - 4_980_000 - 1_000_000 - 1_550_000 },
    ]);
  });

  it('leave no remainder line when they and the catalogue are the whole price', () => {
    expect(quotationLines(4_980_000 + 1_200_000, [business], [design]).map((l) => l.unitPrice)).toEqual([2_490_000, 1_200_000]);
  });

  it('stand alone when the quote has no catalogue items', () => {
    expect(quotationLines(1_500_000, [], [design])).toEqual([
      { description: { th: design.description, en: design.description }, quantity: 1, unitPrice: 1_200_000 },
      { description: extra, quantity: 1, unitPrice: 300_000 },
    ]);
  });

  it('are refused when they and the catalogue add up to more than the price (and only then)', () => {
    expect(linesOverPrice(4_980_000 + 1_199_900, [business], [design])).toBe(4_980_000 + 1_200_000);
    expect(linesOverPrice(4_980_000 + 1_200_000, [business], [design])).toBeNull();
    expect(() => quotationLines(4_980_000 + 1_199_900, [business], [design])).toThrow(RangeError);
    // Without custom lines a price below the catalogue is still a discount, not a refusal.
    expect(linesOverPrice(1_000, [business], [])).toBeNull();
  });

  it('always add up to the price exactly when they fit, whatever the items and lines', () => {
    const item = fc.record({
      description: fc.constant({ th: 'x', en: 'x' }),
      quantity: fc.integer({ min: 0, max: 5 }),
      unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    });
    const line = fc.record({ description: fc.string({ minLength: 1, maxLength: 200 }), amount: fc.integer({ min: 1, max: 1_000_000 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(item, { maxLength: 6 }),
        fc.array(line, { maxLength: 20 }),
        (price, items, custom) => {
          if (linesOverPrice(price, items, custom) !== null) {
            expect(() => quotationLines(price, items, custom)).toThrow(RangeError);
            return;
          }
          const lines = quotationLines(price, items, custom);
          expect(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0)).toBe(price);
          expect(lines.every((l) => l.unitPrice > 0 && l.quantity >= 1)).toBe(true);
          const typed = lines.filter(
            (l) => l.description.th === l.description.en && custom.some((c) => c.description === l.description.en),
          );
          expect(typed.length).toBeGreaterThanOrEqual(custom.length);
          const { snapshot } = quotationFor(facts({ price, items, customLines: custom, buyer: facts().buyer }));
          expect(snapshot.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(price);
          expect(snapshot.totals.total).toBe(price);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the quotation', () => {
  it('splits the VAT-included price, and shows a company the 3% withholding and the net', () => {
    const { type, snapshot } = quotationFor(facts());
    expect(type).toBe('quotation');
    expect(snapshot.totals).toMatchObject({ total: 5_350_000, subtotal: 5_000_000, vat: 350_000, withholding: 150_000, net: 5_200_000 });
    expect(snapshot.lines.map((l) => l.amount)).toEqual([4_980_000, 370_000]);
    expect(snapshot.quotation).toMatchObject({ quoteRef: 'abcd1234', revision: 2, validUntil: '2026-12-27', timeline: '4 weeks' });
    expect(snapshot.quotation.terms.length).toBeGreaterThan(3);
    expect(snapshot.seller).not.toHaveProperty('vatRateBp');
  });

  it('a person withholds nothing; a studio not VAT registered shows no VAT', () => {
    const person = quotationFor(facts({ buyer: { ...facts().buyer, kind: 'individual', taxId: null } })).snapshot;
    expect(person.totals).toMatchObject({ withholding: 0, net: 5_350_000 });
    const small = quotationFor(facts({ seller: { ...facts().seller, vatRegistered: false } })).snapshot;
    expect(small.totals).toMatchObject({ vat: 0, subtotal: 5_350_000, total: 5_350_000 });
    expect(small.quotation.terms[0]?.en).toMatch(/not VAT registered/);
  });

  it('keeps a schedule that splits this price, and leaves off one made for another price', () => {
    const split = [
      { position: 1, label: { th: 'มัดจำ', en: 'Deposit' }, trigger: 'acceptance' as const, amount: 2_675_000 },
      { position: 2, label: { th: 'เปิดตัว', en: 'Launch' }, trigger: 'milestone' as const, amount: 2_675_000 },
    ];
    expect(quotationFor(facts({ schedule: split })).snapshot.quotation.schedule).toEqual(split);
    expect(quotationFor(facts({ schedule: split, price: 6_000_000 })).snapshot.quotation.schedule).toBeNull();
  });
});

describe('the validity date', () => {
  it('is 30 Bangkok calendar days after the issue', () => {
    expect(validUntil(new Date('2026-11-27T10:00:00Z'))).toBe('2026-12-27');
    // 20:00 UTC on 31 December is already 1 January in Bangkok.
    expect(validUntil(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-31');
    expect(validUntil(new Date('2027-02-01T00:00:00Z'), 28)).toBe('2027-03-01');
  });

  it('holds through its last Bangkok day and expires at midnight Bangkok time (17:00 UTC)', () => {
    expect(quotationExpired('2026-12-27', new Date('2026-12-27T00:00:00+07:00'))).toBe(false);
    expect(quotationExpired('2026-12-27', new Date('2026-12-27T16:59:59Z'))).toBe(false);
    expect(quotationExpired('2026-12-27', new Date('2026-12-27T17:00:00Z'))).toBe(true);
    expect(quotationExpired('2026-12-27', new Date('2027-01-05T03:00:00Z'))).toBe(true);
    // Across a year's end: still comparable as dates.
    expect(quotationExpired('2027-01-31', new Date('2026-12-31T20:00:00Z'))).toBe(false);
  });

  it('is never expired on the day it is issued, whatever the hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 90 }),
        (issued, days) => {
          expect(quotationExpired(validUntil(issued, days), issued)).toBe(false);
          const after = new Date(issued.getTime() + (days + 1) * 86_400_000);
          expect(quotationExpired(validUntil(issued, days), after)).toBe(true);
        },
      ),
    );
  });
});

describe('a wizard plan on the quotation (decision 0062)', () => {
  const title = { th: 'แผนเว็บไซต์ธุรกิจ', en: 'Business Website Plan' };
  const names: Record<string, { th: string; en: string }> = {
    multilingual: { th: 'รองรับหลายภาษา', en: 'Multi-language Support' },
    api: { th: 'พัฒนา API', en: 'Custom API Development' },
    cms: { th: 'ระบบจัดการเนื้อหา', en: 'Content Management System' },
  };
  const name = (key: string) => names[key] ?? { th: key, en: key };
  const expected = [
    { description: title, quantity: 1, unitPrice: 1_500_000 },
    { description: { th: 'ฟีเจอร์เสริม: รองรับหลายภาษา', en: 'Enhancement: Multi-language Support' }, quantity: 1, unitPrice: 800_000 },
    { description: { th: 'ฟีเจอร์เสริม: พัฒนา API', en: 'Enhancement: Custom API Development' }, quantity: 1, unitPrice: 1_200_000 },
    { description: { th: 'ฟีเจอร์เสริม: ระบบจัดการเนื้อหา', en: 'Enhancement: Content Management System' }, quantity: 1, unitPrice: 1_200_000 },
  ];

  it.each([
    ['featureIds (as the wizard stores it)', { basePrice: 15_000, finalPrice: 47_000, featureIds: [2, 4, 7] }],
    [
      'optionalFeatures[].selected (older rows)',
      {
        basePrice: 15_000,
        finalPrice: 47_000,
        optionalFeatures: [
          { id: 1, price: 5_000, selected: false },
          { id: 2, price: 8_000, selected: true },
          { id: 4, price: 12_000, selected: true },
          { id: 7, price: 12_000, selected: true },
        ],
      },
    ],
  ])('prints each chosen option with its price from a plan stored as %s, never one lump of additional work', (_shape, plan) => {
    const items = planCatalogue(plan, title, name);
    expect(items).toEqual(expected);
    // At the plan's own price the lines are exactly the items; the studio's price above it adds one line.
    expect(quotationLines(4_700_000, items)).toEqual(expected);
    expect(quotationLines(5_000_000, items).at(-1)).toEqual({
      description: { th: 'งานเพิ่มเติมตามที่ทีมงานเสนอ', en: 'Additional work as quoted by the studio' },
      quantity: 1,
      unitPrice: 300_000,
    });
  });

  it('a plan without a whole-baht base price itemises nothing', () => {
    expect(planCatalogue({ featureIds: [2] }, title, name)).toEqual([]);
    expect(planCatalogue({ basePrice: '15000', featureIds: [2] }, title, name)).toEqual([]);
    expect(planCatalogue(null, title, name)).toEqual([]);
  });
});

describe('the schedule a quotation prints (decision 0062)', () => {
  const split = [
    { position: 1, label: { th: 'เงินมัดจำ', en: 'Deposit' }, trigger: 'acceptance' as const, amount: 4_000_000 },
    { position: 2, label: { th: 'เมื่อส่งมอบงาน', en: 'On delivery' }, trigger: 'milestone' as const, amount: 4_000_000 },
  ];

  it('is the schedule when it adds up to the price to the satang, else none', () => {
    expect(scheduleFor(8_000_000, split)).toEqual(split);
    expect(scheduleFor(8_000_100, split)).toBeNull();
    expect(scheduleFor(8_000_000, [])).toBeNull();
    expect(scheduleFor(8_000_000, null)).toBeNull();
  });

  it('counts as changed when an instalment, its label, trigger or amount, or their number changes', () => {
    expect(
      sameSchedule(
        split,
        split.map((i) => ({ ...i, label: { ...i.label } })),
      ),
    ).toBe(true);
    expect(sameSchedule(null, null)).toBe(true);
    expect(sameSchedule(split, null)).toBe(false);
    expect(sameSchedule(null, split)).toBe(false);
    expect(
      sameSchedule(split, [
        { ...split[0]!, amount: 3_000_000 },
        { ...split[1]!, amount: 5_000_000 },
      ]),
    ).toBe(false);
    expect(sameSchedule(split, [{ ...split[0]!, trigger: 'milestone' }, split[1]!])).toBe(false);
    expect(sameSchedule(split, [split[0]!, { ...split[1]!, label: { th: 'เมื่อเปิดตัว', en: 'On delivery' } }])).toBe(false);
    expect(sameSchedule(split, [{ ...split[0]!, amount: 8_000_000 }])).toBe(false);
  });

  it('is printed on the quotation with each instalment, its trigger and amount', () => {
    const snapshot = quotationFor(facts({ price: 8_000_000, items: [], schedule: split })).snapshot;
    expect(snapshot.quotation.schedule?.map((i) => [i.position, i.label.en, i.trigger, i.amount])).toEqual([
      [1, 'Deposit', 'acceptance', 4_000_000],
      [2, 'On delivery', 'milestone', 4_000_000],
    ]);
  });
});
