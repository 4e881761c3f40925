// The credit note's arithmetic (issue 22, docs/decisions/0051; Revenue Code section 86/10): the
// difference split once into value and VAT, the original and correct values before VAT that differ by
// exactly the difference, the original tax invoices named, and no credit note without a lower price.
import { describe, expect, it } from 'vitest';
import { creditNoteFor, type CreditNoteFacts } from '../../../../src/domain/money/creditNote';
import { TEST_SELLER, COMPANY_BUYER } from '../../support/documentParties';

const facts = (over: Partial<CreditNoteFacts> = {}): CreditNoteFacts => ({
  seller: TEST_SELLER,
  buyer: COMPANY_BUYER,
  references: [{ number: 'RT-2569-0001', issuedAt: '2026-11-27T03:00:00.000Z', total: 4_980_000 }],
  originalTotal: 4_980_000,
  correctTotal: 4_000_000,
  subject: { th: 'ตามใบเสนอราคาเลขที่ QT-2569-0002', en: 'quotation QT-2569-0002' },
  demo: false,
  ...over,
});

describe('creditNoteFor', () => {
  it('credits the difference with its VAT, referring to the original tax invoice', () => {
    const { type, snapshot } = creditNoteFor(facts());
    expect(type).toBe('credit_note');
    // ฿49,800 paid, ฿40,000 agreed: ฿9,800 back, of which ฿9,158.88 value and ฿641.12 VAT.
    expect(snapshot.totals).toMatchObject({ subtotal: 915_888, vat: 64_112, total: 980_000, withholding: 0, net: 980_000 });
    expect(snapshot.credit).toMatchObject({
      references: [{ number: 'RT-2569-0001', total: 4_980_000 }],
      originalValue: 4_654_206,
      correctValue: 3_738_318,
      difference: 915_888,
    });
    // The correct value is the agreed price's own value before VAT: 40,000 × 100/107 = 37,383.18.
    expect(snapshot.credit!.originalValue - snapshot.credit!.correctValue).toBe(snapshot.credit!.difference);
    expect(snapshot.lines).toEqual([expect.objectContaining({ quantity: 1, unitPrice: 980_000, amount: 980_000 })]);
    expect(snapshot.payment).toBeNull();
  });

  it('adds up to the satang for every difference of a few baht around a rounding edge', () => {
    for (let paid = 100; paid < 400; paid++) {
      const { snapshot } = creditNoteFor(facts({ originalTotal: paid * 100, correctTotal: 5_050 }));
      const c = snapshot.credit!;
      expect(snapshot.totals.subtotal + snapshot.totals.vat).toBe(snapshot.totals.total);
      expect(c.originalValue - c.correctValue).toBe(c.difference);
    }
  });

  it('shows no VAT when the studio is not VAT registered', () => {
    const { snapshot } = creditNoteFor(facts({ seller: { ...facts().seller, vatRegistered: false } }));
    expect(snapshot.totals).toMatchObject({ vatRateBp: 0, vat: 0, subtotal: 980_000 });
    expect(snapshot.credit).toMatchObject({ originalValue: 4_980_000, correctValue: 4_000_000, difference: 980_000 });
  });

  it('refuses a price that is not lower, and a note with nothing to refer to', () => {
    expect(() => creditNoteFor(facts({ correctTotal: 4_980_000 }))).toThrow(RangeError);
    expect(() => creditNoteFor(facts({ correctTotal: 5_000_000 }))).toThrow(RangeError);
    expect(() => creditNoteFor(facts({ references: [] }))).toThrow('original tax invoice');
  });
});
