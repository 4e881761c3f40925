import { describe, expect, it } from 'vitest';
import { expectedTransfer, invoiceFor, type InvoiceFacts } from '../../../../src/domain/schedule/invoice';
import { TEST_SELLER } from '../../support/documentParties';

const facts = (kind: 'company' | 'individual'): InvoiceFacts => ({
  seller: TEST_SELLER,
  buyer: {
    kind,
    name: 'Buyer',
    taxId: kind === 'company' ? '0107537000882' : null,
    branch: null,
    address: 'Bangkok',
    email: 'b@example.test',
  },
  amount: 2_675_000,
  instalment: { position: 1, count: 2, label: { en: 'Deposit', th: 'เงินมัดจำ' } },
  quoteRef: 'abcd1234',
  dueDate: '2026-12-04',
  bank: { name: 'Bank', accountName: 'Test Co., Ltd.', accountNumber: '123-4-56789-0' },
  promptPayId: '0105536092641',
  demo: false,
});

describe('invoiceFor', () => {
  it('splits the VAT out of the instalment and asks a company for the net after 3% withholding', () => {
    const { snapshot } = invoiceFor(facts('company'));
    // 26,750.00 = 25,000.00 + VAT 1,750.00; withholding 3% of 25,000.00 = 750.00; net 26,000.00.
    expect(snapshot.totals).toMatchObject({ subtotal: 2_500_000, vat: 175_000, total: 2_675_000, withholding: 75_000, net: 2_600_000 });
    expect(snapshot.invoice.promptPay.amount).toBe(2_600_000);
    expect(snapshot.invoice.promptPay.payload).toContain('540826000.00');
    expect(snapshot.lines[0]!.description.th).toContain('งวดที่ 1 จาก 2');
  });

  it('asks a person for the whole amount', () => {
    const { snapshot } = invoiceFor(facts('individual'));
    expect(snapshot.totals.withholding).toBe(0);
    expect(snapshot.invoice.promptPay.payload).toContain('540826750.00');
  });

  it('tells the studio what a company transfers and withholds', () => {
    expect(expectedTransfer(2_675_000, true, 700)).toEqual({ net: 2_600_000, withholding: 75_000 });
    expect(expectedTransfer(2_675_000, false, 700)).toEqual({ net: 2_675_000, withholding: 0 });
  });
});
