import { describe, expect, it } from 'vitest';
import { documentNumber, receiptFor, type ReceiptFacts } from '../../../../src/domain/money/document';
import { TEST_SELLER } from '../../support/documentParties';

const facts: ReceiptFacts = {
  seller: TEST_SELLER,
  buyer: { kind: 'company', name: 'Buyer Co., Ltd.', taxId: '0107537000882', branch: null, address: 'Bangkok', email: 'b@example.test' },
  lines: [{ description: { th: 'งาน', en: 'Work' }, quantity: 2, unitPrice: 535_000 }],
  payment: { method: 'card', reference: 'cs_1', paidAt: '2026-11-27T03:00:00.000Z', amount: 1_070_000 },
  demo: false,
};

describe('documentNumber', () => {
  it.each([
    ['invoice', 2569, 1, 'INV-2569-0001'],
    ['tax_invoice', 2569, 42, 'RT-2569-0042'],
    ['credit_note', 2570, 12345, 'CN-2570-12345'],
  ] as const)('%s %i %i → %s', (type, year, sequence, number) => expect(documentNumber(type, year, sequence)).toBe(number));
});

describe('receiptFor', () => {
  it('a VAT-registered studio issues a tax invoice that splits what was paid', () => {
    const { type, snapshot } = receiptFor(facts);
    expect(type).toBe('tax_invoice');
    expect(snapshot.totals).toMatchObject({ subtotal: 1_000_000, vat: 70_000, total: 1_070_000, withholding: 30_000, net: 1_040_000 });
    expect(snapshot.lines[0]!.amount).toBe(1_070_000);
  });

  it('a studio under the VAT threshold issues a plain receipt; a person withholds nothing', () => {
    const { type, snapshot } = receiptFor({
      ...facts,
      seller: { ...facts.seller, vatRegistered: false },
      buyer: { ...facts.buyer, kind: 'individual', taxId: null },
    });
    expect(type).toBe('receipt');
    expect(snapshot.totals).toMatchObject({ subtotal: 1_070_000, vat: 0, total: 1_070_000, withholding: 0, net: 1_070_000 });
  });

  it('refuses totals that do not add up to the payment', () => {
    expect(() => receiptFor({ ...facts, payment: { ...facts.payment, amount: 1_069_999 } })).toThrow(RangeError);
  });
});
