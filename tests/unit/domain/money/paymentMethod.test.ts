import { describe, expect, it } from 'vitest';
import { paymentMethodOf } from '../../../../src/domain/money/paymentMethod';

describe('the method a payment is shown with', () => {
  it("is the transfer's own record first, then the receipt's", () => {
    expect(paymentMethodOf({ transfer: 'promptpay', receipt: 'transfer' })).toBe('promptpay');
    expect(paymentMethodOf({ transfer: null, receipt: 'demo' })).toBe('demo');
    expect(paymentMethodOf({ transfer: 'transfer', receipt: null })).toBe('transfer');
  });

  it('is card for a checkout with no receipt yet, and other for a method it does not know', () => {
    expect(paymentMethodOf({ transfer: null, receipt: null })).toBe('card');
    expect(paymentMethodOf({ transfer: null, receipt: 'cheque' })).toBe('other');
  });
});
