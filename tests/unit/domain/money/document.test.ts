import { describe, expect, it } from 'vitest';
import { documentNumber, receiptFor, settlementOf, type ReceiptFacts } from '../../../../src/domain/money/document';
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
  it('a company that paid in full withheld nothing: the tax invoice splits what was paid, no net, no certificate', () => {
    const { type, snapshot } = receiptFor(facts);
    expect(type).toBe('tax_invoice');
    expect(snapshot.totals).toMatchObject({ subtotal: 1_000_000, vat: 70_000, total: 1_070_000, withholding: 0, net: 1_070_000 });
    expect(snapshot.payment).toMatchObject({ amount: 1_070_000, withheld: 0 });
    expect(snapshot.lines[0]!.amount).toBe(1_070_000);
  });

  it('a company that withheld 3%: received the net, the certificate covers the rest, together the total', () => {
    const { snapshot } = receiptFor({ ...facts, payment: { ...facts.payment, amount: 1_040_000, withheld: 30_000 } });
    expect(snapshot.totals).toMatchObject({ total: 1_070_000, withholdingRateBp: 300, withholding: 30_000, net: 1_040_000 });
    expect(snapshot.payment).toMatchObject({ amount: 1_040_000, withheld: 30_000 });
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

  it('refuses totals that do not add up to the money received and withheld', () => {
    expect(() => receiptFor({ ...facts, payment: { ...facts.payment, amount: 1_069_999 } })).toThrow(RangeError);
    expect(() => receiptFor({ ...facts, payment: { ...facts.payment, amount: 1_040_000, withheld: 29_999 } })).toThrow(RangeError);
  });

  it('refuses a withholding by a person', () => {
    const person = { ...facts.buyer, kind: 'individual' as const, taxId: null };
    expect(() => receiptFor({ ...facts, buyer: person, payment: { ...facts.payment, amount: 1_040_000, withheld: 30_000 } })).toThrow(
      RangeError,
    );
  });
});

describe('settlementOf', () => {
  const payment = { method: 'card' as const, reference: 'cs_1', paidAt: '2026-11-27T03:00:00.000Z', amount: 1_490_000 };

  it('a snapshot that says what was withheld is read as it says', () => {
    expect(settlementOf({ ...payment, amount: 1_448_224, withheld: 41_776 }, 1_490_000, 0)).toEqual({
      received: 1_448_224,
      withheld: 41_776,
    });
  });

  it('an older snapshot is read through its payment record: a card payment charged in full withheld nothing', () => {
    expect(settlementOf(payment, 1_490_000, 0)).toEqual({ received: 1_490_000, withheld: 0 });
    expect(settlementOf(payment, 1_490_000, undefined)).toEqual({ received: 1_490_000, withheld: 0 });
  });

  it('an older transfer receipt whose record says the client withheld: received the total less it', () => {
    expect(settlementOf({ ...payment, method: 'transfer' }, 1_490_000, 41_776)).toEqual({ received: 1_448_224, withheld: 41_776 });
  });
});
